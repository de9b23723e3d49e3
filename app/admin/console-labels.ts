/** What the console shows for stored values: statuses, services, markets. */
import { services, smsCountries } from "~/content/catalogue.ts";
import type { LeadStatus } from "../../contracts/admin-api.ts";

export const statusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

export const statusTone: Record<LeadStatus, string> = {
  new: "bg-sky-50 text-sky-900 ring-sky-200",
  contacted: "bg-amber-50 text-amber-900 ring-amber-200",
  qualified: "bg-violet-50 text-violet-900 ring-violet-200",
  won: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  lost: "bg-slate-100 text-slate-700 ring-slate-300",
};

export const serviceOptions = services.map((service) => ({ value: service.slug, label: service.name }));
export const marketOptions = smsCountries.map((country) => ({
  value: country.isoCode,
  label: country.shortName,
}));

export const serviceLabel = (slug: string | null) =>
  slug ? (serviceOptions.find((option) => option.value === slug)?.label ?? slug) : "—";

let regionNames: Intl.DisplayNames | null = null;
export function countryLabel(code: string | null): string {
  if (!code) return "—";
  try {
    regionNames ??= new Intl.DisplayNames(["en"], { type: "region" });
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});
/** "22 Nov 2026, 09:30 UTC": the same on the server's pre-render and in every browser. */
export const formatTime = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;

let languageNames: Intl.DisplayNames | null = null;
/** "Arabic": the language of the page a lead came from, in the console's English (decision 091). */
export function languageLabel(code: string): string {
  try {
    languageNames ??= new Intl.DisplayNames(["en"], { type: "language" });
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}
