import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { getQueryClient } from "./query-client";

/**
 * Wraps the parts of a page that read server data. It sits around features,
 * not the whole app, so pages without server data do not load TanStack Query
 * (docs/decisions/004-first-load-budget.md). The client itself is app-wide.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
