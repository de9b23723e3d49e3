import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation, move keyboard focus to <main> so keyboard
 * and screen-reader users start at the new page's content, as after a full load.
 */
export function useFocusMainOnNavigation(mainId: string) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
