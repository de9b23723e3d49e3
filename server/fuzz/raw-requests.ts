/**
 * Requests written as raw bytes on a socket: protocol abuse that Node's HTTP
 * client refuses to produce (NUL in a header, a bad request line, conflicting
 * framing, raw bytes in the path). Node's HTTP parser answers most of them
 * itself with a bare 400 or 431 and closes the connection; the rest reach the app.
 */
import type { FuzzTarget, MalformedRequest } from "./malformed-requests";

const CHAT = "/functions/v1/chat";
const VOICE = "/functions/v1/voice-llm/chat/completions";
/** A voice request whose user message holds an encoded surrogate (ED A0 80), which UTF-8 forbids. */
const invalidUtf8Body = Buffer.concat([
  Buffer.from('{"messages":[{"role":"user","content":"'),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from('"}]}'),
]);

function raw(label: string, text: string | Buffer, mayReset = false): MalformedRequest {
  return {
    label: `raw ${label}`,
    method: "RAW",
    path: "",
    headers: [],
    body: null,
    chunked: false,
    raw: typeof text === "string" ? Buffer.from(text, "latin1") : text,
    mayReset,
    expectTooLarge: false,
    abort: null,
  };
}

/** The raw cases for a server on `target.port`; every request line ends with Connection: close. */
export function rawRequests(target: FuzzTarget): MalformedRequest[] {
  const host = `Host: 127.0.0.1:${target.port}\r\n`;
  const close = "Connection: close\r\n";
  const json = "Content-Type: application/json\r\n";
  const voiceAuth = `Authorization: Bearer ${target.voiceSecret}\r\n`;
  const get = (path: string, extra = "") => `GET ${path} HTTP/1.1\r\n${host}${extra}${close}\r\n`;
  const post = (path: string, headers: string, body: string) =>
    `POST ${path} HTTP/1.1\r\n${host}${headers}${close}\r\n${body}`;
  const postBytes = (path: string, headers: string, body: Buffer) =>
    Buffer.concat([Buffer.from(post(path, `${headers}Content-Length: ${body.byteLength}\r\n`, "")), body]);
  return [
    raw("nul in a header", get("/healthz", "X-A: a\u0000b\r\n")),
    raw("header section over 16 KiB", get("/healthz", `X-A: ${"a".repeat(20_000)}\r\n`)),
    raw("unknown method", `BREW ${CHAT} HTTP/1.1\r\n${host}${close}\r\n`),
    raw("lower-case method", `post ${CHAT} HTTP/1.1\r\n${host}${close}\r\n`),
    // Node has no 'connect' listener here: it closes the socket without an answer, on purpose.
    raw("CONNECT", `CONNECT 127.0.0.1:80 HTTP/1.1\r\n${host}\r\n`, true),
    raw("TRACE with a body", `TRACE ${CHAT} HTTP/1.1\r\n${host}Content-Length: 2\r\n${close}\r\nhi`),
    raw("HTTP/1.0 without Host", `GET ${CHAT} HTTP/1.0\r\n\r\n`),
    raw("HTTP/1.1 without Host", `GET ${CHAT} HTTP/1.1\r\n${close}\r\n`),
    raw("HTTP/9.9", `GET /healthz HTTP/9.9\r\n${host}${close}\r\n`),
    raw("space in the path", get("/functions/v1/ch at")),
    raw(
      "raw bytes in the path",
      Buffer.concat([
        Buffer.from(`GET ${CHAT}`),
        Buffer.from([0xff, 0xfe, 0xc0, 0xaf]),
        Buffer.from(` HTTP/1.1\r\n${host}${close}\r\n`),
      ]),
    ),
    raw("backslashes in the path", get("/functions/v1\\..\\healthz")),
    raw(
      "absolute-form target",
      `GET http://evil.example/functions/v1/sms-rates HTTP/1.1\r\n${host}${close}\r\n`,
    ),
    raw("asterisk-form target", `OPTIONS * HTTP/1.1\r\n${host}${close}\r\n`),
    raw("host with a space", `GET ${CHAT} HTTP/1.1\r\nHost: a b\r\n${close}\r\n`),
    raw("two hosts", `GET /healthz HTTP/1.1\r\n${host}Host: evil.example\r\n${close}\r\n`),
    raw(
      "Content-Length and chunked",
      post(CHAT, `${json}Content-Length: 3\r\nTransfer-Encoding: chunked\r\n`, "0\r\n\r\n"),
    ),
    raw("two Content-Lengths", post(CHAT, `${json}Content-Length: 3\r\nContent-Length: 4\r\n`, "abcd")),
    raw("negative Content-Length", post(CHAT, `${json}Content-Length: -1\r\n`, "")),
    raw(
      "Content-Length too large for a number",
      post(CHAT, `${json}Content-Length: 99999999999999999999\r\n`, ""),
    ),
    raw("invalid chunk size", post(CHAT, `${json}Transfer-Encoding: chunked\r\n`, "zz\r\nabc\r\n0\r\n\r\n")),
    raw(
      "chunked with a trailer",
      post(CHAT, `${json}Transfer-Encoding: chunked\r\n`, '10\r\n{"message":"hi"}\r\n0\r\nX-T: 1\r\n\r\n'),
    ),
    raw(
      "gzip transfer coding",
      post(CHAT, `${json}Transfer-Encoding: gzip, chunked\r\n`, "3\r\n{}x\r\n0\r\n\r\n"),
    ),
    raw("body shorter than Content-Length", post(CHAT, `${json}Content-Length: 50\r\n`, '{"message":')),
    raw("obs-fold header", get("/healthz", "X-A: a\r\n b\r\n")),
    raw("space in a header name", get("/healthz", "Bad Header: x\r\n")),
    raw("bare LF line ends", `GET /healthz HTTP/1.1\nHost: 127.0.0.1\n\n`),
    raw("bogus Expect", post(CHAT, `${json}Expect: bogus\r\nContent-Length: 0\r\n`, "")),
    raw("websocket upgrade", get(CHAT, "Upgrade: websocket\r\nConnection: Upgrade\r\n")),
    raw("pipelined", `GET /healthz HTTP/1.1\r\n${host}\r\n${get("/functions/v1/nope")}`),
    raw("voice-llm, body with raw invalid UTF-8", postBytes(VOICE, `${json}${voiceAuth}`, invalidUtf8Body)),
    raw(
      "TLS client hello",
      Buffer.from([0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xfc, 0x03, 0x03]),
      true,
    ),
    raw("empty lines only", "\r\n\r\n", true),
  ];
}
