/** The words of the "Send to sales" form in the chat panel (assistant/panel/<locale>.ts). */
import { assistantHandoffCopyIn } from "./assistant/panel/index.ts";
import { defaultLocale } from "./locales.ts";

export { assistantHandoffCopyIn };
export const assistantHandoffCopy = assistantHandoffCopyIn(defaultLocale);
