/**
 * What a list query asked for under `content`, read from the resolver's `info`: the Selection the
 * narrow loaders of server/db/fieldMap.ts turn into columns. Fragments (named and inline) are
 * followed, aliases and repeated fields merged, and @skip/@include honoured; a directive that
 * cannot be evaluated keeps its field (loading too much is harmless, too little is not).
 */
import {
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';
import type { Selection } from '../db/fieldMap';

type MutableSelection = { [field: string]: MutableSelection };
type Node = Parameters<typeof getDirectiveValues>[1];

/** Whether a walk met a directive: its selection may then differ with the variables. */
interface Walk {
  directives: boolean;
}

function included(node: Node, variables: GraphQLResolveInfo['variableValues'], walk: Walk): boolean {
  if (!node.directives?.length) return true;
  walk.directives = true;
  try {
    if (getDirectiveValues(GraphQLSkipDirective, node, variables)?.if === true) return false;
    if (getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if === false) return false;
  } catch {
    // A directive argument that cannot be read: keep the field.
  }
  return true;
}

function collect(
  set: SelectionSetNode | undefined,
  into: MutableSelection,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: GraphQLResolveInfo['variableValues'],
  seen: Set<string>,
  walk: Walk,
): void {
  for (const node of set?.selections ?? []) {
    if (!included(node, variables, walk)) continue;
    if (node.kind === Kind.FIELD) {
      const child = (into[node.name.value] ??= {});
      collect(node.selectionSet, child, fragments, variables, seen, walk);
    } else if (node.kind === Kind.INLINE_FRAGMENT) {
      collect(node.selectionSet, into, fragments, variables, seen, walk);
    } else {
      const name = node.name.value;
      const fragment = fragments[name];
      if (!fragment || seen.has(name)) continue;
      seen.add(name);
      collect(fragment.selectionSet, into, fragments, variables, seen, walk);
      seen.delete(name);
    }
  }
}

/**
 * Selections without directives, by the field's nodes and the field asked for: a document's
 * nodes are the same objects on every run (Yoga keeps parsed documents), so a list page's
 * selection is read from them once. A selection with directives depends on the variables and
 * is read every time.
 */
const kept = new WeakMap<readonly FieldNode[], Map<string, Selection>>();

/** The selection of `field` (e.g. `content`) under the resolved field, merged over every node. */
export function selectionUnder(info: GraphQLResolveInfo, field: string): Selection {
  const nodes = info.fieldNodes as readonly FieldNode[];
  const known = kept.get(nodes)?.get(field);
  if (known) return known;
  const top: MutableSelection = {};
  const walk: Walk = { directives: false };
  for (const node of nodes) {
    collect(node.selectionSet, top, info.fragments, info.variableValues, new Set(), walk);
  }
  const selection = top[field] ?? {};
  if (!walk.directives) {
    let byField = kept.get(nodes);
    if (!byField) kept.set(nodes, (byField = new Map()));
    byField.set(field, selection);
  }
  return selection;
}

/** The fields asked for on each row of a list page ({content, totalElements, totalPages}). */
export const contentSelection = (info: GraphQLResolveInfo): Selection => selectionUnder(info, 'content');
