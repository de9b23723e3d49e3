import { useEffect, useRef } from "react";
import { assistantCopy as copy } from "~/content/assistant";
import { cx } from "~/lib/class-names";
import type { ChatMessage } from "./chat-store";
import { MessageContent } from "./message-content";

interface MessageListProps {
  messages: readonly ChatMessage[];
  onNavigate: () => void;
}

/** The conversation, newest at the bottom, kept scrolled to the latest message. */
export function MessageList({ messages, onNavigate }: MessageListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const count = messages.length;

  useEffect(() => {
    const list = listRef.current;
    if (list && count > 0) list.scrollTop = list.scrollHeight;
  }, [count]);

  return (
    <ol
      ref={listRef}
      aria-label={copy.conversationLabel}
      className="flex-1 space-y-3 overflow-y-auto overscroll-contain px-4 py-4"
    >
      {messages.map((message) => {
        const mine = message.role === "user";
        return (
          <li key={message.id} className={cx("flex", mine ? "justify-end" : "justify-start")}>
            <div
              className={cx(
                "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-6 break-words",
                mine ? "rounded-br-sm bg-teal-700 text-white" : "rounded-bl-sm bg-slate-100 text-slate-900",
              )}
            >
              <span className="sr-only">{mine ? copy.youSaid : copy.assistantSaid} </span>
              {mine ? (
                <p className="whitespace-pre-wrap">{message.content}</p>
              ) : (
                <MessageContent text={message.content} onNavigate={onNavigate} />
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
