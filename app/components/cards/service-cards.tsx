import { Link } from "react-router";
import { servicePath, services } from "~/content/catalogue";
import { Icon } from "../ui/icon";

/** Every service as a card linking to its page (home and services overview). */
export function ServiceCards() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.slug}>
          <Link
            to={servicePath(service.slug)}
            className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-colors hover:border-teal-700 motion-reduce:transition-none"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-lg bg-teal-50 text-teal-800">
              <Icon name={service.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900 group-hover:text-teal-800">
              {service.name}
            </h3>
            <p className="mt-2 leading-7 text-slate-700">{service.summary}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
