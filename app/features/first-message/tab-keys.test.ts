import { describe, expect, it } from "vitest";
import { tabAfterKey } from "./tab-keys.ts";

describe("tabAfterKey", () => {
  it.each([
    ["ArrowRight", 0, 1],
    ["ArrowRight", 2, 0],
    ["ArrowLeft", 1, 0],
    ["ArrowLeft", 0, 2],
    ["Home", 2, 0],
    ["End", 0, 2],
  ])("%s from tab %i goes to tab %i of three", (key, from, to) => {
    expect(tabAfterKey(key, from, 3)).toBe(to);
  });

  it("leaves other keys (Tab, Enter, letters) to the browser", () => {
    for (const key of ["Tab", "Enter", " ", "ArrowDown", "a"]) expect(tabAfterKey(key, 1, 3)).toBeUndefined();
  });
});
