import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect } from "react";
import type { SmsRate } from "~/content/page-schemas";
import { getQueryClient } from "~/lib/query-client";
import { useSmsRates } from "./use-sms-rates";

export type RatesStatus = "published" | "refreshing" | "live" | "failed";

interface LiveRatesSyncProps {
  onRates: (rates: SmsRate[]) => void;
  onStatus: (status: RatesStatus) => void;
}

function Sync({ onRates, onStatus }: LiveRatesSyncProps) {
  const { data, isError, isFetching, isFetchedAfterMount } = useSmsRates();
  useEffect(() => onRates(data), [data, onRates]);
  useEffect(() => {
    onStatus(isError ? "failed" : isFetching ? "refreshing" : isFetchedAfterMount ? "live" : "published");
  }, [isError, isFetching, isFetchedAfterMount, onStatus]);
  return null;
}

/**
 * Headless: fetches the current rates with TanStack Query and hands them to the
 * table. Loaded when the page is idle, so the query library never delays the page.
 */
export default function LiveRatesSync(props: LiveRatesSyncProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Sync {...props} />
    </QueryClientProvider>
  );
}
