import type { SmsCountryTexts } from "../../schema.ts";

export const entry: SmsCountryTexts["entry"] = {
  name: "India",
  shortName: "India",
  inSentence: "India",
  summary: "DLT-registered headers and templates for OTP, alerts and promotions across India.",
};

export const vocabulary: SmsCountryTexts["vocabulary"] = {
  aliases: [
    "indian",
    "mumbai",
    "delhi",
    "bengaluru",
    "bangalore",
    "chennai",
    "hyderabad",
    "kolkata",
    "trai",
    "dlt",
    "service explicit",
    "service-explicit",
    "service implicit",
    "service-implicit",
    "principal entity",
    // Networks only India has ("will Jio and Airtel both get it?").
    "jio",
    "airtel",
    "bsnl",
  ],
  places: [
    "pune",
    "ahmedabad",
    "jaipur",
    "lucknow",
    "surat",
    "indore",
    "patna",
    "nagpur",
    "kochi",
    "cochin",
    "noida",
    "gurugram",
    "gurgaon",
    "bhopal",
    "ludhiana",
    "chandigarh",
    "coimbatore",
    "kanpur",
    "vadodara",
    "dehradun",
    "guwahati",
    "varanasi",
    "rajkot",
    "bhubaneswar",
    "visakhapatnam",
    "thiruvananthapuram",
    "trivandrum",
    "mysuru",
    "mysore",
    "nashik",
    "agra",
    "amritsar",
    "raipur",
    "ranchi",
    "kota",
    "udaipur",
    "jodhpur",
    "ajmer",
    "madurai",
    "mangaluru",
    "mangalore",
    "aurangabad",
    "meerut",
    "gwalior",
    "jabalpur",
    "vijayawada",
    "jalandhar",
    "prayagraj",
    "goa",
    "kozhikode",
    "calicut",
    "thrissur",
  ],
};

export const terms: SmsCountryTexts["terms"] = {
  regulatorName: "Telecom Regulatory Authority of India",
  localTime: "{timeZoneAbbreviation}",
};

export const page: SmsCountryTexts["page"] = {
  seo: {
    title: "Bulk SMS in India: DLT-compliant OTP and alerts",
    description:
      "Send bulk SMS in India on DLT-registered headers and templates: OTPs, service alerts and promotions to Jio, Airtel, Vi and BSNL, with DND scrubbing.",
  },
  hero: {
    eyebrow: "SMS in India",
    title: "Bulk SMS in India, registered on DLT and delivered on every network",
    lead: "OTPs, order updates and campaigns to customers on Jio, Airtel, Vi and BSNL. We help you register as a Principal Entity, get your headers and templates approved on DLT, and send within TRAI's rules on timing, consent and DND.",
    primaryCta: { label: "Contact sales", href: "/contact" },
    secondaryCta: { label: "See SMS pricing", href: "/services/sms-services/pricing" },
  },
  overview: [
    "Commercial SMS in India is governed by TRAI's Telecom Commercial Communications Customer Preference Regulations, 2018 (TCCCPR). Every business that sends SMS registers on the Distributed Ledger Technology (DLT) platforms run by the operators, and every message is checked against a registered header (sender ID) and content template before it reaches the handset. Messages that do not match are blocked.",
    "{companyName} delivers through DLT-compliant domestic routes to all major networks. We take you through Principal Entity registration, header and template approval, and consent templates, then send your traffic with the correct category, entity ID and template ID attached to each message, so the operator's checks pass and your messages arrive.",
    "Most businesses use one account for several kinds of traffic: OTPs and transaction alerts that must arrive in seconds at any hour, service messages to existing customers, and promotional campaigns that can only go to numbers not on the Do Not Disturb list and only during permitted hours.",
  ],
  atAGlance: {
    messageCategories: {
      value:
        "Transactional, service (implicit and explicit) and promotional, each tied to a registered template",
    },
  },
  registration: {
    title: "DLT registration, step by step",
    intro:
      "Before the first message goes out, your business, its headers and its templates must be registered on an operator's DLT platform. Registration on one operator's platform is shared with the others. We prepare the submissions with you and follow them through to approval.",
    steps: [
      {
        title: "Register as a Principal Entity",
        body: "Your business registers on a DLT platform such as Jio, Airtel, Vi or BSNL's portal, typically with its {documents}. You receive an entity ID used on every message.",
      },
      {
        title: "Link {companyName} as your telemarketer",
        body: "You add {companyName} to your telemarketer chain on the DLT portal, so operators can trace each message from your entity through to delivery. Messages from an undeclared chain are rejected.",
      },
      {
        title: "Register your headers",
        body: "Choose {headerLength}-character headers that reflect your brand or business name for transactional and service traffic. Promotional traffic is sent from numeric headers. Operators may ask for proof that a header relates to your brand.",
      },
      {
        title: "Register content and consent templates",
        body: "Each message format is registered as a template with variable fields and a category. Service-explicit messages also need a consent template describing how customers agreed to receive them.",
      },
      {
        title: "Whitelist links and numbers",
        body: "Any URL, APK link or call-back number in a template must be whitelisted on DLT. Messages containing links or numbers that are not whitelisted are currently blocked by operators.",
      },
      {
        title: "Test and go live",
        body: "We send test messages on each template, check delivery reports across networks, and then open your account for live traffic through our API or web console.",
      },
    ],
  },
  useCases: [
    {
      title: "Banking and fintech OTPs",
      body: "One-time passwords for logins, card payments and UPI flows, sent as transactional or service traffic so they are delivered around the clock, including to numbers on the DND list.",
    },
    {
      title: "E-commerce and delivery updates",
      body: "Order confirmations, dispatch notices, delivery slots and cash-on-delivery reminders sent as service messages to customers who have bought from you.",
    },
    {
      title: "Healthcare and public services",
      body: "Appointment reminders, lab report notifications and citizen alerts in English, Hindi or the customer's regional language.",
    },
    {
      title: "Festive and seasonal campaigns",
      body: "Promotions for Diwali, Navratri, Eid, Onam, Christmas and end-of-season sales, scheduled inside the {promotionalHours} window and scrubbed against the DND list before sending.",
    },
    {
      title: "Insurance, education and utilities",
      body: "Premium and fee reminders, admission updates, bill alerts and outage notices, each on its own registered template.",
    },
  ],
  deliveryNotes: [
    "Principal Entity registration is typically approved within {entityApproval} once documents are in order; headers and templates are usually reviewed in {approvalTime}, though busy periods can take longer.",
    "Every message is scrubbed against its registered header, template and category. Content that does not match an approved template, or that uses an unregistered header, is blocked by the operator and not delivered.",
    "Promotional messages are checked against the NCPR (DND) list and the customer's category preferences before sending, and are held or rejected outside {promotionalHours} {localTime}.",
    "Handsets show your header with a short operator and circle prefix, and recent TCCCPR amendments add a suffix that marks the category, so customers can see what kind of message they are receiving.",
    "Delivery reports come back from the operators in near real time through our API and console, with the DLT error codes needed to fix template or header problems quickly.",
  ],
  faqs: [
    {
      question: "Can I send bulk SMS to customers in India?",
      answer:
        "Yes. Once your business is registered on DLT as a Principal Entity with approved headers and templates, you can send bulk SMS to customers on every Indian network. OTPs, transactional and service messages can be sent at any time; promotional messages go only to numbers not on the DND list, between {promotionalFrom} and {promotionalTo} {localTime}.",
    },
    {
      question: "What is the difference between transactional, service and promotional SMS?",
      answer:
        "Transactional templates are typically reserved for OTPs and alerts that complete a transaction, such as bank debit alerts. Service-implicit messages go to existing customers about their account or order; service-explicit messages need recorded consent. Promotional messages are marketing, limited to non-DND numbers and permitted hours.",
    },
    {
      question: "Can I send SMS in Hindi or other Indian languages?",
      answer:
        "Yes. Hindi and regional languages are sent as Unicode, where one SMS holds {unicodeSingle} characters instead of {gsmSingle}, and longer messages are split into {unicodePart}-character parts. Register the template in the language you will send it in.",
    },
    {
      question: "Do I need my own DLT registration if I use {companyName}?",
      answer:
        "Yes. TRAI requires the business that owns the message, the Principal Entity, to register itself, its headers and its templates on DLT. We guide you through the process, check templates before you submit them and link your entity to our telemarketer ID.",
    },
    {
      question: "Why would a message with a link be blocked?",
      answer:
        "Operators currently block messages whose URLs, APK links or call-back numbers are not whitelisted on DLT against your templates. Whitelist each domain or number you use, including link shorteners, before sending.",
    },
  ],
  cta: {
    title: "Start sending SMS in India",
    body: "Tell us your use case and monthly volumes and we will help you through DLT registration and your first campaign. You can also write to {salesEmail}.",
    primary: { label: "Talk to our team", href: "/contact" },
    secondary: { label: "All SMS services", href: "/services/sms-services" },
  },
  sampleTranslation:
    "Your YourBrand verification code is 482913. It is valid for 5 minutes. Do not share it with anyone.",
};
