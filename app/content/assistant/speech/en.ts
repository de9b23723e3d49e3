import type { AssistantSpeechTexts } from "./types.ts";

export const assistantSpeechTexts: AssistantSpeechTexts = {
  onScreen: "I've put the page on your screen.",
  onPage: "It's on our {page} page.",
  cent: "{amount} US cent",
  cents: "{amount} US cents",
  dollar: "{amount} US dollar",
  dollars: "{amount} US dollars",
  pointers: [
    "Learn more",
    "See also",
    "Every market's rates are on",
    "Read more",
    "More on",
    "The form below",
  ],
  apology:
    "Sorry, I couldn't look that up just now. Please ask again, or contact the {companyName} team through the website.",
};
