import { execFile } from "node:child_process";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { assistantCopy } from "../app/content/assistant.ts";
import { type RunLog, run } from "./vapi-assistant.ts";

const key = "vapi-private-key-0123456789";
const secret = "voice-secret-0123456789abcdef";
const origin = "https://relaywave.example";
const NAME = "Relaywave website assistant";

interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
}

interface StubOptions {
  /** Assistants the account already has. */
  assistants?: { id: string; name: string }[];
  /** Answer every request with this status and body. */
  failWith?: { status: number; body: unknown };
}

/** A stand-in for the three Vapi endpoints the script calls, recording every request. */
async function startStub({ assistants = [], failWith }: StubOptions = {}) {
  const requests: Recorded[] = [];
  const store = new Map(assistants.map((item) => [item.id, { ...item }]));
  const stamp = {
    orgId: "org-1",
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
  };
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? "/", "http://stub");
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    requests.push({
      method: req.method ?? "",
      path: url.pathname,
      authorization: req.headers.authorization,
      body,
    });
    if (failWith) return send(res, failWith.status, failWith.body);
    const id = /^\/assistant\/([^/]+)$/.exec(url.pathname)?.[1];
    if (req.method === "GET" && url.pathname === "/assistant") {
      return send(
        res,
        200,
        [...store.values()].map((item) => ({ ...item, ...stamp })),
      );
    }
    if (req.method === "POST" && url.pathname === "/assistant") {
      const created = { ...body, id: "asst-created", ...stamp };
      store.set(created.id, { id: created.id, name: String(body?.name) });
      return send(res, 201, created);
    }
    if (req.method === "PATCH" && id) {
      const found = store.get(decodeURIComponent(id));
      if (!found)
        return send(res, 404, { message: "Couldn't Find Assistant", error: "Not Found", statusCode: 404 });
      return send(res, 200, { ...found, ...body, id: found.id, ...stamp });
    }
    send(res, 404, { message: `Cannot ${req.method} ${url.pathname}`, error: "Not Found", statusCode: 404 });
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { message: "stub failure" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let stub: Awaited<ReturnType<typeof startStub>> | null = null;
afterEach(async () => {
  await stub?.close();
  stub = null;
});

function recorder() {
  const lines: { level: keyof RunLog; line: string }[] = [];
  const log: RunLog = {
    info: (line) => lines.push({ level: "info", line }),
    warn: (line) => lines.push({ level: "warn", line }),
    error: (line) => lines.push({ level: "error", line }),
  };
  const at = (level: keyof RunLog) => lines.filter((item) => item.level === level).map((item) => item.line);
  return { log, lines, at, text: () => lines.map((item) => item.line).join("\n") };
}

async function provision(options: StubOptions, env: Record<string, string> = {}) {
  stub = await startStub(options);
  const output = recorder();
  const code = await run(
    { VAPI_PRIVATE_KEY: key, SITE_ORIGIN: origin, VAPI_API_BASE_URL: stub.url, ...env },
    output.log,
  );
  return { code, output, requests: stub.requests };
}

const calls = (requests: Recorded[]) => requests.map((request) => `${request.method} ${request.path}`);

describe("npm run vapi:assistant", () => {
  it("creates the assistant when none has its name, and prints the id to build in", async () => {
    const { code, output, requests } = await provision({
      assistants: [{ id: "asst-other", name: "Support line" }],
    });
    expect(code).toBe(0);
    expect(calls(requests)).toEqual(["GET /assistant", "POST /assistant"]);
    const body = requests[1]?.body;
    expect(body).toMatchObject({
      name: NAME,
      firstMessage: assistantCopy.greeting,
      model: {
        provider: "custom-llm",
        url: "https://relaywave.example/functions/v1/voice-llm",
        model: "relaywave-assistant",
      },
      maxDurationSeconds: 600,
    });
    expect(output.at("info")).toContain("VITE_VAPI_ASSISTANT_ID=asst-created");
    expect(output.text()).toContain("VITE_VAPI_PUBLIC_KEY must be the *public* key");
    expect(output.at("error")).toEqual([]);
  });

  it("sends the private key as a bearer token on every request, and never prints it", async () => {
    const { output, requests } = await provision({});
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) expect(request.authorization).toBe(`Bearer ${key}`);
    expect(output.text()).not.toContain(key);
  });

  it("updates the assistant named VAPI_ASSISTANT_ID without looking for it by name", async () => {
    const { code, output, requests } = await provision(
      {
        assistants: [
          { id: "asst-given", name: "Renamed by hand" },
          { id: "asst-named", name: NAME },
        ],
      },
      { VAPI_ASSISTANT_ID: "asst-given" },
    );
    expect(code).toBe(0);
    expect(calls(requests)).toEqual(["PATCH /assistant/asst-given"]);
    expect(requests[0]?.body).toMatchObject({ name: NAME, firstMessage: assistantCopy.greeting });
    expect(requests[0]?.body).not.toHaveProperty("id");
    expect(output.at("info")).toContain("VITE_VAPI_ASSISTANT_ID=asst-given");
  });

  it("updates the existing assistant with the same name instead of creating another", async () => {
    const { code, output, requests } = await provision({
      assistants: [
        { id: "asst-other", name: "Support line" },
        { id: "asst-named", name: NAME },
      ],
    });
    expect(code).toBe(0);
    expect(calls(requests)).toEqual(["GET /assistant", "PATCH /assistant/asst-named"]);
    expect(requests[1]?.body).toMatchObject({
      model: { provider: "custom-llm", url: `${origin}/functions/v1/voice-llm` },
    });
    expect(output.at("info")).toContain("VITE_VAPI_ASSISTANT_ID=asst-named");
  });

  it("passes VOICE_LLM_SECRET as the custom-llm credential when it is set", async () => {
    const { requests, output } = await provision({}, { VOICE_LLM_SECRET: secret });
    expect(requests[1]?.body?.credentials).toEqual([
      { provider: "custom-llm", apiKey: secret, name: "Relaywave voice-llm secret" },
    ]);
    expect(output.at("warn")).toEqual([]);
    expect(output.text()).not.toContain(secret);
  });

  it("sends no credential when VOICE_LLM_SECRET is unset, and warns that the endpoint is open", async () => {
    const { requests, output } = await provision({ assistants: [{ id: "asst-named", name: NAME }] });
    expect(calls(requests)).toEqual(["GET /assistant", "PATCH /assistant/asst-named"]);
    expect(requests[1]?.body).not.toHaveProperty("credentials");
    expect(output.at("warn")).toEqual([expect.stringContaining("VOICE_LLM_SECRET is not set")]);
  });

  it("warns that Vapi cannot reach the default local SITE_ORIGIN, and still provisions", async () => {
    stub = await startStub();
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
    stub = await startStub();
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
    expect(output.text()).not.toContain("VITE_VAPI_ASSISTANT_ID=");
  });

  it("reports an unknown VAPI_ASSISTANT_ID as a 404 on the update", async () => {
    const { code, output } = await provision({}, { VAPI_ASSISTANT_ID: "asst-gone" });
    expect(code).toBe(1);
    expect(output.at("error")).toEqual([
      "The Vapi API refused to update assistant asst-gone with status 404: Couldn't Find Assistant.",
    ]);
  });
});

// Both spawn tsx, which takes a few seconds on a busy machine: they run side by side.
describe.concurrent("the command line", () => {
  const execFileAsync = promisify(execFile);
  const root = fileURLToPath(new URL("..", import.meta.url));
  const cli = (env: Record<string, string>) =>
    execFileAsync(path.join(root, "node_modules/.bin/tsx"), ["scripts/vapi-assistant.ts"], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      timeout: 20_000,
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code?: number; stdout: string; stderr: string }) => ({ ...error, code: error.code ?? -1 }),
    );

  it("exits 1 with one sentence on stderr when VAPI_PRIVATE_KEY is missing", async ({ expect }) => {
    const { code, stdout, stderr } = await cli({ SITE_ORIGIN: origin });
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr.trim()).toMatch(/^VAPI_PRIVATE_KEY is not set[^\n]*\.$/);
  }, 20_000);

  it("exits 0 and prints the id line on stdout against the stub", async ({ expect }) => {
    const own = await startStub();
    try {
      const { code, stdout } = await cli({
        VAPI_PRIVATE_KEY: key,
        SITE_ORIGIN: origin,
        VAPI_API_BASE_URL: own.url,
      });
      expect(code).toBe(0);
      expect(stdout.split("\n")).toContain("VITE_VAPI_ASSISTANT_ID=asst-created");
      expect(stdout).not.toContain(key);
      expect(calls(own.requests)).toEqual(["GET /assistant", "POST /assistant"]);
    } finally {
      await own.close();
    }
  }, 20_000);
});
