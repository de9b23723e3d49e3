import { useEffect, useRef, useState } from "react";
import { assistantPanelCopyIn } from "~/content/assistant-panel.ts";
import { useLocale } from "~/lib/site-data.tsx";
import { toSpeech } from "../../../contracts/reply-text.ts";
import type { ChatMessage } from "./chat-store.ts";

/**
 * The text for the polite live region: each new assistant message once (with
 * its suggestions, if any), never the history that was already there when the
 * panel opened.
 */
export function useNewMessageAnnouncement(messages: readonly ChatMessage[]): string {
  const latest = [...messages].reverse().find((message) => message.role === "assistant");
  const seen = useRef(latest?.id);
  const [announcement, setAnnouncement] = useState("");
  const locale = useLocale();

  useEffect(() => {
    if (!latest || latest.id === seen.current) return;
    seen.current = latest.id;
    const suggestions = latest.suggestions?.length
      ? ` ${assistantPanelCopyIn(locale).suggestionsAnnouncement(latest.suggestions)}`
      : "";
    setAnnouncement(toSpeech(latest.content) + suggestions);
  }, [latest, locale]);

  return announcement;
}
