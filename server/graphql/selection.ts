/**
 * What a list query asked for under `content`, read from the resolver's `info`: the Selection the
 * narrow loaders of server/db/fieldMap.ts turn into columns. Fragments (named and inline) are
 * followed, aliases and repeated fields merged, and @skip/@include honoured; a directive that
 * cannot be evaluated keeps its field (loading too much is harmless, too little is not).
 *
 * A named fragment is merged once into each selection it is spread in: spreading it again there
 * adds nothing, and following every spread again made fragments that each spread the next one
 * twice cost 2^levels steps (65,536 for a 16-level document within the cost limit).
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
  /** By selection: the named fragments already merged into it. */
  merged: WeakMap<MutableSelection, Set<string>>;
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
      let merged = walk.merged.get(into);
      if (!merged) walk.merged.set(into, (merged = new Set()));
      if (merged.has(name)) continue; // already merged into this selection: the same fields again
      merged.add(name);
      seen.add(name);
      collect(fragment.selectionSet, into, fragments, variables, seen, walk);
      seen.delete(name);
    }
  }
}

/**
 * Selections without directives, by the field's nodes: a document's nodes are the same objects
 * on every run (Yoga keeps parsed documents), so a field's selection is read from them once. A
 * selection with directives depends on the variables and is read every time.
 */
const kept = new WeakMap<readonly FieldNode[], Selection>();

/** The selection of the resolved field (e.g. getJobById's fields), merged over every node. */
export function fieldSelection(info: GraphQLResolveInfo): Selection {
  const nodes = info.fieldNodes as readonly FieldNode[];
  const known = kept.get(nodes);
  if (known) return known;
  const top: MutableSelection = {};
  const walk: Walk = { directives: false, merged: new WeakMap() };
  for (const node of nodes) {
    collect(node.selectionSet, top, info.fragments, info.variableValues, new Set(), walk);
  }
  if (!walk.directives) kept.set(nodes, top);
  return top;
}

/** The selection of `field` (e.g. `content`) under the resolved field, merged over every node. */
export const selectionUnder = (info: GraphQLResolveInfo, field: string): Selection => fieldSelection(info)[field] ?? {};

/** The fields asked for on each row of a list page ({content, totalElements, totalPages}). */
export const contentSelection = (info: GraphQLResolveInfo): Selection => selectionUnder(info, 'content');
