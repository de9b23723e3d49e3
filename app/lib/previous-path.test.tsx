// @vitest-environment happy-dom
import { act, render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  getPreviousPathname,
  recordPathname,
  resetPreviousPath,
  sourcePathname,
  usePreviousPathTracking,
} from "./previous-path.ts";

function Layout() {
  usePreviousPathTracking();
  return <Outlet />;
}

beforeEach(() => {
  resetPreviousPath();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("previous path", () => {
  it("remember the pathname before the current one", () => {
    expect(getPreviousPathname()).toBeNull();
    recordPathname("/");
    expect(getPreviousPathname()).toBeNull();
    recordPathname("/about");
    recordPathname("/about");
    expect(getPreviousPathname()).toBe("/");
    recordPathname("/contact");
    expect(getPreviousPathname()).toBe("/about");
  });

  it("follow client-side navigations through the root hook", async () => {
    const router = createMemoryRouter(
      [
        {
          path: "/",
          element: <Layout />,
          children: [
            { path: "pricing", element: <h1>Pricing</h1> },
            { path: "contact", element: <h1>Contact</h1> },
          ],
        },
      ],
      { initialEntries: ["/pricing"] },
    );
    render(<RouterProvider router={router} />);
    expect(getPreviousPathname()).toBeNull();
    await act(() => router.navigate("/contact"));
    expect(getPreviousPathname()).toBe("/pricing");
    expect(sourcePathname("/contact")).toBe("/pricing");
  });

  it("fall back to a same-origin referrer, then to the given path", () => {
    const referrer = vi.spyOn(document, "referrer", "get");
    referrer.mockReturnValue(`${window.location.origin}/services/sms-services/uae?utm=x`);
    expect(sourcePathname("/contact")).toBe("/services/sms-services/uae");
    referrer.mockReturnValue("https://www.example.org/services");
    expect(sourcePathname("/contact")).toBe("/contact");
    referrer.mockReturnValue("");
    expect(sourcePathname("/contact")).toBe("/contact");
  });

  it("keep the path within what the contact function accepts", () => {
    recordPathname(`/${"a".repeat(300)} b`);
    recordPathname("/contact");
    const path = sourcePathname("/contact");
    expect(path).toHaveLength(200);
    expect(path).toMatch(/^\/[^\s]{0,199}$/);
  });
});
