import { SmsCountryPageView, smsCountryMeta } from "~/components/sms-country-page";
import { smsCountryPage } from "~/content/catalogue";
import type { Route } from "./+types/sms-country";

// Like routes/service.tsx: pre-rendered for every market of the registry, its copy as loader data.
export function loader({ request }: Route.LoaderArgs) {
  // One route per market (app/routes.ts), so the path names it: its last segment is the slug.
  const slug =
    new URL(request.url).pathname
      .split("/")
      .pop()
      ?.replace(/\.data$/, "") ?? "";
  const page = smsCountryPage(slug);
  if (!page) throw new Error(`No content file for ${request.url}`);
  return { slug, page };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? smsCountryMeta(loaderData.slug, loaderData.page) : [];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SmsCountryPageView slug={loaderData.slug} page={loaderData.page} />;
}
