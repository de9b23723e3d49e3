// @vitest-environment happy-dom
import type { AuthChangeEvent, Session } from "@supabase/supabase-js";
import { act, render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AuthProvider,
  authStateFrom,
  hasStoredSession,
  initialAuthState,
  useAuth,
} from "./auth-provider.tsx";

type LoadClient = NonNullable<ComponentProps<typeof AuthProvider>["loadClient"]>;
type AuthClient = Awaited<ReturnType<LoadClient>>;
type Listener = (event: AuthChangeEvent, session: Session | null) => void;

/** scheduleIdle falls back to a 1.5 s timeout where requestIdleCallback is missing (happy-dom). */
const IDLE_MS = 1500;

function session(userId: string, token: string): Session {
  return { access_token: token, user: { id: userId } } as unknown as Session;
}

/** A stand-in for supabase-js's auth client: records the listener so tests can emit events. */
function fakeAuthClient(getSession: () => Promise<Session | null>) {
  let listener: Listener | null = null;
  const unsubscribe = vi.fn();
  const client = {
    getSession: vi.fn(async () => ({ data: { session: await getSession() }, error: null })),
    onAuthStateChange: vi.fn((callback: Listener) => {
      listener = callback;
      return { data: { subscription: { id: "subscription-1", callback, unsubscribe } } };
    }),
  };
  return {
    client: client as unknown as AuthClient,
    onAuthStateChange: client.onAuthStateChange,
    unsubscribe,
    emit(event: AuthChangeEvent, next: Session | null) {
      if (!listener) throw new Error("Nothing subscribed to auth events.");
      listener(event, next);
    },
  };
}

function AuthProbe() {
  const { loading, user, session } = useAuth();
  return (
    <output data-testid="auth">
      {JSON.stringify({ loading, user: user?.id ?? null, session: session?.access_token ?? null })}
    </output>
  );
}

function authState() {
  return JSON.parse(screen.getByTestId("auth").textContent ?? "null") as {
    loading: boolean;
    user: string | null;
    session: string | null;
  };
}

function renderProvider(loadClient: LoadClient, mayHaveSession = () => true) {
  return render(
    <AuthProvider loadClient={loadClient} mayHaveSession={mayHaveSession}>
      <AuthProbe />
    </AuthProvider>,
  );
}

/** Lets the idle callback run and every promise it starts settle. */
async function runIdleWork() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(IDLE_MS);
  });
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
}

describe("AuthProvider", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts loading, with no user or session, and waits for the page to be idle", async () => {
    const fake = fakeAuthClient(async () => null);
    const loadClient = vi.fn(async () => fake.client);
    renderProvider(loadClient);
    expect(authState()).toEqual({ loading: true, user: null, session: null });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(IDLE_MS - 100);
    });
    expect(loadClient).not.toHaveBeenCalled();
    expect(authState()).toEqual({ loading: true, user: null, session: null });
  });

  it("knows at once that a browser without a stored session is signed out, and never loads the client", async () => {
    const loadClient = vi.fn(async () => fakeAuthClient(async () => null).client);
    renderProvider(loadClient, () => false);
    expect(authState()).toEqual({ loading: false, user: null, session: null });
    await runIdleWork();
    expect(loadClient).not.toHaveBeenCalled();
  });

  it("becomes loaded with the session that getSession returns", async () => {
    const fake = fakeAuthClient(async () => session("user-1", "token-1"));
    renderProvider(async () => fake.client);
    await runIdleWork();
    expect(authState()).toEqual({ loading: false, user: "user-1", session: "token-1" });
  });

  it("becomes loaded with no user when there is no session", async () => {
    const fake = fakeAuthClient(async () => null);
    renderProvider(async () => fake.client);
    await runIdleWork();
    expect(authState()).toEqual({ loading: false, user: null, session: null });
  });

  it("stays loading until getSession answers", async () => {
    let answer: (value: Session | null) => void = () => {};
    const fake = fakeAuthClient(() => new Promise((resolve) => (answer = resolve)));
    renderProvider(async () => fake.client);
    await runIdleWork();
    expect(fake.onAuthStateChange).toHaveBeenCalledTimes(1);
    expect(authState().loading).toBe(true);
    await act(async () => {
      answer(session("user-2", "token-2"));
    });
    expect(authState()).toEqual({ loading: false, user: "user-2", session: "token-2" });
  });

  it("updates user and session on every auth event", async () => {
    const fake = fakeAuthClient(async () => null);
    renderProvider(async () => fake.client);
    await runIdleWork();

    act(() => fake.emit("SIGNED_IN", session("user-1", "token-1")));
    expect(authState()).toEqual({ loading: false, user: "user-1", session: "token-1" });

    act(() => fake.emit("TOKEN_REFRESHED", session("user-1", "token-2")));
    expect(authState()).toEqual({ loading: false, user: "user-1", session: "token-2" });

    act(() => fake.emit("USER_UPDATED", session("user-1", "token-3")));
    expect(authState()).toEqual({ loading: false, user: "user-1", session: "token-3" });

    act(() => fake.emit("SIGNED_OUT", null));
    expect(authState()).toEqual({ loading: false, user: null, session: null });

    act(() => fake.emit("SIGNED_IN", session("user-9", "token-9")));
    expect(authState()).toEqual({ loading: false, user: "user-9", session: "token-9" });
  });

  it("unsubscribes from auth events on unmount", async () => {
    const fake = fakeAuthClient(async () => null);
    const { unmount } = renderProvider(async () => fake.client);
    await runIdleWork();
    expect(fake.unsubscribe).not.toHaveBeenCalled();
    unmount();
    expect(fake.unsubscribe).toHaveBeenCalledTimes(1);
    // A late event after unmount is ignored rather than updating a dead tree.
    expect(() => fake.emit("SIGNED_IN", session("user-1", "token-1"))).not.toThrow();
  });

  it("never loads the client when unmounted before the page is idle", async () => {
    const loadClient = vi.fn(async () => fakeAuthClient(async () => null).client);
    const { unmount } = renderProvider(loadClient);
    unmount();
    await vi.advanceTimersByTimeAsync(IDLE_MS * 2);
    expect(loadClient).not.toHaveBeenCalled();
  });

  it("does not subscribe when unmounted while the client is still loading", async () => {
    const fake = fakeAuthClient(async () => null);
    let deliver: (client: AuthClient) => void = () => {};
    const { unmount } = renderProvider(() => new Promise((resolve) => (deliver = resolve)));
    await runIdleWork();
    unmount();
    await act(async () => {
      deliver(fake.client);
    });
    expect(fake.onAuthStateChange).not.toHaveBeenCalled();
  });

  it("ends loading with no user when the client cannot be loaded, with a warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const failure = new Error("chunk failed to load");
    renderProvider(() => Promise.reject(failure));
    await runIdleWork();
    expect(authState()).toEqual({ loading: false, user: null, session: null });
    expect(warn).toHaveBeenCalledWith("Auth client unavailable:", failure);
  });

  it("ends loading with no user when getSession fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fake = fakeAuthClient(() => Promise.reject(new Error("network down")));
    renderProvider(async () => fake.client);
    await runIdleWork();
    expect(authState()).toEqual({ loading: false, user: null, session: null });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe("useAuth", () => {
  it("outside a provider returns the initial loading state", () => {
    render(<AuthProbe />);
    expect(authState()).toEqual({ loading: true, user: null, session: null });
  });
});

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
