import { describe, expect, it } from "vitest";
import { errorLogLine } from "./error-log.ts";

describe("errorLogLine", () => {
  it("keeps the error's name, message and stack frames", () => {
    const line = errorLogLine(new TypeError("Cannot read properties of undefined"));
    expect(line.split("\n")[0]).toBe("TypeError: Cannot read properties of undefined");
    expect(line).toMatch(/\n\s+at /);
  });

  it("never logs a failed query's parameters, and names the database code and constraint", () => {
    const cause = Object.assign(new Error('null value in column "name" violates not-null constraint'), {
      code: "23502",
      detail: "Failing row contains (Amina Rahman, amina@example.com).",
    });
    const error = new Error(
      'Failed query: insert into "leads" ("name", "email") values ($1, $2)\nparams: Amina Rahman,amina@example.com',
      { cause },
    );
    const line = errorLogLine(error);
    expect(line).not.toContain("Amina");
    expect(line).not.toContain("amina@example.com");
    expect(line).toContain("params: [redacted]");
    expect(line).toContain(
      'Caused by Error: null value in column "name" violates not-null constraint [code 23502]',
    );
  });

  it("describes a thrown non-error by its type only", () => {
    expect(errorLogLine({ email: "someone@example.com" })).toBe("A non-error value was thrown (object).");
  });
});
