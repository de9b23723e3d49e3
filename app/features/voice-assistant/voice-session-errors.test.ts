// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { voiceCopy } from "~/content/voice.ts";
import type { VoiceProviderFactory } from "./voice-provider.ts";
import { connect, deferred, type FakeCall, setup } from "./voice-session-test-harness.ts";

const { errors } = voiceCopy;

beforeEach(() => {
  window.sessionStorage.clear();
});

describe("VoiceSession: errors", () => {
  it("shows the provider's error message and returns to idle", async () => {
    const h = setup();
    await connect(h);
    h.call().emit({ type: "error", message: "Meeting ended due to ejection" });
    expect(h.status()).toBe("idle");
    expect(h.error()).toBe("Meeting ended due to ejection");
    expect(h.call().stop).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["without a message", undefined],
    ["with a blank message", "   "],
  ])("shows the generic error for an error event %s", async (_what, message) => {
    const h = setup();
    await connect(h);
    h.call().emit({ type: "error", message });
    expect(h.status()).toBe("idle");
    expect(h.error()).toBe(errors.event);
  });

  it("shows the toggle failure when the provider fails to start", async () => {
    const h = setup();
    h.factory.mockImplementationOnce((emit) => {
      const call: FakeCall = { emit, start: vi.fn().mockRejectedValue(new Error("no call")), stop: vi.fn() };
      return call;
    });
    await h.session.toggle();
    expect(h.status()).toBe("idle");
    expect(h.error()).toBe(errors.toggle);
    expect(h.factory.mock.results[0]?.value.stop).toHaveBeenCalledTimes(1);
  });

  it("shows the toggle failure when the factory throws", async () => {
    const h = setup();
    h.factory.mockImplementationOnce(() => {
      throw new Error("bad provider");
    });
    await h.session.start();
    expect(h.status()).toBe("idle");
    expect(h.error()).toBe(errors.toggle);
  });

  it("shows the toggle failure when stopping the provider throws", async () => {
    const h = setup();
    await connect(h);
    h.call().stop.mockImplementation(() => {
      throw new Error("stuck");
    });
    await h.session.toggle();
    expect(h.status()).toBe("idle");
    expect(h.error()).toBe(errors.toggle);
  });

  it("keeps the event's message when the call fails with an error event while starting", async () => {
    const h = setup();
    h.factory.mockImplementationOnce((emit) => {
      const start = vi.fn(async () => {
        emit({ type: "error", message: "Invalid assistant" });
        throw new Error("no call");
      });
      return { emit, start, stop: vi.fn() };
    });
    await h.session.start();
    expect(h.status()).toBe("idle");
    expect(h.error()).toBe("Invalid assistant");
  });

  it.each([
    ["resolves null", () => Promise.resolve(null)],
    ["rejects", () => Promise.reject(new Error("chunk failed"))],
  ])("shows 'not available' when loading the provider %s", async (_what, load) => {
    const h = setup();
    h.loadProvider.mockImplementationOnce(load);
    await h.session.toggle();
    expect(h.status()).toBe("idle");
    expect(h.error()).toBe(errors.unavailable);
    expect(h.factory).not.toHaveBeenCalled();
    expect(h.listener).toHaveBeenCalledTimes(2);
  });

  it("shows the microphone check's message and never loads the provider", async () => {
    const h = setup();
    h.checkMicrophone.mockResolvedValueOnce(errors.denied);
    await h.session.toggle();
    expect(h.status()).toBe("idle");
    expect(h.error()).toBe(errors.denied);
    expect(h.loadProvider).not.toHaveBeenCalled();
    expect(h.factory).not.toHaveBeenCalled();
    expect(h.listener).not.toHaveBeenCalled();
  });

  it("shows the toggle failure when the microphone check itself throws", async () => {
    const h = setup();
    h.checkMicrophone.mockRejectedValueOnce(new Error("broken"));
    await h.session.start();
    expect(h.status()).toBe("idle");
    expect(h.error()).toBe(errors.toggle);
    expect(h.loadProvider).not.toHaveBeenCalled();
  });

  it("clears a previous error as soon as it starts", async () => {
    const h = setup();
    h.chat.setError("Old problem");
    const check = deferred<string | null>();
    h.checkMicrophone.mockReturnValueOnce(check.promise);
    const started = h.session.start();
    expect(h.error()).toBeNull();
    check.resolve(null);
    await started;
    expect(h.error()).toBeNull();
  });

  it("ignores a stop's late leftovers: check, load and start settling after stop", async () => {
    const h = setup();
    const check = deferred<string | null>();
    h.checkMicrophone.mockReturnValueOnce(check.promise);
    const first = h.session.start();
    h.session.stop();
    check.resolve(null);
    await first;
    expect(h.status()).toBe("idle");
    expect(h.loadProvider).not.toHaveBeenCalled();

    const load = deferred<VoiceProviderFactory | null>();
    h.loadProvider.mockReturnValueOnce(load.promise);
    const second = h.session.start();
    await vi.waitFor(() => expect(h.status()).toBe("connecting"));
    h.session.stop();
    load.resolve(null);
    await second;
    expect(h.factory).not.toHaveBeenCalled();
    expect(h.error()).toBeNull();

    h.factory.mockImplementationOnce((emit) => {
      const call: FakeCall = { emit, start: vi.fn(), stop: vi.fn() };
      call.start.mockImplementation(async () => {
        h.session.stop();
        throw new Error("cancelled");
      });
      return call;
    });
    await h.session.start();
    expect(h.status()).toBe("idle");
    expect(h.error()).toBeNull();
  });
});
