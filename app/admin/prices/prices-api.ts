/**
 * The console's calls for prices: same-origin JSON with the operator's session cookie.
 * A 401 means the session is gone: the caller sends the operator to /admin (sign-in).
 */
import type { SmsRate } from "~/content/page-schemas";

export interface RateChange {
  id: number;
  changedAt: string;
  actor: string;
  oldRates: SmsRate[];
  newRates: SmsRate[];
}

export class Unauthorized extends Error {
  override name = "Unauthorized";
}

const base = "/functions/v1/admin/sms-rates";

/** A 401's destination. One function for the page's life, so effects that depend on it run once. */
export const toSignIn = () => window.location.assign("/admin");

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    credentials: "same-origin",
    headers: { accept: "application/json", ...init.headers },
  });
  if (response.status === 401) throw new Unauthorized("Please sign in again.");
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const message = (body as { error?: unknown } | null)?.error;
    throw new Error(typeof message === "string" ? message : `The server answered ${response.status}.`);
  }
  return body as T;
}

export const loadRates = () => call<SmsRate[]>(base);
export const loadHistory = () => call<RateChange[]>(`${base}/history`);
export const saveRates = (rates: SmsRate[]) =>
  call<SmsRate[]>(base, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(rates),
  });
