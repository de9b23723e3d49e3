import type { ServiceTexts } from "../../schema.ts";

export const entry: ServiceTexts["entry"] = {
  name: "Web & App Development",
  summary: "Websites, web apps and mobile apps built by our team, with messaging built in.",
  definition:
    "Our team designs and builds business websites, web apps and iOS and Android apps, with messaging such as OTP login, notifications and chat built in.",
};

export const vocabulary: ServiceTexts["vocabulary"] = {
  aliases: [
    "website",
    "web site",
    "web app",
    "mobile app",
    "app development",
    "web development",
    "ios app",
    "android app",
    "web design",
    "ordering app",
    "booking app",
    "login with otp",
    "shopping app",
    "ecommerce app",
    "e-commerce app",
    // (An app on both platforms: "student app ios+android"; not "online store", which is where
    // visitors sell, nor "OTP login", which they ask of SMS.)
    "ios android",
    "ios and android",
    "android and ios",
    "iphone and android",
    "android and iphone",
    "ecommerce website",
  ],
  related: ["app", "ios", "android", "developer", "build", "design", "ecommerce", "portal", "project"],
};

export const page: ServiceTexts["page"] = {
  seo: {
    title: "Website, Web App and Mobile App Development | {companyName}",
    description:
      "Websites, web apps and iOS and Android apps built by the {companyName} team, with OTP login, notifications, WhatsApp and chat built in from day one.",
  },
  hero: {
    eyebrow: "Web & App Development",
    title: "Websites and mobile apps built with messaging at their core",
    lead: "Our team designs and builds business websites, web apps and iOS and Android apps. Because we also run the messaging, your product launches with OTP login, SMS and WhatsApp notifications, and customer chat already working.",
    primaryCta: { label: "Talk to sales", href: "/contact" },
    secondaryCta: { label: "Explore SMS and OTP", href: "/services/sms-services" },
  },
  overview: [
    "{companyName} builds digital products for businesses: company websites, customer portals, booking and ordering systems, internal tools and mobile apps for iPhone and Android. Our designers and developers work with you from the first workshop to launch, and keep supporting the product afterwards.",
    "Most business apps need to reach customers: a login code, an order update, a reminder, a chat with support. We build these in from the start using our own SMS, WhatsApp, RCS, voice and AI agent services, so you do not have to connect several suppliers or add messaging later.",
    "Every project follows the same clear process: discovery, design, build, launch and support. You see working software at regular reviews, agree each stage before we move on, and get a site or app that is fast, secure, accessible and easy for your team to update.",
  ],
  highlights: [
    { value: "{platforms}", label: "Platforms: web, iOS and Android" },
    { value: "{stages} stages", label: "Discovery to support" },
    { value: "{messagingServices}", label: "Messaging services we build in" },
  ],
  features: {
    websites: {
      title: "Business websites",
      body: "Fast, mobile-friendly company websites and landing pages with a content management system your team can update, search-friendly structure, and contact and lead forms connected to your CRM.",
    },
    "web-apps": {
      title: "Web apps and customer portals",
      body: "Booking systems, ordering and e-commerce, customer account portals and internal dashboards, built as secure web applications that work in any modern browser.",
    },
    "mobile-apps": {
      title: "iOS and Android apps",
      body: "Mobile apps for iPhone and Android, designed for your customers or staff, and published to the App Store and Google Play under your own developer accounts.",
    },
    "otp-login": {
      title: "OTP login and verification",
      body: "Phone number sign-up and login with one-time passwords by SMS, WhatsApp or voice, using our messaging routes, with fallback between channels if a code does not arrive.",
    },
    notifications: {
      title: "Notifications and messaging",
      body: "Order updates, reminders and alerts by push notification, SMS, WhatsApp or RCS, triggered by events in your app, with delivery tracked in one place.",
    },
    "chat-agents": {
      title: "Chat and AI agents",
      body: "Add a website or in-app chat, a WhatsApp button and an AI agent that answers customer questions from your content and hands off to your team.",
    },
    integrations: {
      title: "Integrations",
      body: "Connect your site or app to payment gateways, CRMs, ERPs, booking tools and your existing databases through their APIs.",
    },
    "hosting-support": {
      title: "Hosting, maintenance and support",
      body: "We deploy, monitor and maintain what we build, apply security updates and operating system changes, and add features as your business grows.",
    },
  },
  useCases: [
    {
      title: "A new company website",
      body: "Replace an outdated site with a fast, bilingual Arabic and English website that explains your services clearly and turns visitors into enquiries.",
    },
    {
      title: "Clinics and healthcare",
      body: "An online booking system and patient app with appointment reminders by SMS or WhatsApp and OTP login for patient records.",
    },
    {
      title: "Retail and restaurants",
      body: "An ordering app or online store with order tracking, delivery updates on WhatsApp and promotions by SMS or RCS.",
    },
    {
      title: "Field service and logistics",
      body: "A staff app for drivers or technicians with job lists, proof of delivery and automatic customer notifications at each step.",
    },
    {
      title: "Financial services",
      body: "A customer portal or mobile app with secure OTP login, transaction alerts and a support chat that hands off to your team.",
    },
  ],
  steps: [
    {
      title: "Discovery",
      body: "Talk to us about your goals, users and timeline. We run workshops to define the features, integrations and messaging your product needs, then agree scope, timeline and a quote.",
    },
    {
      title: "Design",
      body: "We map the user journeys and design the screens, then test clickable prototypes with you before any code is written.",
    },
    {
      title: "Build",
      body: "We develop in short cycles and show working software at regular reviews. Messaging, OTP and notifications are connected through our REST API as we go.",
    },
    {
      title: "Launch",
      body: "We test on real devices and browsers, set up hosting and analytics, and publish your site or submit your app to the App Store and Google Play.",
    },
    {
      title: "Support",
      body: "After launch we monitor, fix issues, keep the software up to date and plan improvements with you under a support agreement.",
    },
  ],
  faqs: [
    {
      question: "Can you build a mobile app for my business?",
      answer:
        "Yes. We design and build mobile apps for iPhone and Android, for your customers or your staff. We handle design, development, testing and publishing to the App Store and Google Play, and we can include OTP login, push and WhatsApp notifications and in-app chat from the start.",
    },
    {
      question: "We need a new website. Can you help?",
      answer:
        "Yes. We build business websites and landing pages, in English, Arabic or both, that load fast, work well on phones and are easy for your team to update. We can connect contact forms to your CRM and add WhatsApp chat or an AI agent to answer visitors' questions.",
    },
    {
      question: "How much does a project cost and how long does it take?",
      answer:
        "It depends on the scope. After discovery we give you a fixed quote and timeline for the agreed features. As a guide, a business website usually takes {websiteBuild} and a mobile or web app {appBuild}. Ongoing support is offered as a monthly agreement.",
    },
    {
      question: "Can you add messaging to a website or app we already have?",
      answer:
        "Yes. We can add OTP login, SMS and WhatsApp notifications, chat or an AI agent to an existing product, either by doing the work ourselves or by helping your developers use our REST API and webhooks.",
    },
    {
      question: "Who owns the code and the app store accounts?",
      answer:
        "You do. Apps are published under your own App Store and Google Play accounts, domains are registered in your name, and the source code for the work you pay for is handed over to you at the end of the project.",
    },
    {
      question: "Do you support the website or app after launch?",
      answer:
        "Yes. Our support agreements cover hosting, monitoring, security and operating system updates, bug fixes and small changes, with new features planned and quoted as you need them.",
    },
  ],
  cta: {
    title: "Tell us what you want to build",
    body: "Share your idea, your users and your timeline. We will come back with a plan, a timeline and a quote. Write to {salesEmail} or send us a message.",
    primary: { label: "Talk to sales", href: "/contact" },
    secondary: { label: "See all services", href: "/services" },
  },
  illustration:
    "A web page and a mobile app built for order tracking: the site’s “Track order” button, the app’s “Out for delivery” notice, and the few lines of code that send the WhatsApp update through the API.",
};
