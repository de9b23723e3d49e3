/**
 * Plain satori element objects (no React at build time) for the share card (decision 043).
 */
import type { ReactElement } from "react";

export type Style = Record<string, string | number>;
export type SatoriElement = ReactElement<Record<string, unknown>, string>;
export type Child = SatoriElement | string;

export function el(type: string, props: Record<string, unknown>, ...children: Child[]): SatoriElement {
  return { type, key: null, props: children.length > 0 ? { ...props, children } : props };
}

/** A flex box, satori's default and only layout. */
export const box = (style: Style, ...children: Child[]) =>
  el("div", { style: { display: "flex", ...style } }, ...children);

export const teal = {
  950: "#042f2e",
  900: "#134e4a",
  800: "#115e59",
  700: "#0f766e",
  300: "#5eead4",
  100: "#ccfbf1",
};

/** The mark of app/components/logo.tsx (and favicon.svg): a wave and a dot on a rounded square. */
export function mark(size: number, square: string, ink: string): SatoriElement {
  return el(
    "svg",
    { width: size, height: size, viewBox: "0 0 32 32" },
    el("rect", { width: 32, height: 32, rx: 8, fill: square }),
    el("path", {
      d: "M7 19c3-6 6-6 9 0s6 6 9 0",
      fill: "none",
      stroke: ink,
      strokeWidth: 3,
      strokeLinecap: "round",
    }),
    el("circle", { cx: 16, cy: 10, r: 2.5, fill: ink }),
  );
}
