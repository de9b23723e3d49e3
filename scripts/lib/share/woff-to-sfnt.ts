/**
 * WOFF 1.0 → the OpenType (sfnt) file it wraps, for HarfBuzz, which reads no WOFF (decision 072).
 * WOFF 1.0 is the sfnt's tables, each zlib-compressed when that saved bytes, behind a 44-byte
 * header and a 20-byte entry per table (https://www.w3.org/TR/WOFF/): rebuilding the sfnt is
 * undoing that with node:zlib, a few lines where a package would add a dependency for it.
 */
import { inflateSync } from "node:zlib";

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("Not a WOFF 1.0 font (no wOFF signature).");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  // The sfnt header's binary-search fields, as the OpenType specification defines them.
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * SFNT_ENTRY;
  const header = Buffer.alloc(SFNT_HEADER + SFNT_ENTRY * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * SFNT_ENTRY - searchRange, 10);

  const tables: Buffer[] = [];
  let offset = header.length;
  for (let index = 0; index < numTables; index += 1) {
    const entry = WOFF_HEADER + index * WOFF_ENTRY;
    const tag = woff.readUInt32BE(entry);
    const start = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    const stored = woff.subarray(start, start + compLength);
    const table = compLength < origLength ? inflateSync(stored) : stored;
    if (table.length !== origLength)
      throw new Error(`WOFF table ${index} is ${table.length} bytes, not ${origLength}.`);
    const record = SFNT_HEADER + index * SFNT_ENTRY;
    header.writeUInt32BE(tag, record);
    header.writeUInt32BE(checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(origLength, record + 12);
    // Tables start on four-byte boundaries.
    const padded = Buffer.alloc((table.length + 3) & ~3);
    table.copy(padded);
    tables.push(padded);
    offset += padded.length;
  }
  return Buffer.concat([header, ...tables]);
}
