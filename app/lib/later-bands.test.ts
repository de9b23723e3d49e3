// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { layOutLaterBands } from "./later-bands.ts";

describe("layOutLaterBands", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = [
      '<main><div class="hero">Hero</div>',
      '<section id="one" data-band="later">One</section>',
      '<section id="two" data-band="later">Two</section></main>',
      '<footer id="three" data-band="later">Footer</footer>',
    ].join("");
  });
  afterEach(() => vi.useRealTimers());

  const marked = () => [...document.querySelectorAll("[data-band]")].map((element) => element.id);

  it("lays out one band per task, top to bottom, until none is left waiting", () => {
    layOutLaterBands();
    expect(marked()).toEqual(["one", "two", "three"]);
    vi.advanceTimersToNextTimer();
    expect(marked()).toEqual(["two", "three"]);
    vi.advanceTimersToNextTimer();
    expect(marked()).toEqual(["three"]);
    vi.runAllTimers();
    expect(marked()).toEqual([]);
  });

  it("stops when the page it started on is left", () => {
    const stop = layOutLaterBands();
    vi.advanceTimersToNextTimer();
    stop();
    vi.runAllTimers();
    expect(marked()).toEqual(["two", "three"]);
  });
});
