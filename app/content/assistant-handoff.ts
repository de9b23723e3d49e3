/** The words of the "Send to sales" form in the chat panel (assistant/panel/<locale>.ts). */
import { assistantHandoffCopyIn } from "./assistant/panel/index.ts";
import { defaultLocale } from "./locales.ts";

export { assistantHandoffCopyIn };
/** Not evaluated in the browser unless used (pure): filling the texts creates Intl formatters. */
export const assistantHandoffCopy = /* @__PURE__ */ assistantHandoffCopyIn(defaultLocale);
