/**
 * The contact request's fields a visitor sees, in form order (the first invalid one gets
 * focus), apart from its schema so a form can name them without loading zod.
 */
import type { ContactField } from "./contact-request.ts";

export const visibleFields = [
  "name",
  "email",
  "company",
  "phone",
  "country",
  "service",
  "message",
  "consent",
] as const satisfies readonly ContactField[];

export type VisibleField = (typeof visibleFields)[number];
