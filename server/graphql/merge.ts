/** Merges resolver maps type by type; two maps defining the same field is a programming error. */
export type ResolverMap = Record<string, Record<string, unknown>>;

export function mergeResolvers(...maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const target = (merged[typeName] ??= {});
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in target) throw new Error(`Resolver ${typeName}.${field} is defined twice`);
        target[field] = resolver;
      }
    }
  }
  return merged;
}
