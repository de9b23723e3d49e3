/**
 * The anon key the browser sends when no hosted Supabase project is configured.
 * This server accepts any key; it exists so one front end works against both.
 */
export const LOCAL_ANON_KEY_HEADER_VALUE = "relaywave-local-anon-key";
