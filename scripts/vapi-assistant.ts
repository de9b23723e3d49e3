/**
 * `npm run vapi:assistant`: creates or updates the site's Vapi voice assistant,
 * whose model is this site's voice-llm endpoint, and prints the id to build into
 * the site as VITE_VAPI_ASSISTANT_ID.
 *
 * Needs VAPI_PRIVATE_KEY and the public SITE_ORIGIN; VOICE_LLM_SECRET (the same
 * value as the server's) makes Vapi authenticate to the endpoint. VAPI_ASSISTANT_ID
 * picks the assistant to update, otherwise the one named "Relaywave website
 * assistant" is updated, or created when there is none. VAPI_API_BASE_URL points
 * at another Vapi API (the tests use a local stub).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { VapiClient } from "@vapi-ai/server-sdk";
import {
  ASSISTANT_NAME,
  assistantConfig,
  describeApiError,
  readProvisionEnv,
  voiceLlmUrl,
} from "./lib/vapi-assistant-config.ts";

export interface RunLog {
  info: (line: string) => void;
  warn: (line: string) => void;
  error: (line: string) => void;
}

/** Provisions the assistant and returns the exit code: 0 on success, 1 on any error. */
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
  const assistant = assistantConfig(config);
  let action = "list assistants";
  try {
    let id = config.assistantId;
    if (!id) {
      const existing = (await client.assistants.list()).filter((item) => item.name === ASSISTANT_NAME);
      if (existing.length > 1) {
        log.warn(
          `${existing.length} assistants are named "${ASSISTANT_NAME}": updating ${existing[0]?.id}; set VAPI_ASSISTANT_ID to pick another.`,
        );
      }
      id = existing[0]?.id ?? null;
    }
    let result: { id: string };
    if (id) {
      action = `update assistant ${id}`;
      result = await client.assistants.update({ id, ...assistant });
      log.info(`Updated the Vapi assistant "${ASSISTANT_NAME}" (${result.id}).`);
    } else {
      action = "create the assistant";
      result = await client.assistants.create(assistant);
      log.info(`Created the Vapi assistant "${ASSISTANT_NAME}" (${result.id}).`);
    }
    const url = voiceLlmUrl(config.siteOrigin);
    log.info(`Its model is the site's custom LLM at ${url} (Vapi calls ${url}/chat/completions).`);
    log.info(
      config.voiceLlmSecret
        ? "Vapi sends VOICE_LLM_SECRET as a bearer token: the server needs the same VOICE_LLM_SECRET."
        : "Vapi sends no secret: the voice-llm endpoint accepts anyone until VOICE_LLM_SECRET is set.",
    );
    log.info("Put this in the site's environment and rebuild:");
    log.info(`VITE_VAPI_ASSISTANT_ID=${result.id}`);
    log.info(
      "VITE_VAPI_PUBLIC_KEY must be the *public* key from the Vapi dashboard, never VAPI_PRIVATE_KEY: it is built into the browser code.",
    );
    return 0;
  } catch (error) {
    log.error(describeApiError(error, action, config.privateKey));
    return 1;
  }
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
