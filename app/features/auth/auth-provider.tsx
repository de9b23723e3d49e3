import type { Session, SupabaseClient, User } from "@supabase/supabase-js";
import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from "react";
import { scheduleIdle } from "~/lib/use-idle-module.ts";

export interface AuthState {
  user: User | null;
  session: Session | null;
  /** True until the first session lookup has answered. */
  loading: boolean;
}

export const initialAuthState: AuthState = { user: null, session: null, loading: true };

/** The state after a session lookup or any auth event (sign-in, sign-out, refresh...). */
export function authStateFrom(session: Session | null): AuthState {
  return { user: session?.user ?? null, session, loading: false };
}

/** supabase-js keeps a signed-in session in localStorage under "sb-<project>-auth-token". */
const storedSessionKey = /^sb-.+-auth-token$/;

/**
 * Whether this browser holds a Supabase session to restore. Visitors who never
 * signed in have none, so they never need the SDK (about 45 KB gzip) for auth.
 */
export function hasStoredSession(
  storage: Pick<Storage, "length" | "key"> | null = safeLocalStorage(),
): boolean {
  if (!storage) return false;
  for (let index = 0; index < storage.length; index += 1) {
    if (storedSessionKey.test(storage.key(index) ?? "")) return true;
  }
  return false;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage blocked by the browser's privacy settings: nothing can have been stored.
    return null;
  }
}

type AuthClient = Pick<SupabaseClient["auth"], "getSession" | "onAuthStateChange">;

async function loadAuthClient(): Promise<AuthClient> {
  const { getBackendClient } = await import("~/lib/backend-client.ts");
  return getBackendClient().auth;
}

const AuthContext = createContext<AuthState>(initialAuthState);

interface AuthProviderProps {
  children: ReactNode;
  /** Where the auth client comes from; the default loads supabase-js lazily, after the page is idle. */
  loadClient?: () => Promise<AuthClient>;
  /** Whether there may be a session to restore; without one the client is never loaded. */
  mayHaveSession?: () => boolean;
}

/**
 * Auth state for the whole app (user, session, loading). No page needs it
 * before first paint, so the Supabase SDK is fetched only when the browser is
 * idle, and only when this browser stored a session: anonymous visitors (nearly
 * all of them) are known to be signed out without downloading it.
 */
export function AuthProvider({
  children,
  loadClient = loadAuthClient,
  mayHaveSession = hasStoredSession,
}: AuthProviderProps) {
  const [state, setAuthState] = useState<AuthState>(initialAuthState);

  useEffect(() => {
    // Auth changes are never urgent. As transitions they wait for parts of the page still
    // hydrating (the lazily loaded contact form) instead of making React discard and
    // re-create them, which would wipe anything a visitor typed there before hydration.
    const setState = (next: AuthState) => startTransition(() => setAuthState(next));
    if (!mayHaveSession()) {
      setState(authStateFrom(null));
      return;
    }
    let active = true;
    let unsubscribe = () => {};
    const cancelIdle = scheduleIdle(() => {
      loadClient()
        .then(async (auth) => {
          if (!active) return;
          const { data } = auth.onAuthStateChange((_event, session) => {
            if (active) setState(authStateFrom(session));
          });
          unsubscribe = () => data.subscription.unsubscribe();
          const { data: lookup } = await auth.getSession();
          if (active) setState(authStateFrom(lookup.session));
        })
        .catch((error: unknown) => {
          // No session can be known; the site works the same for anonymous visitors.
          console.warn("Auth client unavailable:", error);
          if (active) setState(authStateFrom(null));
        });
    });
    return () => {
      active = false;
      cancelIdle();
      unsubscribe();
    };
  }, [loadClient, mayHaveSession]);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
