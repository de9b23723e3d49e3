import type { ReactNode } from "react";
import { Link } from "~/components/ui/local-link.tsx";
import type { IconName } from "~/content/schema.ts";
import { useSiteData } from "~/lib/site-data.tsx";
import { cardListProps, type PhoneLayout } from "./sections.tsx";
import { Icon } from "./ui/icons.ts";
import { Ltr } from "./ui/ltr.tsx";

interface LinkCardItem {
  to: string;
  title: string;
  summary: string;
  icon?: IconName;
  /** A short note beside the title, e.g. a dialling code. */
  aside?: ReactNode;
}

interface LinkCardsProps {
  cards: readonly LinkCardItem[];
  /**
   * Titles are h3 under the section's h2 where the cards are the section's content;
   * plain text where they only point elsewhere (related services), so the outline stays short.
   */
  headings?: boolean;
  phone?: PhoneLayout;
}

/**
 * A grid of cards, each one link to a page. The whole card is the link, so its
 * accessible name is its text: title, aside, summary. Only flow content that an
 * <a> may hold inside a list item (no heading inside a <span>: html-validate).
 */
export function LinkCards({ cards, headings = true, phone = "tiles" }: LinkCardsProps) {
  const Title = headings ? "h3" : "p";
  // The cards are links, so a sideways row is reachable by keyboard without being a tab stop itself.
  const { className } = cardListProps(phone);
  return (
    <ul className={className}>
      {cards.map((card) => (
        <li key={card.to}>
          <Link to={card.to} className="card group flex h-full flex-col">
            {card.icon ? (
              <span className="mb-3 inline-flex size-9 items-center justify-center rounded-lg bg-teal-50 text-teal-800 sm:mb-4 sm:size-11">
                <Icon name={card.icon} className="size-5 sm:size-6" />
              </span>
            ) : null}
            <div className="flex flex-wrap items-baseline justify-between gap-x-2">
              <Title className="text-base font-semibold sm:text-lg text-slate-900 group-hover:text-teal-800">
                {card.title}
              </Title>
              {card.aside ? (
                <span className="text-sm font-medium text-slate-600">
                  <Ltr>{card.aside}</Ltr>
                </span>
              ) : null}
            </div>
            <p className="mt-1.5 leading-6 text-slate-700 sm:mt-2 sm:leading-7">{card.summary}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Every service as a card linking to its page; `except` leaves one out (a service page's related services). */
export function ServiceCards({
  except,
  headings,
  phone,
}: {
  except?: string;
  headings?: boolean;
  phone?: PhoneLayout;
}) {
  const { services } = useSiteData();
  return (
    <LinkCards
      headings={headings}
      phone={phone}
      cards={services
        .filter((service) => service.slug !== except)
        .map((service) => ({
          to: service.path,
          title: service.name,
          icon: service.icon,
          summary: service.summary,
        }))}
    />
  );
}

/** Every SMS market as a card linking to its country page. */
export function MarketCards() {
  const { markets } = useSiteData();
  return (
    <LinkCards
      cards={markets.map((country) => ({
        to: country.path,
        title: country.title,
        aside: country.dialCode,
        summary: country.summary,
      }))}
    />
  );
}
