import { cannedReplyFor } from "./canned-replies";
import { CHAT_REPLY_DELAY_MS, CHAT_REQUEST_TIMEOUT_MS } from "./limits";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The assistant's reply to one message: the backend function `chat` through
 * supabase-js (this server by default, or the hosted project), else the local
 * canned reply. Failures are silent by design: the visitor always gets an
 * answer and never an error notice. The voice assistant asks through this too.
 */
export async function askAssistant(message: string): Promise<string> {
  try {
    const { getBackendClient } = await import("~/lib/backend-client");
    const { data, error } = await getBackendClient().functions.invoke<{ response?: unknown }>("chat", {
      body: { message },
      timeout: CHAT_REQUEST_TIMEOUT_MS,
    });
    const response = data?.response;
    if (!error && typeof response === "string" && response.trim()) return response;
  } catch {
    // Unreachable service or unloadable SDK: answer locally below.
  }
  return cannedReplyFor(message).reply;
}

/** A typed message's reply: an 800 ms pause, then the assistant. */
export async function fetchReply(message: string): Promise<string> {
  await wait(CHAT_REPLY_DELAY_MS);
  return askAssistant(message);
}
