/** Trade and supply, digital, brand, corporate functions and levels (see ../lexicon.ts). */
import type { Concept } from './concept';

export const BUSINESS_CONCEPTS: Concept[] = [
  // supply chain, procurement and trade (B2B) sales
  {
    id: 'supply_chain', families: ['supply'], weight: 1.7, related: ['inventory', 'procurement'],
    terms: ['supply chain', 'supply chain executive', 'logistics', 'dispatch', 'shipping', 'shipments', 'courier', 'vendor management',
      'vendors', 'vendor', 'distribution', 'import', 'export', 'customs', 'sez', 'consignment', 'customs clearance', 'cha', 'exim', 'dta',
      'export documentation', 'shipping bill', 'bill of entry', 'iec', 'godown', 'grn', 'inward', 'outward', 'material management',
      'store keeper', 'storekeeper'],
  },
  // the trade's own logistics: moving gold, diamonds, jewellery and cash under guard, by the
  // secure-logistics firms' custodians or by the angadias who carry traders' parcels between cities
  {
    id: 'valuables_logistics', families: ['supply'], weight: 1.8, related: ['supply_chain', 'security'],
    terms: ['valuables logistics', 'valuable logistics', 'secure logistics', 'valuables handling', 'secure transport', 'insured shipping',
      'cash in transit', 'cash logistics', 'cash van', 'armoured van', 'armored van', 'custodian', 'custodians', 'malca amit', 'brinks',
      'sequel logistics', 'bvc logistics', 'angadia', 'angadiya', 'aangadia', 'angadias'],
  },
  {
    id: 'procurement', families: ['supply'], weight: 1.7, related: ['supply_chain'],
    terms: ['procurement', 'procurement manager', 'purchase', 'purchasing', 'sourcing', 'purchase orders', 'negotiation', 'negotiating',
      'suppliers', 'supplier', 'purchase executive', 'purchase manager', 'purchase officer', 'po', 'vendor development',
      'gold procurement', 'bullion procurement', 'diamond procurement', 'stone procurement', 'metal procurement',
      'rough procurement'],
  },
  {
    id: 'b2b_sales', families: ['retail_sales', 'supply'], weight: 1.6, related: ['supply_chain'],
    terms: ['b2b', 'b2b sales', 'b2b clients', 'wholesale', 'wholesaler', 'wholesalers', 'wholesale sales', 'export sales', 'exporter',
      'international sales', 'key accounts', 'key account manager', 'key account management', 'kam', 'business development',
      'business development manager', 'business development executive', 'bd', 'bdm', 'bde', 'distributor', 'distributors',
      'dealer network', 'dealers', 'trade partners', 'retailer accounts', 'chain stores', 'corporate sales', 'corporate gifting',
      'institutional sales', 'lead generation', 'field sales', 'territory sales', 'area sales manager', 'sales representative',
      'sales rep', 'sales officer', 'order taking', 'trade sales'],
  },
  // digital
  {
    id: 'ecommerce', families: ['digital'], weight: 1.8, related: ['digital_marketing'],
    terms: ['e commerce', 'ecommerce', 'e commerce manager', 'online store', 'marketplace', 'marketplaces', 'shopify', 'woocommerce',
      'magento', 'amazon', 'flipkart', 'myntra', 'nykaa', 'ajio', 'tata cliq', 'etsy', 'ebay', 'd2c', 'dtc', 'direct to consumer',
      'd2c brands', 'website', 'catalogue', 'catalog', 'cataloguing', 'cataloging', 'cataloguer', 'catalogue executive',
      'catalog executive', 'catalogue management', 'catalog management', 'listings', 'product listings', 'product upload',
      'bulk upload', 'sku', 'skus', 'pim', 'product content', 'product data', 'product attributes', 'online sales', 'oms', 'rto',
      'cash on delivery', 'fulfilment', 'fulfillment', 'cro', 'conversion rate optimisation', 'conversion rate optimization',
      'a b testing', 'ab testing', 'ux', 'ui ux'],
  },
  {
    id: 'digital_marketing', families: ['digital', 'brand'], weight: 1.8, related: ['ecommerce', 'social_media'],
    terms: ['digital marketing', 'digital marketing executive', 'performance marketing', 'performance marketer', 'seo', 'sem', 'smo',
      'smm', 'google ads', 'adwords', 'meta ads', 'facebook ads', 'instagram ads', 'ppc campaigns', 'email marketing',
      'google analytics', 'ga4', 'search console', 'gtm', 'google tag manager', 'campaigns', 'campaign', 'roas', 'cac', 'cpc', 'cpa',
      'ctr', 'ltv', 'paid media', 'paid social', 'media buying', 'programmatic', 'retargeting', 'remarketing', 'affiliate marketing',
      'online marketing', 'marketing automation', 'klaviyo', 'mailchimp', 'clevertap', 'moengage', 'webengage',
      'whatsapp marketing'],
  },
  {
    id: 'social_media', families: ['digital', 'brand'], weight: 1.6, related: ['digital_marketing', 'content'],
    terms: ['social media', 'social media manager', 'instagram', 'influencer', 'influencers', 'influencer marketing', 'reels',
      'community management', 'facebook', 'youtube', 'pinterest', 'ugc'],
  },
  {
    id: 'content', families: ['digital', 'brand'], weight: 1.6, related: ['social_media'],
    terms: ['content writer', 'content writing', 'copywriting', 'copywriter', 'blog', 'blogs', 'content', 'editorial',
      'product descriptions', 'storytelling', 'writing', 'content marketing'],
  },
  {
    id: 'photography', families: ['digital', 'brand'], weight: 1.8,
    terms: ['product photographer', 'photographer', 'photography', 'product photography', 'photo shoots', 'photoshoots', 'shoot',
      'shoots', 'studio lighting', 'retouching', 'retoucher', 'photo editing', 'image editing', 'macro photography',
      'videography', 'videographer', 'video', 'jewellery photographer', 'jewelry photographer', 'jewellery photography',
      'jewelry photography', 'focus stacking', 'helicon focus', '360 spin', '360 degree', 'white background', 'capture one',
      'model shoots', 'catalogue shoot', 'photo retoucher', 'image retoucher', 'photo retouching', 'image retouching',
      'jewellery retouching', 'jewelry retouching', 'clipping path', 'colour correction', 'color correction'],
  },
  // brand and marketing
  {
    id: 'brand_manager', families: ['brand'], weight: 1.7, related: ['marketing'],
    terms: ['brand manager', 'brand management', 'brand', 'branding', 'brand strategy', 'brand positioning', 'brand marketing',
      'brand guidelines', 'pr', 'public relations', 'events', 'launches', 'atl', 'btl', 'exhibitions', 'exhibition', 'trade shows',
      'trade show', 'trade fairs', 'trade fair', 'iijs', 'jck', 'baselworld', 'watches and wonders', 'vicenzaoro', 'media relations',
      'press release', 'press releases', 'press kit', 'press kits', 'media coverage', 'pr agency', 'pr executive'],
  },
  {
    id: 'marketing', families: ['brand'], weight: 1.4, related: ['brand_manager', 'digital_marketing'],
    terms: ['marketing', 'marketing executive', 'marketing manager', 'market research', 'go to market', 'promotions', 'advertising',
      'communications', 'trade marketing', 'media planning', 'consumer insights', 'customer insights'],
  },
  // corporate functions
  {
    id: 'accounts', families: ['corporate'], weight: 2,
    terms: ['accountant', 'accounts', 'accounting', 'accounts executive', 'accounts manager', 'tally', 'tally erp', 'tally erp 9',
      'tally prime', 'gst', 'gst returns', 'gstr', 'gstr 1', 'gstr 3b', 'tds', 'income tax', 'itr', 'vat', 'e invoicing',
      'e way bill', 'bookkeeping', 'book keeping', 'ledger', 'ledgers', 'journal entries', 'voucher entry', 'accounts payable',
      'accounts receivable', 'payables', 'receivables', 'audit', 'audits', 'internal audit', 'statutory audit', 'taxation',
      'ca inter', 'chartered accountant', 'semi qualified ca', 'cma', 'icwa', 'cost accountant', 'costing', 'b com', 'bcom',
      'm com', 'mcom', 'bank reconciliation', 'brs', 'balance sheet', 'finalisation of accounts', 'finalization of accounts',
      'mis reports', 'finance', 'financial', 'budgeting', 'treasury', 'forex', 'letter of credit', 'export finance',
      'credit control', 'payroll accounting', 'zoho books', 'quickbooks', 'xero', 'sap fico', 'excel', 'company secretary', 'secretarial',
      'secretarial audit', 'secretarial compliance', 'icsi', 'roc filing', 'roc filings', 'roc compliance', 'mca filings',
      'board meetings', 'statutory registers', 'company law', 'companies act', 'fema'],
  },
  {
    id: 'hr', families: ['corporate'], weight: 2, related: ['trainer'],
    terms: ['hr executive', 'hr', 'human resources', 'hr manager', 'hr generalist', 'hrbp', 'hr operations', 'recruitment', 'recruiting',
      'recruiter', 'talent acquisition', 'hiring', 'onboarding', 'joining formalities', 'payroll', 'attendance', 'leave management',
      'employee engagement', 'employee relations', 'grievance handling', 'exit interviews', 'manpower planning',
      'training and development', 'pf', 'esic', 'compliance', 'statutory compliance', 'labour laws', 'labor laws', 'hrms', 'hris',
      'darwinbox', 'keka', 'greythr', 'performance appraisal', 'appraisals', 'mba hr'],
  },
  {
    id: 'trainer', families: ['corporate', 'retail_sales'], weight: 1.6, related: ['hr'],
    terms: ['trainer', 'training manager', 'retail trainer', 'product trainer', 'sales trainer', 'product training', 'sales training',
      'learning and development', 'l&d', 'training modules', 'induction training', 'soft skills training',
      'training need analysis', 'tna'],
  },
  {
    id: 'admin', families: ['corporate'], weight: 1.2,
    terms: ['administration', 'admin', 'office administration', 'back office', 'data entry', 'mis', 'documentation', 'ms office',
      'ms excel', 'advanced excel', 'vlookup', 'pivot tables', 'office assistant', 'executive assistant', 'personal assistant',
      'receptionist', 'front desk', 'front office', 'facility management', 'facilities management', 'office management', 'mis executive', 'mis analyst', 'data analyst', 'data analysis', 'data analytics', 'power bi', 'tableau', 'dashboards',
      'it support', 'it executive', 'it support executive', 'erp support', 'erp executive', 'erp implementation',
      'hardware and networking', 'hardware networking', 'desktop support', 'system administrator'],
  },
  // levels: the seniority part weighs them; role comparisons leave their single words out
  {
    id: 'leadership', families: ['management'], weight: 0.8,
    terms: ['manager', 'management', 'head', 'lead', 'leading', 'team lead', 'team leader', 'supervisor', 'supervising', 'supervised',
      'led', 'managed', 'managing', 'senior', 'sr', 'director', 'general manager', 'team of', 'in charge', 'incharge',
      'deputy manager', 'deputy', 'gm', 'avp', 'vp', 'vice president', 'chief'],
  },
  {
    id: 'entry_level', families: ['management'], weight: 0.6,
    terms: ['fresher', 'entry level', 'entry', 'trainee', 'intern', 'internship', 'apprentice', 'apprenticeship', 'junior', 'jr',
      'graduate trainee', 'management trainee'],
  },
];
