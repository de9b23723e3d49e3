/** Requests through nginx for the cluster checks: each with a timeout, never throwing. */

export interface Answer {
  /** 0 when no answer came (refused, reset, timed out). */
  status: number;
  /** The instance that answered (nginx's X-Upstream), "" without one. */
  upstream: string;
  body: string;
}

export async function send(url: string, init: RequestInit & { clientIp: string }): Promise<Answer> {
  const { clientIp, ...rest } = init;
  try {
    const response = await fetch(url, {
      ...rest,
      headers: { "x-forwarded-for": clientIp, "user-agent": "relaywave-cluster", ...rest.headers },
      signal: AbortSignal.timeout(20_000),
    });
    return {
      status: response.status,
      upstream: response.headers.get("x-upstream") ?? "",
      body: await response.text(),
    };
  } catch {
    return { status: 0, upstream: "", body: "" };
  }
}

export function postJson(url: string, body: unknown, clientIp: string): Promise<Answer> {
  return send(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    clientIp,
  });
}

/** A distinct visitor address per number (10.x.y.z). */
export function visitor(group: number, index: number): string {
  return `10.${group}.${(index >> 8) & 255}.${index & 255}`;
}
