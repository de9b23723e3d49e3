import type { AssistantSpeechTexts } from "./types.ts";

export const assistantSpeechTexts: AssistantSpeechTexts = {
  onScreen: "मैंने पेज आपकी स्क्रीन पर खोल दिया है।",
  onPage: "यह हमारी वेबसाइट के {page} पेज पर है।",
  cent: "{amount} अमेरिकी सेंट",
  cents: "{amount} अमेरिकी सेंट",
  dollar: "{amount} अमेरिकी डॉलर",
  dollars: "{amount} अमेरिकी डॉलर",
  pointers: ["ज़्यादा जानकारी", "यह भी देखें", "हर बाज़ार की दरें", "नीचे दिए फ़ॉर्म"],
  apology: "माफ़ कीजिए, अभी मैं यह नहीं देख पाया। कृपया दोबारा पूछें, या वेबसाइट से {companyName} टीम से संपर्क करें।",
};
