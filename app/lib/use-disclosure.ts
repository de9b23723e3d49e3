import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * Open/closed state for a button-controlled panel (the services menu, the
 * mobile menu): Escape closes and returns focus to the button, a pointer press
 * outside closes, and navigating to another page closes. With
 * `closeOnFocusOut` (dropdowns), keyboard focus leaving the container closes it too.
 * `buttonProps` make the toggle button (spread them on a <button>); the panel takes `panelId`.
 */
export function useDisclosure({ closeOnFocusOut = false }: { closeOnFocusOut?: boolean } = {}) {
  const { pathname } = useLocation();
  // Remember *where* the panel was opened: a navigation changes the path and so closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => setOpenOn(null), []);
  const toggle = useCallback(
    () => setOpenOn((current) => (current === pathname ? null : pathname)),
    [pathname],
  );

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      buttonRef.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpenOn(null);
    }
    function onFocusOut(event: FocusEvent) {
      const next = event.relatedTarget as Node | null;
      if (next && !containerRef.current?.contains(next)) setOpenOn(null);
    }
    const container = containerRef.current;
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    if (closeOnFocusOut) container?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
      container?.removeEventListener("focusout", onFocusOut);
    };
  }, [open, closeOnFocusOut]);

  const buttonProps = {
    ref: buttonRef,
    type: "button",
    "aria-expanded": open,
    "aria-controls": panelId,
    onClick: toggle,
  } as const;
  return { open, toggle, close, containerRef, buttonRef, buttonProps, panelId };
}
