import { PricesEditor } from "~/admin/prices/prices-editor";

/** The console's prices editor. Not a public page: never indexed. */
export const meta = () => [
  { title: "Prices · Relaywave console" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminPricesRoute() {
  return <PricesEditor />;
}
