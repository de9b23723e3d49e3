import { useQuery } from "@tanstack/react-query";
import type { SmsRate } from "~/content/page-schemas.ts";
import { fetchSmsRates } from "~/features/sms-pricing/live-rates-sync.tsx";

/**
 * The current rates, from the same query (and cache) as the rate table above, so the
 * page asks the server once; the published rates stand in until then or if it fails.
 */
export function useSmsRates(published: readonly SmsRate[]): readonly SmsRate[] {
  const { data } = useQuery({
    queryKey: ["sms-rates"],
    queryFn: ({ signal }) => fetchSmsRates(signal),
    initialData: [...published],
    initialDataUpdatedAt: 0,
  });
  return data;
}
