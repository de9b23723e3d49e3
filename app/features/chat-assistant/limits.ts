/** Limits shared by the chat panel and the chat function. */
export const MAX_MESSAGE_LENGTH = 2000;
/** The pause before a typed message's chat request, so the typing indicator reads as a reply being written. */
export const CHAT_REPLY_DELAY_MS = 800;
/** Give up on the answer service after this long and use the local reply. */
export const CHAT_REQUEST_TIMEOUT_MS = 15_000;
