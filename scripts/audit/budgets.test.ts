import { describe, expect, it } from "vitest";
import { lighthouseFailures, medianRun, type PageAudit, pageFailures } from "./budgets.ts";
import type { LighthouseScores } from "./lighthouse-run.ts";
import { auditTable, languageSummary, runsSummary } from "./report.ts";

const perfect: LighthouseScores = {
  performance: 1,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 780,
  tbtMs: 12,
  cls: 0,
  benchmarkIndex: 1800,
  cpuMultiplier: 4,
  failedAudits: [],
};

function audit(overrides: Partial<PageAudit> = {}): PageAudit {
  return {
    path: "/",
    lighthouse: perfect,
    runs: 1,
    axe: [],
    jsGzipBytes: 120_000,
    jsOk: true,
    jsEager: [],
    ...overrides,
  };
}

describe("lighthouseFailures", () => {
  it("passes a page at 100 in every category within the metric budgets", () => {
    expect(lighthouseFailures(perfect)).toEqual([]);
    expect(lighthouseFailures({ ...perfect, performance: 0.995, lcpMs: 1500, tbtMs: 60, cls: 0.04 })).toEqual(
      [],
    );
  });

  it("names each category below 100 and each metric over its budget", () => {
    const failures = lighthouseFailures({
      ...perfect,
      performance: 0.99,
      seo: 0.92,
      lcpMs: 1740,
      tbtMs: 61,
      cls: 0.05,
    });
    expect(failures).toEqual([
      "Lighthouse performance 99 < 100",
      "Lighthouse SEO 92 < 100",
      "LCP 1740 ms > 1500 ms",
      "TBT 61 ms > 60 ms",
      "CLS 0.050 > 0.04",
    ]);
  });
});

describe("pageFailures", () => {
  it("adds axe violations and the JavaScript budget", () => {
    const failures = pageFailures(
      audit({
        axe: [
          {
            state: "chat panel open",
            rule: "landmark-unique",
            impact: "moderate",
            targets: ["header"],
            help: "Landmarks should be unique",
          },
        ],
        jsOk: false,
        jsEager: ["voice SDK (Vapi, Daily)"],
      }),
    );
    expect(failures).toEqual([
      "axe landmark-unique (chat panel open): Landmarks should be unique at header",
      "first-load JavaScript over budget, loads voice SDK (Vapi, Daily) up front",
    ]);
  });
});

describe("medianRun", () => {
  it("picks the middle run by performance, so one outlier decides nothing", () => {
    const runs = [0.97, 1, 0.99].map((performance) => ({ ...perfect, performance }));
    expect(medianRun(runs).performance).toBe(0.99);
  });

  it("takes each metric's own middle, not the middle-scoring run's", () => {
    const runs = [
      { ...perfect, performance: 0.99, tbtMs: 91, lcpMs: 960 },
      { ...perfect, performance: 0.99, tbtMs: 36, lcpMs: 1060 },
      { ...perfect, performance: 0.99, tbtMs: 81, lcpMs: 910 },
      { ...perfect, performance: 1, tbtMs: 3, lcpMs: 1060 },
      { ...perfect, performance: 1, tbtMs: 31, lcpMs: 960 },
    ];
    const median = medianRun(runs);
    expect(median.tbtMs).toBe(36);
    expect(median.lcpMs).toBe(960);
    expect(median.performance).toBe(0.99);
  });

  it("judges a page with three slow runs of five as slow", () => {
    const runs = [70, 90, 10, 65, 5].map((tbtMs) => ({ ...perfect, tbtMs }));
    expect(lighthouseFailures(medianRun(runs))).toEqual(["TBT 65 ms > 60 ms"]);
  });

  it("takes the worse of two runs", () => {
    expect(
      medianRun([
        { ...perfect, performance: 1 },
        { ...perfect, performance: 0.98, tbtMs: 70 },
      ]),
    ).toMatchObject({ performance: 0.98, tbtMs: 70 });
  });

  it("refuses an empty list", () => {
    expect(() => medianRun([])).toThrow();
  });
});

describe("auditTable", () => {
  it("prints one row per page with scores, metrics, violations, bytes and the verdict", () => {
    const table = auditTable([
      audit(),
      audit({ path: "/contact", lighthouse: { ...perfect, performance: 0.98 } }),
    ]);
    const lines = table.split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe("| `/` | 100 | 100 | 100 | 100 | 0.78 s | 12 ms | 0.000 | 0 | 117.2 KB | pass |");
    expect(lines[3]).toContain("| 98 |");
    expect(lines[3]).toContain("FAIL (1)");
  });
});

describe("a page outside the Lighthouse sample (decision 093)", () => {
  it("is judged on axe and JavaScript only, and shows dashes for Lighthouse", () => {
    expect(pageFailures(audit({ path: "/ar/about", lighthouse: null }))).toEqual([]);
    const failing = audit({ path: "/ar/about", lighthouse: null, jsOk: false });
    expect(pageFailures(failing)).toEqual(["first-load JavaScript over budget"]);
    expect(auditTable([failing])).toContain("| `/ar/about` | — | — | — | — | — | — | — | 0 |");
  });

  it("summarises each language: pages, Lighthouse runs, slowest LCP, largest JavaScript", () => {
    const summary = languageSummary([
      audit({ path: "/", lighthouse: { ...perfect, lcpMs: 900 } }),
      audit({ path: "/ar", lighthouse: { ...perfect, lcpMs: 1210 }, jsGzipBytes: 121_000 }),
      audit({ path: "/ar/about", lighthouse: null, jsGzipBytes: 125_000 }),
    ]);
    expect(summary).toContain("| en | 1 | 1 | 0.90 s (`/`) |");
    expect(summary).toContain("| ar | 2 | 1 | 1.21 s (`/ar`) | 122.1 KB (`/ar/about`) |");
    expect(summary).not.toContain("| hi |");
  });
});

describe("runsSummary", () => {
  it("lists every run's blocking time and paint, and the range of the machine's speed", () => {
    const runs = [
      { ...perfect, tbtMs: 81.4, lcpMs: 905, benchmarkIndex: 1650.2 },
      { ...perfect, tbtMs: 12, lcpMs: 2038, benchmarkIndex: 1902 },
      { ...perfect, tbtMs: 0, lcpMs: 910, benchmarkIndex: 1777, cpuMultiplier: 3.2 },
    ];
    expect(runsSummary(runs)).toBe(
      "runs: TBT 81, 12, 0 ms; LCP 0.91, 2.04, 0.91 s; CPU slowdown 4, 4, 3.2x; benchmark index 1650–1902",
    );
  });

  it("adds the range of what fresh memory cost, when it was measured", () => {
    const runs = [
      { ...perfect, tbtMs: 3, freshMemoryMicros: 14.2, cpuMultiplier: 1 },
      { ...perfect, tbtMs: 0, freshMemoryMicros: 15.9, cpuMultiplier: 1 },
    ];
    expect(runsSummary(runs)).toContain("CPU slowdown 1, 1x");
    expect(runsSummary(runs)).toContain("; fresh memory 14.2–15.9 µs per page");
  });
});
