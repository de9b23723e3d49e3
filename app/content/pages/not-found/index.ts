/**
 * The 404 page's texts by locale, each its own lazily loaded chunk: the not-found
 * route's client loader fetches only the visitor's language when a client-side
 * navigation meets an unknown path (decisions 050, 058).
 */
import type { Locale } from "../../locales.ts";
import type { NotFoundPage } from "../../page-schemas.ts";

export const notFoundTexts: Record<Locale, () => Promise<NotFoundPage>> = {
  en: () => import("./en.ts").then((module) => module.notFoundTexts),
  ar: () => import("./ar.ts").then((module) => module.notFoundTexts),
  hi: () => import("./hi.ts").then((module) => module.notFoundTexts),
};
