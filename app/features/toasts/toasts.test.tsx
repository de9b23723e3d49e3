// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { notify } from "./notify";
import { TOAST_DURATION_MS } from "./toaster";
import { ToasterSlot } from "./toaster-slot";
import { isToasterRequested } from "./toaster-store";

describe("toasts", () => {
  it("mount the toast container on the first notice and show it", async () => {
    const { container } = render(<ToasterSlot />);
    expect(container.querySelector("[data-sonner-toaster]")).toBeNull();

    await act(() => notify("success", "E-mail address copied to the clipboard."));

    expect(isToasterRequested()).toBe(true);
    expect(await screen.findByText("E-mail address copied to the clipboard.")).toBeTruthy();
    const toaster = document.querySelector("[data-sonner-toaster]");
    expect(toaster?.getAttribute("data-x-position")).toBe("right");
    expect(toaster?.getAttribute("data-y-position")).toBe("bottom");
  });

  it("last five seconds, as the spec says", () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });
});
