/**
 * The console's sign-in, sign-out and session (decision 037), in front of
 * better-auth: only these three of its endpoints are reachable. Sign-in is
 * limited per address and client IP, per client IP, and per address at a
 * ceiling no single client reaches (decision 051): each attempt takes a slot
 * in every limit BEFORE its password is checked, and a success gives them
 * back, so a burst of concurrent guesses checks no more passwords than the
 * limit. One sentence for an unknown address and a wrong password alike.
 * Cookies get Secure when the request came over HTTPS.
 */
import { type Context, Hono } from "hono";
import type { OperatorAuth } from "../../auth/operator-auth.ts";
import type { ServerConfig } from "../../env.ts";
import { errorResponse } from "../../http/errors.ts";
import { type BodyCheck, functionBody, jsonBody } from "../../http/json-body.ts";
import { refuseOtherMethods } from "../../http/methods.ts";
import { createRateLimiter, type RateLimitSlot } from "../../http/rate-limit.ts";
import { arrivedOverHttps, overTls } from "../../http/security-headers.ts";
import type { RateLimits } from "../../http/shared-rate-limit.ts";

export const SIGN_IN_FAILED = "The email or password is not right.";
/** Failed sign-ins allowed for one address from one client IP, and from one client IP, in 15 minutes. */
export const FAILURES_PER_ADDRESS_AND_IP = 5;
export const FAILURES_PER_IP = 20;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
/**
 * Failed sign-ins allowed for one address from every IP together, in an hour: above the 80 an
 * hour one client can reach (20 per 15 minutes), so one attacker cannot lock an operator out.
 */
export const FAILURES_PER_ADDRESS = 100;
export const ADDRESS_WINDOW_MS = 60 * 60_000;

/** Both as text, neither empty: anything else gets one sentence, without counting as a failure. */
const checkCredentials: BodyCheck<{ email: string; password: string }> = (body) => {
  const { email, password } = body as Record<string, unknown>;
  if (typeof email !== "string" || typeof password !== "string" || !email.trim() || !password)
    return errorResponse(400, "Please enter your email and password.");
  return { email, password };
};

export interface AuthFunctionOptions {
  config: Pick<ServerConfig, "siteOrigin" | "trustProxy">;
  auth: () => Promise<OperatorAuth>;
  keyOf: (c: Context) => string;
  /** Shared by every instance (decision 048); this process's memory by default. */
  limits?: Pick<RateLimits, "limiter">;
}

export function authFunction({
  config,
  auth,
  keyOf,
  limits = { limiter: (_name, options) => createRateLimiter(options) },
}: AuthFunctionOptions) {
  const app = new Hono();
  // The narrowest first: a guess refused there never takes (and gives back) a slot of the wider ones.
  const addressAndIpFailures = limits.limiter("sign-in-failures-address-ip", {
    limit: FAILURES_PER_ADDRESS_AND_IP,
    windowMs: SIGN_IN_WINDOW_MS,
  });
  const ipFailures = limits.limiter("sign-in-failures-ip", {
    limit: FAILURES_PER_IP,
    windowMs: SIGN_IN_WINDOW_MS,
  });
  const addressFailures = limits.limiter("sign-in-failures-address", {
    limit: FAILURES_PER_ADDRESS,
    windowMs: ADDRESS_WINDOW_MS,
  });

  /** Sign-in and sign-out only from the console's own pages (login CSRF, forced sign-out). */
  app.use("*", async (c, next) => {
    const origin = c.req.header("origin");
    if (c.req.method !== "GET" && origin !== undefined && origin !== config.siteOrigin)
      return errorResponse(403, "Signing in is possible only from this website's own console.");
    await next();
  });

  /** better-auth's answer with its cookies, Secure when the visitor is on HTTPS behind a proxy. */
  function withCookies(c: Context, from: Response, body: unknown): Response {
    const https = arrivedOverHttps(
      { tls: overTls(c), forwardedProto: c.req.header("x-forwarded-proto") },
      config.trustProxy,
    );
    const response = c.json(body);
    response.headers.set("cache-control", "no-store");
    for (const cookie of from.headers.getSetCookie()) {
      const secure = https && !/;\s*secure/i.test(cookie) ? `${cookie}; Secure` : cookie;
      response.headers.append("set-cookie", secure);
    }
    return response;
  }

  const forward = (c: Context, path: string, body?: string) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete("content-length");
    if (body !== undefined) headers.set("content-type", "application/json");
    return new Request(new URL(`/functions/v1/auth${path}`, config.siteOrigin), {
      method: "POST",
      headers,
      body,
    });
  };

  app.use("/sign-in", functionBody());
  const credentials = jsonBody(checkCredentials, {
    object: "The request body must be a JSON object with email and password.",
  });
  app.post("/sign-in", credentials, async (c) => {
    const { email, password } = c.req.valid("json");
    const address = email.trim().toLowerCase().slice(0, 320);
    const ip = keyOf(c);
    const keys = [
      { limiter: addressAndIpFailures, key: `${ip} ${address}` },
      { limiter: ipFailures, key: ip },
      { limiter: addressFailures, key: address },
    ];
    // Counted before the password is checked (decision 051): requests in flight cannot all pass.
    const slots: RateLimitSlot[] = [];
    const giveBack = () => Promise.all(slots.map((slot) => slot.giveBack()));
    for (const { limiter, key } of keys) {
      const slot = await limiter.take(key);
      if (!slot.allowed) {
        await giveBack();
        const minutes = Math.ceil(slot.retryAfterSeconds / 60);
        return errorResponse(
          429,
          `Too many failed sign-ins. Please wait ${minutes === 1 ? "a minute" : `${minutes} minutes`} and try again.`,
          { headers: { "retry-after": String(slot.retryAfterSeconds) } },
        );
      }
      slots.push(slot);
    }
    let answer: Response;
    try {
      answer = await (await auth()).handler(
        forward(c, "/sign-in/email", JSON.stringify({ email: address, password, rememberMe: true })),
      );
    } catch (error) {
      // The database failed, not the visitor: the attempt does not count.
      await giveBack();
      throw error;
    }
    if (!answer.ok) {
      // Unknown address, wrong password, a password of the wrong length: one sentence for all, and it counts.
      if (answer.status === 401 || answer.status === 400)
        return errorResponse(401, SIGN_IN_FAILED, { headers: { "cache-control": "no-store" } });
      await giveBack();
      return errorResponse(503, "Signing in is not possible right now. Please try again in a moment.");
    }
    await giveBack();
    const { user } = (await answer.json()) as { user: { id: string; email: string } };
    return withCookies(c, answer, { operator: { id: user.id, email: user.email } });
  });

  app.post("/sign-out", async (c) => {
    // better-auth deletes the session row and clears the cookies; without a session there is nothing to end.
    const answer = await (await auth()).handler(forward(c, "/sign-out"));
    return withCookies(c, answer, { ok: true });
  });

  app.get("/session", async (c) => {
    c.header("cache-control", "no-store");
    const found = await (await auth()).api.getSession({ headers: c.req.raw.headers });
    if (!found)
      return errorResponse(401, "You are not signed in.", { headers: { "cache-control": "no-store" } });
    return c.json({ operator: { id: found.user.id, email: found.user.email } });
  });
  refuseOtherMethods(app);

  app.all("*", () => errorResponse(404, "There is no such function."));
  return app;
}
