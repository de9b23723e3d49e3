import type { ReactNode } from "react";
import { cx } from "~/lib/class-names.ts";
import { BidiText } from "./ui/ltr.tsx";

export interface SummaryRow {
  label: string;
  value: ReactNode;
}

interface SummaryCardProps {
  title: string;
  body?: string;
  rows?: readonly SummaryRow[];
  /** "figures": big values over small labels, two a row (the "at a glance" numbers). */
  look?: "rows" | "figures";
  /** Shown on every screen; otherwise from 1024 px only, where it fills the right third. */
  everywhere?: boolean;
  /** 3 inside a section with its h2; 2 beside prose that follows the page's h1 directly. */
  headingLevel?: 2 | 3;
}

/**
 * A card in the right third beside prose or questions (decision 119): what the text beside it
 * says in figures or a few facts, so the width holds something a reader can scan. From 1024 px
 * only unless `everywhere`: on a phone the card would only add length.
 */
export function SummaryCard({
  title,
  body,
  rows = [],
  look = "rows",
  everywhere = false,
  headingLevel = 3,
}: SummaryCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={cx("card", everywhere ? "mt-8 lg:mt-0" : "hidden lg:block")}>
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      {body ? (
        <p className="mt-2 leading-7 text-slate-700">
          <BidiText text={body} />
        </p>
      ) : null}
      {rows.length > 0 ? (
        <dl
          className={cx(
            "mt-5 border-t border-slate-200 pt-5",
            look === "figures" ? "grid grid-cols-2 gap-x-6 gap-y-5" : "space-y-4 text-sm",
          )}
        >
          {rows.map((row) => (
            <div
              key={row.label}
              className={look === "figures" ? "flex flex-col-reverse justify-end" : undefined}
            >
              <dt
                className={
                  look === "figures" ? "mt-1 text-sm text-slate-700" : "font-semibold text-slate-600"
                }
              >
                <BidiText text={row.label} />
              </dt>
              <dd
                className={
                  look === "figures"
                    ? "text-2xl font-bold tracking-tight text-teal-800"
                    : "mt-1 text-slate-800"
                }
              >
                {typeof row.value === "string" ? <BidiText text={row.value} /> : row.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
