/**
 * Session 32's readings (decision 153): recipients who reply, a region ranked after two markets
 * were compared, fees that are the same, this chat and the IP address, the data laws, whose DLT
 * registration, counts told before their kind or listed without a comma, WhatsApp's charges and
 * first messages, the form's phone field, the OTP speed in a market's frame, and Arabic and Hindi
 * words that pivoted wrongly.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { visitorOn } from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const visitor = visitorOn(createRetrievalEngine({ rates: () => smsRates }));
const { talk } = visitor;
const ask = (message: string, page = "/") => visitor.ask(message, page).response;

describe("what the recipients and the region ask", () => {
  it("answers two-way SMS when parents or students may reply, not their sector", () => {
    expect(ask("can parents reply to these sms?", "/services/sms-services")).toMatch(/Two-way SMS/);
    const [, hindi] = talk(
      "/hi/services/sms-services",
      "रिजल्ट वाले दिन 5000 बच्चों को एक साथ SMS भेजना है, dashboard से भेज सकते हैं?",
      "bachhe reply bhi kar sake aisa ho sakta hai?",
    );
    expect(hindi).toMatch(/दो-तरफ़ा SMS/);
    // (Not the bot's own languages: "can it reply in Hindi?")
    expect(ask("can the ai agent reply in hindi?", "/services/ai-agents")).not.toMatch(/Two-way SMS/);
  });
  it("ranks the Gulf after two markets were compared, and says when two fees are the same", () => {
    const [, gulf, fees] = talk(
      "/services/sms-services/pricing",
      "compare ksa vs uae otp sms rate pls",
      "which gulf country is cheapest",
      "is sender id fee same for saudi and qatar",
    );
    expect(gulf).toMatch(/Bahrain/);
    expect(gulf).toMatch(/Kuwait/);
    expect(fees).toMatch(/the same in \[Saudi Arabia\].*\[Qatar\]/);
  });
  it("keeps a market when the visitor says they also want something, and a fee in '+ whatever setup'", () => {
    const [, same] = talk(
      "/services/sms-services/saudi-arabia",
      "what docs for sender name",
      "we also want to send summer AC service offers, same sender name ok?",
    );
    expect(same).toMatch(/^No\. Promotional messages go out on a sender name of their own/);
    const [, total] = talk(
      "/services/sms-services/qatar",
      "which networks in qatar",
      "price for 12k promo msgs monthly + whatever setup",
    );
    expect(total).toMatch(/\$508/);
  });
});

describe("counts told in other orders", () => {
  it("prices each kind when counts are joined by 'n' or listed without a comma", () => {
    const [, both] = talk(
      "/services/sms-services/saudi-arabia",
      "sms to saudi, rates?",
      "price for both? around 6000 reminders n 4000 offers monthly",
    );
    expect(both).toMatch(/\$332/);
    expect(
      ask(
        "عندنا ايصالات شكر بعد التبرع حوالي ٥ آلاف رسالة، وحملة رمضان ٢٠ الف رسالة. كم مجموع الرسايل بالشهر بدون رسوم التسجيل في الكويت؟",
        "/ar/services/sms-services/kuwait",
      ),
    ).toMatch(/1,140/);
  });
  it("reads a count named after its kind, and a Hindi list of two kinds joined by 'और'", () => {
    expect(
      ask(
        "UAE में हमारे NRI customers को OTP भेजना है, 20 हज़ार महीना. sender id फीस जोड़ के पहले महीने का टोटल?",
        "/hi/services/sms-services/pricing",
      ),
    ).toMatch(/\$930/);
    expect(
      ask(
        "पटना में टू व्हीलर शोरूम है, हर महीने करीब 50,000 OTP और सर्विस अलर्ट जाएंगे, कितना पड़ेगा?",
        "/hi/services/sms-services/pricing",
      ),
    ).toMatch(/\$160/);
  });
  it("prices a Hindi-language message with a count in India", () => {
    expect(
      ask(
        "हिंदी में 100 अक्षर का मैसेज है, 10000 बच्चों को transactional भेजूं तो कितना खर्च आएगा",
        "/hi/services/sms-services/pricing",
      ),
    ).toMatch(/\/hi\/services\/sms-services\/india.*\$64/);
  });
});

describe("our terms, privacy and the form", () => {
  it("says the IP address is not kept with this chat, and which data laws apply", () => {
    const [, ip, laws] = talk(
      "/privacy",
      "does this chat store what i type?",
      "do u save my ip with it",
      "which data law covers indian users here",
    );
    expect(ip).toMatch(/^No\. We do not store your IP address with a conversation/);
    expect(laws).toMatch(/Digital Personal Data Protection Act/);
  });
  it("says the form's phone field is optional, in Hindi too", () => {
    expect(ask("is it mandatory to put phone number in the form?")).toMatch(
      /^No\. The phone number is optional/,
    );
    expect(ask("फॉर्म में फोन नंबर डालना ज़रूरी है क्या? फालतू कॉल नहीं चाहिए", "/hi/privacy")).toMatch(
      /^नहीं।.*वैकल्पिक/,
    );
  });
  it("gives the sales address for a business enquiry and for 'sales ka email id de do'", () => {
    expect(ask("which email for new business enquiry", "/contact")).toMatch(/sales@relaywave\.example/);
    expect(ask("sales ka email id de do", "/hi/privacy")).toMatch(/sales@relaywave\.example/);
  });
  it("answers an account fee and a rate change from the pricing page, whatever service was in play", () => {
    expect(ask("is there a fee to open an account?", "/services/voice-services")).toMatch(
      /no fee to open an account/,
    );
    expect(ask("can this rate change later?", "/services/sms-services/qatar")).toMatch(
      /Rates can change when operators change their prices/,
    );
  });
});

describe("channels asked as visitors ask", () => {
  it("says how WhatsApp is charged, that it can auto-reply, and what a first message takes", () => {
    const [auto, first, charged] = talk(
      "/services/whatsapp-services",
      "i get leads from insta ads, can whatsapp auto reply them fast?",
      "can i msg them first next week about a new listing?",
      "how is whatsapp charged",
    );
    expect(auto).toMatch(/^Yes\. We build chatbots/);
    expect(first).toMatch(/template approved by Meta/);
    expect(charged).toMatch(/Meta charges for messages.*platform fee/);
  });
  it("answers the OTP delivery time in a market's frame, and India's regulatory set-up with DLT", () => {
    const [, speed] = talk(
      "/services/whatsapp-services",
      "india sms otp rate?",
      "otp usually in how long does it reach?",
    );
    expect(speed).toMatch(/Typical OTP delivery: < 3 s/);
    expect(ask("whats the regulatory setup in india", "/services/sms-services/india")).toMatch(
      /DLT platform/,
    );
    expect(
      ask("do we need our own DLT registration or can we send under urs?", "/services/sms-services/india"),
    ).toMatch(/^Yes\. TRAI requires the business that owns the message/);
  });
  it("reads Arabic operator names, years in business, a test drive and a card", () => {
    expect(
      ask(
        "مرحبا، انا موزع خدمات اتصالات بالدوحه. انتو متصلين مع اوريدو وفودافون؟",
        "/ar/services/sms-services/qatar",
      ),
    ).toMatch(/Ooredoo/);
    expect(ask("كم سنة لكم بالسوق؟", "/ar/about")).toMatch(/2016/);
    expect(ask("كم زر اقدر احط بالكارد الواحد في RCS؟", "/ar/services")).toMatch(/أربعة أزرار/);
    expect(
      ask(
        "نبي نرد على عملاء المعرض اللي يجون من اعلانات السوشال عالواتس ونحجز لهم تجربة قيادة.. تقدرون؟",
        "/ar/services",
      ),
    ).not.toMatch(/حسابًا تجريبيًا/);
  });
  it("says Yes to Hindi questions that ask whether we can build or include something", () => {
    expect(
      ask(
        "हमारी डायग्नोस्टिक लैब के लिए ऐसा bot चाहिए जो report status बताए और home collection book करे, बन जाएगा?",
        "/hi/services/ai-agents",
      ),
    ).toMatch(/^हाँ।/);
    expect(ask("can i do sms marketing for new listings in qatar?", "/services/sms-services/qatar")).toMatch(
      /^Yes\. We run SMS marketing campaigns/,
    );
  });
});
