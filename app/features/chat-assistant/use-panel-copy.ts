/** The chat panel's words in the page's locale (app/content/assistant/panel/<locale>.ts). */
import { assistantCopyIn } from "~/content/assistant";
import { assistantPanelCopyIn } from "~/content/assistant-panel";
import { useLocale } from "~/lib/site-data";

export function useAssistantCopy() {
  return assistantCopyIn(useLocale());
}

export function usePanelCopy() {
  return assistantPanelCopyIn(useLocale());
}
