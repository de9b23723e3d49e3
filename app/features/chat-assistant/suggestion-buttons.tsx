import { usePanelCopy } from "./use-panel-copy.ts";

interface SuggestionButtonsProps {
  suggestions: readonly string[];
  /** A visible heading ("Popular questions") for the starters; the latest answer's suggestions have a hidden one. */
  heading?: string;
  disabled: boolean;
  onChoose: (suggestion: string) => void;
}

/**
 * The latest answer's suggested replies, or the page's starter questions before the first
 * question: pressing one sends it as the visitor's message.
 */
export function SuggestionButtons({ suggestions, heading, disabled, onChoose }: SuggestionButtonsProps) {
  const copy = usePanelCopy();
  return (
    <fieldset className="mt-2 flex flex-wrap gap-2">
      <legend className={heading ? "mb-1 text-xs font-semibold text-slate-600" : "sr-only"}>
        {heading ?? copy.suggestionsLabel}
      </legend>
      {suggestions.map((suggestion) => (
        <button
          key={suggestion}
          type="button"
          disabled={disabled}
          onClick={() => onChoose(suggestion)}
          className="min-h-9 rounded-full border border-teal-700 bg-white px-3 text-start text-sm font-medium text-teal-800 hover:bg-teal-50 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {suggestion}
        </button>
      ))}
    </fieldset>
  );
}
