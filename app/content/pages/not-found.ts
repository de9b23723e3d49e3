import { company } from "../company.ts";
import type { NotFoundPage } from "../page-schemas.ts";

export const notFoundPage: NotFoundPage = {
  seo: {
    title: `Page not found | ${company.name}`,
    description:
      "The page you were looking for does not exist or has moved. Find our messaging services, SMS pricing or contact our team.",
  },
  title: "Page not found",
  body: "This page does not exist or may have moved. Check the address, or use one of the links below to find our services, SMS pricing or a way to reach our team.",
  links: [
    { label: "Home", href: "/" },
    { label: "Services", href: "/services" },
    { label: "SMS pricing", href: "/services/sms-services/pricing" },
    { label: "Contact", href: "/contact" },
  ],
  illustration:
    "A phone whose request for a page was not delivered, error 404, with a reply suggesting the home page, services or SMS pricing instead.",
};
