import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { woffToSfnt } from "./woff-to-sfnt.ts";

const require = createRequire(import.meta.url);
const woff = (file: string) => readFileSync(require.resolve(file));

/** The sfnt's table tags in directory order, and each table's bytes. */
function tablesOf(sfnt: Buffer): Map<string, Buffer> {
  const tables = new Map<string, Buffer>();
  for (let index = 0; index < sfnt.readUInt16BE(4); index += 1) {
    const record = 12 + index * 16;
    const offset = sfnt.readUInt32BE(record + 8);
    tables.set(
      sfnt.toString("latin1", record, record + 4),
      sfnt.subarray(offset, offset + sfnt.readUInt32BE(record + 12)),
    );
  }
  return tables;
}

/** The OpenType checksum of a table: its big-endian 32-bit words summed, zero-padded. */
function checksum(table: Buffer): number {
  const padded = Buffer.alloc((table.length + 3) & ~3);
  table.copy(padded);
  let sum = 0;
  for (let offset = 0; offset < padded.length; offset += 4) sum = (sum + padded.readUInt32BE(offset)) >>> 0;
  return sum;
}

describe("woffToSfnt", () => {
  it.each([
    "@fontsource/inter/files/inter-latin-700-normal.woff",
    "@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff",
    "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff",
  ])("unpacks %s into an sfnt whose tables match their recorded checksums", (file) => {
    const sfnt = woffToSfnt(woff(file));
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    const tables = tablesOf(sfnt);
    expect([...tables.keys()]).toEqual(expect.arrayContaining(["cmap", "glyf", "head", "hmtx", "GSUB"]));
    for (let index = 0; index < tables.size; index += 1) {
      const record = 12 + index * 16;
      const tag = sfnt.toString("latin1", record, record + 4);
      // head's checksum covers the file-wide adjustment, which is set to zero for the sum.
      if (tag === "head") continue;
      expect(checksum(tables.get(tag) as Buffer), tag).toBe(sfnt.readUInt32BE(record + 4));
    }
    // head's magic number sits at byte 12 of the table.
    expect(tables.get("head")?.readUInt32BE(12)).toBe(0x5f0f3cf5);
  });

  it("refuses what is not WOFF 1.0", () => {
    expect(() => woffToSfnt(Buffer.from("wOF2 and more bytes than a header needs to have here"))).toThrow(
      /wOFF/,
    );
  });
});
