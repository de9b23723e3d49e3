import type { ChatStore } from "~/features/chat-assistant/chat-store.ts";
import { loadVoiceProvider } from "./load-voice-provider.ts";
import { checkMicrophone } from "./microphone-check.ts";
import { VoiceSession } from "./voice-session.ts";

/** The voice session of the chat panel, wired to the real microphone check and providers. */
export function createVoiceSession(chat: ChatStore): VoiceSession {
  return new VoiceSession({
    chat,
    checkMicrophone: () => checkMicrophone(),
    loadProvider: () => loadVoiceProvider(chat),
  });
}
