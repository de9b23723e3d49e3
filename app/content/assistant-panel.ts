/** The chat panel's suggestions, feedback and handoff words (assistant/panel/<locale>.ts). */
import { assistantPanelCopyIn } from "./assistant/panel/index.ts";
import { defaultLocale } from "./locales.ts";

export { assistantPanelCopyIn };
export const assistantPanelCopy = assistantPanelCopyIn(defaultLocale);
