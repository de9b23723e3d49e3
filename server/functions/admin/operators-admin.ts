/**
 * Operators for `npm run operator` while a running server holds the embedded
 * database: only with the bearer ADMIN_TOKEN, never a session, since
 * operators are created only from the command line (decision 037).
 * POST / {email, password}, GET /, DELETE /?email=...
 */
import { Hono } from "hono";
import type { OperatorAuth } from "../../auth/operator-auth.ts";
import { addOperator, listOperators, OperatorError, removeOperator } from "../../auth/operators.ts";
import { errorResponse } from "../../http/errors.ts";
import { functionBody, jsonBody } from "../../http/json-body.ts";
import { refuseOtherMethods } from "../../http/methods.ts";

export function operatorsAdmin(auth: () => Promise<OperatorAuth>) {
  const app = new Hono();
  app.use("*", async (c, next) => {
    if (c.get("operator"))
      return errorResponse(403, "Operators are managed with npm run operator, not from the console.");
    await next();
  });
  app.use("/", async (c, next) => (c.req.method === "POST" ? functionBody()(c, next) : next()));
  // The Allow header lists GET first, as it always has.
  app.get("/", async (c) => c.json({ operators: await listOperators(await auth()) }));
  const credentials = jsonBody((body) => body as Record<string, unknown>, {
    object: "The request body must be a JSON object with email and password.",
  });
  app.post("/", credentials, async (c) => {
    const { email, password } = c.req.valid("json");
    try {
      const operator = await addOperator(await auth(), email, password);
      return c.json({ operator }, 201);
    } catch (error) {
      if (error instanceof OperatorError) return errorResponse(400, error.message);
      throw error;
    }
  });
  app.delete("/", async (c) => {
    try {
      if (!(await removeOperator(await auth(), c.req.query("email"))))
        return errorResponse(404, "There is no operator with this e-mail address.");
      return c.json({ removed: true });
    } catch (error) {
      if (error instanceof OperatorError) return errorResponse(400, error.message);
      throw error;
    }
  });
  return refuseOtherMethods(app);
}
