import { Spinner } from "~/components/ui/spinner.tsx";
import { cx } from "~/lib/class-names.ts";
import { Mic, Square } from "./chat-icons.ts";
import { useAssistantCopy } from "./use-panel-copy.ts";
import type { VoiceControl } from "./use-voice-control.ts";

/** Starts or stops the voice assistant; shows idle, connecting and connected (with volume). */
export function VoiceButton({ voice, disabled }: { voice: VoiceControl; disabled: boolean }) {
  const copy = useAssistantCopy();
  const active = voice.status !== "idle";
  return (
    <button
      type="button"
      onClick={voice.toggle}
      disabled={disabled}
      aria-label={active ? copy.stopVoiceLabel : copy.startVoiceLabel}
      aria-pressed={active}
      data-voice-status={voice.status}
      className={cx(
        "relative flex size-11 shrink-0 items-center justify-center rounded-full border transition-colors motion-reduce:transition-none disabled:cursor-not-allowed disabled:opacity-50",
        active
          ? "border-red-600 bg-red-50 text-red-700 hover:bg-red-100"
          : "border-slate-300 bg-white text-slate-700 hover:border-teal-700 hover:text-teal-800",
      )}
    >
      {voice.status === "connecting" ? (
        <Spinner size="sm" colorClassName="text-red-700" />
      ) : voice.status === "connected" ? (
        <>
          <span
            aria-hidden="true"
            className="absolute inset-0 rounded-full border-2 border-red-500 motion-reduce:hidden"
            style={{ transform: `scale(${1 + voice.volume * 0.35})`, opacity: 0.35 + voice.volume * 0.65 }}
          />
          <Square className="size-4 fill-current" />
        </>
      ) : (
        <Mic className="size-5" />
      )}
    </button>
  );
}
