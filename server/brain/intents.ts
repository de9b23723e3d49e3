/**
 * Business intents that retrieval alone gets wrong: a visitor asking for sales,
 * prices, jobs, privacy or the company itself wants that page, whatever else
 * the words match.
 */
import { aboutPatterns } from "./about-intent.ts";
import { inventing } from "./answer-type.ts";
import { withEveryMarketNamed } from "./coverage-question.ts";
import { detectEntities } from "./entities.ts";
import { volumeOf } from "./message-counts.ts";
import { normalize } from "./text.ts";
import { asksFeeIncluded } from "./volume-cost.ts";

export type Intent =
  | "contact"
  | "pricing"
  | "careers"
  | "privacy"
  | "about"
  | "services-overview"
  | "greeting"
  | "thanks";

const patterns: Record<Intent, RegExp[]> = {
  contact: [
    /\b(talk|speak|chat) (to|with) (sales|someone|somebody|a person|a human|a real person|your (team|sales|staff)|an? (agent|expert|representative|consultant))\b/,
    /\bcontact (you|sales|your (team|sales|company|office)|the team|someone|relaywave)\b/,
    /^contact( (us|details|info|information|page|sales))?[ ?.!]*$/,
    /\bcontact (us|sales)\b/,
    /\bhow (can|do) i (contact|reach) (you|your|sales|relaywave)\b/,
    /\bget in touch\b/,
    /\breach (you|your|sales|the team)\b/,
    /\byour ((phone|telephone|mobile|contact|whatsapp)? ?(number|email|e-mail|mail|address|contact details)|(phone|mobile) no)\b/,
    // "What's the phone number?", "फ़ोन नंबर क्या है?" (read "phone number what is?"): ours, with
    // no place or service named to buy one in.
    /^(what('?s| is) )?(the |your )?(phone|telephone|contact) number( what is)?( pls| please| plz)?\??$/,
    // ("Whats the email then", "email?": ours.)
    /^(ok |so |and )?(what('?s| is) )?(the |your )?(e-?mail|email address|mail id)( then| pls| please| plz| id)?\??$/,
    /\b(call|email|e-mail|phone) (you|your team|sales)\b/,
    // "Sales phone number pls", "sales ka phone number do" (Hindi's "give"): ours (not "a number for our sales team").
    /^(ok |so |and |ok and )?(what('?s| is) )?(the |your )?(sales|support) ((phone|telephone|contact|mobile|whatsapp) )?(number|no|line|hotline|e-?mail( id| address)?)( pls| please| plz| do| de do| dijiye| dedo| bhejo)?\??$/,
    /\b(your|relaywave'?s?) (sales|support) ((phone|telephone|contact|mobile|whatsapp) )?(number|no|line|hotline|e-?mail)\b/,
    // "Whats the email for sales", "number to reach support?": ours.
    /(^|\bthe |\byour |\bwhich |\bwhat )(e-?mail( address| id)?|mail id|phone( number)?|contact( number| details)?|number|whatsapp)( for| of| to reach| to contact) (sales|support|your (sales|support|team)|the (sales|support) team|(an? |new )+(business )?(enquir|inquir)\w*|business (enquir|inquir)\w*)\b/,
    /\b(book|schedule|request|get|see|arrange) an? (demo|meeting|call|consultation)\b/,
    /\bdemo\b/,
    // ("A Dubai number for our sales team" is the visitor's own team.)
    /(?<!\b(our|my) )\bsales (team|person|rep|representative|department|contact)\b/,
    /\b(call|email|e-mail|contact|ring|phone) me\b/,
    /\b(which|what) (e-mail|e-mail address|address|phone number|number) (should|do|can|shall) (i|we)\b/,
    /\bget back to me\b/,
    // "What should I write in the e-mail?": writing to us.
    /\bwhat (should|do|must) (i|we) (write|put|include|mention) in (the|my|our|an?) (e-?mail|mail)\b/,
    /\b(will|would) (you|they|sales|someone )?(contact|call|e-mail|reply to) (me|us)\b/,
    /\bwhen (will|do|would) (you|they|sales|someone) (reply|respond|answer|get back|contact)\b/,
    // "If I e-mail now, how fast will they reply?": the contact answer says (one business day).
    /\bhow (fast|quickly|soon) (will|do|does|would|can) (you|they|your team|sales|support|someone) (reply|respond|answer|get back)\b/,
    /\bhow long (do|does|will|would) (you|they|your team|sales|support) take to (reply|respond|answer|get back)\b/,
    // ("Aap log reply kitni der mein karte ho?", read "you reply in how long?")
    /\b(you|your team|sales|support) (reply|respond|answer|get back) (in|within) how (long|much time)\b/,
    /\b(talk|speak) to sales\b/,
    // "The fastest way to talk to your team?", "your team, to talk the fastest way?" (read from Hindi).
    /\b(fastest|quickest|easiest|best) way to (talk|reach|contact|get in touch)\b|\bto (talk|reach you) the (fastest|quickest|easiest|best) way\b/,
  ],
  pricing: [
    /\b(price|prices|pricing|priced|cost|costs|costing|how much(?! time)|tariff|tariffs|fee|fees|charge|charges|cheap|cheaper|cheapest|expensive|pricier|priciest|costlier|affordable|per sms|per message|quote)\b/,
    // ("كم أول شهر وكم الشهور اللي بعده؟", read "how many the first month…": a month's total.)
    /\bhow many (for |in )?(the )?(first|1st|following|next|other) months?\b/,
    // "Plus one sender ID each, one-time total?": a total of one-time fees.
    /\bone[- ]time (total|totals|amount|payment)\b/,
    // "Do I pay for…", "…or is it free?": whether something costs is a price question too.
    /\b(do|does|will|would|should|must) (i|we|you|they) (have to |need to )?pay\b|\bpay for\b/,
    /\b(it'?s|its|it is|is it|is that|is this|or) free\b|\bfree of charge\b|\bfor free\b|\b(free or (paid|charged|not)|paid or free)\b/,
    // "Is sender ID registration free in Bahrain?": a thing asked to be free (not a free trial,
    // a toll-free number or "are you free tomorrow?").
    /\b(is|are)( (?!you\b|u\b)\w+){1,4} (?<!toll[- ])free\b(?!-| (trial|test|text|form|number|numbers|call|calls|to|inside|within|during)\b)/,
    // "If a message is not delivered, are we charged?"
    /\b(are|am|is|will|would) (we|i|you|it|they) (be |still be |still )?charged\b/,
    // "Is sender ID registration extra?": an extra is a charge.
    /\b(extra|additional) (cost|charge|fee|payment)s?\b|\b(cost|costs|charge|charged|pay) extra\b|\b(is|are|its|it is|that is|thats)( \w+){0,4} extra\b(?! (support|features?|security|help|layers?|services?|details|info|information|capacity|benefits?)\b)/,
    // "Rate" is a price, unless it is a delivery, open or reply rate.
    /(?<!\b(delivery|success|open|read|click|response|reply|conversion|error|bounce|failure|heart) )\brates?\b/,
  ],
  careers: [
    /\b(hiring|careers?|vacanc(y|ies)|internships?|open (roles|positions))\b/,
    // "What salary do you pay?" asks about a job's pay, not a price (but "salary alerts to our
    // staff, the price per message?" is messages about salaries).
    /^(?!.*\b(send|sending|sms|messages?|alerts?|notifications?|credited)\b).*\b(salary|salaries|stipends?|ctc|pay scale)\b/,
    // The steps of applying are the careers page's too ("what's the interview process like?").
    /\b(interviews?|interviewing|recruit(ment|ing|er)|cv|resume|job applications?)\b/,
    /\bjobs? (openings?|opportunit\w*|offers?|vacanc\w*|at (relaywave|your company))\b/,
    /\b(any|apply for an?|looking for an?|find an?) jobs?\b/,
    // "Any remote jobs?", "hybrid roles?": a job by how it is worked.
    /\b(any \w+ jobs?|(remote|hybrid|on-?site|part-?time|full-?time) (jobs?|roles?|positions?|openings?))\b/,
    // "Any sales or business job?", "sales role in Bengaluru?": a job by its line of work.
    /\bany \w+ or \w+ (jobs?|roles?)\b|\b(sales|engineering|marketing|support|finance|hr|design|developer|business) (jobs?|roles?|positions?|openings?|vacanc(y|ies))\b/,
    // "Fresh btech grad, any openings?": a graduate asking is asking for a job.
    /\b(any|some) (openings?|vacanc(y|ies)|positions? open)\b|\b(freshers?|fresh (grad|graduate)s?)\b/,
    // "Do you have jobs?", "got any openings now?".
    /\b(have|got|offer) (any )?(jobs|job openings|openings|positions)\b/,
    // "Which jobs are open?", "which jobs open?" (romanised Hindi's "kaun si jobs khuli hain").
    /\b(which|what) (jobs?|roles?|positions?|openings?|vacanc(y|ies)) (is |are )?open\b/,
    // "Which engineering jobs exactly?", "do you hire engineers?"
    /\b(which|what) \w+ (jobs|roles|positions|openings|vacancies)\b/,
    /\b(do|does) (you|relaywave) (hire|employ|take on) \w+/,
    /\bjobs? (for|in) (an? )?\w+/,
    /\bwork (for|at) (you|relaywave|your company)\b/,
    /\byour (jobs|roles|open roles|positions|openings|vacancies)\b/,
    /\bjoin (you|your team|relaywave|the team)\b/,
    // "Where are the jobs located?", "the roles based where?": ours, wherever they are.
    /\b(the|your) (jobs|roles|positions|openings|vacancies) (are )?(located|based)\b/,
    /\bhow (do|does) (you|relaywave) (hire|recruit)\b/,
    // "Is the frontend role remote?": a role of ours, named by what it does (not "after opening the account").
    /\b(the|that|this|your) (\w+ ){1,2}(role|position|vacancy|opening)\b(?! (the|an?|my|our|your|their|it)\b)/,
    /\b(frontend|front-end|backend|back-end|full[- ]?stack|customer success|solutions) (role|position|job|opening)s?\b/,
    // "Frontend engineer job is fully remote?": a role by its title.
    /\b(frontend|front-end|backend|back-end|full[- ]?stack|software|solutions) (engineers?|developers?|architects?) (jobs?|roles?|positions?|openings?|vacanc\w*)\b/,
  ],
  privacy: [
    /\b(privacy|personal data|my data|your data|gdpr|data protection|pdpl|dpdp|data retention|delete my|data controller|the controller|data access request|access request|chat content|ai providers?|data (laws?|acts?|regulations?))\b/,
    // ("If I write patient data in this chat, where does it go?": what the policy says of it.)
    /\b(in|into) this chat\b/,
    // ("I typed my phone number in the chat, where does this data go?")
    /\bwhat (do|does|will) (you|u|relaywave|your team) do with (my|our|the) (data|details|information|info|enquiry|e-?mail|number)\b|\bwhere (does|do|will) (my|this|the|that|our) (data|details|information|info) go\b|\b(typed|wrote|entered|gave)( \w+){0,3} in the chat\b/,
    // ("Does this policy cover the SMS content we send?" asked of the privacy policy.)
    /\b(this|your|the) (data )?policy (cover|covers|apply|applies)\b/,
    /\b(do|does) (you|your (site|website)|this (site|website)|relaywave) (use|set|store) cookies\b/,
    /\b(cookie (policy|consent|banner|settings)|(tracking|advertising|analytics|third-party|ad|ads) cookies)\b/,
    // "Do you sell data?", "sell visitor data": what the policy says of selling it.
    /\bsell\w* (any |the |our |visitors? |customer |personal )?data\b/,
    // "Do you store my IP address?", "do you keep a recording of my voice?": the policy says.
    /\b(store|keep|save|record|log)\w* (an? |the |any )?(my (ip|voice|audio)|recordings? of (me|my))\b/,
    // "If I use the microphone, do you keep the voice recording?": the assistant's own voice.
    /\b(microphone|mic|voice button)\b|\b(is|are|will|does) (my|our) (voice|audio|speech) (get |be )?(recorded|stored|saved|kept)\b/,
    // "Does the voice feature of the assistant record our audio?", "who processes the voice then?"
    // (Not "voice chat on the website?", which asks for a voice agent there.)
    /\b(voice|audio|speech)( \w+){0,3} (of|in|on|with) ((the |this |your )?(ai )?assistant|this (chat|site|website)|the chat)\b/,
    /\b(record|records|recording|store|stores|keep|keeps|save|saves)( \w+){0,2} (our|my) (audio|voice)\b/,
    /\bwho (process|processes|handles|hears|receives|transcribes) (the |my |our )?(voice|audio|speech)\b/,
    // "Do you send our chat text to any AI provider?": who the policy shares data with.
    /\b(ai|model|llm|third[- ]party) (model )?(providers?|vendors?)\b/,
    /\b(share|send|pass|sell|forward)\w* (my|our) (chats?|conversations?|data|personal data|chat (text|messages?))\b/,
  ],
  about: aboutPatterns,
  "services-overview": [
    /\b(which|what) (services|products|channels|solutions)\b/,
    /\bwhat (do|can|else do) you (offer|do|provide|sell|have)\b(?! with (my|our|the|this|that|these|those|it|them)\b)/,
    /\b(your|all) (services|products|offerings)\b/,
    /\b(list|overview) of (your )?(services|products)\b/,
    /\bservices (do )?you (have|offer|provide)\b/,
    /\bhow many (services?|products?|channels?) (do )?(you|relaywave)\b/,
    // "How many services total?", "how many channels in all?"
    /\bhow many (services?|products?|channels?)( (in )?(total|all|altogether|overall))?( (do )?(you|your|u)( have| offer| got)?)?\s*\??$/,
  ],
  greeting: [
    /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|salam|assalam\w*|namaste)( there)?[ !.]*$/,
  ],
  thanks: [/^(thanks|thank you|thx|cheers|great thanks|ok thanks)\b/],
};

const sumWords = /\b(total|totals|altogether|bill)\b/;
/** Fees the visitor's own customers pay ("fee reminders to parents"): the subject of a message, no price of ours. */
const theirFees =
  /\b(school |tuition |admission |exam |course )?fees? (reminders?|dues?|due dates?|collection|receipts?)\b|\b(parents|students) (for|about) (school |tuition )?fees\b|\b(absence|attendance|results|marks|grades|homework) (and )?fees\b/g;

/** Rates the visitor's own customers follow ("rate updates to clients", "gold price alerts"): a subject, no price of ours. */
const theirRates = /\b(?:gold |diamond |market |daily )?(?:rates?|prices?) (updates?|alerts?)\b/g;

/** "Interview alert SMS to drivers": messages the visitor sends about their own interviews. */
const theirInterviews =
  /\b(?:interview|job|vacancy|recruitment) (alerts?|reminders?|sms|messages?|notifications?|invites?|invitations?|updates?)\b/g;

/** The visitor's own trade of hiring ("we are a recruitment agency"): a customer, no job seeker. */
const recruitingBusiness =
  /\b(recruitment|recruiting|staffing|hiring|manpower|placement|hr|jobs?) (agency|agencies|firms?|company|companies|consultancy|consultants?|portal|platform|app|business)\b/g;

/**
 * "Do you set up the WhatsApp Business API for us?" asks for our onboarding, not what the API is:
 * read as the account it sets up.
 */
const setUpApi = /\b(set ?up|setup|configure|onboard|activate)( \w+){0,2} whatsapp business api\b/i;
const setUp = (question: string) =>
  question.replace(setUpApi, (phrase) =>
    phrase.replace(/whatsapp business api$/i, "WhatsApp Business account"),
  );

/**
 * "When people reply STOP, do we remove them manually?": how opt-outs are handled, which the pages
 * say in their own words ("opt-outs are suppressed automatically").
 */
const optOutWords =
  /\b((reply|replies|replied|sends?|texts?|writes?) stop|stop repl\w*|unsubscrib\w*|opt(ed)?[- ]?outs?)\b/i;
const handlingWords =
  /\b(manual\w*|handled?|remove\w*|delete\w*|automatic\w*|what happens|what do you do)\b/i;
/**
 * "Do you keep the voice recording?": the policy says it in other words ("we do not store audio"),
 * which its answer then finds.
 */
const keepingVoice =
  /\b(keep|save|store|record)\w* (the |my |our |a |any )?((voice|audio)( recordings?)?|recordings? of (me|my voice))\b|\b(my |our )?(voice|audio) (is |be |gets? )?(recorded|stored|kept|saved)\b/i;
/** "Is Saudi PDPL covered in your policy?": the sentence naming the laws it follows. */
const ofPolicy = /\b(policy|privacy|cover\w*|mention\w*|names?|follow|comply|compliant|compliance)\b/i;
const lawByName = /\b(pdpl|dpdp|gdpr|data protection (law|act)s?|privacy laws?)\b/i;
/**
 * "If 24 hours have passed since the customer's last message, can we still write?": WhatsApp's
 * customer service window, and the template that opens a conversation outside it.
 */
const pastTheWindow = (question: string) =>
  (/\b24 ?(hours?|hrs?|h)\b/i.test(question) &&
    /\b(passed|after|later|since|over|more than|outside|expired?|gone)\b/i.test(question)) ||
  // ("If a lead has not replied for 2 days, can we message them?": the window has closed.)
  (/\b(\d+|two|three|few|several) (days?|weeks?)\b/i.test(question) &&
    /\b(not replied|has not replied|hasn'?t replied|no reply|did ?n[o']?t reply|not responded|no response|without (a |any )?template)\b/i.test(
      question,
    ));
/**
 * "I want to send offers to my customers on WhatsApp, possible?": WhatsApp's rules for messages a
 * business starts (opt-in first, a template Meta approved), which the page says in a paragraph.
 */
const whatsAppOffers = (question: string) =>
  /\bwhatsapp\b/i.test(question) &&
  /\b(promotional|promotions?|promos?|offers|marketing|campaigns?|broadcasts?|discounts?)\b/i.test(
    question,
  ) &&
  /\b(send|sending|message|messages|blast)\b/i.test(question) &&
  !/\b(price|prices|pricing|cost|costs|charged?|how much|rates?)\b/i.test(question);
/**
 * "A toll-free number in Abu Dhabi?": which number types a country has, which the page says depends
 * on the country (the Dubai local number has its own FAQ).
 */
const numberTypeThere = (question: string) =>
  /\b(toll[- ]?free|freephone|free-to-call|mobile numbers?)\b/i.test(question) &&
  // (Not what such a number does or costs: "…with an IVR menu?", "bring over our toll-free number?")
  !/\b(ivr|menus?|port|porting|bring|keep|existing|current|transfer|move|prices?|pricing|cost|rent|rental|monthly|fees?|sms|texts?|receive|forward\w*|record\w*)\b/i.test(
    question,
  ) &&
  detectEntities(question).markets.length > 0;
/** "After launch, who handles maintenance?": the support after launch, not the launch step. */
const afterLaunch =
  /\b(after|once|post)[ -](the )?(launch|go-?live|it is live|it's live|it goes live|live|the (website|site|app) (launches|is live|goes live))\b/i;
export const asAsked = (written: string) => {
  const question = withEveryMarketNamed(written);
  const voiced = keepingVoice.test(question) ? `${setUp(question)} store audio` : setUp(question);
  const said = whatsAppOffers(question)
    ? `${voiced} customers must opt in template approved by meta`
    : voiced;
  const typed = numberTypeThere(question) ? `${said} which countries and number types available` : said;
  const windowed = pastTheWindow(question) ? `${typed} customer service window template approved` : typed;
  // (Asked of the policy or of us, not a law told as context: "consent rules? we have a data law".)
  const lawful =
    lawByName.test(question) && ofPolicy.test(question)
      ? `${windowed} personal data protection laws apply`
      : windowed;
  const asked = afterLaunch.test(question) ? `${lawful} support` : lawful;
  return optOutWords.test(asked) && handlingWords.test(asked)
    ? `${asked} opt-out suppressed automatically`
    : asked;
};

/** A length per message ("how many characters per sms?"), no price per message. */
const perMessageLength = /\b(characters|chars|letters) per (sms|message)\b/g;

export function detectIntents(question: string): Set<Intent> {
  const text = normalize(question)
    .replace(theirFees, "$2")
    .replace(theirRates, "$1")
    .replace(perMessageLength, "$1 in one $2")
    .replace(recruitingBusiness, "business")
    .replace(theirInterviews, "$1");
  const found = new Set<Intent>();
  for (const [intent, list] of Object.entries(patterns) as [Intent, RegExp[]][]) {
    if (list.some((pattern) => pattern.test(text))) found.add(intent);
  }
  // "50,000 of them a month, total?", "20k msg per month? add sender id also": a sum of money.
  // (Two linear tests, not one pattern with a gap between number and word, which backtracks.)
  const feeAdded = volumeOf(question) !== undefined && asksFeeIncluded(question);
  if ((sumWords.test(text) && /\d/.test(text)) || feeAdded) found.add("pricing");
  // ("How fast do you reply to a request to delete my data?": the privacy request's reply, not sales'.)
  if (
    found.has("privacy") &&
    found.has("contact") &&
    /\b(delete|deletion|erase|my data|personal data)\b/.test(text)
  )
    found.delete("contact");
  // "Will the bot make up prices if it doesn't know?" asks whether it guesses, not a price of ours.
  if (inventing.test(text)) found.delete("pricing");
  return found;
}

/** Small talk about a place or a time: the weather, the match, the news. */
export const smallTalk =
  /\b(weather|temperature|forecast|rain|raining|football|cricket|match score|who won|news|horoscope)\b/;

/**
 * Requests nothing of ours answers, whatever else the message names: today's gold rate, code or an
 * essay written to order ("can u write python code for fibonacci?", "today's gold rate in Dubai").
 * Not rates of the visitor's own messages ("gold rate alerts").
 */
export const offTopicRequest =
  /\b(gold|silver|petrol|fuel|exchange|currency|bitcoin|stock|share) (rate|rates|price|prices)\b(?! (alerts?|updates?|messages?|sms|reminders?|notifications?))|\bwrite (me )?(a |an |some )?(python|java|javascript|code|program|script|essay|poem|song|story)\b|\b(fibonacci|recipe|joke)\b/;
