/**
 * The chat panel's words by locale, filled with the company's facts, in the
 * shapes the panel's code reads. Loaded with the panel's chunk (never with a
 * page's first load); the launcher's two labels come with the root's data.
 */
import { companyTextValues } from "../../company/values.ts";
import { fill, fillAll } from "../../format/fill.ts";
import type { Locale } from "../../locales.ts";
import { assistantPanelTexts as ar } from "./ar.ts";
import { assistantPanelTexts as en } from "./en.ts";
import { assistantPanelTexts as hi } from "./hi.ts";
import type { AssistantPanelTexts } from "./types.ts";

export const assistantPanelTexts: Record<Locale, AssistantPanelTexts> = { en, ar, hi };

const filled = new Map<Locale, AssistantPanelTexts>();

/** A locale's panel words, facts filled in; "{name}", "{question}" and "{suggestions}" are left for the panel. */
export function assistantPanelTextsIn(locale: Locale): AssistantPanelTexts {
  let texts = filled.get(locale);
  if (!texts) {
    texts = fillAll(assistantPanelTexts[locale], companyTextValues(locale), [
      "name",
      "question",
      "suggestions",
    ]);
    filled.set(locale, texts);
  }
  return texts;
}

/** The panel's interface words, as assistant.ts exported them. */
export function assistantCopyIn(locale: Locale) {
  const texts = assistantPanelTextsIn(locale);
  const { handoff: _, voice: __, ...copy } = texts;
  return copy;
}

/** Suggestions, feedback and the handoff messages, as assistant-panel.ts exported them. */
export function assistantPanelCopyIn(locale: Locale) {
  const texts = assistantPanelTextsIn(locale);
  return {
    suggestionsLabel: texts.suggestionsLabel,
    suggestionsAnnouncement: (suggestions: readonly string[]) =>
      fill(texts.suggestionsAnnouncement, { suggestions: suggestions.join(", ") }),
    helpful: texts.helpful,
    notHelpful: texts.notHelpful,
    feedbackThanks: texts.feedbackThanks,
    handoffOnScreen: texts.handoffOnScreen,
    handoffSent: (name: string) => fill(texts.handoffSent, { name }),
  };
}

/** The "Send to sales" form's words, as assistant-handoff.ts exported them. */
export function assistantHandoffCopyIn(locale: Locale) {
  const { handoff } = assistantPanelTextsIn(locale);
  return {
    ...handoff,
    message: (question: string | undefined) =>
      question ? fill(handoff.messageWithQuestion, { question }) : handoff.message,
  };
}

export function voiceCopyIn(locale: Locale): AssistantPanelTexts["voice"] {
  return assistantPanelTextsIn(locale).voice;
}
