/**
 * Same-origin JSON for the console's pages: the session cookie goes along, a
 * 401 means "sign in again" (to /admin), and every other failure is an Error
 * carrying the server's sentence.
 */
import { consolePaths } from "../../contracts/console-urls.ts";

export class AdminRequestError extends Error {
  override name = "AdminRequestError";
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function adminFetch<T>(url: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: "same-origin",
      headers: { accept: "application/json", ...(init.body ? { "content-type": "application/json" } : {}) },
    });
  } catch {
    throw new AdminRequestError("The server could not be reached. Check the connection and try again.", 0);
  }
  if (response.status === 401 && !url.includes("/auth/")) {
    window.location.assign(consolePaths.signIn);
    throw new AdminRequestError("Please sign in again.", 401);
  }
  const body = (await response.json().catch(() => null)) as ({ error?: string } & T) | null;
  if (!response.ok)
    throw new AdminRequestError(body?.error ?? "Something went wrong. Please try again.", response.status);
  return body as T;
}

/** The sentence to show for a failed console request. */
export const failureMessage = (failure: unknown) =>
  failure instanceof AdminRequestError ? failure.message : String(failure);

export const consoleMeta = (title: string) => [
  { title: `${title} | Relaywave console` },
  { name: "robots", content: "noindex" },
];
/** What a console page's loader gives its component: the JSON, or the server's sentence. */
export type AdminResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

/**
 * GET a console endpoint under /functions/v1/admin/ with the operator's session cookie.
 * 401 means "not signed in": the loader redirects to the sign-in page at /admin.
 * Other refusals come back as the server's sentence, for the page to show.
 */
export async function fetchAdminJson<T>(path: string, signal?: AbortSignal): Promise<AdminResult<T>> {
  let response: Response;
  try {
    response = await fetch(`/functions/v1/admin/${path}`, {
      credentials: "same-origin",
      headers: { accept: "application/json" },
      signal,
    });
  } catch {
    return { ok: false, status: 0, message: "The server could not be reached. Please try again." };
  }
  // What react-router's redirect() makes, by hand: importing it would grow every public page's framework chunk.
  if (response.status === 401) throw new Response(null, { status: 302, headers: { location: "/admin" } });
  const body = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { ok: true, data: body as T };
  const error = (body as { error?: unknown } | null)?.error;
  return {
    ok: false,
    status: response.status,
    message: typeof error === "string" ? error : `The server answered ${response.status}.`,
  };
}
