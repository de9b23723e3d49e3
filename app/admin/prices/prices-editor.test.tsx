// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SmsRate } from "~/content/page-schemas.ts";
import { smsRates } from "~/content/sms-rates.ts";
import type { RateChangeJson as RateChange } from "../../../contracts/admin-api.ts";
import { PricesEditor } from "./prices-editor.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A server holding `rates`: GET answers them, PUT stores them (or answers `putAnswer`). */
function server(rates: SmsRate[], putAnswer?: Response) {
  let current = rates;
  const changes: RateChange[] = [];
  const puts: SmsRate[][] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    expect(init?.credentials).toBe("same-origin");
    if (url.endsWith("/history")) return json(200, changes);
    if (init?.method === "PUT") {
      if (putAnswer) return putAnswer;
      const body = JSON.parse(String(init.body)) as SmsRate[];
      puts.push(body);
      changes.unshift({
        id: changes.length + 1,
        changedAt: "2026-11-22T10:15:00.000Z",
        actor: "ops@relaywave.example",
        oldRates: current,
        newRates: body,
      });
      current = body;
      return json(200, body);
    }
    return json(200, current);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, puts };
}

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save prices" }));

describe("the prices editor", () => {
  it("lists every market, with fields named by market and rate type, and unpriced ones on request", async () => {
    server(smsRates.filter((rate) => rate.country !== "qatar"));
    render(<PricesEditor />);
    expect(
      (
        (await screen.findByRole("textbox", {
          name: "India transactional rate (USD per SMS)",
        })) as HTMLInputElement
      ).value,
    ).toBe("0.0032");
    expect(field("Kuwait sender ID fee (USD, one-time)").value).toBe("300");
    expect(field("Qatar promotional rate (USD per SMS)").value).toBe("");
    expect(within(screen.getByRole("row", { name: /Qatar/ })).getByText("On request")).toBeTruthy();
    expect(screen.getAllByRole("row")).toHaveLength(1 + 6);
  });

  it("saves a changed Qatar rate, announces it, and shows the change in the history", async () => {
    const { puts } = server([...smsRates]);
    render(<PricesEditor />);
    fireEvent.change(await screen.findByRole("textbox", { name: "Qatar transactional rate (USD per SMS)" }), {
      target: { value: "0.0412" },
    });
    save();
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toMatch(
        /^Prices saved at \d\d:\d\d UTC\. The site and the assistant quote them now\.$/,
      ),
    );
    expect(puts[0]?.find((rate) => rate.country === "qatar")?.transactional).toBe(0.0412);
    expect(puts[0]).toHaveLength(6);
    const history = screen.getByRole("region", { name: "Change history" });
    expect(within(history).getByText("ops@relaywave.example")).toBeTruthy();
    // The arrow is hidden from screen readers, which read "to" instead.
    expect(history.textContent).toContain("Qatar transactional rate: $0.0360 →to $0.0412");
  });

  it("shows what is wrong under each field, sends nothing and moves focus to the first", async () => {
    const { puts } = server([...smsRates]);
    render(<PricesEditor />);
    const qatar = await screen.findByRole("textbox", { name: "Qatar transactional rate (USD per SMS)" });
    fireEvent.change(qatar, { target: { value: "-1" } });
    fireEvent.change(field("United Arab Emirates sender ID fee (USD, one-time)"), {
      target: { value: "abc" },
    });
    fireEvent.change(field("India promotional rate (USD per SMS)"), { target: { value: "" } });
    save();
    await waitFor(() => expect(qatar.getAttribute("aria-invalid")).toBe("true"));
    const describedBy = (input: HTMLElement) =>
      document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent;
    expect(describedBy(qatar)).toBe("Enter a price from 0.0001 to 10 USD.");
    expect(describedBy(field("United Arab Emirates sender ID fee (USD, one-time)"))).toBe(
      "Enter a number in USD, such as 0.035.",
    );
    expect(describedBy(field("India promotional rate (USD per SMS)"))).toBe(
      "Enter an amount, or clear the whole row to quote it on request.",
    );
    expect(document.activeElement).toBe(field("India promotional rate (USD per SMS)"));
    expect(puts).toEqual([]);
  });

  it("leaves out a market whose row is cleared: it is quoted on request", async () => {
    const { puts } = server([...smsRates]);
    render(<PricesEditor />);
    await screen.findByRole("textbox", { name: "Bahrain transactional rate (USD per SMS)" });
    for (const name of [
      "transactional rate (USD per SMS)",
      "promotional rate (USD per SMS)",
      "sender ID fee (USD, one-time)",
    ])
      fireEvent.change(field(`Bahrain ${name}`), { target: { value: " " } });
    save();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.map((rate) => rate.country)).not.toContain("bahrain");
  });

  it("shows the server's sentence when it refuses the save", async () => {
    server([...smsRates], json(400, { error: "The rates were not saved: it lists qatar more than once." }));
    render(<PricesEditor />);
    await screen.findByRole("textbox", { name: "Qatar transactional rate (USD per SMS)" });
    save();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The rates were not saved: it lists qatar more than once.",
    );
  });

  it("sends the operator to sign in on a 401", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(401, { error: "A valid operator token is required." })),
    );
    const onUnauthorized = vi.fn();
    render(<PricesEditor onUnauthorized={onUnauthorized} />);
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
