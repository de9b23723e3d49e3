import { servicePath, services } from "~/content/catalogue";
import { LinkCards } from "./link-card";

/** Every service as a card linking to its page (home and services overview). */
export function ServiceCards() {
  return (
    <LinkCards
      cards={services.map((service) => ({
        to: servicePath(service.slug),
        title: service.name,
        icon: service.icon,
        summary: service.summary,
      }))}
    />
  );
}
