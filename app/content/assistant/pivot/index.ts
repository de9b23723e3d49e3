import { assistantPivot as ar } from "./ar.ts";
import { assistantPivot as hi } from "./hi.ts";
import type { AssistantPivot } from "./types.ts";

/** The words the assistant's understanding reads, in each language besides English: server only. */
export const assistantPivots: { ar: AssistantPivot; hi: AssistantPivot } = { ar, hi };
