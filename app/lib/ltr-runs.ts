/**
 * The runs of a text that read left to right in every language: e-mail addresses, URLs,
 * international phone numbers, UTC offsets, sender-ID marks ("AD-", "-AD") and USD prices as Intl
 * writes them in Arabic ("150 US$"). Inside Arabic text
 * the bidi algorithm would carry their leading or trailing neutrals ("+", "-", "(", "/") to the
 * wrong end ("+1 (555) 010-0199" shown as "0199-010 (555) 1+"), so components isolate each run
 * (components/ui/ltr.tsx) rather than writing bidi control characters into the texts (decision 070).
 */
const ltrRun = new RegExp(
  [
    // URLs, without the sentence's closing punctuation.
    String.raw`(?:https?:\/\/|www\.)[^\s<>"]*[^\s<>".,;:!?)\]]`,
    String.raw`[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+`,
    // "+1 (555) 010-0199", "+971 4 123 4567": a plus, then digits, spaces, dots, dashes, brackets.
    String.raw`\+\d[\d ().-]{4,}\d`,
    String.raw`\b(?:UTC|GMT)[+\u2212-]\d{1,2}(?::\d{2})?`,
    // A sender-ID mark written with its hyphen on the outside: "AD-" before a name, "-AD" after one
    // (\B, not a lookbehind: Safari before 16.4 cannot parse one, and this module loads on every page).
    String.raw`\B-[A-Z]{2,}\b|\b[A-Z]{2,}-\B`,
    // A price as Intl writes USD in Arabic ("0.0032 US$"): unisolated, "US$" reads "$US" (decision 090).
    String.raw`\d[\d.,]*\s?US\$|US\$\s?\d[\d.,]*`,
  ].join("|"),
  "gu",
);

export interface TextPart {
  text: string;
  /** A run that must read left to right whatever the paragraph's direction. */
  ltr: boolean;
}

/** The text cut into its left-to-right runs and the text between them, in order; never an empty part. */
export function ltrRuns(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(ltrRun)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), ltr: false });
    parts.push({ text: match[0], ltr: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), ltr: false });
  return parts;
}
