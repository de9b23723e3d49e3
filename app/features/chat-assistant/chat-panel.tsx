import {
  type KeyboardEvent,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useSyncExternalStore,
} from "react";
import { useLocation } from "react-router";
import { LogoMark } from "~/components/logo.tsx";
import { X } from "~/components/ui/icons.ts";
import { startersFor } from "~/content/assistant/starters/index.ts";
import { assistantPanelCopyIn } from "~/content/assistant-panel.ts";
import { unlocalizedPath } from "~/content/locales.ts";
import { voiceCopyIn } from "~/content/voice.ts";
import { configuredVoiceMode } from "~/features/voice-assistant/load-voice-provider.ts";
import { useLocale } from "~/lib/site-data.tsx";
import { RotateCcw } from "./chat-icons.ts";
import { chatStore } from "./chat-session.ts";
import { activeSuggestions } from "./chat-store.ts";
import { Composer } from "./composer.tsx";
import { MessageList } from "./message-list.tsx";
import { useNewMessageAnnouncement } from "./use-new-message-announcement.ts";
import { useAssistantCopy } from "./use-panel-copy.ts";
import { useVoiceControl } from "./use-voice-control.ts";

interface ChatPanelProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

const smallScreen = "(max-width: 639px)";
/** The "Send to sales" form (with zod) loads on the first handoff, not with the panel. */
const HandoffForm = lazy(() => import("./handoff-form.tsx"));

/**
 * The AI Assistant panel: a non-modal dialog (the page stays usable) with the
 * conversation, the typing indicator, the red error notice, the voice's notices and the composer.
 * Loaded on first open; stays mounted afterwards so a draft survives closing.
 */
export default function ChatPanel({ id, open, onClose }: ChatPanelProps) {
  const locale = useLocale();
  const copy = useAssistantCopy();
  const starters = startersFor(locale, unlocalizedPath(useLocation().pathname));
  /** From the microphone's first press, one line says who processes the audio. */
  const voiceNotice = voiceCopyIn(locale).notice[configuredVoiceMode()];
  const state = useSyncExternalStore(chatStore.subscribe, chatStore.getState, chatStore.getState);
  const voice = useVoiceControl(chatStore, open);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const announcement = useNewMessageAnnouncement(state.messages);
  const lastQuestion = [...state.messages].reverse().find((message) => message.role === "user")?.content;

  // Opening moves focus to the input (or the panel while the input is disabled).
  useEffect(() => {
    if (!open) return;
    if (inputRef.current && !inputRef.current.disabled) inputRef.current.focus();
    else panelRef.current?.focus();
  }, [open]);

  // When a reply arrives the input is enabled again: give it back the focus it lost.
  useEffect(() => {
    if (!open || state.sending) return;
    const active = document.activeElement;
    if (active === document.body || active === panelRef.current) inputRef.current?.focus();
  }, [open, state.sending]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    }
  };

  // On a phone the panel covers the page: following a link should reveal the page.
  const onNavigate = useCallback(() => {
    if (window.matchMedia(smallScreen).matches) onClose();
  }, [onClose]);

  return (
    <section
      ref={panelRef}
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-about`}
      tabIndex={-1}
      hidden={!open}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex flex-col bg-white shadow-2xl focus:outline-none sm:inset-auto sm:bottom-24 sm:inset-e-4 sm:h-[min(40rem,calc(100dvh-11rem))] sm:w-[26rem] sm:rounded-2xl sm:border sm:border-slate-200 motion-safe:animate-[chat-in_160ms_ease-out]"
    >
      {/* A div, not <header>: inside the dialog a header would be a second banner landmark. */}
      <div className="border-b border-slate-200 bg-teal-800 px-4 pt-2 pb-3 text-white sm:rounded-t-2xl">
        <div className="flex items-center gap-2">
          <LogoMark inverted round className="size-8 shrink-0" />
          <h2 id={`${id}-title`} className="min-w-0 flex-1 text-base font-semibold">
            {copy.title}
          </h2>
          <button
            type="button"
            aria-label={copy.newConversationLabel}
            title={copy.newConversationLabel}
            onClick={() => {
              chatStore.reset();
              inputRef.current?.focus();
            }}
            className="flex size-11 items-center justify-center rounded-lg hover:bg-teal-700"
          >
            <RotateCcw className="size-5" />
          </button>
          <button
            type="button"
            aria-label={copy.closeChatLabel}
            title={copy.closeChatLabel}
            onClick={onClose}
            className="flex size-11 items-center justify-center rounded-lg hover:bg-teal-700"
          >
            <X className="size-5" />
          </button>
        </div>
        <p id={`${id}-about`} className="mt-1 text-xs leading-5 text-teal-50">
          {copy.subtitle}
        </p>
      </div>
      {state.error ? (
        <div
          role="alert"
          className="mx-4 mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {state.error}
        </div>
      ) : null}
      <MessageList
        messages={state.messages}
        onNavigate={onNavigate}
        suggestions={activeSuggestions(state)}
        starters={starters}
        suggestionsDisabled={voice.status !== "idle"}
        onSuggest={(text) => {
          // The pressed button goes away with its answer: the panel holds focus until the input is back.
          panelRef.current?.focus();
          void chatStore.send(text);
        }}
        onRate={chatStore.rate}
        footer={
          state.handoff ? (
            <Suspense fallback={null}>
              <HandoffForm
                handoff={state.handoff}
                conversationId={state.conversationId}
                question={lastQuestion}
                onSent={(name) => {
                  chatStore.closeHandoff();
                  chatStore.addMessage("assistant", assistantPanelCopyIn(locale).handoffSent(name));
                  inputRef.current?.focus();
                }}
                onDismiss={() => {
                  chatStore.closeHandoff();
                  inputRef.current?.focus();
                }}
              />
            </Suspense>
          ) : null
        }
      />
      <div role="status" className="min-h-7 px-4 text-sm text-slate-600">
        {state.sending ? (
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="flex gap-1">
              <span className="size-1.5 rounded-full bg-slate-500 motion-safe:animate-bounce" />
              <span className="size-1.5 rounded-full bg-slate-500 motion-safe:animate-bounce [animation-delay:150ms]" />
              <span className="size-1.5 rounded-full bg-slate-500 motion-safe:animate-bounce [animation-delay:300ms]" />
            </span>
            {copy.typing}
          </span>
        ) : null}
      </div>
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      {voice.used ? (
        <>
          <p className="px-4 pb-1 text-xs leading-5 text-slate-600">{voiceNotice}</p>
          {/* There from the first press, so a notice arriving later (no voice of this language) is announced. */}
          <div role="status" className="px-4 text-xs leading-5 text-slate-700">
            {state.notice ? <p className="pb-1">{state.notice}</p> : null}
          </div>
        </>
      ) : null}
      <Composer
        inputRef={inputRef}
        sending={state.sending}
        voice={voice}
        onSend={(text) => chatStore.send(text)}
      />
    </section>
  );
}
