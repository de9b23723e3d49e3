import type { Session } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { authStateFrom, hasStoredSession, initialAuthState } from "./auth-state";

describe("authStateFrom", () => {
  it("with no session: loaded, no user, no session", () => {
    expect(authStateFrom(null)).toEqual({ user: null, session: null, loading: false });
  });

  it("with a session: loaded, with the session and its user", () => {
    const user = { id: "user-1", email: "ana@relaywave.example" };
    const session = { access_token: "token-1", user } as unknown as Session;
    const state = authStateFrom(session);
    expect(state.loading).toBe(false);
    expect(state.session).toBe(session);
    expect(state.user).toBe(user);
  });

  it("the initial state is loading with no user", () => {
    expect(initialAuthState).toEqual({ user: null, session: null, loading: true });
  });
});

describe("hasStoredSession", () => {
  function storage(keys: string[]): Pick<Storage, "length" | "key"> {
    return { length: keys.length, key: (index: number) => keys[index] ?? null };
  }

  it("finds a supabase-js session key", () => {
    expect(hasStoredSession(storage(["theme", "sb-abcdefgh-auth-token"]))).toBe(true);
    expect(hasStoredSession(storage(["sb-127-auth-token"]))).toBe(true);
  });

  it("finds none in empty, unrelated or unavailable storage", () => {
    expect(hasStoredSession(storage([]))).toBe(false);
    expect(hasStoredSession(storage(["sb-abc-auth-token-code-verifier-x", "relaywave.chat"]))).toBe(false);
    expect(hasStoredSession(null)).toBe(false);
  });
});
