// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LeadDetailJson, NotificationJson } from "../../../contracts/admin-api.ts";
import { Notifications } from "./lead-notifications.tsx";

const url = "/functions/v1/admin/leads/9d3f0a7e-0000-4000-8000-000000000001";
const delivery = (changes: Partial<NotificationJson>): NotificationJson => ({
  id: "6f1c1d0e-3b1a-4c59-9a43-000000000001",
  channel: "webhook",
  status: "given-up",
  attempts: 6,
  lastError: "The webhook answered HTTP 500.",
  deliveredAt: null,
  nextAttemptAt: null,
  givenUpAt: "2026-11-22T14:03:00.000Z",
  ...changes,
});
const detail = (notifications: NotificationJson[]) => ({ notifications }) as unknown as LeadDetailJson;

afterEach(() => vi.restoreAllMocks());

describe("Notifications (decision 081)", () => {
  it("offers Retry now only on a failed delivery, posts it, and shows the state the server answers", async () => {
    const retried = detail([
      delivery({
        id: "6f1c1d0e-3b1a-4c59-9a43-000000000002",
        channel: "email",
        status: "delivered",
        deliveredAt: "2026-11-22T14:03:00.000Z",
        lastError: null,
        givenUpAt: null,
      }),
      delivery({ status: "failed", givenUpAt: null, nextAttemptAt: "2026-11-22T14:05:00.000Z" }),
    ]);
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify(retried)));
    const onRetried = vi.fn();
    const before = retried.notifications.map((row, index) => (index === 1 ? delivery({}) : row));
    render(<Notifications detail={detail(before)} url={url} onRetried={onRetried} />);
    expect(screen.getAllByRole("button", { name: /^Retry now/ })).toHaveLength(1);
    expect(screen.getByText("Failed, gave up")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Retry now: Webhook" }));
    expect(await screen.findByText("The webhook is being sent again.")).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe(`${url}/deliveries/6f1c1d0e-3b1a-4c59-9a43-000000000001/retry`);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("POST");
    expect(onRetried).toHaveBeenCalledWith(retried);
  });

  it("says the server's sentence when the delivery cannot be retried", async () => {
    const error = "This notification is being sent right now. Look again in a minute.";
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify({ error }), { status: 409 }));
    render(<Notifications detail={detail([delivery({})])} url={url} onRetried={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "Retry now: Webhook" }));
    expect(await screen.findByText(error)).toBeTruthy();
  });
});
