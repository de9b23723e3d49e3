import type { PrivacyPage } from "../../page-schemas.ts";

export const privacyTexts: PrivacyPage = {
  seo: {
    title: "Privacy policy | {companyName}",
    description:
      "How {companyName} handles personal data on this website: the contact form, the AI chat assistant, cookies, retention and your rights.",
  },
  title: "Privacy policy",
  lastUpdated: "2026-11-01",
  intro:
    "How do we handle your personal data? We collect only what you give us through this website, such as a contact form enquiry or a chat with our assistant, plus basic technical data needed to run the site securely. We use it to answer you, improve our answers and keep the site safe. We do not sell it, and we do not use advertising cookies. This policy explains the details and your rights.",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        '{legalName} ("{companyName}", "we", "us") is the controller of the personal data described in this policy. Our address is {address}.',
        "This policy covers this website, its contact form and its AI chat assistant. It does not cover the messages our business customers send through our messaging platform. We process that data on our customers' behalf, under our contracts with them, and those customers are responsible for telling their own recipients how they use it.",
      ],
    },
    {
      heading: "What we collect",
      paragraphs: ["We collect the following personal data through this website:"],
      list: [
        "Contact form details: your name, work e-mail, phone number if you give it, company, country and the content of your message.",
        "Chat messages: the questions you type to our AI chat assistant and the answers it gives.",
        "Voice input, only if you choose to use a voice feature of the assistant where it is offered.",
        "Technical data: IP address, browser and device type, pages requested, and the date and time of each request, as recorded in our server logs.",
        "E-mails and calls: anything you send us directly, for example to our sales or privacy addresses.",
      ],
    },
    {
      heading: "Why we use it",
      paragraphs: ["We use your personal data only for these purposes:"],
      list: [
        "To reply to your enquiry, arrange a call and send you a proposal or test account you asked for.",
        "To answer your questions in the chat assistant.",
        "To review conversations and enquiries so we can improve our answers, our website and our services.",
        "To keep the website secure, prevent abuse and spam, and diagnose technical problems.",
        "To comply with legal obligations and to establish or defend legal claims.",
      ],
    },
    {
      heading: "Legal bases",
      paragraphs: [
        "Where the EU or UK General Data Protection Regulation (GDPR) applies, we rely on these legal bases: taking steps at your request before entering into a contract, when you ask us for a proposal; our legitimate interests in answering enquiries, improving our services and keeping the website secure; compliance with legal obligations; and your consent, where we ask for it, which you can withdraw at any time.",
        "Where other data protection laws apply, such as the UAE Personal Data Protection Law, the Saudi Personal Data Protection Law or India's Digital Personal Data Protection Act 2023, we process your data on the grounds those laws allow, including your consent where it is required.",
      ],
    },
    {
      heading: "The AI chat assistant",
      paragraphs: [
        "The assistant answers questions about our services using information from this website. When you send a message, it goes to our servers to produce a reply. When an external AI model provider is enabled, your message and the passages of this website relevant to it are also sent to that provider to generate the answer.",
        "We store each conversation on our servers for {conversationRetentionDays} days from its first message, then delete it: what you wrote, the assistant's answers and the pages they linked, the topic in play (such as the service and country you asked about, and any name, e-mail address or company you wrote), and whether you marked an answer as helpful. We keep it so the assistant can follow up on what you said earlier, so we can improve its answers, and so that, if you choose to send your details to our sales team from the chat, they can read the conversation and need not ask you again. We do not store your IP address with a conversation; it is identified only by a random code kept in your browser.",
        "The assistant can make mistakes. For anything important, such as prices in a contract, please confirm with our team. Please do not share sensitive personal data, passwords or payment details in the chat.",
      ],
    },
    {
      heading: "Voice conversations",
      paragraphs: [
        "The microphone button in the chat lets you talk to the assistant. Nothing is heard until you press it, your browser asks for permission first, and a second press ends the conversation. We do not store audio: what you say is added to the chat as text, like a typed message.",
        "Which service processes your voice depends on how this site is set up, and the chat panel says which before your first voice conversation. By default, voice uses your browser's built-in speech service: your browser's maker (for example Google for Chrome or Apple for Safari) receives the audio to turn it into text, under its own privacy terms, and your device reads the answer aloud. When voice calls are provided through our partner Vapi, the audio is streamed to Vapi, which uses Daily for the real-time connection, to transcribe your speech and speak our answers.",
      ],
    },
    {
      heading: "Who we share it with",
      paragraphs: [
        "We share personal data only with service providers who help us run this website and answer you, and only as far as they need it. They act on our instructions under written agreements.",
      ],
      list: [
        "Hosting and infrastructure providers that run our servers, networks and e-mail.",
        "An AI model provider, when the assistant uses one, to generate chat answers.",
        "A voice provider, when a voice feature is enabled, to convert speech to text or text to speech.",
        "Professional advisers and authorities, where the law requires it or to protect our rights.",
        "A buyer or successor, if our business is reorganised or sold, under the same protections.",
      ],
    },
    {
      heading: "International transfers",
      paragraphs: [
        "We work across the Gulf and India, and some of our providers operate servers in other countries. Your personal data may therefore be processed outside the country where you live.",
        "When we transfer data, we use the safeguards that the applicable law requires, such as contractual clauses approved by the relevant authority or transfers to countries recognised as offering adequate protection.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: ["We keep personal data only as long as we need it for the purposes above:"],
      list: [
        "Enquiries and related e-mails: up to {enquiryRetentionMonths} months after our last contact with you, unless you become a customer, in which case our contract terms apply.",
        "Chat assistant conversations: {conversationRetentionDays} days from the first message, then deleted. This applies also to a conversation you sent to our sales team; your enquiry itself is kept as described above.",
        "Server and security logs: up to {logRetentionDays} days, unless we need them longer to investigate a specific security incident.",
        "Data we must keep by law: for the period the law requires.",
      ],
    },
    {
      heading: "Security",
      paragraphs: [
        "We protect personal data with technical and organisational measures suited to the risk. These include encrypted connections (HTTPS), access limited to staff who need it, and providers chosen for their security practices.",
        "No system is completely secure. If a breach affects your personal data, we will notify you and the relevant authorities where the law requires it.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "Depending on where you live, data protection laws such as the GDPR, the UAE and Saudi personal data protection laws and India's Digital Personal Data Protection Act 2023 give you rights over your personal data.",
        "To use any of these rights, e-mail {privacyEmail}. We may ask you to confirm your identity. We reply within the time the applicable law sets, and usually within {usualResponseDays} days. You also have the right to complain to the data protection authority in your country.",
      ],
      list: [
        "Access: ask for a copy of the personal data we hold about you.",
        "Correction: ask us to fix data that is wrong or incomplete.",
        "Deletion: ask us to delete your data when we no longer need it or have no legal basis to keep it.",
        "Objection and restriction: object to processing based on our legitimate interests, or ask us to limit it.",
        "Withdraw consent: where we rely on consent, withdraw it at any time, without affecting earlier processing.",
      ],
    },
    {
      heading: "Cookies and local storage",
      paragraphs: [
        "We do not use advertising cookies, and we do not use trackers that follow you across other websites.",
        "The chat assistant keeps your current conversation and its random code in your browser's session storage, so the conversation survives moving between pages. Your browser deletes it when you close the tab or window. We may also use storage that is strictly necessary for the site to work, such as remembering a setting you chose.",
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "This website is for businesses and is not directed at children. We do not knowingly collect personal data from anyone under {minimumAge}. If you believe a child has sent us personal data, contact us and we will delete it.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        'We may update this policy when our website, our providers or the law change. We will post the new version on this page and change the "Last updated" date. If a change is significant, we will make it clear on the website.',
      ],
    },
    {
      heading: "Contact us",
      paragraphs: [
        "For any question about this policy or your personal data, e-mail {privacyEmail} or write to us at {address}.",
      ],
    },
  ],
};
