/** The prices editor's calls (decision 039), through the console's one request helper. */
import type { RateChangeJson } from "../../../contracts/admin-api.ts";
import type { SmsRate } from "../../../contracts/sms-rates.ts";
import { type AdminResult, fetchAdminJson } from "../admin-fetch.ts";

/** The rates in effect and the saves so far, together: the editor shows nothing until it has both. */
export async function loadPrices(): Promise<AdminResult<{ rates: SmsRate[]; history: RateChangeJson[] }>> {
  const [rates, history] = await Promise.all([
    fetchAdminJson<SmsRate[]>("sms-rates"),
    fetchAdminJson<RateChangeJson[]>("sms-rates/history"),
  ]);
  if (!rates.ok) return rates;
  if (!history.ok) return history;
  return { ok: true, data: { rates: rates.data, history: history.data } };
}

export const loadHistory = () => fetchAdminJson<RateChangeJson[]>("sms-rates/history");

export const saveRates = (rates: SmsRate[]) =>
  fetchAdminJson<SmsRate[]>("sms-rates", { method: "PUT", body: rates });
