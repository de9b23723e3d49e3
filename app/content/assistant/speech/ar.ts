import type { AssistantSpeechTexts } from "./types.ts";

export const assistantSpeechTexts: AssistantSpeechTexts = {
  onScreen: "عرضتُ الصفحة على شاشتك.",
  onPage: "تجد ذلك في صفحة {page} على موقعنا.",
  cent: "{amount} سنت أمريكي",
  cents: "{amount} سنت أمريكي",
  dollar: "{amount} دولار أمريكي",
  dollars: "{amount} دولار أمريكي",
  pointers: ["اعرف المزيد", "اطّلع أيضًا", "تجد أسعار كل الأسواق", "النموذج أدناه"],
  apology:
    "عذرًا، تعذّر عليّ البحث عن ذلك الآن. يُرجى السؤال مرة أخرى، أو التواصل مع فريق {companyName} عبر الموقع.",
};
