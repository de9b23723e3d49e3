import { createContext, useContext } from "react";
import { Link } from "~/components/ui/local-link.tsx";
import { contactFormCopyIn } from "~/content/contact-form/index.ts";
import { paths } from "~/content/paths.ts";
import { useSiteData } from "~/lib/site-data.tsx";
import { type CountryOption, marketOptionsOf } from "./country-options.ts";
import { describedBy, errorId, FieldError, RequiredMarker } from "./form-field.tsx";

/** The other countries, named and sorted by the server for this page (country-options.ts). */
export const OtherCountries = createContext<readonly CountryOption[]>([]);

/** The country options: the six SMS markets, then every other country by name. */
export function CountryOptions() {
  const { markets, locale } = useSiteData();
  const copy = contactFormCopyIn(locale);
  const marketOptions = marketOptionsOf(markets);
  const others = useContext(OtherCountries);

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
