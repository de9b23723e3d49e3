import { QueryClient } from "@tanstack/react-query";

/** Fetched data stays fresh for five minutes, a failed fetch is retried once, and focusing the window does not refetch. */
export const queryDefaults = {
  staleTime: 300_000,
  retry: 1,
  refetchOnWindowFocus: false,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...queryDefaults } } });
}

let browserClient: QueryClient | undefined;

/**
 * One cache for the whole visit, shared by every page that fetches data, so
 * data survives client-side navigation. Pre-rendering gets a fresh client per call.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
