/** Selling, the store and its stock, display and merchandising, neighbouring categories (see ../lexicon.ts). */
import type { Concept } from './concept';

export const RETAIL_CONCEPTS: Concept[] = [
  // retail sales
  {
    id: 'sales_associate', families: ['retail_sales'], weight: 1.6, related: ['clienteling'],
    terms: ['sales associate', 'sales executive', 'retail sales executive', 'retail sales', 'sales consultant', 'sales', 'selling',
      'salesperson', 'sales staff', 'showroom', 'showroom sales', 'counter sales', 'jewellery sales', 'sales targets', 'sales target',
      'upselling', 'cross selling', 'conversion', 'footfall', 'walk in customers', 'walk ins', 'sales advisor', 'sales adviser',
      'retail associate', 'customer sales associate', 'counter salesman', 'floor sales', 'salesman', 'saleswoman', 'salesmen',
      'salesgirl', 'sales girl', 'jewellery consultant', 'jewelry consultant', 'jewellery sales executive', 'jewellery advisor',
      'retail executive', 'up selling', 'upsell', 'cross sell', 'add on sales', 'conversion rate', 'atv',
      'average transaction value', 'abv', 'average bill value', 'upt', 'units per transaction', 'like for like', 'lfl',
      'mystery shopping', 'mystery shopper', 'making charges',
      // the luxury houses' name for the sales associate: the same counter, the same post
      'client advisor', 'client advisors', 'client adviser'],
  },
  {
    id: 'clienteling', families: ['retail_sales'], weight: 1.8, related: ['sales_associate', 'luxury'],
    terms: ['concierge', 'clienteling', 'client relationship', 'client relationships',
      'customer relationship', 'relationship manager', 'personal shopper', 'personal shopping', 'vip clients', 'vvip', 'hnis', 'hni',
      'uhni', 'high net worth', 'private client', 'client book', 'client database', 'after sales', 'clients', 'repeat clients',
      'repeat customers', 'customer retention', 'client retention', 'loyalty programme', 'loyalty program', 'private viewing',
      'private appointments', 'trunk show', 'trunk shows', 'home visits', 'video call selling', 'video shopping', 'whatsapp selling',
      'social selling'],
  },
  {
    id: 'luxury', families: ['retail_sales', 'brand'], weight: 1.1,
    terms: ['luxury', 'luxury retail', 'luxury brand', 'luxury brands', 'luxury goods', 'premium', 'high end', 'boutique', 'boutiques',
      'maison', 'flagship', 'high jewellery', 'high jewelry', 'haute joaillerie',
      // the luxury houses whose boutiques in India a résumé names (the watch and jewellery houses are goods' and 'jewellery houses')
      'louis vuitton', 'gucci', 'chanel', 'dior', 'christian dior', 'hermes', 'prada', 'burberry', 'hugo boss', 'michael kors',
      'jimmy choo', 'ferragamo', 'salvatore ferragamo', 'giorgio armani', 'emporio armani', 'versace', 'canali', 'zegna',
      'ermenegildo zegna', 'montblanc', 'mont blanc', 'bottega veneta', 'fendi', 'balenciaga', 'saint laurent', 'ysl', 'valentino',
      'dolce gabbana', 'tumi', 'da milano',
      // travel retail: the airport's duty free shops sell the same houses' fragrance, watches and accessories
      'duty free', 'duty free shop', 'travel retail', 'airport retail'],
  },
  {
    id: 'bridal', families: ['retail_sales', 'fashion'], weight: 1.1,
    terms: ['bridal', 'bridal wear', 'wedding', 'trousseau', 'bridal jewellery', 'bridal sales', 'bridal consultant', 'bridal collection',
      'bridal sets', 'wedding jewellery', 'wedding sales', 'wedding season', 'engagement ring', 'engagement rings', 'wedding band',
      'wedding bands'],
  },
  {
    id: 'gold_schemes', families: ['retail_sales', 'metal'], weight: 1.5, related: ['sales_associate'],
    terms: ['old gold exchange', 'old gold', 'og exchange', 'gold exchange', 'gold savings scheme', 'gold saving scheme', 'gss',
      'gold scheme', 'gold schemes', 'monthly instalment scheme', 'monthly installment scheme', 'jewellery purchase plan',
      'rate booking', 'gold rate booking', 'scheme executive', 'scheme counter', 'gold chit', 'gold chit scheme',
      'jewellery savings scheme', 'jewellery saving scheme', 'old gold purchase', 'old gold buying', 'old gold buyer', 'gold buying'],
  },
  {
    id: 'store_manager', families: ['retail_sales', 'management'], weight: 1.6, related: ['sales_associate', 'multi_store'],
    terms: ['store manager', 'boutique manager', 'showroom manager', 'store operations', 'store p&l',
      'p&l', 'store management', 'retail operations', 'floor manager', 'assistant store manager', 'store head',
      'showroom head', 'boutique head', 'store in charge', 'store incharge', 'showroom in charge',
      'showroom incharge', 'floor incharge', 'floor in charge', 'section incharge', 'section in charge', 'floor management', 'showroom supervisor', 'retail manager', 'department manager', 'rostering', 'staff scheduling', 'franchise management',
      'franchisee', 'store launch', 'store launches', 'new store opening', 'new store openings', 'store opening',
      'deputy store manager'],
  },
  {
    // the heads of several stores: an area, cluster, region or zone of a chain, one post above the store's own manager
    id: 'multi_store', families: ['retail_sales', 'management'], weight: 1.7, related: ['store_manager'],
    terms: ['area manager', 'regional manager', 'cluster manager', 'zonal manager', 'zonal head',
      'regional head', 'regional business head', 'zonal business head', 'cluster head', 'area head', 'retail head',
      'head of retail', 'multi store', 'multi store operations', 'multiple stores'],
  },
  {
    id: 'customer_service', families: ['retail_sales', 'corporate'], weight: 1.4,
    terms: ['customer service', 'customer service executive', 'customer support', 'customer care', 'call centre', 'call center',
      'complaints', 'customer queries', 'helpdesk', 'crm', 'zendesk', 'freshdesk', 'customer experience', 'complaint handling',
      'complaint resolution', 'escalations', 'chat support', 'email support', 'voice process', 'non voice', 'bpo', 'inbound calls',
      'outbound calls', 'telecaller', 'tele caller', 'telecalling', 'tele calling', 'telesales', 'tele sales', 'ticketing', 'nps',
      'csat', 'cx', 'repair counter', 'repairing counter', 'repairs counter', 'repair desk', 'repair booking',
      'after sales executive', 'after sales coordinator', 'job sheet', 'job sheets', 'warranty claims', 'warranty claim'],
  },
  // store operations
  {
    id: 'cashier', families: ['store_ops'], weight: 2, related: ['pos'],
    terms: ['cashier', 'cashiers', 'cash handling', 'cash counter', 'cash register', 'till operations', 'till balancing',
      'till management', 'cash till', 'billing', 'billing executive', 'invoicing', 'receipts', 'cash', 'card payments', 'upi',
      'payments', 'refunds'],
  },
  {
    id: 'pos', families: ['store_ops'], weight: 1.8, related: ['cashier'],
    terms: ['pos', 'point of sale', 'pos system', 'pos systems', 'billing software', 'gold billing software', 'tally pos',
      'cash reconciliation', 'reconciliation', 'end of day', 'day end closing', 'day end'],
  },
  {
    id: 'inventory', families: ['store_ops', 'supply'], weight: 1.7, related: ['supply_chain'],
    terms: ['inventory controller', 'inventory', 'inventory control', 'inventory management', 'inventory executive', 'stock',
      'stock audit', 'stock audits', 'stock taking', 'stocktaking', 'stock control', 'stock controller', 'stock management',
      'stock verification', 'physical verification', 'physical stock', 'stock reconciliation', 'stock transfer',
      'inter branch transfer', 'cycle count', 'cycle counting', 'stock take', 'stock room', 'stockroom', 'back room', 'backroom',
      'stock associate', 'inventory associate', 'store transfer', 'store transfers', 'rfid', 'tagging', 'tag printing',
      'label printing', 'barcode',
      'barcoding', 'warehouse', 'warehousing', 'shrinkage', 'replenishment', 'erp', 'sap', 'oracle', 'navision', 'dynamics 365',
      'logic erp', 'jewellery erp', 'jewellery software'],
  },
  {
    id: 'security', families: ['store_ops'], weight: 1.8, related: ['inventory'],
    terms: ['loss prevention', 'security officer', 'security guard', 'security manager', 'security supervisor', 'cctv', 'surveillance',
      'vault', 'vault management', 'vault custodian', 'strong room', 'strongroom', 'safe custody', 'armed guard', 'asset protection', 'gunman', 'gunmen', 'frisking', 'psara', 'arms licence', 'arms license', 'gun licence',
      'gun license', 'loss prevention officer', 'loss prevention executive', 'lp executive', 'lp officer', 'lp manager', 'lp head',
      'lp team', 'lp audit', 'lp audits', 'lp and safety', 'known shrink', 'unknown shrink', 'shrink control', 'shrinkage control',
      'shrink analysis', 'eas tags', 'eas tag', 'eas gates', 'eas antenna', 'anti theft', 'theft prevention', 'pilferage',
      'shoplifting'],
  },
  // visual merchandising and merchandising
  {
    id: 'visual_merchandising', families: ['visual'], weight: 2, related: ['luxury'],
    terms: ['visual merchandiser', 'visual merchandising', 'vm', 'window display', 'window displays', 'displays', 'display', 'planogram',
      'planograms', 'props', 'store layout', 'fixtures', 'mannequins', 'window dressing', 'in store displays', 'visual presentation',
      'display trays', 'necklace busts', 'busts', 'display lighting', 'festive windows', 'festive displays', 'seasonal windows',
      'vm guidelines', 'vm audit', 'in store branding', 'posm', 'pop displays', 'merchandising standards', 'window installations',
      'store styling'],
  },
  {
    id: 'merchandiser', families: ['supply', 'brand'], weight: 1.6, related: ['inventory'],
    terms: ['merchandiser', 'merchandising', 'buying', 'buyer', 'assortment planning', 'range planning', 'open to buy', 'otb',
      'sell through', 'category manager', 'category management', 'product development', 'product merchandiser',
      'product merchandising', 'stock turns', 'stock turn', 'inventory turns', 'ageing stock', 'aged stock', 'dead stock',
      'slow moving', 'slow movers', 'stock allocation', 'store allocation', 'inventory planning', 'demand planning',
      'demand forecasting', 'npd', 'new product development', 'line planning', 'range building', 'markdowns'],
  },
  {
    id: 'ecommerce_merchandising', families: ['digital', 'supply'], weight: 2, related: ['ecommerce', 'merchandiser'],
    terms: ['e commerce merchandiser', 'ecommerce merchandiser', 'e commerce merchandising', 'ecommerce merchandising',
      'online merchandiser', 'online merchandising', 'digital merchandiser', 'digital merchandising', 'web merchandiser',
      'web merchandising', 'site merchandising', 'e merchandising', 'category pages', 'product listing optimisation',
      'listing optimisation', 'listing optimization', 'onsite search', 'site search', 'collection pages', 'homepage curation'],
  },
  // adjacent luxury categories
  {
    id: 'cosmetics', families: ['fashion'], weight: 1.4,
    terms: ['cosmetics', 'beauty', 'makeup', 'skincare', 'fragrance', 'fragrances', 'perfume', 'beauty advisor', 'beauty consultant',
      'beauty counter', 'cosmetics counter', 'fragrance counter', 'fragrance consultant', 'perfumery', 'skin care', 'skin analysis',
      'colour cosmetics', 'color cosmetics', 'makeover', 'sephora', 'estee lauder', 'mac cosmetics', 'clinique', 'lancome',
      'jo malone', 'bobbi brown', 'nykaa luxe'],
  },
  {
    id: 'fashion_goods', families: ['fashion'], weight: 1.2,
    terms: ['bags', 'handbags', 'leather goods', 'small leather goods', 'leather accessories', 'leather bags', 'wallets',
      'footwear', 'shoes', 'apparel', 'clothing', 'fashion', 'garments', 'accessories',
      'textiles', 'eyewear', 'sarees', 'saree', 'ethnic wear', 'couture', 'handloom', 'bandhej', 'bandhani', 'zari', 'zardozi',
      'block printing', 'embroidery'],
  },
  {
    // the optical store's trained staff: eye testing, lenses and dispensing ('refraction' alone is also the gemmologist's word)
    id: 'optometry', families: ['fashion'], weight: 1.8, related: ['fashion_goods'],
    terms: ['optometrist', 'optometry', 'b optom', 'optom', 'optometry diploma', 'ophthalmic technology', 'ophthalmic assistant',
      'optician', 'dispensing optician', 'eye testing', 'eye test', 'eye examination', 'computerised eye testing',
      'computerized eye testing', 'eye refraction', 'subjective refraction', 'objective refraction', 'retinoscopy',
      'autorefractometer', 'auto refractometer', 'lensometer', 'contact lens', 'contact lenses', 'spectacle lenses', 'spectacles',
      'progressive lenses', 'progressive lens', 'lens fitting', 'frame fitting', 'lens edging', 'optical store', 'optical shop',
      'optical showroom', 'optical retail', 'optical outlet', 'opticals', 'lenskart', 'titan eye'],
  },
  {
    id: 'home', families: ['fashion'], weight: 1.2,
    terms: ['sanitary wares', 'sanitaryware', 'bathware', 'bath fittings', 'tiles', 'home decor', 'interiors'],
  },
];
