/**
 * Validates every pre-rendered page in build/client with html-validate (the
 * standard preset, configured in .htmlvalidate.json; see decision 026). Prints
 * each error and exits non-zero when there is one, or when there are no pages.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { FileSystemConfigLoader, formatterFactory, HtmlValidate } from "html-validate";

const clientDir = path.resolve("build/client");
const pages = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html"))
  .map((file) => path.join(clientDir, file));
if (pages.length === 0) {
  console.error(`No pre-rendered pages in ${clientDir}: run npm run build first.`);
  process.exit(1);
}
const report = await new HtmlValidate(new FileSystemConfigLoader()).validateMultipleFiles(pages);
if (!report.valid) {
  console.error(formatterFactory("stylish")(report.results));
  process.exit(1);
}
console.info(`html-validate: ${pages.length} pages, no errors.`);
