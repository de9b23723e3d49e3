/**
 * The site functions the fuzz test reaches, and the body size every one of them must refuse.
 * Every route of the router is here (server/functions/site-functions.test.ts checks it).
 */
export const CHAT = "/functions/v1/chat";
export const CONTACT = "/functions/v1/contact";
export const VOICE = "/functions/v1/voice-llm/chat/completions";
export const ADMIN = "/functions/v1/admin/leads";
export const FEEDBACK = "/functions/v1/chat-feedback";
export const SIGN_IN = "/functions/v1/auth/sign-in";
/** The console's endpoints (decision 038), reached with the operator token. */
export const CONSOLE_PATHS = [
  "/functions/v1/admin/inbox",
  "/functions/v1/admin/leads/6f1c1d0e-3b1a-4c59-9a43-000000000000",
  "/functions/v1/admin/leads/6f1c1d0e-3b1a-4c59-9a43-000000000000/deliveries/6f1c1d0e-3b1a-4c59-9a43-000000000001/retry",
  "/functions/v1/admin/sms-rates",
  "/functions/v1/admin/sms-rates/history",
  "/functions/v1/admin/insights",
  "/functions/v1/admin/conversations/6f1c1d0e-3b1a-4c59-9a43-000000000000",
  "/functions/v1/admin/retention",
  "/functions/v1/admin/operators",
];
export const FUNCTION_PATHS = [
  "/healthz",
  "/functions/v1/sms-rates",
  CHAT,
  FEEDBACK,
  CONTACT,
  ADMIN,
  VOICE,
  SIGN_IN,
  "/functions/v1/auth/sign-out",
  "/functions/v1/auth/session",
  ...CONSOLE_PATHS,
];
export const POSTED = [CHAT, FEEDBACK, CONTACT, VOICE, SIGN_IN];
/** Far above every body limit (16 KiB; 256 KiB for voice): such a body must be refused with 413. */
export const SURELY_TOO_LARGE = 1024 * 1024;
