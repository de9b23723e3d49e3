import { afterEach, describe, expect, it, vi } from "vitest";
import { voiceCopy } from "~/content/voice.ts";
import { checkMicrophone, microphoneErrorMessage } from "./microphone-check.ts";

const { errors } = voiceCopy;

type GetUserMedia = MediaDevices["getUserMedia"];

/** A stream whose tracks record being stopped. */
function fakeStream(trackCount: number) {
  const tracks = Array.from({ length: trackCount }, () => ({ stop: vi.fn() }));
  const stream = { getTracks: () => tracks } as unknown as MediaStream;
  return { stream, tracks };
}

const failingWith = (name: string) => ({
  getUserMedia: vi.fn<GetUserMedia>().mockRejectedValue(Object.assign(new Error(name), { name })),
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("microphoneErrorMessage", () => {
  it.each([
    ["NotAllowedError", errors.denied],
    ["SecurityError", errors.denied],
    ["PermissionDeniedError", errors.denied],
    ["NotFoundError", errors.notFound],
    ["OverconstrainedError", errors.notFound],
    ["DevicesNotFoundError", errors.notFound],
    ["NotReadableError", errors.inUse],
    ["TrackStartError", errors.inUse],
    ["AbortError", errors.other],
    ["TypeError", errors.other],
  ])("maps %s to its message", (name, message) => {
    expect(microphoneErrorMessage({ name })).toBe(message);
    expect(microphoneErrorMessage(new DOMException("failed", name))).toBe(message);
  });

  it.each([
    ["null", null],
    ["undefined", undefined],
    ["a string", "NotAllowedError"],
    ["an object without a name", {}],
    ["a non-string name", { name: 42 }],
  ])("uses the generic message for %s", (_what, error) => {
    expect(microphoneErrorMessage(error)).toBe(errors.other);
  });
});

describe("checkMicrophone", () => {
  it.each([
    ["NotAllowedError", errors.denied],
    ["SecurityError", errors.denied],
    ["PermissionDeniedError", errors.denied],
    ["NotFoundError", errors.notFound],
    ["OverconstrainedError", errors.notFound],
    ["DevicesNotFoundError", errors.notFound],
    ["NotReadableError", errors.inUse],
    ["TrackStartError", errors.inUse],
    ["SomethingElseError", errors.other],
  ])("resolves with the message for getUserMedia failing with %s", async (name, message) => {
    const devices = failingWith(name);
    await expect(checkMicrophone(devices)).resolves.toBe(message);
    expect(devices.getUserMedia).toHaveBeenCalledWith({ audio: true });
  });

  it("resolves with the generic message when getUserMedia rejects with a non-error", async () => {
    const devices = { getUserMedia: vi.fn<GetUserMedia>().mockRejectedValue("nope") };
    await expect(checkMicrophone(devices)).resolves.toBe(errors.other);
  });

  it("resolves with the generic message when getUserMedia throws synchronously", async () => {
    const devices = {
      getUserMedia: vi.fn<GetUserMedia>(() => {
        throw new DOMException("blocked", "NotAllowedError");
      }),
    };
    await expect(checkMicrophone(devices)).resolves.toBe(errors.denied);
  });

  it("reports unsupported when getUserMedia is missing", async () => {
    const devices = {} as Pick<MediaDevices, "getUserMedia">;
    await expect(checkMicrophone(devices)).resolves.toBe(errors.unsupported);
  });

  it("reports unsupported when getUserMedia is not a function", async () => {
    const devices = { getUserMedia: "yes" } as unknown as Pick<MediaDevices, "getUserMedia">;
    await expect(checkMicrophone(devices)).resolves.toBe(errors.unsupported);
  });

  it("reports unsupported when the navigator has no mediaDevices", async () => {
    vi.stubGlobal("navigator", {});
    await expect(checkMicrophone()).resolves.toBe(errors.unsupported);
  });

  it("reports unsupported when there is no navigator at all", async () => {
    vi.stubGlobal("navigator", undefined);
    await expect(checkMicrophone()).resolves.toBe(errors.unsupported);
  });

  it("resolves null and stops every track of the test stream", async () => {
    const { stream, tracks } = fakeStream(3);
    const devices = { getUserMedia: vi.fn<GetUserMedia>().mockResolvedValue(stream) };
    await expect(checkMicrophone(devices)).resolves.toBeNull();
    expect(devices.getUserMedia).toHaveBeenCalledTimes(1);
    expect(devices.getUserMedia).toHaveBeenCalledWith({ audio: true });
    for (const track of tracks) expect(track.stop).toHaveBeenCalledTimes(1);
  });

  it("resolves null for a stream without tracks", async () => {
    const { stream } = fakeStream(0);
    const devices = { getUserMedia: vi.fn<GetUserMedia>().mockResolvedValue(stream) };
    await expect(checkMicrophone(devices)).resolves.toBeNull();
  });

  it("uses navigator.mediaDevices by default", async () => {
    const { stream, tracks } = fakeStream(1);
    const getUserMedia = vi.fn<GetUserMedia>().mockResolvedValue(stream);
    vi.stubGlobal("navigator", { mediaDevices: { getUserMedia } });
    await expect(checkMicrophone()).resolves.toBeNull();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(tracks[0]?.stop).toHaveBeenCalledTimes(1);
  });
});
