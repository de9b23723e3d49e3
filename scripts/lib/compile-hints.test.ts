import { describe, expect, it } from "vitest";
import { compileHint, withCompileHint } from "./compile-hints.ts";

describe("withCompileHint", () => {
  it("puts V8's magic comment on the first line, where V8 looks for it", () => {
    const hinted = withCompileHint('import{a as e}from"./framework.js";e();');
    expect(hinted.split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    expect(hinted.endsWith('import{a as e}from"./framework.js";e();')).toBe(true);
  });

  it("adds it once, so a second post-build pass leaves the module unchanged", () => {
    const once = withCompileHint("export const x = 1;");
    expect(withCompileHint(once)).toBe(once);
    expect(once.split(compileHint)).toHaveLength(2);
  });
});
