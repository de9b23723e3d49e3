/**
 * Security headers on every response (decision 013). Pages get a strict
 * Content-Security-Policy listing their own inline-script hashes (set by the
 * static site, which knows the page); everything else (function JSON, SSE,
 * assets, redirects, errors) gets a policy that allows nothing, since none of
 * it is meant to be rendered as a document.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { ServerConfig } from "../env.ts";

export type SecurityConfig = Pick<ServerConfig, "vapi" | "supabase" | "trustProxy">;

/**
 * What a Vapi web call needs beyond this origin. The SDK creates the call at
 * api.vapi.ai; Daily's loader (bundled here) then adds a <script> for its call
 * machine from c.daily.co (we pass `avoidEval`, so it is a script, not eval),
 * which talks to Daily's rooms and media servers on *.daily.co and to its
 * signalling on *.pluot.blue, over https and wss. Krisp noise cancellation,
 * which Vapi turns on for every call, runs as WebAssembly: 'wasm-unsafe-eval'
 * allows compiling WebAssembly only, never JavaScript from strings. Daily's
 * error reporting to sentry.io is left out on purpose.
 */
const VOICE_SOURCES = {
  script: ["https://c.daily.co", "'wasm-unsafe-eval'"],
  connect: [
    "https://api.vapi.ai",
    "https://*.daily.co",
    "wss://*.daily.co",
    "https://*.pluot.blue",
    "wss://*.pluot.blue",
  ],
  media: ["blob:"],
  worker: ["blob:"],
} as const;

/** For responses that are not pages: nothing may load, frame or submit from them. */
export const NON_PAGE_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * The microphone is for this origin only (the voice assistant); every other
 * powerful feature the site never uses is denied, for it and for any frame.
 * Only features Chromium recognises: an unknown one is logged as an error.
 */
const PERMISSIONS_POLICY = [
  "microphone=(self)",
  "camera=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "midi=()",
  "display-capture=()",
  "accelerometer=()",
  "gyroscope=()",
  "magnetometer=()",
  "browsing-topics=()",
].join(", ");

/** Headers every response carries, whatever it is and however it arrived. */
const COMMON_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": PERMISSIONS_POLICY,
  "cross-origin-opener-policy": "same-origin",
  // The legacy companion of frame-ancestors 'none', for browsers without CSP level 2.
  "x-frame-options": "DENY",
};

/** A hosted Supabase project's origin for fetch, and the same host for its realtime socket. */
function supabaseSources(url: string): string[] {
  const { origin, protocol, host } = new URL(url);
  return [origin, `${protocol === "https:" ? "wss:" : "ws:"}//${host}`];
}

/**
 * The policy of one HTML page. script-src is strict: this origin's files and
 * the page's own inline scripts by hash, never 'unsafe-inline' or
 * 'unsafe-eval'. style-src allows inline styles: React style props and the
 * toast library inject them, and a style cannot run code.
 */
export function pageContentSecurityPolicy(config: SecurityConfig, scriptHashes: readonly string[]): string {
  const voice = config.vapi !== null;
  const directives: [string, readonly string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scriptHashes, ...(voice ? VOICE_SOURCES.script : [])]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'"]],
    [
      "connect-src",
      [
        "'self'",
        ...(config.supabase ? supabaseSources(config.supabase.url) : []),
        ...(voice ? VOICE_SOURCES.connect : []),
      ],
    ],
    ["media-src", ["'self'", ...(voice ? VOICE_SOURCES.media : [])]],
    ["worker-src", ["'self'", ...(voice ? VOICE_SOURCES.worker : [])]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

export interface RequestTransport {
  /** The connection to this server is TLS. */
  tls: boolean;
  /** The X-Forwarded-Proto header, if any. */
  forwardedProto: string | undefined;
}

/**
 * Whether the visitor's request came over HTTPS: on our own TLS socket, or,
 * only with `trustProxy`, as our proxy reports in X-Forwarded-Proto. Its
 * right-most entry is the one our proxy wrote (as for X-Forwarded-For in
 * client-ip.ts); without `trustProxy` anyone could send the header.
 */
export function arrivedOverHttps({ tls, forwardedProto }: RequestTransport, trustProxy: boolean): boolean {
  if (tls) return true;
  if (!trustProxy || !forwardedProto) return false;
  return forwardedProto.split(",").at(-1)?.trim().toLowerCase() === "https";
}

/**
 * Every header for a response: the common set, HSTS only over HTTPS (a
 * browser ignores it over plain http, and sending it there would say nothing
 * true), and the CSP the response brought or the non-page one.
 */
export function securityHeaders(options: { https: boolean; policy?: string }): Record<string, string> {
  return {
    ...COMMON_HEADERS,
    "content-security-policy": options.policy ?? NON_PAGE_POLICY,
    ...(options.https ? { "strict-transport-security": HSTS } : {}),
  };
}

/** TLS on the Node socket; without one (as under `app.request()` in tests) the URL's scheme. */
export function overTls(c: Context): boolean {
  const incoming = (c.env as { incoming?: { socket?: { encrypted?: boolean } } } | undefined)?.incoming;
  if (incoming) return incoming.socket?.encrypted === true;
  return new URL(c.req.url).protocol === "https:";
}

/**
 * Registered first, so it wraps every handler and also sees what app.onError
 * made of a thrown error. A page's own CSP (from the static site) is kept.
 */
export function securityHeadersMiddleware(config: SecurityConfig): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const https = arrivedOverHttps(
      { tls: overTls(c), forwardedProto: c.req.header("x-forwarded-proto") },
      config.trustProxy,
    );
    const headers = securityHeaders({
      https,
      policy: c.res.headers.get("content-security-policy") ?? undefined,
    });
    const apply = () => {
      for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    };
    try {
      apply();
    } catch {
      // Some responses (Response.redirect(), fetch()) have immutable headers: copy, then set.
      c.res = new Response(c.res.body, c.res);
      apply();
    }
  };
}
