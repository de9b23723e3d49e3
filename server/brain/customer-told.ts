/**
 * Who is asking, said before the question: "existing customer here, our sender ID is pending with
 * STC, can we send OTPs meanwhile?" asks the question after it, not for our support's address.
 */
import { troubleWords } from "./company-answers.ts";
import { normalize } from "./text.ts";

/** Anything of help sought or trouble told, in any words ("what do I do?", "block ho rahe", "who talk?"). */
const helpSought =
  /\b(what (to|should|can|do|now)|who|whom|where|support|help|contact|reach|cancel\w*|close|complain\w*|block\w*|fail\w*|delay\w*|late|slow|not|nahi|issues?|problems?|errors?|stopped|down|wrong|no longer|any ?more|since (yesterday|today|morning|last))\b/;

/** The words by which a visitor says they are a customer, whatever they go on to ask. */
const customerTold =
  /\b(?:(?:we are|we're|we r|were|i am|i'm|im) )?(?:already )?(?:an? |your )?(?:existing|current) (?:customers?|clients?)(?: here| of yours)?\b[.,;:!]*|\b(?:we are|we're|we r|i am|i'm|im) already (?:an? |your )?(?:customers?|clients?)\b[.,;:!]*|\balready (?:an? |your )(?:customers?|clients?)\b[.,;:!]*/gi;

/**
 * "Existing customer here, our sender ID is pending with STC, can we send OTPs meanwhile?": who is
 * asking is no question, and without a trouble or a request for help the question after it is
 * answered, not our support's address (nor a passage on "customer replies").
 */
export function withoutCustomerTold(message: string): string {
  const rest = message
    .replace(customerTold, " ")
    .replace(/^[\s,.;:!-]*(?:(?:hi|hello|hey)\b[\s,.;:!-]*)?/i, "");
  if (rest.length === message.length) return message;
  const text = normalize(message);
  if (troubleWords.test(text) || helpSought.test(text) || normalize(rest).split(" ").length < 3)
    return message;
  return rest.trim();
}
