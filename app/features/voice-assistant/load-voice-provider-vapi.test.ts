// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createChatStore, type ReplyFetcher } from "~/features/chat-assistant/chat-store.ts";
import { loadVoiceProvider } from "./load-voice-provider.ts";

const env = vi.hoisted(() => ({
  publicEnv: {
    vapiPublicKey: "public-key" as string | null,
    vapiAssistantIds: { en: "asst-en", ar: "asst-ar", hi: null } as Record<string, string | null>,
  },
}));
vi.mock("~/lib/public-env", () => env);
const vapi = vi.hoisted(() => ({ loadVapiProvider: vi.fn(async () => () => ({})) }));
vi.mock("./vapi-provider", () => vapi);

afterEach(() => {
  document.documentElement.lang = "";
  vapi.loadVapiProvider.mockClear();
});

const load = () => loadVoiceProvider(createChatStore(vi.fn<ReplyFetcher>()));

describe("loadVoiceProvider with Vapi configured", () => {
  it.each([
    ["en", "asst-en"],
    ["ar", "asst-ar"],
    ["hi", "asst-en"],
  ])("calls the assistant for the page's language (<html lang=%s>)", async (lang, id) => {
    document.documentElement.lang = lang;
    await load();
    expect(vapi.loadVapiProvider).toHaveBeenCalledWith("public-key", id);
  });
});
