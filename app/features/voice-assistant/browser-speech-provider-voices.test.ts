// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { voiceCopyIn } from "~/content/voice.ts";
import { voiceFor } from "./browser-speech-provider.ts";
import { flush, started, voice } from "./browser-speech-test-harness.ts";

/** The visitor says something and the assistant's reply arrives. */
async function turn(h: Awaited<ReturnType<typeof started>>, reply: string) {
  const heard = { resultIndex: 0, results: [{ isFinal: true, length: 1, 0: { transcript: "Hi" } }] };
  h.recogniser().onresult?.(heard);
  h.asked.at(-1)?.(reply);
  await flush();
}

afterEach(() => {
  document.documentElement.lang = "";
});

describe("voiceFor", () => {
  it("prefers a voice of exactly the speech locale, else any of its language", () => {
    const [enGb, hiIn, arEg, arSa] = [voice("en-GB"), voice("hi-IN"), voice("ar-EG"), voice("ar-SA")];
    expect(voiceFor([enGb, arEg, arSa, hiIn], "ar-SA")).toBe(arSa);
    expect(voiceFor([enGb, arEg, hiIn], "ar-SA")).toBe(arEg);
    expect(voiceFor([enGb, hiIn], "en-US")).toBe(enGb);
  });

  it("reads Android's underscores and any case, and never a language that only starts alike", () => {
    const hindi = voice("HI_in");
    expect(voiceFor([voice("en-US"), hindi], "hi-IN")).toBe(hindi);
    expect(voiceFor([voice("arn-CL")], "ar-SA")).toBeNull();
  });

  it("is null when voices are listed but none of the language, undefined when none are listed", () => {
    expect(voiceFor([voice("en-US"), voice("ar-SA")], "hi-IN")).toBeNull();
    expect(voiceFor([], "hi-IN")).toBeUndefined();
  });
});

describe("createBrowserSpeechProvider: the voice that reads the reply", () => {
  it("speaks with an installed voice of the page's language, exact locale first", async () => {
    document.documentElement.lang = "hi";
    const voices = [voice("en-US"), voice("hi"), voice("hi-IN"), voice("ar-SA")];
    const h = await started({ voices });
    expect(h.recogniser().lang).toBe("hi-IN");
    await turn(h, "भारत में कीमत 0.0032 USD है।");
    expect(h.utterances).toHaveLength(1);
    expect(h.utterances[0]).toMatchObject({ lang: "hi-IN", voice: voices[2] });
  });

  it("reads the list at speak time, so voices that arrive after the start are used", async () => {
    document.documentElement.lang = "ar";
    const h = await started();
    const arabic = voice("ar-SA");
    h.speechSynthesis.getVoices.mockReturnValue([voice("en-US"), arabic]);
    await turn(h, "السعر 0.0340 دولار.");
    expect(h.utterances[0]).toMatchObject({ lang: "ar-SA", voice: arabic });
  });

  it("with no voice of the language, speaks nothing, says why once per call and listens again", async () => {
    document.documentElement.lang = "hi";
    const h = await started({ voices: [voice("en-US"), voice("ar-SA")] });
    const notice = { type: "notice", message: voiceCopyIn("hi").noVoice };
    await turn(h, "पहला जवाब");
    expect(h.speechSynthesis.speak).not.toHaveBeenCalled();
    expect(h.events.at(-2)).toMatchObject({ type: "transcript", role: "assistant", text: "पहला जवाब" });
    expect(h.events.at(-1)).toEqual(notice);
    expect(h.recogniser().start).toHaveBeenCalledTimes(2);

    await turn(h, "दूसरा जवाब");
    expect(h.speechSynthesis.speak).not.toHaveBeenCalled();
    expect(h.events.filter((event) => event.type === "notice")).toHaveLength(1);
    expect(h.recogniser().start).toHaveBeenCalledTimes(3);

    h.provider.stop();
    await h.provider.start();
    h.recogniser().onstart?.();
    await turn(h, "नई कॉल");
    expect(h.events.filter((event) => event.type === "notice")).toHaveLength(2);
  });

  it("with an empty list, speaks as before: utterance.lang set, the engine's voice", async () => {
    document.documentElement.lang = "hi";
    const h = await started({ voices: [] });
    await turn(h, "नमस्ते");
    expect(h.utterances).toHaveLength(1);
    expect(h.utterances[0]).toMatchObject({ text: "नमस्ते", lang: "hi-IN", voice: null });
    expect(h.events.some((event) => event.type === "notice")).toBe(false);
  });
});
