/**
 * The calculator's section on the pricing page. Pre-rendered as a light placeholder;
 * the route loads this module lazily (its HTML is in the page, its script is not
 * first-load JavaScript), and it loads the calculator itself only when the section
 * scrolls into view, is focused or clicked, or at once when the URL carries a quote.
 */
import { type ComponentType, useEffect, useId, useRef, useState } from "react";
import type { SmsRate } from "~/content/page-schemas.ts";
import { smsCalculatorTexts } from "~/content/sms-calculator/index.ts";
import { useLocale } from "~/lib/site-data.tsx";
import { hasQuote } from "./has-quote.ts";

type Calculator = ComponentType<{ focusText: boolean; published: readonly SmsRate[] }>;

const loadCalculator = () => import("./sms-calculator.tsx");

/** `published`: the rates the page was built with, until the server's current ones arrive. */
export default function SmsCalculatorSlot({ published }: { published: readonly SmsRate[] }) {
  const copy = smsCalculatorTexts[useLocale()].section;
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const [calculator, setCalculator] = useState<{ Component: Calculator; focusText: boolean } | null>(null);

  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    let started = false;
    const open = () => {
      if (started) return;
      started = true;
      observer.disconnect();
      loadCalculator().then(
        // A visitor on the placeholder's button carries on in the message box.
        ({ SmsCalculator }) =>
          setCalculator({ Component: SmsCalculator, focusText: section.contains(document.activeElement) }),
        (error: unknown) => {
          started = false;
          console.warn("The SMS calculator failed to load:", error);
        },
      );
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) open();
    });
    if (hasQuote(window.location.search)) open();
    else observer.observe(section);
    section.addEventListener("focusin", open);
    section.addEventListener("click", open);
    return () => {
      observer.disconnect();
      section.removeEventListener("focusin", open);
      section.removeEventListener("click", open);
    };
  }, []);

  return (
    <section
      ref={sectionRef}
      id="sms-calculator"
      aria-labelledby={headingId}
      className="scroll-mt-24 border-y border-teal-100 bg-linear-to-b from-teal-50/70 to-white py-16 sm:py-20"
    >
      <div className="container-page">
        <div className="max-w-3xl">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900">
            {copy.title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-700">{copy.intro}</p>
        </div>
        <div className="mt-10">
          {calculator ? (
            <calculator.Component focusText={calculator.focusText} published={published} />
          ) : (
            <div className="flex min-h-64 items-center justify-center rounded-2xl border border-dashed border-teal-300 bg-white/70 p-6">
              <button
                type="button"
                className="inline-flex min-h-12 items-center justify-center rounded-lg bg-teal-700 px-5 text-base font-semibold text-white transition-colors hover:bg-teal-800 motion-reduce:transition-none"
              >
                {copy.open}
              </button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
