import { QueryClient } from "@tanstack/react-query";

/** Fetched data stays fresh for five minutes, a failed fetch is retried once, and focusing the window does not refetch. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 300_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

let browserClient: QueryClient | undefined;

/**
 * One cache for the whole visit, shared by every feature that fetches data, so
 * data survives client-side navigation. Pre-rendering gets a fresh client per call.
 * Features wrap only themselves in its provider, not the whole app, so pages without
 * server data do not load TanStack Query (docs/decisions/004-first-load-budget.md).
 */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
