/** The canned replies (assistant/replies/<locale>.ts); `cannedReplies` are the default locale's. */
import { type CannedReply, cannedRepliesIn } from "./assistant/replies/index.ts";
import { defaultLocale } from "./locales.ts";

export type { CannedReply };
export { cannedRepliesIn };
export const cannedReplies: readonly CannedReply[] = cannedRepliesIn(defaultLocale);
