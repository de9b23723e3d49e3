import { Link } from "react-router";
import { smsCountries, smsCountryPath } from "~/content/catalogue";

/** Every SMS market as a card linking to its country page. */
export function MarketCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {smsCountries.map((country) => (
        <li key={country.slug}>
          <Link
            to={smsCountryPath(country.slug)}
            className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 hover:border-teal-700"
          >
            <span className="flex items-baseline justify-between gap-2">
              <h3 className="font-semibold text-slate-900">SMS in {country.name}</h3>
              <span className="text-sm font-medium text-slate-600">{country.dialCode}</span>
            </span>
            <p className="mt-2 text-sm leading-6 text-slate-700">{country.summary}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
