import type { ContactPage } from "../../page-schemas.ts";

export const contactTexts: ContactPage = {
  seo: {
    title: "Contact sales | {companyName}",
    description:
      "Talk to the {companyName} sales team about SMS, WhatsApp, RCS, voice or AI agents. We reply within {replyTime} with pricing and a test account.",
  },
  hero: {
    eyebrow: "Contact",
    title: "Talk to our sales team",
    lead: "Tell us what you want to send, to whom and in which countries. We reply within {replyTime} and help you choose the right channels and plan.",
    primaryCta: { label: "E-mail sales", href: "mailto:{salesEmail}" },
    secondaryCta: { label: "Call us", href: "tel:{phoneE164}" },
  },
  channels: {
    title: "How to reach us",
    intro:
      "E-mail is the fastest way to start. Include your use case, target countries and expected monthly volume, and we can come back with a proposal sooner. You can also use the form above, or call us during office hours.",
  },
  hours:
    "Our team is available {officeHours}. Messages sent outside these hours are answered on the next business day.",
  nextSteps: {
    title: "What happens next",
    intro: "Here is what to expect after you get in touch. There is no obligation at any step.",
    items: [
      {
        title: "We reply within {replyTime}",
        body: "A member of our sales team reads your message and replies, usually with a few questions or times for a call.",
      },
      {
        title: "A short call about your use case",
        body: "We talk through what you send, your countries, volumes and systems, so we can recommend the right channels and routes.",
      },
      {
        title: "A proposal and a test account",
        body: "You receive a proposal with pricing for your countries and channels, and a test account to try the API and dashboard with real messages.",
      },
      {
        title: "Registration and go-live",
        body: "Once you decide to go ahead, we file your sender IDs and templates with the operators and support your team until your first live messages are delivered.",
      },
    ],
  },
  faqs: [
    {
      question: "How quickly will you reply?",
      answer: "We reply to every sales enquiry within {replyTime}. Our hours are {officeHours}.",
    },
    {
      question: "Can I test the service before signing up?",
      answer:
        "Yes. After a short call about your use case, we set up a test account with credits so you can check delivery, the API and the dashboard before you commit.",
    },
    {
      question: "Is there a minimum commitment?",
      answer:
        "No. You can start on pay-as-you-go with no minimum volume. If you send regularly, a committed monthly volume gives you lower rates. We explain both options in your proposal.",
    },
    {
      question: "I am already a customer. How do I get support?",
      answer:
        "Contact your account manager or e-mail {email} with your account name and a short description of the issue. For delivery problems, include example message IDs so we can trace them quickly.",
    },
    {
      question: "What should I include in my first message?",
      answer:
        "Your company name, what you want to send (for example OTPs, alerts or campaigns), the countries you send to and a rough monthly volume. If you already use another provider, tell us what you want to improve.",
    },
  ],
  illustration:
    "A message to our sales team about login codes for Saudi Arabia and the UAE, the promise of a reply within {replyTime}, and the next steps: a short call, a proposal and a test account.",
};
