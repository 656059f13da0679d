/**
 * The limits a document meets on its way in, without a request: the raw checks, then parsing and
 * validation through the same Yoga plugins as POST /api/graphql. For tests that prove the
 * console's own documents stay inside the limits (tests/unit/documents.test.ts).
 */
import { createSchema, createYoga } from 'graphql-yoga';
import { limitPlugins } from './armor';
import { GRAPHQL_LIMITS, type GraphQLLimits } from './limits';
import { documentProblem } from './rawGuards';

export function createDocumentCheck(typeDefs: string, limits: GraphQLLimits = GRAPHQL_LIMITS): (query: string) => string[] {
  const yoga = createYoga({ schema: createSchema({ typeDefs }), plugins: limitPlugins(limits), logging: false });
  return (query) => {
    const problem = documentProblem(query, limits);
    if (problem) return [problem];
    const { parse, validate, schema } = yoga.getEnveloped({ request: new Request('http://localhost/api/graphql', { method: 'POST' }), params: { query } });
    try {
      return validate(schema, parse(query)).map((e: { message: string }) => e.message);
    } catch (error) {
      return [error instanceof Error ? error.message : String(error)];
    }
  };
}
