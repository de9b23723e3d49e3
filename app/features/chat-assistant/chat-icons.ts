/**
 * Icons only the chat panel draws (Lucide outlines, ISC licence). Apart from
 * icons.ts so they load with the panel, not with every page.
 */
import { icon } from "~/components/ui/icons.ts";

export const Mic = /* @__PURE__ */ icon([
  ["path", { d: "M12 19v3" }],
  ["path", { d: "M19 10v2a7 7 0 0 1-14 0v-2" }],
  ["rect", { x: "9", y: "2", width: "6", height: "13", rx: "3" }],
]);

/** A paper plane flying towards the inline end: mirrored on right-to-left pages. */
export const Send = /* @__PURE__ */ icon(
  [
    [
      "path",
      {
        d: "M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z",
      },
    ],
    ["path", { d: "m21.854 2.147-10.94 10.939" }],
  ],
  { mirrored: true },
);

/** "Start over": an arrow turning back towards the inline start, so mirrored like a back arrow. */
export const RotateCcw = /* @__PURE__ */ icon(
  [
    ["path", { d: "M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" }],
    ["path", { d: "M3 3v5h5" }],
  ],
  { mirrored: true },
);

export const Square = /* @__PURE__ */ icon([
  ["rect", { width: "18", height: "18", x: "3", y: "3", rx: "2" }],
]);

export const ThumbsUp = /* @__PURE__ */ icon([
  ["path", { d: "M7 10v12" }],
  [
    "path",
    {
      d: "M15 5.88 14 10h5.83a2 2 0 0 1 1.92 2.56l-2.33 8A2 2 0 0 1 17.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.76a2 2 0 0 0 1.79-1.11L12 2a3.13 3.13 0 0 1 3 3.88Z",
    },
  ],
]);

export const ThumbsDown = /* @__PURE__ */ icon([
  ["path", { d: "M17 14V2" }],
  [
    "path",
    {
      d: "M9 18.12 10 14H4.17a2 2 0 0 1-1.92-2.56l2.33-8A2 2 0 0 1 6.5 2H20a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-2.76a2 2 0 0 0-1.79 1.11L12 22a3.13 3.13 0 0 1-3-3.88Z",
    },
  ],
]);
