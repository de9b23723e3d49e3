import type { PluralForms } from "../format/plural.ts";

/** The SMS cost calculator's words in one language (sms-calculator/<locale>.ts). */
export interface SmsCalculatorTexts {
  /** The section around the calculator, shown before it loads. */
  section: { title: string; intro: string; open: string };
  labels: { text: string; country: string; type: string; volume: string };
  /**
   * The message the calculator starts with when the URL names none: a typical OTP in the page's
   * language, so its encoding and segments show at once (Unicode on Arabic and Hindi pages).
   */
  example: string;
  textHint: string;
  encodings: { "GSM-7": string; "UCS-2": string };
  characters: PluralForms;
  segments: PluralForms;
  /** "{count} characters per segment". */
  perSegment: PluralForms;
  types: { transactional: string; promotional: string };
  costTitle: string;
  /** "{rate} per segment × {segments} × {messages}". */
  costBasis: string;
  messages: PluralForms;
  onRequest: string;
  onRequestBody: string;
  askSales: string;
  taxNote: string;
}
