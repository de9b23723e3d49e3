/**
 * Left-to-right islands in text of either direction (decision 070). `<bdi dir="ltr">` isolates its
 * content from the surrounding paragraph and sets it left to right, so a phone number, an e-mail
 * address, a URL or a sender-ID mark reads the same on an Arabic page as on an English one; no bidi
 * control character is written into a text, so copying it copies exactly what was written.
 */
import type { ReactNode } from "react";
import { ltrRuns } from "~/lib/ltr-runs.ts";

/** Content that is always left to right: a phone number, an e-mail address, a Latin code or name. */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/** A content string with each of its left-to-right runs (lib/ltr-runs.ts) isolated; plain text when it has none. */
export function BidiText({ text }: { text: string }) {
  const parts = ltrRuns(text);
  if (!parts.some((part) => part.ltr)) return text;
  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one immutable string, in order.
  return parts.map((part, index) => (part.ltr ? <Ltr key={index}>{part.text}</Ltr> : part.text));
}
