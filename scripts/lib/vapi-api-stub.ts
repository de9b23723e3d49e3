/**
 * A stand-in for the three Vapi endpoints `npm run vapi:assistant` calls (list, create and update
 * assistants) on 127.0.0.1, recording every request, for scripts/vapi-assistant.test.ts: the
 * script runs against it through VAPI_API_BASE_URL, the real SDK and real HTTP.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
}

export interface StubOptions {
  /** Assistants the account already has. */
  assistants?: { id: string; name: string }[];
  /** Answer every request with this status and body. */
  failWith?: { status: number; body: unknown };
}

export type VapiStub = Awaited<ReturnType<typeof startVapiStub>>;

/** Created assistants get the ids asst-new-1, asst-new-2... in the order they are created. */
export async function startVapiStub({ assistants = [], failWith }: StubOptions = {}) {
  const requests: Recorded[] = [];
  const store = new Map(assistants.map((item) => [item.id, { ...item }]));
  let created = 0;
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
      created += 1;
      const assistant = { ...body, id: `asst-new-${created}`, ...stamp };
      store.set(assistant.id, { id: assistant.id, name: String(body?.name) });
      return send(res, 201, assistant);
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

export const calls = (requests: Recorded[]) => requests.map((request) => `${request.method} ${request.path}`);
