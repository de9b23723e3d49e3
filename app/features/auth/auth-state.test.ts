import type { Session } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { authStateFrom, initialAuthState } from "./auth-state";

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
