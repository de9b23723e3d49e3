/**
 * The "Send your first message" blocks by service slug (the file names match
 * services/), and the words around them. Read at pre-render time by the
 * service route's loader, so none of it reaches the JavaScript bundle.
 */
import { firstMessage as rcs } from "./rcs-services.ts";
import type { FirstMessage } from "./schema.ts";
import { firstMessage as sms } from "./sms-services.ts";
import { firstMessage as whatsapp } from "./whatsapp-services.ts";

export const firstMessages: Readonly<Record<string, FirstMessage>> = {
  "sms-services": sms,
  "whatsapp-services": whatsapp,
  "rcs-services": rcs,
};

/** The copy button's label and what it announces. */
export const copyLabels = {
  copy: "Copy",
  copied: "Copied",
  failed: "Could not copy. Select the code and copy it by hand.",
};
