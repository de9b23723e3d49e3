import { data } from "react-router";
import { SmsCountryPageView, smsCountryMeta } from "~/components/sms-country-page";
import { smsCountryPage } from "~/content/catalogue";
import type { Route } from "./+types/sms-country";

// Like routes/service.tsx: pre-rendered for every market of the registry, copy as loader data.
export function loader({ params }: Route.LoaderArgs) {
  const page = smsCountryPage(params.market);
  if (!page) throw data(null, { status: 404 });
  return { slug: params.market, page };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? smsCountryMeta(loaderData.slug, loaderData.page) : [];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SmsCountryPageView slug={loaderData.slug} page={loaderData.page} />;
}
