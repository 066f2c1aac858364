// Errors raised before Fastify has a request (Node's HTTP parser) or a route (the router):
// answered in the API's one error shape, {detail}, like every other error (decision 109).
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../config/constants';

export const EDGE_MESSAGES = {
  badRequest: 'Malformed HTTP request.',
  uriTooLong: 'The request URI is too long.',
  headersTooLarge: 'The request headers are too large.',
  timeout: 'The request took too long to arrive.',
  badUrl: 'The request URL is not valid.',
} as const;

type ParserError = Error & { code?: string; rawPacket?: unknown };

const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 414: 'URI Too Long', 431: 'Request Header Fields Too Large' };

/** Status and text for a parser error. Node reports a long request line as a header overflow. */
export function classifyParserError(err: ParserError): { status: number; detail: string } {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, detail: EDGE_MESSAGES.timeout };
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    // The packet that overflowed still starts with "METHOD /…" and never reached " HTTP/1.x":
    // the request line itself was too long.
    const head = Buffer.isBuffer(err.rawPacket) ? err.rawPacket.subarray(0, 8192).toString('latin1') : '';
    const lineEnd = head.indexOf('\r\n');
    const requestLine = lineEnd === -1 ? head : head.slice(0, lineEnd);
    if (/^[A-Z]+ \S/.test(requestLine) && !/ HTTP\/\d\.\d$/.test(requestLine)) {
      return { status: 414, detail: EDGE_MESSAGES.uriTooLong };
    }
    return { status: 431, detail: EDGE_MESSAGES.headersTooLarge };
  }
  return { status: 400, detail: EDGE_MESSAGES.badRequest };
}

/** Fastify's `clientErrorHandler`: a raw HTTP/1.1 answer, then the connection closes. */
export function clientErrorHandler(err: ParserError, socket: Socket) {
  // A reset or a half-closed socket has nobody left to answer.
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy(err);
    return;
  }
  const { status, detail } = classifyParserError(err);
  const body = JSON.stringify({ detail });
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/** Fastify's `frameworkErrors`: an undecodable URL (400) or a path parameter past the limit (414). */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') return void reply.code(414).send({ detail: EDGE_MESSAGES.uriTooLong });
  if (err.code === 'FST_ERR_BAD_URL') return void reply.code(400).send({ detail: EDGE_MESSAGES.badUrl });
  reply.log.error({ err }, 'router error');
  void reply.code(500).send({ detail: MESSAGES.internal });
}
