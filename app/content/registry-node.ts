/**
 * The content registry as Node reads it (server, scripts, Vitest, Playwright):
 * every file of services/ and sms-countries/, checked against its schema at
 * start. Vite builds read the same folders with import.meta.glob
 * (registry-glob.ts, same exports); package.json "imports" and vite.config.ts
 * pick the one for `#content-registry`. Keys are the files ("./services/x.ts").
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { z } from "zod";
import { serviceFileSchema, smsCountryFileSchema } from "./schema.ts";

async function loadFolder<S extends z.ZodType>(folder: string, schema: S): Promise<[string, z.infer<S>][]> {
  // path, not `new URL(..., import.meta.url)`: Vite rewrites that pattern in browser-like test environments.
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), folder);
  const files = readdirSync(dir).filter((file) => file.endsWith(".ts"));
  return Promise.all(
    files.sort().map(async (file) => {
      const url = pathToFileURL(path.join(dir, file)).href;
      // React Router reads its config through Vite, which would warn about a computed import.
      const parsed = schema.safeParse(await import(/* @vite-ignore */ url));
      if (!parsed.success) throw new Error(`app/content/${folder}/${file}: ${z.prettifyError(parsed.error)}`);
      return [`./${folder}/${file}`, parsed.data] as [string, z.infer<S>];
    }),
  );
}

const services = await loadFolder("services", serviceFileSchema);
const smsCountries = await loadFolder("sms-countries", smsCountryFileSchema);

function pick<T, K extends keyof T>(files: [string, T][], key: K): Record<string, T[K]> {
  return Object.fromEntries(files.map(([file, module]) => [file, module[key]]));
}

export const serviceEntries = pick(services, "entry");
export const smsCountryEntries = pick(smsCountries, "entry");
export const serviceVocabularies = pick(services, "vocabulary");
export const smsCountryVocabularies = pick(smsCountries, "vocabulary");
export const servicePages = pick(services, "page");
export const smsCountryPages = pick(smsCountries, "page");
