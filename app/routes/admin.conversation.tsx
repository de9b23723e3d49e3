import { useLocation } from "react-router";
import { AdminLoading } from "~/admin/admin-notice";
import { loadTranscript, TranscriptPage, turnIdOf } from "~/admin/transcript/transcript-page";
import type { Route } from "./+types/admin.conversation";

export const meta = () => [
  { title: "Conversation | Relaywave console" },
  { name: "robots", content: "noindex" },
];

/** One pre-rendered page for every conversation: the id is in the query (?id=), the turn in the hash. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadTranscript(request);

export function HydrateFallback() {
  return <AdminLoading />;
}

export default function AdminConversationRoute({ loaderData }: Route.ComponentProps) {
  const { hash } = useLocation();
  return <TranscriptPage result={loaderData} focusTurnId={turnIdOf(hash)} />;
}
