import { ServicePageView, serviceMeta } from "~/components/service-page";
import { servicePage } from "~/content/services/web-app-development";

export const meta = () => serviceMeta(servicePage);

export default function Page() {
  return <ServicePageView page={servicePage} />;
}
