import { VapiEnvironment, VapiError, VapiTimeoutError } from "@vapi-ai/server-sdk";
import { describe, expect, it } from "vitest";
import { assistantCopy, assistantCopyIn } from "../../app/content/assistant.ts";
import { speechLocale } from "../../app/content/locales.ts";
import {
  ASSISTANT_NAME,
  assistantConfig,
  describeApiError,
  isLocalHost,
  readProvisionEnv,
  voiceLlmUrl,
} from "./vapi-assistant-config.ts";
import { assistantLanguages } from "./vapi-assistant-languages.ts";

const key = "vapi-private-key-0123456789";
const secret = "voice-secret-0123456789abcdef";
const sentence = /^[A-Z][^\n]*[.!]$/;

function readOk(env: Record<string, string | undefined>) {
  const result = readProvisionEnv(env);
  if (!result.ok) throw new Error(`expected a valid environment, got: ${result.error}`);
  return result;
}

function readError(env: Record<string, string | undefined>): string {
  const result = readProvisionEnv(env);
  if (result.ok) throw new Error("expected an invalid environment");
  expect(result.error).toMatch(sentence);
  return result.error;
}

describe("readProvisionEnv", () => {
  it.each([
    ["unset", {}],
    ["blank", { VAPI_PRIVATE_KEY: "  " }],
  ])("refuses a %s VAPI_PRIVATE_KEY with one sentence", (_what, env) => {
    expect(readError(env)).toContain("VAPI_PRIVATE_KEY");
  });

  it("defaults to the local origin and Vapi's production API, and warns about both gaps", () => {
    const { config, warnings } = readOk({ VAPI_PRIVATE_KEY: ` ${key} `, VOICE_LLM_SECRET: "" });
    expect(config).toEqual({
      privateKey: key,
      siteOrigin: "http://127.0.0.1:3000",
      voiceLlmSecret: null,
      assistantIds: { en: null, ar: null, hi: null },
      apiBaseUrl: VapiEnvironment.Default,
    });
    expect(config.apiBaseUrl).toBe("https://api.vapi.ai");
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain("Vapi cannot reach");
    expect(warnings[1]).toContain("VOICE_LLM_SECRET is not set");
    for (const warning of warnings) expect(warning).toMatch(sentence);
  });

  it("reads every variable and gives no warning for a public https origin with a secret", () => {
    const { config, warnings } = readOk({
      VAPI_PRIVATE_KEY: key,
      SITE_ORIGIN: "https://relaywave.example",
      VOICE_LLM_SECRET: secret,
      VAPI_ASSISTANT_ID: " asst-1 ",
      VAPI_ASSISTANT_ID_AR: "asst-ar",
      VAPI_ASSISTANT_ID_HI: " ",
      VAPI_API_BASE_URL: "http://127.0.0.1:4010/",
    });
    expect(config).toEqual({
      privateKey: key,
      siteOrigin: "https://relaywave.example",
      voiceLlmSecret: secret,
      assistantIds: { en: "asst-1", ar: "asst-ar", hi: null },
      apiBaseUrl: "http://127.0.0.1:4010",
    });
    expect(warnings).toEqual([]);
  });

  it("warns, without stopping, about a public origin over plain http", () => {
    const { warnings } = readOk({
      VAPI_PRIVATE_KEY: key,
      SITE_ORIGIN: "http://relaywave.example",
      VOICE_LLM_SECRET: secret,
    });
    expect(warnings).toEqual([expect.stringContaining("https")]);
  });

  it.each([
    ["a SITE_ORIGIN with a path", { SITE_ORIGIN: "https://relaywave.example/site" }, "SITE_ORIGIN"],
    ["a SITE_ORIGIN that is no URL", { SITE_ORIGIN: "relaywave.example" }, "SITE_ORIGIN"],
    ["a short VOICE_LLM_SECRET", { VOICE_LLM_SECRET: "short" }, "VOICE_LLM_SECRET"],
    ["a VAPI_API_BASE_URL that is no URL", { VAPI_API_BASE_URL: "api.vapi.ai" }, "VAPI_API_BASE_URL"],
  ])("refuses %s with a sentence naming it", (_what, env, name) => {
    expect(readError({ VAPI_PRIVATE_KEY: key, ...env })).toContain(name);
  });
});

describe("isLocalHost", () => {
  it.each([
    "localhost",
    "app.localhost",
    "printer.local",
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.1",
    "192.168.1.10",
    "169.254.0.1",
    "0.0.0.0",
    "[::1]",
    "[fd12::1]",
  ])("%s is local", (host) => {
    expect(isLocalHost(host)).toBe(true);
  });

  it.each(["relaywave.example", "172.32.0.1", "8.8.8.8", "[2001:db8::1]", "local.example"])(
    "%s is public",
    (host) => {
      expect(isLocalHost(host)).toBe(false);
    },
  );
});

describe("assistantConfig", () => {
  const site = { siteOrigin: "https://relaywave.example", voiceLlmSecret: null, locale: "en" } as const;

  it("points a custom-llm model at the site's voice-llm endpoint and greets like the chat", () => {
    const config = assistantConfig(site);
    expect(config).toEqual({
      name: ASSISTANT_NAME,
      firstMessage: assistantCopy.greeting,
      model: {
        provider: "custom-llm",
        url: "https://relaywave.example/functions/v1/voice-llm",
        model: "relaywave-assistant",
      },
      voice: { provider: "deepgram", voiceId: "thalia" },
      transcriber: { provider: "deepgram", model: "nova-3", language: "en" },
      endCallMessage: expect.stringMatching(/goodbye/i),
      maxDurationSeconds: 600,
      metadata: { locale: "en" },
    });
    expect(config).not.toHaveProperty("credentials");
  });

  it.each([
    ["ar", "Relaywave website assistant (Arabic)", "ar-SA-ZariyahNeural"],
    ["hi", "Relaywave website assistant (Hindi)", "hi-IN-SwaraNeural"],
  ] as const)("gives the %s assistant its name, greeting, transcriber and voice", (locale, name, voiceId) => {
    const config = assistantConfig({ ...site, locale });
    expect(config).toEqual({
      name,
      firstMessage: assistantCopyIn(locale).greeting,
      model: assistantConfig(site).model,
      // The same dialect as the browser's own speech on those pages.
      transcriber: { provider: "azure", language: speechLocale[locale] },
      voice: { provider: "azure", voiceId },
      maxDurationSeconds: 600,
      metadata: { locale },
    });
    expect(config.firstMessage).not.toBe(assistantCopy.greeting);
  });

  it("names each language's assistant and variables distinctly", () => {
    const languages = Object.values(assistantLanguages);
    for (const field of ["name", "idEnv", "publicIdEnv"] as const) {
      expect(new Set(languages.map((language) => language[field])).size).toBe(3);
    }
    expect(assistantLanguages.en.name).toBe(ASSISTANT_NAME);
  });

  it("carries the secret as the assistant's custom-llm credential, never as a header", () => {
    const config = assistantConfig({ ...site, voiceLlmSecret: secret });
    expect(config.credentials).toEqual([
      { provider: "custom-llm", apiKey: secret, name: "Relaywave voice-llm secret" },
    ]);
    expect(config.model).not.toHaveProperty("headers");
  });

  it("builds the URL Vapi extends with /chat/completions", () => {
    expect(voiceLlmUrl("http://127.0.0.1:3000")).toBe("http://127.0.0.1:3000/functions/v1/voice-llm");
  });
});

describe("describeApiError", () => {
  const unauthorised = new VapiError({
    statusCode: 401,
    body: {
      message: "Invalid Key. Hot tip, you may be using the private key instead of the public key.",
      error: "Unauthorized",
      statusCode: 401,
    },
  });

  it("gives the status and Vapi's message in one line", () => {
    expect(describeApiError(unauthorised, "list assistants", key)).toBe(
      "The Vapi API refused to list assistants with status 401: Invalid Key. Hot tip, you may be using the private key instead of the public key.",
    );
  });

  it.each([
    [
      "a list of messages",
      { message: ["name must be shorter", "model is invalid"] },
      "name must be shorter; model is invalid.",
    ],
    ["only an error name", { error: "Bad Request" }, "Bad Request."],
    ["a text body over lines", "<html>\n  Bad gateway\n</html>", "<html> Bad gateway </html>."],
    ["no body", undefined, "no message."],
  ])("reads %s", (_what, body, ending) => {
    const line = describeApiError(new VapiError({ statusCode: 400, body }), "create the assistant", key);
    expect(line.startsWith("The Vapi API refused to create the assistant with status 400: ")).toBe(true);
    expect(line.endsWith(ending)).toBe(true);
    expect(line).not.toContain("\n");
  });

  it("never repeats the private key, even when Vapi echoes it", () => {
    const echoed = new VapiError({ statusCode: 401, body: { message: `Key ${key} is not valid` } });
    const line = describeApiError(echoed, "list assistants", key);
    expect(line).not.toContain(key);
    expect(line).toContain("Key [private key] is not valid.");
  });

  it("names a timeout and the innermost network error", () => {
    expect(describeApiError(new VapiTimeoutError("Timeout exceeded"), "list assistants", key)).toBe(
      "The Vapi API did not answer in time when asked to list assistants.",
    );
    const refused = new VapiError({
      message: "fetch failed",
      cause: new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED 127.0.0.1:2") }),
    });
    expect(describeApiError(refused, "list assistants", key)).toBe(
      "Could not reach the Vapi API to list assistants: connect ECONNREFUSED 127.0.0.1:2.",
    );
  });
});
