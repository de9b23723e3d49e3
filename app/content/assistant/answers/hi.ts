import type { AssistantAnswerTexts } from "./types.ts";

export const assistantAnswerTexts: AssistantAnswerTexts = {
  contact:
    "आप हमारी सेल्स टीम से [{salesEmail}](mailto:{salesEmail}) पर या [{phone}](tel:{phoneE164}) पर संपर्क कर सकते हैं। समय: {officeHours}। हम {replyTime} के भीतर जवाब देते हैं, और बाक़ी सारी ज़रूरी जानकारी [संपर्क]({contactPath}) पेज पर है।",
  pricingGeneral:
    "SMS की क़ीमत हर मैसेज सेगमेंट पर, देश और ट्रैफ़िक के प्रकार (ट्रांज़ैक्शनल या प्रमोशनल) के हिसाब से, USD में और टैक्स अलग से तय होती है। हर बाज़ार की मौजूदा दरें [SMS प्राइसिंग]({smsPricingPath}) पर हैं, और तय मासिक वॉल्यूम पर कम दरें मिलती हैं।",
  pricingCountry:
    "[{country}]({path}) में एक SMS की क़ीमत हर ट्रांज़ैक्शनल या OTP सेगमेंट पर {transactional} और हर प्रमोशनल सेगमेंट पर {promotional} है (USD, टैक्स अलग); Sender ID रजिस्ट्रेशन: {senderId}।",
  pricingCountryTraffic:
    "[{country}]({path}) में {traffic} SMS की क़ीमत {price} प्रति सेगमेंट है (USD, टैक्स अलग); Sender ID रजिस्ट्रेशन: {senderId}।",
  pricingOnRequest:
    "[{country}]({path}) की दर हम अभी प्रकाशित नहीं करते: अपने वॉल्यूम के कोटेशन के लिए [सेल्स टीम से संपर्क करें]({contactPath})।",
  pricingExtremes:
    "{scope} {traffic} SMS की सबसे कम दर [{cheapest}]({cheapestPath}) में है, {cheapestPrice} प्रति सेगमेंट, और सबसे ज़्यादा [{dearest}]({dearestPath}) में, {dearestPrice} (USD, टैक्स के बिना)।",
  pricingCompared:
    "{traffic} SMS के लिए [{cheaper}]({cheaperPath}) सस्ता है: {cheaperPrice} प्रति सेगमेंट, जबकि [{dearer}]({dearerPath}) में {dearerPrice} (USD, टैक्स के बिना)।",
  pricingComparedDearer:
    "{traffic} SMS के लिए [{dearer}]({dearerPath}) महँगा है: {dearerPrice} प्रति सेगमेंट, जबकि [{cheaper}]({cheaperPath}) में {cheaperPrice} (USD, टैक्स के बिना)।",
  trafficTransactional: "ट्रांज़ैक्शनल और OTP",
  trafficPromotional: "प्रमोशनल",
  marketsAll: "हमारे बाज़ारों में",
  marketsGulf: "हमारे खाड़ी के बाज़ारों में",
  marketsNamed: "आपके बताए बाज़ारों में",
  pricingDifference: "दोनों में {difference} प्रति सेगमेंट का फ़र्क़ है।",
  pricingRatio: "यानी सस्ती दर का {ratio} गुना।",
  volumeCostBothTypes:
    "{count} मैसेज के लिए ट्रांज़ैक्शनल या OTP मैसेज हों तो कुल {transactional}, और प्रमोशनल हों तो {promotional} (USD, टैक्स अलग)।",
  volumeCostBothTypesWithFee:
    "{count} मैसेज के लिए ट्रांज़ैक्शनल या OTP मैसेज हों तो कुल {transactional}, और प्रमोशनल हों तो {promotional}; एक बार के Sender ID रजिस्ट्रेशन ({fee}) के साथ पहले महीने में {transactionalWithFee} या {promotionalWithFee} (USD, टैक्स अलग)।",
  registrationLongest: "{scope} Sender ID रजिस्ट्रेशन में सबसे ज़्यादा समय [{market}]({path}) में लग सकता है।",
  registrationQuickest: "{scope} Sender ID रजिस्ट्रेशन सबसे जल्दी [{market}]({path}) में होता है।",
  pricingSenderIdFee: "[{country}]({path}) में sender ID रजिस्ट्रेशन: {senderId}, हर सेगमेंट की दरों के अलावा।",
  senderIdFeeCompared:
    "sender ID रजिस्ट्रेशन [{dearer}]({dearerPath}) में ({dearerFee}) [{cheaper}]({cheaperPath}) ({cheaperFee}) से महँगा है।",
  senderIdFeeSame: "sender ID रजिस्ट्रेशन [{one}]({onePath}) और [{other}]({otherPath}) में एक जैसा है: {fee}।",
  senderNameTooLong:
    "नहीं: “{name}” में {count} कैरेक्टर हैं, जबकि वहाँ sender ID में ज़्यादा से ज़्यादा {max} कैरेक्टर हो सकते हैं।",
  senderNameNotExact: "नहीं: “{name}” में {count} कैरेक्टर हैं, जबकि वहाँ header में ठीक {max} कैरेक्टर होते हैं।",
  senderNameFits: "“{name}” में {count} कैरेक्टर हैं, जो {max} की सीमा के भीतर है।",
  languageAsUnicode: "हाँ, Unicode में: तब एक SMS में {single} कैरेक्टर तक आते हैं।",
  windowOnClock: "आपके समय के हिसाब से यह {window} है।",
  pricingSeeAll: "हर बाज़ार की दरें [SMS प्राइसिंग]({smsPricingPath}) पर हैं।",
  pricingQuoted:
    "{service} की कीमत हम आपके उपयोग और वॉल्यूम के हिसाब से बताते हैं: प्रस्ताव के लिए [सेल्स से संपर्क करें]({contactPath})।",
  pricingOtherChannel:
    "{service} की क़ीमतें हम प्रकाशित नहीं करते: इसका कोटेशन आपकी ज़रूरत और वॉल्यूम के हिसाब से दिया जाता है, और [SMS प्राइसिंग]({smsPricingPath}) पर दी गई दरें सिर्फ़ SMS की हैं। इसमें क्या शामिल है, यह [{service}]({path}) पर देखें, या प्रस्ताव के लिए [सेल्स टीम से संपर्क करें]({contactPath})।",
  unservedMarket:
    "{country} हमारे SMS बाज़ारों में शामिल नहीं है; हम {count} बाज़ारों में SMS भेजते हैं: {markets}। [SMS सेवाएँ]({smsPath}) और [SMS प्राइसिंग]({smsPricingPath}) पर दरें देखें, या {country} के बारे में [सेल्स टीम से संपर्क करें]({contactPath}): [{salesEmail}](mailto:{salesEmail})।",
  notCovered:
    "हमारे [{service}]({path}) पेज पर यह नहीं बताया गया है कि यह सेवा {market} में मिलती है या नहीं; {market} के बारे में हमारी प्रकाशित जानकारी [{market} में SMS]({marketPath}) पर है। ज़्यादा जानकारी के लिए [सेल्स टीम से संपर्क करें]({contactPath})।",
  numbersNotListed:
    "हमारे [{service}]({path}) पेज पर {country} उन देशों में नहीं है जहाँ हम नंबर देते हैं; {country} के बारे में पूछने के लिए [सेल्स टीम से संपर्क करें]({contactPath})।",
  notMentioned:
    "हमारे [{service}]({path}) पेज पर {word} का ज़िक्र नहीं है, इसलिए मैं इसकी पुष्टि नहीं कर सकता। पेज पर यह लिखा है: {lead}",
  companyUptime:
    "हमारा प्लेटफ़ॉर्म {uptime} अपटाइम के लक्ष्य पर चलता है, जैसा हमारा [SMS]({smsPath}) पेज बताता है। साइट सर्विस लेवल की कोई और शर्तें प्रकाशित नहीं करती, इसलिए [हमारी सेल्स टीम]({contactPath}) बता सकती है कि आपके ट्रैफ़िक के लिए एग्रीमेंट में क्या शामिल है।",
  companyPayment:
    "[कीमतें]({smsPricingPath}) अमेरिकी डॉलर में हैं, टैक्स अलग: पे-ऐज़-यू-गो अकाउंट प्रीपेड क्रेडिट खरीदते हैं, और कमिटेड प्लान का बिल हर महीने आता है। साइट बैंक ट्रांसफर या कार्ड जैसे पेमेंट तरीकों की सूची नहीं देती, इसलिए [हमारी सेल्स टीम]({contactPath}) उनकी पुष्टि करती है।",
  companyTrial:
    "आप पैसे देने से पहले टेस्ट कर सकते हैं: आपके इस्तेमाल पर एक छोटी कॉल के बाद हम क्रेडिट वाला टेस्ट अकाउंट देते हैं, ताकि आप कोई वादा करने से पहले डिलीवरी, API और डैशबोर्ड जाँच सकें, और अकाउंट खोलना मुफ़्त है। साइट इसकी कोई समय-सीमा या क्रेडिट की रकम नहीं बताती; इसके लिए [सेल्स टीम से संपर्क करें]({contactPath})।",
  companyCommitment:
    "पे-ऐज़-यू-गो में कोई न्यूनतम कमिटमेंट नहीं है: आप क्रेडिट खरीदते हैं और जितना भेजते हैं उतना चुकाते हैं। कमिटेड प्लान में पहले से तय एक मासिक न्यूनतम होता है, बदले में कम दरें मिलती हैं; प्रकाशित दरें [SMS कीमतें]({smsPricingPath}) पर हैं, और कमिटेड प्लान [हमारी सेल्स टीम]({contactPath}) आपके साथ तय करती है।",
  companyDiscounts:
    "हाँ: कमिटेड मासिक वॉल्यूम को [SMS कीमतें]({smsPricingPath}) पर दी गई पे-ऐज़-यू-गो कीमतों से कम दरें मिलती हैं। छूट आपके देशों और वॉल्यूम पर निर्भर है, इसलिए [हमारी सेल्स टीम]({contactPath}) उसका कोटेशन देती है।",
  companyDiscountsSpecial:
    "साइट चैरिटी, NGO या किसी और तरह की संस्था के लिए कोई ख़ास छूट प्रकाशित नहीं करती, इसलिए मैं इसकी पुष्टि नहीं कर सकता। साइट यह बताती है: कमिटेड मासिक वॉल्यूम को [SMS कीमतें]({smsPricingPath}) पर दी गई पे-ऐज़-यू-गो कीमतों से कम दरें मिलती हैं, और [हमारी सेल्स टीम]({contactPath}) उनका कोटेशन देती है।",
  companyThroughput:
    "साइट API या SMPP के लिए थ्रूपुट का कोई आँकड़ा, जैसे प्रति सेकंड मैसेज, प्रकाशित नहीं करती; [SMS]({smsPath}) पेज के अनुसार ज़्यादा ट्रैफ़िक के लिए SMPP उपलब्ध है। आपके ट्रैफ़िक की ज़रूरत [हमारी सेल्स टीम]({contactPath}) कन्फ़र्म कर सकती है।",
  companySdks:
    "साइट किसी SDK या क्लाइंट लाइब्रेरी का ज़िक्र नहीं करती: हमारे API सामान्य HTTPS रिक्वेस्ट और JSON पर चलते हैं, और [SMS]({smsPath}) पेज पहली कॉल curl, Node.js और Python में दिखाता है, इसलिए HTTP रिक्वेस्ट भेज सकने वाली कोई भी भाषा इन्हें इस्तेमाल कर सकती है। आपके स्टैक के टूल के बारे में [हमारी सेल्स टीम]({contactPath}) बता सकती है।",
  companyReselling:
    "साइट पर किसी रीसेलर, व्हाइट-लेबल या एजेंसी प्रोग्राम या एजेंसियों के मार्जिन का ज़िक्र नहीं है, इसलिए मैं इसकी पुष्टि नहीं कर सकता। एजेंसी के लिए क्या संभव है, यह [हमारी सेल्स टीम]({contactPath}) बताएगी।",
  companyDataLocation:
    "साइट यह नहीं बताती कि हमारे सर्वर किस देश में हैं। हमारी [प्राइवेसी पॉलिसी]({privacyPath}) के अनुसार हमारे कुछ प्रदाता दूसरे देशों में सर्वर चलाते हैं, इसलिए निजी डेटा आपके देश के बाहर भी प्रोसेस हो सकता है, क़ानून के ज़रूरी सुरक्षा उपायों के साथ। आपके प्रोजेक्ट की होस्टिंग से जुड़े सवालों का जवाब [हमारी सेल्स टीम]({contactPath}) दे सकती है।",
  companyCertifications:
    "साइट ISO 27001 या SOC 2 जैसे किसी सर्टिफिकेशन का ज़िक्र नहीं करती, इसलिए मैं उसकी पुष्टि नहीं कर सकता। [हमारी सेल्स टीम]({contactPath}) बता सकती है कि आपके प्रोजेक्ट पर क्या लागू होता है।",
  companyHoursIn:
    "हमारी टीम {officeHours} उपलब्ध है, यानी {zoneHours}। इस समय के बाहर आए मैसेज का जवाब अगले कार्य दिवस पर दिया जाता है; [संपर्क]({contactPath}) पेज पर हमसे जुड़ने के सभी तरीके हैं।",
  companyClosedDay:
    "{day} हमारे कामकाज का दिन नहीं है: हमारी टीम {officeHours} उपलब्ध है और {replyTime} के भीतर जवाब देती है, इसलिए {day} को भेजे गए मैसेज का जवाब अगले कार्य दिवस, {nextDay} को दिया जाता है; [संपर्क]({contactPath}) पेज पर हमसे जुड़ने के सभी तरीके हैं।",
  companyHours:
    "हमारी टीम {officeHours} उपलब्ध है। इस समय के बाहर आए मैसेज का जवाब अगले कार्य दिवस पर दिया जाता है; [संपर्क]({contactPath}) पेज पर हमसे जुड़ने के सभी तरीके हैं।",
  companyFounded:
    "{companyName} की शुरुआत {foundedYear} में हुई, तब से हम बिज़नेस को उनके ग्राहकों से SMS पर, और बाद में WhatsApp, RCS, वॉइस और AI एजेंट पर जोड़ते हैं। और जानकारी [हमारे बारे में]({aboutPath}) पर।",
  companyUnpublished:
    "हमारे पेज यह जानकारी नहीं बताते, इसलिए मैं अनुमान नहीं लगाऊँगा। वे यह बताते हैं: {companyName} की शुरुआत {foundedYear} में हुई, और मुख्यालय {headquarters} में है ([हमारे बारे में]({aboutPath}))। बाक़ी का जवाब [हमारी सेल्स टीम]({contactPath}) दे सकती है।",
  companySupport:
    "[{email}](mailto:{email}) पर लिखें या [{phone}](tel:{phoneE164}) पर कॉल करें, {officeHours}। डिलीवरी की समस्या हो तो कुछ message ID साथ भेजें, ताकि हम उन्हें ट्रेस कर सकें। [संपर्क]({contactPath}) पेज पर हमसे जुड़ने के सभी तरीके हैं।",
  companyRetention:
    "हम असिस्टेंट की बातचीत {conversationRetentionDays} दिन और पूछताछ {enquiryRetentionMonths} महीने तक रखते हैं, फिर उन्हें मिटा देते हैं। [प्राइवेसी पॉलिसी]({privacyPath}) बताती है कि हम क्या और क्यों रखते हैं।",
  companyDataRights:
    "हमारे पास रखा अपना व्यक्तिगत डेटा देखने, सुधारने या डिलीट करवाने के लिए [{privacyEmail}](mailto:{privacyEmail}) पर ई-मेल करें। हम आपसे पहचान की पुष्टि माँग सकते हैं, और आम तौर पर {usualResponseDays} दिनों में जवाब देते हैं; आपके सभी अधिकार [गोपनीयता नीति]({privacyPath}) में लिखे हैं।",
  companyRetentionChat:
    "इस असिस्टेंट के साथ बातचीत (आप जो लिखते हैं, उसके जवाब और आपके दिए संपर्क विवरण) हम पहले संदेश से {conversationRetentionDays} दिन तक रखते हैं, फिर मिटा देते हैं। [प्राइवेसी पॉलिसी]({privacyPath}) बताती है कि हम क्या और क्यों रखते हैं।",
  companyChatIp:
    "नहीं। हम बातचीत के साथ आपका IP पता नहीं रखते; उसकी पहचान सिर्फ़ आपके ब्राउज़र में रखे एक रैंडम कोड से होती है। [प्राइवेसी पॉलिसी]({privacyPath}) बताती है कि हम क्या और क्यों रखते हैं।",
  formPhoneOptional:
    "नहीं। हमारे [संपर्क]({contactPath}) पेज के फ़ॉर्म में फ़ोन नंबर वैकल्पिक है: उसमें आपका नाम, काम का ई-मेल और मैसेज चाहिए, और फ़ोन न देने पर हम ई-मेल से जवाब देते हैं।",
  companySharingChat:
    "आप यहाँ जो लिखते हैं, वह जवाब तैयार करने के लिए हमारे सर्वर पर जाता है। जब कोई बाहरी AI मॉडल प्रोवाइडर चालू होता है, तो आपका मैसेज और इस वेबसाइट के उससे जुड़े हिस्से उस प्रोवाइडर को भी भेजे जाते हैं; इसके अलावा हम व्यक्तिगत डेटा सिर्फ़ उन सर्विस प्रोवाइडरों के साथ साझा करते हैं जो वेबसाइट चलाने में हमारी मदद करते हैं, लिखित समझौतों के तहत। [गोपनीयता नीति]({privacyPath}) में उनकी सूची है।",
  privacyUpdated: "[गोपनीयता नीति]({privacyPath}) पिछली बार {date} को अपडेट की गई थी।",
  requirementNo: "नहीं।",
  separateSenderName: "प्रमोशनल मैसेज अपने अलग sender name से जाते हैं, जो OTP और ट्रांज़ैक्शनल मैसेज वाले नाम से अलग होता है।",
  offeredYes: "हाँ।",
  deliveryFallback:
    "जब कोई SMS डिलीवर नहीं होता, तो ऑपरेटर की डिलीवरी रिपोर्ट हमारे API और webhook के ज़रिए आपके सिस्टम तक पहुँचती है, ताकि वह मैसेज दोबारा भेज सके या उसी अकाउंट से दूसरे चैनल पर जा सके: WhatsApp, या वॉइस कॉल जो कोड बोलकर सुनाती है।",
  companyOffices:
    "हमारा मुख्यालय {headquarters} में है, और हमारे ऑफ़िस {others} में हैं। टीम {officeHours} उपलब्ध है; और जानकारी [हमारे बारे में]({aboutPath}) पर, और हमारा पता, {address}, [संपर्क]({contactPath}) पेज पर है।",
  otherChannel:
    "हम {channel} नहीं देते। हमारी सेवाएँ हैं {names}: [हमारी सेवाएँ]({servicesPath}) देखें, या अपनी ज़रूरत के बारे में [हमारी सेल्स टीम से पूछें]({contactPath})।",
  marketFact: "[{market}]({path}) में SMS के लिए {label} इस प्रकार है: {value}",
  marketFactAlso: "{label}: {value}",
  marketFactNotStated:
    "{label}: [{market}]({path}) में SMS वाला हमारा पेज यह जानकारी नहीं बताता, इसलिए मैं अनुमान नहीं लगाऊँगा। हमारी सेल्स टीम इसकी पुष्टि कर सकती है: क्या मैं आपका सवाल उन तक पहुँचा दूँ?",
  transactionalTimeAnyHour: "हाँ: OTP और अलर्ट जैसे ट्रांज़ैक्शनल मैसेज किसी भी समय भेजे जा सकते हैं, {time} भी।",
  transactionalAnyHour:
    "OTP और ट्रांज़ैक्शनल अलर्ट किसी भी समय भेजे जा सकते हैं; भेजने का तय समय सिर्फ़ प्रमोशनल मैसेज पर लागू होता है।",
  promotionalTimeOutside: "नहीं: {time} प्रमोशनल SMS के समय से बाहर है।",
  promotionalTimeInside: "हाँ, {time} प्रमोशनल SMS के समय के भीतर है, रजिस्टर्ड सेंडर और टेम्पलेट के साथ।",
  offerHandoff: "क्या मैं आपका सवाल हमारी सेल्स टीम तक पहुँचा दूँ?",
  handoffForm: "नीचे दिए फ़ॉर्म से आप अपनी जानकारी और यह बातचीत हमारी सेल्स टीम को भेज सकते हैं।",
  handoffWithEmail:
    "धन्यवाद{greeting}: नीचे दिए फ़ॉर्म में {visitorEmail}{visitorPhone} पहले से भरा है। इसे भेजें, हमारी [सेल्स टीम]({contactPath}) {replyTime} के भीतर जवाब देगी।",
  handoffName: ", {name}",
  handoffPhone: " और {visitorNumber}",
  handoffFormVoice: "अपनी जानकारी हमारी सेल्स टीम को भेजने का फ़ॉर्म स्क्रीन पर, चैट पैनल में है।",
  handoffAccepted:
    "ज़रूर: हमारी सेल्स टीम {replyTime} के भीतर जवाब देती है, और आप सीधे भी [हमसे संपर्क कर सकते हैं]({contactPath})।",
  repeatedFact: "जैसा मेरे पिछले जवाब में है:",
  repeated: "हमारे पेज यही बताते हैं, और ऊपर के जवाब में यही लिखा है। क्या मैं आपका सवाल हमारी सेल्स टीम तक पहुँचा दूँ?",
  declined: "कोई बात नहीं। हमारी सेवाओं के बारे में मुझसे कुछ और पूछें, या उन्हें [सेवाएँ]({servicesPath}) पेज पर देखें।",
  clarifyPricing:
    "आप किसकी क़ीमत जानना चाहते हैं? SMS की दरें हर देश के लिए [SMS प्राइसिंग]({smsPricingPath}) पर प्रकाशित हैं; दूसरे चैनलों का कोटेशन आपकी ज़रूरत और वॉल्यूम के हिसाब से दिया जाता है।",
  pricingSuggestion: "{market} में SMS की क़ीमतें",
  serviceSuggestion: "{service} की क़ीमत",
  senderIdIncluded: "शामिल",
  careers:
    "हाँ, {companyName} में भर्ती चल रही है: कुल {count} पद खुले हैं, जिनमें ये शामिल हैं: {roles}। पूरी जानकारी [करियर]({careersPath}) पेज पर है।",
  careersPayUnpublished: "हमारा करियर पेज सैलरी के आंकड़े नहीं बताता।",
  careersZoneWithin: "हाँ: {offset} इस रिमोट पद के समय क्षेत्रों ({fromOffset} से {toOffset}) के भीतर है।",
  careersZoneOutside: "नहीं: {offset} इस रिमोट पद के समय क्षेत्रों ({fromOffset} से {toOffset}) से बाहर है।",
  careersNoInternships: "हमारे करियर पेज पर अभी कोई इंटर्नशिप या ग्रेजुएट प्रोग्राम नहीं है, पर दूसरी भूमिकाएँ खुली हैं।",
  careersNoSuchRole: "हमारे करियर पेज पर अभी इस तरह की कोई भूमिका नहीं है, पर दूसरी भूमिकाएँ खुली हैं।",
  careersApply:
    "आवेदन करने के लिए अपना CV [{careersEmail}](mailto:{careersEmail}) पर ई-मेल करें, और ई-मेल के विषय में पद का नाम लिखें।",
  servicesOverview:
    "{companyName} ये {count} सेवाएँ देता है: {names}, और भारत व खाड़ी देशों में SMS कवरेज। सभी सेवाएँ [सेवाएँ]({servicesPath}) पेज पर देखें, या सही चैनल चुनने के लिए [सेल्स टीम से संपर्क करें]({contactPath})।",
  outOfScope:
    "माफ़ कीजिए, मैं सिर्फ़ {companyName} की बिज़नेस मैसेजिंग से जुड़े सवालों में मदद कर सकता हूँ: SMS, WhatsApp Business, RCS, वॉइस, AI एजेंट, वर्चुअल नंबर और वेब व ऐप डेवलपमेंट। कुछ और चाहिए तो हमारी [सेवाएँ]({servicesPath}) देखें या [हमारी टीम से संपर्क करें]({contactPath})।",
  greeting:
    "नमस्ते! मैं हमारी मैसेजिंग सेवाओं, SMS कवरेज और क़ीमतों के बारे में सवालों के जवाब दे सकता हूँ, या हमसे संपर्क करने में आपकी मदद कर सकता हूँ। हमारी [सेवाएँ]({servicesPath}) देखें या उनके बारे में मुझसे कुछ भी पूछें।",
  thanks:
    "आपका स्वागत है! हमारी मैसेजिंग सेवाओं के बारे में कोई और सवाल हो, तो यहीं पूछें या [सेल्स टीम से संपर्क करें]({contactPath})।",
  readMore: "ज़्यादा जानकारी हमारे [{label}]({path}) पेज पर है।",
  alsoSee: "यह भी देखें: [{label}]({path})।",
  listSeparator: ", ",
  operatorCount: "{count} ऑपरेटर।",
  markOnlyPromotional:
    "नहीं। {value} सिर्फ़ प्रमोशनल Sender ID पर लगता है; कन्फ़र्मेशन, रिमाइंडर और OTP जैसे ट्रांज़ैक्शनल मैसेज बिना इसके जाते हैं।",
  countsAsTransactional: "ये ट्रांज़ैक्शनल मैसेज माने जाते हैं।",
  countsAsPromotional: "ये प्रमोशनल मैसेज माने जाते हैं।",
  registrationSteps: "चरण, क्रम से: {steps}।",
  roleSeparator: "; ",
  segmentCount:
    "{encoding} में {characters} अक्षरों का संदेश {segments} में जाता है, हर सेगमेंट में अधिकतम {perSegment} अक्षर होते हैं, और हर सेगमेंट का शुल्क एक SMS के बराबर है।",
  segmentSingle: "{encoding} में एक SMS में अधिकतम {single} अक्षर आते हैं।",
  segmentWord: { one: "सेगमेंट", other: "सेगमेंट" },
  segmentRules:
    "एक SMS में GSM-7 के {gsmSingle} अक्षर, या Unicode (अरबी, हिंदी या इमोजी) में {unicodeSingle} अक्षर आते हैं। लंबा संदेश {gsmPart} या {unicodePart} अक्षरों के हिस्सों में बंटता है, और हर हिस्से का शुल्क एक SMS के बराबर है।",
  segmentCost:
    "[{country}]({path}) में {traffic} सेगमेंट {price} प्रति सेगमेंट की दर से, यह हर प्राप्तकर्ता के लिए {total} है (USD, टैक्स के बिना)।",
  volumeCost: "{count} मैसेज के लिए यह {total} है (USD, टैक्स के बिना)।",
  segmentsEach: "हर मैसेज {segments} सेगमेंट का है, तो एक मैसेज {price} का पड़ता है।",
  volumeCostPart: "{market} में {count} मैसेज का {total}",
  volumeCostPartWithFee:
    "{market} में {count} मैसेज का {total}, और {fee} की सेंडर ID रजिस्ट्रेशन फ़ीस के साथ {totalWithFee}",
  volumeCostSeparator: "; ",
  senderIdFeesTotal: "इन {count} बाज़ारों में सेंडर ID रजिस्ट्रेशन कुल मिलाकर {total} एक बार का है (USD, टैक्स के बिना)।",
  senderIdFeeFor: "{count} Sender ID के लिए यह कुल {total} (एक बार) है (USD, टैक्स अलग)।",
  volumeCostSum: "{parts}: कुल {total} (USD, टैक्स के बिना)।",
  volumeCostSumAs: "{traffic} मैसेज के रूप में: {parts}",
  volumeCostEach: "{parts} (USD, टैक्स के बिना)।",
  volumeCostGap: "{count} मैसेज पर {market} में {difference} ज़्यादा लगते हैं।",
  volumeCostWithFee:
    "{count} मैसेज के लिए यह {total} है; एक बार की Sender ID रजिस्ट्रेशन फ़ीस {fee} जोड़कर पहले महीने में {totalWithFee} (USD, टैक्स के बिना)।",
  volumeCostOverMonths: "{months} महीनों में कुल {total} बनता है (USD, टैक्स के बिना)।",
  volumeCostOverMonthsWithFee:
    "{months} महीनों में, Sender ID रजिस्ट्रेशन फ़ीस {fee} सिर्फ़ एक बार जोड़कर, कुल {totalWithFee} बनता है (USD, टैक्स के बिना)।",
  volumeCostTypePart: "{count} {traffic} मैसेज का {total}",
  volumeCostSumWithFee:
    "{parts}; एक बार की Sender ID रजिस्ट्रेशन फ़ीस {fee} जोड़कर पहले महीने में कुल {totalWithFee} (USD, टैक्स के बिना)।",
  careersRole: "{title} – {location}",
  benefitsList: "हम अपनी टीम को यह देते हैं: {benefits}। {intro} विवरण [करियर]({careersPath}) पर देखें।",
  firstApiCall:
    "हमारे {service} पेज पर आपकी पहली API call {languages} में दी गई है, कॉपी करने के लिए तैयार: endpoint {endpoint} पर एक POST, Authorization header में आपकी API key Bearer token के रूप में, और JSON body में फ़ील्ड {fields}।",
  hiringSteps: "हमारी भर्ती के चरण:\n{steps}\n\n{intro} विवरण [करियर]({careersPath}) पर देखें।",
  hiringStep: "**{title}**: {body} विवरण [करियर]({careersPath}) पर देखें।",
};
