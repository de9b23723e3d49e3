const perMessage = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 4,
  maximumFractionDigits: 4,
});

const wholeAmount = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** "$0.0032": per-SMS prices keep four decimals so small differences stay visible. */
export function formatPerMessage(amount: number): string {
  return perMessage.format(amount);
}

/** "$150" or "Included" for one-time fees. */
export function formatOneTimeFee(amount: number, includedLabel: string): string {
  return amount === 0 ? includedLabel : `${wholeAmount.format(amount)} one-time`;
}
