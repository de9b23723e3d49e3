import { cx } from "~/lib/class-names.ts";
import { usePanelCopy } from "./use-panel-copy.ts";

interface AnswerFeedbackProps {
  /** The visitor's rating so far: undefined before a press. */
  helpful: boolean | undefined;
  onRate: (helpful: boolean) => void;
}

/**
 * "Helpful" and "Not helpful" under a server answer. One press per answer:
 * afterwards both are aria-disabled (not `disabled`, so the pressed button
 * keeps the keyboard focus) and the pressed one stays aria-pressed.
 */
export function AnswerFeedback({ helpful, onRate }: AnswerFeedbackProps) {
  const copy = usePanelCopy();
  const rated = helpful !== undefined;
  const option = (value: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={helpful === value}
      aria-disabled={rated || undefined}
      onClick={() => {
        if (!rated) onRate(value);
      }}
      className={cx(
        "min-h-7 rounded-md px-2 text-xs font-medium",
        helpful === value ? "bg-slate-200 text-slate-900" : "text-slate-600",
        rated ? "cursor-default" : "hover:bg-slate-100 hover:text-slate-900",
      )}
    >
      {label}
    </button>
  );
  return (
    <div className="mt-1 flex flex-wrap items-center gap-1">
      {option(true, copy.helpful)}
      {option(false, copy.notHelpful)}
      {rated ? <span className="px-1 text-xs text-slate-600">{copy.feedbackThanks}</span> : null}
    </div>
  );
}
