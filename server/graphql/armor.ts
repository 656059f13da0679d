/**
 * The request limits as envelop plugins for Yoga: GraphQL Armor's max tokens (while parsing),
 * max aliases, max depth, max directives and blocked field suggestions (the contract is not
 * public: "Did you mean …" would let a stranger spell it out), plus the sized cost rule
 * (./cost.ts) in place of Armor's cost limit, which cannot read our `size` argument, and the
 * counts of introspection reads and list reads a request (./listReads.ts).
 *
 * Armor's rules stop validation at the first limit broken (a document with 2,000 aliases is not
 * walked further), with our own message and BAD_USER_INPUT. The cost and list-reads rules stop it
 * too (`stopAtError`): a document refused for its cost is not walked again by the list-reads rule
 * (a 1 KB document of fragments each spreading the next twice was refused by the cost rule, then
 * held the server for seconds in the list-reads rule).
 */
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { sizedCostRule } from './cost';
import { introspectionRule, listReadsRule } from './listReads';
import { aliasesMessage, depthMessage, directivesMessage, tokensMessage, type GraphQLLimits } from './limits';

const refuse = (message: string) => () => {
  throw new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
};

export function limitPlugins(limits: GraphQLLimits): Plugin[] {
  const armor = new EnvelopArmor({
    costLimit: { enabled: false },
    maxTokens: { n: limits.tokens, onReject: [refuse(tokensMessage(limits.tokens))] },
    // every alias counts, __typename's too (Armor lets those through by default): hundreds of them
    // are no work for the server, but a limit that some names skip is not the limit it says
    maxAliases: { n: limits.aliases, allowList: [], onReject: [refuse(aliasesMessage(limits.aliases))] },
    // Fragments count where they are spread, as if written there (the console sends none).
    maxDepth: { n: limits.depth, flattenFragments: true, ignoreIntrospection: false, onReject: [refuse(depthMessage(limits.depth))] },
    maxDirectives: { n: limits.directives, onReject: [refuse(directivesMessage(limits.directives))] },
    blockFieldSuggestion: { enabled: true },
  });
  const cost: Plugin = {
    onValidate({ addValidationRule }) {
      addValidationRule(stopAtError(introspectionRule(limits.introspection)));
      addValidationRule(stopAtError(sizedCostRule(limits.cost)));
      addValidationRule(stopAtError(listReadsRule(limits.listReads)));
    },
  };
  return [...(armor.protect().plugins as Plugin[]), cost];
}

/**
 * The rule, with the error it reports thrown instead, as Armor's rules do: validation stops there
 * and the caller reads that error alone (400, BAD_USER_INPUT, no locations: like Armor's, the limit
 * is the whole operation's), so no rule after it walks a document already refused.
 */
export function stopAtError(rule: ValidationRule): ValidationRule {
  return (context: ValidationContext) => {
    const stopping = Object.create(context, {
      reportError: {
        value: (error: GraphQLError) => {
          throw new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
        },
      },
    }) as ValidationContext;
    return rule(stopping);
  };
}
