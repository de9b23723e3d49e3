/**
 * How many characters one SMS segment holds: stated once here for every market
 * page, the pricing page and the assistant. GSM-7 covers Latin letters, digits and
 * common symbols; anything else (Arabic, Hindi, emoji) is sent as Unicode (UCS-2).
 * A concatenated message gives up a few characters per part to join them again.
 */
export const smsSegments = {
  gsm7: { single: 160, perPart: 153 },
  unicode: { single: 70, perPart: 67 },
} as const;
