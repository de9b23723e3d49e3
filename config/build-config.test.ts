import { describe, expect, it } from "vitest";
import { readBuildConfig } from "./build-config.ts";

describe("readBuildConfig", () => {
  it("defaults to the local origin when SITE_ORIGIN is unset or empty", () => {
    expect(readBuildConfig({})).toEqual({ siteOrigin: "http://127.0.0.1:3000" });
    expect(readBuildConfig({ SITE_ORIGIN: "" })).toEqual({ siteOrigin: "http://127.0.0.1:3000" });
  });

  it.each(["https://relaywave.example", "http://localhost:8080", "https://www.relaywave.example"])(
    "accepts %s",
    (origin) => {
      expect(readBuildConfig({ SITE_ORIGIN: origin })).toEqual({ siteOrigin: origin });
    },
  );

  it.each([
    "https://relaywave.example/",
    "https://relaywave.example/site",
    "https://relaywave.example?x=1",
    "ftp://relaywave.example",
    "relaywave.example",
    "https://RelayWave.example",
  ])("rejects %s with a sentence naming SITE_ORIGIN", (origin) => {
    expect(() => readBuildConfig({ SITE_ORIGIN: origin })).toThrow(
      /^Invalid SITE_ORIGIN: must be an http\(s\) origin/,
    );
  });
});
