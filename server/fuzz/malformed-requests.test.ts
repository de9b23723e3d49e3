import { describe, expect, it } from "vitest";
import { FUNCTION_PATHS, METHODS, ODD_PATHS, UNKNOWN_PATHS } from "./fuzz-values";
import { type FuzzTarget, malformedRequests } from "./malformed-requests";

const target: FuzzTarget = {
  port: 3999,
  adminToken: "admin-token-0123456789",
  voiceSecret: "voice-0123456789",
};
const pathOf = (path: string) => path.split("?")[0] as string;

describe("malformedRequests", () => {
  it("is deterministic: the same seed yields the same requests, another seed others", () => {
    const fingerprint = (seed: number) =>
      malformedRequests(seed, 300, target).map((r) => [r.label, r.headers, r.body?.toString("base64")]);
    expect(fingerprint(42)).toEqual(fingerprint(42));
    expect(fingerprint(43)).not.toEqual(fingerprint(42));
  });

  // The seeds and sizes functions-fuzz.test.ts uses: what it claims to cover, it covers.
  const requests = [72_026, 72_027, 72_028, 72_029].flatMap((seed, round) =>
    malformedRequests(seed, round === 0 ? 800 : 1200, target),
  );

  it("sends every method to every function", () => {
    const pairs = new Set(requests.map((r) => `${r.method} ${pathOf(r.path)}`));
    for (const path of FUNCTION_PATHS)
      for (const method of METHODS) expect(pairs).toContain(`${method} ${path}`);
  });

  it("includes unknown and oddly encoded paths, raw protocol abuse, and every body fault", () => {
    const paths = new Set(requests.map((r) => pathOf(r.path)));
    expect(UNKNOWN_PATHS.filter((path) => paths.has(path)).length).toBeGreaterThan(UNKNOWN_PATHS.length / 2);
    expect(ODD_PATHS.filter((path) => paths.has(path)).length).toBeGreaterThan(ODD_PATHS.length / 2);
    expect(requests.filter((r) => r.raw).length).toBeGreaterThan(50);
    const labels = requests.map((r) => r.label).join("\n");
    const kinds = ["broken-json", "wrong-type", "wrong-field", "extra-fields", "pollution", "deep"];
    kinds.push("huge-string", "unicode", "invalid-utf8", "oversized");
    for (const kind of kinds) expect(labels).toContain(` body:${kind}`);
    expect(labels).toContain(" content-type:");
    expect(labels).toContain(" headers:");
    expect(labels).toContain(" preflight");
    expect(labels).toMatch(/abort:mid-body/);
    expect(labels).toMatch(/abort:mid-response/);
  });

  it("sends bodies of 2 MiB and more, with a Content-Length and chunked, to each function that reads one", () => {
    const huge = requests.filter((r) => (r.body?.byteLength ?? 0) >= 2 * 1024 * 1024);
    expect(new Set(huge.map((r) => r.path)).size).toBe(3);
    expect(huge.some((r) => r.chunked)).toBe(true);
    expect(huge.some((r) => !r.chunked)).toBe(true);
    expect(huge.every((r) => r.expectTooLarge)).toBe(true);
    // Over keep-alive the 413 must arrive; only a Connection: close may lose it to a reset.
    expect(huge.filter((r) => !r.mayReset).length).toBeGreaterThan(10);
    expect(huge.every((r) => r.mayReset === r.headers.some(([name]) => name === "connection"))).toBe(true);
  });
});
