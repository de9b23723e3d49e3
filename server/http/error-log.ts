/**
 * What the server logs about an unexpected error: enough for an operator to
 * find the fault (names, database error codes, stack frames), never the
 * personal data a failed query carried. Drizzle puts a query's parameters (a
 * lead's name, e-mail, message...) in its error message, and PostgreSQL puts
 * row values in `detail`, so neither is logged.
 */
interface ErrorWithCode extends Error {
  code?: unknown;
  constraint?: unknown;
}

const MAX_CAUSES = 3;

function redact(message: string): string {
  return message.replace(/params:[\s\S]*$/, "params: [redacted]");
}

function frames(error: Error): string[] {
  return (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
}

function summary(error: ErrorWithCode): string {
  const code = typeof error.code === "string" ? ` [code ${error.code}]` : "";
  const constraint = typeof error.constraint === "string" ? ` [constraint ${error.constraint}]` : "";
  return `${error.name}: ${redact(error.message)}${code}${constraint}`;
}

export function errorLogLine(error: unknown): string {
  if (!(error instanceof Error)) return `A non-error value was thrown (${typeof error}).`;
  const lines = [summary(error), ...frames(error)];
  let cause: unknown = error.cause;
  for (let depth = 0; depth < MAX_CAUSES && cause instanceof Error; depth += 1) {
    lines.push(`Caused by ${summary(cause)}`);
    cause = cause.cause;
  }
  return lines.join("\n");
}
