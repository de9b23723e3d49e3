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
  const rows = found.sort((a, b) => a.at - b.at).map((item) => item.row);
  // (The regulator's answer names the operators: they are not said twice. Nor the sender name
  // whose documents were asked first: "documents for sender name? and approval time".)
  const ofName = rows.indexOf("documents") >= 0 && rows.indexOf("documents") < rows.indexOf("senderId");
  return rows.filter(
    (row) => !(row === "operators" && rows.includes("regulator")) && !(row === "senderId" && ofName),
  );
}
