import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { servicePath, services, smsCountries, smsCountryPath } from "./content/catalogue.ts";

/**
 * The route table. Each service and SMS market of the content registry gets
 * its own route, all rendered by one module per kind. Paths must match
 * app/content/site-map.ts (a unit test checks), which feeds pre-rendering,
 * sitemap.xml and the assistant.
 */
export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("services/sms-services/pricing", "routes/services.sms-services.pricing.tsx"),
  // Not `services/:slug`: the browser would then claim unknown slugs too and break the 404 page
  // the server sends for them (decision 023). Unknown paths meet the catch-all, as before.
  ...services.map((service) =>
    route(servicePath(service.slug).slice(1), "routes/service.tsx", { id: `service/${service.slug}` }),
  ),
  ...smsCountries.map((country) =>
    route(smsCountryPath(country.slug).slice(1), "routes/sms-country.tsx", {
      id: `sms-country/${country.slug}`,
    }),
  ),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("careers", "routes/careers.tsx"),
  route("privacy", "routes/privacy.tsx"),
  // The console (app/admin): pre-rendered shells, noindex, never in the site map.
  // One route for the whole console (also "/admin" itself): one manifest entry on every public page (decision 038).
  route("admin/*", "routes/admin.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
