import type { Link } from "~/content/schema.ts";
import { cx } from "~/lib/class-names.ts";
import { Link as RouterLink } from "./local-link.tsx";

const variants = {
  primary: "bg-teal-700 text-white hover:bg-teal-800",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:border-teal-700 hover:text-teal-800",
  inverted: "bg-white text-teal-900 hover:bg-teal-50",
  "inverted-outline": "border border-teal-200 text-white hover:bg-teal-800",
} as const;

export type ButtonVariant = keyof typeof variants;

const base =
  "inline-flex min-h-12 items-center justify-center rounded-lg px-5 text-base font-semibold transition-colors motion-reduce:transition-none";

/** A link styled as a button: site paths navigate client-side, mailto:/tel: are plain links. */
export function ButtonLink({ link, variant = "primary" }: { link: Link; variant?: ButtonVariant }) {
  const className = cx(base, variants[variant]);
  if (link.href.startsWith("/")) {
    return (
      <RouterLink to={link.href} className={className}>
        {link.label}
      </RouterLink>
    );
  }
  return (
    <a href={link.href} className={className}>
      {link.label}
    </a>
  );
}
