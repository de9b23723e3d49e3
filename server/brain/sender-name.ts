/**
 * "Our sender ID will be 'JaipurCrafts', is that OK?": a sender name the visitor proposes, in
 * quotes, measured against the market's limit (at most 11 characters, India's exactly 6).
 */
import { marketFacts } from "../../app/content/facts/index.ts";
import { writtenMessage } from "./languages/answer-locale.ts";
import { say } from "./say.ts";

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
