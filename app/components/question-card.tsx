import type { SectionTitles } from "~/content/site/types.ts";
import { ButtonLink } from "./ui/button-link.tsx";

/**
 * Beside a page's questions from 1024 px (decision 108): where to go when the answer is not
 * among them. Not on a phone, where the page's closing banner says the same a screen further on.
 */
export function QuestionCard({ texts }: { texts: SectionTitles["faqAside"] }) {
  return (
    <div className="card hidden lg:block">
      <h3 className="text-lg font-semibold text-slate-900">{texts.title}</h3>
      <p className="mt-2 leading-7 text-slate-700">{texts.body}</p>
      <div className="mt-6 [&>a]:w-full">
        <ButtonLink link={{ label: texts.cta, href: "/contact" }} variant="secondary" />
      </div>
    </div>
  );
}
