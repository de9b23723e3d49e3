import type { JobOpening } from "~/content/page-schemas.ts";
import { Briefcase, MapPin } from "./ui/icons.ts";
import { BidiText } from "./ui/ltr.tsx";

/** Open roles as cards: title, team, location and contract type. */
export function JobOpenings({ openings }: { openings: readonly JobOpening[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {openings.map((job) => (
        <li key={job.title} className="card">
          <p className="text-sm font-semibold text-teal-800">{job.team}</p>
          <h3 className="mt-1 text-lg font-semibold text-slate-900">{job.title}</h3>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-4" />
              {job.location}
            </span>
            <span className="inline-flex items-center gap-1">
              <Briefcase className="size-4" />
              {job.type}
            </span>
          </p>
          <p className="mt-3 leading-7 text-slate-700">
            <BidiText text={job.summary} />
          </p>
        </li>
      ))}
    </ul>
  );
}
