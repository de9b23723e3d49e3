/**
 * The root route's data (app/content/render/site-data.ts) for components: the
 * header, footer, skip link, cards, spinner and launcher read their words and
 * links from it, so no language's words are in the JavaScript every page loads
 * (decision 058). The root provides it; the page's locale comes with it.
 */
import { createContext, type ReactNode, useContext } from "react";
import { defaultLocale, type Locale, localizedPath, type TextDirection } from "~/content/locales.ts";
import type { SiteData } from "~/content/render/site-data.ts";

const SiteDataContext = createContext<SiteData | null>(null);

export function SiteDataProvider({ data, children }: { data: SiteData; children?: ReactNode }) {
  return <SiteDataContext.Provider value={data}>{children}</SiteDataContext.Provider>;
}

/** The page's shared words and links; only ever missing outside the app (a test without the provider). */
export function useSiteData(): SiteData {
  const data = useContext(SiteDataContext);
  if (!data) throw new Error("useSiteData() needs a <SiteDataProvider> (the root route provides one).");
  return data;
}

/** The page's locale: the default one where no root data is provided (a component under test). */
export function useLocale(): Locale {
  return useContext(SiteDataContext)?.locale ?? defaultLocale;
}

/** The page's writing direction: left to right where no root data is provided. */
export function useTextDirection(): TextDirection {
  return useContext(SiteDataContext)?.dir ?? "ltr";
}

/**
 * Site paths in the page's locale: content and the root data name every page by its default-locale
 * path ("/contact"), and each link says it in the page's language ("/ar/contact") where it is
 * rendered (decision 090). mailto:, tel: and "#…" pass through.
 */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}
