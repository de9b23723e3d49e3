import { describe, expect, it } from "vitest";
import { sourcePageOf } from "./source-page.ts";

const origin = "https://relaywave.example";

describe("sourcePageOf", () => {
  it("keeps a page of the site in any language, as its path", () => {
    expect(sourcePageOf(`${origin}/contact?x=1`, origin)).toBe("/contact");
    expect(sourcePageOf(`${origin}/ar/services/sms-services/uae`, origin)).toBe(
      "/ar/services/sms-services/uae",
    );
    expect(sourcePageOf(`${origin}/hi`, origin)).toBe("/hi");
  });

  it("drops another origin, an unknown path and a malformed header", () => {
    expect(sourcePageOf("https://elsewhere.example/contact", origin)).toBeNull();
    expect(sourcePageOf(`${origin}/ar/no-such-page`, origin)).toBeNull();
    expect(sourcePageOf("not a url", origin)).toBeNull();
    expect(sourcePageOf(undefined, origin)).toBeNull();
  });
});
