/**
 * Icon outlines from Lucide (lucide.dev, ISC licence), drawn by one tiny
 * factory instead of the icon library runtime, which cost the first page more
 * than the icons themselves (docs/decisions/004-first-load-budget.md).
 * Every icon is decorative: hidden from assistive technology.
 *
 * Each icon here is one path: Lucide's circles, lines and rects written as
 * subpaths, which draw the same strokes in fewer elements and bytes.
 */
import { createElement, type ReactElement } from "react";
import type { IconName } from "~/content/schema.ts";

type IconNode = ReadonlyArray<readonly [string, Record<string, string>]>;

export type IconComponent = (props: { className?: string }) => ReactElement;

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
        "aria-hidden": true,
        focusable: false,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
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
export const MessageSquare = /* @__PURE__ */ icon(
  "M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z",
);
export const MessageCircle = /* @__PURE__ */ icon(
  "M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719",
);
export const Sparkles = /* @__PURE__ */ icon(
  "M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594zM20 2v4M22 4h-4M2 20a2 2 0 1 0 4 0a2 2 0 1 0 -4 0",
);
export const Phone = /* @__PURE__ */ icon(
  "M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384",
);
export const Bot = /* @__PURE__ */ icon(
  "M12 8V4H8M6 8h12a2 2 0 0 1 2 2v8a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2v-8a2 2 0 0 1 2 -2zM2 14h2M20 14h2M15 13v2M9 13v2",
);
export const Hash = /* @__PURE__ */ icon("M4 9L20 9M4 15L20 15M10 3L8 21M16 3L14 21");
export const CodeXml = /* @__PURE__ */ icon("M18 16l4-4-4-4M6 8l-4 4 4 4M14.5 4l-5 16");
export const Globe = /* @__PURE__ */ icon(
  "M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20M2 12h20",
);
export const Shield = /* @__PURE__ */ icon(
  "M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z",
);
export const Zap = /* @__PURE__ */ icon(
  "M15.914 4a1.5 1.5 0 00-2.474-1.561l-9 9A1.5 1.5 0 005.5 14h4.002a.5.5 0 01.471.666L8.086 20a1.5 1.5 0 002.475 1.56l9-9A1.5 1.5 0 0018.5 10h-3.997a.5.5 0 01-.472-.667z",
);
export const ChartColumn = /* @__PURE__ */ icon("M3 3v16a2 2 0 0 0 2 2h16M18 17V9M13 17V5M8 17v-3");
export const Users = /* @__PURE__ */ icon(
  "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M16 3.128a4 4 0 0 1 0 7.744M22 21v-2a4 4 0 0 0-3-3.87M5 7a4 4 0 1 0 8 0a4 4 0 1 0 -8 0",
);
export const Clock = /* @__PURE__ */ icon("M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0M12 6v6l4 2");
export const Check = /* @__PURE__ */ icon("M20 6 9 17l-5-5");
export const Lock = /* @__PURE__ */ icon(
  "M5 11h14a2 2 0 0 1 2 2v7a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-7a2 2 0 0 1 2 -2zM7 11V7a5 5 0 0 1 10 0v4",
);
export const Building = /* @__PURE__ */ icon(
  "M10 12h4M10 8h4M14 21v-3a2 2 0 0 0-4 0v3M6 10H4a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-2M6 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16",
);

const byName: Record<IconName, IconComponent> = {
  "message-square": MessageSquare,
  "message-circle": MessageCircle,
  sparkles: Sparkles,
  phone: Phone,
  bot: Bot,
  hash: Hash,
  code: CodeXml,
  globe: Globe,
  shield: Shield,
  zap: Zap,
  "bar-chart": ChartColumn,
  users: Users,
  clock: Clock,
  check: Check,
  lock: Lock,
  building: Building,
};

/** A decorative icon by content name (content never imports icon code). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return createElement(byName[name], { className });
}
