/**
 * A Database for tests of the HTTP layer that never reach storage: it answers
 * pings, and its leads behave as `leads` says (idle by default). Every other
 * part is an empty object, so a test that does reach one fails loudly.
 */
import type { Database } from "../../server/db/database.ts";

export function stubDatabase(leads: Partial<Database["leads"]> = {}): Database {
  return {
    kind: "pglite",
    leads: {
      insert: () => Promise.reject(new Error("unused")),
      list: async () => [],
      deleteCreatedBefore: async () => 0,
      ...leads,
    },
    ping: async () => {},
    close: async () => {},
    conversations: {} as Database["conversations"],
    outbox: {} as Database["outbox"],
    rates: {} as Database["rates"],
    retention: {} as Database["retention"],
    inbox: {} as Database["inbox"],
    drizzle: {} as Database["drizzle"],
    insights: {} as Database["insights"],
    rateLimits: {} as Database["rateLimits"],
  };
}
