// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RetentionLastRun } from "./last-run.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );

describe("RetentionLastRun", () => {
  it("says when the job last ran, what it deleted, and when the next run is due", async () => {
    answer(200, {
      lastRun: {
        startedAt: "2026-11-22T03:00:00.000Z",
        finishedAt: "2026-11-22T03:00:01.000Z",
        leadsDeleted: 1,
        conversationsDeleted: 12,
        error: null,
      },
      nextRunAt: "2026-11-23T03:00:00.000Z",
    });
    render(<RetentionLastRun />);
    expect(
      await screen.findByText(
        "Retention: last run 22 Nov 2026, 03:00 UTC deleted 1 lead and 12 conversations past their retention period. Next run due 23 Nov 2026, 03:00 UTC.",
      ),
    ).toBeTruthy();
  });

  it("shows a failed run's sentence, and says so before the first run", async () => {
    answer(200, {
      lastRun: {
        startedAt: "2026-11-22T03:00:00.000Z",
        finishedAt: "2026-11-22T03:00:01.000Z",
        leadsDeleted: null,
        conversationsDeleted: 0,
        error: "Retention: leads could not be deleted: timeout.",
      },
      nextRunAt: null,
    });
    const { unmount } = render(<RetentionLastRun />);
    expect(
      await screen.findByText(/failed\. Retention: leads could not be deleted: timeout\.$/),
    ).toBeTruthy();
    unmount();
    answer(200, { lastRun: null, nextRunAt: null });
    render(<RetentionLastRun />);
    expect(await screen.findByText(/has not run yet/)).toBeTruthy();
  });

  it("sends the operator to sign in on a 401", async () => {
    answer(401, { error: "Sign in." });
    const onUnauthorized = vi.fn();
    render(<RetentionLastRun onUnauthorized={onUnauthorized} />);
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1));
  });
});
