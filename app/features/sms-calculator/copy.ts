/**
 * The calculator's words. Kept beside it rather than in app/content/section-titles.ts,
 * which ships with every page: these load only with the calculator's chunk.
 */
import type { TrafficType } from "./quote.ts";

export const calculatorCopy = {
  labels: {
    text: "Message text",
    country: "Country",
    type: "Traffic type",
    volume: "Messages per month",
  },
  textHint:
    "Characters €, [, ], {, }, ^, ~, | and \\ count twice in GSM-7; an emoji counts twice in Unicode.",
  encodings: { "GSM-7": "GSM-7", "UCS-2": "Unicode (UCS-2)" },
  characters: (count: number) => `${count} ${count === 1 ? "character" : "characters"}`,
  segments: (count: number) => `${count} ${count === 1 ? "segment" : "segments"}`,
  perSegment: (limit: number) => `${limit} characters per segment`,
  types: { transactional: "Transactional/OTP", promotional: "Promotional" } satisfies Record<
    TrafficType,
    string
  >,
  costTitle: "Monthly cost",
  costBasis: (rate: string, segments: string, messages: string) =>
    `${rate} per segment × ${segments} × ${messages}`,
  messages: (count: number) => `${count.toLocaleString("en-US")} ${count === 1 ? "message" : "messages"}`,
  onRequest: "Quoted on request",
  onRequestBody: "We do not publish a rate for this market yet. Ask sales for a price for your volumes.",
  askSales: "Ask sales for a quote",
  taxNote: "In USD, excluding taxes. Committed monthly volumes get lower rates.",
} as const;
