/**
 * The client's IP address, the key for per-client limits. Behind a trusted
 * reverse proxy it is the right-most X-Forwarded-For entry: the one our proxy
 * appended. Entries to its left come from the client and may be forged.
 * Otherwise it is the socket's peer address. Never throws: "unknown" when
 * there is no socket (as under `app.request()` in tests).
 */
import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

export const UNKNOWN_CLIENT = "unknown";

const MAPPED_DOTTED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/;
const MAPPED_HEX = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

/**
 * A canonical form of one address, or null when it is not an IP address:
 * brackets and a port are removed, IPv6 is lower-cased, and IPv4-mapped IPv6
 * ("::ffff:127.0.0.1", "::ffff:7f00:1") becomes plain IPv4.
 */
export function normalizeIp(raw: string): string | null {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  value = value.toLowerCase();
  const dotted = MAPPED_DOTTED.exec(value);
  if (dotted?.[1]) value = dotted[1];
  const hex = MAPPED_HEX.exec(value);
  if (hex?.[1] && hex[2]) {
    const high = Number.parseInt(hex[1], 16);
    const low = Number.parseInt(hex[2], 16);
    value = [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return isIP(value) === 0 ? null : value;
}

/** The right-most X-Forwarded-For entry, if it is an IP address. */
function forwardedFor(c: Context): string | null {
  const header = c.req.header("x-forwarded-for");
  if (!header) return null;
  const entries = header.split(",");
  for (let index = entries.length - 1; index >= 0; index--) {
    const entry = entries[index]?.trim();
    if (entry) return normalizeIp(entry);
  }
  return null;
}

function socketAddress(c: Context): string | null {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? normalizeIp(address) : null;
  } catch {
    // No Node socket in the bindings, as under app.request().
    return null;
  }
}

/**
 * With `trustProxy`, the address our proxy put at the end of X-Forwarded-For
 * (falling back to the socket when the header is missing or its last entry is
 * not an address); without it, the socket's peer address. "unknown" when
 * neither is available.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  try {
    return (trustProxy ? forwardedFor(c) : null) ?? socketAddress(c) ?? UNKNOWN_CLIENT;
  } catch {
    return UNKNOWN_CLIENT;
  }
}
