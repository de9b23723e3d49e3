// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { assistantPanelCopy } from "~/content/assistant-panel.ts";
import { spokenWordsIn } from "~/content/assistant-speech.ts";
import { createChatStore, type ReplyFetcher } from "~/features/chat-assistant/chat-store.ts";
import type { BrowserSpeechDeps } from "./browser-speech-provider.ts";
import { askInConversation, loadVoiceProvider } from "./load-voice-provider.ts";

const client = vi.hoisted(() => ({ askAssistant: vi.fn() }));
vi.mock("~/features/chat-assistant/chat-client", () => client);
// The browser provider hands back what it was given, so the words it would speak can be read.
vi.mock("./browser-speech-provider.ts", () => ({
  browserSpeechAvailable: () => true,
  createBrowserSpeechProvider: (deps: BrowserSpeechDeps) => deps,
}));

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

describe("loadVoiceProvider (the browser's speech)", () => {
  it("says replies in the words of the page's language", async () => {
    const factory = await loadVoiceProvider(createChatStore(vi.fn<ReplyFetcher>()));
    const deps = factory?.(vi.fn()) as unknown as BrowserSpeechDeps;
    const reply = "[भारत](/hi/services/sms-services/india) में $0.0032 प्रति SMS।";
    document.documentElement.lang = "hi";
    expect(deps.toSpeech(reply)).toBe(
      `भारत में ${spokenWordsIn("hi").cents("0.32")} प्रति SMS। ${spokenWordsIn("hi").onScreen}`,
    );
    document.documentElement.lang = "en";
    expect(deps.toSpeech("From $0.0032.")).toBe("From 0.32 US cents.");
  });
});
