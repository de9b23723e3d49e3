import type { AssistantPivotTerms } from "./types.ts";

/**
 * Hindi from the blind sets of the twenty-fourth session: how often something is paid or sent
 * ("हर साल", "2 बार"), drivers and customers not seeing each other's number, whether we sell data,
 * whether anyone picks up at an hour. Read after hi-visitor-words.ts; the romanised forms are in
 * hi-romanised-requests.ts.
 */
export const hindiOftenAndCalls: AssistantPivotTerms = [
  // "25,000 ग्राहकों को 2 बार भेजना है": a count of sends; "ये हर साल देनी पड़ेगी?": a yearly charge.
  // "sender id का भी जोड़ो": add the sender ID's fee too.
  ["add", ["जोड़ो", "जोड़ दो", "जोड़कर", "जोड़ के", "जोड़के", "जोड़ देना"]],
  // "ये जो मैं अभी chat में लिख रहा हूँ वो कहीं save होता है?": what I write here, kept.
  ["what i write here", ["जो मैं अभी", "जो मैं यहाँ", "जो मैं यहां"]],
  ["write", ["लिख रहा हूँ", "लिख रही हूँ", "लिख रहा हूं", "लिख रही हूं", "लिखता हूँ", "लिखती हूँ"]],
  ["is it saved", ["save होता है", "सेव होता है", "save होती है", "स्टोर होता है", "store होता है"]],
  // "हमारा पुराना PBX है, उससे जुड़ जाएगा?": can it connect to it.
  ["can it connect", ["जुड़ जाएगा", "जुड़ जायेगा", "जुड़ेगा", "कनेक्ट हो जाएगा"]],
  // "iphone पे दिखेगा?": will it show there.
  ["will it show", ["दिखेगा", "दिखेगी", "दिखेंगे", "दिखाई देगा", "दिखाई देगी"]],
  ["every year", ["हर साल", "हर वर्ष", "सालाना"]],
  ["one-time", ["एक बार"]],
  ["twice", ["दो बार"]],
  ["times", ["बार"]],
  // "हमारे drivers और customers एक-दूसरे का नंबर न देखें": number masking.
  [
    "number masking",
    [
      "एक-दूसरे का नंबर न देखें",
      "एक दूसरे का नंबर न देखें",
      "एक-दूसरे का नंबर ना देखें",
      "नंबर न दिखे",
      "नंबर छुपाना",
      "नंबर छिपाना",
    ],
  ],
  ["drivers", ["ड्राइवरों", "ड्राइवर्स", "ड्राइवर"]],
  // "मेरा IP पता रखते हैं?": the IP address, not our address; "इस चैट के साथ": with this chat.
  ["ip address", ["IP पता", "आईपी पता", "ip पता", "IP एड्रेस", "आईपी एड्रेस"]],
  ["do you keep", ["रखते हैं", "रखते हो", "स्टोर करते हैं", "सेव करते हैं"]],
  ["sell", ["बेचते", "बेचेंगे", "बेच देते", "बेचते हैं"]],
  // "अभी दुबई में शाम के 7 बजे हैं, कोई उठाएगा?": whether anyone of ours answers the phone then.
  ["will anyone pick up", ["कोई उठाएगा", "कोई फ़ोन उठाएगा", "कोई फोन उठाएगा"]],
  // blind-hi-33: "एक ही sender ID" (one and the same), "सबसे तेज़ तरीका" (the fastest way), an OTP
  // that did not arrive ("नहीं मिला", not "mixed"), read aloud on a call, "UAE की तरह" (like), "आगे
  // लगेगा" (at the start), "के अलावा" (besides).
  ["the same", ["एक ही", "वही एक"]],
  // ("और यही सऊदी में भेजूं तो कितना?": the same messages, sent there.)
  ["and the same", ["और यही", "और यहीं", "और वही"]],
  ["the fastest way", ["सबसे तेज़ तरीका", "सबसे तेज तरीका", "सबसे जल्दी तरीका"]],
  ["way", ["तरीका", "तरीक़ा"]],
  ["to talk", ["बात करने का", "बात करने के लिए"]],
  ["did not arrive", ["नहीं मिला", "नहीं मिली", "नहीं आया", "नहीं पहुँचा", "नहीं पहुंचा"]],
  ["read it aloud", ["बोलकर सुना", "बोल कर सुना", "पढ़कर सुना", "बोलकर बता"]],
  ["like", ["की तरह", "जैसे"]],
  ["at the start", ["आगे लगेगा", "शुरू में लगेगा", "आगे लगाना", "पहले लगेगा"]],
  ["at the end", ["पीछे लगेगा", "अंत में लगेगा", "आख़िर में लगेगा", "आखिर में लगेगा"]],
  ["besides", ["के अलावा", "के अलावे"]],
  // blind-hi-34: a call centre's old PBX to connect, who picked up a call, a notice to thousands of
  // people at once, "1 दबाएँ" (press 1).
  ["call centre", ["कॉल सेंटर", "कॉल सेन्टर"]],
  ["old", ["पुराना", "पुरानी"]],
  ["can we connect", ["जोड़ सकते", "कनेक्ट कर सकते"]],
  ["who answered the call", ["किसने कॉल उठाई", "किसने कॉल उठाया", "किसने फ़ोन उठाया", "किसने फोन उठाया"]],
  ["at the same time", ["एक साथ", "एक ही समय पर"]],
  ["thousands of people", ["हज़ारों लोगों", "हजारों लोगों", "हज़ारों लोग", "हजारों लोग"]],
  ["notice", ["सूचना"]],
  ["press", ["दबाएँ", "दबाएं", "दबाना", "दबाओ"]],
  // ("ये ओड़िया में बात करेगा?": will it speak Odia, of a bot.)
  ["speak", ["बात करेगा", "बात करेगी", "बात कर सकता", "बात कर सकती", "बोलेगा", "बोलेगी"]],
  // ("यह policy आखिरी बार कब update हुई?": last updated.)
  [
    "last updated",
    [
      "आखिरी बार कब update",
      "आख़िरी बार कब update",
      "आखिरी बार कब अपडेट",
      "आख़िरी बार कब अपडेट",
      "पिछली बार कब update",
      "पिछली बार कब अपडेट",
    ],
  ],
  // ("पैसे देने से पहले service test कर सकते हैं?": before paying, not a price.)
  ["before paying", ["पैसे देने से पहले", "पैसे देने के पहले", "payment से पहले", "पेमेंट से पहले"]],
  // blind-hi-37: from when we can do something (not since when we exist), numbers removed on their
  // own, a fee to open an account, the microphone and a voice saved.
  ["will it work at night too", ["रात को भी चलेगा", "रात को भी चलेगी", "रात में भी चलेगा", "रात में भी काम करेगा"]],
  ["without a template", ["बिना टेम्पलेट", "बिना template", "बिना टेम्प्लेट", "टेम्पलेट के बिना", "template के बिना"]],
  ["messaged us first", ["ने खुद मैसेज किया", "ने ख़ुद मैसेज किया", "ने पहले मैसेज किया", "ने खुद message किया"]],
  ["how soon can we", ["कब से कर पाएँगे", "कब से कर पाएंगे", "कब से कर सकते", "कब से कर पायेंगे"]],
  ["removed automatically", ["अपने आप हट", "अपने-आप हट", "ख़ुद हट", "खुद हट", "अपने आप निकल"]],
  ["fee to open an account", ["account खोलने की", "अकाउंट खोलने की", "खाता खोलने की"]],
  ["microphone", ["माइक", "माइक्रोफ़ोन", "माइक्रोफोन"]],
  ["is it saved", ["होकर सेव होती", "होकर सेव होता", "सेव होकर", "सेव की जाती", "सेव किया जाता"]],
  // blind-hi-38: the green tick for sure, when to start registering, a lower rate on volume, a reply
  // to confirm, a call where 1 is pressed, until the sender ID is approved.
  ["green tick", ["ग्रीन टिक", "हरा टिक"]],
  ["for sure", ["पक्का", "पक्की"]],
  ["will we get", ["मिल जाएगा", "मिल जायेगा", "मिल जाएगी"]],
  ["we can pay more", ["पैसे ज़्यादा दे देंगे", "पैसे ज्यादा दे देंगे", "ज़्यादा पैसे दे देंगे", "ज्यादा पैसे दे देंगे"]],
  ["when should we start registration", ["कब शुरू करें रजिस्ट्रेशन", "रजिस्ट्रेशन कब शुरू करें", "रजिस्ट्रेशन कब शुरू करना"]],
  ["when should we start", ["कब शुरू करें", "कब शुरू करे", "कब से शुरू करें"]],
  ["on volume", ["वॉल्यूम पे", "वॉल्यूम पर", "volume पे", "volume पर"]],
  ["lower rate", ["कम रेट", "कम दाम"]],
  ["can we get", ["मिल सकता है", "मिल सकती है", "मिल सकते हैं"]],
  ["reply to confirm", ["reply करके confirm", "reply कर के confirm", "रिप्लाई करके कन्फ़र्म", "रिप्लाई करके कन्फर्म"]],
  ["press 1", ["1 दबाओ", "1 दबाएँ", "1 दबाएं", "1 दबाना"]],
  ["a voice call", ["कॉल वाला", "कॉल वाली"]],
  ["until", ["जब तक"]],
  // (The thirty-second session's: "पटना में टू व्हीलर शोरूम है": the site's "टू-फ़ैक्टर" is not every "टू".)
  ["two wheeler", ["टू व्हीलर", "टू-व्हीलर", "टूव्हीलर"]],
  ["showroom", ["शोरूम"]],
  // ("ये रेट आगे बदल भी सकता है क्या?", "sender id फीस मिलाके कुल कितना?", "बिना register हुए नाम से भेज दिया तो?")
  // ("…ऐसा bot चाहिए जो … book करे, बन जाएगा?", "toll free नंबर मिलेगा आपसे? महीने का कितना है")
  ["can you build it", ["बन जाएगा", "बन जायेगा", "बन जाएगी", "बन सकता है", "बन सकती है"]],
  ["can we get it from you", ["मिलेगा आपसे", "मिलेगी आपसे", "मिल जाएगा आपसे", "मिलेगा आप से"]],
  ["how much per month", ["महीने का कितना", "महीने का कितना है", "हर महीने का कितना"]],
  // ("कस्टमर ने हमें WhatsApp पर मैसेज किया तो कितने टाइम तक … आराम से reply कर सकते हैं?", "link भेजूं तो पता
  // चलेगा कितनों ने खोला?")
  ["messaged us", ["मैसेज किया", "मेसेज किया", "मैसेज किया था"]],
  ["for how long", ["कितने टाइम तक", "कितने समय तक", "कब तक"]],
  ["freely", ["आराम से", "फ्री में"]],
  ["can we see who clicked", ["पता चलेगा कितनों ने खोला", "पता चलेगा कितने लोगों ने खोला"]],
  ["change later", ["आगे बदल भी सकता", "आगे बदल सकता", "आगे बदल सकती", "आगे बदलेगा", "आगे बदलेगी"]],
  ["change", ["बदल भी सकता", "बदल सकता", "बदल सकते", "बदल सकती", "बदलेगा", "बदलेंगे"]],
  ["including", ["मिलाके", "मिला के", "मिलाकर", "मिला कर"]],
  [
    "we send from an unregistered sender name",
    [
      "बिना register हुए नाम से भेज दिया",
      "बिना रजिस्टर हुए नाम से भेज दिया",
      "बिना register हुए नाम से भेजा",
      "बिना रजिस्टर हुए नाम से भेजा",
    ],
  ],
  ["sent", ["भेज दिया", "भेज दिए", "भेज दी"]],
  [
    "from an unregistered sender name",
    ["बिना register हुए नाम से", "बिना रजिस्टर हुए नाम से", "बिना register किए नाम से", "बिना रजिस्टर किए नाम से"],
  ],
  ["is not approved", ["approve नहीं होता", "approve नहीं हुआ", "अप्रूव नहीं होता", "अप्रूव नहीं हुआ", "मंज़ूर नहीं होता"]],
];
