/**
 * Questions about the company itself ("who are you?", "what does Relaywave do?"): intents.ts's
 * "about" intent, answered by the About page.
 */
export const aboutPatterns: RegExp[] = [
  /\bwho (is|are) (relaywave|you|your company)\b/,
  /\bwhat is relaywave\b/,
  // ("What does Relaywave do?", "what kind of company is it?": who we are, not a passage naming us.)
  /\bwhat (does|do) (relaywave|you guys|your firm)( \w+)? do\b|\bwhat (kind|type|sort) of (company|business|firm) (is (it|relaywave|this)|are you)\b/,
  /\b(about|tell me about) (relaywave|you|yourselves|your company|the company)\b/,
  /\bwhere (are you|is relaywave) (based|located|from)\b/,
  /\b(when|where) (was relaywave|were you|was your company) (founded|started)\b/,
  /\byour (company|background|story|history|team|headquarters|office)\b/,
];
