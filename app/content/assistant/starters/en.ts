import type { StarterQuestions } from "./types.ts";

const sales = "Can I talk to someone in sales?";

export const starterQuestions: StarterQuestions = {
  default: ["What services do you offer?", "How much does an SMS cost?", "Which SMS markets do you cover?"],
  "/": ["What services do you offer?", "How much does an SMS cost?", "Which SMS markets do you cover?"],
  "/services": ["What services do you offer?", "How is SMS priced?", "Do you build custom AI agents?"],
  "/services/sms-services": [
    "Which SMS markets do you cover?",
    "How is SMS priced?",
    "Do you offer volume discounts?",
  ],
  "/services/whatsapp-services": [
    "What is the WhatsApp Business Platform?",
    "How much does WhatsApp Business cost?",
    sales,
  ],
  "/services/rcs-services": ["What is RCS?", "Does RCS work on iPhone?", sales],
  "/services/voice-services": [
    "What voice services do you offer?",
    "Do you offer IVR?",
    "Do you make outbound calls?",
  ],
  "/services/ai-agents": ["What can an AI agent do?", "Do you build custom AI agents?", sales],
  "/services/virtual-numbers": ["What is a virtual number?", "Can virtual numbers receive SMS?", sales],
  "/services/web-app-development": [
    "Do you build mobile apps?",
    "How long does a website project take?",
    sales,
  ],
  "/services/sms-services/pricing": [
    "How is SMS priced?",
    "Do you offer volume discounts?",
    "What does an SMS cost in the UAE?",
  ],
  "/services/sms-services/india": [
    "What does an SMS cost in India?",
    "How do I register on DLT in India?",
    "Who regulates SMS in India?",
  ],
  "/services/sms-services/uae": [
    "What does an SMS cost in the UAE?",
    "How do I register a sender ID in the UAE?",
    "Who regulates SMS in the UAE?",
  ],
  "/services/sms-services/saudi-arabia": [
    "What does an SMS cost in Saudi Arabia?",
    "How do I register a sender ID in Saudi Arabia?",
    "Who regulates SMS in Saudi Arabia?",
  ],
  "/services/sms-services/bahrain": [
    "What does an SMS cost in Bahrain?",
    "How do I register a sender ID in Bahrain?",
    "Who regulates SMS in Bahrain?",
  ],
  "/services/sms-services/kuwait": [
    "What does an SMS cost in Kuwait?",
    "How do I register a sender ID in Kuwait?",
    "Who regulates SMS in Kuwait?",
  ],
  "/services/sms-services/qatar": [
    "What does an SMS cost in Qatar?",
    "How do I register a sender ID in Qatar?",
    "Who regulates SMS in Qatar?",
  ],
  "/about": ["When was Relaywave founded?", "Which SMS markets do you cover?", "How fast does sales reply?"],
  "/contact": ["How fast does sales reply?", sales, "What services do you offer?"],
  "/careers": ["Are you hiring?", "When was Relaywave founded?", "What services do you offer?"],
};
