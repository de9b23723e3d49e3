import type { MarketFactRow } from "../../app/content/facts/types.ts";
import { attributes } from "./market-frame.ts";
import { mentions, wordsOf } from "./phrases.ts";

/**
 * Every market fact a message asks for, in the order it asks them ("who regulates SMS in Doha, and
 * which operators?"): two questions in one message get two facts.
 */
export function marketAttributesOf(message: string): MarketFactRow[] {
  const words = wordsOf(message);
  const found = attributes.flatMap(([row, phrases]) => {
    const at = phrases
      .filter((candidate) => mentions(words, candidate))
      .map((candidate) => ` ${words.text} `.indexOf(` ${candidate.text} `))
      .filter((index) => index >= 0);
    return at.length > 0 ? [{ row, at: Math.min(...at) }] : [];
  });
  const sorted = found.sort((a, b) => a.at - b.at).map((item) => item.row);
  // ("How many characters can the name have?", "in the sender name?": a sender ID's length, which
  // its row states, not a message's.)
  const ofName = /\bnames?\b/.test(words.text) && !/\b(messages?|sms|texts?|msgs?)\b/.test(words.text);
  const rows = ofName ? [...new Set(sorted.map((row) => (row === "segments" ? "senderId" : row)))] : sorted;
  // (The regulator's answer names the operators: they are not said twice. Nor the sender name
  // whose documents were asked first: "documents for sender name? and approval time".)
  const namesDocuments =
    rows.indexOf("documents") >= 0 && rows.indexOf("documents") < rows.indexOf("senderId");
  return rows.filter(
    (row) => !(row === "operators" && rows.includes("regulator")) && !(row === "senderId" && namesDocuments),
  );
}
