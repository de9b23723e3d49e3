import type { ChatStore } from "~/features/chat-assistant/chat-store";
import { loadVoiceProvider } from "./load-voice-provider";
import { checkMicrophone } from "./microphone-check";
import { VoiceSession } from "./voice-session";

/** The voice session of the chat panel, wired to the real microphone check and providers. */
export function createVoiceSession(chat: ChatStore): VoiceSession {
  return new VoiceSession({
    chat,
    checkMicrophone: () => checkMicrophone(),
    loadProvider: () => loadVoiceProvider(chat),
  });
}
