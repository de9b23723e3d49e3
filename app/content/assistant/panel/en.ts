import type { AssistantPanelTexts } from "./types.ts";

export const assistantPanelTexts: AssistantPanelTexts = {
  title: "AI Assistant",
  subtitle:
    "Answers at once, any time. Our sales team replies within {replyTime}; office hours: {officeHours}.",
  startersLabel: "Popular questions",
  greeting: "Hi! I'm your AI assistant. How can I help you today?",
  placeholder: "Type your message...",
  inputLabel: "Message",
  closeChatLabel: "Close chat",
  sendLabel: "Send message",
  startVoiceLabel: "Start voice assistant",
  stopVoiceLabel: "Stop voice assistant",
  newConversationLabel: "New conversation",
  typing: "Assistant is typing",
  youSaid: "You said:",
  assistantSaid: "Assistant said:",
  conversationLabel: "Conversation",
  suggestionsLabel: "Suggestions",
  suggestionsAnnouncement: "Suggestions: {suggestions}",
  helpful: "Helpful",
  notHelpful: "Not helpful",
  feedbackThanks: "Thanks for the feedback",
  handoffOnScreen: "I've put a short form on screen so you can send your details to our sales team.",
  handoffSent:
    "Thank you, {name}. Your details have reached our sales team, who reply within {replyTime} from {salesEmail}.",
  handoff: {
    title: "Send to sales",
    intro: "Our sales team replies within {replyTime}. The conversation so far goes with your details.",
    labels: { name: "Name", email: "Email", company: "Company" },
    submit: "Send to sales",
    sending: "Sending",
    dismiss: "Not now",
    message: "Sent from the AI Assistant.",
    messageWithQuestion: 'Sent from the AI Assistant. The visitor\'s last question: "{question}"',
  },
  voice: {
    speaking: "Speaking...",
    errors: {
      unsupported: "Your browser does not support microphone access. Please use a modern browser.",
      denied:
        "Microphone access denied. Please allow microphone access in your browser settings and try again.",
      notFound: "No microphone found. Please connect a microphone and try again.",
      inUse: "Microphone is already in use by another application.",
      other: "Unable to access microphone. Please check your browser settings and ensure the site has HTTPS.",
      event: "Voice assistant error. Please try again.",
      toggle: "Failed to toggle voice assistant. Please try again.",
      unavailable: "Voice assistant is not available. Please refresh the page.",
    },
    noVoice: "This browser has no English voice installed, so replies are shown as text.",
    notice: {
      browser:
        "Voice uses your browser's own speech service: your browser's maker processes the audio to turn it into text.",
      vapi: "Voice calls are processed by our voice partners Vapi and Daily, who turn your speech into text and our answers into speech.",
    },
  },
};
