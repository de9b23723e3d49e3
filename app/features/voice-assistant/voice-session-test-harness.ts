/**
 * The voice session under test: the real chat store, a fake provider factory
 * that records each call, and the microphone check and loader as spies.
 */
import { vi } from "vitest";
import { createChatStore, type ReplyFetcher } from "~/features/chat-assistant/chat-store.ts";
import type { VoiceEvent, VoiceProvider, VoiceProviderFactory } from "./voice-provider.ts";
import { VoiceSession, type VoiceSessionDeps } from "./voice-session.ts";

export interface FakeCall {
  emit: (event: VoiceEvent) => void;
  start: ReturnType<typeof vi.fn<VoiceProvider["start"]>>;
  stop: ReturnType<typeof vi.fn<VoiceProvider["stop"]>>;
}

export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A session over the real chat store, with a fake provider factory that records each call. */
export function setup() {
  const chat = createChatStore(vi.fn<ReplyFetcher>());
  const calls: FakeCall[] = [];
  const factory = vi.fn<VoiceProviderFactory>((emit) => {
    const call: FakeCall = { emit, start: vi.fn(async () => {}), stop: vi.fn() };
    calls.push(call);
    return call;
  });
  const checkMicrophone = vi.fn<VoiceSessionDeps["checkMicrophone"]>(async () => null);
  const loadProvider = vi.fn<VoiceSessionDeps["loadProvider"]>(async () => factory);
  const session = new VoiceSession({ chat, checkMicrophone, loadProvider });
  const listener = vi.fn();
  session.subscribe(listener);
  const call = (index = calls.length - 1): FakeCall => {
    const found = calls[index];
    if (!found) throw new Error(`No call ${index}`);
    return found;
  };
  return {
    chat,
    session,
    factory,
    checkMicrophone,
    loadProvider,
    listener,
    call,
    status: () => session.getState().status,
    error: () => chat.getState().error,
  };
}

/** Starts and lets the provider report listening. */
export async function connect(h: ReturnType<typeof setup>) {
  await h.session.start();
  h.call().emit({ type: "listening" });
}
