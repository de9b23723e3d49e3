/** The chat panel's suggestions, feedback and handoff words (assistant/panel/<locale>.ts). */
import { assistantPanelCopyIn } from "./assistant/panel/index.ts";
import { defaultLocale } from "./locales.ts";

export { assistantPanelCopyIn };
/** Not evaluated in the browser unless used (pure): filling the texts creates Intl formatters. */
export const assistantPanelCopy = /* @__PURE__ */ assistantPanelCopyIn(defaultLocale);
