import { afterEach, describe, expect, it, vi } from "vitest";
import { startRetentionSweep } from "./conversation-retention";

afterEach(() => {
  vi.useRealTimers();
});

describe("startRetentionSweep", () => {
  it("sweeps at start and then once a day, until stopped", async () => {
    vi.useFakeTimers();
    const sweep = vi.fn(async () => 0);
    const stop = startRetentionSweep({ sweep });
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(86_400_000 - 1);
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sweep).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(3 * 86_400_000);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it("logs a failed sweep and tries again the next day", async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const sweep = vi.fn().mockRejectedValueOnce(new Error("database is down")).mockResolvedValue(3);
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const stop = startRetentionSweep({ sweep });
    await vi.advanceTimersByTimeAsync(0);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("database is down"));
    await vi.advanceTimersByTimeAsync(86_400_000);
    expect(info).toHaveBeenCalledWith("Retention: deleted 3 conversations past their retention period.");
    stop();
  });
});
