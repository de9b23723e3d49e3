import { type ReactNode, useId } from "react";
import { cx } from "~/lib/class-names";

interface SectionProps {
  title: string;
  intro?: string;
  children?: ReactNode;
  /** Alternating band colour so long pages read in blocks. */
  tone?: "white" | "muted";
}

/** A page section with its h2; the heading names the region for screen readers. */
export function Section({ title, intro, children, tone = "white" }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cx("py-16 sm:py-20", tone === "muted" && "bg-slate-50")}>
      <div className="container-page">
        <div className="max-w-3xl">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg leading-8 text-slate-700">{intro}</p> : null}
        </div>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}
