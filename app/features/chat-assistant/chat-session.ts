import { fetchReply, sendFeedback } from "./chat-client.ts";
import { createChatStore } from "./chat-store.ts";

/** The page's one conversation (created when the panel's code first loads, in the browser). */
export const chatStore = createChatStore(fetchReply, sendFeedback);
