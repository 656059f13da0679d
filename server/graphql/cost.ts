/**
 * What a document can make the server produce, counted before it runs: every field the answer
 * can hold, with everything under a list multiplied by that list's `size`. GraphQL Armor's own
 * cost limit multiplies only by `first`/`last` literals, and our lists take `size` (often as a
 * variable), so this rule does that counting; the rest of the request limits are Armor's
 * (./armor.ts).
 *
 * - A field costs 1, plus what it selects.
 * - A field with a `size` argument multiplies that by the size: the literal given, MAX_PAGE_SIZE
 *   for a variable (the resolvers refuse more; validation cannot see variables and its result is
 *   cached per document), or the argument's default.
 * - A list of numbers is an embedding vector: EMBEDDING_LENGTH values (the costliest part of an
 *   answer: ~5 KB of JSON per row).
 * - A field answered by a search on the server (SEARCH_FIELDS: a job's relevant candidates, one
 *   vector scan and an exact re-rank of 75 seekers per job) costs CANDIDATE_SEARCH_COST in place
 *   of 1: its answer is a few values but its work is not.
 * So `getAllJobSeekers(size: 500) { content { embedding { vector } } }` costs ~130,000 and is
 * refused, while a console list page (~15 fields × 500 at worst) costs ~8,000 and a page of 100
 * applications with every field, both vectors included, ~56,000. A page of 100 jobs with their
 * relevant candidates costs ~26,000; 500 jobs with them (~126,000), and so four aliased lists of
 * 500, are refused: a document can ask for at most ~395 candidate searches.
 */
import {
  GraphQLError,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  type ASTVisitor,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';
import { EMBEDDING_LENGTH, MAX_PAGE_SIZE } from '../../domain/constants';
import { costMessage } from './limits';

/**
 * What one candidate search weighs against the cost limit (100,000, limits.ts): a job's top 5 took
 * ~2.5-5 ms of the server's one thread on the demo data (a page of 100 jobs with candidates
 * 250-550 ms, 4 aliased lists of 300 jobs 2.6 s, past the 10 s budget when 4 were sent at once),
 * where 250 answer values cost well under a millisecond to read and send.
 */
export const CANDIDATE_SEARCH_COST = 250;

/** Fields whose every occurrence runs a search (`Type.field`), and their weight. */
const SEARCH_FIELDS: ReadonlyMap<string, number> = new Map([['Job.relevantCandidates', CANDIDATE_SEARCH_COST]]);

export function sizedCostRule(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragmentCosts = new Map<string, number>();
    return {
      OperationDefinition(node) {
        const schema = context.getSchema();
        const root = node.operation === 'mutation' ? schema.getMutationType() : node.operation === 'subscription' ? schema.getSubscriptionType() : schema.getQueryType();
        if (!root) return;
        const cost = selectionCost(node.selectionSet, root, context, fragmentCosts, new Set());
        if (cost > max) context.reportError(new GraphQLError(costMessage(max), { nodes: [node] }));
      },
    };
  };
}

function selectionCost(
  set: SelectionSetNode,
  parent: GraphQLNamedType,
  context: ValidationContext,
  fragmentCosts: Map<string, number>,
  visiting: Set<string>,
): number {
  let cost = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const field = fieldOf(parent, selection.name.value);
      if (!field) {
        cost += 1; // unknown here (__typename, or a field validation refuses anyway)
        continue;
      }
      const { named, list } = unwrap(field.type);
      const own = SEARCH_FIELDS.get(`${parent.name}.${field.name}`) ?? (list && named.name === 'Float' ? EMBEDDING_LENGTH : 1);
      const below = selection.selectionSet ? selectionCost(selection.selectionSet, named, context, fragmentCosts, visiting) : 0;
      cost += sizeOf(field, selection.arguments?.find((a) => a.name.value === 'size')?.value) * (own + below);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition ? context.getSchema().getType(selection.typeCondition.name.value) : parent;
      cost += selectionCost(selection.selectionSet, condition ?? parent, context, fragmentCosts, visiting);
    } else {
      const name = selection.name.value;
      // A fragment costs the same wherever it is spread: counted once, so spreads cannot make
      // this count itself take exponential time. Cycles are refused by validation; skip them here.
      const known = fragmentCosts.get(name);
      if (known !== undefined) {
        cost += known;
        continue;
      }
      const fragment = context.getFragment(name);
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      const condition = context.getSchema().getType(fragment.typeCondition.name.value) ?? parent;
      const fragmentCost = selectionCost(fragment.selectionSet, condition, context, fragmentCosts, visiting);
      visiting.delete(name);
      fragmentCosts.set(name, fragmentCost);
      cost += fragmentCost;
    }
  }
  return cost;
}

function fieldOf(parent: GraphQLNamedType, name: string): GraphQLField<unknown, unknown> | undefined {
  if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
  if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
  // A union selects only __typename directly; its members' fields come through fragments.
  const kind = tagOf(parent);
  return kind === 'GraphQLObjectType' || kind === 'GraphQLInterfaceType' ? (parent as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields()[name] : undefined;
}

/**
 * Types are told apart by their toStringTag, not graphql's isListType & co: the schema may come
 * from graphql's CommonJS build and this module from its ESM build (instanceof fails across them).
 */
const tagOf = (type: unknown) => Object.prototype.toString.call(type).slice(8, -1);

function unwrap(type: GraphQLOutputType): { named: GraphQLNamedType; list: boolean } {
  let current: unknown = type;
  let list = false;
  while (current && typeof current === 'object' && 'ofType' in current && current.ofType) {
    if (tagOf(current) === 'GraphQLList') list = true;
    current = current.ofType;
  }
  return { named: current as GraphQLNamedType, list };
}

function sizeOf(field: GraphQLField<unknown, unknown>, given: ValueNode | undefined): number {
  const declared = field.args.find((a) => a.name === 'size');
  if (!declared) return 1;
  if (!given) return typeof declared.defaultValue === 'number' ? Math.max(1, declared.defaultValue) : MAX_PAGE_SIZE;
  if (given.kind === Kind.INT) return Math.max(1, Number(given.value));
  return MAX_PAGE_SIZE;
}
