/**
 * "Can we get a demo?" with a service in play whose page offers one ("Book a demo" on RCS and AI
 * agents): that page's own offer ("we will show your own message as a rich card on a real phone…")
 * before the sales contact, so the visitor hears what the demo is, not only whom to write to.
 */
import { servicePath, services } from "../../app/content/catalogue.ts";
import { defaultLocale } from "../../app/content/locales.ts";
import { paths, slugOf } from "../../app/content/paths.ts";
import { servicePage } from "../../app/content/render/site.ts";
import { answerLocale } from "./languages/answer-locale.ts";
import { normalize } from "./text.ts";

export function demoOffer(message: string, service: string | undefined): string | undefined {
  if (!service || !/\bdemos?\b/.test(normalize(message))) return undefined;
  const slug = slugOf(service);
  if (!services.some((entry) => servicePath(entry.slug) === service)) return undefined;
  const offered = servicePage(slug, defaultLocale).cta;
  if (offered.primary.href !== paths.contact || !/\bdemo\b/i.test(offered.primary.label)) return undefined;
  return servicePage(slug, answerLocale()).cta.body;
}
