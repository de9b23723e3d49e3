import { useEffect, useState } from "react";
import { Link } from "react-router";
import { services, smsCountries } from "~/content/catalogue.ts";
import { contactFormCopy as copy } from "~/content/contact-form.ts";
import { paths } from "~/content/site-map.ts";
import { describedBy, errorId, FieldError, RequiredMarker } from "./form-field.tsx";

interface CountryOption {
  value: string;
  label: string;
}

/** The six SMS markets, in the catalogue's order: listed first in the country select. */
export const marketOptions: readonly CountryOption[] = smsCountries.map((country) => ({
  value: country.isoCode,
  label: country.name,
}));

/**
 * Every other country of `codes` (app/content/countries.ts), named by the
 * browser's Intl data (no list of names ships) and sorted by name.
 */
function otherCountryOptions(codes: readonly string[], locale = "en"): CountryOption[] {
  const markets = new Set(marketOptions.map((option) => option.value));
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: "region" });
  } catch {
    // A browser without Intl.DisplayNames: the codes themselves still identify the countries.
  }
  return codes
    .filter((code) => !markets.has(code))
    .map((code) => ({ value: code, label: names?.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

const loadCountryCodes = () => import("~/content/countries.ts");

/** The country options: the six SMS markets, then every other country by name. */
export function CountryOptions() {
  const [others, setOthers] = useState<CountryOption[]>([]);

  // The other countries load after hydration: their names come from the browser's Intl data,
  // which may differ from the build's, and the list stays out of the first-load JavaScript.
  useEffect(() => {
    let active = true;
    loadCountryCodes().then(
      ({ countryCodes }) => {
        if (active) setOthers(otherCountryOptions(countryCodes));
      },
      (error: unknown) => console.warn("The list of countries could not load:", error),
    );
    return () => {
      active = false;
    };
  }, []);

  return (
    <>
      <option value="">{copy.options.countryPlaceholder}</option>
      <optgroup label={copy.options.marketsGroup}>
        {marketOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </optgroup>
      {others.length > 0 ? (
        <optgroup label={copy.options.otherCountriesGroup}>
          {others.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </optgroup>
      ) : null}
    </>
  );
}

/** The service options: "Not sure yet", then every service by name. */
export function ServiceOptions() {
  return (
    <>
      <option value="">{copy.options.servicePlaceholder}</option>
      {services.map((service) => (
        <option key={service.slug} value={service.slug}>
          {service.name}
        </option>
      ))}
    </>
  );
}

/** The required consent checkbox; its label links the privacy policy. */
export function ConsentField({ id, error }: { id: string; error?: string }) {
  return (
    <div>
      <div className="flex min-h-11 items-start gap-3">
        <input
          id={id}
          name="consent"
          type="checkbox"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId(id))}
          className="mt-0.5 size-6 shrink-0 accent-teal-700"
        />
        <label htmlFor={id} className="text-base leading-7 text-slate-800">
          {copy.labels.consent}{" "}
          <Link to={paths.privacy} className="font-semibold text-teal-800 underline underline-offset-4">
            {copy.labels.consentLink}
          </Link>
          .<RequiredMarker />
        </label>
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}
