import { afterEach, describe, expect, it } from "vitest";
import { assistantCopyIn } from "../app/content/assistant.ts";
import { type LogRecorder, recorder } from "./lib/run-log-recorder.ts";
import { calls, type StubOptions, startVapiStub, type VapiStub } from "./lib/vapi-api-stub.ts";
import { run } from "./vapi-assistant.ts";

const key = "vapi-private-key-0123456789";
const secret = "voice-secret-0123456789abcdef";
const origin = "https://relaywave.example";
const NAME = "Relaywave website assistant";
const NAME_AR = "Relaywave website assistant (Arabic)";
const NAME_HI = "Relaywave website assistant (Hindi)";
const model = {
  provider: "custom-llm",
  url: "https://relaywave.example/functions/v1/voice-llm",
  model: "relaywave-assistant",
};

let stub: VapiStub | null = null;
afterEach(async () => {
  await stub?.close();
  stub = null;
});

async function provision(options: StubOptions, env: Record<string, string> = {}) {
  stub = await startVapiStub(options);
  const output = recorder();
  const code = await run(
    { VAPI_PRIVATE_KEY: key, SITE_ORIGIN: origin, VAPI_API_BASE_URL: stub.url, ...env },
    output.log,
  );
  return { code, output, requests: stub.requests };
}

/** The lines to paste, in order, as the script prints them after its heading. */
function pasteLines(output: LogRecorder) {
  const info = output.at("info");
  const start = info.indexOf("Put these in the site's environment and rebuild:");
  return start < 0 ? [] : info.slice(start + 1, start + 4);
}

describe("npm run vapi:assistant", () => {
  it("creates the three assistants when none has their names, and prints the ids to build in", async () => {
    const { code, output, requests } = await provision({
      assistants: [{ id: "asst-other", name: "Support line" }],
    });
    expect(code).toBe(0);
    expect(calls(requests)).toEqual([
      "GET /assistant",
      "POST /assistant",
      "POST /assistant",
      "POST /assistant",
    ]);
    const [english, arabic, hindi] = requests.slice(1).map((request) => request.body);
    expect(english).toMatchObject({
      name: NAME,
      firstMessage: assistantCopyIn("en").greeting,
      model,
      transcriber: { provider: "deepgram", model: "nova-3", language: "en" },
      voice: { provider: "deepgram", voiceId: "thalia" },
      endCallMessage: expect.stringMatching(/goodbye/i),
      maxDurationSeconds: 600,
      metadata: { locale: "en" },
    });
    expect(arabic).toMatchObject({
      name: NAME_AR,
      firstMessage: assistantCopyIn("ar").greeting,
      model,
      transcriber: { provider: "azure", language: "ar-SA" },
      voice: { provider: "azure", voiceId: "ar-SA-ZariyahNeural" },
      maxDurationSeconds: 600,
      metadata: { locale: "ar" },
    });
    expect(hindi).toMatchObject({
      name: NAME_HI,
      firstMessage: assistantCopyIn("hi").greeting,
      model,
      transcriber: { provider: "azure", language: "hi-IN" },
      voice: { provider: "azure", voiceId: "hi-IN-SwaraNeural" },
      maxDurationSeconds: 600,
      metadata: { locale: "hi" },
    });
    // English words are never said on an Arabic or Hindi call.
    expect(arabic).not.toHaveProperty("endCallMessage");
    expect(hindi).not.toHaveProperty("endCallMessage");
    expect(arabic?.firstMessage).toMatch(/[\u0600-\u06FF]/);
    expect(hindi?.firstMessage).toMatch(/[\u0900-\u097F]/);
    expect(pasteLines(output)).toEqual([
      "VITE_VAPI_ASSISTANT_ID=asst-new-1",
      "VITE_VAPI_ASSISTANT_ID_AR=asst-new-2",
      "VITE_VAPI_ASSISTANT_ID_HI=asst-new-3",
    ]);
    expect(output.at("info")).toContain(`Created the Vapi assistant "${NAME_AR}" (asst-new-2).`);
    expect(output.text()).toContain("VITE_VAPI_PUBLIC_KEY must be the *public* key");
    expect(output.at("error")).toEqual([]);
  });

  it("sends the private key as a bearer token on every request, and never prints it", async () => {
    const { output, requests } = await provision({});
    expect(requests).toHaveLength(4);
    for (const request of requests) expect(request.authorization).toBe(`Bearer ${key}`);
    expect(output.text()).not.toContain(key);
  });

  it("updates the assistants named by VAPI_ASSISTANT_ID, _AR and _HI without looking for them by name", async () => {
    const { code, output, requests } = await provision(
      {
        assistants: [
          { id: "asst-given", name: "Renamed by hand" },
          { id: "asst-given-ar", name: "Arabic, renamed" },
          { id: "asst-given-hi", name: "Hindi, renamed" },
          { id: "asst-named", name: NAME },
        ],
      },
      {
        VAPI_ASSISTANT_ID: "asst-given",
        VAPI_ASSISTANT_ID_AR: "asst-given-ar",
        VAPI_ASSISTANT_ID_HI: "asst-given-hi",
      },
    );
    expect(code).toBe(0);
    expect(calls(requests)).toEqual([
      "PATCH /assistant/asst-given",
      "PATCH /assistant/asst-given-ar",
      "PATCH /assistant/asst-given-hi",
    ]);
    expect(requests.map((request) => request.body?.name)).toEqual([NAME, NAME_AR, NAME_HI]);
    expect(requests[1]?.body).toMatchObject({
      firstMessage: assistantCopyIn("ar").greeting,
      transcriber: { language: "ar-SA" },
    });
    expect(requests[2]?.body).toMatchObject({ voice: { voiceId: "hi-IN-SwaraNeural" } });
    for (const request of requests) expect(request.body).not.toHaveProperty("id");
    expect(pasteLines(output)).toEqual([
      "VITE_VAPI_ASSISTANT_ID=asst-given",
      "VITE_VAPI_ASSISTANT_ID_AR=asst-given-ar",
      "VITE_VAPI_ASSISTANT_ID_HI=asst-given-hi",
    ]);
  });

  it("lists once for the languages without an id: updates by name, by id, or creates", async () => {
    const { code, output, requests } = await provision(
      {
        assistants: [
          { id: "asst-named", name: NAME },
          { id: "asst-given-ar", name: "Arabic, renamed" },
        ],
      },
      { VAPI_ASSISTANT_ID_AR: "asst-given-ar" },
    );
    expect(code).toBe(0);
    expect(calls(requests)).toEqual([
      "GET /assistant",
      "PATCH /assistant/asst-named",
      "PATCH /assistant/asst-given-ar",
      "POST /assistant",
    ]);
    expect(requests[3]?.body).toMatchObject({ name: NAME_HI, transcriber: { language: "hi-IN" } });
    expect(pasteLines(output)).toEqual([
      "VITE_VAPI_ASSISTANT_ID=asst-named",
      "VITE_VAPI_ASSISTANT_ID_AR=asst-given-ar",
      "VITE_VAPI_ASSISTANT_ID_HI=asst-new-1",
    ]);
  });

  it("updates the existing assistants with the same names instead of creating others", async () => {
    const { code, output, requests } = await provision({
      assistants: [
        { id: "asst-other", name: "Support line" },
        { id: "asst-named-hi", name: NAME_HI },
        { id: "asst-named", name: NAME },
        { id: "asst-named-ar", name: NAME_AR },
      ],
    });
    expect(code).toBe(0);
    expect(calls(requests)).toEqual([
      "GET /assistant",
      "PATCH /assistant/asst-named",
      "PATCH /assistant/asst-named-ar",
      "PATCH /assistant/asst-named-hi",
    ]);
    for (const request of requests.slice(1)) expect(request.body).toMatchObject({ model });
    expect(pasteLines(output)).toEqual([
      "VITE_VAPI_ASSISTANT_ID=asst-named",
      "VITE_VAPI_ASSISTANT_ID_AR=asst-named-ar",
      "VITE_VAPI_ASSISTANT_ID_HI=asst-named-hi",
    ]);
  });

  it("warns about two assistants of one name and names that language's variable", async () => {
    const { output, requests } = await provision(
      {
        assistants: [
          { id: "asst-hi-1", name: NAME_HI },
          { id: "asst-hi-2", name: NAME_HI },
        ],
      },
      { VOICE_LLM_SECRET: secret },
    );
    expect(calls(requests)).toContain("PATCH /assistant/asst-hi-1");
    expect(output.at("warn")).toEqual([
      `2 assistants are named "${NAME_HI}": updating asst-hi-1; set VAPI_ASSISTANT_ID_HI to pick another.`,
    ]);
  });

  it("passes VOICE_LLM_SECRET as the custom-llm credential of every assistant when it is set", async () => {
    const { requests, output } = await provision({}, { VOICE_LLM_SECRET: secret });
    for (const request of requests.slice(1)) {
      expect(request.body?.credentials).toEqual([
        { provider: "custom-llm", apiKey: secret, name: "Relaywave voice-llm secret" },
      ]);
    }
    expect(output.at("warn")).toEqual([]);
    expect(output.text()).not.toContain(secret);
  });

  it("sends no credential when VOICE_LLM_SECRET is unset, and warns that the endpoint is open", async () => {
    const { requests, output } = await provision({ assistants: [{ id: "asst-named", name: NAME }] });
    expect(calls(requests)).toEqual([
      "GET /assistant",
      "PATCH /assistant/asst-named",
      "POST /assistant",
      "POST /assistant",
    ]);
    for (const request of requests.slice(1)) expect(request.body).not.toHaveProperty("credentials");
    expect(output.at("warn")).toEqual([expect.stringContaining("VOICE_LLM_SECRET is not set")]);
  });

  it("warns that Vapi cannot reach the default local SITE_ORIGIN, and still provisions", async () => {
    stub = await startVapiStub();
    const output = recorder();
    const code = await run(
      { VAPI_PRIVATE_KEY: key, VAPI_API_BASE_URL: stub.url, VOICE_LLM_SECRET: secret },
      output.log,
    );
    expect(code).toBe(0);
    expect(output.at("warn")).toEqual([expect.stringContaining("local address Vapi cannot reach")]);
    expect(stub.requests[1]?.body?.model).toMatchObject({
      url: "http://127.0.0.1:3000/functions/v1/voice-llm",
    });
  });

  it("stops with exit code 1 and one sentence when VAPI_PRIVATE_KEY is missing", async () => {
    stub = await startVapiStub();
    const output = recorder();
    const code = await run({ SITE_ORIGIN: origin, VAPI_API_BASE_URL: stub.url }, output.log);
    expect(code).toBe(1);
    expect(output.lines).toHaveLength(1);
    expect(output.at("error")[0]).toMatch(/^VAPI_PRIVATE_KEY is not set[^\n]*\.$/);
    expect(stub.requests).toEqual([]);
  });

  it("reports an API 401 in one line with the status and message, without the key", async () => {
    const failWith = {
      status: 401,
      body: {
        message: `Invalid Key ${key}. Hot tip, check the key.`,
        error: "Unauthorized",
        statusCode: 401,
      },
    };
    const { code, output, requests } = await provision({ failWith });
    expect(code).toBe(1);
    expect(calls(requests)).toEqual(["GET /assistant"]);
    const errors = output.at("error");
    expect(errors).toEqual([
      "The Vapi API refused to list assistants with status 401: Invalid Key [private key]. Hot tip, check the key.",
    ]);
    expect(output.text()).not.toContain(key);
    expect(output.text()).not.toContain("VITE_VAPI_ASSISTANT_ID");
  });

  it("reports an unknown VAPI_ASSISTANT_ID as a 404 on the update", async () => {
    const { code, output } = await provision({}, { VAPI_ASSISTANT_ID: "asst-gone" });
    expect(code).toBe(1);
    expect(output.at("error")).toEqual([
      "The Vapi API refused to update assistant asst-gone with status 404: Couldn't Find Assistant.",
    ]);
  });

  it("stops at an unknown VAPI_ASSISTANT_ID_AR, after English, and prints no ids to build in", async () => {
    const { code, output, requests } = await provision({}, { VAPI_ASSISTANT_ID_AR: "asst-gone-ar" });
    expect(code).toBe(1);
    expect(calls(requests)).toEqual(["GET /assistant", "POST /assistant", "PATCH /assistant/asst-gone-ar"]);
    expect(output.at("error")).toEqual([
      "The Vapi API refused to update assistant asst-gone-ar with status 404: Couldn't Find Assistant.",
    ]);
    // The English one is made: a second run finds it by its name rather than making another.
    expect(output.at("info")).toEqual([`Created the Vapi assistant "${NAME}" (asst-new-1).`]);
  });
});
