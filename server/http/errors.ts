/**
 * Every error the server sends is JSON with a human sentence, never a stack
 * trace: `{"error": "..."}`, plus `fieldErrors` for forms.
 */
export interface ErrorBody {
  error: string;
  fieldErrors?: Record<string, string[]>;
}

export function errorResponse(
  status: number,
  message: string,
  options: { fieldErrors?: Record<string, string[]>; headers?: Record<string, string> } = {},
): Response {
  const body: ErrorBody = { error: message };
  if (options.fieldErrors) body.fieldErrors = options.fieldErrors;
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...options.headers },
  });
}

export function methodNotAllowed(allowed: readonly string[]): Response {
  return errorResponse(405, `This endpoint accepts ${allowed.join(" and ")} requests only.`, {
    headers: { allow: allowed.join(", ") },
  });
}
