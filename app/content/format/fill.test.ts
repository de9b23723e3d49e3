import { describe, expect, it } from "vitest";
import { fill, fillAll, placeholdersOf } from "./fill.ts";

describe("fill", () => {
  it("replaces every placeholder with its value", () => {
    expect(
      fill("Write to {salesEmail} within {replyTime}.", { salesEmail: "a@b.example", replyTime: "one day" }),
    ).toBe("Write to a@b.example within one day.");
  });

  it("throws on a placeholder without a value, naming it, so a typo cannot ship", () => {
    expect(() => fill("Write to {salesEmial}.", { salesEmail: "a@b.example" })).toThrow(/\{salesEmial\}/);
  });

  it("leaves the placeholders it is told to keep for later", () => {
    expect(fill("Thank you, {name}, from {companyName}.", { companyName: "Relaywave" }, ["name"])).toBe(
      "Thank you, {name}, from Relaywave.",
    );
  });

  it("treats only {camelCase} names as placeholders: other braces are text", () => {
    const hint = 'Characters {, }, [ and ] count twice; JSON looks like {"to": 1}.';
    expect(fill(hint, {})).toBe(hint);
    expect(placeholdersOf("{a} and {bC} but not {Upper} or { spaced }")).toEqual(["a", "bC"]);
  });

  it("never reads placeholders inside the values it inserts", () => {
    expect(fill("Hello {name}", { name: "{salesEmail}" })).toBe("Hello {salesEmail}");
  });
});

describe("fillAll", () => {
  it("fills every string of a tree and keeps its shape", () => {
    const texts = { title: "{companyName}", items: [{ body: "Since {foundedYear}" }], count: 3 };
    expect(fillAll(texts, { companyName: "Relaywave", foundedYear: "2016" })).toEqual({
      title: "Relaywave",
      items: [{ body: "Since 2016" }],
      count: 3,
    });
  });
});
