import { SmsCountryPageView, smsCountryMeta } from "~/components/sms-country-page";
import { smsCountryPage } from "~/content/sms-countries/qatar";

export const meta = () => smsCountryMeta(smsCountryPage);

export default function Page() {
  return <SmsCountryPageView page={smsCountryPage} />;
}
