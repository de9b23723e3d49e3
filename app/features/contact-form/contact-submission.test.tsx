// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactFormCopyIn } from "~/content/contact-form/index.ts";
import { defaultContactFormMessages } from "~/content/contact-form-messages.ts";
import { notify } from "~/features/toasts/toasts.tsx";
import { recordPathname, resetPreviousPath } from "~/lib/previous-path.ts";
import {
  field,
  fill,
  json,
  renderContactForm,
  stubFetch,
  submitButton,
  validInput,
} from "./contact-form-test-utils.tsx";

const copy = contactFormCopyIn("en");
const messages = defaultContactFormMessages();

vi.mock("~/features/toasts/toasts", () => ({ notify: vi.fn(async () => {}) }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeEach(() => {
  vi.mocked(notify).mockClear();
  resetPreviousPath();
  recordPathname("/services/sms-services/pricing");
  recordPathname("/contact");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Waits until no request is in flight (the submit button is enabled again). */
async function settled() {
  await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false));
}

function expectValuesKept() {
  expect(field.name().value).toBe(validInput.name);
  // An e-mail input's value never has surrounding spaces (the browser's value sanitization).
  expect(field.email().value).toBe(validInput.email.trim());
  expect(field.company().value).toBe(validInput.company);
  expect(field.phone().value).toBe(validInput.phone);
  expect(field.country().value).toBe(validInput.country);
  expect(field.service().value).toBe(validInput.service);
  expect(field.message().value).toBe(validInput.message);
  expect(field.consent().checked).toBe(true);
}

describe("contact form submission", () => {
  it("post exactly the documented JSON and thank the visitor by name", async () => {
    const { fetchMock, bodies } = stubFetch(() => json(201, { id: "lead-1" }));
    renderContactForm();
    fill(validInput);

    fireEvent.click(submitButton());

    const heading = await screen.findByRole("heading", { name: messages.success.title("Ada Lovelace") });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toMatch(/\/functions\/v1\/contact$/);
    expect(init?.method).toBe("POST");
    expect(init?.headers).toMatchObject({ "content-type": "application/json" });
    expect(bodies[0]).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines Ltd",
      phone: "+971 4 123 4567",
      country: "AE",
      service: "sms-services",
      message: validInput.message,
      consent: true,
      website: "",
      idempotencyKey: expect.stringMatching(UUID),
      sourcePath: "/services/sms-services/pricing",
      locale: "en",
    });
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.getByText(messages.success.body)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.tabIndex).toBe(-1);
    expect(notify).toHaveBeenCalledWith("success", messages.success.toast);
  });

  it("keep every value after a failed connection and retry with the same key", async () => {
    const { fetchMock, bodies } = stubFetch(
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => json(201, { id: "lead-1" }),
    );
    renderContactForm();
    fill(validInput);

    fireEvent.click(submitButton());
    await waitFor(() => expect(notify).toHaveBeenCalledWith("error", copy.failure.network));
    await settled();
    expectValuesKept();
    expect(screen.queryByRole("alert")).toBeNull();

    fireEvent.click(submitButton());
    await screen.findByRole("heading", { name: messages.success.title("Ada Lovelace") });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(bodies[1]?.idempotencyKey).toBe(bodies[0]?.idempotencyKey);
  });

  it("keep every value after a 503, never show the server's text, and retry with the same key", async () => {
    const { bodies } = stubFetch(
      () => new Response("Error: upstream timeout\n    at handler (server.ts:12:3)", { status: 503 }),
      () => json(500, { error: "Internal error" }),
      () => json(201, { id: "lead-1" }),
    );
    const { container } = renderContactForm();
    fill(validInput);

    fireEvent.click(submitButton());
    await waitFor(() => expect(notify).toHaveBeenCalledWith("error", copy.failure.server));
    await settled();
    expectValuesKept();
    expect(container.textContent).not.toContain("upstream timeout");

    fireEvent.click(submitButton());
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(2));
    await settled();
    expectValuesKept();

    fireEvent.click(submitButton());
    await screen.findByRole("heading", { name: messages.success.title("Ada Lovelace") });
    expect(new Set(bodies.map((body) => body.idempotencyKey)).size).toBe(1);
  });

  it("send one request for a double click, with a spinner on the disabled button meanwhile", async () => {
    let answer: (response: Response) => void = () => {};
    const { fetchMock } = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderContactForm();
    fill(validInput);

    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const button = submitButton() as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.textContent).toContain(copy.sending);
    expect(button.querySelector("[data-size='sm']")?.className).toContain("text-white");
    fireEvent.click(button);
    fireEvent.submit(button.form as HTMLFormElement);

    await act(async () => answer(json(201, { id: "lead-1" })));
    await screen.findByRole("heading", { name: messages.success.title("Ada Lovelace") });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("tell the visitor how long to wait after a 429, from Retry-After", async () => {
    const { bodies } = stubFetch(
      () => json(429, { error: "Too many messages." }, { "retry-after": "600" }),
      () => json(201, { id: "lead-1" }),
    );
    renderContactForm();
    fill(validInput);

    fireEvent.click(submitButton());
    await waitFor(() => expect(notify).toHaveBeenCalledWith("error", copy.failure.rateLimited(600)));
    expect(copy.failure.rateLimited(600)).toContain("10 minutes");
    await settled();
    expectValuesKept();

    fireEvent.click(submitButton());
    await screen.findByRole("heading", { name: messages.success.title("Ada Lovelace") });
    expect(bodies[1]?.idempotencyKey).toBe(bodies[0]?.idempotencyKey);
  });

  it("start an empty form with a new key after 'Send another message'", async () => {
    const { bodies } = stubFetch(() => json(201, { id: "lead-1" }));
    renderContactForm();
    fill(validInput);
    fireEvent.click(submitButton());
    await screen.findByRole("heading", { name: messages.success.title("Ada Lovelace") });

    fireEvent.click(screen.getByRole("button", { name: messages.success.again }));

    expect(field.name().value).toBe("");
    expect(field.message().value).toBe("");
    expect(field.consent().checked).toBe(false);
    expect(document.activeElement).toBe(field.name());

    fill({ ...validInput, name: "Grace Hopper" });
    fireEvent.click(submitButton());
    await screen.findByRole("heading", { name: messages.success.title("Grace Hopper") });
    expect(bodies).toHaveLength(2);
    expect(bodies[1]?.idempotencyKey).toMatch(UUID);
    expect(bodies[1]?.idempotencyKey).not.toBe(bodies[0]?.idempotencyKey);
  });

  it("use a new key once the visitor edits the form after a failed attempt", async () => {
    const { bodies } = stubFetch(
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => json(201, { id: "lead-1" }),
    );
    renderContactForm();
    fill(validInput);
    fireEvent.click(submitButton());
    await waitFor(() => expect(notify).toHaveBeenCalledWith("error", copy.failure.network));
    await settled();

    fill({ message: `${validInput.message} Also WhatsApp.` });
    fireEvent.click(submitButton());
    await screen.findByRole("heading", { name: messages.success.title("Ada Lovelace") });
    expect(bodies[1]?.idempotencyKey).toMatch(UUID);
    expect(bodies[1]?.idempotencyKey).not.toBe(bodies[0]?.idempotencyKey);
  });

  it("show the server's sentence after a 409, keep every value, and send again with a new key", async () => {
    const sentence = messages.errors.keyReused;
    const { bodies } = stubFetch(
      () => json(409, { error: sentence }),
      () => json(201, { id: "lead-1" }),
    );
    renderContactForm();
    fill(validInput);
    fireEvent.click(submitButton());
    await screen.findByText(sentence);
    await settled();
    expectValuesKept();

    fireEvent.click(submitButton());
    await screen.findByRole("heading", { name: messages.success.title("Ada Lovelace") });
    expect(bodies[1]?.idempotencyKey).not.toBe(bodies[0]?.idempotencyKey);
  });

  it("send what a bot typed into the honeypot, so the server can drop it", async () => {
    const { bodies } = stubFetch(() => json(201, { id: "lead-1" }));
    const { container } = renderContactForm();
    fill(validInput);
    const honeypot = container.querySelector('input[name="website"]') as HTMLInputElement;
    fireEvent.change(honeypot, { target: { value: "https://spam.example" } });

    fireEvent.click(submitButton());

    await screen.findByRole("heading", { name: messages.success.title("Ada Lovelace") });
    expect(bodies[0]?.website).toBe("https://spam.example");
  });
});
