/**
 * better-auth for the console's operators (decision 037): e-mail and password
 * only, no public sign-up (operators come from `npm run operator`), sessions in
 * the site's own database through the Drizzle adapter, in httpOnly SameSite=Lax
 * cookies. better-auth's own rate limiter is off: sign-in is limited per
 * address and per IP by server/functions/auth (the project's limiter, which
 * honours TRUST_PROXY).
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "../db/rows.ts";
import { account, session, user, verification } from "../db/schema.ts";
import { resolveAuthSecret } from "./auth-secret.ts";

/** Where the auth endpoints are mounted: under the site functions, so the functions' CORS applies. */
export const AUTH_BASE_PATH = "/functions/v1/auth";
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

export interface OperatorAuthOptions {
  siteOrigin: string;
  secret: string;
}

export function createOperatorAuth(db: Db, { siteOrigin, secret }: OperatorAuthOptions) {
  return betterAuth({
    appName: "Relaywave console",
    baseURL: siteOrigin,
    basePath: AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
    },
    trustedOrigins: [siteOrigin],
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { level: "error" },
    advanced: {
      cookiePrefix: "relaywave",
      // Secure whenever the site is on https; behind a TLS proxy on plain http, the
      // auth function adds it per request (X-Forwarded-Proto with TRUST_PROXY).
      useSecureCookies: siteOrigin.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      // No IP addresses or user agents stored with sessions: nothing in the console uses them.
      ipAddress: { disableIpTracking: true },
    },
  });
}

export type OperatorAuth = ReturnType<typeof createOperatorAuth>;

/** The auth of a lazily opened database, made on first use (requests, the operator CLI). */
export function lazyOperatorAuth(
  config: { siteOrigin: string; authSecret: string | null; dataDir: string },
  database: () => Promise<{ drizzle: Db }>,
): () => Promise<OperatorAuth> {
  let made: Promise<OperatorAuth> | null = null;
  return () => {
    made ??= database()
      .then((db) =>
        createOperatorAuth(db.drizzle, {
          siteOrigin: config.siteOrigin,
          secret: resolveAuthSecret(config.authSecret, config.dataDir),
        }),
      )
      .catch((error) => {
        made = null;
        throw error;
      });
    return made;
  };
}
