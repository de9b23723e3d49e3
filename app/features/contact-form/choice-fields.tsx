import { useEffect, useState } from "react";
import { Link } from "~/components/ui/local-link.tsx";
import { contactFormCopyIn } from "~/content/contact-form/index.ts";
import { paths } from "~/content/paths.ts";
import type { MarketCard } from "~/content/render/site-data.ts";
import { useSiteData } from "~/lib/site-data.tsx";
import { describedBy, errorId, FieldError, RequiredMarker } from "./form-field.tsx";

interface CountryOption {
  value: string;
  label: string;
}

/** The SMS markets, in the catalogue's order and named in the page's language: listed first in the country select. */
export function marketOptionsOf(markets: readonly MarketCard[]): CountryOption[] {
  return markets.map((market) => ({ value: market.isoCode, label: market.name }));
}

/**
 * Every other country of `codes` (app/content/countries.ts), named by the
 * browser's Intl data in the page's language (no list of names ships) and sorted by name.
 */
function otherCountryOptions(codes: readonly string[], markets: readonly CountryOption[], lang: string) {
  const served = new Set(markets.map((option) => option.value));
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang], { type: "region" });
  } catch {
    // A browser without Intl.DisplayNames: the codes themselves still identify the countries.
  }
  return codes
    .filter((code) => !served.has(code))
    .map((code) => ({ value: code, label: names?.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
}

const loadCountryCodes = () => import("~/content/countries.ts");

/** The country options: the six SMS markets, then every other country by name. */
export function CountryOptions() {
  const { markets, lang, locale } = useSiteData();
  const copy = contactFormCopyIn(locale);
  const marketOptions = marketOptionsOf(markets);
  const [others, setOthers] = useState<CountryOption[]>([]);

  // The other countries load after hydration: their names come from the browser's Intl data,
  // which may differ from the build's, and the list stays out of the first-load JavaScript.
  useEffect(() => {
    let active = true;
    loadCountryCodes().then(
      ({ countryCodes }) => {
        if (active) setOthers(otherCountryOptions(countryCodes, marketOptionsOf(markets), lang));
      },
      (error: unknown) => console.warn("The list of countries could not load:", error),
    );
    return () => {
      active = false;
    };
  }, [markets, lang]);

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
  const { services, locale } = useSiteData();
  return (
    <>
      <option value="">{contactFormCopyIn(locale).options.servicePlaceholder}</option>
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
  const copy = contactFormCopyIn(useSiteData().locale);
  // The sentence places the link where its language puts it: "… as described in the {privacyPolicy}."
  const [beforeLink = "", afterLink = ""] = copy.labels.consent.split("{privacyPolicy}");
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
          {beforeLink}
          <Link to={paths.privacy} className="font-semibold text-teal-800 underline underline-offset-4">
            {copy.labels.consentLink}
          </Link>
          {afterLink}
          <RequiredMarker />
        </label>
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}
