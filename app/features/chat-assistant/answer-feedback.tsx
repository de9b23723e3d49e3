import { cx } from "~/lib/class-names.ts";
import { ThumbsDown, ThumbsUp } from "./chat-icons.ts";
import { usePanelCopy } from "./use-panel-copy.ts";

interface AnswerFeedbackProps {
  /** The visitor's rating so far: undefined before a press. */
  helpful: boolean | undefined;
  onRate: (helpful: boolean) => void;
  /** The latest answer shows its buttons; earlier ones only on hover or focus, or once rated. */
  latest: boolean;
}

/**
 * "Helpful" and "Not helpful" under a server answer, as two small icon buttons named by their
 * labels. One press per answer: afterwards both are aria-disabled (not `disabled`, so the pressed
 * button keeps the keyboard focus) and the pressed one stays aria-pressed. Under earlier answers
 * they stay in the tab order and appear when the message is hovered or a button is focused
 * (`group` on the message), so the conversation does not read as a column of controls.
 */
export function AnswerFeedback({ helpful, onRate, latest }: AnswerFeedbackProps) {
  const copy = usePanelCopy();
  const rated = helpful !== undefined;
  const option = (value: boolean, label: string) => {
    const Icon = value ? ThumbsUp : ThumbsDown;
    return (
      <button
        type="button"
        aria-label={label}
        title={label}
        aria-pressed={helpful === value}
        aria-disabled={rated || undefined}
        onClick={() => {
          if (!rated) onRate(value);
        }}
        className={cx(
          "flex size-8 items-center justify-center rounded-md",
          helpful === value ? "bg-teal-100 text-teal-900" : "text-slate-600",
          rated ? "cursor-default" : "hover:bg-slate-100 hover:text-slate-900",
        )}
      >
        <Icon className="size-4" />
      </button>
    );
  };
  return (
    <div
      className={cx(
        "mt-1 flex items-center gap-0.5",
        !latest && !rated && "opacity-0 group-hover:opacity-100 focus-within:opacity-100",
      )}
    >
      {option(true, copy.helpful)}
      {option(false, copy.notHelpful)}
      {rated ? <span className="px-1 text-xs text-slate-600">{copy.feedbackThanks}</span> : null}
    </div>
  );
}
