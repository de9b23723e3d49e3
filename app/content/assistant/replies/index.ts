/**
 * The chat panel's canned replies by locale (assistant/replies/<locale>.ts), for
 * when the answer service cannot be reached; loaded with the panel's chunk.
 */
import { companyTextValues } from "../../company/values.ts";
import { fillAll } from "../../format/fill.ts";
import type { Locale } from "../../locales.ts";
import { cannedReplies as ar } from "./ar.ts";
import { cannedReplies as en } from "./en.ts";
import { cannedReplies as hi } from "./hi.ts";
import type { CannedReply } from "./types.ts";

export type { CannedReply };

export const cannedReplyTexts: Record<Locale, readonly CannedReply[]> = { en, ar, hi };

const filled = new Map<Locale, readonly CannedReply[]>();

/** A locale's canned replies with the company's facts filled in, in order of precedence. */
export function cannedRepliesIn(locale: Locale): readonly CannedReply[] {
  let replies = filled.get(locale);
  if (!replies) {
    replies = fillAll(cannedReplyTexts[locale], companyTextValues(locale));
    filled.set(locale, replies);
  }
  return replies;
}
