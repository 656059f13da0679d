/**
 * PostgreSQL cannot hold the NUL character (U+0000) in text: a value carrying one fails its
 * query ("invalid byte sequence for encoding UTF8: 0x00") and the request answered 500, the
 * sign-in included. No person types one, so a request carrying one anywhere (JSON body, query
 * string, path, GraphQL variables or a string literal of the document) is refused with a 400
 * before any handler runs, whatever the field.
 *
 * A lone surrogate (half of a UTF-16 pair, `"\ud800"` in JSON) is no character either: UTF-8
 * cannot encode it, so the driver stored U+FFFD instead, silently (a title or password other
 * than the one sent, a filter matching nothing). It is refused the same way.
 */
import type { FastifyInstance } from 'fastify';
import { Lexer, Source, TokenKind } from 'graphql';
import { badInput } from '../errors';

export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000).';
export const LONE_SURROGATE_MESSAGE =
  'Text must not contain a lone surrogate (half of a UTF-16 pair, U+D800 to U+DFFF): it is no character and cannot be stored.';

/** With the u flag a pair is one code point, so only a half without its partner matches. */
const LONE_SURROGATE = /\p{Surrogate}/u;

function stringProblem(text: string): string | null {
  if (text.includes('\0')) return NUL_MESSAGE;
  return LONE_SURROGATE.test(text) ? LONE_SURROGATE_MESSAGE : null;
}

/** What makes a parsed value's text unstorable, in any string or key (walked with a stack, no recursion). */
export function unstorableText(value: unknown): string | null {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      const problem = stringProblem(current);
      if (problem) return problem;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const problem = stringProblem(key);
        if (problem) return problem;
        stack.push(child);
      }
    }
  }
  return null;
}

/**
 * A GraphQL body (document, variables, operation name, extensions): the document's string
 * literals count too, where a NUL arrives as an escape (`"\u0000"`, `"\u{0}"`; graphql-js itself
 * refuses an escaped lone surrogate).
 */
export function graphqlBodyTextProblem(body: unknown): string | null {
  const problem = unstorableText(body);
  if (problem) return problem;
  const query = (body as { query?: unknown } | null)?.query;
  return typeof query === 'string' && documentHoldsNul(query) ? NUL_MESSAGE : null;
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
 * (graphqlBodyTextProblem in server/graphql/yoga.ts), which answers in GraphQL's error shape.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config?.graphql) return;
    const problem = unstorableText(request.params) ?? unstorableText(request.query) ?? unstorableText(request.body);
    if (problem) throw badInput(problem);
  });
}
