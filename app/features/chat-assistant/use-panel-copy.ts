/** The chat panel's words in the page's locale (app/content/assistant/panel/<locale>.ts). */
import { assistantCopyIn } from "~/content/assistant.ts";
import { assistantPanelCopyIn } from "~/content/assistant-panel.ts";
import { useLocale } from "~/lib/site-data.tsx";

export function useAssistantCopy() {
  return assistantCopyIn(useLocale());
}

export function usePanelCopy() {
  return assistantPanelCopyIn(useLocale());
}
