import type { FirstMessageTexts } from "./types.ts";

export const firstMessageTexts: FirstMessageTexts = {
  blocks: {
    "sms-services": {
      title: "أرسل أول رسالة نصية",
      intro:
        "يكفي طلب واحد لإرسال رمز تحقق لمرة واحدة (OTP) من معرّف المرسل المسجّل باسمك. اضبط المتغيّر RELAYWAVE_API_KEY على مفتاح حسابك التجريبي، ثم شغّل الطلب.",
    },
    "whatsapp-services": {
      title: "أرسل أول رسالة واتساب",
      intro:
        "ابدأ المحادثة بقالب وافقت عليه Meta. وتعود أزرار الرد السريع فيه إلى خطاف الويب (webhook) لديك مع البيانات (payloads) التي تحددها هنا.",
    },
    "rcs-services": {
      title: "أرسل أول رسالة RCS",
      intro:
        "يكفي طلب واحد لإرسال بطاقة تفاعلية تضم صورة وعنوانًا وردودًا مقترحة من وكيل علامتك التجارية الموثّق. أما الهواتف التي لا تدعم RCS فيمكن أن تتلقاها رسالةً نصية بديلة.",
    },
  },
  copyLabels: {
    copy: "نسخ",
    copied: "تم النسخ",
    failed: "تعذّر النسخ. حدّد الشيفرة وانسخها يدويًا.",
  },
};
