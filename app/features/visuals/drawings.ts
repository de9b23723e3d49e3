/**
 * The product drawings as SVG markup, for route loaders only: loaders run at pre-render time
 * (ssr: false), so the markup reaches the browser in the page's HTML and loader data and never
 * in JavaScript (decision 045). Named by service slug, plus "home". The words inside a drawing
 * are part of it: the default locale's are app/assets/illustrations/<name>.svg, another locale's
 * app/assets/illustrations/<locale>/<name>.svg, and a fact a drawing repeats is a placeholder
 * filled from the facts ("since {foundedYear}"), as in the text modules (decision 058).
 */
import { companyTextValues } from "~/content/company/values.ts";
import { fill, type TextValues } from "~/content/format/fill.ts";
import { defaultLocale, type Locale } from "~/content/locales.ts";

const files = import.meta.glob<string>(
  ["../../assets/illustrations/*.svg", "../../assets/illustrations/*/*.svg"],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
);

/** Where a locale's drawing of that name lives, relative to this module. */
export function drawingFile(name: string, locale: Locale): string {
  return locale === defaultLocale
    ? `../../assets/illustrations/${name}.svg`
    : `../../assets/illustrations/${locale}/${name}.svg`;
}

/** The drawing in `locale`, filled from the company's values and a drawing's own `values`, if any. */
export function drawing(name: string, locale: Locale, values: TextValues = {}): string {
  const svg = files[drawingFile(name, locale)];
  if (!svg) throw new Error(`No drawing ${drawingFile(name, locale).replace("../../", "app/")}`);
  return fill(svg.trim(), { ...companyTextValues(locale), ...values });
}
