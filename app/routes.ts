import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The route table. Services and SMS markets share one parameterised route
 * each; app/content/site-map.ts lists every concrete path (a unit test checks
 * that each matches a route), which feeds pre-rendering, sitemap.xml and the assistant.
 */
export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("services/sms-services/pricing", "routes/services.sms-services.pricing.tsx"),
  // One route per kind: the registry's files (app/content/services/, sms-countries/) give the slugs.
  route("services/:slug", "routes/service.tsx"),
  route("services/sms-services/:market", "routes/sms-country.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("careers", "routes/careers.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
