/**
 * Which Vapi assistant a page calls. Each assistant hears and speaks one language (decision 121),
 * so an Arabic or Hindi page calls its own when the site was built with one, and the English
 * assistant otherwise: a voice in the wrong language still answers, no voice does not.
 */
import type { Locale } from "~/content/locales.ts";

/** The ids the site was built with (VITE_VAPI_ASSISTANT_ID, _AR, _HI); null when unset. */
export type VapiAssistantIds = Record<Locale, string | null>;

/**
 * The locale's own assistant, else the English one. Without the English id there is none at all,
 * as configuredVoiceMode says and the server requires (VITE_VAPI_ASSISTANT_ID pairs with the key).
 */
export function vapiAssistantIdFor(locale: Locale, ids: VapiAssistantIds): string | null {
  if (!ids.en) return null;
  return ids[locale] ?? ids.en;
}
