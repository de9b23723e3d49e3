/**
 * The assistant's sentences about counts and money: how many segments a message takes, what a
 * volume costs in one market or several, with and without the one-time sender ID fees. Part of
 * assistantAnswersIn (assistant-answers.ts), filled from the same texts.
 */

import type { AssistantAnswerTexts } from "./assistant/answers/types.ts";
import { fill } from "./format/fill.ts";
import { intlLocale, type Locale } from "./locales.ts";

/** SMS traffic types, as the rates table splits them. */
export type Traffic = "transactional" | "promotional";

/** A traffic type's name in the answer's words ("transactional and OTP", "promotional"). */
export const trafficNameIn = (say: AssistantAnswerTexts) => (traffic: Traffic) =>
  traffic === "promotional" ? say.trafficPromotional : say.trafficTransactional;

export function totalSentences(say: AssistantAnswerTexts, locale: Locale) {
  const trafficName = trafficNameIn(say);
  return {
    segmentCount: (
      characters: number,
      encoding: string,
      segments: number,
      perSegment: number,
      single: number,
    ) => {
      const plural = new Intl.PluralRules(intlLocale[locale]).select(segments);
      const word = say.segmentWord[plural] ?? say.segmentWord.other;
      // ("A 120-character Arabic message…" is split because one SMS holds only 70: said first.)
      const split = segments > 1 ? `${fill(say.segmentSingle, { single: String(single), encoding })} ` : "";
      return (
        split +
        fill(say.segmentCount, {
          characters: String(characters),
          encoding,
          segments: `${segments} ${word}`,
          perSegment: String(perSegment),
        })
      );
    },
    segmentCost: (price: string, traffic: Traffic, country: string, path: string, total: string) =>
      fill(say.segmentCost, { price, traffic: trafficName(traffic), country, path, total }),
    volumeCost: (count: string, total: string) => fill(say.volumeCost, { count, total }),
    segmentsEach: (segments: number, price: string) =>
      fill(say.segmentsEach, { segments: String(segments), price }),
    volumeCostPart: (count: string, market: string, total: string) =>
      fill(say.volumeCostPart, { count, market, total }),
    volumeCostPartWithFee: (
      count: string,
      market: string,
      total: string,
      fee: string,
      totalWithFee: string,
    ) => fill(say.volumeCostPartWithFee, { count, market, total, fee, totalWithFee }),
    senderIdFeesTotal: (count: string, total: string) => fill(say.senderIdFeesTotal, { count, total }),
    senderIdFeeFor: (count: string, total: string) => fill(say.senderIdFeeFor, { count, total }),
    volumeCostBothTypes: (count: string, totals: { transactional: string; promotional: string }) =>
      fill(say.volumeCostBothTypes, { count, ...totals }),
    volumeCostBothTypesWithFee: (
      count: string,
      totals: { transactional: string; promotional: string },
      fee: string,
      withFee: { transactional: string; promotional: string },
    ) =>
      fill(say.volumeCostBothTypesWithFee, {
        count,
        ...totals,
        fee,
        transactionalWithFee: withFee.transactional,
        promotionalWithFee: withFee.promotional,
      }),
    volumeCostEach: (parts: string[]) =>
      fill(say.volumeCostEach, { parts: parts.join(say.volumeCostSeparator) }),
    volumeCostGap: (count: string, market: string, difference: string) =>
      fill(say.volumeCostGap, { count, market, difference }),
    volumeCostSum: (parts: string[], total: string) =>
      fill(say.volumeCostSum, { parts: parts.join(say.volumeCostSeparator), total }),
    volumeCostWithFee: (count: string, total: string, fee: string, totalWithFee: string) =>
      fill(say.volumeCostWithFee, { count, total, fee, totalWithFee }),
    volumeCostSumAs: (traffic: Traffic, sum: string) =>
      fill(say.volumeCostSumAs, { traffic: trafficName(traffic), parts: sum }),
    volumeCostOverMonths: (months: string, total: string) =>
      fill(say.volumeCostOverMonths, { months, total }),
    volumeCostOverMonthsWithFee: (months: string, fee: string, totalWithFee: string) =>
      fill(say.volumeCostOverMonthsWithFee, { months, fee, totalWithFee }),
    volumeCostTypePart: (count: string, traffic: Traffic, total: string) =>
      fill(say.volumeCostTypePart, { count, traffic: trafficName(traffic), total }),
    volumeCostSumWithFee: (parts: string[], fee: string, totalWithFee: string) =>
      fill(say.volumeCostSumWithFee, { parts: parts.join(say.volumeCostSeparator), fee, totalWithFee }),
  } as const;
}
