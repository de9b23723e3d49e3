import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { errorLogLine } from "./error-log.ts";
import { errorResponse } from "./errors.ts";

/** The last resort of the Node app and of each Edge Function: a sentence, never a stack trace. */
export const appErrorHandler: ErrorHandler = (error) => {
  // Hono's middleware (bearerAuth) refuses by throwing the response we gave it.
  if (error instanceof HTTPException) return error.getResponse();
  console.error(`Unhandled server error: ${errorLogLine(error)}`);
  return errorResponse(500, "Something went wrong on our side. Please try again in a moment.");
};
