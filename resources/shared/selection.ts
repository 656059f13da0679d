/**
 * A GraphQL field selection typed against the entity it selects from, so a misspelt field fails
 * at compile time; the documents test then checks every selection against the contract.
 */
type Element<T> = T extends readonly (infer U)[] ? U : T;
type Inner<T> = NonNullable<Element<NonNullable<T>>>;

export type Selection<T> = ReadonlyArray<
  (keyof T & string) | { readonly [K in keyof T & string]?: Selection<Inner<T[K]>> }
>;

export function printSelection<T>(selection: Selection<T>): string {
  const parts: string[] = [];
  for (const entry of selection) {
    if (typeof entry === 'string') {
      parts.push(entry);
      continue;
    }
    for (const [field, nested] of Object.entries(entry) as [string, Selection<unknown> | undefined][]) {
      if (nested) parts.push(`${field} { ${printSelection(nested)} }`);
    }
  }
  return parts.join(' ');
}
