import type { ServiceTexts } from "../../schema.ts";

export const entry: ServiceTexts["entry"] = {
  name: "RCS",
  summary: "Branded, verified rich messages with images, carousels and reply buttons.",
  definition:
    "RCS (Rich Communication Services) is the successor to SMS: verified, branded messages with images, carousels and reply buttons in the phone's own messages app.",
};

export const vocabulary: ServiceTexts["vocabulary"] = {
  aliases: [
    "rich communication",
    "rich card",
    "carousel",
    "google messages",
    "rich messaging",
    "rbm",
    "verified sender",
  ],
  related: ["suggested reply", "branded message"],
};

export const page: ServiceTexts["page"] = {
  seo: {
    title: "RCS Business Messaging: Rich Cards, Carousels | {companyName}",
    description:
      "Send verified, branded RCS messages with rich cards, carousels and reply buttons in the phone's own messages app, with automatic fallback to SMS.",
  },
  hero: {
    eyebrow: "RCS Business Messaging",
    title: "Rich, branded messages in your customer's messages app",
    lead: "RCS messaging brings your logo, brand colour, images, carousels and reply buttons to the messages app customers already use. No app to download, delivery and read receipts, and automatic fallback to SMS where RCS is not available.",
    primaryCta: { label: "Book a demo", href: "/contact" },
    secondaryCta: { label: "SMS fallback", href: "/services/sms-services" },
  },
  overview: [
    "RCS (Rich Communication Services) is the successor to SMS. RCS Business Messaging lets a business send app-like messages to the phone's native messages app: Google Messages on Android, and on iPhone from iOS {iosVersion}, where Apple added RCS support. Business messaging on iPhone depends on the customer's carrier and country.",
    "Each message comes from a verified sender that shows your brand name, logo and colour, so customers know it is really you. Instead of plain text with a link, you can send rich cards with an image, title and buttons, carousels of products or offers, and suggested replies and actions that let a customer confirm, call, open a map or visit your site with one tap.",
    "We register and verify your RCS agent, help you design the messages and send them through our REST API or dashboard. We check whether each number can receive RCS and send an SMS instead when it cannot, so every customer still gets the message.",
  ],
  highlights: [
    { value: "iOS {iosVersion}", label: "Apple added RCS support to iPhone" },
    { value: "Up to {cardButtons}", label: "Buttons on each rich card" },
    { value: "{integrationCount}", label: "Ways to connect, API to dashboard" },
  ],
  features: {
    "verified-sender": {
      title: "Verified, branded sender",
      body: "Your messages show your brand name, logo and colour and a verified badge. Customers can see your description, website and phone number in the sender's profile.",
    },
    "rich-cards": {
      title: "Rich cards",
      body: "Combine an image or short video, a title, description and up to four buttons in one card, such as a product with a Buy now button or an appointment with Confirm and Reschedule.",
    },
    carousels: {
      title: "Carousels",
      body: "Show several rich cards side by side that customers swipe through in the messages app, for product ranges, offers, property listings or travel options.",
    },
    "suggested-replies": {
      title: "Suggested replies and actions",
      body: "Add tappable replies such as Yes or Change date, and actions that open a website, dial a number, show a location on a map or add an event to the calendar.",
    },
    "read-receipts": {
      title: "Read receipts and analytics",
      body: "See when messages are delivered and read, which buttons customers tap and which cards they open, and compare results with your SMS campaigns.",
    },
    "sms-fallback": {
      title: "Automatic SMS fallback",
      body: "We check RCS capability for each number. If a phone cannot receive RCS, or the message is not delivered within a set time, we send an SMS version instead.",
    },
    "two-way": {
      title: "Two-way conversations",
      body: "Customers reply in the same thread. Replies reach your dashboard or your webhook, and can be handled by a person or an AI agent.",
    },
    api: {
      title: "REST API and webhooks",
      body: "Send RCS messages from your own systems with one API that also handles SMS fallback, and receive delivery, read and reply events on webhooks.",
    },
  },
  useCases: [
    {
      title: "Retail and e-commerce",
      body: "Send a carousel of new arrivals or a personalised offer with Shop now buttons, followed by order and delivery updates in the same branded thread.",
    },
    {
      title: "Banking and insurance",
      body: "Send verified payment reminders and policy renewals that customers can trust, with buttons to pay, call an adviser or view details.",
    },
    {
      title: "Travel and airlines",
      body: "Share booking confirmations, check-in reminders and gate changes as rich cards, with buttons for seat selection or directions to the airport.",
    },
    {
      title: "Healthcare",
      body: "Send appointment reminders that patients confirm or reschedule with one tap, and share clinic locations on a map.",
    },
    {
      title: "Telecom and utilities",
      body: "Send bill reminders, plan upgrades and outage updates from a verified sender, with a button to pay or contact support.",
    },
  ],
  steps: [
    {
      title: "Talk to us",
      body: "Tell us your audience, countries and use cases. We check RCS availability on your customers' carriers and plan where SMS fallback will be needed.",
    },
    {
      title: "Register and verify your brand",
      body: "We create your RCS agent with your name, logo, colour and contact details and submit it for brand verification and carrier approval.",
    },
    {
      title: "Design and integrate",
      body: "We help you design rich cards and carousels. Send from the dashboard or connect your systems through our REST API and webhooks, with SMS fallback configured.",
    },
    {
      title: "Go live and measure",
      body: "Launch your first campaign or notification flow. Track delivery, reads and button taps, and compare results against SMS.",
    },
  ],
  faqs: [
    {
      question: "What is RCS messaging?",
      answer:
        "RCS (Rich Communication Services) is the next generation of SMS. With RCS Business Messaging, a verified business can send rich cards, carousels, images and reply buttons straight to the phone's messages app, with the brand's name and logo and read receipts. Customers do not need to install anything.",
    },
    {
      question: "Does RCS work on iPhone?",
      answer:
        "Apple added RCS support in iOS {iosVersion}; on Android, RCS works through Google Messages. Whether iPhone users receive RCS business messages depends on their carrier and country, and availability is growing. Where a phone cannot receive RCS, we send SMS instead.",
    },
    {
      question: "What happens if a customer's phone does not support RCS?",
      answer:
        "We check each number before sending. If RCS is not available, we send a plain SMS version of your message automatically, so no customer is missed. You set the fallback text, and you only pay for the message that is actually sent.",
    },
    {
      question: "How do we get a verified RCS sender and how long does it take?",
      answer:
        "We create your RCS agent with your brand details and submit it for verification and carrier approval. You provide your logo, brand colour, description and proof that you own the brand. Approval usually takes from {verification}, depending on the carriers.",
    },
    {
      question: "How is RCS priced?",
      answer:
        "You pay per message, with rates that depend on the country and the message type, and volume discounts for larger traffic. Messages that fall back to SMS are billed at SMS rates. Sales will prepare a quote based on your countries and volumes.",
    },
    {
      question: "Can we send RCS messages from our own systems?",
      answer:
        "Yes. Our REST API sends RCS messages with rich cards, carousels and suggested replies, and handles SMS fallback in the same request. Webhooks report delivery, reads and customer replies back to your systems.",
    },
  ],
  cta: {
    title: "See what RCS can do for your messages",
    body: "Book a demo and we will show your own message as a rich card on a real phone, check RCS reach for your audience and plan your SMS fallback.",
    primary: { label: "Book a demo", href: "/contact" },
    secondary: { label: "Explore SMS services", href: "/services/sms-services" },
  },
  illustration:
    "An RCS chat from a verified sender: a rich card for a trail running shoe with “Buy now” and “View sizes” buttons, the first of a three-card carousel, and a read receipt.",
};
