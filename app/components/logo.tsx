import { companyName } from "~/content/company/name.ts";

/** The Relaywave mark alone, decorative: a rounded square, or a circle (the assistant's avatar). */
export function LogoMark({
  inverted = false,
  round = false,
  className = "shrink-0",
}: {
  inverted?: boolean;
  round?: boolean;
  className?: string;
}) {
  const ink = inverted ? "#0f766e" : "#ffffff";
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32" className={className}>
      <rect width="32" height="32" rx={round ? 16 : 8} fill={inverted ? "#ffffff" : "#0f766e"} />
      <path d="M7 19c3-6 6-6 9 0s6 6 9 0" fill="none" stroke={ink} strokeWidth="3" strokeLinecap="round" />
      <circle cx="16" cy="10" r="2.5" fill={ink} />
    </svg>
  );
}

/** The Relaywave mark and wordmark. The mark is decorative; the text names it. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <LogoMark inverted={inverted} />
      <span className={inverted ? "text-lg font-bold text-white" : "text-lg font-bold text-slate-900"}>
        {companyName}
      </span>
    </span>
  );
}
