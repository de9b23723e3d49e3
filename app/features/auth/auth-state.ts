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
