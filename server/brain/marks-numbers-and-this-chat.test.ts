/**
 * Session 30's readings (decision 151): the AD- mark only on promotional IDs, OTPs on WhatsApp, a
 * place's number as virtual numbers, what this chat sends on, a price on request kept in a
 * two-part answer, a definition for "what is RCS?", and Arabic and Hindi phrasings of them.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { visitorOn } from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const visitor = visitorOn(createRetrievalEngine({ rates: () => smsRates }));
const { talk } = visitor;
const ask = (message: string, page = "/") => visitor.ask(message, page).response;

describe("sender marks, OTP channels and segments", () => {
  it("says the AD- prefix is for promotional IDs only when confirmations are named, in English and Arabic", () => {
    const uae = "/services/sms-services/uae";
    expect(
      ask("why do we have to add AD- before the sender id? even for appointment confirmation messages?", uae),
    ).toMatch(/^No\. Only promotional sender IDs carry AD-/);
    expect(
      ask("ليش لازم احط AD- قبل اسم المرسل؟ حتى رسايل تاكيد المواعيد حقت الصالون؟", `/ar${uae}`),
    ).toMatch(/^لا\. تحمل معرّفات المرسل الترويجية فقط AD-/);
  });
  it("answers OTPs on WhatsApp with authentication templates, and a comparison without a Yes", () => {
    expect(ask("can we send otp on whatsapp?", "/services/whatsapp-services")).toMatch(
      /^Yes\. You send OTPs on WhatsApp as authentication templates/,
    );
    const [, cheaper] = talk("/", "do you deliver sms in kuwait?", "is whatsapp otp cheaper than sms there?");
    expect(cheaper).not.toMatch(/^Yes\b/);
  });
  it("answers the uptime asked after a question mark without its own", () => {
    expect(ask("how long does otp take to arrive typically? and uptime")).toMatch(/99\.95%/);
  });
  it("links the pricing page with a segment count, and adds the sender fee asked with w/", () => {
    const [, , count, total] = talk(
      "/services/sms-services/pricing",
      "whats cheaper for transactional sms, uae or qatar?",
      "and kuwait?",
      "a 200 char english msg counts as how many?",
      "so 5k of those to uae, total w/ sender id?",
    );
    expect(count).toMatch(/\]\(\/services\/sms-services\/pricing\)/);
    expect(total).toMatch(/\$540 in the first month/);
  });
  it("gives the market's registration time for 'how long till I can actually send'", () => {
    const [, , wait] = talk(
      "/services/sms-services/kuwait",
      "hi i own a real estate agency in kuwait, want sms for new listings. which operators u cover",
      "how much for 20k promo msgs/month, incl the sender fee",
      "how long till i can actually send",
    );
    expect(wait).toMatch(/several weeks/);
  });
  it("prices shipment tracking messages as transactional only", () => {
    const reply = ask(
      "طب عايز ابعت رسايل تتبع شحنات ١٠ آلاف للإمارات و١٠ آلاف للسعودية كل شهر، الحسبة كام من غير رسوم التسجيل؟",
      "/ar/services/sms-services",
    );
    expect(reply).toMatch(/730/);
    expect(reply).not.toMatch(/680/);
  });
});

describe("numbers, replies and calls", () => {
  it("takes a place's number asked for as a virtual number, not messages sent to that place", () => {
    expect(ask("need a dubai number for our customer service desk, calls should forward to agents")).toMatch(
      /\/services\/virtual-numbers/,
    );
    expect(ask("can we send otp to an indian number?")).not.toMatch(/virtual-numbers/);
    expect(ask("our office is in dubai, can you provide an india number for our kerala clients?")).toMatch(
      /^Yes\. We offer numbers in India/,
    );
    const [number, sms] = talk(
      "/hi/services/virtual-numbers",
      "hamari export company ka office dubai me hai, kerala ke clients ke liye india ka number mil sakta hai kya?",
      "us number pe sms bhi aayenge?",
    );
    expect(number).toMatch(/\/hi\/services\/virtual-numbers/);
    expect(sms).toMatch(/मोबाइल/);
  });
  it("keeps a reply to confirm on SMS while SMS is in play, in English and in Hindi", () => {
    const [, , reply] = talk(
      "/services/sms-services/pricing",
      "salam, school in manama. how much per sms in bahrain for parent alerts",
      "some msgs in arabic, how many chars fit?",
      "can parents reply to confirm?",
    );
    expect(reply).toMatch(/Two-way SMS/);
    const [, sms, call] = talk(
      "/hi/services/voice-services",
      "हम भोपाल में क्लिनिक चलाते हैं। मरीज़ों को reminder SMS भेजना है, appointment वाला, ये transactional में आएगा?",
      "मरीज़ reply करके confirm कर सके ऐसा SMS हो सकता है?",
      "या फिर कॉल वाला, जिसमें 1 दबाओ confirm",
    );
    expect(sms).not.toMatch(/TCCCPR/);
    expect(call).toMatch(/\/hi\/services\/voice-services/);
  });
  it("adds a price on request to a two-part answer, with the offer of the team", () => {
    const [, reply] = talk(
      "/services/sms-services/qatar",
      "results msg is in arabic, around 100 letters. for 3000 parents how much total?",
      "ok can you do whatsapp also for the parents? how much that one",
    );
    expect(reply).toMatch(/Meta charges/);
    expect(reply).toMatch(/pass your question to our sales team\?$/);
  });
});

describe("this chat, the company and what things are", () => {
  it("says where this chat's words go when a chatbot is named, and what is sold", () => {
    expect(ask("does this chatbot send my msgs to some ai company?", "/privacy")).toMatch(/provider/);
    const [, sold] = talk("/privacy", "what do you keep of this chat", "do you sell it to anyone?");
    expect(sold).toMatch(/We do not sell it/);
  });
  it("gives the sales e-mail asked as 'the email for sales'", () => {
    expect(ask("whats the email for sales", "/contact")).toMatch(/sales@relaywave\.example/);
  });
  it("says how many roles are open when Relaywave is named, in English and Hindi", () => {
    expect(ask("is relaywave hiring right now?", "/careers")).toMatch(/5 open roles/);
    expect(ask("Relaywave में अभी hiring चल रही है?", "/hi/careers")).toMatch(/^हाँ.*5 पद/);
  });
  it("opens 'what is RCS?' with its definition, the English name kept inside Hindi", () => {
    expect(ask("what is rcs in simple terms")).toMatch(
      /^RCS \(Rich Communication Services\) is the successor/,
    );
    expect(ask("RCS kya hota hai?", "/hi")).toMatch(/Rich Communication Services/);
  });
  it("never repeats only the pointer to a page", () => {
    const [, again] = talk(
      "/services/sms-services/qatar",
      "when is qatar national day?",
      "planning qatar national day sms blast, which date is it again",
    );
    expect(again).not.toMatch(/^As in my last answer: Learn more/);
  });
});

describe("Arabic and Hindi phrasings", () => {
  it("keeps Qatar for hours asked 'like the UAE', and reads a Jordanian company as foreign", () => {
    const [, hours] = talk(
      "/ar/services/sms-services/qatar",
      "وكام سعر الرسالة الترويجية هناك؟",
      "وفي مواعيد معينة ممنوع ابعت فيها زي الإمارات؟",
    );
    expect(hours).toMatch(/قطر/);
    expect(hours).not.toMatch(/07:00/);
    const [, papers] = talk(
      "/ar/services/sms-services/bahrain",
      "احنا شركة فنتك بعمّان ورح نطلق تطبيقنا بالبحرين، بتبعتوا OTP هناك؟",
      "شو الأوراق المطلوبة لتسجيل اسم المرسل؟ احنا شركة اردنية",
    );
    expect(papers).toMatch(/الشركات الأجنبية/);
  });
  it("answers documents and how long together, and what is sold, in Arabic", () => {
    expect(ask("ايه الورق المطلوب لتسجيل sender id في قطر وبياخد قد ايه؟", "/ar")).toMatch(/أسبوعين/);
    const [, sold] = talk("/ar/privacy", "وش تسوون بالكلام اللي اكتبه هنا بالشات؟ تحفظونه؟", "تبيعونه لأحد؟");
    expect(sold).toMatch(/لا نبيع/);
  });
  it("reads the green tick, a lower rate on volume, SMPP and when to register in Hindi", () => {
    expect(ask("ग्रीन टिक मिल जाएगा ना पक्का? पैसे ज़्यादा दे देंगे", "/hi/services/whatsapp-services")).toMatch(
      /गारंटी/,
    );
    const [, , volume] = talk(
      "/hi/services/sms-services/pricing",
      "भारत में OTP का रेट?",
      "महीने में लगभग 2 लाख OTP जाते हैं, तो कितना?",
      "वॉल्यूम पे कम रेट मिल सकता है?",
    );
    expect(volume).toMatch(/pay-as-you-go/);
    expect(ask("SMPP सपोर्ट है? और delivery reports webhook पे आएंगे?", "/hi/services/sms-services")).toMatch(
      /^हाँ/,
    );
    expect(ask("रमज़ान कैंपेन है तो कब शुरू करें रजिस्ट्रेशन?", "/hi/services/sms-services/kuwait")).toMatch(/सप्ताह/);
  });
});
