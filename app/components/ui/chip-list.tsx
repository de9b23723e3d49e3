import { cx } from "~/lib/class-names.ts";
import { BidiText } from "./ltr.tsx";

/** Short names as rounded chips that wrap: ways to connect, teams, places. */
export function ChipList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cx("flex flex-wrap gap-2", className)}>
      {items.map((item) => (
        <li key={item} className="rounded-full bg-teal-50 px-3 py-1 font-medium text-teal-900">
          <BidiText text={item} />
        </li>
      ))}
    </ul>
  );
}
