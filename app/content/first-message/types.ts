/** The words around the "Send your first message" code in one language (first-message/<locale>.ts). */
export interface FirstMessageTexts {
  /** Each block's heading and intro, by service slug. */
  blocks: Record<string, { title: string; intro: string }>;
  /** The copy button's label and what it announces. */
  copyLabels: { copy: string; copied: string; failed: string };
}
