import { useState } from "react";
import type { SmsRate } from "~/content/page-schemas.ts";
import { smsRates as publishedRates } from "~/content/sms-rates.ts";
import { useIdleModule } from "~/lib/use-idle-module.ts";
import type { RatesStatus } from "./live-rates-sync.tsx";
import { SmsRatesTable } from "./sms-rates-table.tsx";

const loadLiveRates = () => import("./live-rates-sync.tsx");

/** The rate table: published rates in the HTML, then the server's current rates. */
export function SmsRatesSection({ caption, notes }: { caption: string; notes: readonly string[] }) {
  const [rates, setRates] = useState<readonly SmsRate[]>(publishedRates);
  const [status, setStatus] = useState<RatesStatus>("published");
  const live = useIdleModule(loadLiveRates);
  const LiveRatesSync = live?.default;

  return (
    <>
      <SmsRatesTable rates={rates} status={status} caption={caption} notes={notes} />
      {LiveRatesSync ? <LiveRatesSync onRates={setRates} onStatus={setStatus} /> : null}
    </>
  );
}
