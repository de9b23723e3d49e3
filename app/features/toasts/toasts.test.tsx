// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { siteData } from "~/content/render/site-data.ts";
import { SiteDataProvider } from "~/lib/site-data.tsx";
import Toaster from "./toaster.tsx";
import { isToasterRequested, notify, ToasterSlot } from "./toasts.tsx";

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

  it("sit at the bottom left, right to left, on a right-to-left page", async () => {
    render(
      <SiteDataProvider data={{ ...siteData("en"), dir: "rtl" }}>
        <Toaster />
      </SiteDataProvider>,
    );
    act(() => {
      toast("تم إرسال رسالتك.");
    });
    await screen.findByText("تم إرسال رسالتك.");
    const toaster = document.querySelector("[data-sonner-toaster]");
    expect(toaster?.getAttribute("data-x-position")).toBe("left");
    expect(toaster?.getAttribute("dir")).toBe("rtl");
  });

  it("disappear after five seconds", async () => {
    vi.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => {
        toast("Your message was sent.");
      });
      await act(() => vi.advanceTimersByTimeAsync(4_900));
      expect(screen.queryByText("Your message was sent.")).not.toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.queryByText("Your message was sent.")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
