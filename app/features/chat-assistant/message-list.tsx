import { type ReactNode, useEffect, useRef } from "react";
import { cx } from "~/lib/class-names.ts";
import { AnswerFeedback } from "./answer-feedback.tsx";
import type { ChatMessage } from "./chat-store.ts";
import { MessageContent } from "./message-content.tsx";
import { SuggestionButtons } from "./suggestion-buttons.tsx";
import { useAssistantCopy } from "./use-panel-copy.ts";

interface MessageListProps {
  messages: readonly ChatMessage[];
  onNavigate: () => void;
  /** The latest answer's suggestions (empty when there are none to show). */
  suggestions: readonly string[];
  /** The page's starter questions, offered until the visitor has asked something. */
  starters: readonly string[];
  suggestionsDisabled: boolean;
  onSuggest: (suggestion: string) => void;
  onRate: (messageId: string, helpful: boolean) => void;
  /** Shown after the last message (the "Send to sales" form). */
  footer?: ReactNode;
}

/** The conversation, newest at the bottom, kept scrolled to the latest message. */
export function MessageList({
  messages,
  onNavigate,
  suggestions,
  starters,
  suggestionsDisabled,
  onSuggest,
  onRate,
  footer,
}: MessageListProps) {
  const copy = useAssistantCopy();
  const listRef = useRef<HTMLOListElement>(null);
  const count = messages.length;
  const hasFooter = Boolean(footer);
  const latestAnswerId = [...messages].reverse().find((message) => message.turnId)?.id;
  const asked = messages.some((message) => message.role === "user");

  useEffect(() => {
    const list = listRef.current;
    if (list && (count > 0 || hasFooter)) list.scrollTop = list.scrollHeight;
  }, [count, hasFooter]);

  return (
    <ol
      ref={listRef}
      aria-label={copy.conversationLabel}
      className="flex-1 space-y-3 overflow-y-auto overscroll-contain px-4 py-4"
    >
      {messages.map((message, index) => {
        const mine = message.role === "user";
        const latest = index === count - 1;
        return (
          <li key={message.id} className={cx("flex", mine ? "justify-end" : "justify-start")}>
            <div className="group max-w-[85%]">
              <div
                className={cx(
                  "rounded-2xl px-4 py-2.5 text-sm leading-6 break-words",
                  mine ? "rounded-ee-sm bg-teal-700 text-white" : "rounded-es-sm bg-slate-100 text-slate-900",
                )}
              >
                <span className="sr-only">{mine ? copy.youSaid : copy.assistantSaid} </span>
                {mine ? (
                  // What the visitor typed sets its own direction: Arabic typed on an English page reads right to left.
                  <p dir="auto" className="whitespace-pre-wrap">
                    {message.content}
                  </p>
                ) : (
                  <MessageContent text={message.content} onNavigate={onNavigate} />
                )}
              </div>
              {message.turnId ? (
                <AnswerFeedback
                  helpful={message.helpful}
                  latest={message.id === latestAnswerId}
                  onRate={(helpful) => onRate(message.id, helpful)}
                />
              ) : null}
              {latest && suggestions.length > 0 ? (
                <SuggestionButtons
                  suggestions={suggestions}
                  disabled={suggestionsDisabled}
                  onChoose={onSuggest}
                />
              ) : null}
              {latest && !asked && starters.length > 0 ? (
                <SuggestionButtons
                  heading={copy.startersLabel}
                  suggestions={starters}
                  disabled={suggestionsDisabled}
                  onChoose={onSuggest}
                />
              ) : null}
            </div>
          </li>
        );
      })}
      {footer ? <li>{footer}</li> : null}
    </ol>
  );
}
