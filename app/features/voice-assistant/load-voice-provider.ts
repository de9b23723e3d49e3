/**
 * Chooses the voice provider: Vapi when its public key and (English) assistant id
 * are configured, calling the page language's assistant (decision 121), else the
 * browser's Web Speech API when the browser has it, else none (the session then
 * shows "not available").
 */
import { assistantPanelCopyIn } from "~/content/assistant-panel.ts";
import { documentLocale } from "~/content/locales.ts";
import { askAssistant } from "~/features/chat-assistant/chat-client.ts";
import type { ChatStore } from "~/features/chat-assistant/chat-store.ts";
import { publicEnv } from "~/lib/public-env.ts";
import { spokenReply } from "../../../contracts/spoken-reply.ts";
import { vapiAssistantIdFor } from "./vapi-assistant-id.ts";
import type { VoiceProviderFactory } from "./voice-provider.ts";

export type VoiceMode = "vapi" | "browser";

export function configuredVoiceMode(): VoiceMode {
  // The English id is the one every language falls back to, so it alone decides.
  return publicEnv.vapiPublicKey && publicEnv.vapiAssistantIds.en ? "vapi" : "browser";
}

/**
 * The browser voice's question to the chat function, in the panel's conversation
 * (its conversationId); a reply offering a handoff opens the "Send to sales"
 * form, and the spoken answer says that the form is on screen.
 */
export function askInConversation(chat: ChatStore) {
  return async (message: string): Promise<string> => {
    const reply = await askAssistant(message, chat.getState().conversationId ?? undefined);
    return chat.acceptSpokenReply(reply, assistantPanelCopyIn(documentLocale()).handoffOnScreen);
  };
}

export async function loadVoiceProvider(chat: ChatStore): Promise<VoiceProviderFactory | null> {
  const { vapiPublicKey, vapiAssistantIds } = publicEnv;
  // Read at each start, as the page's locale is: a client-side switch of language is followed.
  const vapiAssistantId = vapiAssistantIdFor(documentLocale(), vapiAssistantIds);
  if (vapiPublicKey && vapiAssistantId) {
    const { loadVapiProvider } = await import("./vapi-provider.ts");
    return loadVapiProvider(vapiPublicKey, vapiAssistantId);
  }
  // The speech words of all languages load with the voice, not with the panel that imports this module.
  const [{ browserSpeechAvailable, createBrowserSpeechProvider }, { spokenWordsIn }] = await Promise.all([
    import("./browser-speech-provider.ts"),
    import("~/content/assistant-speech.ts"),
  ]);
  if (!browserSpeechAvailable()) return null;
  // The reply is on screen with its links as well: the voice says it as a person would, in the
  // words of the page's language, as its voice speaks ("0.32 अमेरिकी सेंट", not "US cents").
  const speak = (markdown: string) =>
    spokenReply(markdown, { linkOnScreen: true, words: spokenWordsIn(documentLocale()) });
  return (emit) => createBrowserSpeechProvider({ emit, ask: askInConversation(chat), toSpeech: speak });
}
