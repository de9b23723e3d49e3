import { describe, expect, it } from "vitest";
import { buildFingerprint, PUBLIC_ENV_NAMES, sameFingerprint } from "./build-fingerprint.ts";

const base = {
  SITE_ORIGIN: "https://relaywave.example",
  VITE_SUPABASE_URL: "https://abc.supabase.co",
  VITE_SUPABASE_ANON_KEY: "anon",
};

describe("buildFingerprint", () => {
  it("records the site origin and every public variable", () => {
    expect(buildFingerprint(base)).toEqual({
      siteOrigin: "https://relaywave.example",
      publicEnv: {
        VITE_SUPABASE_URL: "https://abc.supabase.co",
        VITE_SUPABASE_ANON_KEY: "anon",
        VITE_VAPI_PUBLIC_KEY: "",
        VITE_VAPI_ASSISTANT_ID: "",
        VITE_VAPI_ASSISTANT_ID_AR: "",
        VITE_VAPI_ASSISTANT_ID_HI: "",
      },
    });
  });

  it("is the same for equal environments and ignores unrelated variables", () => {
    expect(sameFingerprint(buildFingerprint(base), buildFingerprint({ ...base }))).toBe(true);
    expect(
      sameFingerprint(buildFingerprint(base), buildFingerprint({ ...base, PATH: "/bin", PORT: "4000" })),
    ).toBe(true);
  });

  it("treats unset, empty and blank public variables alike", () => {
    expect(sameFingerprint(buildFingerprint({}), buildFingerprint({ VITE_VAPI_PUBLIC_KEY: "  " }))).toBe(
      true,
    );
  });

  it.each(PUBLIC_ENV_NAMES)("changes when %s changes", (name) => {
    const changed = buildFingerprint({ ...base, [name]: "something-else" });
    expect(sameFingerprint(buildFingerprint(base), changed)).toBe(false);
  });

  it("changes when SITE_ORIGIN changes", () => {
    const changed = buildFingerprint({ ...base, SITE_ORIGIN: "https://www.relaywave.example" });
    expect(sameFingerprint(buildFingerprint(base), changed)).toBe(false);
  });

  it("changes when SITE_ORIGIN goes back to the default", () => {
    const { SITE_ORIGIN: _omitted, ...withoutOrigin } = base;
    expect(sameFingerprint(buildFingerprint(base), buildFingerprint(withoutOrigin))).toBe(false);
  });

  it("rejects an invalid SITE_ORIGIN", () => {
    expect(() => buildFingerprint({ SITE_ORIGIN: "https://relaywave.example/" })).toThrow(/SITE_ORIGIN/);
  });
});
