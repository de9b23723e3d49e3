import type { CareersPageTexts } from "../../page-schemas.ts";

export const careersTexts: CareersPageTexts = {
  seo: {
    title: "Careers at {companyName}: we are hiring",
    description:
      "{companyName} is hiring engineers, solutions and customer success staff in Dubai, Bengaluru, Riyadh and remote. See open roles and how to apply.",
  },
  hero: {
    eyebrow: "Careers",
    title: "Yes, we are hiring. Help businesses reach their customers",
    lead: "{companyName} is hiring across engineering, solutions, customer success and sales. Our roles are based in Dubai, Bengaluru and Riyadh, and some are open to remote candidates.",
    primaryCta: { label: "E-mail your CV", href: "mailto:{careersEmail}" },
    secondaryCta: { label: "About us", href: "/about" },
  },
  overview: [
    "Are you hiring? Yes. {companyName} is growing, and we are looking for people who want to build and run messaging that businesses depend on. The open roles below are current; if none fits but you think you could help, send us your CV anyway.",
    "We are a messaging company. Our engineering team builds the platform and the integrations with mobile operators, WhatsApp and RCS. Our solutions team designs the right setup for each customer. Customer success keeps live traffic healthy and customers happy, and our sales team helps new businesses get started.",
    "We work across the Gulf and India, with customers and operators in several countries. The work is practical: a message that arrives late matters to someone, and you will see the results of what you do.",
  ],
  benefits: {
    title: "What we offer",
    intro: "We want people to do good work for a long time, so we look after the basics.",
    items: [
      {
        title: "Competitive pay",
        body: "Salaries benchmarked to the local market for each role and location, reviewed every year.",
      },
      {
        title: "Health cover",
        body: "Medical insurance for you, in line with local requirements and practice in each country where we employ people.",
      },
      {
        title: "Paid time off",
        body: "Annual leave plus local public holidays, and time off when you or your family need it.",
      },
      {
        title: "Flexible working",
        body: "Hybrid working in our offices and remote roles where the job allows. We care about results, not hours at a desk.",
      },
      {
        title: "Learning budget",
        body: "Support for courses, books, certifications and conferences that help you grow in your role.",
      },
      {
        title: "Real ownership",
        body: "Small teams, short decision paths and work that reaches customers quickly. You will own problems end to end.",
      },
    ],
  },
  openings: {
    title: "Open roles",
    intro:
      "These are the roles we are hiring for now. To apply, e-mail {careersEmail} with the role title in the subject line.",
    roles: {
      "senior-backend-engineer": {
        title: "Senior Backend Engineer, Messaging Platform",
        summary:
          "Build and scale the services that route SMS, WhatsApp and RCS traffic. You will work on operator connections, queues, delivery reports and the public API. Experience with high-throughput distributed systems is important.",
      },
      "solutions-engineer": {
        title: "Solutions Engineer",
        summary:
          "Work with customers before and after they sign to design their messaging setup. Run technical calls, help with API integrations and guide sender-ID and template registration across the Gulf.",
      },
      "customer-success-manager": {
        title: "Customer Success Manager, Saudi Arabia",
        summary:
          "Look after a portfolio of business customers in the Kingdom. Monitor their traffic, solve delivery issues with our engineers, and help them grow their use of our channels. Arabic and English required.",
      },
      "account-executive": {
        title: "Account Executive, Enterprise Messaging",
        summary:
          "Find and win new business customers across the UAE and the wider Gulf. You will lead the sales process from first call to signed proposal, working closely with our solutions team.",
      },
      "frontend-engineer": {
        title: "Frontend Engineer, Dashboard",
        summary:
          "Build the web dashboard our customers use to send campaigns, manage conversations and read analytics. We use TypeScript and React. You should care about clear interfaces and accessibility.",
      },
    },
  },
  hiringProcess: {
    title: "How we hire",
    intro:
      "Our process is short and clear. We aim to give you a decision within a few weeks of your first interview.",
    items: [
      {
        title: "Apply by e-mail",
        body: "Send your CV and a few lines about why the role interests you to {careersEmail}. We reply to every application.",
      },
      {
        title: "Intro call",
        body: "A 30-minute call with the hiring manager about the role, your experience and what you are looking for.",
      },
      {
        title: "Skills conversation",
        body: "A practical discussion or short exercise based on real work in the role. We do not ask for long unpaid projects.",
      },
      {
        title: "Meet the team",
        body: "Talk to the people you would work with, ask your own questions and get a feel for how we work.",
      },
      {
        title: "Offer",
        body: "If it is a match, we make a written offer with the full details of pay, benefits and start date.",
      },
    ],
  },
  cta: {
    title: "Want to work with us?",
    body: "E-mail your CV to {careersEmail}, with the role in the subject line. No open role that fits? Write to us anyway and tell us how you could help.",
    primary: { label: "E-mail your CV", href: "mailto:{careersEmail}" },
    secondary: { label: "Our services", href: "/services" },
  },
  illustration:
    "A list of open roles (backend engineer in Bengaluru, solutions engineer in Dubai, customer success manager in Riyadh, remote frontend engineer), our offices with their time zones, and a prompt to e-mail your CV.",
};
