/** The site functions the fuzz test reaches, and the body size every one of them must refuse. */
export const CHAT = "/functions/v1/chat";
export const CONTACT = "/functions/v1/contact";
export const VOICE = "/functions/v1/voice-llm/chat/completions";
export const ADMIN = "/functions/v1/admin/leads";
export const FEEDBACK = "/functions/v1/chat-feedback";
export const FUNCTION_PATHS = ["/healthz", "/functions/v1/sms-rates", CHAT, FEEDBACK, CONTACT, ADMIN, VOICE];
export const POSTED = [CHAT, FEEDBACK, CONTACT, VOICE];
/** Far above every body limit (16 KiB; 256 KiB for voice): such a body must be refused with 413. */
export const SURELY_TOO_LARGE = 1024 * 1024;
