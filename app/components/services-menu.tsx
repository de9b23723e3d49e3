import { useId } from "react";
import { NavLink } from "react-router";
import { serviceLinks, servicesMenu, smsCountryLinks } from "~/content/navigation";
import { cx } from "~/lib/class-names";
import { useDisclosure } from "~/lib/use-disclosure";
import { ChevronDown } from "./ui/icons";

const itemClass =
  "block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-teal-50 hover:text-teal-800 aria-[current=page]:font-semibold aria-[current=page]:text-teal-800";

const groupLabelClass = "px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600";

/** Desktop "Services" dropdown: a disclosure button and a panel of links (not an ARIA menu). */
export function ServicesMenu() {
  const { open, containerRef, buttonProps, panelId } = useDisclosure({ closeOnFocusOut: true });
  const servicesHeadingId = useId();
  const countriesHeadingId = useId();

  return (
    <div ref={containerRef} className="relative">
      <button
        {...buttonProps}
        className="flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-medium text-slate-700 hover:text-teal-800"
      >
        {servicesMenu.label}
        <ChevronDown
          className={cx("size-4 transition-transform motion-reduce:transition-none", open && "rotate-180")}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-2 w-[36rem] rounded-xl border border-slate-200 bg-white p-4 shadow-xl"
      >
        <div className="grid grid-cols-2 gap-4">
          <div>
            <p id={servicesHeadingId} className={groupLabelClass}>
              {servicesMenu.servicesHeading}
            </p>
            <ul aria-labelledby={servicesHeadingId}>
              <li>
                <NavLink to={servicesMenu.overview.href} end className={itemClass}>
                  {servicesMenu.overview.label}
                </NavLink>
              </li>
              {serviceLinks.map((link) => (
                <li key={link.href}>
                  <NavLink to={link.href} end className={itemClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <p id={countriesHeadingId} className={groupLabelClass}>
              {servicesMenu.countriesHeading}
            </p>
            <ul aria-labelledby={countriesHeadingId}>
              {smsCountryLinks.map((link) => (
                <li key={link.href}>
                  <NavLink to={link.href} end className={itemClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink to={servicesMenu.pricing.href} end className={itemClass}>
                  {servicesMenu.pricing.label}
                </NavLink>
              </li>
            </ul>
          </div>
        </div>
      </div>
    </div>
  );
}
