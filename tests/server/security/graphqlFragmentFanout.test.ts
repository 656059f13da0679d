/**
 * A document of fragments, each spreading the next one twice, names 2^n fields in ~40 bytes per
 * level. Every walk of a document before it runs (the limits' validation rules, the selection a
 * list read loads) must follow a fragment once, not once per spread: the list-reads rule followed
 * every spread again, and a 1 KB document of 25 levels held the server's one thread 7-13 s (the
 * cost rule refused it, and the list-reads rule still ran). Now it is refused in milliseconds,
 * and each rule's work is counted here, not timed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSchema, Kind, parse, validate, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type OperationDefinitionNode, type ValidationContext, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { limitPlugins } from '../../../server/graphql/armor';
import { costMessage, GRAPHQL_LIMITS } from '../../../server/graphql/limits';
import { contentSelection } from '../../../server/graphql/selection';
import { SCHEMA_PATH } from '../../../server/graphql/yoga';
import { signedInTestServer } from '../harness';

/** Fragments F0..Fn on `type`, each spreading the next twice; Fn selects `leaf`. */
function fanOut(n: number, type: string, leaf: string): string {
  const fragments = Array.from({ length: n }, (_, i) => `fragment F${i} on ${type} { ...F${i + 1} ...F${i + 1} }`);
  return [...fragments, `fragment F${n} on ${type} { ${leaf} }`].join('\n');
}
const onQuery = (n: number, tag: string) => `query Q${tag} { ...F0 }\n${fanOut(n, 'Query', '__typename')}`;
const inList = (n: number, tag: string) => `query L${tag} { getAllJobs(size: 1) { content { ...F0 } } }\n${fanOut(n, 'Job', '_id')}`;

/** The validation rules the limit plugins add (Armor's and ours), as Yoga would be given them. */
function limitRules(): ValidationRule[] {
  const rules: ValidationRule[] = [];
  for (const plugin of limitPlugins(GRAPHQL_LIMITS) as Plugin[]) {
    (plugin.onValidate as ((payload: unknown) => void) | undefined)?.({
      addValidationRule: (rule: ValidationRule) => rules.push(rule),
      params: {},
      validateFn: validate,
      setValidationFn: () => {},
      setResult: () => {},
      context: {},
      extendContext: () => {},
    });
  }
  return rules;
}

/** Runs `rule` alone over `document`, counting the fragments it looks up (one per spread followed). */
function fragmentLookups(rule: ValidationRule, document: string): number {
  const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));
  let lookups = 0;
  const counting: ValidationRule = (context: ValidationContext) => {
    const counted = Object.create(context, {
      getFragment: {
        value: (name: string) => {
          lookups++;
          return context.getFragment(name);
        },
      },
      reportError: { value: () => {} },
    }) as ValidationContext;
    return rule(counted);
  };
  try {
    validate(schema, parse(document), [counting]);
  } catch {
    // a rule that stops validation at its limit (Armor's, ours): its work is what was counted
  }
  return lookups;
}

describe('fragments spread twice at every level', () => {
  const rules = limitRules();

  it('the limit plugins add the rules this file counts (aliases, depth, directives, cost, list reads, ...)', () => {
    expect(rules.length).toBeGreaterThanOrEqual(5);
  });

  // 18 levels: 262,144 spreads if each use is followed again, 19 fragment definitions otherwise
  for (const [shape, document] of [
    ['on Query', onQuery(18, 'count')],
    ['on Job, inside a list', inList(18, 'count')],
  ] as const) {
    it(`every limit rule looks each fragment up a bounded number of times (${shape})`, () => {
      rules.forEach((rule, i) => {
        const lookups = fragmentLookups(rule, document);
        expect(lookups, `rule ${i} of the limit plugins`).toBeLessThanOrEqual(4 * 19);
      });
    });
  }
});

describe('the columns a list page loads (server/graphql/selection.ts)', () => {
  it('are read following each fragment once where it is spread, not once per spread', () => {
    const document = parse(inList(16, 'selection'));
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
    let lookups = 0;
    const counted = new Proxy(fragments, {
      get(target, name) {
        lookups++;
        return Reflect.get(target, name);
      },
    });
    const getAllJobs = (document.definitions[0] as OperationDefinitionNode).selectionSet.selections[0] as FieldNode;
    const info = { fieldNodes: [getAllJobs], fragments: counted, variableValues: {} } as unknown as GraphQLResolveInfo;
    expect(contentSelection(info)).toEqual({ _id: {} });
    // 17 fragments: 65,535 lookups when every spread was followed again
    expect(lookups).toBeLessThanOrEqual(4 * 17);
  });
});

describe('the server refuses such a document at once', () => {
  const signedIn = signedInTestServer();

  async function post(query: string) {
    const started = performance.now();
    const res = await signedIn.server.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', cookie: signedIn.cookie },
      payload: JSON.stringify({ query }),
    });
    return { status: res.statusCode, ms: performance.now() - started, body: res.json() as { data?: unknown; errors: Array<{ message: string; extensions: { code: string } }> } };
  }

  it('26 levels of fragments on Query (1 KB): refused for its cost alone, well within 2 s (it held the server 13 s)', async () => {
    const res = await post(onQuery(26, 'server'));
    expect(res.status).toBe(400);
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors).toEqual([{ message: costMessage(GRAPHQL_LIMITS.cost), extensions: { code: 'BAD_USER_INPUT' } }]);
    expect(res.ms).toBeLessThan(2_000);
  }, 60_000);

  it('26 levels of fragments inside a list: refused the same way', async () => {
    const res = await post(inList(26, 'server'));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ message: costMessage(GRAPHQL_LIMITS.cost), extensions: { code: 'BAD_USER_INPUT' } }]);
    expect(res.ms).toBeLessThan(2_000);
  }, 60_000);

  it('16 levels inside a list, within the cost limit (65,536 spreads of one field): answered, the fragment read once', async () => {
    const res = await post(inList(16, 'runs'));
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ getAllJobs: { content: [] } });
    expect(res.ms).toBeLessThan(2_000);
  }, 60_000);
});
