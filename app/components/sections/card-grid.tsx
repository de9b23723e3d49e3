import type { Card, IconName } from "~/content/schema";
import { cx } from "~/lib/class-names";
import { Icon } from "../ui/icons";

interface CardGridProps {
  cards: readonly Card[];
  /** One icon for every card of the grid (e.g. a check mark for features). */
  icon?: IconName;
  columns?: 2 | 3;
}

/** A grid of titled cards: features, use cases, values. Card titles are h3 under the section's h2. */
export function CardGrid({ cards, icon, columns = 3 }: CardGridProps) {
  return (
    <ul className={cx("grid gap-6 sm:grid-cols-2", columns === 3 && "lg:grid-cols-3")}>
      {cards.map((card) => (
        <li key={card.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          {icon ? (
            <span className="mb-4 inline-flex size-10 items-center justify-center rounded-lg bg-teal-50 text-teal-800">
              <Icon name={icon} className="size-5" />
            </span>
          ) : null}
          <h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
          <p className="mt-2 leading-7 text-slate-700">{card.body}</p>
        </li>
      ))}
    </ul>
  );
}
