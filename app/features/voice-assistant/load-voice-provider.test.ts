// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { assistantPanelCopy } from "~/content/assistant-panel.ts";
import { createChatStore, type ReplyFetcher } from "~/features/chat-assistant/chat-store.ts";
import { askInConversation } from "./load-voice-provider.ts";

const client = vi.hoisted(() => ({ askAssistant: vi.fn() }));
vi.mock("~/features/chat-assistant/chat-client", () => client);

beforeEach(() => {
  window.sessionStorage.clear();
  client.askAssistant.mockReset();
});

describe("askInConversation (the browser voice's question)", () => {
  it("asks in the panel's conversation and keeps the id the server returns", async () => {
    const chat = createChatStore(vi.fn<ReplyFetcher>());
    const ask = askInConversation(chat);
    client.askAssistant.mockResolvedValueOnce({
      response: "From 0.03 USD.",
      conversationId: "c1",
      turnId: "t1",
    });
    await expect(ask("SMS to the UAE?")).resolves.toBe("From 0.03 USD.");
    expect(client.askAssistant).toHaveBeenLastCalledWith("SMS to the UAE?", undefined);

    client.askAssistant.mockResolvedValueOnce({
      response: "From 0.04 USD.",
      conversationId: "c1",
      turnId: "t2",
    });
    await ask("And what about Kuwait?");
    expect(client.askAssistant).toHaveBeenLastCalledWith("And what about Kuwait?", "c1");
  });

  it("opens the Send to sales form and says that it is on screen when the reply hands off", async () => {
    const chat = createChatStore(vi.fn<ReplyFetcher>());
    client.askAssistant.mockResolvedValueOnce({
      response: "Our sales team can help.",
      conversationId: "c1",
      turnId: "t1",
      handoff: { email: "ana@acme.io" },
    });
    const words = await askInConversation(chat)("I want a demo, ana@acme.io");
    expect(words).toBe(`Our sales team can help. ${assistantPanelCopy.handoffOnScreen}`);
    expect(chat.getState().handoff).toEqual({ email: "ana@acme.io" });
  });
});
