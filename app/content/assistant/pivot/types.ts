/**
 * How one language says the words the assistant's understanding is written in (decision 120):
 * each English term with the words and phrases that mean it there. Names of services, markets
 * and cities are not here: they come from each registry folder's `vocabulary`, and a market's
 * facts' words from assistant/vocabulary/<locale>.ts.
 */
export type AssistantPivotTerms = readonly (readonly [english: string, local: readonly string[]])[];

export interface AssistantPivot {
  /** Terms in the language's own script. */
  terms: AssistantPivotTerms;
  /** The language written in Latin letters ("kitna", "bhejna"): read only in messages in that language. */
  romanised?: AssistantPivotTerms;
  /** Romanised words that only carry grammar ("hai", "ka"): dropped, so they count as no topic word. */
  romanisedFiller?: readonly string[];
  /**
   * Words of the language's own script that only carry grammar ("वाला", "the one of"): never read
   * through the site-learnt lexicon, which pairs them with whatever English word they sit beside.
   */
  grammar?: readonly string[];
}
