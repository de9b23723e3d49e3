import type { Locale } from "../../locales.ts";
import { assistantVocabulary as ar } from "./ar.ts";
import { assistantVocabulary as en } from "./en.ts";
import { assistantVocabulary as hi } from "./hi.ts";
import type { AssistantVocabulary } from "./types.ts";

/** The assistant's topic words by locale: read by the server's answer engine only. */
export const assistantVocabulary: Record<Locale, AssistantVocabulary> = { en, ar, hi };
