/**
 * Input that arrives between first paint and hydration (decision 015: pages
 * paint before their JavaScript loads). Without this, a tap on a button in
 * that window does nothing and a contact form submitted then is posted
 * natively to a static page and lost.
 *
 * An inline script in <head> (EARLY_INPUT_SCRIPT) catches, until the app
 * says it is hydrated, the last button click, and any submit of a form marked
 * NEEDS_JS_FORM_ATTRIBUTE that is not interactive yet, and keeps them on window; the app replays them once
 * their handlers exist. Clicks are stopped before React sees them, so a click
 * that React could also replay itself is never handled twice.
 */

/** On a pre-rendered form whose submit needs JavaScript (posting it natively would lose it). */
export const NEEDS_JS_FORM_ATTRIBUTE = "data-needs-js";
/** Set by such a form once its own submit handler is attached. */
export const INTERACTIVE_FORM_ATTRIBUTE = "data-interactive";

interface EarlyInput {
  /** Set once the app has hydrated (a flag on window: React may recreate <html> and drop its attributes). */
  hydrated?: boolean;
  click?: HTMLButtonElement;
  submit?: HTMLFormElement;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

/** Inline in <head>; tiny and dependency-free, and hashed into the page's CSP by the server. */
export const EARLY_INPUT_SCRIPT = `(() => {
  const early = (window.__earlyInput = {});
  document.addEventListener("click", (event) => {
    if (early.hydrated || !(event.target instanceof Element)) return;
    const button = event.target.closest("button");
    if (!button || button.type === "submit" || button.disabled) return;
    event.stopImmediatePropagation();
    early.click = button;
  }, true);
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("${NEEDS_JS_FORM_ATTRIBUTE}")) return;
    if (form.hasAttribute("${INTERACTIVE_FORM_ATTRIBUTE}")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    early.submit = form;
  }, true);
})();`;

/** Called once the app has hydrated: from now on clicks go straight to React; replays the last early one. */
export function markHydratedAndReplayClick(): void {
  const early = window.__earlyInput;
  if (!early) return;
  early.hydrated = true;
  const button = early.click;
  if (!button) return;
  early.click = undefined;
  if (button.isConnected && !button.disabled) button.click();
}

/** Called by a form once its submit handler exists: later submits are its own; replays an early one. */
export function markFormInteractiveAndReplaySubmit(form: HTMLFormElement): void {
  form.setAttribute(INTERACTIVE_FORM_ATTRIBUTE, "");
  const early = window.__earlyInput;
  if (early?.submit !== form) return;
  early.submit = undefined;
  form.requestSubmit();
}
