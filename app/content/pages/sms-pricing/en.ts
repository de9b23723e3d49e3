import type { PricingPage } from "../../page-schemas.ts";

export const smsPricingTexts: PricingPage = {
  seo: {
    title: "SMS pricing by country | {companyName}",
    description:
      "Per-segment SMS rates in USD for India, UAE, Saudi Arabia, Bahrain, Kuwait and Qatar. Transactional and promotional prices, volume discounts.",
  },
  hero: {
    eyebrow: "SMS pricing",
    title: "SMS pricing by country",
    lead: "How much does an SMS cost? You pay a fixed rate per message segment, set by destination country and by traffic type. The table below lists our current rates in USD.",
    primaryCta: { label: "Get a quote", href: "/contact" },
    secondaryCta: { label: "About our SMS service", href: "/services/sms-services" },
  },
  overview: [
    "We charge per SMS segment delivered to the network. The rate depends on two things: the country you send to and whether the message is transactional or promotional. You can see both rates for each country in the table.",
    "A segment is one standard SMS. It holds up to {gsmSingle} characters when the text uses only the GSM-7 alphabet (Latin letters, digits and common symbols), or up to {unicodeSingle} characters when it contains Unicode characters, such as Arabic, Hindi or emoji. Longer messages are split into several segments and joined again on the phone, and each segment is charged.",
    "Transactional messages are OTPs, alerts and service updates that a customer expects. Promotional messages are marketing and offers. Operators and regulators treat them differently, so their rates and rules differ too.",
    "All prices are in US dollars and exclude taxes such as VAT or GST. You can pay as you go with prepaid credit, or commit to a monthly volume for lower rates. Volume discounts start from a committed monthly volume; ask us for a quote based on your traffic.",
  ],
  table: {
    caption: "SMS rates per segment, in USD, by destination country and traffic type",
    notes: [
      "Prices are per SMS segment and exclude taxes such as VAT or GST, which are added where they apply.",
      "One segment holds {gsmSingle} GSM-7 or {unicodeSingle} Unicode characters. Longer messages use more segments, and each segment in a long message holds slightly fewer characters, because part of it links the segments.",
      "Transactional rates apply to OTPs, alerts and service messages. Promotional rates apply to marketing. Traffic must be sent under the matching sender ID and template.",
      "The sender ID fee is a one-time fee per sender ID and country. Where it shows as zero, registration is included.",
      "Lower rates are available for committed monthly volumes. Rates can change when operators change their prices. The table always shows our current rates.",
    ],
  },
  included: {
    title: "What is included",
    intro:
      "The per-segment rate covers more than the message. Every account includes the following at no extra charge.",
    items: [
      {
        title: "Direct operator routes",
        body: "Messages go over our direct connections to mobile networks in each market, for fast and reliable delivery of OTPs and alerts.",
      },
      {
        title: "Delivery reports",
        body: "Real-time delivery status for every message, by API webhook or in the dashboard, with reports you can export.",
      },
      {
        title: "API and dashboard",
        body: "A REST API for your developers and a web dashboard for your team to send campaigns, manage contacts and read analytics.",
      },
      {
        title: "Registration support",
        body: "We prepare and file your sender-ID, DLT and template registrations with you and follow them up with operators until they are approved.",
      },
      {
        title: "Unicode and long messages",
        body: "Send in Arabic, Hindi and other languages, and send long messages that arrive as one on the phone. You pay only for the segments used.",
      },
      {
        title: "Local support",
        body: "Help from a team that knows the operators and rules in India and the Gulf, by e-mail and phone during business hours.",
      },
    ],
  },
  faqs: [
    {
      question: "How much does an SMS cost?",
      answer:
        "It depends on the destination country and the type of message. You pay a fixed rate per segment, and transactional messages are priced differently from promotional ones. The table on this page shows the current rate for each country. Taxes are extra, and committed monthly volumes get lower rates.",
    },
    {
      question: "What is a segment, and how many will my message use?",
      answer:
        "A segment is one standard SMS: up to {gsmSingle} GSM-7 characters, or {unicodeSingle} if the message contains Unicode characters such as Arabic or emoji. Longer messages are split into several segments, each charged separately. Keep that in mind when you write templates, and ask us if you are unsure.",
    },
    {
      question: "Do you charge for messages that are not delivered?",
      answer:
        "Charging follows the operator rules in each market, and these differ by country. We explain how each market you send to is billed in your proposal, and every message shows its delivery status in your reports.",
    },
    {
      question: "Are there setup fees or monthly fees?",
      answer:
        "There is no fee to open an account. Some countries have a one-time sender ID registration fee, shown in the table. Committed plans have a monthly minimum, which we agree with you in advance.",
    },
    {
      question: "How do volume discounts work?",
      answer:
        "If you commit to a monthly volume, we offer lower per-segment rates than pay-as-you-go. The discount depends on the country mix and volume. Contact sales with your expected traffic for a quote.",
    },
    {
      question: "How do I pay?",
      answer:
        "Pay-as-you-go accounts buy prepaid credit that is used as you send. Committed plans are billed monthly in USD. Both options are described in your proposal.",
    },
  ],
  cta: {
    title: "Get a quote for your volumes",
    body: "Send us your countries, message types and expected monthly volume. We reply within {replyTime} with pricing and a test account.",
    primary: { label: "Talk to sales", href: "/contact" },
    secondary: { label: "E-mail sales", href: "mailto:{salesEmail}" },
  },
  illustration:
    "A monthly estimate for 50,000 OTPs to Saudi Arabia, worked out at the published transactional rate into a total in US dollars, beside a message with its segment count.",
};
