// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { siteTexts } from "~/content/site/index.ts";
import { ErrorFallback } from "./error-fallback.tsx";

const texts = siteTexts.en.chrome.errorScreen;

describe("ErrorFallback", () => {
  it("shows the heading and the message", () => {
    render(<ErrorFallback message="The pricing table could not be loaded." texts={texts} />);
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByText("The pricing table could not be loaded.")).toBeTruthy();
  });

  it("labels the main landmark with its heading", () => {
    render(<ErrorFallback message="Boom." texts={texts} />);
    expect(screen.getByRole("main", { name: "Something went wrong" })).toBeTruthy();
  });

  it("reloads the page when 'Refresh Page' is pressed", () => {
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
    render(<ErrorFallback message="Boom." texts={texts} />);
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Refresh Page" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
