/**
 * The trade's goods and the skills that know them: metals, gems, diamonds, watches (see
 * ../lexicon.ts). Most of these concepts carry `context`; a term of one must be a word no other
 * trade uses ('cutting', 'assay', 'movement', 'service centre' are not, so they sit elsewhere).
 */
import type { Concept } from './concept';

export const GOODS_CONCEPTS: Concept[] = [
  // metals
  {
    id: 'gold', context: true, families: ['metal'], weight: 0.7,
    terms: ['gold', '22k', '18k', '14k', '24k', '22kt', '18kt', '14kt', '22ct', '18ct', '9ct', '916', '916 gold', '22 carat',
      '22 karat', '24 carat', '18 carat', 'karat', 'carat gold', 'yellow gold', 'rose gold', 'white gold', 'bullion', 'gold bars',
      'gold coins', 'gold rate', 'mcx', 'lbma', 'lagadi', 'lagdi', 'dore bar', 'dore bars', 'gold dore'],
  },
  {
    id: 'silver_platinum', context: true, families: ['metal'], weight: 0.8,
    terms: ['silver', 'sterling silver', 'platinum', 'palladium', 'precious metals', 'precious metal', '925', '925 silver', 'pt950',
      'chandi'],
  },
  {
    id: 'hallmarking', context: true, families: ['metal', 'quality'], weight: 1.5, related: ['assaying'],
    terms: ['hallmarking', 'hallmark', 'hallmarked', 'bis', 'bis hallmarking', 'huid', 'ahc', 'hallmarking centre', 'hallmarking center',
      '916 hallmark'],
  },
  {
    id: 'assaying', families: ['metal', 'quality'], weight: 1.8, related: ['hallmarking', 'gold'],
    terms: ['assaying', 'assay', 'assayer', 'xrf', 'xrf machine', 'xrf analyser', 'xrf analyzer', 'purity testing', 'purity check',
      'purity analysis', 'fire assay', 'cupellation', 'karat meter', 'karatmeter', 'carat meter', 'touchstone', 'touch stone',
      'touchstone testing', 'acid test', 'acid testing', 'fineness testing', 'gold testing', 'gold tester', 'kasauti', 'kasoti',
      'touch checker', 'touch checking', 'touch value'],
  },
  {
    id: 'metal_accounting', families: ['corporate', 'metal'], weight: 1.9, related: ['accounts', 'production'],
    terms: ['metal accounting', 'gold accounting', 'metal ledger', 'metal balance', 'metal reconciliation', 'fine weight', 'fine gold',
      'gross weight', 'karigar accounts', 'gold issue and receipt', 'loss reconciliation', 'bullion desk', 'bullion dealing',
      'gold hedging', 'hedging'],
  },
  {
    id: 'gold_loan', families: ['metal', 'corporate'], weight: 1.8, related: ['assaying'],
    terms: ['gold loan', 'gold loans', 'gold loan officer', 'gold loan appraiser', 'gold appraiser', 'gold valuation', 'gold valuer',
      'loan against gold', 'pawnbroking', 'pawnbroker', 'pawn broker', 'pawn shop', 'muthoot', 'manappuram', 'pledged gold',
      'gold pledge', 'pledged ornaments', 'pledged jewellery',
      // the pawn shop by its Hindi and Tamil names
      'girvi', 'girvi shop', 'adagu', 'adagu kadai'],
  },
  // gemmology
  {
    id: 'gemmologist', context: true, families: ['gemmology'], weight: 2, related: ['gems', 'grading'],
    terms: ['gemologist', 'gemmologist', 'gemology', 'gemmology', 'gemological', 'gemmological', 'gia', 'gia gg', 'gg',
      'graduate gemologist', 'fga', 'dga', 'gem a', 'gjepc', 'iigj', 'igi', 'hrd antwerp', 'hrd certified', 'hrd certificate',
      'gii', 'gemological institute of india', 'gtl', 'gem testing laboratory', 'ssef', 'gubelin', 'agl', 'grs', 'aigs', 'ajp',
      'accredited jewelry professional', 'gem identification', 'gem testing', 'refractometer', 'spectroscope', 'polariscope',
      'dichroscope', 'chelsea filter', 'gemmological microscope', 'gemological microscope', 'gia graduate',
      'graduate gemmologist', 'gia diploma', 'gemmology diploma', 'gem lab', 'gemmological lab', 'gemological lab'],
  },
  {
    id: 'gem_testing', families: ['gemmology', 'quality'], weight: 1.8, related: ['gemmologist', 'gems'],
    terms: ['inclusions', 'inclusion study', 'gem treatments', 'treatment detection', 'treated stones', 'unheated', 'untreated',
      'fracture filling', 'fracture filled', 'glass filled', 'lead glass filled', 'clarity enhancement', 'clarity enhanced',
      'beryllium diffusion', 'lattice diffusion', 'origin determination', 'origin reports', 'synthetic detection',
      'synthetics detection', 'simulants', 'simulant', 'ftir', 'raman spectroscopy', 'uv vis', 'photoluminescence', 'uv lamp',
      'uv fluorescence', 'hydrostatic balance', 'specific gravity', 'pearl testing', 'pearl identification',
      'coloured stone grading', 'colored stone grading', 'gemstone grading'],
  },
  {
    id: 'gems', context: true, families: ['gemmology'], weight: 1.3, related: ['gemmologist'],
    terms: ['gemstone', 'gemstones', 'gem', 'gems', 'coloured stones', 'colored stones', 'colour stones', 'color stones',
      'coloured gemstones', 'colored gemstones', 'ruby', 'rubies', 'emerald', 'emeralds', 'sapphire', 'sapphires', 'pearl', 'pearls',
      'tanzanite', 'spinel', 'tourmaline', 'garnet', 'opal', 'alexandrite', 'aquamarine', 'topaz', 'amethyst', 'citrine', 'peridot',
      'morganite', 'lapis lazuli', 'south sea pearls', 'tahitian pearls', 'akoya', 'basra pearls', 'freshwater pearls',
      'moissanite', 'cubic zirconia', 'rough gemstones', 'semi precious', 'precious stones', 'stones', 'agate', 'agates', 'moonstone',
      'carnelian'],
  },
  {
    id: 'gem_cutting', families: ['gemmology', 'bench'], weight: 1.9, related: ['gems', 'diamond_manufacturing'],
    terms: ['lapidary', 'lapidarist', 'faceting', 'facetting', 'facetor', 'faceter', 'gem cutting', 'gem cutter', 'gemstone cutting', 'cabochon',
      'cabochons', 'calibrated stones', 'calibrated gemstones', 'colour stone cutting'],
  },
  // diamonds
  {
    id: 'grading', families: ['gemmology', 'diamond', 'quality'], weight: 2, related: ['gemmologist', 'diamond'],
    terms: ['diamond grader', 'diamond grading', 'grading', 'grader', 'grade', '4cs', '4 cs', 'four cs', 'cut colour clarity carat',
      'colour grading', 'color grading', 'clarity grading', 'clarity', 'certification', 'certificates', 'grading reports',
      'fluorescence', 'proportions', 'colour grader', 'color grader', 'clarity grader', 'master stones', 'master stone set',
      'symmetry', 'girdle', 'culet', 'crown angle', 'pavilion angle', 'pavilion depth', 'table percentage', 'cut grade',
      'excellent cut', '3ex', 'triple excellent', 'certified diamonds', 'gia certified', 'igi certified'],
  },
  {
    id: 'sorting', families: ['diamond', 'gemmology'], weight: 1.9, related: ['grading', 'diamond'],
    terms: ['diamond sorter', 'sorter', 'sorting', 'diamond sorting', 'assortment', 'assorting', 'assorter', 'mix assortment', 'parcel',
      'parcels', 'melee', 'melee sorting', 'rough diamonds', 'rough', 'rough sorting', 'rough assortment', 'rough buying', 'sieve',
      'sieves', 'sieve size', 'sieving', 'loupe', 'loupes', 'tweezers'],
  },
  {
    id: 'diamond_manufacturing', families: ['diamond', 'bench'], weight: 1.9, related: ['sorting', 'diamond'],
    terms: ['diamond manufacturing', 'diamond cutting', 'diamond cutter', 'diamond polishing', 'diamond polisher', 'cutting and polishing',
      'cutting', 'cutter', 'sarin', 'sarine', 'sarine advisor', 'diaexpert', 'galaxy', 'galaxy scanning', 'galaxy scanner',
      'rough planning', 'diamond planning', 'diamond planner', 'cleaving', 'cleaver', 'sawing', 'laser sawing', 'bruting', 'bruter',
      '4p', '4p polishing', 'ghat', 'ghanti', 'taliya', 'mathala', 'kachu', 'makeable', 'makeables', 'sawable', 'sawables',
      // hira (heera): diamond; ghasai: polishing, ghasu: the polisher (not 'hira' alone: a name)
      'hira ghasai', 'heera ghasai', 'hira ghasu', 'heera ghasu'],
  },
  {
    id: 'diamond', context: true, families: ['diamond'], weight: 1.1, related: ['grading'],
    terms: ['diamond', 'diamonds', 'natural diamond', 'natural diamonds', 'solitaire', 'solitaires', 'polished diamonds', 'loose diamonds',
      'diamond jewellery', 'diamond trading', 'diamond trader', 'diamond broker', 'diamond merchant', 'diamantaire', 'fancy shapes',
      'round brilliant', 'princess cut', 'emerald cut', 'oval cut', 'pear shape', 'cushion cut', 'radiant cut', 'marquise',
      'fancy colour diamonds', 'fancy color diamonds', 'fancy coloured diamonds', 'hearts and arrows', 'de beers', 'sightholder',
      'rapaport', 'rapnet', 'rap price', 'memo goods'],
  },
  {
    id: 'lab_grown', context: true, families: ['diamond'], weight: 1.7, related: ['diamond'],
    terms: ['lab grown', 'lab grown diamond', 'lab grown diamonds', 'lgd', 'cvd', 'hpht', 'lab created', 'lab diamonds',
      'synthetic diamonds', 'synthetic', 'man made', 'man made diamond', 'man made diamonds', 'lab created diamond',
      'lab created diamonds', 'laboratory grown', 'laboratory created', 'cultured diamond', 'cultured diamonds', 'grown diamonds',
      'cvd diamonds', 'hpht diamonds', 'lab made', 'lab made diamonds', 'cvd reactor', 'cvd growth', 'seed plates',
      'diamond growing', 'diamond growth', 'mpcvd', 'cvd grower', 'cvd growing'],
  },
  {
    id: 'mining', families: ['gemmology', 'metal'], weight: 1.6,
    terms: ['mining', 'mine', 'mines', 'geology', 'geologist', 'exploration', 'beneficiation'],
  },
  // watches
  {
    id: 'watchmaker', context: true, families: ['watch'], weight: 2, related: ['watches'],
    terms: ['watchmaker', 'watch maker', 'watchmaking', 'watch repair', 'watch repairer', 'watch servicing', 'watch service',
      'watch service centre', 'watch service center', 'horology', 'horologist', 'horological', 'watch movement', 'watch movements',
      'mechanical movements', 'quartz movements', 'automatic movements', 'swiss movements', 'movement servicing',
      'calibre servicing', 'wostep', 'wostep certified', 'timegrapher', 'clockmaker', 'clock repair', 'watch technician',
      'complications', 'chronometer', 'cosc', 'chronograph', 'tourbillon', 'bhi', 'sawta', 'cw21', 'water resistance testing',
      'watch overhaul', 'watch battery',
      // the bazaar's watch repairer, in Hindi
      'ghadi mistri', 'ghadi saz', 'ghadisaz', 'ghadi repair', 'ghadi repairing'],
  },
  {
    id: 'watches', context: true, families: ['watch', 'fashion'], weight: 1.5, related: ['watchmaker', 'luxury'],
    terms: ['watches', 'watch', 'timepieces', 'timepiece', 'swiss watches', 'luxury watches', 'mechanical watches', 'automatic watches',
      'quartz watches', 'watch boutique', 'pre owned watches', 'certified pre owned', 'rolex', 'omega', 'tag heuer', 'titan',
      'longines', 'tissot', 'rado', 'seiko', 'patek philippe', 'audemars piguet', 'breitling', 'iwc', 'hublot', 'panerai', 'swatch',
      'swatch group', 'richemont', 'casio', 'fossil'],
  },
  // fashion and imitation jewellery: the same objects in base metal and glass, another trade's goods
  {
    id: 'fashion_jewellery', families: ['fashion'], weight: 1.3, related: ['jewellery'],
    terms: ['fashion jewellery', 'fashion jewelry', 'imitation jewellery', 'imitation jewelry', 'artificial jewellery',
      'artificial jewelry', 'costume jewellery', 'costume jewelry', 'one gram gold', 'brass jewellery', 'american diamond',
      'american diamonds', 'cz jewellery', 'demi fine', 'oxidised jewellery', 'oxidized jewelry'],
  },
  // trade-wide words: present almost everywhere, so they weigh little
  {
    id: 'jewellery', context: true, families: [], weight: 0.35,
    terms: ['jewellery', 'jewelry', 'jeweller', 'jeweler', 'jewellers', 'jewelers', 'jewels', 'fine jewellery', 'fine jewelry',
      'jewelery', 'jewellary', 'jwellery', 'jewlery', 'ornaments', 'rings', 'ring', 'necklaces', 'necklace', 'earrings', 'bangles',
      'bracelets', 'pendants', 'mangalsutra', 'gold chains', 'silver chains', 'jhumka', 'jhumki', 'chandbali', 'maang tikka',
      'choker', 'chokers', 'kada', 'kangan', 'payal', 'anklets', 'bichhiya', 'bichiya', 'nose pin', 'nose ring', 'toe rings', 'cufflinks', 'brooch',
      'brooches', 'tennis bracelet', 'ear studs',
      // the trade's houses and chains: an employer's name says which trade a résumé comes from
      'tanishq', 'kalyan jewellers', 'malabar gold', 'joyalukkas', 'caratlane', 'bluestone', 'senco gold', 'tbz',
      'tribhovandas bhimji zaveri', 'pc jeweller', 'reliance jewels', 'tiffany', 'cartier', 'bulgari', 'bvlgari', 'van cleef',
      'graff', 'chopard', 'harry winston', 'boucheron', 'chaumet', 'damas', 'mappin and webb', 'boodles'],
  },
];
