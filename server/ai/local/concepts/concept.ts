/**
 * What a concept of the trade lexicon is (server/ai/local/lexicon.ts): its own file, so the
 * concept lists by family and the lexicon that joins them import it without a circle.
 */

export const FAMILIES = [
  'design',
  'bench',
  'gemmology',
  'diamond',
  'retail_sales',
  'store_ops',
  'visual',
  'supply',
  'digital',
  'brand',
  'corporate',
  'management',
  'watch',
  'quality',
  'fashion',
  'metal',
] as const;
export type Family = (typeof FAMILIES)[number];

export interface Concept {
  id: string;
  families: Family[];
  terms: string[];
  weight?: number;
  related?: string[];
  /**
   * The trade's own goods (gold, diamonds, gems, watches, hallmarks...): words no other trade
   * uses, unlike a craft's ('setting', 'casting', 'repair' are also a mason's or a foundry's). A résumé that names
   * none of them comes from another trade, however close its skills sound (automotive CAD,
   * craft-kit casting): the relevance score asks for this context (server/ai/relevance.ts).
   */
  context?: boolean;
}
