/**
 * `npm run vapi:assistant`: creates or updates the site's Vapi voice assistants, one per
 * language (decision 121), whose model is this site's voice-llm endpoint, and prints the ids
 * to build into the site as VITE_VAPI_ASSISTANT_ID, VITE_VAPI_ASSISTANT_ID_AR and
 * VITE_VAPI_ASSISTANT_ID_HI.
 *
 * Needs VAPI_PRIVATE_KEY and the public SITE_ORIGIN; VOICE_LLM_SECRET (the same
 * value as the server's) makes Vapi authenticate to the endpoint. VAPI_ASSISTANT_ID
 * (English), VAPI_ASSISTANT_ID_AR and VAPI_ASSISTANT_ID_HI pick the assistants to update;
 * otherwise each language's assistant is found by its name ("Relaywave website assistant",
 * "... (Arabic)", "... (Hindi)") and updated, or created when there is none. VAPI_API_BASE_URL
 * points at another Vapi API (the tests use a local stub).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { VapiClient } from "@vapi-ai/server-sdk";
import { type Locale, locales } from "../app/content/locales.ts";
import {
  assistantConfig,
  describeApiError,
  type ProvisionConfig,
  readProvisionEnv,
  voiceLlmUrl,
} from "./lib/vapi-assistant-config.ts";
import { assistantLanguages } from "./lib/vapi-assistant-languages.ts";

export interface RunLog {
  info: (line: string) => void;
  warn: (line: string) => void;
  error: (line: string) => void;
}

/** Provisions the three assistants and returns the exit code: 0 on success, 1 on any error. */
export async function run(env: Record<string, string | undefined>, log: RunLog = console): Promise<number> {
  const read = readProvisionEnv(env);
  if (!read.ok) {
    log.error(read.error);
    return 1;
  }
  const { config, warnings } = read;
  for (const warning of warnings) log.warn(warning);

  const client = new VapiClient({
    token: config.privateKey,
    baseUrl: config.apiBaseUrl,
    timeoutInSeconds: 30,
  });
  // Listed at most once, and only when a language has no id to update.
  let listed: Promise<{ id: string; name?: string }[]> | null = null;
  const list = () => {
    listed ??= client.assistants.list();
    return listed;
  };
  let action = "list assistants";

  async function provision(locale: Locale): Promise<string> {
    const { name, idEnv } = assistantLanguages[locale];
    let id = config.assistantIds[locale];
    if (!id) {
      action = "list assistants";
      const existing = (await list()).filter((item) => item.name === name);
      if (existing.length > 1) {
        log.warn(
          `${existing.length} assistants are named "${name}": updating ${existing[0]?.id}; set ${idEnv} to pick another.`,
        );
      }
      id = existing[0]?.id ?? null;
    }
    const assistant = assistantConfig({ ...config, locale });
    if (id) {
      action = `update assistant ${id}`;
      const result = await client.assistants.update({ id, ...assistant });
      log.info(`Updated the Vapi assistant "${name}" (${result.id}).`);
      return result.id;
    }
    action = `create the assistant "${name}"`;
    const result = await client.assistants.create(assistant);
    log.info(`Created the Vapi assistant "${name}" (${result.id}).`);
    return result.id;
  }

  try {
    // One after another: a failure stops the run before the next language, and a second run
    // finds the assistants already made by their names instead of creating them again.
    const ids = {} as Record<Locale, string>;
    for (const locale of locales) ids[locale] = await provision(locale);
    reportSuccess(config, ids, log);
    return 0;
  } catch (error) {
    log.error(describeApiError(error, action, config.privateKey));
    return 1;
  }
}

function reportSuccess(config: ProvisionConfig, ids: Record<Locale, string>, log: RunLog) {
  const url = voiceLlmUrl(config.siteOrigin);
  log.info(`Their model is the site's custom LLM at ${url} (Vapi calls ${url}/chat/completions).`);
  log.info(
    config.voiceLlmSecret
      ? "Vapi sends VOICE_LLM_SECRET as a bearer token: the server needs the same VOICE_LLM_SECRET."
      : "Vapi sends no secret: the voice-llm endpoint accepts anyone until VOICE_LLM_SECRET is set.",
  );
  log.info("Put these in the site's environment and rebuild:");
  for (const locale of locales) log.info(`${assistantLanguages[locale].publicIdEnv}=${ids[locale]}`);
  log.info(
    "VITE_VAPI_PUBLIC_KEY must be the *public* key from the Vapi dashboard, never VAPI_PRIVATE_KEY: it is built into the browser code.",
  );
}

const entry = process.argv[1];
if (entry && path.resolve(entry) === fileURLToPath(import.meta.url)) {
  run(process.env).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`The Vapi assistant script failed: ${error instanceof Error ? error.message : error}`);
      process.exitCode = 1;
    },
  );
}
