/** The canned replies (assistant/replies/<locale>.ts); `cannedReplies` are the default locale's. */
import { type CannedReply, cannedRepliesIn } from "./assistant/replies/index.ts";
import { defaultLocale } from "./locales.ts";

export type { CannedReply };
export { cannedRepliesIn };
/** Not evaluated in the browser unless used (pure): filling the texts creates Intl formatters. */
export const cannedReplies: readonly CannedReply[] = /* @__PURE__ */ cannedRepliesIn(defaultLocale);
