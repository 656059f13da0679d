/**
 * How many list reads one request may make: root fields that read a list by its filters or a
 * search (a field taking `size`, `filters` or `query`: the six lists, the global search, the
 * relevant candidates, the bulk actions over a filter). Each such read scans an index or a table
 * (a page of 50 substring filters, a search with mistyped words: up to ~0.5 s on 20,000 rows), and
 * the reads of one request all wait in the database's one queue at once: 100 aliased list pages
 * held every other request (the session check of /api/me included) for 33 s, past the time
 * budget, which cannot stop statements already queued. The console sends one per request.
 * By-id reads (the console's getMany, one alias per row) read one row each and are not counted.
 */
import { GraphQLError, Kind, type ASTVisitor, type GraphQLObjectType, type SelectionSetNode, type ValidationContext } from 'graphql';
import { listReadsMessage } from './limits';

const LIST_ARGUMENTS = new Set(['size', 'filters', 'query']);

export function listReadsRule(max: number) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const schema = context.getSchema();
      const root = node.operation === 'mutation' ? schema.getMutationType() : node.operation === 'subscription' ? schema.getSubscriptionType() : schema.getQueryType();
      if (!root) return;
      const reads = countReads(node.selectionSet, root, context, new Set());
      if (reads > max) context.reportError(new GraphQLError(listReadsMessage(max, reads), { nodes: [node] }));
    },
  });
}

/** The root fields of `set` that read a list, fragments followed where they are spread (cycles skipped: validation refuses them). */
function countReads(set: SelectionSetNode, root: GraphQLObjectType, context: ValidationContext, visiting: Set<string>): number {
  let reads = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const field = root.getFields()[selection.name.value];
      if (field?.args.some((a) => LIST_ARGUMENTS.has(a.name))) reads++;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      reads += countReads(selection.selectionSet, root, context, visiting);
    } else {
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      reads += countReads(fragment.selectionSet, root, context, visiting);
      visiting.delete(name);
    }
  }
  return reads;
}
