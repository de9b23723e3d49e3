import type { AssistantAnswerTexts } from "./types.ts";

export const assistantAnswerTexts: AssistantAnswerTexts = {
  contact:
    "आप हमारी सेल्स टीम से [{salesEmail}](mailto:{salesEmail}) पर या [{phone}](tel:{phoneE164}) पर संपर्क कर सकते हैं। समय: {officeHours}। हम {replyTime} के भीतर जवाब देते हैं, और बाक़ी सारी ज़रूरी जानकारी [संपर्क]({contactPath}) पेज पर है।",
  pricingGeneral:
    "SMS की क़ीमत हर मैसेज सेगमेंट पर, देश और ट्रैफ़िक के प्रकार (ट्रांज़ैक्शनल या प्रमोशनल) के हिसाब से, USD में और टैक्स अलग से तय होती है। हर बाज़ार की मौजूदा दरें [SMS प्राइसिंग]({smsPricingPath}) पर हैं, और तय मासिक वॉल्यूम पर कम दरें मिलती हैं।",
  pricingCountry:
    "[{country}]({path}) में एक SMS की क़ीमत हर ट्रांज़ैक्शनल या OTP सेगमेंट पर {transactional} और हर प्रमोशनल सेगमेंट पर {promotional} है (USD, टैक्स अलग); Sender ID रजिस्ट्रेशन: {senderId}।",
  pricingOnRequest:
    "[{country}]({path}) की दर हम अभी प्रकाशित नहीं करते: अपने वॉल्यूम के कोटेशन के लिए [सेल्स टीम से संपर्क करें]({contactPath})।",
  pricingSeeAll: "हर बाज़ार की दरें [SMS प्राइसिंग]({smsPricingPath}) पर हैं।",
  pricingOtherChannel:
    "{service} की क़ीमतें हम प्रकाशित नहीं करते: इसका कोटेशन आपकी ज़रूरत और वॉल्यूम के हिसाब से दिया जाता है, और [SMS प्राइसिंग]({smsPricingPath}) पर दी गई दरें सिर्फ़ SMS की हैं। इसमें क्या शामिल है, यह [{service}]({path}) पर देखें, या प्रस्ताव के लिए [सेल्स टीम से संपर्क करें]({contactPath})।",
  unservedMarket:
    "{country} हमारे SMS बाज़ारों में शामिल नहीं है; हम {markets} में SMS भेजते हैं। [SMS सेवाएँ]({smsPath}) और [SMS प्राइसिंग]({smsPricingPath}) पर दरें देखें, या {country} के बारे में [सेल्स टीम से संपर्क करें]({contactPath})।",
  notCovered:
    "हमारे [{service}]({path}) पेज पर यह नहीं बताया गया है कि यह सेवा {market} में मिलती है या नहीं; {market} के बारे में हमारी प्रकाशित जानकारी [{market} में SMS]({marketPath}) पर है। ज़्यादा जानकारी के लिए [सेल्स टीम से संपर्क करें]({contactPath})।",
  notMentioned:
    "हमारे [{service}]({path}) पेज पर {word} का ज़िक्र नहीं है, इसलिए मैं इसकी पुष्टि नहीं कर सकता। पेज पर यह लिखा है: {lead}",
  offerHandoff: "क्या मैं आपका सवाल हमारी सेल्स टीम तक पहुँचा दूँ?",
  handoffForm: "नीचे दिए फ़ॉर्म से आप अपनी जानकारी और यह बातचीत हमारी सेल्स टीम को भेज सकते हैं।",
  handoffWithEmail:
    "धन्यवाद{greeting}: नीचे दिए फ़ॉर्म में {visitorEmail} पहले से भरा है। इसे भेजें, हमारी [सेल्स टीम]({contactPath}) {replyTime} के भीतर जवाब देगी।",
  handoffName: ", {name}",
  handoffFormVoice: "अपनी जानकारी हमारी सेल्स टीम को भेजने का फ़ॉर्म स्क्रीन पर, चैट पैनल में है।",
  handoffAccepted:
    "ज़रूर: हमारी सेल्स टीम {replyTime} के भीतर जवाब देती है, और आप सीधे भी [हमसे संपर्क कर सकते हैं]({contactPath})।",
  declined: "कोई बात नहीं। हमारी सेवाओं के बारे में मुझसे कुछ और पूछें, या उन्हें [सेवाएँ]({servicesPath}) पेज पर देखें।",
  clarifyPricing:
    "आप किसकी क़ीमत जानना चाहते हैं? SMS की दरें हर देश के लिए [SMS प्राइसिंग]({smsPricingPath}) पर प्रकाशित हैं; दूसरे चैनलों का कोटेशन आपकी ज़रूरत और वॉल्यूम के हिसाब से दिया जाता है।",
  pricingSuggestion: "{market} में SMS की क़ीमतें",
  serviceSuggestion: "{service} की क़ीमत",
  senderIdIncluded: "शामिल",
  careers:
    "{companyName} में भर्ती चल रही है। खुले पदों में ये शामिल हैं: {roles}। पूरी जानकारी [करियर]({careersPath}) पेज पर है। आवेदन करने के लिए ई-मेल के विषय में पद का नाम लिखकर [{careersEmail}](mailto:{careersEmail}) पर ई-मेल करें।",
  servicesOverview:
    "{companyName} ये सेवाएँ देता है: {names}, और भारत व खाड़ी देशों में SMS कवरेज। सभी सेवाएँ [सेवाएँ]({servicesPath}) पेज पर देखें, या सही चैनल चुनने के लिए [सेल्स टीम से संपर्क करें]({contactPath})।",
  outOfScope:
    "मैं सिर्फ़ {companyName} की बिज़नेस मैसेजिंग से जुड़े सवालों में मदद कर सकता हूँ: SMS, WhatsApp Business, RCS, वॉइस, AI एजेंट, वर्चुअल नंबर और वेब व ऐप डेवलपमेंट। कुछ और चाहिए तो हमारी [सेवाएँ]({servicesPath}) देखें या [हमारी टीम से संपर्क करें]({contactPath})।",
  greeting:
    "नमस्ते! मैं हमारी मैसेजिंग सेवाओं, SMS कवरेज और क़ीमतों के बारे में सवालों के जवाब दे सकता हूँ, या हमसे संपर्क करने में आपकी मदद कर सकता हूँ। हमारी [सेवाएँ]({servicesPath}) देखें या उनके बारे में मुझसे कुछ भी पूछें।",
  thanks:
    "आपका स्वागत है! हमारी मैसेजिंग सेवाओं के बारे में कोई और सवाल हो, तो यहीं पूछें या [सेल्स टीम से संपर्क करें]({contactPath})।",
  readMore: "ज़्यादा जानकारी हमारे [{label}]({path}) पेज पर है।",
  alsoSee: "यह भी देखें: [{label}]({path})।",
  listSeparator: ", ",
  roleSeparator: "; ",
};
