/**
 * What this host charges for memory a process touches for the first time (decision 117): the time
 * to write one byte into each 4 KiB page of a new 32 MiB array, per page, the median of three.
 * On a host where a first touch is an ordinary kernel page fault this reads well under 1 µs; on a
 * virtual machine whose every first touch goes through the hypervisor it reads 10–16 µs.
 */
const PAGE_BYTES = 4096;
const PROBE_BYTES = 32 * 1024 * 1024;

function onceMicrosPerPage(): number {
  const started = process.hrtime.bigint();
  const fresh = new Uint8Array(PROBE_BYTES);
  for (let offset = 0; offset < PROBE_BYTES; offset += PAGE_BYTES) fresh[offset] = 1;
  const micros = Number(process.hrtime.bigint() - started) / 1000;
  return micros / (PROBE_BYTES / PAGE_BYTES);
}

/** Microseconds per fresh 4 KiB page, measured now. */
export function freshMemoryMicrosPerPage(): number {
  const readings = [onceMicrosPerPage(), onceMicrosPerPage(), onceMicrosPerPage()].sort((a, b) => a - b);
  return Math.round((readings[1] ?? 0) * 100) / 100;
}
