/**
 * PostgreSQL cannot hold the NUL character (U+0000) in text: a value carrying one fails its
 * query ("invalid byte sequence for encoding UTF8: 0x00") and the request answered 500, the
 * sign-in included. No person types one, so a request carrying one anywhere (JSON body, query
 * string, path, GraphQL variables or a string literal of the document) is refused with a 400
 * before any handler runs, whatever the field.
 */
import type { FastifyInstance } from 'fastify';
import { Lexer, Source, TokenKind } from 'graphql';
import { badInput } from '../errors';

export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000).';

/** Whether a parsed value holds a NUL in any string or key (walked with a stack, no recursion). */
export function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (current.includes('\0')) return true;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\0')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * A GraphQL body (document, variables, operation name, extensions): the document's string
 * literals count too, where a NUL arrives as an escape (`"\u0000"`, `"\u{0}"`).
 */
export function graphqlBodyHoldsNul(body: unknown): boolean {
  if (holdsNul(body)) return true;
  const query = (body as { query?: unknown } | null)?.query;
  return typeof query === 'string' && documentHoldsNul(query);
}

function documentHoldsNul(query: string): boolean {
  // The lexer refuses a raw NUL, so only an escape can make one: most documents skip the lexing.
  if (!query.includes('\\u')) return false;
  const lexer = new Lexer(new Source(query));
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if ((token.kind === TokenKind.STRING || token.kind === TokenKind.BLOCK_STRING) && token.value.includes('\0')) return true;
    }
  } catch {
    // A lexical error: the parser reports it, with its position, as the caller's input.
    return false;
  }
  return false;
}

/**
 * Every route's parsed input, after body parsing. POST /api/graphql is left to its own handler
 * (graphqlBodyHoldsNul in server/graphql/yoga.ts), which answers in GraphQL's error shape.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config?.graphql) return;
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) throw badInput(NUL_MESSAGE);
  });
}
