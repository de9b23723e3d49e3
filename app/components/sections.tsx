/**
 * The building blocks every page is made of: sections with their h2, the hero,
 * and the ways content lists are shown (cards, steps, facts, questions).
 */
import { type ReactNode, useId } from "react";
import type { Card, Cta, Fact, Faq, Hero, IconName } from "~/content/schema.ts";
import { cx } from "~/lib/class-names.ts";
import { laterBand } from "~/lib/later-bands.ts";
import { ButtonLink } from "./ui/button-link.tsx";
import { ChevronDown, Icon } from "./ui/icons.ts";
import { BidiText } from "./ui/ltr.tsx";
import { useTabStopWhileScrollable } from "./ui/tab-stop-while-scrollable.ts";

interface SectionProps {
  title: string;
  intro?: string;
  children?: ReactNode;
  /** Alternating band colour so long pages read in blocks. */
  tone?: "white" | "muted";
  /** Beside the content from 1024 px, in the right third, following the reader down (sticky). */
  aside?: ReactNode;
}

/**
 * Content with a card in the right third from 1024 px, following the reader down (sticky); below
 * 1024 px the card follows the content, where it is shown at all (decision 108).
 */
export function WithAside({
  aside,
  children,
  className,
}: {
  aside: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cx("lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-12", className)}>
      <div>{children}</div>
      <div className="lg:sticky lg:top-24">{aside}</div>
    </div>
  );
}

/** A page section with its h2; the heading names the region for screen readers. */
export function Section({ title, intro, children, tone = "white", aside }: SectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cx("py-12 sm:py-20", tone === "muted" && "bg-slate-50")}
      {...laterBand}
    >
      <div className="container-page">
        <div className="max-w-3xl">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h2>
          {intro ? (
            <p className="mt-4 leading-7 text-slate-700 sm:text-lg sm:leading-8">
              <BidiText text={intro} />
            </p>
          ) : null}
        </div>
        {aside ? (
          <WithAside aside={aside} className="mt-8 sm:mt-10">
            {children}
          </WithAside>
        ) : children ? (
          <div className="mt-8 sm:mt-10">{children}</div>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The top of a page: eyebrow, the page's only <h1>, lead, calls to action and, beside them, the
 * product. `compact`: less space above and below, for a page whose work starts right under it
 * (the contact form, which should start in the first screen on a laptop).
 */
export function PageHero({
  hero,
  aside,
  compact = false,
}: {
  hero: Hero;
  aside?: ReactNode;
  compact?: boolean;
}) {
  return (
    <div className="hero">
      <div className={cx("container-page hero-grid", compact && "hero-compact")}>
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-teal-800">{hero.eyebrow}</p>
          <h1 className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-4 max-w-2xl leading-7 text-slate-700 sm:mt-6 sm:text-lg sm:leading-8">
            <BidiText text={hero.lead} />
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink link={hero.primaryCta} />
            {hero.secondaryCta ? <ButtonLink link={hero.secondaryCta} variant="secondary" /> : null}
          </div>
        </div>
        {aside}
      </div>
    </div>
  );
}

/** Body copy paragraphs at reading width. */
export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <div className="prose-copy max-w-3xl leading-7 text-slate-700 sm:text-lg sm:leading-8">
      {items.map((text) => (
        <p key={text.slice(0, 48)}>
          <BidiText text={text} />
        </p>
      ))}
    </div>
  );
}

/** Headline numbers: a big value over a small label. */
export function Highlights({ items, label }: { items: readonly Fact[]; label: string }) {
  return (
    <div className="border-b border-slate-200 bg-white">
      {/* Three items fill one row of three on wider screens rather than leaving a fourth column empty. */}
      <dl
        aria-label={label}
        className={cx(
          "container-page grid grid-cols-2 gap-6 py-10",
          items.length === 3 ? "md:grid-cols-3" : "md:grid-cols-4",
        )}
      >
        {items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm text-slate-700">{item.label}</dt>
            <dd className="text-2xl font-bold tracking-tight text-teal-800 sm:text-3xl">{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * How a card list sits on a phone (below 640 px): "tiles", two compact cards a row; "scroll", one
 * row of cards that scrolls sideways, the next card peeking in as the cue (decision 108), for long
 * lists of long cards. From 640 px both are the same grid. A scroller is a tab stop while it
 * scrolls, so a keyboard can scroll it (useTabStopWhileScrollable).
 */
export type PhoneLayout = "tiles" | "scroll";

export function cardListProps(phone: PhoneLayout, columns: 2 | 3 = 3) {
  return {
    className: cx("card-grid", columns === 3 && "card-grid-3", phone === "scroll" && "card-scroller"),
    tabIndex: phone === "scroll" ? 0 : undefined,
  };
}

interface CardGridProps {
  cards: readonly Card[];
  /** One icon for every card (a check mark for a list of benefits), or one per card, in order. */
  icon?: IconName | readonly IconName[];
  columns?: 2 | 3;
  phone?: PhoneLayout;
}

/** A grid of titled cards: features, use cases, values. Card titles are h3 under the section's h2. */
export function CardGrid({ cards, icon, columns = 3, phone = "tiles" }: CardGridProps) {
  const tabStop = useTabStopWhileScrollable<HTMLUListElement>();
  return (
    <ul {...cardListProps(phone, columns)} ref={phone === "scroll" ? tabStop : undefined}>
      {cards.map((card, index) => {
        const name = typeof icon === "string" ? icon : icon?.[index];
        return (
          <li key={card.title} className="card">
            {name ? (
              <span className="mb-3 inline-flex size-9 items-center justify-center rounded-lg bg-teal-50 text-teal-800 sm:mb-4 sm:size-10">
                <Icon name={name} className="size-5" />
              </span>
            ) : null}
            <h3 className="text-base font-semibold text-slate-900 sm:text-lg">{card.title}</h3>
            <p className="mt-1.5 leading-6 text-slate-700 sm:mt-2 sm:leading-7">
              <BidiText text={card.body} />
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** An ordered "how to start" list with numbered markers. */
export function Steps({ steps, phone = "tiles" }: { steps: readonly Card[]; phone?: PhoneLayout }) {
  const tabStop = useTabStopWhileScrollable<HTMLOListElement>();
  return (
    <ol {...cardListProps(phone)} ref={phone === "scroll" ? tabStop : undefined}>
      {steps.map((step, index) => (
        <li key={step.title} className="card">
          <span
            aria-hidden="true"
            className="inline-flex size-8 items-center justify-center rounded-full bg-teal-700 font-bold text-white sm:size-9"
          >
            {index + 1}
          </span>
          <h3 className="mt-3 text-base font-semibold text-slate-900 sm:mt-4 sm:text-lg">{step.title}</h3>
          <p className="mt-1.5 leading-6 text-slate-700 sm:mt-2 sm:leading-7">
            <BidiText text={step.body} />
          </p>
        </li>
      ))}
    </ol>
  );
}

/** Labelled facts as a definition list ("Regulator": "TRAI"). */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="grid gap-px overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label} className="bg-white p-4 sm:p-5">
          <dt className="text-sm font-semibold text-slate-600">{fact.label}</dt>
          <dd className="mt-1 text-slate-900">
            <BidiText text={fact.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Questions and answers as native disclosure widgets: keyboard and screen-reader ready. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className="group px-6">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            <h3 className="text-base">{faq.question}</h3>
            <ChevronDown className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
          </summary>
          <p className="pb-5 leading-7 text-slate-700">
            <BidiText text={faq.answer} />
          </p>
        </details>
      ))}
    </div>
  );
}

/** The closing call to action of a page. */
export function CtaBanner({ cta }: { cta: Cta }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="py-12 sm:py-20" {...laterBand}>
      <div className="container-page">
        <div className="rounded-3xl bg-teal-900 px-6 py-10 text-center sm:px-12 sm:py-12">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            {cta.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl leading-7 text-teal-50 sm:text-lg sm:leading-8">
            <BidiText text={cta.body} />
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink link={cta.primary} variant="inverted" />
            {cta.secondary ? <ButtonLink link={cta.secondary} variant="inverted-outline" /> : null}
          </div>
        </div>
      </div>
    </section>
  );
}
