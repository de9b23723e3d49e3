/**
 * The console's one way to call the server: same-origin JSON with the operator's session
 * cookie, answered as an AdminResult (the JSON, or the server's sentence). A 401 outside
 * the sign-in endpoints means the session is gone: it is thrown as a redirect to /admin,
 * which `signInAgain` (and useAdminData) follow.
 */
import { consolePaths } from "../../contracts/console-urls.ts";

/** What a console request gives its page: the JSON, or the server's sentence. */
export type AdminResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

export interface AdminRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * `path` is under /functions/v1/admin/ ("insights?from=…"), or a site path of its own
 * ("/functions/v1/auth/session"), where a 401 is an answer like any other.
 */
export async function fetchAdminJson<T>(
  path: string,
  request: AdminRequest | AbortSignal = {},
): Promise<AdminResult<T>> {
  const { method, body, signal } = "aborted" in request ? { signal: request } : request;
  const url = path.startsWith("/") ? path : `/functions/v1/admin/${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch {
    return { ok: false, status: 0, message: "The server could not be reached. Please try again." };
  }
  // What react-router's redirect() makes, by hand: importing it would grow every public page's framework chunk.
  if (response.status === 401 && !url.startsWith("/functions/v1/auth/"))
    throw new Response(null, { status: 302, headers: { location: consolePaths.signIn } });
  const json = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { ok: true, data: json as T };
  const error = (json as { error?: unknown } | null)?.error;
  return {
    ok: false,
    status: response.status,
    message: typeof error === "string" ? error : `The server answered ${response.status}.`,
  };
}

/** Sends the operator to sign in again (by default to /admin). */
export const toSignIn = () => window.location.assign(consolePaths.signIn);

/**
 * For a request's `.catch`: follows the redirect a 401 throws (calling `onUnauthorized`),
 * and answers as a refusal, so the caller has one result to look at.
 */
export function signInAgain(onUnauthorized: () => void = toSignIn) {
  return (refusal: unknown): AdminResult<never> => {
    if (!(refusal instanceof Response)) throw refusal;
    onUnauthorized();
    return { ok: false, status: 401, message: "Please sign in again." };
  };
}

export const consoleMeta = (title: string) => [
  { title: `${title} | Relaywave console` },
  { name: "robots", content: "noindex" },
];
