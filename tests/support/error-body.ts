/** Checks of a JSON error response: a status, one sentence, no stack trace, and (for 400s) field errors. */
import { expect } from "vitest";

export interface ErrorBody {
  error: string;
  fieldErrors?: { message?: string[] };
}

export async function errorBody(response: Response, status: number): Promise<ErrorBody> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/json");
  const text = await response.text();
  expect(text).not.toMatch(/\bat \S+:\d+|ZodError|SyntaxError|TypeError/);
  const body = JSON.parse(text) as ErrorBody;
  expect(body.error).toMatch(/^[A-Z][^\n]+\.$/);
  return body;
}

/** A 400 whose field errors explain what is wrong with the message. */
export async function messageError(response: Response): Promise<ErrorBody> {
  const body = await errorBody(response, 400);
  expect(body.fieldErrors?.message?.length).toBeGreaterThan(0);
  for (const sentence of body.fieldErrors?.message ?? []) expect(sentence).toMatch(/^[A-Z].+\.$/);
  expect(body.fieldErrors?.message).toContain(body.error);
  return body;
}
