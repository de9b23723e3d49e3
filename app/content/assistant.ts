/**
 * The chat panel's interface words (assistant/panel/<locale>.ts). Browser code
 * asks for its page's locale (`assistantCopyIn`); `assistantCopy` is the default
 * locale's, for scripts (the Vapi assistant's first message) and tests.
 */
import { assistantCopyIn } from "./assistant/panel/index.ts";
import { defaultLocale } from "./locales.ts";

export { assistantCopyIn };
/** Not evaluated in the browser unless used (pure): filling the texts creates Intl formatters. */
export const assistantCopy = /* @__PURE__ */ assistantCopyIn(defaultLocale);
