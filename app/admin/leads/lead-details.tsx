/**
 * A lead's page, the parts about the lead itself: what the visitor wrote (first: it is what
 * sales reads), who they are, and the technical details a support case may need (user agent,
 * ids, idempotency key, page path) folded away in a <details>.
 */
import type { ReactNode } from "react";
import type { LeadDetailJson } from "../../../contracts/admin-api.ts";
import { countryLabel, formatTime, languageLabel, serviceLabel } from "../console-labels.ts";
import { SourceBadge } from "./source-badge.tsx";
import { StatusBadge } from "./status-badge.tsx";

const card = "rounded-lg border border-slate-200 bg-white p-4";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </>
  );
}

/** "the SMS Services page", the path when it is not a site page, or "an unknown page". */
export function sentFrom({ sourcePageName, lead }: Pick<LeadDetailJson, "sourcePageName" | "lead">): string {
  if (sourcePageName) return `the ${sourcePageName} page`;
  return lead.sourcePath ?? "an unknown page";
}

export function LeadMessage({ detail }: { detail: LeadDetailJson }) {
  const { lead } = detail;
  return (
    <section aria-labelledby="lead-message" className={card}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <h2 id="lead-message" className="mr-auto text-base font-semibold text-slate-900">
          Message
        </h2>
        <StatusBadge status={lead.status} />
        <SourceBadge source={lead.source} />
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {formatTime(lead.createdAt)} · sent from {sentFrom(detail)}
      </p>
      <p className="mt-3 whitespace-pre-wrap break-words text-[0.9375rem] leading-relaxed text-slate-900">
        {lead.message}
      </p>
    </section>
  );
}

export function LeadContact({ lead }: { lead: LeadDetailJson["lead"] }) {
  return (
    <section aria-labelledby="lead-contact" className={card}>
      <h2 id="lead-contact" className="text-base font-semibold">
        Contact
      </h2>
      <dl className="mt-3 grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
        <Field label="E-mail">
          <a href={`mailto:${lead.email}`} className="break-all text-teal-800 underline underline-offset-2">
            {lead.email}
          </a>
        </Field>
        <Field label="Company">{lead.company ?? "—"}</Field>
        <Field label="Phone">
          {lead.phone ? (
            <a href={`tel:${lead.phone}`} className="text-teal-800 underline underline-offset-2">
              {lead.phone}
            </a>
          ) : (
            "—"
          )}
        </Field>
        <Field label="Country">{countryLabel(lead.country)}</Field>
        <Field label="Service">{serviceLabel(lead.service)}</Field>
        {/* The language the visitor wrote in, which sales should answer in (decision 091). */}
        <Field label="Language">{languageLabel(lead.locale)}</Field>
        <Field label="Consent">{lead.consent ? "Given" : "Not given"}</Field>
      </dl>
    </section>
  );
}

export function TechnicalDetails({ lead }: { lead: LeadDetailJson["lead"] }) {
  return (
    <details className={`${card} text-sm`}>
      <summary className="cursor-pointer font-semibold text-slate-800">Technical details</summary>
      <dl className="mt-3 grid grid-cols-[8rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-xs">
        <Field label="Lead id">
          <code className="break-all">{lead.id}</code>
        </Field>
        <Field label="Conversation id">
          {lead.conversationId ? <code className="break-all">{lead.conversationId}</code> : "—"}
        </Field>
        <Field label="Idempotency key">
          <code className="break-all">{lead.idempotencyKey}</code>
        </Field>
        <Field label="Page path">{lead.sourcePath ?? "—"}</Field>
        <Field label="Browser">{lead.userAgent ?? "—"}</Field>
      </dl>
    </details>
  );
}
