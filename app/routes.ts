import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { servicePath, services, smsCountries, smsCountryPath } from "./content/catalogue.ts";
import { defaultLocale, type Locale, locales } from "./content/locales.ts";

/**
 * The public pages of one locale, from one table for all (decision 090): the default locale's at
 * today's paths with React Router's own ids, every other locale's under its code ("ar/about",
 * "ar" for its home) with ids prefixed by it. Each service and SMS market of the content registry
 * gets its own route, all rendered by one module per kind; loaders read the locale from the path.
 * Paths must match app/content/site-map.ts (a unit test checks), which feeds pre-rendering,
 * sitemap.xml and the assistant.
 */
function publicRoutes(locale: Locale) {
  const prefix = locale === defaultLocale ? "" : `${locale}/`;
  const page = (path: string, file: string, id?: string) => {
    const localId = locale === defaultLocale ? id : `${locale}/${id ?? file.replace(/\.tsx$/, "")}`;
    return localId ? route(`${prefix}${path}`, file, { id: localId }) : route(path, file);
  };
  return [
    locale === defaultLocale
      ? index("routes/home.tsx")
      : route(locale, "routes/home.tsx", { id: `${locale}/routes/home` }),
    page("services", "routes/services.tsx"),
    page("services/sms-services/pricing", "routes/services.sms-services.pricing.tsx"),
    // Not `services/:slug`: the browser would then claim unknown slugs too and break the 404 page
    // the server sends for them (decision 023). Unknown paths meet the catch-all, as before.
    ...services.map((service) =>
      page(servicePath(service.slug).slice(1), "routes/service.tsx", `service/${service.slug}`),
    ),
    ...smsCountries.map((country) =>
      page(smsCountryPath(country.slug).slice(1), "routes/sms-country.tsx", `sms-country/${country.slug}`),
    ),
    page("about", "routes/about.tsx"),
    page("contact", "routes/contact.tsx"),
    page("careers", "routes/careers.tsx"),
    page("privacy", "routes/privacy.tsx"),
  ];
}

/** Each other locale's catch-all: its unknown paths render its own 404 page. */
const localNotFound = locales
  .filter((locale) => locale !== defaultLocale)
  .map((locale) => route(`${locale}/*`, "routes/not-found.tsx", { id: `${locale}/routes/not-found` }));

export default [
  ...locales.flatMap(publicRoutes),
  // The console (app/admin): pre-rendered shells, noindex, never in the site map, English only.
  // One route for the whole console (also "/admin" itself): one manifest entry on every public page (decision 038).
  route("admin/*", "routes/admin.tsx"),
  ...localNotFound,
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
