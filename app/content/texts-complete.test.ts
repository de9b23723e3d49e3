/**
 * Every language is complete (decision 058): for each locale of locales.ts,
 * every text module exists with non-empty strings, in the default locale's shape
 * (same keys, list lengths, links and placeholders), and every drawing exists.
 * Adding "ar" to `locales` makes this test name each file Arabic still lacks.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { services } from "./catalogue.ts";
import { placeholdersOf } from "./format/fill.ts";
import { defaultLocale, type Locale, locales } from "./locales.ts";
import { contentDir, oneOffTextModules, registryFolders } from "./text-modules.ts";

const appDir = path.dirname(contentDir);

/** Every drawing a page shows (app/assets/illustrations), by name. */
const drawingNames = [
  "home",
  "services",
  "about",
  "contact",
  "careers",
  "pricing",
  "not-found",
  ...services.map((service) => service.slug),
];

function drawingFile(name: string, locale: string): string {
  const folder = locale === defaultLocale ? "" : `${locale}/`;
  return path.join(appDir, "assets", "illustrations", `${folder}${name}.svg`);
}

const pluralCategories = new Set(["zero", "one", "two", "few", "many", "other"]);

/** A text in plural forms (format/plural.ts): "other" and any of the CLDR categories. */
function isPluralForms(value: unknown): value is Record<string, string> & { other: string } {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.includes("other") && keys.every((key) => pluralCategories.has(key));
}

/** Where a translation differs from the default locale's module in shape or leaves a string empty. */
function shapeProblems(where: string, translation: unknown, original: unknown): string[] {
  if (typeof original === "string") {
    if (typeof translation !== "string") return [`${where}: not a text`];
    if (translation.trim() === "") return [`${where}: empty`];
    const wanted = placeholdersOf(original).sort().join(",");
    const found = placeholdersOf(translation).sort().join(",");
    if (wanted !== found) return [`${where}: placeholders {${found}} instead of {${wanted}}`];
    if (where.endsWith(".href") && translation !== original) return [`${where}: links ${translation}`];
    // A canned reply's topic is a key the code and tests name, not a word.
    if (where.endsWith(".topic") && translation !== original) return [`${where}: topic ${translation}`];
    return [];
  }
  if (Array.isArray(original)) {
    if (!Array.isArray(translation)) return [`${where}: not a list`];
    // The numbers a language spells out in running text are its own: Arabic spells none (decision 058).
    if (where.endsWith(".spelledNumbers")) return [];
    // Keywords, aliases and places are each language's own words; other lists line up item by item.
    if (
      /\.(keywords|aliases|places|related|smsContext|marketContext|business|otherChannels|unicodeScripts)$/.test(
        where,
      ) ||
      /\.(companyTopics|marketAttributes)\.\w+$/.test(where)
    )
      return translation.length === 0 && original.length > 0 ? [`${where}: empty`] : [];
    if (translation.length !== original.length)
      return [`${where}: ${translation.length} items instead of ${original.length}`];
    return original.flatMap((item, index) => shapeProblems(`${where}[${index}]`, translation[index], item));
  }
  if (isPluralForms(original)) {
    // Each language has its own plural forms (Arabic: zero, one, two, few, many, other).
    // A form may leave the count out ("a minute"); none may bring a placeholder "other" lacks.
    if (!isPluralForms(translation)) return [`${where}: not plural forms`];
    const allowed = new Set(placeholdersOf(original.other));
    return Object.entries(translation).flatMap(([form, text]) =>
      form === "other"
        ? shapeProblems(`${where}.other`, text, original.other)
        : text.trim() === ""
          ? [`${where}.${form}: empty`]
          : placeholdersOf(text)
              .filter((name) => !allowed.has(name))
              .map((name) => `${where}.${form}: unknown placeholder {${name}}`),
    );
  }
  if (typeof original === "object" && original !== null) {
    if (typeof translation !== "object" || translation === null) return [`${where}: missing`];
    const keys = new Set([...Object.keys(original), ...Object.keys(translation)]);
    return [...keys].flatMap((key) =>
      shapeProblems(
        `${where}.${key}`,
        (translation as Record<string, unknown>)[key],
        (original as Record<string, unknown>)[key],
      ),
    );
  }
  return translation === original ? [] : [`${where}: ${String(translation)} instead of ${String(original)}`];
}

/** A content module's exports, for comparing a translation with the default locale's file. */
async function exportsOf(file: string): Promise<Record<string, unknown>> {
  return { ...(await import(/* @vite-ignore */ pathToFileURL(path.join(contentDir, file)).href)) };
}

/** Every file a locale lacks, and every text of it that is empty or out of shape. */
async function translationProblems(locale: Locale | string): Promise<string[]> {
  const problems: string[] = [];
  for (const module of oneOffTextModules) {
    const file = module.file(locale as Locale);
    const texts = module.texts(locale as Locale);
    if (!existsSync(path.join(contentDir, file)) || texts === undefined) problems.push(`missing ${file}`);
    else problems.push(...shapeProblems(file, texts, module.texts(defaultLocale)));
  }
  for (const folder of registryFolders()) {
    const file = `${folder}/${locale}.ts`;
    if (!existsSync(path.join(contentDir, file))) problems.push(`missing ${file}`);
    else
      problems.push(
        ...shapeProblems(file, await exportsOf(file), await exportsOf(`${folder}/${defaultLocale}.ts`)),
      );
  }
  for (const name of drawingNames)
    if (!existsSync(drawingFile(name, locale)))
      problems.push(`missing ${path.relative(appDir, drawingFile(name, locale))}`);
  return problems;
}

describe("every locale has every text", () => {
  it.each([...locales])(
    "%s: every text module and drawing exists, in shape, without empty strings",
    async (locale) => {
      expect(await translationProblems(locale)).toEqual([]);
    },
  );

  it("checks the folders of every service and market and the one-off modules", () => {
    expect(registryFolders().length).toBe(13);
    expect(oneOffTextModules.length).toBeGreaterThanOrEqual(17);
  });

  it("names every file a new locale still needs (as adding 'xx' to locales.ts would)", async () => {
    const missing = await translationProblems("xx");
    expect(missing).toContain("missing site/xx.ts");
    expect(missing).toContain("missing pages/home/xx.ts");
    expect(missing).toContain("missing assistant/panel/xx.ts");
    expect(missing).toContain("missing sms-countries/saudi-arabia/xx.ts");
    expect(missing).toContain("missing services/rcs-services/xx.ts");
    expect(missing).toContain("missing assets/illustrations/xx/home.svg");
    expect(missing.length).toBe(oneOffTextModules.length + registryFolders().length + drawingNames.length);
  });
});

describe("a translation's shape", () => {
  const original = {
    title: "Write to {salesEmail}",
    cta: { label: "Contact", href: "/contact" },
    steps: ["One", "Two"],
    keywords: ["price"],
  };

  it("matches when only the words differ", () => {
    const translation = {
      title: "اكتب إلى {salesEmail}",
      cta: { label: "اتصل بنا", href: "/contact" },
      steps: ["واحد", "اثنان"],
      keywords: ["سعر", "تكلفة"],
    };
    expect(shapeProblems("t", translation, original)).toEqual([]);
  });

  it("lets each language have its own plural forms, within the same placeholders", () => {
    const plural = { count: { one: "{count} segment", other: "{count} segments" } };
    const arabic = {
      count: {
        zero: "{count} مقاطع",
        one: "مقطع",
        two: "مقطعان",
        few: "{count} مقاطع",
        other: "{count} مقطع",
      },
    };
    expect(shapeProblems("t", arabic, plural)).toEqual([]);
    const broken = { count: { one: "{cnt} مقطع", other: "مقطع" } };
    expect(shapeProblems("t", broken, plural)).toEqual([
      "t.count.one: unknown placeholder {cnt}",
      "t.count.other: placeholders {} instead of {count}",
    ]);
  });

  it("reports an empty text, a changed or dropped placeholder, a changed link and a missing item", () => {
    const translation = {
      title: "Write to sales@example.com",
      cta: { label: " ", href: "/about" },
      steps: ["One"],
      keywords: [],
    };
    expect(shapeProblems("t", translation, original)).toEqual([
      "t.title: placeholders {} instead of {salesEmail}",
      "t.cta.label: empty",
      "t.cta.href: links /about",
      "t.steps: 1 items instead of 2",
      "t.keywords: empty",
    ]);
  });
});
