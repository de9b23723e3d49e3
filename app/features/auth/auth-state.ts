import type { Session, User } from "@supabase/supabase-js";

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
