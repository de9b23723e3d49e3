import { describe, expect, it } from "vitest";
import { edgeHandler } from "../../supabase/functions/_shared/edge-app.ts";
import { edgeConfig } from "../../supabase/functions/_shared/edge-config.ts";
import { allowConsoleError } from "../../tests/setup/vitest-setup.ts";

describe("the Edge Functions' configuration", () => {
  it("takes the platform's SUPABASE_DB_URL, and DATABASE_URL over it", () => {
    const platform = "postgresql://postgres:pw@db.project.supabase.co:5432/postgres";
    expect(edgeConfig({ SUPABASE_DB_URL: platform }).databaseUrl).toBe(platform);
    const own = "postgres://relaywave@db.internal:5432/relaywave";
    expect(edgeConfig({ SUPABASE_DB_URL: platform, DATABASE_URL: own }).databaseUrl).toBe(own);
  });

  it("trusts the gateway's X-Forwarded-For unless told not to, and keeps files under /tmp", () => {
    const url = "postgres://localhost/db";
    expect(edgeConfig({ DATABASE_URL: url })).toMatchObject({ trustProxy: true, dataDir: "/tmp/relaywave" });
    expect(edgeConfig({ DATABASE_URL: url, TRUST_PROXY: "false" }).trustProxy).toBe(false);
  });

  it("reads the rest through loadConfig, with its checks", () => {
    const url = "postgres://localhost/db";
    expect(edgeConfig({ DATABASE_URL: url, CHAT_RATE_LIMIT_PER_MINUTE: "7" }).chatRateLimitPerMinute).toBe(7);
    expect(() => edgeConfig({ DATABASE_URL: url, SITE_ORIGIN: "not a url" })).toThrow(/SITE_ORIGIN/);
  });

  it("answers 503 with a sentence, not a stack trace, when there is no database", async () => {
    const logged = allowConsoleError();
    const response = await edgeHandler(() => ({}))(new Request("http://127.0.0.1/chat", { method: "POST" }));
    expect(response.status).toBe(503);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/SUPABASE_DB_URL or DATABASE_URL/));
    expect(await response.json()).toEqual({
      error: "This service is not configured yet. Please try again later.",
    });
  });
});
