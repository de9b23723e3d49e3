/**
 * "Our sender ID will be 'JaipurCrafts', is that OK?": a sender name the visitor proposes, in
 * quotes, measured against the market's limit (at most 11 characters, India's exactly 6).
 */
import { marketFacts } from "../../app/content/facts/index.ts";
import { writtenMessage } from "./languages/answer-locale.ts";
import { say } from "./say.ts";
import { normalize } from "./text.ts";
import { asksYesNo } from "./yes-no.ts";

/** A name in quotes of any kind: 'JaipurCrafts', "RW Alerts", “Zaatar”, «OudJeddah». */
const quoted = /['"“‘«]([\p{L}\p{N}][\p{L}\p{N} &.-]{0,18}[\p{L}\p{N}])['"”’»]/u;

/** The verdict on a quoted sender name in the market of `slug`, or undefined when none is quoted. */
export function proposedNameVerdict(slug: string, message: string): string | undefined {
  const name = quoted.exec(writtenMessage() ?? message)?.[1];
  const { maxLength, exactLength } = marketFacts(slug).senderId;
  const max = exactLength ?? maxLength;
  if (!name || max === null || max === undefined) return undefined;
  return say.senderNameLength(name, [...name].length, max, exactLength !== undefined);
}

/**
 * "Do we need a separate sender name for marketing?": yes where the market sends promotions on a
 * sender ID of their own; "the same name as our OTPs?": no. Nothing where the market page says
 * nothing of it.
 */
/** A sender name asked to be shared or kept apart: "from the same name?", "a separate sender ID?". */
export const sharedNameAsked =
  /\b(same|one|separate|different|another|second) (sender )?(name|names|id|ids|sender id|sender ids)\b/;

export function separateNameVerdict(slug: string, message: string): string | undefined {
  const text = normalize(message);
  // (Or asked as a "what if" or a wish: "and if we send promotions from the same name?")
  const asked = asksYesNo(message) || /\b(if|want|wants|can|could|may|will it|would it)\b/.test(text);
  if (!asked || !marketFacts(slug).senderId.promotional.separateSenderId) return undefined;
  const verdict = /\b(separate|different|another|second)\b/.test(text)
    ? say.offeredYes()
    : /\bsame\b/.test(text)
      ? say.requirementNo()
      : undefined;
  return verdict && `${verdict} ${say.separateSenderName()}`;
}
