import { ServicePageView, serviceMeta } from "~/components/service-page";
import { servicePage } from "~/content/catalogue";
import type { Route } from "./+types/service";

// Runs only while pre-rendering every service of the registry (ssr: false): the copy reaches
// the browser in the page's HTML and .data file, never in the JavaScript every page loads.
export function loader({ request }: Route.LoaderArgs) {
  // One route per service (app/routes.ts), so the path names it: its last segment is the slug.
  const slug =
    new URL(request.url).pathname
      .split("/")
      .pop()
      ?.replace(/\.data$/, "") ?? "";
  const page = servicePage(slug);
  if (!page) throw new Error(`No content file for ${request.url}`);
  return { slug, page };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? serviceMeta(loaderData.slug, loaderData.page) : [];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ServicePageView slug={loaderData.slug} page={loaderData.page} />;
}
