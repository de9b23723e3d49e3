/**
 * The browser-safe configuration, read once from Vite's build-time env.
 * Only VITE_* variables reach the browser; everything else stays on the server.
 */
function optional(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

const env = import.meta.env;

export const publicEnv = {
  /** A hosted Supabase project; null means this same server (same origin). */
  supabaseUrl: optional(env.VITE_SUPABASE_URL),
  supabaseAnonKey: optional(env.VITE_SUPABASE_ANON_KEY),
  vapiPublicKey: optional(env.VITE_VAPI_PUBLIC_KEY),
  /** Each language's Vapi assistant (decision 121); Arabic and Hindi fall back to English's. */
  vapiAssistantIds: {
    en: optional(env.VITE_VAPI_ASSISTANT_ID),
    ar: optional(env.VITE_VAPI_ASSISTANT_ID_AR),
    hi: optional(env.VITE_VAPI_ASSISTANT_ID_HI),
  },
} as const;
