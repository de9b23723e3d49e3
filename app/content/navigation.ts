/**
 * Navbar and footer links. Service and market entries come from the catalogue
 * so a new service appears in every menu at once.
 */
import { servicePath, services, smsCountries, smsCountryPath } from "./catalogue.ts";
import type { Link } from "./schema.ts";
import { paths } from "./site-map.ts";

export const serviceLinks: Link[] = services.map((service) => ({
  label: service.name,
  href: servicePath(service.slug),
}));

export const smsCountryLinks: Link[] = smsCountries.map((country) => ({
  label: `SMS in ${country.shortName}`,
  href: smsCountryPath(country.slug),
}));

export const servicesMenu = {
  label: "Services",
  overview: { label: "All services", href: paths.services },
  servicesHeading: "Channels and products",
  countriesHeading: "SMS by country",
  pricing: { label: "SMS pricing", href: paths.smsPricing },
} as const;

/** Links beside the services menu in the navbar, in order. */
export const primaryLinks: Link[] = [
  { label: "Pricing", href: paths.smsPricing },
  { label: "About", href: paths.about },
  { label: "Careers", href: paths.careers },
];

export const headerCta: Link = { label: "Contact sales", href: paths.contact };

export const footerColumns: { heading: string; links: Link[] }[] = [
  { heading: "Services", links: [{ label: "All services", href: paths.services }, ...serviceLinks] },
  {
    heading: "SMS by country",
    links: [...smsCountryLinks, { label: "SMS pricing", href: paths.smsPricing }],
  },
  {
    heading: "Company",
    links: [
      { label: "About", href: paths.about },
      { label: "Careers", href: paths.careers },
      { label: "Contact", href: paths.contact },
      { label: "Privacy", href: paths.privacy },
    ],
  },
];

export const footerBlurb =
  "Relaywave connects businesses with their customers over SMS, WhatsApp, RCS and voice, with AI agents that answer around the clock.";
