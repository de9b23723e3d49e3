/** Starter questions by page (its path in the default locale), and "default" for any other page. */
export type StarterQuestions = Readonly<Record<string, readonly string[]>> & { default: readonly string[] };
