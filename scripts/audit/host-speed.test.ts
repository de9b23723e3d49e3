import { describe, expect, it } from "vitest";
import { cpuMultiplierFor } from "./host-speed.ts";

describe("cpuMultiplierFor", () => {
  it("keeps the mobile preset's 4x on a machine in the bracket it is meant for", () => {
    expect(cpuMultiplierFor(1500)).toBe(4);
    expect(cpuMultiplierFor(2300)).toBe(4);
  });

  it("lowers it in proportion to the speed on a slower machine", () => {
    expect(cpuMultiplierFor(1200)).toBe(3.2);
    expect(cpuMultiplierFor(1050)).toBe(2.8);
  });

  it("never goes under 2x, Lighthouse's advice for the whole low-end desktop bracket", () => {
    expect(cpuMultiplierFor(600)).toBe(2);
  });

  it("keeps 4x when the speed could not be measured", () => {
    expect(cpuMultiplierFor(Number.NaN)).toBe(4);
  });
});

describe("cpuMultiplierFor on a host whose fresh memory is the hypervisor's", () => {
  it("takes the host as it is, at 1x, whatever its benchmark index", () => {
    expect(cpuMultiplierFor(2500, 14.2)).toBe(1);
    expect(cpuMultiplierFor(1200, 4.5)).toBe(1);
  });

  it("counts 2–4 µs a page as the hypervisor's too: at 4x such runs read 100–240 ms, at 1x 0 (decision 148)", () => {
    expect(cpuMultiplierFor(2000, 3.4)).toBe(1);
    expect(cpuMultiplierFor(1600, 2.1)).toBe(1);
  });

  it("calibrates as before when a fresh page costs an ordinary page fault", () => {
    expect(cpuMultiplierFor(2500, 0.3)).toBe(4);
    expect(cpuMultiplierFor(1200, 2)).toBe(3.2);
    expect(cpuMultiplierFor(1800, 0.9)).toBe(4);
  });
});
