/**
 * TEMPORARY stand-ins for the issue 12 chat server (conversationId, turnId,
 * suggestions, handoff) and POST /functions/v1/chat-feedback, answering per the
 * contract in /work/wt/BRIEF-12.md until that server is merged. Remove this file
 * and its callers' `stubChatContract` lines to run the journeys against the real server;
 * the contact function is never stubbed.
 */
import type { Page } from "@playwright/test";

export interface StubbedReply {
  response: string;
  suggestions?: string[];
  handoff?: { name?: string; email?: string; company?: string };
}

export interface ChatContractStub {
  /** The parsed bodies the panel posted to the chat function, in order. */
  chatRequests: Array<{ message: string; conversationId?: string }>;
  feedbackRequests: Array<{ conversationId: string; turnId: string; helpful: boolean }>;
  conversationId: string;
}

/** Answers each chat message with the next scripted reply (the last one repeats). */
export async function stubChatContract(page: Page, replies: StubbedReply[]): Promise<ChatContractStub> {
  const stub: ChatContractStub = {
    chatRequests: [],
    feedbackRequests: [],
    conversationId: `e2e-${crypto.randomUUID()}`,
  };
  const rated = new Set<string>();
  await page.route("**/functions/v1/chat", async (route) => {
    const body = route.request().postDataJSON();
    stub.chatRequests.push(body);
    const turn = stub.chatRequests.length;
    const reply = replies[Math.min(turn, replies.length) - 1] ?? { response: "OK." };
    await route.fulfill({
      json: { sources: [], ...reply, conversationId: stub.conversationId, turnId: `turn-${turn}` },
    });
  });
  await page.route("**/functions/v1/chat-feedback", async (route) => {
    const body = route.request().postDataJSON();
    stub.feedbackRequests.push(body);
    if (rated.has(body.turnId)) {
      return route.fulfill({ status: 409, json: { error: "You have already rated this answer." } });
    }
    rated.add(body.turnId);
    await route.fulfill({ status: 204 });
  });
  return stub;
}
