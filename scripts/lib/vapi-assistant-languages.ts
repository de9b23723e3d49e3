/**
 * One Vapi assistant per site language (decision 121): what each one is called, which variables
 * name it, how it hears the caller and how it speaks. A Vapi assistant has one transcriber and one
 * voice, each set to one language, so a page's language picks its own assistant.
 */
import type { Vapi } from "@vapi-ai/server-sdk";
import type { Locale } from "../../app/content/locales.ts";

export interface AssistantLanguage {
  /** The name the script looks for in the assistant list before creating another one. */
  name: string;
  /** The provisioning variable that names the assistant to update instead. */
  idEnv: string;
  /** The public variable the site is built with (app/lib/public-env.ts reads it). */
  publicIdEnv: string;
  transcriber: Vapi.CreateAssistantDtoTranscriber;
  voice: Vapi.CreateAssistantDtoVoice;
  /**
   * Said when the call ends. Only English has these words; no Arabic or Hindi text exists in the
   * site's content yet, and a script is no place to translate, so those assistants end without one.
   */
  endCallMessage?: string;
}

export const assistantLanguages: Record<Locale, AssistantLanguage> = {
  en: {
    // The name the single assistant had before decision 121, so an existing one is found and updated.
    name: "Relaywave website assistant",
    idEnv: "VAPI_ASSISTANT_ID",
    publicIdEnv: "VITE_VAPI_ASSISTANT_ID",
    // Deepgram for both directions: Vapi's own keys cover it, and both are English models.
    transcriber: { provider: "deepgram", model: "nova-3", language: "en" },
    voice: { provider: "deepgram", voiceId: "thalia" },
    endCallMessage: "Thanks for calling Relaywave. Goodbye!",
  },
  ar: {
    name: "Relaywave website assistant (Arabic)",
    idEnv: "VAPI_ASSISTANT_ID_AR",
    publicIdEnv: "VITE_VAPI_ASSISTANT_ID_AR",
    // Azure hears and speaks Saudi Arabic (the browser voice's ar-SA, speechLocale): Deepgram's
    // transcriber takes no Arabic in Vapi's API (DeepgramTranscriberLanguage has no "ar").
    transcriber: { provider: "azure", language: "ar-SA" },
    // A female neural voice, as English's "thalia" is.
    voice: { provider: "azure", voiceId: "ar-SA-ZariyahNeural" },
  },
  hi: {
    name: "Relaywave website assistant (Hindi)",
    idEnv: "VAPI_ASSISTANT_ID_HI",
    publicIdEnv: "VITE_VAPI_ASSISTANT_ID_HI",
    // Azure too, so both new languages take one provider and the browser voice's locale (hi-IN).
    transcriber: { provider: "azure", language: "hi-IN" },
    voice: { provider: "azure", voiceId: "hi-IN-SwaraNeural" },
  },
};
