/**
 * Chooses the voice provider: Vapi when its public key and assistant id are
 * configured, else the browser's Web Speech API when the browser has it, else
 * none (the session then shows "not available").
 */
import { askAssistant } from "~/features/chat-assistant/chat-client";
import { publicEnv } from "~/lib/public-env";
import { toSpeech } from "~/lib/reply-text";
import type { VoiceProviderFactory } from "./voice-provider";

export type VoiceMode = "vapi" | "browser";

export function configuredVoiceMode(): VoiceMode {
  return publicEnv.vapiPublicKey && publicEnv.vapiAssistantId ? "vapi" : "browser";
}

export async function loadVoiceProvider(): Promise<VoiceProviderFactory | null> {
  const { vapiPublicKey, vapiAssistantId } = publicEnv;
  if (vapiPublicKey && vapiAssistantId) {
    const { loadVapiProvider } = await import("./vapi-provider");
    return loadVapiProvider(vapiPublicKey, vapiAssistantId);
  }
  const { browserSpeechAvailable, createBrowserSpeechProvider } = await import("./browser-speech-provider");
  if (!browserSpeechAvailable()) return null;
  return (emit) => createBrowserSpeechProvider({ emit, ask: askAssistant, toSpeech });
}
