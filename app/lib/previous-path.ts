import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Remembers the page a visitor was on before the current one (client-side
 * navigations), so a form can tell which page brought the visitor to it.
 * A module-level store: no context, no re-render, read when needed.
 */
let currentPathname: string | null = null;
let previousPathname: string | null = null;

/** The longest path the contact function accepts (`/` plus 199 characters). */
const MAX_PATH_LENGTH = 200;

/** Records a pathname the router has shown; repeats of the current one are ignored. */
export function recordPathname(pathname: string): void {
  if (pathname === currentPathname) return;
  previousPathname = currentPathname;
  currentPathname = pathname;
}

/** Keeps the store up to date; called once, by the root layout. */
export function usePreviousPathTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => recordPathname(pathname), [pathname]);
}

/** The previous client-side pathname, or null after a full page load. */
export function getPreviousPathname(): string | null {
  return previousPathname;
}

/** Forgets every recorded pathname (tests). */
export function resetPreviousPath(): void {
  currentPathname = null;
  previousPathname = null;
}

function sameOriginReferrerPath(): string | null {
  if (typeof document === "undefined" || !document.referrer) return null;
  try {
    const referrer = new URL(document.referrer);
    return referrer.origin === window.location.origin ? referrer.pathname : null;
  } catch {
    return null;
  }
}

/**
 * The page that brought the visitor here: the previous client-side pathname,
 * else the same-origin referrer's pathname, else `fallback`.
 */
export function sourcePathname(fallback: string): string {
  const path = previousPathname ?? sameOriginReferrerPath() ?? fallback;
  if (!path.startsWith("/")) return fallback;
  return path.replace(/\s/g, encodeURIComponent).slice(0, MAX_PATH_LENGTH);
}
