/**
 * Same-origin JSON for the console's pages: the session cookie goes along, a
 * 401 means "sign in again" (to /admin), and every other failure is an Error
 * carrying the server's sentence.
 */
import { consolePaths } from "./urls";

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

export const consoleMeta = (title: string) => [
  { title: `${title} | Relaywave console` },
  { name: "robots", content: "noindex" },
];
