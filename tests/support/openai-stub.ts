/**
 * A tiny OpenAI-compatible server for tests, on 127.0.0.1 and a free port.
 * It records every request; each test chooses the reply with `respond()`.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import { DATA_BEGIN, DATA_END } from "../../server/brain/system-prompt.ts";

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. "/v1/chat/completions". */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface StubReply {
  status?: number;
  /** Sent as is; wins over `json`. */
  body?: string;
  json?: unknown;
  /** Wait this long before answering (the wait ends if the client goes away). */
  delayMs?: number;
}

export type StubBehaviour = StubReply | ((request: RecordedRequest) => StubReply);

export interface OpenAiStub {
  /** e.g. http://127.0.0.1:40123/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  respond(behaviour: StubBehaviour): void;
  close(): Promise<void>;
}

/** A chat-completions body whose first choice says `content`. */
export function completion(content: string | null): unknown {
  return {
    id: "chatcmpl-stub",
    object: "chat.completion",
    created: 0,
    model: "stub-model",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

/** The parsed JSON body of a recorded request. */
export function requestJson(request: RecordedRequest | undefined): Record<string, unknown> {
  if (!request) throw new Error("The stub received no request.");
  return JSON.parse(request.body) as Record<string, unknown>;
}

export async function startOpenAiStub(): Promise<OpenAiStub> {
  const requests: RecordedRequest[] = [];
  let behaviour: StubBehaviour = { json: completion("Hello from the stub.") };
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const recorded: RecordedRequest = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(recorded);
      const reply = typeof behaviour === "function" ? behaviour(recorded) : behaviour;
      const send = () => {
        if (res.destroyed || res.writableEnded) return;
        const text = reply.body ?? JSON.stringify(reply.json ?? completion("Hello from the stub."));
        res.writeHead(reply.status ?? 200, { "content-type": "application/json" });
        res.end(text);
      };
      if (!reply.delayMs) return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, reply.delayMs);
      timers.add(timer);
      res.on("close", () => {
        clearTimeout(timer);
        timers.delete(timer);
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    respond(next) {
      behaviour = next;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A base URL on 127.0.0.1 where nothing listens (the port was just freed). */
export async function closedPortBaseUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/v1`;
}

/** The reference data block of a system prompt; asserts it is there and delimited. */
export function promptReferenceData(prompt: string): string {
  const begin = prompt.lastIndexOf(DATA_BEGIN);
  const end = prompt.lastIndexOf(DATA_END);
  expect(begin).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(begin);
  return prompt.slice(begin, end);
}
