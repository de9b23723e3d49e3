import type { CalculatorCopy } from "~/content/sms-calculator/index.ts";
import type { SegmentCount } from "../../../contracts/sms-segments.ts";

/**
 * The live count under the message box. An <output> is a polite live region: it
 * announces one short line, naming only the encoding in use.
 */
export function SegmentSummary({
  htmlFor,
  count,
  copy,
}: {
  htmlFor: string;
  count: SegmentCount;
  copy: CalculatorCopy;
}) {
  const parts = [copy.encodings[count.encoding], copy.characters(count.units), copy.segments(count.segments)];
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <output htmlFor={htmlFor} aria-live="polite" className="flex flex-wrap gap-2">
        {parts.map((part, index) => (
          <span
            key={part}
            className="inline-flex items-center rounded-full bg-teal-50 px-3 py-1 text-sm font-semibold text-teal-900 ring-1 ring-teal-200 ring-inset"
          >
            {part}
            {index < parts.length - 1 ? <span className="sr-only">,</span> : null}
          </span>
        ))}
      </output>
      <p className="text-sm text-slate-600">{copy.perSegment(count.perSegment)}</p>
    </div>
  );
}
