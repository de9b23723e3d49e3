import type { SmsCalculatorTexts } from "./types.ts";

export const smsCalculatorTexts: SmsCalculatorTexts = {
  section: {
    title: "SMS cost and segment calculator",
    intro:
      "Paste your message to see how many segments it takes, then pick a country, a traffic type and a monthly volume to see what a month of sending costs.",
    open: "Open the calculator",
  },
  labels: {
    text: "Message text",
    country: "Country",
    type: "Traffic type",
    volume: "Messages per month",
  },
  example: "Your verification code is 482913. Do not share it with anyone. Valid for 5 minutes.",
  textHint:
    "Characters €, [, ], {, }, ^, ~, | and \\ count twice in GSM-7; an emoji counts twice in Unicode.",
  encodings: { "GSM-7": "GSM-7", "UCS-2": "Unicode (UCS-2)" },
  characters: { one: "{count} character", other: "{count} characters" },
  segments: { one: "{count} segment", other: "{count} segments" },
  perSegment: { other: "{count} characters per segment" },
  types: { transactional: "Transactional/OTP", promotional: "Promotional" },
  costTitle: "Monthly cost",
  costBasis: "{rate} per segment × {segments} × {messages}",
  messages: { one: "{count} message", other: "{count} messages" },
  onRequest: "Quoted on request",
  onRequestBody: "We do not publish a rate for this market yet. Ask sales for a price for your volumes.",
  askSales: "Ask sales for a quote",
  taxNote: "In USD, excluding taxes. Committed monthly volumes get lower rates.",
};
