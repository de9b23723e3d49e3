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

  it("ends a sentence after a closing quote or bracket, and keeps every space", () => {
    const text = ' Say "yes."  Then (ask!) \tthe team.';
    const chunks = speechChunks(text);
    expect(chunks).toEqual([' Say "yes."  ', "Then (ask!) \t", "the team."]);
    expect(chunks.join("")).toBe(text);
    const tabs = `${"\t".repeat(200_000)}\t\u0000`;
    expect(speechChunks(tabs)).toEqual([tabs]);
  });

  it("gives nothing for empty text", () => {
    expect(speechChunks("")).toEqual([]);
  });
});
