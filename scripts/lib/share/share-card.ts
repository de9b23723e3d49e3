/**
 * The share card every public page gets as its og:image (decisions 043, 072): the Relaywave mark and
 * wordmark, the page's eyebrow, title and description on the brand's deep teal, and a phone with a
 * delivered message. On a right-to-left card everything mirrors: the phone moves to the left, the
 * text to the right, flush right, and the glow and wave follow; the wordmark and the channel names
 * stay Latin and left to right. Every shape is drawn here: the card needs no asset but its fonts.
 */
import { box, el, mark, type SatoriElement, teal } from "./satori-element.ts";
import { phone } from "./share-card-phone.ts";
import { cardText, type Typesetting } from "./share-card-text.ts";

export interface ShareCardText {
  /** Small capitals above the title: where the page sits ("Services / SMS Services"). */
  eyebrow: string;
  title: string;
  description: string;
}

/** The column the text sits in: 640 px wide, 72 px in from the card's edge. */
const column = 640;

export function shareCard(
  { eyebrow, title, description }: ShareCardText,
  typesetting: Typesetting,
): SatoriElement {
  const rtl = typesetting.dir === "rtl";
  // Long titles step down a size so they keep to three lines beside the phone.
  const titleSize = title.length > 44 ? 54 : 62;
  return box(
    {
      position: "relative",
      width: 1200,
      height: 630,
      overflow: "hidden",
      justifyContent: rtl ? "flex-end" : "flex-start",
      fontFamily: "Inter",
      color: "#ffffff",
      backgroundColor: teal[950],
      backgroundImage: `radial-gradient(circle at ${rtl ? 12 : 88}% 18%, ${teal[700]} 0%, rgba(15, 118, 110, 0) 55%), linear-gradient(${rtl ? 225 : 135}deg, ${teal[950]} 0%, ${teal[900]} 100%)`,
    },
    // The wave of the mark, drawn large and faint across the card.
    el(
      "svg",
      {
        width: 1200,
        height: 630,
        viewBox: "0 0 1200 630",
        style: { position: "absolute", left: 0, top: 0, ...(rtl ? { transform: "scaleX(-1)" } : {}) },
      },
      el("path", {
        d: "M-60 600c160-150 320-150 480 0s320 150 480 0 320-150 480 0",
        fill: "none",
        stroke: teal[300],
        strokeOpacity: 0.1,
        strokeWidth: 28,
        strokeLinecap: "round",
      }),
    ),
    phone(rtl ? "left" : "right"),
    box(
      // satori sizes content boxes: 630 less the vertical padding.
      {
        flexDirection: "column",
        alignItems: rtl ? "flex-end" : "stretch",
        width: column,
        height: 506,
        padding: rtl ? "64px 72px 60px 0" : "64px 0 60px 72px",
      },
      box(
        { alignItems: "center", gap: 16, flexDirection: rtl ? "row-reverse" : "row" },
        mark(52, "#ffffff", teal[700]),
        box({ fontSize: 34, fontWeight: 700, letterSpacing: -0.5 }, "Relaywave"),
      ),
      box(
        {
          flexDirection: "column",
          alignItems: rtl ? "flex-end" : "stretch",
          marginTop: "auto",
          marginBottom: "auto",
          paddingTop: 24,
        },
        cardText(
          eyebrow,
          {
            size: 20,
            weight: 600,
            letterSpacing: 2.4,
            color: teal[300],
            maxLines: 1,
            maxWidth: column,
            uppercase: true,
          },
          typesetting,
        ),
        cardText(
          title,
          {
            size: titleSize,
            weight: 700,
            lineHeight: 1.08,
            letterSpacing: -1.2,
            color: "#ffffff",
            maxLines: 3,
            maxWidth: column,
          },
          typesetting,
          { marginTop: 18 },
        ),
        cardText(
          description,
          { size: 24, weight: 400, lineHeight: 1.45, color: teal[100], maxLines: 2, maxWidth: column },
          typesetting,
          { marginTop: 22 },
        ),
      ),
      box(
        {
          gap: 12,
          fontSize: 18,
          fontWeight: 600,
          color: teal[100],
          flexDirection: rtl ? "row-reverse" : "row",
        },
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
