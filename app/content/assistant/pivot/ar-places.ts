import type { AssistantPivotTerms } from "./types.ts";

/**
 * Places as Arabic visitors write them: the Gulf's cities (read as their markets) and countries we
 * do not serve. Spread into ar.ts's terms where they stood, so the order terms are read in is kept.
 */
export const arabicPlaces: AssistantPivotTerms = [
  ["riyadh", ["الرياض"]],
  ["jeddah", ["جده"]],
  ["dammam", ["الدمام"]],
  ["dubai", ["دبي"]],
  ["abu dhabi", ["ابوظبي", "ابو ظبي"]],
  ["sharjah", ["الشارقه"]],
  ["doha", ["الدوحه"]],
  ["manama", ["المنامه"]],
  ["muscat oman", ["مسقط"]],
  ["oman", ["عمان", "سلطنه عمان"]],
  ["egypt", ["مصر", "القاهره"]],
  ["egyptian", ["مصري", "مصريه"]],
  ["omani", ["عماني", "عمانيه"]],
  ["amman", ["عمان الاردن"]],
  ["jordan", ["الاردن"]],
  // (A company's nationality, as "شركه مصريه" in ar-visitor-words.ts; not "أرقام لبنانية", Lebanon's numbers.)
  ["jordanian company", ["شركه اردنيه", "شركتنا اردنيه"]],
  ["lebanese company", ["شركه لبنانيه", "شركتنا لبنانيه"]],
];
