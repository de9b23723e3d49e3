/** The chat panel's words in one language (assistant/panel/<locale>.ts), loaded with the panel only. */
export interface AssistantPanelTexts {
  title: string;
  /** Under the title: who answers, and when a person from sales replies ("{replyTime}", "{officeHours}"). */
  subtitle: string;
  /** The name of the list of starter questions shown before the first question. */
  startersLabel: string;
  /** The first message of every conversation. */
  greeting: string;
  placeholder: string;
  inputLabel: string;
  closeChatLabel: string;
  sendLabel: string;
  startVoiceLabel: string;
  stopVoiceLabel: string;
  newConversationLabel: string;
  typing: string;
  youSaid: string;
  assistantSaid: string;
  conversationLabel: string;
  suggestionsLabel: string;
  /** Added once to the announcement of the answer that offers them: "{suggestions}" listed. */
  suggestionsAnnouncement: string;
  helpful: string;
  notHelpful: string;
  feedbackThanks: string;
  /** Spoken (and shown) after a voice answer that offers the handoff. */
  handoffOnScreen: string;
  /** The assistant's message once the "Send to sales" form has sent the details ("{name}"). */
  handoffSent: string;
  /** The "Send to sales" form; its consent wording is the contact form's. */
  handoff: {
    title: string;
    intro: string;
    labels: { name: string; email: string; company: string };
    submit: string;
    sending: string;
    dismiss: string;
    /** The lead's message: the form has no message field, so it says where it came from. */
    message: string;
    /** The same with the visitor's last question ("{question}"). */
    messageWithQuestion: string;
  };
  /** The voice assistant: the temporary message while the visitor speaks, and its failures. */
  voice: {
    speaking: string;
    errors: {
      unsupported: string;
      denied: string;
      notFound: string;
      inUse: string;
      other: string;
      event: string;
      toggle: string;
      unavailable: string;
    };
    /** Shown once in a call when the browser has voices but none of the page's language: replies are not read aloud. */
    noVoice: string;
    /** Who processes the audio, said once before the first voice conversation. */
    notice: { browser: string; vapi: string };
  };
}
