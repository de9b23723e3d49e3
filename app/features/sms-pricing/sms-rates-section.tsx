import { useState } from "react";
import type { SmsRate } from "~/content/page-schemas.ts";
import { useIdleModule } from "~/lib/use-idle-module.ts";
import type { RatesStatus } from "./live-rates-sync.tsx";
import { SmsRatesTable, type SmsRatesTableTexts } from "./sms-rates-table.tsx";

const loadLiveRates = () => import("./live-rates-sync.tsx");

interface SmsRatesSectionProps {
  caption: string;
  notes: readonly string[];
  texts: SmsRatesTableTexts;
  /** The published rates, from the page's loader data: in the HTML, then refreshed. */
  published: readonly SmsRate[];
}

/** The rate table: published rates in the HTML, then the server's current rates. */
export function SmsRatesSection({ caption, notes, texts, published }: SmsRatesSectionProps) {
  const [rates, setRates] = useState<readonly SmsRate[]>(published);
  const [status, setStatus] = useState<RatesStatus>("published");
  const live = useIdleModule(loadLiveRates);
  const LiveRatesSync = live?.default;

  return (
    <>
      <SmsRatesTable rates={rates} status={status} caption={caption} notes={notes} texts={texts} />
      {LiveRatesSync ? <LiveRatesSync published={published} onRates={setRates} onStatus={setStatus} /> : null}
    </>
  );
}
