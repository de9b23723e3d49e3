import { describe, expect, it } from "vitest";
import { fingerprint, sentenceOn } from "./repeated-reply.ts";

describe("an answer asked again", () => {
  it("finds the sentence of the last answer that shares two or more of the new question's words", () => {
    const last =
      "You can send SMS with our REST API, or connect over SMPP. Webhooks send delivery reports back to your systems.";
    expect(sentenceOn(last, "how do I get the delivery reports back?")).toBe(
      "Webhooks send delivery reports back to your systems.",
    );
    expect(sentenceOn(last, "and what about pricing?")).toBeUndefined();
  });
});

describe("fingerprint", () => {
  it("tells two texts apart and gives one text the same print", () => {
    expect(fingerprint("Yes.")).toBe(fingerprint("Yes."));
    expect(fingerprint("Yes.")).not.toBe(fingerprint("No."));
  });
});
