/**
 * The languages the site is written in (decision 058). Adding one is adding its
 * code here and its text modules (app/content/README.md lists the files): the
 * typecheck then names every `Record<Locale, …>` map that lacks it, and
 * texts-complete.test.ts every registry folder without its file.
 */
export const locales = ["en", "ar", "hi"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export type TextDirection = "ltr" | "rtl";

/** Writing direction of each locale, for <html dir> (Arabic will be "rtl", Hindi "ltr"). */
export const textDirection: Record<Locale, TextDirection> = { en: "ltr", ar: "rtl", hi: "ltr" };

/**
 * The BCP 47 tag handed to Intl. British English: the copy spells "authorisation" and lists
 * without a serial comma ("Jio, Airtel and BSNL"), as Intl.ListFormat does for en-GB.
 * Arabic with Western digits (0-9, the "latn" numbering system): prices in USD, phone numbers,
 * OTP codes and the Latin product names around them read consistently, as on Gulf business sites.
 */
export const intlLocale: Record<Locale, string> = { en: "en-GB", ar: "ar-u-nu-latn", hi: "hi-IN" };

/** The language the browser's speech recognition and synthesis use on the locale's pages. */
export const speechLocale: Record<Locale, string> = { en: "en-US", ar: "ar-SA", hi: "hi-IN" };

/** Open Graph's locale (og:locale, og:locale:alternate): language_TERRITORY, as Facebook lists them. */
export const ogLocale: Record<Locale, string> = { en: "en_GB", ar: "ar_AR", hi: "hi_IN" };

/** The value of <html lang>. */
export const htmlLang: Record<Locale, string> = { en: "en", ar: "ar", hi: "hi" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/**
 * The locale a page belongs to. Pages of the default locale have no prefix ("/about"); another
 * locale's pages live under its code ("/ar/about", "/ar" for its home; decision 090). "/en/…" is
 * no page of any locale: it is read as the default locale's, and the server answers its 404.
 */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) ? first : defaultLocale;
}

/**
 * A page's path in a locale, from its default-locale path: ("/about", "ar") → "/ar/about",
 * ("/", "ar") → "/ar" (no trailing slash, like every page). Anything that is not a site path
 * (mailto:, tel:, "#main") is returned as it is.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || locale === defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** The default-locale path of a page of any locale: "/ar/about" → "/about", "/hi" → "/". */
export function unlocalizedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === defaultLocale || pathname.split("/")[1] !== locale) return pathname;
  return pathname.slice(locale.length + 1) || "/";
}

/**
 * The locale of the page this browser shows, for code outside React (the voice session, the
 * contact form's runtime): read from <html lang> at the time of use, so a later client-side
 * navigation to another language is followed. Outside a browser, the default locale.
 */
export function documentLocale(): Locale {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return locales.find((locale) => htmlLang[locale] === lang) ?? defaultLocale;
}
