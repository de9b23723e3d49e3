import { describe, expect, it } from "vitest";
import { rerunInRounds } from "./rerun-rounds.ts";

describe("rerunInRounds", () => {
  it("goes round the missed pages, one run each per round, after a wait before every round", async () => {
    const calls: string[] = [];
    const results = await rerunInRounds(
      ["/ar", "/hi"],
      3,
      async (path) => {
        calls.push(path);
        return `${path} run ${calls.filter((call) => call === path).length}`;
      },
      async (round) => {
        calls.push(`wait ${round}`);
      },
    );
    expect(calls).toEqual(["wait 1", "/ar", "/hi", "wait 2", "/ar", "/hi", "wait 3", "/ar", "/hi"]);
    expect(results.get("/ar")).toEqual(["/ar run 1", "/ar run 2", "/ar run 3"]);
    expect(results.get("/hi")).toEqual(["/hi run 1", "/hi run 2", "/hi run 3"]);
  });

  it("neither waits nor measures when no page missed", async () => {
    let calls = 0;
    const results = await rerunInRounds(
      [],
      4,
      async () => {
        calls += 1;
      },
      async () => {
        calls += 1;
      },
    );
    expect(calls).toBe(0);
    expect(results.size).toBe(0);
  });

  it("stops before a round when time is up, keeping the runs already taken", async () => {
    let rounds = 0;
    const results = await rerunInRounds(
      ["/ar"],
      4,
      async (path) => path,
      async () => {
        rounds += 1;
      },
      () => rounds < 2,
    );
    expect(rounds).toBe(2);
    expect(results.get("/ar")).toEqual(["/ar", "/ar"]);
  });
});
