/**
 * Sends malformed requests to a server on 127.0.0.1 and reports what came back:
 * the response(s), or how the connection failed. Never throws.
 */
import http from "node:http";
import net from "node:net";
import type { MalformedRequest } from "./malformed-requests";

export interface FuzzResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Parsed from raw socket bytes: only the status line is reliable, the body is the whole exchange. */
  raw: boolean;
  /** The client hung up before the body ended. */
  truncated: boolean;
}

export type Outcome =
  | { kind: "answered"; responses: FuzzResponse[] }
  | { kind: "reset"; error: string }
  | { kind: "timeout" };

/** Enough of any answer to look for leaks; lead exports can be large, nothing else is. */
const MAX_KEPT_BYTES = 4 * 1024 * 1024;

function viaHttp(port: number, request: MalformedRequest, agent: http.Agent, timeoutMs: number) {
  return new Promise<Outcome & { reusedSocket?: boolean }>((resolve) => {
    let settled = false;
    let answer: FuzzResponse | null = null;
    const finish = (outcome: Outcome, reusedSocket = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, reusedSocket });
    };
    const headers = request.headers.flat();
    // With headers given as a list, Node adds no Host of its own.
    if (!request.headers.some(([name]) => name.toLowerCase() === "host"))
      headers.push("host", `127.0.0.1:${port}`);
    const body = request.body;
    if (body && request.chunked) headers.push("transfer-encoding", "chunked");
    else if (body) headers.push("content-length", String(body.byteLength));
    const req = http.request({
      host: "127.0.0.1",
      port,
      method: request.method,
      path: request.path,
      headers,
      agent,
    });
    const timer = setTimeout(() => {
      req.destroy();
      finish({ kind: "timeout" });
    }, timeoutMs);
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      const current: FuzzResponse = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        body: Buffer.alloc(0),
        raw: false,
        truncated: false,
      };
      answer = current;
      if (request.abort === "mid-response") {
        // Hang up as soon as the answer starts: its status is all there is to check.
        req.destroy();
        current.truncated = true;
        finish({ kind: "answered", responses: [current] });
        return;
      }
      const done = () => {
        current.body = Buffer.concat(chunks);
        // Cut off mid-body (the connection closed first): only the status can be judged.
        current.truncated = !res.complete;
        finish({ kind: "answered", responses: [current] });
      };
      res.on("data", (chunk: Buffer) => {
        if (kept < MAX_KEPT_BYTES) chunks.push(chunk);
        kept += chunk.byteLength;
      });
      res.on("end", done);
      // The server may close after answering an oversized body: the answer still counts.
      res.on("error", done);
      res.on("close", done);
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (answer) {
        answer.truncated = true;
        finish({ kind: "answered", responses: [answer] });
      } else finish({ kind: "reset", error: error.code ?? error.message }, req.reusedSocket);
    });
    if (!body) {
      req.end();
      return;
    }
    if (!request.chunked) {
      req.end(body);
      return;
    }
    if (request.abort === "mid-body") {
      req.write(body.subarray(0, Math.ceil(body.byteLength / 2)));
      setTimeout(() => {
        req.destroy();
        finish({ kind: "reset", error: "the client hung up mid-body" });
      }, 20);
      return;
    }
    // Uneven pieces, so multi-byte characters and JSON tokens straddle chunk boundaries.
    const pieces = [0, 7, Math.floor(body.byteLength / 3), body.byteLength];
    for (let i = 0; i + 1 < pieces.length; i++) {
      const piece = body.subarray(pieces[i], pieces[i + 1]);
      if (piece.byteLength > 0) req.write(piece);
    }
    req.end();
  });
}

const STATUS_LINE = /(?:^|\n)HTTP\/1\.[01] (\d{3})/g;

function viaSocket(port: number, bytes: Buffer, timeoutMs: number) {
  return new Promise<Outcome>((resolve) => {
    const chunks: Buffer[] = [];
    let failure: string | null = null;
    const socket = net.connect(port, "127.0.0.1", () => socket.end(bytes));
    const timer = setTimeout(() => socket.destroy(new Error("timeout")), timeoutMs);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      failure = error.message === "timeout" ? "timeout" : (error.code ?? error.message);
    });
    socket.on("close", () => {
      clearTimeout(timer);
      const body = Buffer.concat(chunks);
      const statuses = [...body.toString("latin1").matchAll(STATUS_LINE)].map((match) => Number(match[1]));
      if (statuses.length > 0) {
        resolve({
          kind: "answered",
          responses: statuses.map((status) => ({ status, headers: {}, body, raw: true, truncated: false })),
        });
      } else if (failure === "timeout") resolve({ kind: "timeout" });
      else
        resolve({
          kind: "reset",
          error: failure ?? (body.byteLength ? "no status line" : "closed without an answer"),
        });
    });
  });
}

/**
 * Sends one request. Big bodies and requests that may be cut off get a keep-alive
 * connection of their own, so a connection the server closes after them is never
 * reused for another request. A pooled connection the server closed just as it was
 * reused is retried once, as browsers do; it says nothing about the request.
 */
export async function sendRequest(
  port: number,
  request: MalformedRequest,
  agent: http.Agent,
  timeoutMs = 15_000,
): Promise<Outcome> {
  if (request.raw) return viaSocket(port, request.raw, timeoutMs);
  if (request.mayReset || (request.body?.byteLength ?? 0) > 64 * 1024) {
    const own = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      return await viaHttp(port, request, own, timeoutMs);
    } finally {
      own.destroy();
    }
  }
  const first = await viaHttp(port, request, agent, timeoutMs);
  if (first.kind === "reset" && first.reusedSocket) return viaHttp(port, request, agent, timeoutMs);
  return first;
}

/** Runs `work` over `items` with at most `concurrency` in flight; results keep the items' order. */
export async function inPool<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
