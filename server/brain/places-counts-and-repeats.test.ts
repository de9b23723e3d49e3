/**
 * Session 18's general readings (decision 138): a place named as the visitor's and again as a
 * destination; India's Principal Entity time; "one segment each"; messages per person; a fee per
 * sender ID asked for; a foreign company without a licence; a remote role's time zones; a repeat
 * without its closing offers; the regulator with its operators once; a single market named after
 * two; small talk about a place; a privacy request's reply time; Arabic and Hindi visitors' words.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { visitorOn } from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const visitor = visitorOn(createRetrievalEngine({ rates: () => smsRates }));
const { talk } = visitor;
const ask = (message: string, page = "/") => visitor.ask(message, page).response;

describe("places and counts", () => {
  it("keeps a market named as the visitor's place when it is also where they send", () => {
    const reply = ask("from Indore, what is the transactional sms rate in India and the UAE?");
    expect(reply).toMatch(/\$0\.0032/);
    expect(reply).toMatch(/\$0\.0390/);
    const hindi = ask("इंदौर से पूछ रहा हूँ — भारत और UAE में transactional SMS का rate कितना है?", "/hi/");
    expect(hindi).toMatch(/0\.0032/);
    expect(hindi).toMatch(/0\.0390/);
  });
  it("gives India's Principal Entity registration time with the headers' and templates'", () => {
    expect(ask("how long does DLT registration take?")).toMatch(
      /Principal Entity registration within a few working days.+headers and templates in one to three working days/,
    );
  });
  it("prices 'one segment each' at one segment, whatever length was given before", () => {
    const [, total] = talk(
      "/services/sms-services/india",
      "a 150 character message in hindi, how many sms?",
      "ok. 30,000 promotional sms a month, single segment each, total dollars?",
    );
    expect(total).toMatch(/For 30,000 messages, that is \$84\b/);
  });
  it("counts the messages each person gets", () => {
    const [, total] = talk(
      "/services/sms-services/bahrain",
      "sms price in bahrain?",
      "i have 3000 members, total if i send each two reminders a month?",
    );
    expect(total).toMatch(/For 6,000 messages, that is \$174\b/);
  });
  it("adds the fee of each sender ID asked for to a first month's total", () => {
    const [, total] = talk(
      "/services/sms-services/pricing",
      "promo sms price in saudi?",
      "we send 10,000 promos and 4,000 otp codes a month, total in the first month with two sender name registrations?",
    );
    expect(total).toMatch(/\$656 in the first month/);
  });
  it("answers the one market named after two were in play, and what can go out meanwhile", () => {
    const [, , reply] = talk(
      "/services/sms-services/saudi-arabia",
      "transactional rate in saudi?",
      "and kuwait?",
      "how long does sender id approval take in kuwait? we need to start in 2 weeks",
    );
    expect(reply).not.toMatch(/Saudi Arabia/);
    expect(reply).toMatch(/WhatsApp or voice call/);
  });
});

describe("what is asked, read as asked", () => {
  it("tells a foreign company without the market's licence what it provides instead", () => {
    const [, reply] = talk(
      "/services/sms-services/uae",
      "what documents do you need for a sender id in UAE?",
      "but we don't have a UAE trade license, we are an Indian company, then?",
    );
    expect(reply).toMatch(/Foreign companies provide equivalent registration documents/);
  });
  it("says whether a remote role suits the visitor's UTC offset", () => {
    const [, fits] = talk(
      "/careers",
      "hi are you hiring react developer? i am based in pune",
      "pune is utc+5:30, so it is fine for that role?",
    );
    expect(fits).toMatch(/^Yes: UTC\+5:30 is within the time zones this remote role is open to/);
    expect(ask("i'm on GMT+1, ok for the frontend engineer role?", "/careers")).toMatch(
      /^No: UTC\+1 is outside/,
    );
  });
  it("reads a sender name's length asked with 'how long can it be', and the regulator's operators once", () => {
    expect(ask("max how long can our sender name be in dubai?")).toMatch(/at most 11 characters/);
    const both = ask("who is the regulator in qatar and which operators?");
    expect(both.match(/Ooredoo/g)).toHaveLength(1);
  });
  it("gives the service's way of pricing for 'how much per call?', then says a repeat is one", () => {
    const [, price, again] = talk(
      "/services/voice-services",
      "arabic voice is there? many of our customers speak urdu also",
      "how much per call?",
      "so how much is it per call?",
    );
    expect(price).toMatch(/billed by call duration/);
    expect(again).toMatch(/^As in my last answer: .*billed by call duration/);
  });
  it("keeps our phone number, our payment terms and a recruiter's SMS rate apart from look-alikes", () => {
    const [, phone] = talk("/contact", "what timing i can call you?", "phone number pls?");
    expect(phone).toMatch(/\+1 \(555\) 010-0199/);
    const pay = ask("how we pay? by card?");
    expect(pay).toMatch(/prepaid credit/);
    expect(pay).not.toMatch(/Rich cards/);
    expect(
      ask(
        "we are a recruitment agency, we send interview alert sms to drivers in saudi arabia. what is the transactional rate?",
      ),
    ).toMatch(/\$0\.0340/);
  });
  it("answers an API question from the SMS page while a market is named", () => {
    expect(
      ask(
        "we are a courier company in nagpur, we send delivery updates and otp sms from our software. do you have an api?",
      ),
    ).toMatch(/REST API/);
  });
  it("tells small talk about a place apart from a follow-up, and a privacy request's reply time from sales'", () => {
    const [, weather] = talk("/", "how many services do you have?", "what is the weather in riyadh?");
    expect(weather).toMatch(/^I can only help with questions about/);
    expect(ask("how fast do you reply to a request to delete my data?", "/privacy")).toMatch(
      /within 30 days/,
    );
  });
});

describe("what the second round of blind sets showed", () => {
  it("gives our hours on the clock the visitor names after our contact details", () => {
    const [, ist] = talk("/contact", "when is your team available?", "what is that in IST?");
    expect(ist).toMatch(/10:30 to 19:30 India Standard Time/);
  });
  it("keeps a careers conversation on the jobs through places and offices", () => {
    const [first, , apply] = talk(
      "/careers",
      "hi, fresh graduate from doha here, do you have job openings?",
      "an office in doha? or can i work remotely from qatar?",
      "how do i apply and how long does the process take?",
    );
    expect(first).toMatch(/^Yes, Relaywave is hiring/);
    expect(apply).toMatch(/careers@relaywave\.example/);
  });
  it("answers a phone number asked after the office, with the form", () => {
    const reply = visitor.ask("where is your office? and what is your phone number?", "/");
    expect(reply.response).toMatch(/headquarters are in Dubai.+\+1 \(555\) 010-0199/);
    expect(reply.handoff).toBeDefined();
  });
  it("reads a sender ID not registered as that traffic's fate, not a foreign company", () => {
    expect(ask("what happens if we send from a sender id not registered in saudi arabia?")).toMatch(
      /Unregistered traffic for SMS in \[Saudi Arabia\].+Blocked/,
    );
    expect(ask("in bahrain will our app otps go at 2 am too?")).toMatch(
      /OTPs and alerts can be sent at any hour/,
    );
    expect(ask("what is the allowed time for promotional sms in uae and india?")).toMatch(/07:00.+10:00/);
  });
  it("reads a language asked for the reply as no language asked about", () => {
    const [, reply] = talk(
      "/services/whatsapp-services",
      "we want a whatsapp chatbot for our hotel guests",
      "Sorry, switching to English: can the same bot also answer customers on our website chat, not just WhatsApp?",
    );
    expect(reply).toMatch(/website/);
    expect(reply).not.toMatch(/converse in Arabic and English/);
  });
});

describe("Arabic and Hindi visitors' words", () => {
  it("reads whether undelivered messages are charged", () => {
    expect(ask("لو الرسالة ما وصلت للعميل، تحاسبونا عليها؟", "/ar/")).toMatch(/قواعد شركات الاتصالات/);
    expect(ask("जो SMS deliver नहीं हुए, उनका भी पैसा लगेगा क्या?", "/hi/")).toMatch(/ऑपरेटर नियमों/);
  });
  it("reads the regulator and 'which operators' asked together, and the telecom sector", () => {
    expect(ask("شو الجهة المنظمة بالإمارات، ومع أي شركات اتصالات بتشتغلوا هناك؟", "/ar/")).toMatch(
      /TDRA.+du/,
    );
    expect(ask("من هي الجهة التنظيمية لقطاع الاتصالات في مملكة البحرين؟", "/ar/")).not.toMatch(/TDRA/);
  });
  it("reads 'and how long' and 'and what' joined to a question word", () => {
    expect(
      ask("وسيط عقاري في الدوحة: شو المستندات المطلوبة لتسجيل معرف المرسل في قطر، وقديش بياخد وقت؟", "/ar/"),
    ).toMatch(/السجل التجاري.+مدة التسجيل/);
  });
  it("reads Bangla as a Unicode script, two at night as 02:00, and 'RCS kya hota hai'", () => {
    expect(ask("50,000 customers, one message in Bangla, about 120 characters, total in india?")).toMatch(
      /2 segments/,
    );
    expect(ask("Bahrain mein hamare app ke OTP raat 2 baje bhi jayenge?", "/hi/")).toMatch(/किसी भी समय/);
    expect(ask("RCS kya hota hai, customer ko kya dikhta hai?", "/hi/")).toMatch(/लोगो|कैरसेल/);
  });
  it("reads Hindi's 'how long will it take' and an automated call's language", () => {
    expect(ask("गोवा में हमारा होटल है, booking वाली नई website चाहिए। कितने समय में बन जाएगी?", "/hi/")).toMatch(
      /सप्ताह|हफ़्त/,
    );
    expect(
      ask(
        "भोपाल में हमारा कोचिंग इंस्टिट्यूट है। छात्रों के पेरेंट्स को फ़ीस रिमाइंडर की ऑटोमेटेड कॉल हिंदी में करवा सकते हैं?",
        "/hi/",
      ),
    ).toMatch(/रिकॉर्डिंग/);
  });
});
