import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchAdminJson } from "./admin-fetch.ts";

const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify(body), { status }));

afterEach(() => vi.restoreAllMocks());

describe("fetchAdminJson", () => {
  it("sends the session cookie and returns the JSON", async () => {
    const fetch = answer(200, { total: 3 });
    expect(await fetchAdminJson("insights?from=2026-11-01")).toEqual({ ok: true, data: { total: 3 } });
    expect(fetch).toHaveBeenCalledWith(
      "/functions/v1/admin/insights?from=2026-11-01",
      expect.objectContaining({ credentials: "same-origin" }),
    );
  });

  it("sends a 401 to the sign-in page at /admin", async () => {
    answer(401, { error: "Sign in first." });
    const thrown = await fetchAdminJson("insights").catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/admin");
  });

  it("gives the server's sentence for another refusal, and a sentence when it cannot be reached", async () => {
    answer(404, { error: "There is no such conversation." });
    expect(await fetchAdminJson("conversations/x")).toEqual({
      ok: false,
      status: 404,
      message: "There is no such conversation.",
    });
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await fetchAdminJson("insights")).toMatchObject({ ok: false, status: 0 });
  });
});
