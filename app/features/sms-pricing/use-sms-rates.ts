import { useQuery } from "@tanstack/react-query";
import type { SmsRate } from "~/content/page-schemas";
import { smsRates as publishedRates } from "~/content/sms-rates";
import { functionRequest } from "~/lib/functions-url";
import { parseSmsRates } from "./parse-sms-rates";

export const smsRatesQueryKey = ["sms-rates"] as const;

async function fetchSmsRates(signal: AbortSignal): Promise<SmsRate[]> {
  const { url, headers } = functionRequest("sms-rates");
  const response = await fetch(url, { headers, signal });
  if (!response.ok) throw new Error(`The rates service answered ${response.status}.`);
  return parseSmsRates(await response.json());
}

/**
 * The build-time rates, shown at once (they are in the pre-rendered HTML), then
 * refreshed from the server so an operator's price change shows without a rebuild.
 */
export function useSmsRates() {
  return useQuery({
    queryKey: smsRatesQueryKey,
    queryFn: ({ signal }) => fetchSmsRates(signal),
    initialData: [...publishedRates],
    // Treat the published rates as old, so the page asks the server once on load.
    initialDataUpdatedAt: 0,
  });
}
