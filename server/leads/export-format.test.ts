import { describe, expect, it } from "vitest";
import type { Lead } from "../../contracts/admin-api.ts";
import { LEAD_EXPORT_FIELDS, leadsToCsv, leadsToJson } from "./export-format.ts";

const HEADER =
  '"id","createdAt","name","email","company","phone","country","service","message","consent","idempotencyKey","sourcePath","locale","userAgent","conversationId","source"';

function lead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: "0b6f3c1e-8a52-4c8e-9d0f-2f1e5b7a9c01",
    createdAt: "2026-11-21T09:30:00.123Z",
    name: "Amina Rahman",
    email: "amina@example.com",
    company: "Desert Logistics",
    phone: null,
    country: "AE",
    service: "whatsapp-services",
    message: "Hello",
    consent: true,
    idempotencyKey: "key-1",
    sourcePath: "/contact",
    locale: "ar",
    userAgent: null,
    conversationId: null,
    source: "contact-form",
    ...overrides,
  };
}

/** The CSV's records, split on CRLF outside quotes (enough for these tests). */
function records(csv: string): string[] {
  expect(csv.endsWith("\r\n")).toBe(true);
  const out: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const char = csv[i];
    if (char === '"') quoted = !quoted;
    if (!quoted && char === "\r" && csv[i + 1] === "\n") {
      out.push(current);
      current = "";
      i++;
    } else current += char;
  }
  return out;
}

describe("leadsToJson", () => {
  it("adds the latest turns, their count and the transcript's link to a lead from the assistant, and only to it", () => {
    const transcript = [{ role: "user" as const, content: "A demo, please", at: "2026-11-21T09:29:00.000Z" }];
    const leads = [lead({ conversationId: "c-1", source: "assistant" }), lead({ id: "plain" })];
    const linked = {
      transcripts: new Map([["c-1", { turns: transcript, total: 180 }]]),
      siteOrigin: "https://relaywave.example",
    };
    const parsed = JSON.parse(leadsToJson(leads, linked)) as Record<string, unknown>[];
    expect(parsed[0]).toMatchObject({
      conversationId: "c-1",
      source: "assistant",
      transcript,
      transcriptTurns: 180,
      transcriptUrl: "https://relaywave.example/admin/conversation?id=c-1",
    });
    expect(parsed[1]).not.toHaveProperty("transcript");
    expect(parsed[1]).not.toHaveProperty("transcriptUrl");
    expect(parsed[1]).toMatchObject({ conversationId: null, source: "contact-form" });
  });

  it("is a pretty JSON array with exactly the Lead fields", () => {
    const extra = { ...lead(), internal: "not exported" } as Lead;
    const json = leadsToJson([extra, lead({ id: "second", consent: false })]);
    expect(json).toMatch(/^\[\n {2}\{\n {4}"id": /);
    expect(json.endsWith("]\n")).toBe(true);
    const parsed = JSON.parse(json) as Record<string, unknown>[];
    expect(parsed).toHaveLength(2);
    expect(Object.keys(parsed[0] ?? {})).toEqual([...LEAD_EXPORT_FIELDS]);
    expect(parsed[0]).toEqual(lead());
    expect(parsed[1]).toMatchObject({ id: "second", consent: false, phone: null });
  });

  it("is an empty array for no leads", () => {
    expect(JSON.parse(leadsToJson([]))).toEqual([]);
  });

  it("keeps unicode as written", () => {
    const json = leadsToJson([lead({ name: "أمينة", message: "नमस्ते 🚀" })]);
    expect(json).toContain('"name": "أمينة"');
    expect(json).toContain('"message": "नमस्ते 🚀"');
  });
});

describe("leadsToCsv", () => {
  it("starts with the header row, quotes every cell and ends every line with CRLF", () => {
    expect(leadsToCsv([])).toBe(`${HEADER}\r\n`);
    const csv = leadsToCsv([lead(), lead({ id: "second" })]);
    expect(csv.split("\r\n")).toHaveLength(4);
    expect(csv.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(records(csv)[0]).toBe(HEADER);
  });

  it("writes fields in header order, nulls as empty and booleans as true/false", () => {
    const [, yes, no] = records(leadsToCsv([lead(), lead({ consent: false, company: null, country: "" })]));
    expect(yes).toBe(
      '"0b6f3c1e-8a52-4c8e-9d0f-2f1e5b7a9c01","2026-11-21T09:30:00.123Z","Amina Rahman","amina@example.com",' +
        '"Desert Logistics","","AE","whatsapp-services","Hello","true","key-1","/contact","ar","","","contact-form"',
    );
    expect(no).toContain(',"amina@example.com","","","","whatsapp-services","Hello","false",');
  });

  it("keeps commas, quotes and line breaks inside the quotes, doubling the quotes", () => {
    const row = records(
      leadsToCsv([
        lead({
          name: "Rahman, Amina",
          company: 'The "Best" Co',
          message: "Line one\nLine two",
          userAgent: "Agent",
        }),
      ]),
    )[1];
    expect(row).toContain(',"Rahman, Amina",');
    expect(row).toContain(',"The ""Best"" Co",');
    expect(row).toContain(',"Line one\nLine two",');
  });

  it("puts a single quote before every formula start, at the start of a cell or after any separator", () => {
    const row = records(
      leadsToCsv([
        lead({
          name: '=HYPERLINK("http://evil.example","click")',
          company: "+1 Holdings",
          phone: "+97141234567",
          country: "-AE",
          service: "@SUM(A1)",
          message: "\t=1+1",
          sourcePath: "\r=cmd",
          userAgent: "a=b +c -d @e",
        }),
      ]),
    )[1];
    expect(row).toContain(',"\'=HYPERLINK(""http://evil.example"",""click"")",');
    expect(row).toContain(',"\'+1 Holdings","\'+97141234567","\'-AE","\'@SUM(A1)","\'\t\'=1+1",');
    expect(row).toContain(",\"'\r'=cmd\",");
    // Not after a space or a letter: a spreadsheet starts no cell there.
    expect(row?.endsWith(',"a=b +c -d @e","","contact-form"')).toBe(true);
  });

  it.each([
    ["a semicolon", "Bob;=1+1", "Bob;'=1+1"],
    ["a tab", "Acme\t=2+2", "Acme\t'=2+2"],
    ["a comma and spaces", "Acme,  +2", "Acme,'  +2"],
    ["a pipe", "x|@SUM(1)", "x|'@SUM(1)"],
    ["a line feed", "Hello\n-cmd", "Hello\n'-cmd"],
    ["a carriage return", "Hello\r=1", "Hello\r'=1"],
    ["spaces at the start", "  =1+1", "'  =1+1"],
  ])("neutralises a formula after %s", (_label, name, expected) => {
    const row = records(leadsToCsv([lead({ name })]))[1];
    expect(row).toContain(`,"${expected}",`);
  });

  it("keeps unicode as written", () => {
    const row = records(
      leadsToCsv([lead({ name: "أمينة الرحمن", company: "प्रिया", message: "Thanks 🚀👍🏽" })]),
    )[1];
    expect(row).toContain(',"أمينة الرحمن","amina@example.com","प्रिया",');
    expect(row).toContain(',"Thanks 🚀👍🏽",');
  });
});
