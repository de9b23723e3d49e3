import { type FormEvent, type RefObject, useState } from "react";
import { MAX_MESSAGE_LENGTH } from "../../../contracts/chat.ts";
import { Send } from "./chat-icons.ts";
import { useAssistantCopy } from "./use-panel-copy.ts";
import type { VoiceControl } from "./use-voice-control.ts";
import { VoiceButton } from "./voice-button.tsx";

interface ComposerProps {
  inputRef: RefObject<HTMLInputElement | null>;
  sending: boolean;
  voice: VoiceControl;
  onSend: (text: string) => void;
}

/** The message input with the microphone and send buttons. Enter sends. */
export function Composer({ inputRef, sending, voice, onSend }: ComposerProps) {
  const copy = useAssistantCopy();
  const [draft, setDraft] = useState("");
  const callActive = voice.status !== "idle";

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || !draft.trim()) return;
    onSend(draft);
    setDraft("");
  }

  return (
    <form onSubmit={submit} className="flex items-center gap-2 border-t border-slate-200 p-3">
      <label htmlFor="ai-assistant-message" className="sr-only">
        {copy.inputLabel}
      </label>
      <input
        ref={inputRef}
        id="ai-assistant-message"
        type="text"
        autoComplete="off"
        enterKeyHint="send"
        // Arabic typed on an English page aligns right, English on an Arabic page left (decision 070).
        dir="auto"
        maxLength={MAX_MESSAGE_LENGTH}
        placeholder={copy.placeholder}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        disabled={sending || callActive}
        className="h-11 min-w-0 flex-1 rounded-full border border-slate-300 px-4 text-base text-slate-900 placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-100 sm:text-sm"
      />
      <VoiceButton voice={voice} disabled={sending} />
      <button
        type="submit"
        aria-label={copy.sendLabel}
        disabled={sending || callActive}
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-teal-700 text-white hover:bg-teal-800 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <Send className="size-5" />
      </button>
    </form>
  );
}
