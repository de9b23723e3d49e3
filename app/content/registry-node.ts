/**
 * The content registry as Node reads it (server, scripts, Vitest, Playwright):
 * every folder of services/ and sms-countries/, its facts.ts and one text module
 * per locale (decision 058), imported at start and checked by registry-check.ts,
 * so bad content stops the server with the file's name. Vite builds read the same
 * files with import.meta.glob (registry-glob.ts, same exports); package.json
 * "imports" and vite.config.ts pick the one for `#content-registry`. Keys are the
 * files ("./services/rcs-services/facts.ts", "./services/rcs-services/en.ts").
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { locales } from "./locales.ts";
import { type ContentFile, checkedRegistry } from "./registry-check.ts";

// path, not `new URL(..., import.meta.url)`: Vite rewrites that pattern in browser-like test environments.
const contentDir = path.dirname(fileURLToPath(import.meta.url));

/** facts.ts and <locale>.ts of every slug folder, imported. */
async function importFolder(folder: string): Promise<ContentFile[]> {
  const slugs = readdirSync(path.join(contentDir, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const files = slugs.flatMap((slug) =>
    ["facts", ...locales].map((name) => `./${folder}/${slug}/${name}.ts`),
  );
  return Promise.all(
    files.map(async (file): Promise<ContentFile> => {
      const url = pathToFileURL(path.join(contentDir, file)).href;
      try {
        // React Router reads its config through Vite, which would warn about a computed import.
        return [file, (await import(/* @vite-ignore */ url)) as Record<string, unknown>];
      } catch (error) {
        throw new Error(`app/content/${file.slice(2)} could not be loaded: ${String(error)}`);
      }
    }),
  );
}

const registry = checkedRegistry(await importFolder("services"), await importFolder("sms-countries"));

export const {
  serviceFacts,
  smsCountryFacts,
  serviceEntries,
  smsCountryEntries,
  serviceVocabularies,
  smsCountryVocabularies,
  smsCountryTerms,
  servicePages,
  smsCountryPages,
} = registry;
