/** The chat panel's timing (the message limit it shares with the server is in contracts/chat.ts). */
/** The pause before a typed message's chat request, so the typing indicator reads as a reply being written. */
export const CHAT_REPLY_DELAY_MS = 800;
/** Give up on the answer service after this long and use the local reply. */
export const CHAT_REQUEST_TIMEOUT_MS = 15_000;
