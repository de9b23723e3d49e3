/**
 * The share card every public page gets as its og:image (decision 043): the Relaywave mark and
 * wordmark, the page's eyebrow, title and description on the brand's deep teal, and a phone with
 * a delivered message. Plain satori element objects (no React at build time); every shape is drawn
 * here, so the card needs no asset but the Inter font.
 */
import type { ReactElement } from "react";

export interface ShareCardText {
  /** Small capitals above the title: where the page sits ("Services / SMS Services"). */
  eyebrow: string;
  title: string;
  description: string;
}

type Style = Record<string, string | number>;
type Child = SatoriElement | string;
type SatoriElement = ReactElement<Record<string, unknown>, string>;

function el(type: string, props: Record<string, unknown>, ...children: Child[]): SatoriElement {
  return { type, key: null, props: children.length > 0 ? { ...props, children } : props };
}

const box = (style: Style, ...children: Child[]) =>
  el("div", { style: { display: "flex", ...style } }, ...children);

const teal = {
  950: "#042f2e",
  900: "#134e4a",
  800: "#115e59",
  700: "#0f766e",
  300: "#5eead4",
  100: "#ccfbf1",
};

/** The mark of app/components/logo.tsx (and favicon.svg): a wave and a dot on a rounded square. */
function mark(size: number, square: string, ink: string): SatoriElement {
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

/** The two ticks of a delivered message. */
const ticks = el(
  "svg",
  { width: 26, height: 16, viewBox: "0 0 26 16" },
  el("path", {
    d: "M1 8.5l4.5 4.5L14 3.5M10 12l1 1L19.5 3.5",
    fill: "none",
    stroke: teal[700],
    strokeWidth: 2.4,
    strokeLinecap: "round",
    strokeLinejoin: "round",
  }),
);

function bubble(text: string, outgoing: boolean): SatoriElement {
  return box(
    {
      alignSelf: outgoing ? "flex-end" : "flex-start",
      maxWidth: 250,
      padding: "14px 18px",
      borderRadius: 22,
      borderBottomLeftRadius: outgoing ? 22 : 6,
      borderBottomRightRadius: outgoing ? 6 : 22,
      backgroundColor: outgoing ? teal[700] : "#ffffff",
      color: outgoing ? "#ffffff" : "#0f172a",
      fontSize: 20,
      lineHeight: 1.35,
      boxShadow: "0 2px 6px rgba(15, 23, 42, 0.08)",
    },
    text,
  );
}

/** A phone with messages from the sender ID "Relaywave": a one-time code, a reply, an order update. */
function phone(): SatoriElement {
  return box(
    {
      position: "absolute",
      right: 64,
      top: 84,
      width: 340,
      height: 620,
      padding: 12,
      borderRadius: 52,
      backgroundColor: "#0b1716",
      border: "2px solid #2b4b48",
    },
    box(
      {
        flexDirection: "column",
        width: "100%",
        height: "100%",
        borderRadius: 40,
        backgroundColor: "#f1f5f4",
        overflow: "hidden",
      },
      box(
        {
          flexDirection: "column",
          alignItems: "center",
          padding: "30px 0 18px",
          backgroundColor: "#ffffff",
          borderBottom: "1px solid #e2e8f0",
        },
        mark(52, teal[700], "#ffffff"),
        box({ marginTop: 10, fontSize: 20, fontWeight: 600, color: "#0f172a" }, "Relaywave"),
        box({ fontSize: 15, color: "#64748b" }, "Sender ID · SMS"),
      ),
      box(
        { flexDirection: "column", gap: 14, padding: "24px 18px" },
        box({ alignSelf: "center", fontSize: 15, color: "#64748b" }, "Today 09:41"),
        bubble("Your Relaywave code is 482 913. It expires in 10 minutes.", false),
        bubble("Got it, thanks!", true),
        box(
          { alignSelf: "flex-end", alignItems: "center", gap: 6, fontSize: 15, color: "#64748b" },
          ticks,
          "Delivered",
        ),
        bubble("Your order #4821 is out for delivery today.", false),
      ),
    ),
  );
}

/** Clamps a line of text to `lines` lines, with an ellipsis. */
function clamped(style: Style, lines: number, text: string): SatoriElement {
  return el("div", { style: { display: "block", lineClamp: lines, ...style } }, text);
}

export function shareCard({ eyebrow, title, description }: ShareCardText): SatoriElement {
  // Long titles step down a size so they keep to three lines beside the phone.
  const titleSize = title.length > 44 ? 54 : 62;
  return box(
    {
      position: "relative",
      width: 1200,
      height: 630,
      overflow: "hidden",
      fontFamily: "Inter",
      color: "#ffffff",
      backgroundColor: teal[950],
      backgroundImage: `radial-gradient(circle at 88% 18%, ${teal[700]} 0%, rgba(15, 118, 110, 0) 55%), linear-gradient(135deg, ${teal[950]} 0%, ${teal[900]} 100%)`,
    },
    // The wave of the mark, drawn large and faint across the card.
    el(
      "svg",
      { width: 1200, height: 630, viewBox: "0 0 1200 630", style: { position: "absolute", left: 0, top: 0 } },
      el("path", {
        d: "M-60 600c160-150 320-150 480 0s320 150 480 0 320-150 480 0",
        fill: "none",
        stroke: teal[300],
        strokeOpacity: 0.1,
        strokeWidth: 28,
        strokeLinecap: "round",
      }),
    ),
    phone(),
    box(
      // satori sizes content boxes: 630 less the vertical padding.
      { flexDirection: "column", width: 640, height: 506, padding: "64px 0 60px 72px" },
      box(
        { alignItems: "center", gap: 16 },
        mark(52, "#ffffff", teal[700]),
        box({ fontSize: 34, fontWeight: 700, letterSpacing: -0.5 }, "Relaywave"),
      ),
      box(
        { flexDirection: "column", marginTop: "auto", marginBottom: "auto", paddingTop: 24 },
        box(
          { fontSize: 20, fontWeight: 600, letterSpacing: 2.4, textTransform: "uppercase", color: teal[300] },
          eyebrow,
        ),
        clamped(
          { marginTop: 18, fontSize: titleSize, fontWeight: 700, lineHeight: 1.08, letterSpacing: -1.2 },
          3,
          title,
        ),
        clamped({ marginTop: 22, fontSize: 24, lineHeight: 1.45, color: teal[100] }, 2, description),
      ),
      box(
        { gap: 12, fontSize: 18, fontWeight: 600, color: teal[100] },
        ...["SMS", "WhatsApp", "RCS", "Voice", "AI agents"].map((channel) =>
          box(
            { padding: "8px 16px", borderRadius: 999, border: "1.5px solid rgba(94, 234, 212, 0.35)" },
            channel,
          ),
        ),
      ),
    ),
  );
}
