import { describe, expect, it } from "vitest";
import { formattedOnce, rememberFormatted } from "./formatted-once.ts";

describe("texts formatted once", () => {
  it("formats a key the first time and reuses the text after", () => {
    let calls = 0;
    const format = () => `text ${++calls}`;
    expect(formattedOnce("test|first", format)).toBe("text 1");
    expect(formattedOnce("test|first", format)).toBe("text 1");
    expect(calls).toBe(1);
  });

  it("answers with the text the server sent, without formatting", () => {
    rememberFormatted({ "test|sent": "from the server" });
    expect(formattedOnce("test|sent", () => "formatted here")).toBe("from the server");
  });

  it("does not let a later text replace one already known", () => {
    formattedOnce("test|known", () => "first");
    rememberFormatted({ "test|known": "second" });
    expect(formattedOnce("test|known", () => "third")).toBe("first");
  });
});
