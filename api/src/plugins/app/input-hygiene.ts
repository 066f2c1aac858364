// Input hygiene once, at the edge (decision 109): a string anywhere in a request — path
// parameters, query, the headers the app reads, and the parsed body at any depth, keys included —
// holding a character no field may hold (NUL, a lone surrogate, a C0 control other than TAB/LF/CR)
// is a 422 in the validation shape before any route, schema or query sees it. Routes and services
// then never have to think about it, and PostgreSQL never gets a NUL (its error was a 500).
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UNSAFE_TEXT_MESSAGE, unsafeCharIn } from '@sap-academy/contracts';

/** Headers some part of the app reads (auth, the payment webhook). Others are never used. */
const READ_HEADERS = /^(authorization|x-razorpay-.+)$/;

/** The dotted path of the first unsafe string in `root`, or undefined. */
export function findUnsafe(root: unknown, prefix: string): string | undefined {
  // An explicit stack, not recursion: JSON nests thousands deep within the body limit, and a
  // RangeError here would be the very 500 this plugin exists to prevent.
  const stack: Array<[unknown, string]> = [[root, prefix]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (unsafeCharIn(value) !== -1) return path;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], `${path}.${i}`]);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        // The key is reported by position: echoing it would echo the bad character.
        if (unsafeCharIn(key) !== -1) return `${path}.(key)`;
        stack.push([child, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

function readHeaders(request: FastifyRequest) {
  const headers: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (READ_HEADERS.test(name)) headers[name] = value;
  }
  return headers;
}

function reject(reply: FastifyReply, path: string) {
  // The 422 validation shape (§8: the client only logs a 422), so every route's declared 422
  // schema fits it; the offending text is never echoed.
  return reply.code(422).send({ detail: UNSAFE_TEXT_MESSAGE, fields: { [path]: UNSAFE_TEXT_MESSAGE } });
}

export default fp(
  async (app) => {
    // onRequest: before authentication (also an onRequest hook, registered later) and CORS
    // routes see a header; params and query are already decoded at this point.
    app.addHook('onRequest', async (request, reply) => {
      const path = findUnsafe(request.params, 'params') ?? findUnsafe(request.query, 'querystring') ?? findUnsafe(readHeaders(request), 'headers');
      if (path) return reject(reply, path);
    });
    // preValidation: after every content-type parser, the payment webhook's own one included.
    app.addHook('preValidation', async (request, reply) => {
      const path = findUnsafe(request.body, 'body');
      if (path) return reject(reply, path);
    });
  },
  { name: 'input-hygiene' },
);
