import { describe, expect, it } from "vitest";
import { speechChunks } from "./speakable.ts";

describe("speechChunks", () => {
  it("splits by sentence and joins back to the text", () => {
    const text = "Relaywave sends SMS. It costs 0.5 cents? Yes! Ask us.";
    const chunks = speechChunks(text);
    expect(chunks).toEqual(["Relaywave sends SMS. ", "It costs 0.5 cents? ", "Yes! ", "Ask us."]);
    expect(chunks.join("")).toBe(text);
  });

  it("splits a long sentence into runs of a few words", () => {
    const text = "one two three four five six seven eight nine ten eleven.";
    const chunks = speechChunks(text, 4);
    expect(chunks).toEqual(["one two three four ", "five six seven eight ", "nine ten eleven."]);
  });

  it("gives nothing for empty text", () => {
    expect(speechChunks("")).toEqual([]);
  });
});
