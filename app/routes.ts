import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The route table: one thin page module per URL. Paths must match
 * app/content/site-map.ts (a unit test checks), which feeds pre-rendering,
 * sitemap.xml and the assistant.
 */
export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("services/sms-services", "routes/services.sms-services.tsx"),
  route("services/rcs-services", "routes/services.rcs-services.tsx"),
  route("services/voice-services", "routes/services.voice-services.tsx"),
  route("services/whatsapp-services", "routes/services.whatsapp-services.tsx"),
  route("services/ai-agents", "routes/services.ai-agents.tsx"),
  route("services/virtual-numbers", "routes/services.virtual-numbers.tsx"),
  route("services/web-app-development", "routes/services.web-app-development.tsx"),
  route("services/sms-services/pricing", "routes/services.sms-services.pricing.tsx"),
  route("services/sms-services/india", "routes/services.sms-services.india.tsx"),
  route("services/sms-services/uae", "routes/services.sms-services.uae.tsx"),
  route("services/sms-services/saudi-arabia", "routes/services.sms-services.saudi-arabia.tsx"),
  route("services/sms-services/bahrain", "routes/services.sms-services.bahrain.tsx"),
  route("services/sms-services/kuwait", "routes/services.sms-services.kuwait.tsx"),
  route("services/sms-services/qatar", "routes/services.sms-services.qatar.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("careers", "routes/careers.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
