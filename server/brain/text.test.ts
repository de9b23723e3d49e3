import { describe, expect, it } from "vitest";
import { allTokens, contentTokens, editDistance, isStopWord, normalize, sentences, stem } from "./text.ts";

describe("normalize", () => {
  it("lower-cases, drops accents and collapses spaces", () => {
    expect(normalize("  Café   Ñandú\tSão Paulo \n")).toBe("cafe nandu sao paulo");
    expect(normalize("WHATSAPP Business")).toBe("whatsapp business");
  });

  it("turns curly and back quotes into straight apostrophes and drops double quotes", () => {
    expect(normalize("What’s ‘that’ `x`")).toBe("what's 'that' 'x'");
    expect(normalize("“quoted” words")).toBe("quoted words");
  });

  it("replaces punctuation with spaces but keeps + / - and digits", () => {
    expect(normalize("Hello, world!!! How?")).toBe("hello world how");
    expect(normalize("24/7 support on +971 e-mail (UAE) #1 @ 50%")).toBe(
      "24/7 support on +971 e-mail uae 1 50",
    );
  });

  it("gives the same text for the same question in other case, punctuation and spacing", () => {
    const forms = ["What does WhatsApp cost?", "  what does whatsapp cost  ", "WHAT DOES WHATSAPP COST?!"];
    expect(new Set(forms.map(normalize))).toEqual(new Set(["what does whatsapp cost"]));
  });

  it("is empty for text without letters or digits", () => {
    expect(normalize("?!... 👋 ")).toBe("");
    expect(normalize("")).toBe("");
  });
});

describe("stem", () => {
  it("makes messages, messaging, message and messaged meet", () => {
    const stems = new Set(["messages", "messaging", "message", "messaged"].map(stem));
    expect(stems.size).toBe(1);
  });

  it("makes charge, charges, charged and charging meet", () => {
    expect(new Set(["charge", "charges", "charged", "charging"].map(stem)).size).toBe(1);
  });

  it.each(["business", "us", "sms", "status", "class", "bus", "is"])("leaves %s unchanged", (word) => {
    expect(stem(word)).toBe(word);
  });

  it("handles -ies, -ches, -xes and possessives", () => {
    expect(stem("companies")).toBe("company");
    expect(stem("watches")).toBe("watch");
    expect(stem("boxes")).toBe("box");
    expect(stem("what's")).toBe("what");
    expect(stem("notifications")).toBe(stem("notification"));
  });

  it("keeps short words whole", () => {
    expect(stem("ivr")).toBe("ivr");
    expect(stem("rcs")).toBe("rcs");
  });
});

describe("contentTokens and allTokens", () => {
  it("drops stop words and stems the rest", () => {
    expect(contentTokens("What is the price of SMS in India, please?")).toEqual([
      stem("price"),
      "sms",
      "india",
    ]);
    expect(contentTokens("Hi! Thanks, I want to know about WhatsApp")).toEqual(["whatsapp"]);
  });

  it("splits on slashes and trims + and - around tokens", () => {
    expect(contentTokens("24/7 support - for +971 numbers")).toEqual(["24", "7", "support", "971", "number"]);
  });

  it("is empty for a question of stop words only", () => {
    expect(contentTokens("What is it that you would like?")).toEqual([]);
  });

  it("keeps stop words in allTokens, for phrase matching", () => {
    expect(allTokens("What is the price of SMS?")).toEqual(["what", "is", "the", stem("price"), "of", "sms"]);
    for (const word of ["what", "is", "the", "of"]) expect(isStopWord(word)).toBe(true);
    expect(isStopWord("sms")).toBe(false);
  });
});

describe("editDistance", () => {
  it("is 0 for equal words and counts plain edits", () => {
    expect(editDistance("same", "same")).toBe(0);
    expect(editDistance("", "ab")).toBe(2);
    expect(editDistance("whatsap", "whatsapp")).toBe(1);
    expect(editDistance("kitten", "sitting", 3)).toBe(3);
  });

  it("counts a swap of neighbouring letters as one edit", () => {
    expect(editDistance("kuwait", "kuwiat")).toBe(1);
    expect(editDistance("bahrain", "bahrian")).toBe(1);
    expect(editDistance("ab", "ba", 5)).toBe(1);
  });

  it("gives up with max + 1 once the distance exceeds max", () => {
    expect(editDistance("abcdef", "uvwxyz", 2)).toBe(3);
    expect(editDistance("kitten", "sitting", 2)).toBe(3);
    expect(editDistance("ab", "ba", 0)).toBe(1);
  });

  it("returns max + 1 at once when the lengths differ by more than max", () => {
    expect(editDistance("a", "abcdef", 2)).toBe(3);
    expect(editDistance("sms", "smsmsmsms", 1)).toBe(2);
  });

  it("is symmetric", () => {
    for (const [a, b] of [
      ["chatbott", "chatbot"],
      ["kuwiat", "kuwait"],
      ["voise", "voice"],
    ] as const) {
      expect(editDistance(a, b)).toBe(editDistance(b, a));
    }
  });
});

describe("sentences", () => {
  it("splits after . ? ! before a capital, a digit or an opening quote or parenthesis", () => {
    expect(sentences('Hello there. How are you? Fine! 2 operators. "Quoted" (aside).')).toEqual([
      "Hello there.",
      "How are you?",
      "Fine!",
      "2 operators.",
      '"Quoted" (aside).',
    ]);
  });

  it("does not split inside a price or before a lower-case word", () => {
    expect(sentences("It costs $0.0032 per SMS. Prices vary, e.g. by country.")).toEqual([
      "It costs $0.0032 per SMS.",
      "Prices vary, e.g. by country.",
    ]);
  });

  it("trims and drops empty pieces", () => {
    expect(sentences("   ")).toEqual([]);
    expect(sentences("  One sentence without end  ")).toEqual(["One sentence without end"]);
  });
});
