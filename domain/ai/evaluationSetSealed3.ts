/**
 * A third sealed part of the evaluation set: 24 jobs and 155 seekers (evaluationSetSealed3Seekers.ts),
 * written blind from knowledge of the Indian, Gulf and Singapore jewellery and luxury-retail trade,
 * without reading the engine, its lexicon, its tests or any other part of the evaluation set, and
 * labelled in full, every job against every seeker of this part, before any engine ranked it.
 *
 * Plain ads (16), written as different advertisers write them (a family workshop's Hinglish WhatsApp
 * forward, a chain's HR template, a placement agency's capitals, a maison's English): kundan jadai
 * karigar (Jaipur), bridal and temple jewellery sales (Chennai), XRF operator cum assayer at a
 * hallmarking centre (Rajkot), gold loan appraiser (Thrissur), diamond grader at a grading lab (Mumbai),
 * rough planner on Sarine/Galaxy (Surat), watchmaker at a service centre (New Delhi), fragrance advisor
 * (Dubai), jewellery product photographer (Jaipur), vault custodian for precious-metals logistics
 * (Mumbai), casting department in-charge (SEEPZ), boutique manager for a leather-goods maison
 * (Bengaluru), metal and stock accountant for a wholesaler (Ahmedabad), export documentation executive
 * (Mumbai), product and sales trainer (Kolkata), bullion dealing executive (Mumbai).
 *
 * Near-miss clusters (8): regional manager of a jewellery chain against store staff, an ex-COO and
 * multi-store heads of other trades; junior CAD designer against senior CAD, heads of design and
 * AutoCAD/SolidWorks people; micro-pave setter against polishers, filers, CAD "stone setting" and a tile
 * setter; polished diamond assorter against planners, graders, a Sortex operator and garment checkers;
 * refinery assay chemist against pharma, steel and water chemists and hallmarking assayers; luxury watch
 * sales associate against smartwatch sellers, a watchman and watch technicians; visual merchandiser
 * against product and garment merchandisers, interior and graphic designers; showroom munim against a
 * grain-mandi munim, cashiers, a bank teller and a CFO.
 *
 * Labels: 2 = strong fit (does this job at the asked seniority); 1 = plausible (near trade, somewhat
 * short on years or well above them, an adjacent role, or the same role in another city); absent = not a fit.
 */
import type { EvalJob } from './evaluationTypes';

export { SEALED3_SEEKERS } from './evaluationSetSealed3Seekers';

type Labels = Record<string, Record<string, 1 | 2>>;

const E = { kind: 'easy', part: 'heldout', source: 'sealed' } as const;
const H = { kind: 'hard', part: 'heldout', source: 'sealed' } as const;

export const SEALED3_JOBS: EvalJob[] = [
  { ...E, id: 'k-kundan-jadai', title: 'Kundan Jadai Karigar', category: 'Karigar / Bench', industry: 'Jewellery Manufacturing', skillsRequired: ['Kundan setting', 'Polki jadau'], description: 'Urgent requirement!! Kundan / polki jadai karigar chahiye, Johari Bazar workshop. Kam se kam 5 saal ka kaam, sona patti se jadai aur bridal set ka experience hona chahiye. Salary kaam dekh ke, rehna khana available. Interested log WhatsApp kare.', experience: 'Mid-Level', yearsOfExperience: 5, city: 'Jaipur' },
  { ...E, id: 'k-bridal-temple-sales', title: 'Sales Executive – Bridal & Temple Jewellery', category: 'Retail Sales', industry: 'Jewellery Retail', skillsRequired: ['Jewellery sales', 'Customer handling', 'Tamil', 'Old gold exchange'], description: 'We are a leading jewellery retail chain with showrooms across Tamil Nadu. Key responsibilities: greet and assist customers at the bridal and temple jewellery counters, explain designs, weight, wastage and making charges, handle old gold exchange and achieve monthly sales targets. Benefits: PF, ESI, incentives, festival bonus.', requirements: 'Any graduate; 2+ years in jewellery or premium retail sales; fluent Tamil.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Chennai' },
  { ...E, id: 'k-xrf-assayer', title: 'XRF Operator cum Assayer', category: 'Quality / Testing', industry: 'Hallmarking', skillsRequired: ['XRF', 'Fire assay', 'HUID', 'BIS hallmarking'], description: 'BIS recognised Assaying & Hallmarking Centre at Soni Bazar requires XRF operator cum assayer. Sampling, XRF screening, fire assay and HUID generation on the BIS portal. Morning shift, Sunday off.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Rajkot' },
  { ...E, id: 'k-gold-loan-appraiser', title: 'Gold Loan Appraiser', category: 'Gold Loan', industry: 'Banking / NBFC', skillsRequired: ['Gold appraisal'], description: 'Hiring Gold Appraisers for our branches in Thrissur district. Check purity of ornaments pledged for gold loans with touchstone and acid tests, record net weight, identify spurious gold. Freshers with appraisal training may also apply.', experience: 'Entry/Fresher', yearsOfExperience: 1, city: 'Thrissur' },
  { ...E, id: 'k-diamond-grader', title: 'Diamond Grader', category: 'Gemmology / Lab', industry: 'Gem Testing Laboratory', skillsRequired: ['Diamond grading', '4Cs', 'Clarity plotting', 'GIA GG or equivalent'], description: 'An international gemmological laboratory in Bandra Kurla Complex is looking for Diamond Graders to grade colour and clarity of polished diamonds against master sets and plot inclusions for reports. Two years of grading or diamond checking experience preferred.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Mumbai' },
  { ...E, id: 'k-rough-planner', title: 'ROUGH PLANNER (SARINE / GALAXY)', category: 'Diamond Manufacturing', industry: 'Diamond Manufacturing', skillsRequired: ['Rough planning', 'Sarine Advisor', 'Galaxy'], description: 'URGENT OPENING!!! ROUGH PLANNER FOR REPUTED DIAMOND COMPANY, KATARGAM. MIN 4 YEARS ON SARINE ADVISOR, GALAXY FILES, 0.50 CT TO 3 CT GOODS. SALARY NO BAR FOR RIGHT CANDIDATE. SEND CV ON WHATSAPP. - SHREE PLACEMENT', experience: 'Mid-Level', yearsOfExperience: 4, city: 'Surat' },
  { ...E, id: 'k-watchmaker', title: 'Watchmaker – After-Sales Service', category: 'Watches', industry: 'Luxury Watches', skillsRequired: ['Mechanical movement servicing', 'Timegrapher', 'Water resistance testing'], description: 'Our service centre for Swiss luxury watches seeks a Watchmaker to carry out full and partial services of automatic and quartz movements, regulation on timegrapher, water resistance tests and quality checks before return to client. WOSTEP or brand certification an advantage.', requirements: '4+ years servicing mechanical watches.', experience: 'Mid-Level', yearsOfExperience: 4, city: 'New Delhi' },
  { ...E, id: 'k-fragrance-advisor', title: 'Fragrance Advisor', category: 'Luxury Retail', industry: 'Perfumes / Beauty', skillsRequired: ['Fragrance knowledge', 'Clienteling', 'Retail sales'], description: 'A niche perfume house is opening its boutique in The Dubai Mall and seeks Fragrance Advisors who love scent: guide clients through our olfactive families, build a client book and deliver the ritual of gifting. Attractive salary, commission, visa and medical.', experience: 'Entry/Fresher', yearsOfExperience: 1, city: 'Dubai' },
  { ...E, id: 'k-jewellery-photographer', title: 'Jewellery Product Photographer', category: 'E-commerce / Creative', industry: 'Jewellery E-commerce', skillsRequired: ['Product photography', 'Photoshop retouching', 'Macro lighting'], description: 'Jaipur based D2C silver and gemstone jewellery brand needs an in-house photographer for catalogue shoots: macro, white background, 360 videos, and retouching of every SKU before it goes live on the website and marketplaces.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Jaipur' },
  { ...E, id: 'k-vault-custodian', title: 'Vault Custodian', category: 'Logistics & Security', industry: 'Precious Metals Logistics', skillsRequired: ['Vault operations'], description: 'Secure logistics company handling gold, diamonds and jewellery consignments requires a Vault Custodian for its Andheri vault: dual-control receipt and dispatch, vault registers, reconciliation, coordination with armed escorts and insurers.', requirements: 'Minimum 3 years in vault, cash or valuables custody. Police verification mandatory.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Mumbai' },
  { ...E, id: 'k-casting-incharge', title: 'Casting Department In-charge', category: 'Production', industry: 'Jewellery Manufacturing', skillsRequired: ['Lost wax casting', 'Wax injection', 'Burnout', 'Vacuum casting', 'Metal loss control'], description: 'SEEPZ export jewellery manufacturer requires an experienced Casting In-charge to run the casting department: rubber moulds, wax injection, tree and investment, burnout cycles, vacuum and induction casting in gold and platinum, metal loss and team of 10.', experience: 'Sr-Level', yearsOfExperience: 7, city: 'Mumbai' },
  { ...E, id: 'k-boutique-manager', title: 'Boutique Manager', category: 'Store Management', industry: 'Luxury Leather Goods', skillsRequired: ['Boutique P&L', 'Team leadership', 'Clienteling', 'Visual standards'], description: 'The Maison is looking for a Boutique Manager for its Bengaluru boutique. You will lead a team of client advisors, deliver the business plan, develop our clientele and embody the Maison\'s savoir-faire and service standards.', requirements: 'At least 8 years in luxury retail, including boutique management.', experience: 'Management-Level', yearsOfExperience: 8, city: 'Bengaluru' },
  { ...E, id: 'k-metal-accountant', title: 'Accountant (Metal & Stock)', category: 'Accounts / Back Office', industry: 'Jewellery Wholesale', skillsRequired: ['Tally', 'GST', 'Metal account reconciliation'], description: 'Gold jewellery wholesaler in Manek Chowk needs accountant for metal account (fine weight), karigar issue/receipt, stock reconciliation and GST. Tally compulsory, jewellery ERP knowledge plus point. Timing 10 to 7.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Ahmedabad' },
  { ...E, id: 'k-export-docs', title: 'Export Documentation Executive', category: 'Exports', industry: 'Gems & Jewellery Exports', skillsRequired: ['Export documentation', 'Customs clearance', 'SEEPZ procedures'], description: 'Diamond jewellery exporter in SEEPZ SEZ requires an executive for export and import documentation: shipping bills, ICEGATE filing, SEZ online, insured valuable cargo, bank realisation and GJEPC returns.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Mumbai' },
  { ...E, id: 'k-retail-trainer', title: 'Product & Sales Trainer', category: 'Training', industry: 'Jewellery Retail', skillsRequired: ['Training delivery', 'Jewellery product knowledge', 'Sales training'], description: 'A fast growing jewellery brand with 40 showrooms in East India seeks a Trainer to run induction, product (gold, diamond, gemstones) and selling-skills programmes for showroom staff, and to track training impact on sales. Extensive travel within the region.', experience: 'Sr-Level', yearsOfExperience: 6, city: 'Kolkata' },
  { ...E, id: 'k-bullion-dealer', title: 'Bullion Dealing Executive', category: 'Bullion / Trading', industry: 'Bullion', skillsRequired: ['Bullion trading', 'MCX', 'Client handling'], description: 'Bullion house in Zaveri Bazaar requires dealing executive to quote gold and silver rates to jewellers, book orders, manage positions and coordinate physical delivery. Knowledge of MCX and international prices required.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Mumbai' },
  // the near-miss clusters
  { ...H, id: 'k-h-regional-manager', title: 'Regional Manager – Jewellery Retail', category: 'Retail Management', industry: 'Jewellery Retail', skillsRequired: ['Multi-store operations', 'P&L management', 'Team management', 'Jewellery retail'], description: 'Leading jewellery retailer requires a Regional Manager to head 8-10 showrooms in Telangana and Andhra Pradesh: revenue and margin targets, inventory and audit compliance, store manager hiring and development, new store launches.', requirements: '12+ years in retail with at least 5 years in multi-store management, jewellery preferred.', experience: 'Management-Level', yearsOfExperience: 12, city: 'Hyderabad' },
  { ...H, id: 'k-h-junior-cad', title: 'Junior CAD Designer (Jewellery)', category: 'Design / CAD', industry: 'Jewellery Manufacturing', skillsRequired: ['Rhino', 'MatrixGold', '3D modelling'], description: 'Freshers welcome! We are an export jewellery house in Andheri looking for a Junior CAD Designer to model rings, pendants and earrings in Rhino/Matrix from sketches and prepare files for 3D printing. Training given.', experience: 'Entry/Fresher', yearsOfExperience: 0, city: 'Mumbai' },
  { ...H, id: 'k-h-micro-setter', title: 'Micro Pave Diamond Setter', category: 'Karigar / Bench', industry: 'Jewellery Manufacturing', skillsRequired: ['Micro setting', 'Pave setting', 'Prong setting'], description: 'Diamond setter required for Karol Bagh workshop. Micro pave under microscope, prong and bezel setting on diamond rings and bands. Minimum 3 years. Piece rate or salary.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Delhi' },
  { ...H, id: 'k-h-diamond-assorter', title: 'Diamond Assorter (Polished)', category: 'Diamond Trading', industry: 'Diamond Trading', skillsRequired: ['Polished diamond assortment'], description: 'Polished diamond trading office in Mahidharpura needs assorter for sorting goods by sieve size, shape, colour and clarity and making parcels as per price list. 2 years experience needed.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Surat' },
  { ...H, id: 'k-h-refinery-chemist', title: 'Assay Chemist – Gold Refinery', category: 'Quality / Testing', industry: 'Precious Metal Refining', skillsRequired: ['Fire assay', 'Precious metal analysis', 'ICP-OES'], description: 'NABL accredited gold and silver refinery requires an Assay Chemist for fire assay and instrumental analysis of incoming dore and refined bars (999.9), sampling and lab QA records.', requirements: 'M.Sc Chemistry, 3+ years in precious metal assaying.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Haridwar' },
  { ...H, id: 'k-h-watch-sales', title: 'Sales Associate – Luxury Watches', category: 'Luxury Retail', industry: 'Luxury Watches', skillsRequired: ['Luxury watch sales', 'Clienteling'], description: 'Authorised retailer of Swiss luxury watches at a premium mall in Lower Parel seeks a Sales Associate who can speak with collectors about movements and complications, build a client book and manage allocations.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Mumbai' },
  { ...H, id: 'k-h-visual-merchandiser', title: 'Visual Merchandiser', category: 'Marketing / VM', industry: 'Jewellery Retail', skillsRequired: ['Visual merchandising', 'Window display', 'Planograms'], description: 'Jewellery retail chain needs a Visual Merchandiser for its Pune and Nashik showrooms: window and counter displays, festive and wedding-season themes, planograms and VM audits.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Pune' },
  { ...H, id: 'k-h-munim', title: 'Munim / Accountant – Jewellery Showroom', category: 'Accounts / Back Office', industry: 'Jewellery Retail', skillsRequired: ['Munim', 'Metal account', 'Tally'], description: 'Sarafa ki purani firm ko munim chahiye. Fine-gross ka hisab, karigar maal issue-jama, girvi ka khata aur Tally me entry. 4 saal ka anubhav zaruri.', experience: 'Mid-Level', yearsOfExperience: 4, city: 'Indore' },
];

/** For each job, the seekers of this part who fit it: 2 strong, 1 plausible. */
export const SEALED3_LABELS: Labels = {
  'k-kundan-jadai': { k001: 2, k002: 2, k003: 1, k004: 1 },
  'k-bridal-temple-sales': { k006: 2, k007: 2, k130: 2, k005: 1, k008: 1, k009: 1, k060: 1, k068: 1, k103: 1, k150: 1 },
  'k-xrf-assayer': { k010: 2, k011: 2, k012: 1, k132: 1, k092: 1, k093: 1 },
  'k-gold-loan-appraiser': { k014: 2, k015: 2, k134: 2, k016: 1, k133: 1 },
  'k-diamond-grader': { k018: 2, k019: 2, k020: 1, k021: 1, k087: 1, k155: 1, k131: 1 },
  'k-rough-planner': { k022: 2, k023: 2, k024: 1, k026: 1 },
  'k-watchmaker': { k027: 2, k029: 2, k028: 1 },
  'k-fragrance-advisor': { k031: 2, k032: 2, k135: 2, k033: 1, k154: 1 },
  'k-jewellery-photographer': { k035: 2, k036: 2, k037: 1, k136: 1 },
  'k-vault-custodian': { k039: 2, k040: 2, k137: 2, k041: 1, k124: 1, k125: 1, k153: 1 },
  'k-casting-incharge': { k043: 2, k044: 2, k045: 1, k138: 1 },
  'k-boutique-manager': { k047: 2, k048: 2, k049: 1, k051: 1, k067: 1, k142: 1 },
  'k-metal-accountant': { k052: 2, k053: 2, k054: 1, k113: 1, k114: 1, k141: 1 },
  'k-export-docs': { k055: 2, k057: 2, k139: 2, k056: 1 },
  'k-retail-trainer': { k058: 2, k061: 2, k059: 1, k060: 1 },
  'k-bullion-dealer': { k062: 2, k064: 2, k063: 1, k140: 1 },
  'k-h-regional-manager': { k065: 2, k066: 2, k144: 2, k067: 1, k069: 1, k070: 1, k047: 1, k048: 1, k122: 1 },
  'k-h-junior-cad': { k072: 2, k073: 2, k074: 2, k075: 1, k079: 1, k085: 1, k112: 1, k146: 1, k151: 1 },
  'k-h-micro-setter': { k080: 2, k081: 2, k082: 2, k145: 1 },
  'k-h-diamond-assorter': { k021: 2, k087: 2, k155: 2, k088: 1, k018: 1, k019: 1, k091: 1, k131: 1 },
  'k-h-refinery-chemist': { k092: 2, k093: 2, k011: 1, k132: 1, k095: 1, k097: 1 },
  'k-h-watch-sales': { k098: 2, k099: 2, k102: 1, k103: 1, k104: 1, k143: 1, k049: 1, k027: 1, k029: 1, k120: 1 },
  'k-h-visual-merchandiser': { k105: 2, k107: 2, k106: 1, k111: 1 },
  'k-h-munim': { k113: 2, k114: 2, k116: 1, k119: 1, k052: 1, k053: 1 },
};
