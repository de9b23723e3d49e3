// @vitest-environment happy-dom
import { render as renderBare, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { siteData } from "~/content/render/site-data.ts";
import { SiteDataProvider } from "~/lib/site-data.tsx";
import { Spinner } from "./spinner.tsx";

/** Rendered as on an English page: its words come from the root's data. */
const render = (ui: ReactElement) =>
  renderBare(ui, {
    wrapper: ({ children }) => <SiteDataProvider data={siteData("en")}>{children}</SiteDataProvider>,
  });

function ring(status: HTMLElement): HTMLElement {
  const element = status.querySelector<HTMLElement>("[aria-hidden='true']");
  if (!element) throw new Error("The spinner has no ring element.");
  return element;
}

describe("Spinner", () => {
  it("is a status with visually hidden 'Loading...' text", () => {
    render(<Spinner />);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("Loading...");
    expect(screen.getByText("Loading...").classList.contains("sr-only")).toBe(true);
  });

  it.each([
    ["sm", "size-4"],
    ["md", "size-8"],
    ["lg", "size-12"],
  ] as const)("size %s uses the %s class", (size, sizeClass) => {
    render(<Spinner size={size} />);
    const classes = ring(screen.getByRole("status")).classList;
    expect(classes.contains(sizeClass)).toBe(true);
    for (const other of ["size-4", "size-8", "size-12"].filter((name) => name !== sizeClass)) {
      expect(classes.contains(other)).toBe(false);
    }
  });

  it("is medium-sized by default", () => {
    render(<Spinner />);
    expect(ring(screen.getByRole("status")).classList.contains("size-8")).toBe(true);
  });

  it("is teal by default", () => {
    render(<Spinner />);
    expect(ring(screen.getByRole("status")).classList.contains("text-teal-600")).toBe(true);
  });

  it("a custom colour class replaces the teal one", () => {
    render(<Spinner colorClassName="text-white" />);
    const classes = ring(screen.getByRole("status")).classList;
    expect(classes.contains("text-white")).toBe(true);
    expect(classes.contains("text-teal-600")).toBe(false);
  });

  it("adds an extra class name to the status element", () => {
    render(<Spinner className="ms-2" />);
    expect(screen.getByRole("status").classList.contains("ms-2")).toBe(true);
  });
});
