import type { Locale } from "../../locales.ts";
import { assistantAnswerTexts as ar } from "./ar.ts";
import { assistantAnswerTexts as en } from "./en.ts";
import { assistantAnswerTexts as hi } from "./hi.ts";
import type { AssistantAnswerTexts } from "./types.ts";

/** The assistant's answer sentences by locale: read by the server's answer engine only. */
export const assistantAnswerTexts: Record<Locale, AssistantAnswerTexts> = { en, ar, hi };
