import { defaultLocale, type Locale } from "~/content/locales.ts";

/**
 * Every public page's share image (og:image), drawn at build time by scripts/lib/share/share-images.ts
 * at a stable URL derived from the page's default-locale path and its locale: "/" → "/og/home.png",
 * "/about" → "/og/about.png", "/services/sms-services" → "/og/services/sms-services.png", and the
 * Arabic about page's "/og/ar/about.png" (decision 090). Kept this small because it ships in the
 * page meta of every page (decision 043).
 */
export const shareImagePath = (path: string, locale: Locale = defaultLocale): string =>
  `/og${locale === defaultLocale ? "" : `/${locale}`}${path === "/" ? "/home" : path}.png`;

/** The size every social network shows large: 1.91:1. */
export const shareImageSize = { width: 1200, height: 630 } as const;
