/**
 * The assistant's greeting and interface labels. Kept apart from the canned
 * replies (assistant-replies.ts) because the launcher on every page needs only these.
 */

export const assistantCopy = {
  title: "AI Assistant",
  greeting: "Hi! I'm your AI assistant. How can I help you today?",
  placeholder: "Type your message...",
  inputLabel: "Message",
  openLabel: "Open AI Assistant",
  closeLabel: "Close AI Assistant",
  closeChatLabel: "Close chat",
  sendLabel: "Send message",
  startVoiceLabel: "Start voice assistant",
  stopVoiceLabel: "Stop voice assistant",
  newConversationLabel: "New conversation",
  typing: "Assistant is typing",
  youSaid: "You said:",
  assistantSaid: "Assistant said:",
  conversationLabel: "Conversation",
  intro: "Ask about our services, SMS coverage, pricing or how to get started.",
} as const;
