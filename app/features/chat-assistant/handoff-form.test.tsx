// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultContactFormMessages } from "~/content/contact-form-messages.ts";
import {
  describedError,
  json,
  OnEnglishPage,
  stubFetch,
} from "~/features/contact-form/contact-form-test-utils.tsx";
import HandoffForm, { type HandoffFormProps, leadMessage } from "./handoff-form.tsx";

const messages = defaultContactFormMessages();

vi.mock("~/features/toasts/notify", () => ({ notify: vi.fn(async () => {}) }));

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm(props: Partial<HandoffFormProps> = {}) {
  const onSent = vi.fn();
  const onDismiss = vi.fn();
  render(
    <MemoryRouter>
      <HandoffForm
        handoff={{ name: "Ana Silva", email: "ana@acme.io" }}
        conversationId="conv-1"
        question="I want a demo next week"
        onSent={onSent}
        onDismiss={onDismiss}
        {...props}
      />
    </MemoryRouter>,
    { wrapper: OnEnglishPage },
  );
  const form = screen.getByRole("form", { name: "Send to sales" });
  return {
    onSent,
    onDismiss,
    form,
    name: () => screen.getByLabelText(/^Name/) as HTMLInputElement,
    email: () => screen.getByLabelText(/^Email/) as HTMLInputElement,
    company: () => screen.getByLabelText(/^Company/) as HTMLInputElement,
    consent: () => screen.getByRole("checkbox") as HTMLInputElement,
    submit: () => fireEvent.click(screen.getByRole("button", { name: "Send to sales" })),
  };
}

describe("the Send to sales form", () => {
  it("is pre-filled from the handoff, with an empty Company and consent unticked", () => {
    const f = renderForm();
    expect(f.name().value).toBe("Ana Silva");
    expect(f.email().value).toBe("ana@acme.io");
    expect(f.company().value).toBe("");
    expect(f.consent().checked).toBe(false);
    for (const control of [f.name(), f.email(), f.company()])
      expect(control.getAttribute("dir")).toBe("auto");
  });

  it("posts one lead with the conversation, the page and the last question, then reports the name", async () => {
    const { fetchMock, bodies } = stubFetch(() => json(201, { id: "lead-1" }));
    const f = renderForm();
    fireEvent.change(f.company(), { target: { value: "Acme" } });
    fireEvent.click(f.consent());
    f.submit();
    await waitFor(() => expect(f.onSent).toHaveBeenCalledWith("Ana Silva"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/functions\/v1\/contact$/);
    expect(bodies[0]).toMatchObject({
      name: "Ana Silva",
      email: "ana@acme.io",
      company: "Acme",
      consent: true,
      conversationId: "conv-1",
      sourcePath: window.location.pathname,
      message: leadMessage("I want a demo next week"),
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it("does not send without consent or with a bad e-mail: errors by field, wired for screen readers", async () => {
    const { fetchMock } = stubFetch(() => json(201, { id: "x" }));
    const f = renderForm({ handoff: { email: "not-an-email" } });
    f.submit();
    await waitFor(() => expect(f.name().getAttribute("aria-invalid")).toBe("true"));
    expect(describedError(f.name())?.textContent).toBe(messages.errors.name);
    expect(describedError(f.email())?.textContent).toBe(messages.errors.emailFormat);
    expect(describedError(f.consent())?.textContent).toBe(messages.errors.consent);
    expect(document.activeElement).toBe(f.name());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps every field and shows the rate-limit message in the form, then retries with the same key", async () => {
    const { bodies } = stubFetch(
      () => json(429, { error: "Too many." }, { "retry-after": "120" }),
      () => json(201, { id: "lead-2" }),
    );
    const f = renderForm();
    fireEvent.click(f.consent());
    f.submit();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/wait 2 minutes/);
    expect(f.name().value).toBe("Ana Silva");
    expect(f.email().value).toBe("ana@acme.io");
    expect(f.consent().checked).toBe(true);
    expect(f.onSent).not.toHaveBeenCalled();

    f.submit();
    await waitFor(() => expect(f.onSent).toHaveBeenCalledTimes(1));
    expect(bodies[1]?.idempotencyKey).toBe(bodies[0]?.idempotencyKey);
  });

  it("leaves out conversationId when there is none yet", async () => {
    const { bodies } = stubFetch(() => json(201, { id: "lead-3" }));
    const f = renderForm({ conversationId: null });
    fireEvent.click(f.consent());
    f.submit();
    await waitFor(() => expect(f.onSent).toHaveBeenCalled());
    expect(bodies[0]).not.toHaveProperty("conversationId");
  });

  it("Not now dismisses it", () => {
    const f = renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(f.onDismiss).toHaveBeenCalledTimes(1);
  });
});

describe("leadMessage", () => {
  it("quotes the question without direction overrides, and stays within the contact function's limit", () => {
    expect(leadMessage("hi \u202ethere")).toBe(
      `Sent from the AI Assistant. The visitor's last question: "hi there"`,
    );
    expect(leadMessage(undefined)).toBe("Sent from the AI Assistant.");
    expect(leadMessage("x".repeat(5000)).length).toBeLessThanOrEqual(2000);
  });
});
