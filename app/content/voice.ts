/** The voice assistant's words (assistant/panel/<locale>.ts `voice`). */
import { voiceCopyIn } from "./assistant/panel/index.ts";
import { defaultLocale } from "./locales.ts";

export { voiceCopyIn };
/** Not evaluated in the browser unless used (pure): filling the texts creates Intl formatters. */
export const voiceCopy = /* @__PURE__ */ voiceCopyIn(defaultLocale);
