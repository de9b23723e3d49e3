// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useDisclosure } from "./use-disclosure.ts";

function Menu({ closeOnFocusOut }: { closeOnFocusOut?: boolean }) {
  const { open, toggle, close, containerRef, buttonRef } = useDisclosure({ closeOnFocusOut });
  return (
    <div>
      <div ref={containerRef}>
        <button ref={buttonRef} type="button" aria-expanded={open} onClick={toggle}>
          Menu
        </button>
        {open ? (
          <div>
            <button type="button">First item</button>
            <button type="button">Second item</button>
            <button type="button" onClick={close}>
              Close menu
            </button>
          </div>
        ) : null}
      </div>
      <button type="button">Outside</button>
    </div>
  );
}

function renderMenu(options: { closeOnFocusOut?: boolean } = {}) {
  const router = createMemoryRouter([{ path: "*", element: <Menu {...options} /> }], {
    initialEntries: ["/"],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const menuButton = () => screen.getByRole("button", { name: "Menu" });
const isOpen = () => menuButton().getAttribute("aria-expanded") === "true";

function openMenu() {
  fireEvent.click(menuButton());
  expect(isOpen()).toBe(true);
}

describe("useDisclosure", () => {
  it("starts closed; the toggle opens and closes it", () => {
    renderMenu();
    expect(isOpen()).toBe(false);
    expect(screen.queryByRole("button", { name: "First item" })).toBeNull();
    fireEvent.click(menuButton());
    expect(isOpen()).toBe(true);
    expect(screen.getByRole("button", { name: "First item" })).toBeTruthy();
    fireEvent.click(menuButton());
    expect(isOpen()).toBe(false);
  });

  it("close() closes it", () => {
    renderMenu();
    openMenu();
    fireEvent.click(screen.getByRole("button", { name: "Close menu" }));
    expect(isOpen()).toBe(false);
  });

  it("Escape closes it and returns focus to the button", () => {
    renderMenu();
    openMenu();
    const item = screen.getByRole("button", { name: "First item" });
    item.focus();
    expect(document.activeElement).toBe(item);
    fireEvent.keyDown(item, { key: "Escape" });
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(menuButton());
  });

  it("other keys leave it open", () => {
    renderMenu();
    openMenu();
    fireEvent.keyDown(document, { key: "Enter" });
    fireEvent.keyDown(document, { key: "ArrowDown" });
    expect(isOpen()).toBe(true);
  });

  it("a pointer press outside closes it", () => {
    renderMenu();
    openMenu();
    fireEvent.pointerDown(screen.getByRole("button", { name: "Outside" }));
    expect(isOpen()).toBe(false);
  });

  it("a pointer press inside leaves it open", () => {
    renderMenu();
    openMenu();
    fireEvent.pointerDown(screen.getByRole("button", { name: "First item" }));
    expect(isOpen()).toBe(true);
  });

  it("navigating to another page closes it", async () => {
    const router = renderMenu();
    openMenu();
    await act(() => router.navigate("/about"));
    expect(isOpen()).toBe(false);
    // And it opens again on the new page.
    openMenu();
  });

  describe("with closeOnFocusOut", () => {
    it("closes when focus moves outside", () => {
      renderMenu({ closeOnFocusOut: true });
      openMenu();
      const item = screen.getByRole("button", { name: "First item" });
      fireEvent.focusOut(item, { relatedTarget: screen.getByRole("button", { name: "Outside" }) });
      expect(isOpen()).toBe(false);
    });

    it("stays open when focus moves within the container", () => {
      renderMenu({ closeOnFocusOut: true });
      openMenu();
      const first = screen.getByRole("button", { name: "First item" });
      fireEvent.focusOut(first, { relatedTarget: screen.getByRole("button", { name: "Second item" }) });
      expect(isOpen()).toBe(true);
    });

    it("stays open when focus leaves the document (no related target)", () => {
      renderMenu({ closeOnFocusOut: true });
      openMenu();
      fireEvent.focusOut(screen.getByRole("button", { name: "First item" }), { relatedTarget: null });
      expect(isOpen()).toBe(true);
    });
  });

  it("without closeOnFocusOut, focus moving outside leaves it open", () => {
    renderMenu();
    openMenu();
    const item = screen.getByRole("button", { name: "First item" });
    fireEvent.focusOut(item, { relatedTarget: screen.getByRole("button", { name: "Outside" }) });
    expect(isOpen()).toBe(true);
  });
});
