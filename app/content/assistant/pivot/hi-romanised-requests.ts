import type { AssistantPivotTerms } from "./types.ts";

/**
 * Romanised Hindi requests as visitors wrote them in the blind sets of the nineteenth session:
 * how long something is kept, the way to pay, any job, a language a role needs. Read before
 * hi-romanised.ts's shorter phrases ("kitne time" alone is a duration).
 */
export const romanisedHindiRequests: AssistantPivotTerms = [
  [
    "how long do you keep",
    [
      "kitne time tak rakhoge",
      "kitne time tak rakhte",
      "kab tak rakhoge",
      "kab tak rakhte",
      "kitne din tak rakhte",
    ],
  ],
  ["payment method", ["payment ka tarika", "payment ka tareeka", "payment tarika", "bhugtan ka tarika"]],
  ["any job openings", ["koi job", "koi naukri", "koi vacancy", "koi opening"]],
  ["required", ["aana zaroori", "aana jaruri", "aani zaroori", "aana zaruri"]],
  // (blind-hi-23: until when we are available, who registers, a language misspelt.)
  ["until what time are you available", ["kab tak available", "kitne baje tak available", "kab tak milte"]],
  ["do we have to register it ourselves", ["hume khud karna padega", "khud karna padega", "khud karna hoga"]],
  ["or do you do it", ["ya aap kar doge", "ya aap karoge", "ya aap log karoge", "ya aap kar denge"]],
  ["telugu", ["tellugu", "telgu"]],
  ["speak", ["bolte hain", "bolte", "bolta hai", "bolti hai"]],
  ["more", ["zyada", "jyada", "jada"]],
  ["in rupees", ["rupees mein", "rupaye mein", "rupee mein"]],
  ["in dollars", ["dollar mein", "dollars mein"]],
];
