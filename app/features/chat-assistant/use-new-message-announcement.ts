import { useEffect, useRef, useState } from "react";
import { toSpeech } from "~/lib/reply-text";
import type { ChatMessage } from "./chat-store";

/**
 * The text for the polite live region: each new assistant message once, never
 * the history that was already there when the panel opened.
 */
export function useNewMessageAnnouncement(messages: readonly ChatMessage[]): string {
  const latest = [...messages].reverse().find((message) => message.role === "assistant");
  const seen = useRef(latest?.id);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    if (!latest || latest.id === seen.current) return;
    seen.current = latest.id;
    setAnnouncement(toSpeech(latest.content));
  }, [latest]);

  return announcement;
}
