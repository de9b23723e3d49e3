/** The words of the calculator's section around it, shown before the calculator loads. */
export const sectionCopy = {
  title: "SMS cost and segment calculator",
  intro:
    "Paste your message to see how many segments it takes, then pick a country, a traffic type and a monthly volume to see what a month of sending costs.",
  open: "Open the calculator",
} as const;
