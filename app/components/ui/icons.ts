/**
 * Icon outlines from Lucide (lucide.dev, ISC licence), drawn by one tiny
 * factory instead of the icon library runtime, which cost the first page more
 * than the icons themselves (docs/decisions/004-first-load-budget.md).
 * Every icon is decorative: hidden from assistive technology.
 *
 * These are the icons the interface itself draws (menus, the assistant, the console); icons that
 * content names (features, industries, services) come from the sprite, by `Icon` below.
 * Each icon here is one path: Lucide's circles, lines and rects written as
 * subpaths, which draw the same strokes in fewer elements and bytes.
 */
import { createElement, type ReactElement } from "react";
import iconSprite from "~/assets/icon-sprite.svg?url&no-inline";
import type { IconName } from "~/content/schema.ts";

type IconNode = ReadonlyArray<readonly [string, Record<string, string>]>;

export type IconComponent = (props: { className?: string }) => ReactElement;

/** What every icon's <svg> says: Lucide's 24-unit stroke drawing, hidden from assistive technology. */
const strokeIcon = {
  "aria-hidden": true,
  focusable: false,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/**
 * An icon from one path's `d`, or from Lucide's element list. `mirrored`: the icon points somewhere
 * (send, back, start over), so it is flipped on right-to-left pages; icons without a direction
 * (check, phone, chevron down) never are (decision 070).
 */
export function icon(node: IconNode | string, { mirrored = false } = {}): IconComponent {
  const elements: IconNode = typeof node === "string" ? [["path", { d: node }]] : node;
  return function SvgIcon({ className: extra }) {
    const className = mirrored ? `rtl:-scale-x-100 ${extra ?? ""}`.trim() : extra;
    return createElement(
      "svg",
      {
        ...strokeIcon,
        className,
      },
      elements.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
    );
  };
}

export const ChevronDown = /* @__PURE__ */ icon("M6 9l6 6 6-6");
export const Menu = /* @__PURE__ */ icon("M4 5h16M4 12h16M4 19h16");
export const X = /* @__PURE__ */ icon("M18 6 6 18M6 6l12 12");
export const TriangleAlert = /* @__PURE__ */ icon(
  "M21.73 18l-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3M12 9v4M12 17h.01",
);
export const Copy = /* @__PURE__ */ icon(
  "M10 8h10a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2zM4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2",
);
export const MapPin = /* @__PURE__ */ icon(
  "M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0M9 10a3 3 0 1 0 6 0a3 3 0 1 0 -6 0",
);
export const Briefcase = /* @__PURE__ */ icon(
  "M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16M4 6h16a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-16a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2z",
);
export const MessageCircle = /* @__PURE__ */ icon(
  "M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719",
);
export const Phone = /* @__PURE__ */ icon(
  "M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384",
);
export const Bot = /* @__PURE__ */ icon(
  "M12 8V4H8M6 8h12a2 2 0 0 1 2 2v8a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2v-8a2 2 0 0 1 2 -2zM2 14h2M20 14h2M15 13v2M9 13v2",
);
export const Check = /* @__PURE__ */ icon("M20 6 9 17l-5-5");

/**
 * A decorative icon by content name (content never imports icon code), drawn from the sprite
 * (scripts/lib/icon-sprite.ts): the page's JavaScript holds only the name, whatever the number
 * of icons, and the sprite is one cached file fetched beside the page (decision 108).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return createElement(
    "svg",
    {
      ...strokeIcon,
      className,
    },
    createElement("use", { href: `${iconSprite}#${name}` }),
  );
}
