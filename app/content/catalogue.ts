/**
 * The services and SMS markets Relaywave sells, with the short copy that menus,
 * cards and the footer show. Page-length copy for each lives in services/ and
 * sms-countries/; this module stays small because the navbar loads it on every page.
 */
import type { ServiceEntry, ServiceSlug, SmsCountryEntry, SmsCountrySlug } from "./schema";

export const services: readonly ServiceEntry[] = [
  {
    slug: "sms-services",
    name: "SMS",
    summary: "Bulk, transactional and OTP text messages through direct operator routes.",
    icon: "message-square",
  },
  {
    slug: "whatsapp-services",
    name: "WhatsApp Business",
    summary: "WhatsApp Business Platform onboarding, templates, broadcasts and shared inboxes.",
    icon: "message-circle",
  },
  {
    slug: "rcs-services",
    name: "RCS",
    summary: "Branded, verified rich messages with images, carousels and reply buttons.",
    icon: "sparkles",
  },
  {
    slug: "voice-services",
    name: "Voice",
    summary: "IVR, voice broadcasts, reminder calls and click-to-call for your teams.",
    icon: "phone",
  },
  {
    slug: "ai-agents",
    name: "AI Agents",
    summary: "Chat and voice agents that answer customers around the clock and hand off to people.",
    icon: "bot",
  },
  {
    slug: "virtual-numbers",
    name: "Virtual Numbers",
    summary: "Local, toll-free and mobile numbers for call centres, support lines and two-way SMS.",
    icon: "hash",
  },
  {
    slug: "web-app-development",
    name: "Web & App Development",
    summary: "Websites, web apps and mobile apps built by our team, with messaging built in.",
    icon: "code",
  },
];

export const smsCountries: readonly SmsCountryEntry[] = [
  {
    slug: "india",
    name: "India",
    shortName: "India",
    isoCode: "IN",
    dialCode: "+91",
    summary: "DLT-registered headers and templates for OTP, alerts and promotions across India.",
  },
  {
    slug: "uae",
    name: "United Arab Emirates",
    shortName: "UAE",
    isoCode: "AE",
    dialCode: "+971",
    summary: "Registered alphanumeric sender IDs on every UAE network, in Arabic and English.",
  },
  {
    slug: "saudi-arabia",
    name: "Saudi Arabia",
    shortName: "Saudi Arabia",
    isoCode: "SA",
    dialCode: "+966",
    summary: "Registered sender names and compliant bulk SMS for businesses across the Kingdom.",
  },
  {
    slug: "bahrain",
    name: "Bahrain",
    shortName: "Bahrain",
    isoCode: "BH",
    dialCode: "+973",
    summary: "OTP, alerts and campaigns to every mobile network in Bahrain.",
  },
  {
    slug: "kuwait",
    name: "Kuwait",
    shortName: "Kuwait",
    isoCode: "KW",
    dialCode: "+965",
    summary: "Pre-registered sender IDs and reliable delivery to Kuwait's mobile networks.",
  },
  {
    slug: "qatar",
    name: "Qatar",
    shortName: "Qatar",
    isoCode: "QA",
    dialCode: "+974",
    summary: "Sender ID registration and bulk SMS across Qatar's mobile networks.",
  },
];

export function servicePath(slug: ServiceSlug): string {
  return `/services/${slug}`;
}

export function smsCountryPath(slug: SmsCountrySlug): string {
  return `/services/sms-services/${slug}`;
}

export function findService(slug: ServiceSlug): ServiceEntry {
  const entry = services.find((service) => service.slug === slug);
  if (!entry) throw new Error(`Unknown service ${slug}`);
  return entry;
}

export function findSmsCountry(slug: SmsCountrySlug): SmsCountryEntry {
  const entry = smsCountries.find((country) => country.slug === slug);
  if (!entry) throw new Error(`Unknown SMS country ${slug}`);
  return entry;
}
