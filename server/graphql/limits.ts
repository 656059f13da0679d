/** Guards against expensive documents: nesting depth (fragments followed) and raw size. */
import { GraphQLError, Kind, type ASTNode, type SelectionSetNode, type ValidationContext, type ASTVisitor } from 'graphql';

export const MAX_QUERY_DEPTH = 10;
export const MAX_DOCUMENT_BYTES = 50 * 1024;

export const depthMessage = (max: number) => `The query is nested too deeply (more than ${max} levels). Ask for less at once.`;
export const sizeMessage = (max: number) => `The query is too large (more than ${Math.round(max / 1024)} KB).`;

export function depthLimitRule(max: number) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const depth = selectionDepth(node.selectionSet, context, new Set(), 0, max);
      if (depth > max) {
        context.reportError(new GraphQLError(depthMessage(max), { nodes: [node as ASTNode] }));
      }
    },
  });
}

function selectionDepth(
  set: SelectionSetNode,
  context: ValidationContext,
  visiting: Set<string>,
  depth: number,
  max: number,
): number {
  // Stop counting past the limit: the answer is already "too deep", and cycles cannot run away.
  if (depth > max) return depth;
  let deepest = depth;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const below = selection.selectionSet
        ? selectionDepth(selection.selectionSet, context, visiting, depth + 1, max)
        : depth + 1;
      deepest = Math.max(deepest, below);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(selection.selectionSet, context, visiting, depth, max));
    } else {
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      deepest = Math.max(deepest, selectionDepth(fragment.selectionSet, context, visiting, depth, max));
      visiting.delete(name);
    }
  }
  return deepest;
}
