/**
 * Headless: fetches the current rates with TanStack Query and hands them to the
 * table. Loaded when the page is idle, so the query library never delays the page.
 */
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { SmsRate } from "~/content/page-schemas.ts";
import { redrawPricingEstimate } from "~/features/visuals/live-estimate.ts";
import { functionRequest } from "~/lib/functions-url.ts";
import { getQueryClient } from "~/lib/query-client.ts";

export type RatesStatus = "published" | "refreshing" | "live" | "failed";

function isRate(value: unknown): value is SmsRate {
  if (typeof value !== "object" || value === null) return false;
  const rate = value as Record<string, unknown>;
  return (
    typeof rate.country === "string" &&
    typeof rate.countryName === "string" &&
    typeof rate.isoCode === "string" &&
    rate.currency === "USD" &&
    typeof rate.transactional === "number" &&
    typeof rate.promotional === "number" &&
    typeof rate.senderIdFee === "number"
  );
}

/**
 * Checks the shape of the sms-rates answer in the browser without shipping a
 * schema library; the server validates the same data with zod (smsRatesSchema).
 */
export function parseSmsRates(body: unknown): SmsRate[] {
  if (!Array.isArray(body) || body.length === 0 || !body.every(isRate)) {
    throw new Error("The rates service answered with data in an unexpected shape.");
  }
  return body;
}

export async function fetchSmsRates(signal: AbortSignal): Promise<SmsRate[]> {
  const { url, headers } = functionRequest("sms-rates");
  const response = await fetch(url, { headers, signal });
  if (!response.ok) throw new Error(`The rates service answered ${response.status}.`);
  return parseSmsRates(await response.json());
}

interface LiveRatesSyncProps {
  /** The rates published with the page, shown until the server's arrive. */
  published: readonly SmsRate[];
  onRates: (rates: SmsRate[]) => void;
  onStatus: (status: RatesStatus) => void;
}

function Sync({ published, onRates, onStatus }: LiveRatesSyncProps) {
  // The build-time rates, shown at once (they are in the pre-rendered HTML), then refreshed
  // from the server so an operator's price change shows without a rebuild.
  const { data, isError, isFetching, isFetchedAfterMount } = useQuery({
    queryKey: ["sms-rates"],
    queryFn: ({ signal }) => fetchSmsRates(signal),
    initialData: [...published],
    // Treat the published rates as old, so the page asks the server once on load.
    initialDataUpdatedAt: 0,
  });
  useEffect(() => onRates(data), [data, onRates]);
  // The hero's monthly estimate follows the same rates as the table (decision 119).
  useEffect(() => redrawPricingEstimate(data, published), [data, published]);
  useEffect(() => {
    onStatus(isError ? "failed" : isFetching ? "refreshing" : isFetchedAfterMount ? "live" : "published");
  }, [isError, isFetching, isFetchedAfterMount, onStatus]);
  return null;
}

export default function LiveRatesSync(props: LiveRatesSyncProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Sync {...props} />
    </QueryClientProvider>
  );
}
