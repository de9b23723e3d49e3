// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  EARLY_INPUT_SCRIPT,
  markFormInteractiveAndReplaySubmit,
  markHydratedAndReplayClick,
  NEEDS_JS_FORM_ATTRIBUTE,
} from "./early-input.ts";

// The inline script's listeners live on document; each test gets a fresh one by removing them.
let removeListeners: () => void = () => {};

function runInlineScript() {
  const added: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] =
    [];
  const original = document.addEventListener.bind(document);
  const spy = vi.spyOn(document, "addEventListener").mockImplementation((type, listener, options) => {
    added.push([type, listener, options]);
    original(type, listener, options);
  });
  new Function(EARLY_INPUT_SCRIPT)();
  spy.mockRestore();
  removeListeners = () => {
    for (const [type, listener, options] of added) document.removeEventListener(type, listener, options);
  };
}

/** Stands in for React's listener on the document, registered after the inline script. */
function appHandles(type: string) {
  const handler = vi.fn();
  document.addEventListener(type, handler);
  return handler;
}

beforeEach(() => {
  document.body.innerHTML = "";
  runInlineScript();
});

afterEach(() => {
  removeListeners();
  delete window.__earlyInput;
});

describe("early clicks", () => {
  it("holds a button click made before hydration and replays it once after", () => {
    document.body.innerHTML = '<button type="button">Open AI Assistant</button>';
    const button = document.querySelector("button") as HTMLButtonElement;
    const click = appHandles("click");
    button.click();
    expect(click).not.toHaveBeenCalled();
    markHydratedAndReplayClick();
    expect(click).toHaveBeenCalledTimes(1);
    expect(window.__earlyInput?.hydrated).toBe(true);
    markHydratedAndReplayClick();
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("replays only the last of several early clicks", () => {
    document.body.innerHTML =
      '<button type="button" id="a">A</button><button type="button" id="b">B</button>';
    const targets: string[] = [];
    document.addEventListener("click", (event) => targets.push((event.target as Element).id));
    (document.getElementById("a") as HTMLButtonElement).click();
    (document.getElementById("b") as HTMLButtonElement).click();
    markHydratedAndReplayClick();
    expect(targets).toEqual(["b"]);
  });

  it("lets clicks through untouched once the page is hydrated", () => {
    document.body.innerHTML = '<button type="button">Menu</button>';
    markHydratedAndReplayClick();
    const click = appHandles("click");
    (document.querySelector("button") as HTMLButtonElement).click();
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("ignores links, so they still navigate natively", () => {
    document.body.innerHTML = '<a href="#pricing">Pricing</a>';
    const click = appHandles("click");
    (document.querySelector("a") as HTMLAnchorElement).click();
    expect(click).toHaveBeenCalledTimes(1);
  });
});

describe("early submits", () => {
  function form(needsJs: boolean) {
    document.body.innerHTML = `<form method="post" ${needsJs ? NEEDS_JS_FORM_ATTRIBUTE : ""}><button>Send</button></form>`;
    return document.querySelector("form") as HTMLFormElement;
  }

  function submit(target: HTMLFormElement): Event {
    const event = new Event("submit", { bubbles: true, cancelable: true });
    target.dispatchEvent(event);
    return event;
  }

  it("holds back the submit of a form that needs JavaScript, then sends it when the form is ready", () => {
    const contact = form(true);
    const handler = appHandles("submit");
    expect(submit(contact).defaultPrevented).toBe(true);
    expect(handler).not.toHaveBeenCalled();
    const requestSubmit = vi.spyOn(contact, "requestSubmit").mockImplementation(() => {});
    markFormInteractiveAndReplaySubmit(contact);
    expect(requestSubmit).toHaveBeenCalledTimes(1);
  });

  it("leaves a ready form's submits to the form", () => {
    const contact = form(true);
    markFormInteractiveAndReplaySubmit(contact);
    const handler = appHandles("submit");
    expect(submit(contact).defaultPrevented).toBe(false);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("never touches forms that were not marked", () => {
    const other = form(false);
    const handler = appHandles("submit");
    expect(submit(other).defaultPrevented).toBe(false);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
