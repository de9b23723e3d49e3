/**
 * The words of the "Send to sales" form in the chat panel: loaded with the
 * form on the first handoff. The consent wording is the contact page's.
 */
export const assistantHandoffCopy = {
  title: "Send to sales",
  intro: "Our sales team replies within one business day. The conversation so far goes with your details.",
  labels: { name: "Name", email: "Email", company: "Company" },
  submit: "Send to sales",
  sending: "Sending",
  dismiss: "Not now",
  /** The lead's message: the form has no message field, so it says where it came from. */
  message: (question: string | undefined) =>
    question
      ? `Sent from the AI Assistant. The visitor's last question: "${question}"`
      : "Sent from the AI Assistant.",
} as const;
