import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { notFoundPageScores } from "./not-found-page.ts";

const url = "http://127.0.0.1:3400/404";

function audits(overrides: Record<string, unknown> = {}): Result["audits"] {
  const base: Record<string, unknown> = {
    "http-status-code": { score: 0 },
    "is-crawlable": {
      score: 0,
      details: { items: [{ source: { snippet: '<meta name="robots" content="noindex" />' } }] },
    },
    "errors-in-console": {
      score: 0,
      details: {
        items: [
          {
            source: "network",
            description: "Failed to load resource: the server responded with a status of 404 (Not Found)",
            sourceLocation: { url },
          },
        ],
      },
    },
    "document-title": { score: 1 },
    "image-alt": { score: 1 },
  };
  return { ...base, ...overrides } as unknown as Result["audits"];
}

const categories = {
  seo: {
    id: "seo",
    score: 0.54,
    auditRefs: [
      { id: "http-status-code", weight: 1 },
      { id: "is-crawlable", weight: 4.043 },
      { id: "document-title", weight: 1 },
      { id: "manual-check", weight: 0 },
    ],
  },
  "best-practices": {
    id: "best-practices",
    score: 0.96,
    auditRefs: [
      { id: "errors-in-console", weight: 1 },
      { id: "image-alt", weight: 1 },
    ],
  },
} as unknown as Result["categories"];

describe("notFoundPageScores", () => {
  it("counts the intended 404 status, noindex and the document's own 404 log as passed", () => {
    expect(notFoundPageScores(categories, audits(), url)).toEqual({ seo: 1, "best-practices": 1 });
  });

  it("still fails any other console error", () => {
    const scores = notFoundPageScores(
      categories,
      audits({
        "errors-in-console": {
          score: 0,
          details: {
            items: [
              { source: "exception", description: "TypeError: x is undefined", sourceLocation: { url } },
            ],
          },
        },
      }),
      url,
    );
    expect(scores["best-practices"]).toBe(0.5);
  });

  it("still fails a page blocked from crawling by anything but its noindex meta, and other failing audits", () => {
    const scores = notFoundPageScores(
      categories,
      audits({
        "is-crawlable": { score: 0, details: { items: [{ source: { snippet: "X-Robots-Tag: none" } }] } },
        "document-title": { score: 0 },
      }),
      url,
    );
    expect(scores.seo).toBeCloseTo(1 / 6.043, 5);
  });
});
