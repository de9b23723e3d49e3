// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { VoiceProviderFactory } from "./voice-provider.ts";
import { connect, deferred, type FakeCall, setup } from "./voice-session-test-harness.ts";

beforeEach(() => {
  window.sessionStorage.clear();
});

describe("VoiceSession: transitions", () => {
  it("starts idle with no volume", () => {
    const h = setup();
    expect(h.session.getState()).toEqual({ status: "idle", volume: 0 });
  });

  it("stays idle while the microphone check is pending, then connects", async () => {
    const h = setup();
    const check = deferred<string | null>();
    h.checkMicrophone.mockReturnValueOnce(check.promise);
    const provider = deferred<VoiceProviderFactory | null>();
    h.loadProvider.mockReturnValueOnce(provider.promise);
    const started = h.session.start();
    await Promise.resolve();
    expect(h.checkMicrophone).toHaveBeenCalledTimes(1);
    expect(h.status()).toBe("idle");
    expect(h.loadProvider).not.toHaveBeenCalled();
    expect(h.listener).not.toHaveBeenCalled();
    check.resolve(null);
    await vi.waitFor(() => expect(h.status()).toBe("connecting"));
    expect(h.loadProvider).toHaveBeenCalledTimes(1);
    provider.resolve(h.factory);
    await started;
    expect(h.factory).toHaveBeenCalledTimes(1);
    expect(h.call().start).toHaveBeenCalledTimes(1);
    expect(h.status()).toBe("connecting");
  });

  it("connects on the call's listening signal", async () => {
    const h = setup();
    await h.session.start();
    expect(h.status()).toBe("connecting");
    h.call().emit({ type: "listening" });
    expect(h.session.getState()).toEqual({ status: "connected", volume: 0 });
  });

  it("returns to idle on stop and releases the provider", async () => {
    const h = setup();
    await connect(h);
    h.session.stop();
    expect(h.session.getState()).toEqual({ status: "idle", volume: 0 });
    expect(h.call().stop).toHaveBeenCalledTimes(1);
    expect(h.error()).toBeNull();
  });

  it("returns to idle when stopped while connecting", async () => {
    const h = setup();
    await h.session.start();
    h.session.stop();
    expect(h.status()).toBe("idle");
    expect(h.call().stop).toHaveBeenCalledTimes(1);
  });

  it("returns to idle when the call ends on the provider's side", async () => {
    const h = setup();
    await connect(h);
    h.call().emit({ type: "end" });
    expect(h.status()).toBe("idle");
    expect(h.call().stop).toHaveBeenCalledTimes(1);
    expect(h.error()).toBeNull();
  });

  it("stops the provider only once when stopped twice", async () => {
    const h = setup();
    await connect(h);
    h.session.stop();
    h.session.stop();
    expect(h.call().stop).toHaveBeenCalledTimes(1);
    expect(h.status()).toBe("idle");
  });

  it("can start a new call after stopping", async () => {
    const h = setup();
    await connect(h);
    h.session.stop();
    await connect(h);
    expect(h.factory).toHaveBeenCalledTimes(2);
    expect(h.status()).toBe("connected");
  });

  it("toggle starts when idle and stops when connected", async () => {
    const h = setup();
    await h.session.toggle();
    expect(h.status()).toBe("connecting");
    h.call().emit({ type: "listening" });
    await h.session.toggle();
    expect(h.status()).toBe("idle");
    expect(h.call().stop).toHaveBeenCalledTimes(1);
    expect(h.factory).toHaveBeenCalledTimes(1);
  });

  it("toggle while connecting stops", async () => {
    const h = setup();
    await h.session.start();
    await h.session.toggle();
    expect(h.status()).toBe("idle");
    expect(h.call().stop).toHaveBeenCalledTimes(1);
  });
});

describe("VoiceSession: a provider's notice", () => {
  it("shows it in the panel's notice line without ending the call, until the next call starts", async () => {
    const h = setup();
    await connect(h);
    h.call().emit({ type: "notice", message: "No Hindi voice: replies are shown as text." });
    expect(h.chat.getState().notice).toBe("No Hindi voice: replies are shown as text.");
    expect(h.status()).toBe("connected");
    expect(h.error()).toBeNull();
    h.session.stop();
    expect(h.chat.getState().notice).toBe("No Hindi voice: replies are shown as text.");
    await h.session.start();
    expect(h.chat.getState().notice).toBeNull();
  });
});

describe("VoiceSession: a second start is ignored", () => {
  it("while the microphone check is pending", async () => {
    const h = setup();
    const check = deferred<string | null>();
    h.checkMicrophone.mockReturnValueOnce(check.promise);
    const first = h.session.start();
    await h.session.start();
    await h.session.toggle();
    check.resolve(null);
    await first;
    expect(h.checkMicrophone).toHaveBeenCalledTimes(1);
    expect(h.loadProvider).toHaveBeenCalledTimes(1);
    expect(h.factory).toHaveBeenCalledTimes(1);
    expect(h.status()).toBe("connecting");
  });

  it("while the provider is loading or starting", async () => {
    const h = setup();
    const starting = deferred<void>();
    h.factory.mockImplementationOnce((emit) => {
      const call: FakeCall = { emit, start: vi.fn(() => starting.promise), stop: vi.fn() };
      return call;
    });
    const first = h.session.start();
    await vi.waitFor(() => expect(h.factory).toHaveBeenCalledTimes(1));
    await h.session.start();
    starting.resolve();
    await first;
    expect(h.checkMicrophone).toHaveBeenCalledTimes(1);
    expect(h.factory).toHaveBeenCalledTimes(1);
  });

  it("while connecting", async () => {
    const h = setup();
    await h.session.start();
    await h.session.start();
    expect(h.factory).toHaveBeenCalledTimes(1);
    expect(h.checkMicrophone).toHaveBeenCalledTimes(1);
    expect(h.status()).toBe("connecting");
  });

  it("while connected", async () => {
    const h = setup();
    await connect(h);
    await h.session.start();
    expect(h.factory).toHaveBeenCalledTimes(1);
    expect(h.checkMicrophone).toHaveBeenCalledTimes(1);
    expect(h.status()).toBe("connected");
    expect(h.call().stop).not.toHaveBeenCalled();
  });
});
