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

/**
 * Breadth guard: one request may not ask for more than MAX_QUERY_COST rows. A root field with a
 * `size` argument costs its size (its default when omitted; MAX_PAGE_SIZE when a variable, which
 * validation cannot see); any other root field costs 1. The console's largest request (one list
 * page, or one alias per selected row) stays far below; 300 aliased full pages do not.
 */
export const MAX_QUERY_COST = 2_000;
export const costMessage = (max: number) => `The query asks for too much at once (more than ${max} rows). Ask for less at once.`;

export function costLimitRule(max: number, variableSize: number) {
  return (context: ValidationContext): ASTVisitor => {
    let cost = 0;
    return {
      Field(node) {
        const parent = context.getParentType();
        const definition = context.getFieldDef();
        if (!parent || !definition || (parent.name !== 'Query' && parent.name !== 'Mutation')) return;
        const sizeArg = definition.args.find((a) => a.name === 'size');
        if (!sizeArg) {
          cost += 1;
          return;
        }
        const given = node.arguments?.find((a) => a.name.value === 'size')?.value;
        if (!given) cost += typeof sizeArg.defaultValue === 'number' ? sizeArg.defaultValue : variableSize;
        else if (given.kind === Kind.INT) cost += Math.max(1, Number(given.value));
        else cost += variableSize;
      },
      Document: {
        leave(node) {
          if (cost > max) context.reportError(new GraphQLError(costMessage(max), { nodes: [node as ASTNode] }));
        },
      },
    };
  };
}
