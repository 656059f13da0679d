/**
 * Other trades' goods and workplaces: words a résumé uses when its work is not this trade's
 * (a mason's marble, a car studio's sheet metal, a garment house's fabric, a restaurant's food).
 * The relevance score reads them beside the trade's own goods (the lexicon's `context`
 * concepts): a tile 'stone setter' who lays 'stones' names one of the trade's words by chance and
 * several of another trade's. They are not lexicon concepts: the embedder does not see them, so
 * stored vectors do not change with this list.
 *
 * Written from knowledge of the trades a jewellery marketplace meets (construction, automotive,
 * textiles and garments, food and hospitality, FMCG, pharma and chemicals, software, furniture,
 * electronics), not from the labelled set; iron foundries and candle making, whose casting and wax
 * are not a jeweller's, were added when a blind tuning batch's near misses showed them (seventh
 * round), and a quarry's stone and a chip fab's CVD with the ninth. A word this trade also uses for
 * its own work is left out ('metal', 'stone', 'finishing', 'bank': gold loans are a bank's too,
 * 'hotel': showrooms sit in them, bare 'software': its billing, CAD and Sarine planning software;
 * a software house is named by its phrases).
 */
import { tokenize } from './tokens';

export const OTHER_TRADE_TERMS: string[] = [
  // construction and interiors
  'marble', 'granite', 'tile', 'tiles', 'tiling', 'cladding', 'masonry', 'mason', 'civil engineering', 'construction',
  'building plans', 'plaster', 'concrete', 'cement', 'villas', 'real estate', 'interiors', 'furniture', 'plumbing', 'hvac',
  'quarry', 'quarries', 'kota stone',
  // automotive and engineering
  'automotive', 'automobile', 'car', 'cars', 'vehicle', 'vehicles', 'two wheeler', 'sheet metal', 'catia', 'tyre', 'tyres',
  'die casting', 'aluminium die', 'pressure die', 'machine shop', 'injection moulding', 'injection molding',
  'iron foundry', 'grey iron', 'gray iron', 'cast iron', 'ductile iron', 'cupola',
  // textiles, garments and footwear
  'garment', 'garments', 'apparel', 'textile', 'textiles', 'cotton', 'yarn', 'fabric', 'fabrics', 'denim', 'knitwear', 'saree', 'sarees',
  'menswear', 'womenswear', 'footwear', 'spinning mill', 'ginning',
  // food, hospitality and groceries
  'restaurant', 'restaurants', 'qsr', 'quick service restaurant', 'food', 'food safety', 'beverages', 'bakery', 'kitchen',
  'grocery', 'groceries', 'supermarket', 'hypermarket', 'fmcg', 'dairy',
  // pharma, chemicals, health
  'pharma', 'pharmaceutical', 'pharmaceuticals', 'chemicals', 'hospital', 'clinical', 'patients',
  // software and electronics
  'software developer', 'software development', 'software engineer', 'software engineering', 'software testing',
  'software tester', 'software company', 'java', 'python', 'saas', 'mobile phones', 'smartphones', 'electronics',
  'consumer durables', 'semiconductor', 'semiconductors', 'wafer fab',
  'home appliances', 'appliances', 'air conditioner', 'air conditioners', 'refrigerator', 'refrigerators', 'washing machine',
  'washing machines', 'refrigeration',
  // other crafts that share the bench's words
  'tattoo', 'tattoos', 'signboard', 'signboards', 'pottery', 'ceramic', 'ceramics', 'resin art', 'craft kit', 'craft kits',
  'candle', 'candles', 'paraffin',
];

const PADDED_TERMS = [...new Set(OTHER_TRADE_TERMS.map((term) => ` ${tokenize(term).join(' ')} `))];

/** The other trades' terms a text names, given as its tokens space-separated and padded (' marble cladding '). */
export const otherTradesOf = (words: string): string[] => PADDED_TERMS.filter((term) => words.includes(term));
