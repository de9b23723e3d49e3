import type { Locale } from "../../locales.ts";
import { assistantSpeechTexts as ar } from "./ar.ts";
import { assistantSpeechTexts as en } from "./en.ts";
import { assistantSpeechTexts as hi } from "./hi.ts";
import type { AssistantSpeechTexts } from "./types.ts";

/** How replies are said on a call, by locale: the voice endpoint's and the browser voice's. */
export const assistantSpeechTexts: Record<Locale, AssistantSpeechTexts> = { en, ar, hi };
