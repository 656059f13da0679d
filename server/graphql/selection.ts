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

function included(node: Node, variables: GraphQLResolveInfo['variableValues']): boolean {
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
): void {
  for (const node of set?.selections ?? []) {
    if (!included(node, variables)) continue;
    if (node.kind === Kind.FIELD) {
      const child = (into[node.name.value] ??= {});
      collect(node.selectionSet, child, fragments, variables, seen);
    } else if (node.kind === Kind.INLINE_FRAGMENT) {
      collect(node.selectionSet, into, fragments, variables, seen);
    } else {
      const name = node.name.value;
      const fragment = fragments[name];
      if (!fragment || seen.has(name)) continue;
      seen.add(name);
      collect(fragment.selectionSet, into, fragments, variables, seen);
      seen.delete(name);
    }
  }
}

/** The selection of `field` (e.g. `content`) under the resolved field, merged over every node. */
export function selectionUnder(info: GraphQLResolveInfo, field: string): Selection {
  const top: MutableSelection = {};
  for (const node of info.fieldNodes as readonly FieldNode[]) {
    collect(node.selectionSet, top, info.fragments, info.variableValues, new Set());
  }
  return top[field] ?? {};
}

/** The fields asked for on each row of a list page ({content, totalElements, totalPages}). */
export const contentSelection = (info: GraphQLResolveInfo): Selection => selectionUnder(info, 'content');
