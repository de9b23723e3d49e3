/**
 * Vapi web calls. The SDK (with Daily's call library, about 80 KB gzip) is
 * imported only here, and this module only on the first microphone press.
 * Vapi's `speech-start`/`speech-end` describe the *assistant's* audio; the
 * visitor's own speech arrives as `message` events of type `speech-update`.
 */
import type { VoiceEvent, VoiceProvider, VoiceProviderFactory } from "./voice-provider.ts";

/** The part of the Vapi client the adapter uses (a stand-in implements it in tests). */
export interface VapiLike {
  on(event: string, listener: (payload: unknown) => void): unknown;
  start(assistantId: string): Promise<unknown>;
  stop(): unknown;
  /** Daily's call object under the SDK, null outside a call. */
  getDailyCallObject(): { updateInputSettings(settings: object): Promise<unknown> } | null | undefined;
}

/** Errors after which the call carries on (Krisp failed to set up, the assistant's audio did not start). */
const nonFatalErrors = new Set(["audio-processing-setup-error", "audio-start-failed"]);

type VapiConstructor = new (
  publicKey: string,
  apiBaseUrl?: string,
  dailyCallConfig?: { avoidEval?: boolean },
) => VapiLike;

function errorText(payload: unknown): string | undefined {
  if (typeof payload === "string") return payload;
  if (typeof payload !== "object" || payload === null) return undefined;
  const error = payload as { errorMsg?: unknown; message?: unknown; error?: { message?: unknown } };
  for (const candidate of [error.errorMsg, error.error?.message, error.message]) {
    if (typeof candidate === "string" && candidate.trim()) return candidate;
  }
  return undefined;
}

function messageEvent(payload: unknown): VoiceEvent | null {
  if (typeof payload !== "object" || payload === null) return null;
  const message = payload as {
    type?: unknown;
    role?: unknown;
    status?: unknown;
    transcript?: unknown;
    transcriptType?: unknown;
  };
  if (message.type === "transcript" && typeof message.transcript === "string") {
    return {
      type: "transcript",
      role: message.role === "user" ? "user" : "assistant",
      text: message.transcript,
      final: message.transcriptType === "final",
    };
  }
  if (message.type === "speech-update" && message.role === "user") {
    if (message.status === "started") return { type: "speech-start" };
    if (message.status === "stopped") return { type: "speech-end" };
  }
  return null;
}

export function createVapiAdapter(
  vapi: VapiLike,
  assistantId: string,
  emit: (event: VoiceEvent) => void,
): VoiceProvider {
  vapi.on("call-start", () => emit({ type: "listening" }));
  vapi.on("call-end", () => emit({ type: "end" }));
  vapi.on("volume-level", (level) => emit({ type: "volume", level: typeof level === "number" ? level : 0 }));
  vapi.on("message", (payload) => {
    const event = messageEvent(payload);
    if (event) emit(event);
  });
  vapi.on("error", (payload) => {
    const type = (payload as { type?: unknown } | null | undefined)?.type;
    if (typeof type !== "string" || !nonFatalErrors.has(type))
      return emit({ type: "error", message: errorText(payload) });
    // Noise cancellation goes off instead; if that fails too, the call goes on as it was.
    const call = vapi.getDailyCallObject();
    void Promise.resolve(call?.updateInputSettings({ audio: { processor: { type: "none" } } })).catch(
      () => {},
    );
  });
  let stopped = false;
  return {
    async start() {
      // Vapi resolves null when the call could not be created; it has cleaned up by then.
      const call = await vapi.start(assistantId);
      if (!call && !stopped) throw new Error("The voice call did not start.");
    },
    stop() {
      if (stopped) return;
      stopped = true;
      // The SDK's stop is async (it destroys the call object); a failure there must not surface.
      void Promise.resolve(vapi.stop()).catch(() => {});
    },
  };
}

export async function loadVapiProvider(
  publicKey: string,
  assistantId: string,
): Promise<VoiceProviderFactory> {
  const module = await import("@vapi-ai/web");
  // A CommonJS module: the class is the default export's default, or the default itself.
  const exported = module.default as unknown as { default?: VapiConstructor } & VapiConstructor;
  const Vapi: VapiConstructor = exported.default ?? exported;
  return (emit) => createVapiAdapter(new Vapi(publicKey, undefined, { avoidEval: true }), assistantId, emit);
}
