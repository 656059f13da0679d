/**
 * The domain vocabulary of the local embedder: concepts of the jewellery and luxury-retail trade,
 * each with the words and phrases that name it. A concept belongs to one or more families
 * (design, bench craft, gemmology...), so that two different skills of the same trade still land
 * near each other; `related` links concepts that are near without sharing a family.
 * `weight` is a hand-set specificity (an idf by judgement): trade-wide words such as
 * "jewellery" say little about which job fits.
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

export const CONCEPTS: Concept[] = [
  // design
  { id: 'jewellery_designer', families: ['design'], weight: 1.6, terms: ['jewellery designer', 'jewelry designer', 'jewellery design', 'jewelry design', 'designer', 'design', 'designing', 'collection design', 'product design'] },
  { id: 'cad', families: ['design'], weight: 2, related: ['rhino', 'matrixgold', 'modelling_3d'], terms: ['cad', 'cad designer', 'cad design', 'cad jewellery', 'cad designing', 'computer aided design', 'cad cam', 'cad/cam', 'cad modeller', 'cad modeler'] },
  { id: 'rhino', families: ['design'], weight: 2, related: ['cad', 'matrixgold'], terms: ['rhino', 'rhino 3d', 'rhinoceros', 'rhinogold', 'rhino gold'] },
  { id: 'matrixgold', families: ['design'], weight: 2, related: ['cad', 'rhino'], terms: ['matrixgold', 'matrix gold', 'matrix', 'gemvision'] },
  { id: 'zbrush', families: ['design'], weight: 1.8, related: ['modelling_3d', 'cad'], terms: ['zbrush', 'z brush', 'sculpting', 'digital sculpting', 'blender'] },
  { id: 'modelling_3d', families: ['design'], weight: 1.8, related: ['cad'], terms: ['3d modelling', '3d modeling', '3d model', '3d models', '3d design', '3d', '3d printing', '3d print', 'stl', 'keyshot', 'rendering', 'renders', 'render', 'photorealistic'] },
  { id: 'sketching', families: ['design'], weight: 1.6, related: ['jewellery_designer'], terms: ['hand sketching', 'sketching', 'sketch', 'sketches', 'hand drawing', 'gouache', 'illustration', 'moodboard', 'mood board', 'concept drawing'] },
  { id: 'adobe', families: ['design', 'digital'], weight: 1.1, terms: ['photoshop', 'illustrator', 'coreldraw', 'corel draw', 'adobe', 'indesign', 'canva', 'lightroom'] },
  { id: 'autocad', families: ['design'], weight: 1.4, related: ['cad'], terms: ['autocad', 'solidworks', 'fusion 360', 'jewelcad', 'jewel cad', '3design', 'counter sketch', 'countersketch'] },
  // bench craft
  { id: 'karigar', families: ['bench'], weight: 1.8, related: ['goldsmith'], terms: ['karigar', 'karigars', 'karigari', 'artisan', 'artisans', 'craftsman', 'craftsmen', 'craftsmanship', 'bench jeweller', 'bench jeweler', 'bench work', 'handmade', 'handcrafted', 'hand made'] },
  { id: 'goldsmith', families: ['bench', 'metal'], weight: 1.8, related: ['karigar'], terms: ['goldsmith', 'goldsmiths', 'goldsmithing', 'silversmith', 'silversmithing', 'soldering', 'solder', 'fabrication', 'filing', 'sizing', 'ring sizing', 'repair', 'repairs', 'jewellery repair', 'metalsmith'] },
  { id: 'stone_setting', families: ['bench'], weight: 2, related: ['goldsmith', 'gems'], terms: ['stone setter', 'stone setting', 'setting', 'setter', 'prong setting', 'pave', 'pave setting', 'micro pave', 'micro setting', 'bezel setting', 'channel setting', 'claw setting', 'invisible setting', 'kundan setting'] },
  { id: 'casting', families: ['bench', 'metal'], weight: 2, related: ['wax'], terms: ['casting', 'caster', 'casting technician', 'lost wax casting', 'investment casting', 'vacuum casting', 'induction casting', 'burnout', 'moulding', 'molding', 'rubber mould', 'rubber mold'] },
  { id: 'wax', families: ['bench', 'design'], weight: 1.9, related: ['casting', 'sketching'], terms: ['wax carver', 'wax carving', 'wax', 'wax model', 'wax models', 'wax setting', 'wax injection', 'wax tree'] },
  { id: 'polishing', families: ['bench'], weight: 1.8, terms: ['polisher', 'polishing', 'polish', 'buffing', 'finishing', 'rhodium plating', 'plating', 'electroplating', 'rhodium'] },
  { id: 'enamel', families: ['bench'], weight: 1.8, terms: ['enameller', 'enameler', 'enamelling', 'enameling', 'enamel', 'meenakari', 'meena'] },
  { id: 'engraving', families: ['bench'], weight: 1.8, terms: ['engraver', 'engraving', 'hand engraving', 'laser engraving', 'laser marking', 'hallmarking laser'] },
  { id: 'traditional_craft', context: true, families: ['bench'], weight: 1.5, related: ['karigar'], terms: ['kundan', 'polki', 'jadau', 'temple jewellery', 'filigree', 'antique jewellery', 'nakshi'] },
  { id: 'production', families: ['bench', 'management'], weight: 1.4, related: ['quality'], terms: ['production manager', 'production', 'manufacturing', 'manufacture', 'factory', 'workshop', 'production planning', 'ppc', 'shop floor', 'lean manufacturing', 'yield', 'metal loss', 'jewellery manufacturing'] },
  { id: 'cnc', families: ['bench', 'design'], weight: 1.5, related: ['cad', 'modelling_3d'], terms: ['cnc', 'cam', 'milling', '3d printer', 'resin printing', 'rapid prototyping', 'prototype', 'prototyping'] },
  // metals
  { id: 'gold', context: true, families: ['metal'], weight: 0.7, terms: ['gold', '22k', '18k', '14k', '24k', '22kt', '18kt', 'karat', 'carat gold', 'yellow gold', 'rose gold', 'white gold', 'bullion'] },
  { id: 'silver_platinum', context: true, families: ['metal'], weight: 0.8, terms: ['silver', 'sterling silver', 'platinum', 'palladium', 'precious metals', 'precious metal'] },
  { id: 'hallmarking', context: true, families: ['metal', 'quality'], weight: 1.5, terms: ['hallmarking', 'hallmark', 'bis', 'bis hallmarking', 'huid', 'assaying', 'assay', 'xrf', 'purity testing', 'fire assay'] },
  // gemmology
  { id: 'gemmologist', context: true, families: ['gemmology'], weight: 2, related: ['gems', 'grading'], terms: ['gemologist', 'gemmologist', 'gemology', 'gemmology', 'gemological', 'gemmological', 'gia', 'gia gg', 'graduate gemologist', 'fga', 'gem a', 'gjepc', 'iigj', 'igi', 'hrd', 'gem identification', 'gem testing', 'refractometer', 'spectroscope', 'polariscope', 'gia graduate', 'graduate gemmologist', 'gia diploma', 'gemmology diploma', 'gem lab', 'gemmological lab', 'gemological lab'] },
  { id: 'gems', context: true, families: ['gemmology'], weight: 1.3, related: ['gemmologist'], terms: ['gemstone', 'gemstones', 'gem', 'gems', 'coloured stones', 'colored stones', 'coloured gemstones', 'ruby', 'rubies', 'emerald', 'emeralds', 'sapphire', 'sapphires', 'pearl', 'pearls', 'tanzanite', 'semi precious', 'precious stones', 'stones'] },
  { id: 'grading', families: ['gemmology', 'diamond', 'quality'], weight: 2, related: ['gemmologist', 'diamond'], terms: ['diamond grader', 'diamond grading', 'grading', 'grader', 'grade', '4cs', '4 cs', 'four cs', 'cut colour clarity carat', 'colour grading', 'color grading', 'clarity grading', 'clarity', 'certification', 'certificates', 'grading reports', 'fluorescence', 'proportions'] },
  { id: 'sorting', families: ['diamond', 'gemmology'], weight: 1.9, related: ['grading', 'diamond'], terms: ['diamond sorter', 'sorter', 'sorting', 'diamond sorting', 'assortment', 'assorting', 'parcel', 'parcels', 'melee', 'rough diamonds', 'rough', 'sarin', 'loupe', 'loupes', 'tweezers'] },
  { id: 'diamond', context: true, families: ['diamond'], weight: 1.1, related: ['grading'], terms: ['diamond', 'diamonds', 'natural diamond', 'natural diamonds', 'solitaire', 'solitaires', 'polished diamonds', 'diamond jewellery', 'diamond trading', 'cutting and polishing', 'cutting', 'cutter'] },
  { id: 'lab_grown', context: true, families: ['diamond'], weight: 1.7, related: ['diamond'], terms: ['lab grown', 'lab grown diamond', 'lab grown diamonds', 'lgd', 'cvd', 'hpht', 'lab created', 'lab diamonds', 'synthetic diamonds', 'synthetic', 'man made', 'man made diamond', 'man made diamonds', 'lab created diamond', 'lab created diamonds', 'laboratory grown', 'laboratory created', 'cultured diamond', 'cultured diamonds', 'grown diamonds', 'cvd diamonds', 'hpht diamonds'] },
  { id: 'mining', families: ['gemmology', 'metal'], weight: 1.6, terms: ['mining', 'mine', 'mines', 'geology', 'geologist', 'exploration', 'beneficiation'] },
  // retail sales
  { id: 'sales_associate', families: ['retail_sales'], weight: 1.6, related: ['clienteling'], terms: ['sales associate', 'sales executive', 'retail sales executive', 'retail sales', 'sales consultant', 'sales', 'selling', 'salesperson', 'sales staff', 'showroom', 'showroom sales', 'counter sales', 'jewellery sales', 'sales targets', 'sales target', 'upselling', 'cross selling', 'conversion', 'footfall', 'walk in customers', 'walk ins'] },
  { id: 'clienteling', families: ['retail_sales'], weight: 1.8, related: ['sales_associate', 'luxury'], terms: ['client advisor', 'client advisors', 'clienteling', 'client relationship', 'client relationships', 'customer relationship', 'relationship manager', 'personal shopper', 'personal shopping', 'vip clients', 'hnis', 'hni', 'high net worth', 'private client', 'client book', 'after sales', 'clients'] },
  { id: 'luxury', families: ['retail_sales', 'brand'], weight: 1.1, terms: ['luxury', 'luxury retail', 'luxury brand', 'luxury brands', 'premium', 'high end', 'boutique', 'boutiques', 'maison', 'flagship'] },
  { id: 'bridal', families: ['retail_sales', 'fashion'], weight: 1.1, terms: ['bridal', 'bridal wear', 'wedding', 'trousseau', 'bridal jewellery'] },
  { id: 'store_manager', families: ['retail_sales', 'management'], weight: 1.6, related: ['sales_associate'], terms: ['store manager', 'boutique manager', 'showroom manager', 'area manager', 'regional manager', 'store operations', 'store p&l', 'p&l', 'store management', 'retail operations', 'cluster manager', 'floor manager', 'assistant store manager'] },
  { id: 'customer_service', families: ['retail_sales', 'corporate'], weight: 1.4, terms: ['customer service', 'customer service executive', 'customer support', 'customer care', 'call centre', 'call center', 'complaints', 'customer queries', 'helpdesk', 'crm', 'zendesk', 'freshdesk', 'customer experience'] },
  // store operations
  { id: 'cashier', families: ['store_ops'], weight: 2, related: ['pos'], terms: ['cashier', 'cashiers', 'cash handling', 'cash counter', 'cash register', 'till', 'billing', 'billing executive', 'invoicing', 'receipts', 'cash', 'card payments', 'upi', 'payments', 'refunds'] },
  { id: 'pos', families: ['store_ops'], weight: 1.8, related: ['cashier'], terms: ['pos', 'point of sale', 'pos system', 'pos systems', 'billing software', 'gold billing software', 'tally pos', 'cash reconciliation', 'reconciliation', 'end of day', 'day end closing'] },
  { id: 'inventory', families: ['store_ops', 'supply'], weight: 1.7, related: ['supply_chain'], terms: ['inventory controller', 'inventory', 'inventory control', 'inventory management', 'stock', 'stock audit', 'stock audits', 'stock taking', 'stocktaking', 'stock control', 'stock management', 'rfid', 'tagging', 'barcode', 'barcoding', 'warehouse', 'warehousing', 'shrinkage', 'replenishment', 'erp', 'sap'] },
  // visual merchandising
  { id: 'visual_merchandising', families: ['visual'], weight: 2, related: ['luxury'], terms: ['visual merchandiser', 'visual merchandising', 'vm', 'window display', 'window displays', 'displays', 'display', 'planogram', 'planograms', 'props', 'store layout', 'fixtures', 'mannequins', 'window dressing', 'in store displays', 'visual presentation'] },
  { id: 'merchandiser', families: ['supply', 'brand'], weight: 1.6, related: ['inventory'], terms: ['merchandiser', 'merchandising', 'buying', 'buyer', 'assortment planning', 'range planning', 'open to buy', 'sell through', 'category manager', 'category management', 'product development'] },
  { id: 'ecommerce_merchandising', families: ['digital', 'supply'], weight: 2, related: ['ecommerce', 'merchandiser'], terms: ['e commerce merchandiser', 'ecommerce merchandiser', 'e commerce merchandising', 'ecommerce merchandising', 'online merchandiser', 'online merchandising', 'digital merchandiser', 'digital merchandising', 'web merchandiser', 'web merchandising', 'site merchandising', 'e merchandising', 'category pages', 'product listing optimisation', 'listing optimisation', 'listing optimization', 'onsite search', 'site search', 'collection pages', 'homepage curation'] },
  // supply chain and procurement
  { id: 'supply_chain', families: ['supply'], weight: 1.7, related: ['inventory', 'procurement'], terms: ['supply chain', 'supply chain executive', 'logistics', 'dispatch', 'shipping', 'shipments', 'courier', 'vendor management', 'vendors', 'vendor', 'distribution', 'import', 'export', 'customs', 'sez', 'consignment'] },
  { id: 'procurement', families: ['supply'], weight: 1.7, related: ['supply_chain'], terms: ['procurement', 'procurement manager', 'purchase', 'purchasing', 'sourcing', 'purchase orders', 'negotiation', 'negotiating', 'suppliers', 'supplier'] },
  // digital
  { id: 'ecommerce', families: ['digital'], weight: 1.8, related: ['digital_marketing'], terms: ['e commerce', 'ecommerce', 'e commerce manager', 'online store', 'marketplace', 'marketplaces', 'shopify', 'woocommerce', 'magento', 'amazon', 'flipkart', 'myntra', 'd2c', 'dtc', 'direct to consumer', 'd2c brands', 'website', 'catalogue', 'catalog', 'listings', 'product listings', 'online sales'] },
  { id: 'digital_marketing', families: ['digital', 'brand'], weight: 1.8, related: ['ecommerce', 'social_media'], terms: ['digital marketing', 'digital marketing executive', 'performance marketing', 'seo', 'sem', 'google ads', 'meta ads', 'facebook ads', 'ppc campaigns', 'email marketing', 'google analytics', 'ga4', 'campaigns', 'campaign', 'roas', 'cac', 'paid media', 'online marketing', 'marketing automation'] },
  { id: 'social_media', families: ['digital', 'brand'], weight: 1.6, related: ['digital_marketing', 'content'], terms: ['social media', 'instagram', 'influencer', 'influencers', 'influencer marketing', 'reels', 'community management', 'facebook', 'youtube', 'pinterest'] },
  { id: 'content', families: ['digital', 'brand'], weight: 1.6, related: ['social_media'], terms: ['content writer', 'content writing', 'copywriting', 'copywriter', 'blog', 'blogs', 'content', 'editorial', 'product descriptions', 'storytelling', 'writing'] },
  { id: 'photography', families: ['digital', 'brand'], weight: 1.8, terms: ['product photographer', 'photographer', 'photography', 'product photography', 'photo shoots', 'photoshoots', 'shoot', 'shoots', 'studio lighting', 'retouching', 'photo editing', 'macro photography', 'videography', 'video'] },
  // brand and marketing
  { id: 'brand_manager', families: ['brand'], weight: 1.7, related: ['marketing'], terms: ['brand manager', 'brand management', 'brand', 'branding', 'brand strategy', 'brand positioning', 'pr', 'public relations', 'events', 'launches', 'atl', 'btl'] },
  { id: 'marketing', families: ['brand'], weight: 1.4, related: ['brand_manager', 'digital_marketing'], terms: ['marketing', 'marketing executive', 'marketing manager', 'market research', 'go to market', 'promotions', 'advertising', 'communications', 'trade marketing'] },
  // corporate functions
  { id: 'accounts', families: ['corporate'], weight: 2, terms: ['accountant', 'accounts', 'accounting', 'tally', 'tally erp', 'gst', 'tds', 'bookkeeping', 'book keeping', 'ledger', 'ledgers', 'accounts payable', 'accounts receivable', 'audit', 'audits', 'taxation', 'ca inter', 'chartered accountant', 'bank reconciliation', 'balance sheet', 'mis reports', 'finance', 'financial', 'budgeting', 'payroll accounting', 'excel'] },
  { id: 'hr', families: ['corporate'], weight: 2, terms: ['hr executive', 'hr', 'human resources', 'recruitment', 'recruiting', 'recruiter', 'talent acquisition', 'hiring', 'onboarding', 'payroll', 'attendance', 'employee engagement', 'training and development', 'pf', 'esic', 'compliance', 'hrms', 'performance appraisal', 'appraisals', 'mba hr'] },
  { id: 'admin', families: ['corporate'], weight: 1.2, terms: ['administration', 'admin', 'office administration', 'back office', 'data entry', 'mis', 'documentation', 'ms office'] },
  // management and seniority
  { id: 'leadership', families: ['management'], weight: 0.8, terms: ['manager', 'management', 'head', 'lead', 'leading', 'team lead', 'team leader', 'supervisor', 'supervising', 'supervised', 'led', 'managed', 'managing', 'senior', 'sr', 'director', 'general manager', 'team of'] },
  { id: 'entry_level', families: ['management'], weight: 0.6, terms: ['fresher', 'entry level', 'entry', 'trainee', 'intern', 'internship', 'apprentice', 'apprenticeship', 'junior'] },
  // watches
  { id: 'watchmaker', context: true, families: ['watch'], weight: 2, related: ['watches'], terms: ['watchmaker', 'watchmaking', 'watch repair', 'watch servicing', 'horology', 'horologist', 'movements', 'movement', 'calibre', 'caliber', 'wostep', 'service centre', 'timegrapher', 'horological', 'clockmaker', 'watch technician', 'watch service', 'complications', 'wostep certified'] },
  { id: 'watches', context: true, families: ['watch', 'fashion'], weight: 1.5, related: ['watchmaker', 'luxury'], terms: ['watches', 'watch', 'timepieces', 'timepiece', 'swiss watches', 'rolex', 'omega', 'tag heuer', 'titan'] },
  // quality
  { id: 'quality', families: ['quality'], weight: 1.8, related: ['production', 'hallmarking'], terms: ['quality controller', 'quality control', 'quality', 'qc', 'qa', 'quality assurance', 'quality check', 'quality checks', 'inspection', 'inspections', 'defects', 'rejection', 'rejections', 'iso', 'iso 9001', 'standards', 'sop', 'sops'] },
  // adjacent luxury categories
  { id: 'cosmetics', families: ['fashion'], weight: 1.4, terms: ['cosmetics', 'beauty', 'makeup', 'skincare', 'fragrance', 'fragrances', 'perfume', 'beauty advisor'] },
  { id: 'fashion_goods', families: ['fashion'], weight: 1.2, terms: ['bags', 'handbags', 'leather goods', 'footwear', 'shoes', 'apparel', 'clothing', 'fashion', 'garments', 'accessories', 'textiles'] },
  { id: 'home', families: ['fashion'], weight: 1.2, terms: ['sanitary wares', 'sanitaryware', 'bathware', 'bath fittings', 'tiles', 'home decor', 'interiors'] },
  // trade-wide words: present almost everywhere, so they weigh little
  { id: 'jewellery', context: true, families: [], weight: 0.35, terms: ['jewellery', 'jewelry', 'jeweller', 'jeweler', 'jewellers', 'jewelers', 'jewels', 'fine jewellery', 'fine jewelry', 'ornaments', 'rings', 'ring', 'necklaces', 'necklace', 'earrings', 'bangles', 'bracelets', 'pendants', 'mangalsutra', 'chains'] },
];

/** Places of the demo data and the trade's hubs; a shared place pulls two texts a little closer. */
export const PLACES: string[][] = [
  ['mumbai', 'bombay', 'navi mumbai', 'thane', 'andheri', 'bkc', 'zaveri bazaar', 'seepz'],
  ['delhi', 'new delhi', 'ncr', 'gurgaon', 'gurugram', 'noida', 'karol bagh'],
  ['bengaluru', 'bangalore'],
  ['chennai', 'madras', 't nagar'],
  ['hyderabad', 'secunderabad'],
  ['kolkata', 'calcutta', 'bowbazar'],
  ['jaipur', 'johari bazaar'],
  ['surat'],
  ['ahmedabad', 'rajkot', 'gujarat'],
  ['pune'],
  ['kochi', 'cochin', 'thrissur', 'kerala', 'kozhikode', 'calicut'],
  ['coimbatore', 'madurai', 'tamil nadu'],
  ['lucknow', 'kanpur'],
  ['chandigarh', 'ludhiana', 'punjab'],
  ['dubai', 'uae', 'abu dhabi', 'sharjah'],
  ['london', 'uk', 'united kingdom', 'hatton garden', 'birmingham'],
  ['new york', 'nyc', 'usa', 'united states'],
  ['antwerp', 'belgium'],
  ['hong kong'],
  ['singapore'],
  ['paris', 'france', 'geneva', 'switzerland', 'milan', 'italy'],
  ['remote', 'work from home', 'wfh', 'hybrid'],
];
