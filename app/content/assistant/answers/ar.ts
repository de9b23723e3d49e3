import type { AssistantAnswerTexts } from "./types.ts";

export const assistantAnswerTexts: AssistantAnswerTexts = {
  contact:
    "يمكنك التواصل مع فريق المبيعات لدينا عبر البريد الإلكتروني [{salesEmail}](mailto:{salesEmail}) أو على الرقم [{phone}](tel:{phoneE164})، {officeHours}. نرد خلال {replyTime}، وتجد في صفحة [تواصل معنا]({contactPath}) كل ما تحتاج إليه غير ذلك.",
  pricingGeneral:
    "تُسعَّر الرسائل النصية لكل مقطع من الرسالة، بحسب دولة الوجهة ونوع الرسائل (معاملات أو ترويجية)، بالدولار الأمريكي غير شاملة الضرائب. تجد الأسعار الحالية لكل سوق في صفحة [أسعار الرسائل النصية]({smsPricingPath})، وتُطبَّق أسعار أقل على الأحجام الشهرية الملتزم بها.",
  pricingCountry:
    "في [{country}]({path}) تبلغ تكلفة الرسالة النصية {transactional} لكل مقطع من رسائل المعاملات أو رموز OTP، و{promotional} لكل مقطع من الرسائل الترويجية (بالدولار الأمريكي، غير شاملة الضرائب)؛ أما تسجيل معرّف المرسل: {senderId}.",
  pricingCountryTraffic:
    "في [{country}]({path}) تبلغ تكلفة الرسائل النصية {traffic} {price} لكل مقطع (بالدولار الأمريكي، غير شاملة الضرائب)؛ أما تسجيل معرّف المرسل: {senderId}.",
  pricingOnRequest:
    "لم ننشر بعد سعرًا للرسائل النصية في [{country}]({path}): [تواصل مع المبيعات]({contactPath}) للحصول على عرض سعر يناسب أحجام رسائلك.",
  pricingSenderIdFee:
    "في [{country}]({path})، تسجيل معرّف المرسل: {senderId}، إضافةً إلى أسعار كل جزء من الرسالة.",
  senderIdFeeCompared:
    "تسجيل معرّف المرسل أغلى في [{dearer}]({dearerPath}) ({dearerFee}) منه في [{cheaper}]({cheaperPath}) ({cheaperFee}).",
  senderIdFeeSame: "تسجيل معرّف المرسل بالتكلفة نفسها في [{one}]({onePath}) و[{other}]({otherPath}): {fee}.",
  senderNameTooLong: "لا: «{name}» من {count} حرفًا، والحد الأقصى لمعرّف المرسل هناك {max} حرفًا.",
  senderNameNotExact: "لا: «{name}» من {count} حرفًا، ويتكوّن المعرّف هناك من {max} أحرف بالضبط.",
  senderNameFits: "«{name}» من {count} أحرف، ضمن الحد المسموح وهو {max}.",
  languageAsUnicode: "نعم، بترميز Unicode: تتسع الرسالة الواحدة حينها لـ {single} حرفًا.",
  windowOnClock: "وبتوقيتك، هذا يعني {window}.",
  pricingSeeAll: "تجد أسعار كل الأسواق في صفحة [أسعار الرسائل النصية]({smsPricingPath}).",
  pricingExtremes:
    "{scope}، أدنى سعر للرسائل النصية {traffic} في [{cheapest}]({cheapestPath}) بسعر {cheapestPrice} لكل مقطع، وأعلاه في [{dearest}]({dearestPath}) بسعر {dearestPrice} (بالدولار الأمريكي، غير شاملة الضرائب).",
  pricingCompared:
    "للرسائل النصية {traffic}، [{cheaper}]({cheaperPath}) أرخص: {cheaperPrice} لكل مقطع، مقابل {dearerPrice} في [{dearer}]({dearerPath}) (بالدولار الأمريكي، غير شاملة الضرائب).",
  pricingComparedDearer:
    "للرسائل النصية {traffic}، [{dearer}]({dearerPath}) أغلى: {dearerPrice} لكل مقطع، مقابل {cheaperPrice} في [{cheaper}]({cheaperPath}) (بالدولار الأمريكي، غير شاملة الضرائب).",
  trafficTransactional: "الخاصة بالمعاملات ورموز OTP",
  trafficPromotional: "الترويجية",
  marketsAll: "من بين أسواقنا",
  marketsGulf: "من بين أسواقنا في الخليج",
  marketsNamed: "من بين الأسواق التي ذكرتها",
  pricingDifference: "والفرق بينهما {difference} لكل مقطع.",
  pricingRatio: "أي {ratio} أضعاف السعر الأرخص.",
  volumeCostBothTypes:
    "ولـ{count} رسالة، تبلغ التكلفة {transactional} إذا كانت رسائل معاملات أو رموز OTP، أو {promotional} إذا كانت ترويجية (بالدولار الأمريكي، دون الضرائب).",
  volumeCostBothTypesWithFee:
    "ولـ{count} رسالة، تبلغ التكلفة {transactional} إذا كانت رسائل معاملات أو رموز OTP، أو {promotional} إذا كانت ترويجية؛ ومع رسوم تسجيل معرّف المرسل لمرة واحدة ({fee})، يصبح المجموع في الشهر الأول {transactionalWithFee} أو {promotionalWithFee} (بالدولار الأمريكي، دون الضرائب).",
  registrationLongest: "{scope}، قد يستغرق تسجيل معرّف المرسل أطول مدة في [{market}]({path}).",
  registrationQuickest: "{scope}، تسجيل معرّف المرسل أسرع ما يكون في [{market}]({path}).",
  pricingQuoted:
    "نقدّم عرض سعر {service} بحسب حالة الاستخدام والحجم: [تواصل مع المبيعات]({contactPath}) للحصول على عرض.",
  pricingOtherChannel:
    "لا ننشر أسعارًا لخدمة {service}، إذ نقدّم عرض السعر بحسب حالة الاستخدام والحجم، والأسعار المنشورة في صفحة [أسعار الرسائل النصية]({smsPricingPath}) تخص الرسائل النصية وحدها. اطّلع على صفحة [{service}]({path}) لمعرفة ما تشمله الخدمة، أو [تواصل مع المبيعات]({contactPath}) للحصول على عرض.",
  unservedMarket:
    "لا تشمل أسواق الرسائل النصية التي نخدمها {country}؛ فنحن نرسل الرسائل النصية في {count} أسواق: {markets}. اطّلع على [خدمات الرسائل النصية]({smsPath}) وعلى الأسعار في [أسعار الرسائل النصية]({smsPricingPath})، أو [تواصل مع المبيعات]({contactPath}) بخصوص {country} على [{salesEmail}](mailto:{salesEmail}).",
  notCovered:
    "لا توضّح صفحة [{service}]({path}) ما إذا كنا نقدّم هذه الخدمة في {market}؛ وما ننشره عن {market} تجده في صفحة [الرسائل النصية في {market}]({marketPath}). ويمكن لفريق [المبيعات]({contactPath}) إفادتك بالمزيد.",
  numbersNotListed:
    "لا تذكر صفحة [{service}]({path}) {country} بين الدول التي نقدّم فيها أرقامًا؛ [تواصل مع المبيعات]({contactPath}) لتسأل عن {country}.",
  notMentioned:
    "لا تذكر صفحة [{service}]({path}) موضوع «{word}»، لذا لا أستطيع تأكيده. وإليك ما تذكره الصفحة: {lead}",
  companyUptime:
    "تعمل منصتنا وفق هدف تشغيل نسبته {uptime}، كما تذكر صفحة [الرسائل النصية]({smsPath}). لا ينشر الموقع شروطًا أخرى لمستوى الخدمة، لذا يمكن [لفريق المبيعات]({contactPath}) أن يوضح لك ما تشمله الاتفاقية لحركة رسائلك.",
  companyPayment:
    "[الأسعار]({smsPricingPath}) بالدولار الأمريكي ولا تشمل الضرائب: حسابات الدفع حسب الاستخدام تشتري رصيدًا مسبق الدفع، والخطط الملتزمة تُفوتر شهريًا. لا يذكر الموقع طرق الدفع مثل التحويل البنكي أو البطاقات، لذا يؤكدها لك [فريق المبيعات]({contactPath}).",
  companyTrial:
    "يمكنك التجربة قبل الدفع: بعد مكالمة قصيرة عن استخدامك نجهّز لك حسابًا تجريبيًا برصيد، لتتحقق من التسليم وواجهة البرمجة ولوحة التحكم قبل أي التزام، وفتح الحساب مجاني. لا يذكر الموقع مدة له ولا مقدار الرصيد؛ [تواصل مع المبيعات]({contactPath}) للحصول عليه.",
  companyCommitment:
    "لا حد أدنى للالتزام في الدفع حسب الاستخدام: تشتري رصيدًا وتدفع مقابل ما ترسله. أما الخطط الملتزمة فلها حد أدنى شهري يُتفق عليه مسبقًا مقابل أسعار أقل؛ والأسعار المنشورة في [أسعار الرسائل النصية]({smsPricingPath})، ويتفق معك [فريق المبيعات]({contactPath}) على الخطة الملتزمة.",
  companyDiscounts:
    "نعم: الأحجام الشهرية الملتزمة تحصل على أسعار أقل من أسعار الدفع حسب الاستخدام في [أسعار الرسائل النصية]({smsPricingPath}). يعتمد الخصم على مزيج الدول والحجم، لذا يقدّمه لك [فريق المبيعات]({contactPath}).",
  companyDiscountsSpecial:
    "لا ينشر الموقع خصومات خاصة للجمعيات الخيرية أو المنظمات غير الربحية أو أي نوع آخر من الجهات، لذلك لا أستطيع تأكيد ذلك. أما ما يذكره الموقع: فالأحجام الشهرية الملتزمة تحصل على أسعار أقل من أسعار الدفع حسب الاستخدام في [أسعار الرسائل النصية]({smsPricingPath})، ويقدّمها لك [فريق المبيعات]({contactPath}).",
  companyThroughput:
    "لا ينشر الموقع رقمًا لسعة الإرسال، مثل عدد الرسائل في الثانية، لواجهة API أو SMPP؛ ويوفّر بروتوكول SMPP للحركة العالية كما تذكر صفحة [SMS]({smsPath}). ويمكن [لفريق المبيعات]({contactPath}) تأكيد ما تحتاجه حركتك.",
  companySdks:
    "لا يذكر الموقع حزم SDK أو مكتبات برمجية جاهزة: تعمل واجهاتنا البرمجية بطلبات HTTPS عادية بصيغة JSON، وتعرض صفحة [SMS]({smsPath}) أول طلب بلغات curl وNode.js وPython، فأي لغة برمجة ترسل طلبات HTTP تستطيع استخدامها. ويمكن [لفريق المبيعات]({contactPath}) إخبارك بالأدوات المناسبة لبيئتك.",
  companyReselling:
    "لا يصف الموقع برنامجًا لإعادة البيع أو للعلامة البيضاء أو للوكالات، ولا هامش ربح للوكالات، لذا لا يمكنني تأكيد ذلك. و[فريق المبيعات]({contactPath}) يوضح لك ما هو ممكن لوكالتك.",
  companyDataLocation:
    "لا يذكر الموقع البلد الذي توجد فيه خوادمنا. وتنص [سياسة الخصوصية]({privacyPath}) على أن بعض مزوّدينا يشغّلون خوادم في دول أخرى، لذا قد تُعالَج البيانات الشخصية خارج البلد الذي تقيم فيه، مع الضمانات التي يشترطها القانون. ويمكن [لفريق المبيعات]({contactPath}) الإجابة عن أسئلة الاستضافة الخاصة بمشروعك.",
  companyCertifications:
    "لا يذكر الموقع شهادة مثل ISO 27001 أو SOC 2، لذا لا أستطيع تأكيدها. يمكن [لفريق المبيعات]({contactPath}) أن يوضح لك ما ينطبق على مشروعك.",
  companyHoursIn:
    "فريقنا متاح {officeHours}، أي {zoneHours}. ونرد على الرسائل التي تصل خارج هذه الأوقات في يوم العمل التالي؛ وتجد في صفحة [تواصل معنا]({contactPath}) كل طرق التواصل.",
  companyClosedDay:
    "يوم {day} خارج أوقات عملنا: فريقنا متاح {officeHours} ويرد خلال {replyTime}، لذا يُرد على الرسالة المرسلة يوم {day} في يوم {nextDay}، وهو يوم العمل التالي. وتجد في صفحة [تواصل معنا]({contactPath}) كل طرق التواصل.",
  companyHours:
    "فريقنا متاح {officeHours}. يُرد على الرسائل التي تصل خارج هذه الساعات في يوم العمل التالي، وصفحة [تواصل معنا]({contactPath}) فيها كل طرق التواصل.",
  companyFounded:
    "تأسست {companyName} عام {foundedYear}، ومنذ ذلك الحين تربط الشركات بعملائها عبر الرسائل النصية، ثم عبر واتساب وRCS والمكالمات الصوتية ووكلاء الذكاء الاصطناعي. المزيد في [من نحن]({aboutPath}).",
  companyUnpublished:
    "لا تذكر صفحاتنا هذه المعلومة، لذلك لن أخمّنها. ما تذكره: تأسست {companyName} عام {foundedYear}، ومقرها الرئيسي في {headquarters} ([من نحن]({aboutPath})). ويمكن [لفريق المبيعات]({contactPath}) الإجابة عن الباقي.",
  companySupport:
    "راسلنا على [{email}](mailto:{email}) أو اتصل على [{phone}](tel:{phoneE164})، {officeHours}. وإن كانت المشكلة في التسليم، فأرفق أمثلة على معرّفات الرسائل لنتتبعها. وصفحة [تواصل معنا]({contactPath}) فيها كل طرق التواصل.",
  companyRetention:
    "نحتفظ بمحادثات المساعد {conversationRetentionDays} يومًا وبالاستفسارات {enquiryRetentionMonths} شهرًا، ثم نحذفها. وتوضح [سياسة الخصوصية]({privacyPath}) ما نحتفظ به ولماذا.",
  companyDataRights:
    "لتطّلع على بياناتك الشخصية التي نحتفظ بها أو تصحّحها أو تحذفها، راسلنا على [{privacyEmail}](mailto:{privacyEmail}). قد نطلب منك تأكيد هويتك، ونرد عادةً خلال {usualResponseDays} يومًا؛ وتذكر [سياسة الخصوصية]({privacyPath}) حقوقك كلها.",
  companyRetentionChat:
    "نحتفظ بالمحادثات مع هذا المساعد (ما تكتبه، وإجاباته، وأي بيانات تواصل تذكرها) {conversationRetentionDays} يومًا من أول رسالة، ثم نحذفها. وتوضح [سياسة الخصوصية]({privacyPath}) ما نحتفظ به ولماذا.",
  companyChatIp:
    "لا. لا نحفظ عنوان IP الخاص بك مع المحادثة؛ إذ لا يُعرَّف بها إلا برمز عشوائي يُحفظ في متصفحك. وتوضح [سياسة الخصوصية]({privacyPath}) ما نحتفظ به ولماذا.",
  formPhoneOptional:
    "لا. رقم الهاتف اختياري في النموذج على صفحة [تواصل معنا]({contactPath}): يكفي اسمك وبريدك الإلكتروني للعمل ورسالتك، ونرد عليك بالبريد الإلكتروني إن لم تكتب رقمك.",
  companySharingChat:
    "ما تكتبه هنا يصل إلى خوادمنا لإعداد الرد. وعند تفعيل مزوّد خارجي لنماذج الذكاء الاصطناعي، تُرسَل رسالتك وأجزاء هذا الموقع ذات الصلة بها إلى ذلك المزوّد أيضًا؛ وفيما عدا ذلك لا نشارك البيانات الشخصية إلا مع مزوّدي الخدمات الذين يساعدوننا في تشغيل الموقع، بموجب اتفاقيات مكتوبة. وتذكرهم [سياسة الخصوصية]({privacyPath}).",
  privacyUpdated: "آخر تحديث لـ[سياسة الخصوصية]({privacyPath}) كان في {date}.",
  requirementNo: "لا.",
  separateSenderName:
    "تُرسل الرسائل الترويجية من اسم مرسل خاص بها، منفصل عن الاسم المخصص لرموز التحقق ورسائل المعاملات.",
  offeredYes: "نعم.",
  deliveryFallback:
    "إذا لم تصل الرسالة النصية، يصل تقرير التسليم من شركة الاتصالات إلى نظامك عبر واجهة برمجة التطبيقات (API) وخطافات الويب (webhooks)، فيمكنه إعادة إرسالها أو التحويل إلى قناة أخرى من الحساب نفسه: واتساب، أو مكالمة صوتية تقرأ الرمز بصوت مسموع.",
  companyOffices:
    "مقرنا الرئيسي في {headquarters}، ولدينا مكاتب في {others}. الفريق متاح {officeHours}؛ والمزيد في [من نحن]({aboutPath})، وعنواننا {address}، وهو في صفحة [تواصل معنا]({contactPath}).",
  otherChannel:
    "لا نقدّم {channel}. خدماتنا هي {names}: اطّلع على [خدماتنا]({servicesPath})، أو [اسأل فريق المبيعات]({contactPath}) عمّا تحتاجه.",
  marketFact: "{label} للرسائل النصية في [{market}]({path}): {value}",
  marketFactAlso: "{label}: {value}",
  marketFactNotStated:
    "{label}: لا تذكر صفحتنا عن الرسائل النصية في [{market}]({path}) هذه المعلومة، لذلك لن أخمّنها. يمكن لفريق المبيعات تأكيدها لك: هل تريد أن أنقل سؤالك إليهم؟",
  transactionalTimeAnyHour:
    "نعم: يمكن إرسال رسائل المعاملات مثل رموز OTP والتنبيهات في أي ساعة، ومنها الساعة {time}.",
  transactionalAnyHour:
    "يمكن إرسال رموز OTP والتنبيهات التشغيلية في أي وقت؛ أما أوقات الإرسال فتخص الرسائل الترويجية.",
  promotionalTimeOutside: "لا: الساعة {time} خارج ساعات الرسائل الترويجية.",
  promotionalTimeInside: "نعم، الساعة {time} ضمن ساعات الرسائل الترويجية، بمعرّف مرسل وقالب مسجّلين.",
  offerHandoff: "هل تودّ أن أحيل سؤالك إلى فريق المبيعات لدينا؟",
  handoffForm: "يتيح لك النموذج أدناه إرسال بياناتك وهذه المحادثة إلى فريق المبيعات لدينا.",
  handoffWithEmail:
    "شكرًا لك{greeting}: النموذج أدناه يتضمن عنوانك {visitorEmail}{visitorPhone}. أرسله، وسيرد عليك [فريق المبيعات]({contactPath}) خلال {replyTime}.",
  handoffName: " يا {name}",
  handoffPhone: " ورقمك {visitorNumber}",
  handoffFormVoice: "نموذج إرسال بياناتك إلى فريق المبيعات معروض على الشاشة، في نافذة المحادثة.",
  handoffAccepted:
    "بكل سرور: يرد فريق المبيعات لدينا خلال {replyTime}، ويمكنك أيضًا [التواصل معنا]({contactPath}) مباشرةً.",
  repeatedFact: "كما في إجابتي السابقة:",
  repeated: "هذا ما تقوله صفحاتنا، وقد ذكرته في الإجابة السابقة. هل تريد أن أنقل سؤالك إلى فريق المبيعات؟",
  declined: "لا مشكلة. اسألني عن أي شيء آخر يخص خدماتنا، أو تصفّحها في صفحة [الخدمات]({servicesPath}).",
  clarifyPricing:
    "أي الأسعار تريد معرفتها؟ أسعار الرسائل النصية منشورة لكل دولة في صفحة [أسعار الرسائل النصية]({smsPricingPath})، أما القنوات الأخرى فنقدّم لها عروض أسعار بحسب حالة الاستخدام والحجم.",
  pricingSuggestion: "أسعار الرسائل النصية في {market}",
  serviceSuggestion: "أسعار {service}",
  senderIdIncluded: "مشمول",
  careers:
    "نعم، {companyName} توظّف حاليًا، ولديها {count} وظائف شاغرة، منها: {roles}. اطّلع على صفحة [الوظائف]({careersPath}) لمعرفة التفاصيل.",
  careersPayUnpublished: "لا تنشر صفحة الوظائف أرقام الرواتب.",
  careersZoneWithin:
    "نعم: {offset} ضمن المناطق الزمنية التي تقبلها هذه الوظيفة عن بُعد (من {fromOffset} إلى {toOffset}).",
  careersZoneOutside:
    "لا: {offset} خارج المناطق الزمنية التي تقبلها هذه الوظيفة عن بُعد (من {fromOffset} إلى {toOffset}).",
  careersNoInternships: "لا تعرض صفحة الوظائف حاليًا أي تدريب أو برنامج للخريجين، لكن هناك وظائف أخرى متاحة.",
  careersNoSuchRole: "لا تعرض صفحة الوظائف حاليًا وظيفة من هذا النوع، لكن هناك وظائف أخرى متاحة.",
  careersApply:
    "وللتقدّم، أرسل سيرتك الذاتية بالبريد الإلكتروني إلى [{careersEmail}](mailto:{careersEmail}) واكتب المسمى الوظيفي في عنوان الرسالة.",
  servicesOverview:
    "تقدّم {companyName} {count} خدمات: {names}، مع تغطية للرسائل النصية في الهند ودول الخليج. تصفّحها جميعًا في صفحة [الخدمات]({servicesPath})، أو [تواصل مع المبيعات]({contactPath}) لاختيار المزيج المناسب لك.",
  outOfScope:
    "عذرًا، يمكنني المساعدة فقط في الأسئلة المتعلقة بحلول المراسلة للأعمال من {companyName}: الرسائل النصية، وواتساب للأعمال، وRCS، والخدمات الصوتية، ووكلاء الذكاء الاصطناعي، والأرقام الافتراضية، وتطوير المواقع والتطبيقات. ألقِ نظرة على [خدماتنا]({servicesPath}) أو [تواصل مع فريقنا]({contactPath}) إن كنت تحتاج إلى شيء آخر.",
  greeting:
    "مرحبًا! يمكنني الإجابة عن أسئلتك حول خدمات المراسلة لدينا وتغطية الرسائل النصية وأسعارها، أو مساعدتك في التواصل معنا. تصفّح [خدماتنا]({servicesPath}) أو اسألني عن أي شيء يخصها.",
  thanks:
    "على الرحب والسعة! إن كان لديك أي سؤال آخر عن خدمات المراسلة لدينا، فاسألني هنا أو [تواصل مع المبيعات]({contactPath}).",
  readMore: "اعرف المزيد في صفحة [{label}]({path}).",
  alsoSee: "اطّلع أيضًا على [{label}]({path}).",
  listSeparator: "، ",
  operatorCount: "{count} شركات اتصالات.",
  markOnlyPromotional:
    "لا. تحمل معرّفات المرسل الترويجية فقط {value}؛ ولا تحتاجها رسائل المعاملات مثل التأكيدات والتذكيرات ورموز OTP.",
  countsAsTransactional: "تُعدّ هذه رسائل معاملات.",
  countsAsPromotional: "تُعدّ هذه رسائل ترويجية.",
  registrationSteps: "والخطوات بالترتيب: {steps}.",
  roleSeparator: "؛ ",
  segmentCount:
    "الرسالة المكوّنة من {characters} حرفًا بترميز {encoding} تُرسل في {segments}، يتسع كل منها لـ {perSegment} حرفًا كحد أقصى، ويُحتسب كل مقطع رسالة نصية واحدة.",
  segmentSingle: "تتسع الرسالة النصية الواحدة لـ {single} حرفًا كحد أقصى بترميز {encoding}.",
  segmentWord: { one: "مقطع", two: "مقطع", few: "مقاطع", many: "مقطعًا", other: "مقطع" },
  segmentRules:
    "تتسع الرسالة النصية الواحدة لـ {gsmSingle} حرفًا بترميز GSM-7، أو {unicodeSingle} حرفًا بترميز Unicode (العربية أو الهندية أو الرموز التعبيرية). وتُقسَّم الرسالة الأطول إلى أجزاء من {gsmPart} أو {unicodePart} حرفًا، ويُحتسب كل جزء رسالة نصية واحدة.",
  segmentCost:
    "بسعر {price} لكل مقطع {traffic} في [{country}]({path})، تبلغ التكلفة {total} لكل مستلم (بالدولار الأمريكي، دون الضرائب).",
  volumeCost: "ولـ{count} رسالة، تبلغ التكلفة {total} (بالدولار الأمريكي، دون الضرائب).",
  segmentsEach: "وبما أن كل رسالة {segments} مقاطع، تكلف الرسالة الواحدة {price}.",
  volumeCostPart: "{count} رسالة في {market} تكلف {total}",
  volumeCostPartWithFee:
    "{count} رسالة في {market} تكلف {total}، و{totalWithFee} مع رسوم تسجيل معرّف المرسل ({fee})",
  volumeCostSeparator: "؛ ",
  senderIdFeesTotal:
    "ويبلغ مجموع رسوم تسجيل معرّفات المرسل في الأسواق الـ{count} ‏{total} لمرة واحدة (بالدولار الأمريكي، دون الضرائب).",
  senderIdFeeFor:
    "ولعدد {count} من معرّفات المرسل، يبلغ المجموع {total} لمرة واحدة (بالدولار الأمريكي، غير شاملة الضرائب).",
  volumeCostSum: "{parts}؛ أي {total} في المجموع (بالدولار الأمريكي، دون الضرائب).",
  volumeCostSumAs: "إذا كانت من الرسائل {traffic}: {parts}",
  volumeCostEach: "{parts} (بالدولار الأمريكي، دون الضرائب).",
  volumeCostGap: "ولـ{count} رسالة، يزيد المبلغ في {market} بمقدار {difference}.",
  volumeCostWithFee:
    "ولـ{count} رسالة، تبلغ التكلفة {total}؛ ومع رسوم تسجيل معرّف المرسل لمرة واحدة ({fee})، يصبح المجموع {totalWithFee} في الشهر الأول (بالدولار الأمريكي، دون الضرائب).",
  volumeCostOverMonths: "وعلى مدى {months} أشهر، يبلغ المجموع {total} (بالدولار الأمريكي، دون الضرائب).",
  volumeCostOverMonthsWithFee:
    "وعلى مدى {months} أشهر، مع رسوم تسجيل معرّف المرسل ({fee}) التي تُدفع مرة واحدة فقط، يبلغ المجموع {totalWithFee} (بالدولار الأمريكي، دون الضرائب).",
  volumeCostTypePart: "{count} من الرسائل {traffic} تكلف {total}",
  volumeCostSumWithFee:
    "{parts}؛ ومع رسوم تسجيل معرّف المرسل لمرة واحدة ({fee})، يصبح المجموع {totalWithFee} في الشهر الأول (بالدولار الأمريكي، دون الضرائب).",
  careersRole: "{title} – {location}",
  benefitsList: "ما نقدّمه لفريقنا: {benefits}. {intro} التفاصيل في صفحة [الوظائف]({careersPath}).",
  firstApiCall:
    "تعرض صفحة {service} أول طلب API لك بصيغ {languages}، جاهزًا للنسخ: طلب POST واحد إلى نقطة النهاية {endpoint}، مع مفتاح API الخاص بك رمزًا من نوع Bearer في ترويسة Authorization، ومتن JSON فيه الحقول {fields}.",
  hiringSteps: "خطوات التوظيف لدينا:\n{steps}\n\n{intro} التفاصيل في صفحة [الوظائف]({careersPath}).",
  hiringStep: "**{title}**: {body} التفاصيل في صفحة [الوظائف]({careersPath}).",
};
