import type { SupabaseClient } from "@supabase/supabase-js";
import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from "react";
import { scheduleIdle } from "~/lib/schedule-idle";
import { type AuthState, authStateFrom, hasStoredSession, initialAuthState } from "./auth-state";

type AuthClient = Pick<SupabaseClient["auth"], "getSession" | "onAuthStateChange">;

async function loadAuthClient(): Promise<AuthClient> {
  const { getBackendClient } = await import("~/lib/backend-client");
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
