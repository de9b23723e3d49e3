/**
 * The share card's phone (decision 043): messages from the sender ID "Relaywave", a one-time code,
 * a reply and an order update. Its messages are an English sample, like the site's own sample SMS
 * on a page of another language, so the phone's screen stays left to right on every card; only its
 * place on the card mirrors (share-card.ts).
 */
import { box, el, mark, type SatoriElement, teal } from "./satori-element.ts";

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

/** The phone, 64 px in from the card's `side` edge. */
export function phone(side: "left" | "right"): SatoriElement {
  return box(
    {
      position: "absolute",
      [side]: 64,
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
