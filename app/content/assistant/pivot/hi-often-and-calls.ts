import type { AssistantPivotTerms } from "./types.ts";

/**
 * Hindi from the blind sets of the twenty-fourth session: how often something is paid or sent
 * ("हर साल", "2 बार"), drivers and customers not seeing each other's number, whether we sell data,
 * whether anyone picks up at an hour. Read after hi-visitor-words.ts; the romanised forms are in
 * hi-romanised-requests.ts.
 */
export const hindiOftenAndCalls: AssistantPivotTerms = [
  // "25,000 ग्राहकों को 2 बार भेजना है": a count of sends; "ये हर साल देनी पड़ेगी?": a yearly charge.
  ["every year", ["हर साल", "हर वर्ष", "सालाना"]],
  ["one-time", ["एक बार"]],
  ["twice", ["दो बार"]],
  ["times", ["बार"]],
  // "हमारे drivers और customers एक-दूसरे का नंबर न देखें": number masking.
  [
    "number masking",
    [
      "एक-दूसरे का नंबर न देखें",
      "एक दूसरे का नंबर न देखें",
      "एक-दूसरे का नंबर ना देखें",
      "नंबर न दिखे",
      "नंबर छुपाना",
      "नंबर छिपाना",
    ],
  ],
  ["drivers", ["ड्राइवरों", "ड्राइवर्स", "ड्राइवर"]],
  ["sell", ["बेचते", "बेचेंगे", "बेच देते", "बेचते हैं"]],
  // "अभी दुबई में शाम के 7 बजे हैं, कोई उठाएगा?": whether anyone of ours answers the phone then.
  ["will anyone pick up", ["कोई उठाएगा", "कोई फ़ोन उठाएगा", "कोई फोन उठाएगा"]],
];
