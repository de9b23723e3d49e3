/**
 * The 405 of every route: after an app's routes are declared, each of its paths answers
 * the methods it has no handler for with `methodNotAllowed` and the methods it has, in the
 * order they were declared, so the Allow header can never disagree with the routes (decision 061).
 */
import type { Hono } from "hono";
import { methodNotAllowed } from "./errors.ts";

/**
 * Call once per app, after its method handlers and before any catch-all or sub-app mounted
 * into it (sub-apps call it themselves). Middleware (`use`, `all`) declares no method.
 */
// biome-ignore lint/suspicious/noExplicitAny: any app, whatever its environment and schema.
export function refuseOtherMethods<App extends Hono<any, any, any>>(app: App): App {
  const allowed = new Map<string, string[]>();
  for (const { method, path } of app.routes) {
    if (method === "ALL") continue;
    const methods = allowed.get(path) ?? [];
    if (!methods.includes(method)) methods.push(method);
    allowed.set(path, methods);
  }
  for (const [path, methods] of allowed) app.all(path, () => methodNotAllowed(methods));
  return app;
}
