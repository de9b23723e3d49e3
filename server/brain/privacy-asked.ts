/**
 * What a question about the privacy policy names: data the policy speaks of on its own (the IP
 * address, a voice recording), this chat rather than an enquiry sent to sales, and whom what is
 * written here goes to.
 */
import { say } from "./say.ts";
import { normalize } from "./text.ts";

/** Data a retention question may name that the privacy policy speaks of on its own. */
const namedData =
  /\b(ip|ip address|audio|voice|recording|recordings|microphone|cookies?|card|payment details)\b/;
/** "Do you save my IP address with the chat?": what the policy says of that data, not how long chats are kept. */
export const namesPrivacyData = (question: string) => namedData.test(normalize(question));

/**
 * "Do u save my IP with it?" after this chat's retention, "is my IP stored with the conversation?":
 * the IP address asked of this chat, which the policy keeps apart from the server logs.
 */
export const ipWithChat = (text: string) =>
  /\b(ip|ip address)\b/.test(text) &&
  (aboutChat.test(text) || /\b(with|along with) (it|this|that|them|my (messages|msgs|chats?))\b/.test(text));

/** Whom what is written here goes to: "any third party?", "do you share it?", "where does my msg go?". */
const sharingAsked =
  /\b(third part(y|ies)|another company|other compan(y|ies)|share|shared|sharing|(ai|external) (providers?|compan(y|ies))|sends? (what i (type|write)|it|them|my \w+) to (?!sales|your|the team|you\b)|where does (my|the|it|this) (\w+ )?go|who (else )?(sees|reads|can see|can read))\b/;

/** What this chat itself keeps or sends on: "does this chatbot send my msgs to some AI company?" */
export const ofThisChat = (question: string) =>
  /\bthis (chat ?bot|bot|assistant|chat)\b/.test(normalize(question));

/** A retention question about this chat alone, not about enquiries sent to sales. */
const aboutChat = /\b(chat|chats|conversation|conversations|assistant|bot|(type|write|typed|wrote) here)\b/;
const aboutEnquiries = /\b(enquir\w*|inquir\w*|form|contact details|leads?)\b/;

/**
 * A retention question's answer when it is about this chat: where what is typed goes ("does this
 * bot send what I type to another company?", not when it also asks how long), or how long it is kept.
 */
export function chatRetentionAnswer(text: string): string | undefined {
  if (ipWithChat(text)) return say.companyChatIp();
  if (sharingAsked.test(text) && !/\bhow long\b/.test(text)) return say.companySharingChat();
  if (aboutChat.test(text) && !aboutEnquiries.test(text)) return say.companyRetentionChat();
  return undefined;
}
