/**
 * The domain vocabulary of the local embedder: concepts of the jewellery and luxury-retail trade,
 * each with the words and phrases that name it. A concept belongs to one or more families
 * (design, bench craft, gemmology...), so that two different skills of the same trade still land
 * near each other; `related` links concepts that are near without sharing a family.
 * `weight` is a hand-set specificity (an idf by judgement): trade-wide words such as
 * "jewellery" say little about which job fits.
 *
 * The concepts live in concepts/ by family (craft, goods, retail, business); their order here is
 * the order of the embedding's dimensions, and a phrase two concepts share belongs to the first.
 * A term is also found inside longer text by the relevance score (relevance.ts reads every term
 * of a concept, not only the longest phrase), so a single word must not be one that other trades
 * or everyday résumé English use for something else ('till date', 'stock movement', 'HRD').
 */

import { BUSINESS_CONCEPTS } from './concepts/business';
import { CRAFT_CONCEPTS } from './concepts/craft';
import { GOODS_CONCEPTS } from './concepts/goods';
import type { Concept } from './concepts/concept';
import { RETAIL_CONCEPTS } from './concepts/retail';

export { type Concept, FAMILIES, type Family } from './concepts/concept';

export const CONCEPTS: Concept[] = [...CRAFT_CONCEPTS, ...GOODS_CONCEPTS, ...RETAIL_CONCEPTS, ...BUSINESS_CONCEPTS];

/** Places of the demo data and the trade's hubs; a shared place pulls two texts a little closer. */
export const PLACES: string[][] = [
  ['mumbai', 'bombay', 'navi mumbai', 'thane', 'andheri', 'bkc', 'zaveri bazaar', 'seepz', 'bharat diamond bourse', 'bdb'],
  ['delhi', 'new delhi', 'ncr', 'gurgaon', 'gurugram', 'noida', 'karol bagh'],
  ['bengaluru', 'bangalore'],
  ['chennai', 'madras', 't nagar'],
  ['hyderabad', 'secunderabad'],
  ['kolkata', 'calcutta', 'bowbazar'],
  ['jaipur', 'johari bazaar', 'sitapura'],
  ['surat', 'varachha', 'mahidharpura', 'katargam'],
  ['ahmedabad', 'rajkot', 'gujarat'],
  ['pune'],
  ['kochi', 'cochin', 'thrissur', 'kerala', 'kozhikode', 'calicut'],
  ['coimbatore', 'madurai', 'tamil nadu'],
  ['lucknow', 'kanpur'],
  ['chandigarh', 'ludhiana', 'punjab'],
  ['dubai', 'uae', 'abu dhabi', 'sharjah', 'gold souk', 'deira'],
  ['london', 'uk', 'united kingdom', 'hatton garden', 'birmingham'],
  ['new york', 'nyc', 'usa', 'united states'],
  ['antwerp', 'belgium'],
  ['hong kong'],
  ['tel aviv', 'ramat gan', 'israel'],
  ['bangkok', 'thailand', 'chanthaburi'],
  ['colombo', 'sri lanka', 'ratnapura'],
  ['singapore'],
  ['paris', 'france', 'geneva', 'switzerland', 'milan', 'italy'],
  ['remote', 'work from home', 'wfh', 'hybrid'],
];
