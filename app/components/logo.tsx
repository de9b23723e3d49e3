import { companyName } from "~/content/company/name.ts";

/** The Relaywave mark and wordmark. The mark is decorative; the text names it. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32" className="shrink-0">
        <rect width="32" height="32" rx="8" fill={inverted ? "#ffffff" : "#0f766e"} />
        <path
          d="M7 19c3-6 6-6 9 0s6 6 9 0"
          fill="none"
          stroke={inverted ? "#0f766e" : "#ffffff"}
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="16" cy="10" r="2.5" fill={inverted ? "#0f766e" : "#ffffff"} />
      </svg>
      <span className={inverted ? "text-lg font-bold text-white" : "text-lg font-bold text-slate-900"}>
        {companyName}
      </span>
    </span>
  );
}
