// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { smsCountries } from "~/content/catalogue.ts";
import { contactFormCopyIn } from "~/content/contact-form/index.ts";
import { defaultContactFormMessages } from "~/content/contact-form-messages.ts";
import { countryCodes } from "~/content/countries.ts";
import { MESSAGE_MAX } from "../../../contracts/contact-request.ts";
import { ContactFormSection } from "./contact-form.tsx";
import {
  describedError,
  englishOtherCountries,
  field,
  fill,
  json,
  OnEnglishPage,
  optionGroups,
  renderContactForm,
  stubFetch,
  submitButton,
} from "./contact-form-test-utils.tsx";

const copy = contactFormCopyIn("en");
const messages = defaultContactFormMessages();

vi.mock("~/features/toasts/toasts", () => ({ notify: vi.fn(async () => {}) }));

beforeEach(() => {
  stubFetch(() => json(201, { id: "lead-1" }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Submits and waits until the submission logic has run (it loads on first use). */
async function submit() {
  fireEvent.click(submitButton());
  await waitFor(() =>
    expect(screen.queryByRole("alert") ?? screen.queryByRole("heading", { level: 3 })).not.toBeNull(),
  );
}

function expectInvalid(control: HTMLElement, message: string) {
  expect(control.getAttribute("aria-invalid")).toBe("true");
  const error = describedError(control);
  expect(error?.textContent).toBe(message);
  expect(error?.querySelector("svg")).not.toBeNull();
}

describe("contact form fields", () => {
  it("label every field, mark the required ones and wire the hints", () => {
    renderContactForm();
    expect(screen.getByRole("form", { name: copy.title })).toBeTruthy();
    for (const control of [field.name(), field.email(), field.message(), field.consent()]) {
      expect(control.required).toBe(true);
      expect(control.labels?.[0]?.textContent).toContain(copy.required);
    }
    for (const control of [field.company(), field.phone(), field.country(), field.service()]) {
      expect(control.labels?.[0]?.textContent).not.toContain(copy.required);
    }
    expect(field.email().type).toBe("email");
    expect(field.email().autocomplete).toBe("email");
    expect(field.company().autocomplete).toBe("organization");
    expect(field.phone().type).toBe("tel");
    expect(field.phone().autocomplete).toBe("tel");
    expect(describedTexts(field.phone())).toEqual([copy.hints.phone]);
    const link = within(field.consent().labels?.[0] as HTMLElement).getByRole("link", {
      name: copy.labels.consentLink,
    });
    expect(link.getAttribute("href")).toBe("/privacy");
  });

  it("let what is typed set each text field's direction, and leave the choices to the page (decision 070)", () => {
    renderContactForm();
    for (const control of [field.name(), field.email(), field.company(), field.phone(), field.message()]) {
      expect(control.getAttribute("dir"), control.name).toBe("auto");
    }
    for (const control of [field.country(), field.service(), field.consent()]) {
      expect(control.hasAttribute("dir"), control.name).toBe(false);
    }
  });

  it("list the six SMS markets first, then every other country by name", async () => {
    renderContactForm();
    const select = field.country();
    expect(select.options[0]?.value).toBe("");
    expect(select.options[0]?.textContent).toBe(copy.options.countryPlaceholder);
    await waitFor(() => expect(optionGroups(select)).toHaveLength(2));
    const [markets, others] = optionGroups(select);
    expect(markets?.label).toBe(copy.options.marketsGroup);
    expect(markets?.values).toEqual(smsCountries.map((country) => country.isoCode));
    expect(markets?.labels).toEqual(smsCountries.map((country) => country.name));
    expect(others?.label).toBe(copy.options.otherCountriesGroup);
    expect(others?.values).toHaveLength(countryCodes.length - smsCountries.length);
    expect(others?.values).not.toContain("AE");
    expect(others?.labels).toContain("Germany");
    const sorted = [...(others?.labels ?? [])].sort((a, b) => a.localeCompare(b));
    expect(others?.labels).toEqual(sorted);
  });

  it("offer every service after a 'Not sure yet' option", () => {
    renderContactForm();
    const options = [...field.service().options];
    expect(options[0]?.value).toBe("");
    expect(options[0]?.textContent).toBe(copy.options.servicePlaceholder);
    expect(options.slice(1).map((option) => option.value)).toContain("whatsapp-services");
  });

  it("count the message's characters without announcing every keystroke", () => {
    renderContactForm();
    expect(field.message().maxLength).toBe(MESSAGE_MAX);
    fill({ message: "Hello there" });
    const count = screen.getByText(copy.hints.characterCount(11, MESSAGE_MAX));
    expect(count.closest("[aria-live]")).toBeNull();
    expect(count.getAttribute("role")).toBeNull();
    expect(field.message().getAttribute("aria-describedby")).toContain(count.id);
  });

  it("keep the honeypot out of the tab order and away from assistive technology", () => {
    const { container } = renderContactForm();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.getAttribute("autocomplete")).toBe("off");
    expect(honeypot?.getAttribute("aria-hidden")).toBe("true");
    expect(honeypot?.parentElement?.getAttribute("aria-hidden")).toBe("true");
    expect(honeypot?.labels?.[0]?.textContent).toBe(copy.labels.website);
    expect(screen.queryByRole("textbox", { name: copy.labels.website })).toBeNull();
  });
});

describe("contact form validation", () => {
  it("show each invalid field's message, summarise and focus the first invalid field", async () => {
    const { fetchMock } = stubFetch(() => json(201, { id: "lead-1" }));
    renderContactForm();
    fill({ email: "not-an-email", company: "x".repeat(161), phone: "12", message: "Too short" });

    await submit();

    expect(screen.getByRole("alert").textContent).toContain(copy.errorSummary);
    expectInvalid(field.name(), messages.errors.name);
    expectInvalid(field.email(), messages.errors.emailFormat);
    expectInvalid(field.company(), messages.errors.company);
    expectInvalid(field.phone(), messages.errors.phone);
    expectInvalid(field.message(), messages.errors.message);
    expectInvalid(field.consent(), messages.errors.consent);
    // The phone keeps its hint next to the error.
    expect(describedTexts(field.phone())).toEqual([copy.hints.phone, messages.errors.phone]);
    expect(field.country().getAttribute("aria-invalid")).toBeNull();
    expect(document.activeElement).toBe(field.name());
    // Nothing typed is lost.
    expect(field.email().value).toBe("not-an-email");
    expect(field.phone().value).toBe("12");
    expect(field.message().value).toBe("Too short");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("move focus to the first invalid field in form order", async () => {
    renderContactForm();
    fill({ name: "Ada", email: "ada@example.com", message: "Long enough message." });
    await submit();
    expect(document.activeElement).toBe(field.consent());
    expect(field.name().getAttribute("aria-invalid")).toBeNull();
  });

  it("re-check a field on blur only after the first submit, and clear its error once valid", async () => {
    renderContactForm();
    fireEvent.blur(field.email());
    fill({ email: "nope" });
    fireEvent.blur(field.email());
    expect(field.email().getAttribute("aria-invalid")).toBeNull();

    await submit();
    expectInvalid(field.email(), messages.errors.emailFormat);
    expectInvalid(field.name(), messages.errors.name);

    // Typing clears the error as soon as the value is valid, not before.
    fill({ email: "ada@" });
    expectInvalid(field.email(), messages.errors.emailFormat);
    fill({ email: "ada@example.com" });
    expect(field.email().getAttribute("aria-invalid")).toBeNull();
    expect(describedError(field.email())).toBeNull();

    // Blur shows a new problem at once.
    fill({ email: "ada@" });
    fireEvent.blur(field.email());
    expectInvalid(field.email(), messages.errors.emailFormat);

    fill({ name: "Ada" });
    fireEvent.blur(field.name());
    expect(field.name().getAttribute("aria-invalid")).toBeNull();
    fireEvent.click(field.consent());
    expect(field.consent().getAttribute("aria-invalid")).toBeNull();
  });

  it("show the server's messages next to the fields after a 400", async () => {
    const { fetchMock } = stubFetch(() =>
      json(400, {
        error: "Please correct the highlighted fields.",
        fieldErrors: {
          country: [messages.errors.country],
          service: [messages.errors.service],
          idempotencyKey: ["x"],
        },
      }),
    );
    renderContactForm();
    fill({ name: "Ada", email: "ada@example.com", message: "Long enough message.", consent: true });

    fireEvent.click(submitButton());

    await waitFor(() => expectInvalid(field.country(), messages.errors.country));
    expectInvalid(field.service(), messages.errors.service);
    expect(screen.getByRole("alert").textContent).toContain(copy.errorSummary);
    expect(document.activeElement).toBe(field.country());
    expect(field.name().value).toBe("Ada");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("show the server's sentence when a 400 names no field the visitor can fix", async () => {
    stubFetch(() => json(400, { error: "This form has expired. Please refresh the page." }));
    renderContactForm();
    fill({ name: "Ada", email: "ada@example.com", message: "Long enough message.", consent: true });

    fireEvent.click(submitButton());

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("This form has expired. Please refresh the page.");
    await act(async () => {});
  });
});

function describedTexts(control: HTMLElement): string[] {
  return (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "");
}

describe("contact form hydration", () => {
  it("hydrate the pre-rendered form without a mismatch and keep what was typed before", async () => {
    const { bodies } = stubFetch(() => json(201, { id: "lead-1" }));
    const tree = (
      <OnEnglishPage>
        <MemoryRouter initialEntries={["/contact"]}>
          <ContactFormSection id="contact-form" otherCountries={englishOtherCountries} />
        </MemoryRouter>
      </OnEnglishPage>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    // The visitor starts typing before the JavaScript has arrived.
    (container.querySelector("#contact-name") as HTMLInputElement).value = "Early Bird";

    const root = hydrateRoot(container, tree);
    try {
      await waitFor(() => expect(optionGroups(field.country())).toHaveLength(2));
      expect(field.name().value).toBe("Early Bird");
      fill({ email: "early@example.com", message: "Typed before and after hydration.", consent: true });
      fireEvent.click(submitButton());
      await screen.findByRole("heading", { name: messages.success.title("Early Bird") });
      expect(bodies[0]?.name).toBe("Early Bird");
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
