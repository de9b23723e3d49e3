import type { Locale } from "../locales.ts";
import { siteTexts as ar } from "./ar.ts";
import { siteTexts as en } from "./en.ts";
import { siteTexts as hi } from "./hi.ts";
import type { SiteTexts } from "./types.ts";

/** The shared words by locale: read by loaders and the server only, never bundled for the browser. */
export const siteTexts: Record<Locale, SiteTexts> = { en, ar, hi };
