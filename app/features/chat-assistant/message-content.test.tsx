// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteData } from "~/content/render/site-data.ts";
import { SiteDataProvider } from "~/lib/site-data.tsx";
import { MessageContent } from "./message-content.tsx";

/** Set only if markup in a reply ever ran as script. */
const xssProbe = () => (window as { __xss?: unknown }).__xss;

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderMessage(text: string, onNavigate?: () => void) {
  return render(
    <MemoryRouter initialEntries={["/"]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <MessageContent text={text} onNavigate={onNavigate} />
              <CurrentPath />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  delete (window as { __xss?: unknown }).__xss;
});

describe("MessageContent", () => {
  it("renders HTML in a reply as literal text, never as elements", () => {
    const img = `<img src=x onerror="window.__xss=1">`;
    const script = "<script>window.__xss=2</script>";
    const { container } = renderMessage(`Look: ${img}\n\n${script} and **bold**`);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
    expect(container.textContent).toContain(img);
    expect(container.textContent).toContain(script);
    expect(screen.getByText(img, { exact: false })).toBeTruthy();
    expect(container.querySelector("strong")?.textContent).toBe("bold");
    expect(xssProbe()).toBeUndefined();
  });

  it("renders paragraphs and lists as elements", () => {
    const { container } = renderMessage("Intro.\n\n- one\n- two\n\n1. first\n2. second");
    expect(container.querySelectorAll("p")).toHaveLength(1);
    expect([...container.querySelectorAll("ul > li")].map((li) => li.textContent)).toEqual(["one", "two"]);
    expect([...container.querySelectorAll("ol > li")].map((li) => li.textContent)).toEqual([
      "first",
      "second",
    ]);
  });

  it("a site-path link is an in-app link that calls onNavigate", () => {
    const onNavigate = vi.fn();
    renderMessage("See [SMS pricing](/services/sms-services/pricing).", onNavigate);
    const link = screen.getByRole("link", { name: "SMS pricing" });
    expect(link.getAttribute("href")).toBe("/services/sms-services/pricing");
    expect(link.getAttribute("target")).toBeNull();
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("path").textContent).toBe("/services/sms-services/pricing");
  });

  it("on an Arabic page, keeps the server's Arabic paths and says an English path in Arabic", () => {
    render(
      <SiteDataProvider data={siteData("ar")}>
        <MemoryRouter initialEntries={["/ar"]}>
          <MessageContent text="[السعودية](/ar/services/sms-services/saudi-arabia) [الأسعار](/services/sms-services/pricing) [हिन्दी](/hi/contact)" />
        </MemoryRouter>
      </SiteDataProvider>,
    );
    const href = (name: string) => screen.getByRole("link", { name }).getAttribute("href");
    expect(href("السعودية")).toBe("/ar/services/sms-services/saudi-arabia");
    expect(href("الأسعار")).toBe("/ar/services/sms-services/pricing");
    expect(href("हिन्दी")).toBe("/hi/contact");
  });

  it("an absolute link to the site origin becomes an in-app link", () => {
    const onNavigate = vi.fn();
    renderMessage("[About us](http://127.0.0.1:3000/about)", onNavigate);
    const link = screen.getByRole("link", { name: "About us" });
    expect(link.getAttribute("href")).toBe("/about");
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("path").textContent).toBe("/about");
  });

  it("an external https link opens in a new tab without an opener", () => {
    renderMessage("Read [the docs](https://docs.example.com/guide).");
    const link = screen.getByRole("link", { name: "the docs" });
    expect(link.getAttribute("href")).toBe("https://docs.example.com/guide");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("isolates e-mail addresses and phone numbers left to right inside the reply's text (decision 070)", () => {
    const { container } = renderMessage("اكتب إلى sales@relaywave.example أو اتصل على +1 (555) 010-0199.");
    const islands = [...container.querySelectorAll("bdi")];
    expect(islands.map((island) => [island.textContent, island.getAttribute("dir")])).toEqual([
      ["sales@relaywave.example", "ltr"],
      ["+1 (555) 010-0199", "ltr"],
    ]);
    expect(container.querySelector("p")?.textContent).toBe(
      "اكتب إلى sales@relaywave.example أو اتصل على +1 (555) 010-0199.",
    );
  });

  it("mailto: and tel: links are plain anchors in the same tab", () => {
    renderMessage("[Mail](mailto:sales@relaywave.example) or [call](tel:+15550100199)");
    const mail = screen.getByRole("link", { name: "Mail" });
    expect(mail.getAttribute("href")).toBe("mailto:sales@relaywave.example");
    expect(mail.getAttribute("target")).toBeNull();
    expect(screen.getByRole("link", { name: "call" }).getAttribute("href")).toBe("tel:+15550100199");
  });

  it.each([
    "[click me](javascript:window.__xss=3)",
    "[click me](data:text/html,hi)",
    "[click me](//evil.example/path)",
  ])("%s renders no anchor, only the label", (source) => {
    const { container } = renderMessage(source);
    expect(container.querySelector("a")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
    expect(container.textContent).toContain("click me");
    expect(container.textContent).not.toMatch(/javascript|data:|evil/);
    expect(xssProbe()).toBeUndefined();
  });
});
