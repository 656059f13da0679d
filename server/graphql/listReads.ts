/**
 * How many list reads one request may make: root fields that read a list by its filters or a
 * search (a field taking `size`, `filters` or `query`: the six lists, the global search, the
 * relevant candidates, the bulk actions over a filter). Each such read scans an index or a table
 * (a page of 50 substring filters, a search with mistyped words: up to ~0.5 s on 20,000 rows), and
 * the reads of one request all wait in the database's one queue at once: 100 aliased list pages
 * held every other request (the session check of /api/me included) for 33 s, past the time
 * budget, which cannot stop statements already queued. The console sends one per request.
 * By-id reads (the console's getMany, one alias per row) read one row each and are not counted.
 *
 * The reads are the root fields the executor would run: one per response name (a field repeated
 * under the same name, or spread again by a fragment, is merged into one read, as GraphQL merges
 * it), with each named fragment followed once per operation, as the executor collects fields.
 * So the count is linear in the document: following every spread again at every use took time
 * doubling with each level of fragments spreading the next one twice (1.7 s for 22 levels, a
 * 1 KB document held the server ~13 s at 25).
 */
import { GraphQLError, Kind, type ASTVisitor, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';
import { introspectionMessage, listReadsMessage } from './limits';

const LIST_ARGUMENTS = new Set(['size', 'filters', 'query']);
/** The root fields that read the schema (compiledExecution.ts never compiles a read of them either). */
export const INTROSPECTION_FIELDS: ReadonlySet<string> = new Set(['__schema', '__type']);

export function listReadsRule(max: number) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const schema = context.getSchema();
      const root = node.operation === 'mutation' ? schema.getMutationType() : node.operation === 'subscription' ? schema.getSubscriptionType() : schema.getQueryType();
      if (!root) return;
      const reads = new Set<string>();
      const isListRead = (name: string) => !!root.getFields()[name]?.args.some((a) => LIST_ARGUMENTS.has(a.name));
      collectReads(node.selectionSet, isListRead, context, reads, new Set());
      if (reads.size > max) context.reportError(new GraphQLError(listReadsMessage(max, reads.size), { nodes: [node] }));
    },
  });
}

/**
 * How many introspection reads (`__schema`, `__type`) one request may make, counted the same way.
 * The console sends none and a schema tool one; each costs CPU in proportion to the schema (no
 * database, so the list reads' count, the cost rule and the time budget barely see it): 150
 * aliased `__type` reads of 35 KB took 0.4-1 s each to validate and run, and 25 such documents in
 * parallel held every other request for seconds. Refused here before the other rules walk them.
 */
export function introspectionRule(max: number) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      if (node.operation !== 'query') return;
      const reads = new Set<string>();
      collectReads(node.selectionSet, (name) => INTROSPECTION_FIELDS.has(name), context, reads, new Set());
      if (reads.size > max) context.reportError(new GraphQLError(introspectionMessage(max, reads.size), { nodes: [node] }));
    },
  });
}

/** Adds to `reads` the response names of the root fields of `set` that `counts`. */
function collectReads(set: SelectionSetNode, counts: (field: string) => boolean, context: ValidationContext, reads: Set<string>, followed: Set<string>): void {
  eachRootField(set, (name) => context.getFragment(name), followed, (field) => {
    if (counts(field.name.value)) reads.add(field.alias?.value ?? field.name.value);
  });
}

/**
 * Calls `visit` for every root field of `set`, inline fragments entered and each named fragment
 * followed once (`followed`), which also skips cycles (validation refuses them): linear in the
 * document however often a fragment is spread.
 */
export function eachRootField(
  set: SelectionSetNode,
  fragmentOf: (name: string) => FragmentDefinitionNode | null | undefined,
  followed: Set<string>,
  visit: (field: FieldNode) => void,
): void {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      visit(selection);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      eachRootField(selection.selectionSet, fragmentOf, followed, visit);
    } else {
      const name = selection.name.value;
      if (followed.has(name)) continue;
      followed.add(name);
      const fragment = fragmentOf(name);
      if (fragment) eachRootField(fragment.selectionSet, fragmentOf, followed, visit);
    }
  }
}
