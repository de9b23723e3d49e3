import { data } from "react-router";
import { ServicePageView, serviceMeta } from "~/components/service-page";
import { servicePage } from "~/content/catalogue";
import type { Route } from "./+types/service";

// Runs only while pre-rendering every service of the registry (ssr: false): the copy reaches
// the browser in the page's HTML and .data file, never in the JavaScript every page loads.
export function loader({ params }: Route.LoaderArgs) {
  const page = servicePage(params.slug);
  if (!page) throw data(null, { status: 404 });
  return { slug: params.slug, page };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? serviceMeta(loaderData.slug, loaderData.page) : [];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ServicePageView slug={loaderData.slug} page={loaderData.page} />;
}
