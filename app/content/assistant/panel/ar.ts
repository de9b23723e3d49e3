import type { AssistantPanelTexts } from "./types.ts";

export const assistantPanelTexts: AssistantPanelTexts = {
  title: "المساعد الذكي",
  subtitle: "إجابات فورية في أي وقت. يرد فريق المبيعات خلال {replyTime} ({officeHours}).",
  startersLabel: "أسئلة شائعة",
  greeting: "مرحبًا! أنا مساعدك الذكي. كيف يمكنني مساعدتك اليوم؟",
  placeholder: "اكتب رسالتك...",
  inputLabel: "الرسالة",
  closeChatLabel: "إغلاق المحادثة",
  sendLabel: "إرسال الرسالة",
  startVoiceLabel: "تشغيل المساعد الصوتي",
  stopVoiceLabel: "إيقاف المساعد الصوتي",
  newConversationLabel: "محادثة جديدة",
  typing: "المساعد يكتب",
  youSaid: "قلتَ:",
  assistantSaid: "قال المساعد:",
  conversationLabel: "المحادثة",
  suggestionsLabel: "اقتراحات",
  suggestionsAnnouncement: "اقتراحات: {suggestions}",
  helpful: "مفيد",
  notHelpful: "غير مفيد",
  feedbackThanks: "شكرًا على ملاحظاتك",
  handoffOnScreen: "عرضتُ على الشاشة نموذجًا قصيرًا لترسل بياناتك إلى فريق المبيعات لدينا.",
  handoffSent:
    "شكرًا لك يا {name}. وصلت بياناتك إلى فريق المبيعات، وسيرد عليك خلال {replyTime} من العنوان {salesEmail}.",
  handoff: {
    title: "أرسل إلى المبيعات",
    intro: "يرد فريق المبيعات لدينا خلال {replyTime}، وتُرسَل المحادثة حتى الآن مع بياناتك.",
    labels: { name: "الاسم", email: "البريد الإلكتروني", company: "الشركة" },
    submit: "أرسل إلى المبيعات",
    sending: "جارٍ الإرسال",
    dismiss: "ليس الآن",
    message: "أُرسلت من المساعد الذكي.",
    messageWithQuestion: "أُرسلت من المساعد الذكي. آخر سؤال طرحه الزائر: «{question}»",
  },
  voice: {
    speaking: "جارٍ التحدث...",
    errors: {
      unsupported: "متصفحك لا يدعم الوصول إلى الميكروفون. يُرجى استخدام متصفح حديث.",
      denied:
        "تم رفض الوصول إلى الميكروفون. يُرجى السماح بالوصول إليه من إعدادات المتصفح ثم المحاولة مرة أخرى.",
      notFound: "لم يُعثر على ميكروفون. يُرجى توصيل ميكروفون والمحاولة مرة أخرى.",
      inUse: "الميكروفون قيد الاستخدام في تطبيق آخر.",
      other:
        "تعذّر الوصول إلى الميكروفون. يُرجى التحقق من إعدادات المتصفح والتأكد من أن الموقع يعمل عبر HTTPS.",
      event: "حدث خطأ في المساعد الصوتي. يُرجى المحاولة مرة أخرى.",
      toggle: "تعذّر تشغيل المساعد الصوتي أو إيقافه. يُرجى المحاولة مرة أخرى.",
      unavailable: "المساعد الصوتي غير متاح حاليًا. يُرجى تحديث الصفحة.",
    },
    notice: {
      browser:
        "تعتمد الميزة الصوتية على خدمة الكلام المدمجة في متصفحك، إذ تعالج الشركة المطوّرة للمتصفح الصوت لتحويله إلى نص.",
      vapi: "يعالج شريكانا في الخدمات الصوتية Vapi وDaily المكالمات الصوتية، فيحوّلان كلامك إلى نص وإجاباتنا إلى كلام.",
    },
  },
};
