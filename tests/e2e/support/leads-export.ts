import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { e2eAdminToken, e2eDataDir } from "../../../playwright.config.ts";

export interface ExportedLead {
  id: string;
  name: string;
  email: string;
  message: string;
  idempotencyKey: string;
  sourcePath: string | null;
  /** The language of the page it was sent from (decision 091). */
  locale: "en" | "ar" | "hi";
  conversationId: string | null;
  source: "assistant" | "contact-form";
  /** The assistant conversation, for a lead sent from the chat panel. */
  transcript?: { role: "user" | "assistant"; content: string; at: string }[];
}

/** Runs `npm run leads -- --format json` as the sales team would, against the journeys' server. */
export async function exportLeads(): Promise<ExportedLead[]> {
  const { stdout } = await promisify(execFile)("npx", ["tsx", "scripts/leads.ts", "--format", "json"], {
    env: { ...process.env, DATA_DIR: e2eDataDir, ADMIN_TOKEN: e2eAdminToken },
  });
  return JSON.parse(stdout) as ExportedLead[];
}
