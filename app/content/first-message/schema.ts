/**
 * The shape of a service page's "Send your first message" block: one API call
 * in each language a developer is likely to start from. Content modules import
 * only the type; the unit test validates them with the schema.
 */
import { z } from "zod";

/** The languages every block shows, in tab order. */
export const snippetLanguages = ["curl", "node", "python"] as const;

export const snippetSchema = z.object({
  language: z.enum(snippetLanguages),
  /** The tab's name: "curl", "Node.js", "Python". */
  label: z.string().min(2).max(20),
  /** Runnable as shown, with RELAYWAVE_API_KEY set in the environment; at most 15 lines. */
  code: z
    .string()
    .min(40)
    .refine((code) => code.split("\n").length <= 15, "at most 15 lines"),
});

export const firstMessageSchema = z.object({
  /** The block's heading, which also names its tab list. */
  title: z.string().min(10).max(60),
  intro: z.string().min(40).max(240),
  snippets: z.array(snippetSchema).length(snippetLanguages.length),
});

export type Snippet = z.infer<typeof snippetSchema>;
export type FirstMessage = z.infer<typeof firstMessageSchema>;
