import { fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { countryCodes } from "~/content/countries.ts";
import { siteData } from "~/content/render/site-data.ts";
import { SiteDataProvider } from "~/lib/site-data.tsx";
import { ContactFormSection } from "./contact-form.tsx";
import { marketOptionsOf, otherCountryOptions } from "./country-options.ts";

/** The other countries as the contact route's loader names them on an English page. */
export const englishOtherCountries = otherCountryOptions(
  countryCodes,
  marketOptionsOf(siteData("en").markets),
  "en",
);

/** An English page's shared data (the root route's), which the form's names and options come from. */
export function OnEnglishPage({ children }: { children: ReactNode }) {
  return <SiteDataProvider data={siteData("en")}>{children}</SiteDataProvider>;
}

/** Renders the contact section at /contact, with a /privacy page for the consent link. */
export function renderContactForm() {
  const router = createMemoryRouter(
    [
      {
        path: "/contact",
        element: <ContactFormSection id="contact-form" otherCountries={englishOtherCountries} />,
      },
      { path: "/privacy", element: <h1>Privacy</h1> },
    ],
    { initialEntries: ["/contact"] },
  );
  return { router, ...render(<RouterProvider router={router} />, { wrapper: OnEnglishPage }) };
}

export const field = {
  name: () => screen.getByRole("textbox", { name: /^Name/ }) as HTMLInputElement,
  email: () => screen.getByRole("textbox", { name: /^Work e-mail/ }) as HTMLInputElement,
  company: () => screen.getByRole("textbox", { name: /^Company/ }) as HTMLInputElement,
  phone: () => screen.getByRole("textbox", { name: /^Phone/ }) as HTMLInputElement,
  country: () => screen.getByRole("combobox", { name: /^Country/ }) as HTMLSelectElement,
  service: () => screen.getByRole("combobox", { name: /^Service of interest/ }) as HTMLSelectElement,
  message: () => screen.getByRole("textbox", { name: /^Message/ }) as HTMLTextAreaElement,
  consent: () => screen.getByRole("checkbox") as HTMLInputElement,
};

export const submitButton = () => screen.getByRole("button", { name: /Send message|Sending your message/ });

export interface FormInput {
  name?: string;
  email?: string;
  company?: string;
  phone?: string;
  country?: string;
  service?: string;
  message?: string;
  consent?: boolean;
}

/** Types into the fields as a visitor would (each change goes through React's onChange). */
export function fill(input: FormInput) {
  for (const key of ["name", "email", "company", "phone", "country", "service", "message"] as const) {
    const value = input[key];
    if (value !== undefined) fireEvent.change(field[key](), { target: { value } });
  }
  if (input.consent !== undefined && field.consent().checked !== input.consent)
    fireEvent.click(field.consent());
}

export const validInput: Required<FormInput> = {
  name: "  Ada Lovelace ",
  email: " ada@example.com ",
  company: "Analytical Engines Ltd",
  phone: "+971 4 123 4567",
  country: "AE",
  service: "sms-services",
  message: "We send OTP messages to the UAE and India, about 50,000 a month.",
  consent: true,
};

/** A fetch stub answering each call in turn; records the parsed JSON bodies. */
export function stubFetch(...answers: Array<() => Response | Promise<Response>>) {
  const bodies: Array<Record<string, unknown>> = [];
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    const answer = answers[Math.min(bodies.length - 1, answers.length - 1)];
    if (!answer) throw new Error("No answer stubbed.");
    return answer();
  });
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, bodies };
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

/** The error message element a control's aria-describedby points at, if any. */
export function describedError(control: HTMLElement): HTMLElement | null {
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  const errorId = ids.find((id) => id.endsWith("-error"));
  return errorId ? document.getElementById(errorId) : null;
}

export function optionGroups(select: HTMLSelectElement) {
  return within(select)
    .getAllByRole("group")
    .map((group) => ({
      label: group.getAttribute("label"),
      values: [...group.querySelectorAll("option")].map((option) => option.value),
      labels: [...group.querySelectorAll("option")].map((option) => option.textContent ?? ""),
    }));
}
