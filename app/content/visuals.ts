/** Words around the product drawings; read by route loaders only, so they cost no JavaScript. */
export const visualsCopy = {
  /** Under the sender ID on a market page's phone. */
  smsPreviewCaption: "Text message · now",
} as const;
