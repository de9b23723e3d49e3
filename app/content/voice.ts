/** The voice assistant's words (assistant/panel/<locale>.ts `voice`). */
import { voiceCopyIn } from "./assistant/panel/index.ts";
import { defaultLocale } from "./locales.ts";

export { voiceCopyIn };
export const voiceCopy = voiceCopyIn(defaultLocale);
