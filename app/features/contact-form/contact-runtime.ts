/**
 * Everything the form needs only once the visitor uses it: zod with the shared
 * schema, the client, the submission logic and the thank-you. Loaded on first
 * focus or submit, outside the contact page's first-load JavaScript (decision 004).
 */
export { createContactSession } from "./contact-session.ts";
export { ThankYou } from "./thank-you.tsx";
