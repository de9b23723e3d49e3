import type { SmsCalculatorTexts } from "./types.ts";

export const smsCalculatorTexts: SmsCalculatorTexts = {
  section: {
    title: "حاسبة تكلفة الرسائل النصية وعدد المقاطع",
    intro:
      "الصق نص رسالتك لمعرفة عدد المقاطع التي تشغلها، ثم اختر الدولة ونوع الرسائل والحجم الشهري لمعرفة تكلفة شهر كامل من الإرسال.",
    open: "افتح الحاسبة",
  },
  labels: {
    text: "نص الرسالة",
    country: "الدولة",
    type: "نوع الرسائل",
    volume: "عدد الرسائل شهريًا",
  },
  example: "رمز التحقق الخاص بك هو 482913. لا تشاركه مع أحد. صالح لمدة 5 دقائق.",
  textHint:
    "في ترميز GSM-7 يُحتسب كل رمز من الرموز € [ ] { } ^ ~ | \\ مرتين، وفي ترميز Unicode يُحتسب الرمز التعبيري (emoji) مرتين.",
  encodings: { "GSM-7": "GSM-7", "UCS-2": "Unicode (UCS-2)" },
  characters: {
    zero: "{count} حرف",
    one: "حرف واحد",
    two: "حرفان",
    few: "{count} أحرف",
    many: "{count} حرفًا",
    other: "{count} حرف",
  },
  segments: {
    zero: "{count} مقطع",
    one: "مقطع واحد",
    two: "مقطعان",
    few: "{count} مقاطع",
    many: "{count} مقطعًا",
    other: "{count} مقطع",
  },
  perSegment: {
    few: "{count} أحرف لكل مقطع",
    many: "{count} حرفًا لكل مقطع",
    other: "{count} حرف لكل مقطع",
  },
  types: { transactional: "رسائل المعاملات وOTP", promotional: "رسائل ترويجية" },
  costTitle: "التكلفة الشهرية",
  costBasis: "{rate} لكل مقطع × {segments} × {messages}",
  messages: {
    zero: "{count} رسالة",
    one: "رسالة واحدة",
    two: "رسالتان",
    few: "{count} رسائل",
    many: "{count} رسالة",
    other: "{count} رسالة",
  },
  onRequest: "السعر عند الطلب",
  onRequestBody: "لم ننشر سعرًا لهذا السوق بعد. اطلب من فريق المبيعات سعرًا يناسب أحجام رسائلك.",
  askSales: "اطلب عرض سعر من المبيعات",
  taxNote: "بالدولار الأمريكي، غير شامل الضرائب. وتحصل الأحجام الشهرية الملتزم بها على أسعار أقل.",
};
