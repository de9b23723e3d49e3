/**
 * How the assistant's reply is said on a call in one language (contracts/spoken-reply.ts): the
 * words for a price and for "the page is on your screen", and the openings of the reply's
 * sentences that only point at a page, which a caller cannot click.
 */
export interface AssistantSpeechTexts {
  /** Said when the reply linked a page and the visitor can see it. */
  onScreen: string;
  /** Said when the reply linked a page the caller cannot see: "{page}" is its name. */
  onPage: string;
  /** A price under one dollar, in cents: "{amount}". */
  cent: string;
  cents: string;
  /** A price of a dollar or more: "{amount}". */
  dollar: string;
  dollars: string;
  /** Openings of sentences that point at a page or the form ("Learn more"), dropped when spoken. */
  pointers: readonly string[];
  /** Said when the answer engine itself fails, so the call carries on. */
  apology: string;
}
