/** Limits shared by the chat panel and the chat function. */
export const MAX_MESSAGE_LENGTH = 2000;
/** The spec's pause before the chat request (section 9). */
export const CHAT_REPLY_DELAY_MS = 800;
/** Give up on the answer service after this long and use the local reply. */
export const CHAT_REQUEST_TIMEOUT_MS = 15_000;
