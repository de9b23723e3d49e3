import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env.ts";

function configError(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe("loadConfig", () => {
  it("uses the embedded defaults for an empty environment", () => {
    const config = loadConfig({}, "/srv/relaywave");
    expect(config).toEqual({
      port: 3000,
      host: "127.0.0.1",
      dataDir: "/srv/relaywave/data",
      databaseUrl: null,
      redisUrl: null,
      llm: null,
      vapi: null,
      supabase: null,
      chatRateLimitPerMinute: 20,
      contactRateLimitPerHour: 5,
      conversationsPerIpPerDay: 200,
      adminToken: null,
      authSecret: null,
      siteOrigin: "http://127.0.0.1:3000",
      corsAllowedOrigins: [],
      maxConnections: 1000,
      voiceLlmSecret: null,
      trustProxy: false,
      conversationRetentionDays: 90,
      notify: { email: null, webhook: null },
      leadRetentionMonths: 24,
    });
  });

  it("reads the lead notification channels, each off while its URL is unset", () => {
    const config = loadConfig({
      SMTP_URL: "smtp://user:pass@mail.example.com:587",
      LEAD_NOTIFY_TO: "sales@example.com, Ops <ops@example.com>",
      LEAD_NOTIFY_FROM: "Relaywave <leads@example.com>",
      LEAD_WEBHOOK_URL: "https://hooks.example.com/leads",
      LEAD_WEBHOOK_SECRET: "a-secret-of-16-chars",
    });
    expect(config.notify).toEqual({
      email: {
        smtpUrl: "smtp://user:pass@mail.example.com:587",
        to: ["sales@example.com", "Ops <ops@example.com>"],
        from: "Relaywave <leads@example.com>",
      },
      webhook: { url: "https://hooks.example.com/leads", secret: "a-secret-of-16-chars" },
    });
    expect(loadConfig({ LEAD_WEBHOOK_URL: "http://127.0.0.1:9/x" }).notify).toEqual({
      email: null,
      webhook: { url: "http://127.0.0.1:9/x", secret: null },
    });
  });

  it("refuses malformed or incomplete notification settings with a sentence that names the variable", () => {
    const mail = { LEAD_NOTIFY_TO: "sales@example.com", LEAD_NOTIFY_FROM: "leads@example.com" };
    expect(configError({ ...mail, SMTP_URL: "http://mail.example.com" }).message).toBe(
      "Invalid SMTP_URL: must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587.",
    );
    expect(loadConfig({ ...mail, SMTP_URL: "smtps://mail.example.com:465" }).notify.email?.smtpUrl).toBe(
      "smtps://mail.example.com:465",
    );
    expect(configError({ SMTP_URL: "smtp://mail.example.com" }).message).toBe(
      "LEAD_NOTIFY_TO and LEAD_NOTIFY_FROM must also be set to use lead e-mails.",
    );
    expect(configError(mail).message).toBe("SMTP_URL must also be set to use lead e-mails.");
    expect(
      configError({ ...mail, SMTP_URL: "smtp://h", LEAD_NOTIFY_TO: "sales@, b@example.com" }).message,
    ).toMatch(/^Invalid LEAD_NOTIFY_TO: must be e-mail addresses/);
    expect(configError({ ...mail, SMTP_URL: "smtp://h", LEAD_NOTIFY_FROM: "Leads <nope>" }).message).toMatch(
      /^Invalid LEAD_NOTIFY_FROM: must be an e-mail address/,
    );
    expect(configError({ LEAD_WEBHOOK_URL: "ftp://example.com" }).message).toMatch(
      /^Invalid LEAD_WEBHOOK_URL/,
    );
    expect(configError({ LEAD_WEBHOOK_SECRET: "a-secret-of-16-chars" }).message).toBe(
      "LEAD_WEBHOOK_URL must also be set to use LEAD_WEBHOOK_SECRET.",
    );
    expect(
      configError({ LEAD_WEBHOOK_URL: "https://h.example/x", LEAD_WEBHOOK_SECRET: "short" }).message,
    ).toBe("Invalid LEAD_WEBHOOK_SECRET: must be at least 16 characters long.");
  });

  it("reads LEAD_RETENTION_MONTHS from 1 to 1200 months", () => {
    expect(loadConfig({ LEAD_RETENTION_MONTHS: "36" }).leadRetentionMonths).toBe(36);
    expect(configError({ LEAD_RETENTION_MONTHS: "0" }).message).toBe(
      "Invalid LEAD_RETENTION_MONTHS: must be at least 1.",
    );
    expect(configError({ LEAD_RETENTION_MONTHS: "two years" }).message).toBe(
      "Invalid LEAD_RETENTION_MONTHS: must be a whole number.",
    );
  });

  it("reads BETTER_AUTH_SECRET of at least 32 characters", () => {
    expect(loadConfig({ BETTER_AUTH_SECRET: "s".repeat(32) }).authSecret).toBe("s".repeat(32));
    expect(configError({ BETTER_AUTH_SECRET: "short" }).message).toBe(
      "Invalid BETTER_AUTH_SECRET: must be at least 32 characters long.",
    );
  });

  it("reads CONVERSATION_RETENTION_DAYS from 1 to 3650 days", () => {
    expect(loadConfig({ CONVERSATION_RETENTION_DAYS: "30" }).conversationRetentionDays).toBe(30);
    expect(configError({ CONVERSATION_RETENTION_DAYS: "0" }).message).toBe(
      "Invalid CONVERSATION_RETENTION_DAYS: must be at least 1.",
    );
    expect(configError({ CONVERSATION_RETENTION_DAYS: "3651" }).message).toBe(
      "Invalid CONVERSATION_RETENTION_DAYS: must be at most 3650.",
    );
    expect(configError({ CONVERSATION_RETENTION_DAYS: "ninety" }).message).toBe(
      "Invalid CONVERSATION_RETENTION_DAYS: must be a whole number.",
    );
  });

  it("reads CORS_ALLOWED_ORIGINS as a comma-separated list of origins, and MAX_CONNECTIONS", () => {
    const config = loadConfig({
      CORS_ALLOWED_ORIGINS: "https://a.example, http://127.0.0.1:3100",
      MAX_CONNECTIONS: "50",
    });
    expect(config.corsAllowedOrigins).toEqual(["https://a.example", "http://127.0.0.1:3100"]);
    expect(config.maxConnections).toBe(50);
    expect(configError({ CORS_ALLOWED_ORIGINS: "https://a.example/path" }).message).toMatch(
      /^Invalid CORS_ALLOWED_ORIGINS: must be an http\(s\) origin/,
    );
    expect(configError({ MAX_CONNECTIONS: "0" }).message).toBe(
      "Invalid MAX_CONNECTIONS: must be at least 1.",
    );
    // bearerAuth reads only RFC 6750 token characters.
    expect(configError({ ADMIN_TOKEN: "a token with spaces!" }).message).toMatch(
      /^Invalid ADMIN_TOKEN: must use only/,
    );
  });

  it("reads TRUST_PROXY and VOICE_LLM_SECRET", () => {
    const config = loadConfig({ TRUST_PROXY: "true", VOICE_LLM_SECRET: "a-long-voice-secret" });
    expect(config.trustProxy).toBe(true);
    expect(config.voiceLlmSecret).toBe("a-long-voice-secret");
    expect(() => loadConfig({ TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ VOICE_LLM_SECRET: "short" })).toThrow(/VOICE_LLM_SECRET/);
  });

  it("resolves the default data directory against the working directory", () => {
    const { dataDir } = loadConfig({});
    expect(path.isAbsolute(dataDir)).toBe(true);
    expect(dataDir.endsWith(`${path.sep}data`)).toBe(true);
    expect(dataDir).toBe(path.resolve(process.cwd(), "data"));
  });

  it("counts blank strings as unset", () => {
    const blank = {
      PORT: "",
      HOST: "  ",
      DATA_DIR: "",
      DATABASE_URL: " ",
      LLM_BASE_URL: "",
      LLM_API_KEY: " ",
      LLM_MODEL: "",
      VITE_VAPI_PUBLIC_KEY: "",
      VITE_VAPI_ASSISTANT_ID: "",
      VITE_SUPABASE_URL: " ",
      VITE_SUPABASE_ANON_KEY: "",
      CHAT_RATE_LIMIT_PER_MINUTE: "",
      CONTACT_RATE_LIMIT_PER_HOUR: "  ",
      ADMIN_TOKEN: "",
      SITE_ORIGIN: "",
    };
    expect(loadConfig(blank, "/srv/app")).toEqual(loadConfig({}, "/srv/app"));
  });

  it("reads valid values", () => {
    const config = loadConfig(
      {
        PORT: "8080",
        HOST: "0.0.0.0",
        DATA_DIR: "/var/lib/relaywave",
        DATABASE_URL: "postgresql://user:pass@db:5432/relaywave",
        CHAT_RATE_LIMIT_PER_MINUTE: "60",
        CONTACT_RATE_LIMIT_PER_HOUR: "10",
        CONVERSATIONS_PER_IP_PER_DAY: "50",
        ADMIN_TOKEN: "a-very-long-admin-token",
        SITE_ORIGIN: "https://relaywave.example",
        VITE_SUPABASE_URL: "https://abc.supabase.co",
        VITE_SUPABASE_ANON_KEY: "anon",
        VITE_VAPI_PUBLIC_KEY: "pk",
        VITE_VAPI_ASSISTANT_ID: "assistant",
      },
      "/ignored",
    );
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      dataDir: "/var/lib/relaywave",
      databaseUrl: "postgresql://user:pass@db:5432/relaywave",
      chatRateLimitPerMinute: 60,
      contactRateLimitPerHour: 10,
      conversationsPerIpPerDay: 50,
      adminToken: "a-very-long-admin-token",
      siteOrigin: "https://relaywave.example",
      supabase: { url: "https://abc.supabase.co", anonKey: "anon" },
      vapi: { publicKey: "pk", assistantId: "assistant" },
    });
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PORT", "80.5"],
    ["CHAT_RATE_LIMIT_PER_MINUTE", "0"],
    ["CONTACT_RATE_LIMIT_PER_HOUR", "-3"],
    ["CONVERSATIONS_PER_IP_PER_DAY", "0"],
    ["CONVERSATIONS_PER_IP_PER_DAY", "many"],
    ["DATABASE_URL", "mysql://x"],
    ["SITE_ORIGIN", "https://x.example/path"],
    ["SITE_ORIGIN", "https://x.example/"],
    ["LLM_BASE_URL", "not a url"],
    ["VITE_SUPABASE_URL", "ftp://files.example"],
    ["ADMIN_TOKEN", "short"],
  ])("rejects %s=%j with a ConfigError naming it", (name, value) => {
    const error = configError({ [name]: value });
    expect(error.message).toContain(name);
    expect(error.message).toMatch(/^Invalid .+\.$/);
  });

  it("rejects LLM_BASE_URL alone, naming LLM_API_KEY and LLM_MODEL", () => {
    const error = configError({ LLM_BASE_URL: "https://api.openai.com/v1" });
    expect(error.message).toContain("LLM_API_KEY");
    expect(error.message).toContain("LLM_MODEL");
    expect(error.message).not.toContain("LLM_BASE_URL");
  });

  it("rejects half a Vapi or Supabase pair, naming the missing variable", () => {
    expect(configError({ VITE_VAPI_PUBLIC_KEY: "pk" }).message).toContain("VITE_VAPI_ASSISTANT_ID");
    expect(configError({ VITE_SUPABASE_ANON_KEY: "anon" }).message).toContain("VITE_SUPABASE_URL");
  });

  it("builds the LLM config when all three are set, without a trailing slash on the base URL", () => {
    const config = loadConfig({
      LLM_BASE_URL: "https://api.openai.com/v1/",
      LLM_API_KEY: "sk-test",
      LLM_MODEL: "gpt-4o-mini",
    });
    expect(config.llm).toEqual({
      baseUrl: "https://api.openai.com/v1",
      apiKey: "sk-test",
      model: "gpt-4o-mini",
    });
  });

  it("reads REDIS_URL, and refuses one that is not a redis:// URL", () => {
    expect(loadConfig({ REDIS_URL: "redis://127.0.0.1:6379/0" }).redisUrl).toBe("redis://127.0.0.1:6379/0");
    expect(configError({ REDIS_URL: "127.0.0.1:6379" }).message).toBe(
      "Invalid REDIS_URL: must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379.",
    );
  });

  it("trims surrounding whitespace from values", () => {
    const config = loadConfig({ HOST: " 0.0.0.0 ", SITE_ORIGIN: " https://relaywave.example " });
    expect(config.host).toBe("0.0.0.0");
    expect(config.siteOrigin).toBe("https://relaywave.example");
  });
});
