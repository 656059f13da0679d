/**
 * The sealed résumé part of the evaluation set: 12 jobs of the Indian jewellery and luxury-retail
 * trade (8 easy ads, 4 hard near-miss clusters) and 60 job seekers given as whole résumés
 * (evaluationSetSealedResumesSeekers.ts), the text a PDF's text layer gives.
 *
 * Sealed: written blind, without reading the matching engine, its tests or any other part of the
 * evaluation set, and labelled in full before any engine ranked it. It stands in for an independent
 * acceptance set: it ranks its own seekers alone and is reported only as totals, never job by job,
 * and nothing is ever tuned on it.
 *
 * Labels, for each job and every seeker of the part: 2 = strong fit (does this job at the asked
 * seniority); 1 = plausible (near trade, somewhat short on years or well above them, an adjacent
 * role); a seeker left out is not a fit.
 */
import type { EvalJob } from './evaluationTypes';
export { SEALED_RESUME_SEEKERS } from './evaluationSetSealedResumesSeekers';

type Labels = Record<string, Record<string, 1 | 2>>;

const E = { kind: 'easy', part: 'heldout', source: 'sealedResume' } as const;
const H = { kind: 'hard', part: 'heldout', source: 'sealedResume' } as const;

export const SEALED_RESUME_JOBS: EvalJob[] = [
  {
    ...E,
    id: 'sr-sales',
    title: 'Jewellery Sales Executive',
    category: 'Sales',
    industry: 'Jewellery Retail',
    skillsRequired: ['Jewellery sales', 'Customer handling', 'Gold & diamond product knowledge', 'Billing', 'Telugu / Hindi'],
    description:
      'Urgent requirement of Sales Executives for our gold and diamond jewellery showroom at Himayatnagar, Hyderabad. ' +
      'Greet walk-in customers, show gold, diamond and bridal collections, explain purity, hallmark / HUID, making charges and old gold exchange, ' +
      'close the sale and hand over to billing. Follow up with customers for gold savings scheme and festival offers. ' +
      'Salary 18,000 to 30,000 + attractive incentives, PF, ESI. Walk-in interview Monday to Saturday, 11 am to 4 pm with updated resume.',
    requirements: 'Min 2 yrs experience in a jewellery showroom counter. Good communication in Telugu and Hindi, English preferred. Male / Female both can apply.',
    experience: 'Mid-Level',
    yearsOfExperience: 2,
    city: 'Hyderabad',
  },
  {
    ...E,
    id: 'sr-cad',
    title: 'Jewellery CAD Designer',
    category: 'Design',
    industry: 'Jewellery Manufacturing',
    skillsRequired: ['MatrixGold', 'Rhino', 'JewelCAD', '3D modelling', 'Technical drawing'],
    description:
      'About us: We are a 25 year old diamond jewellery manufacturer and exporter in SEEPZ, Andheri East, supplying retailers in India, the US and the Middle East. ' +
      'Role: convert sketches and customer references into production-ready 3D models in MatrixGold / Rhino, with correct metal weight, ' +
      'stone layout, prong and seat sizes for casting and setting; prepare renders for customer approval; coordinate with the 3D printing and production teams.',
    requirements: '2+ years as a jewellery CAD designer. Knowledge of rings, pendants, earrings and bridal sets. Diploma in jewellery design preferred.',
    experience: 'Mid-Level',
    yearsOfExperience: 2,
    city: 'Mumbai',
  },
  {
    ...E,
    id: 'sr-karigar',
    title: 'Goldsmith (Karigar) – Handmade Gold & Kundan',
    category: 'Production / Craftsman',
    industry: 'Jewellery Manufacturing',
    skillsRequired: ['Handmade gold jewellery', 'Ghaat work', 'Soldering', 'Kundan / Jadau', 'Filing & finishing'],
    description:
      'Required experienced karigars for handmade 22kt gold and kundan-jadau jewellery workshop near Johari Bazaar, Jaipur. ' +
      'Work on necklace, bangle and earring ghaat from wire and sheet, soldering, joining, filing and finishing to the design. ' +
      'Piece rate or monthly salary as per work. Stay facility available for outstation karigars.',
    requirements: 'Minimum 5 years of bench work as goldsmith. Must be able to make full piece from raw gold.',
    experience: 'Mid-Level',
    yearsOfExperience: 5,
    city: 'Jaipur',
  },
  {
    ...E,
    id: 'sr-grader',
    title: 'Diamond Grader / Gemmologist',
    category: 'Quality / Laboratory',
    industry: 'Gems & Diamonds',
    skillsRequired: ['Diamond grading', '4Cs', 'GIA / IGI certification', 'Loupe & microscope', 'Grading reports'],
    description:
      'Our gem testing laboratory in Surat needs Diamond Graders. Grade polished diamonds for colour, clarity and cut, plot inclusions, ' +
      'check measurements and proportions, screen for synthetics and treatments, and prepare grading reports. Day shift, 6 days a week.',
    requirements: 'Graduate with GIA GG / IGI / IIGJ diploma in diamonds or gemmology, 2+ years of grading experience.',
    experience: 'Mid-Level',
    yearsOfExperience: 2,
    city: 'Surat',
  },
  {
    ...E,
    id: 'sr-accounts',
    title: 'Accountant – Jewellery Showroom',
    category: 'Accounts & Finance',
    industry: 'Jewellery Retail',
    skillsRequired: ['Tally Prime', 'GST returns', 'Bullion / metal accounts', 'Old gold purchase entries', 'Bank reconciliation'],
    description:
      'Wanted Accountant for a reputed jewellery showroom in T. Nagar, Chennai. Day-to-day entries in Tally, sales and purchase bills, ' +
      'old gold purchase and exchange entries, karigar metal issue and receipt, GST returns (GSTR-1, 3B), TDS, bank reconciliation, ' +
      'daily stock and cash tally with the counters. Salary as per experience.',
    requirements: 'B.Com / M.Com with minimum 3 years accounts experience, jewellery line preferred. Tamil speaking.',
    experience: 'Mid-Level',
    yearsOfExperience: 3,
    city: 'Chennai',
  },
  {
    ...E,
    id: 'sr-ecom',
    title: 'E-commerce Catalogue Executive',
    category: 'E-commerce',
    industry: 'Jewellery (Online / D2C)',
    skillsRequired: ['Product listing', 'Shopify', 'Excel', 'Marketplace catalogue (Amazon / Flipkart / Myntra)', 'Basic Photoshop'],
    description:
      'We are a fast growing online brand of silver and gold-plated jewellery. You will create and update product listings on our Shopify website ' +
      'and on marketplaces, write titles and descriptions, fill attributes (metal, purity, weight, stone), manage images and prices, and keep ' +
      'the catalogue sheet up to date. Freshers with internship experience are welcome.',
    requirements: '0-2 years. Good Excel and written English. Interest in fashion and jewellery.',
    experience: 'Entry/Fresher',
    yearsOfExperience: 1,
    city: 'Bengaluru',
  },
  {
    ...E,
    id: 'sr-photo',
    title: 'Jewellery Product Photographer',
    category: 'Creative / Photography',
    industry: 'Jewellery',
    skillsRequired: ['Jewellery / macro photography', 'Studio lighting', 'Focus stacking', 'Photoshop retouching', 'Lightroom'],
    description:
      'In-house photographer for a jewellery brand in Zaveri Bazaar. Shoot gold and diamond jewellery on white and on models for the website, catalogue and Instagram; ' +
      'control reflections on metal and sparkle in diamonds; focus stacking; retouching and colour-correct output. Own camera kit is a plus.',
    requirements: '2+ years of product photography, jewellery preferred. Portfolio is a must.',
    experience: 'Mid-Level',
    yearsOfExperience: 2,
    city: 'Mumbai',
  },
  {
    ...E,
    id: 'sr-hallmark',
    title: 'Assayer – BIS Hallmarking Centre',
    category: 'Quality / Laboratory',
    industry: 'Jewellery (Hallmarking & Assaying)',
    skillsRequired: ['XRF', 'Fire assay', 'BIS hallmarking', 'HUID', 'Sampling'],
    description:
      'BIS recognised Assaying and Hallmarking Centre in Thrissur requires Assayer. Sampling of jewellery lots, XRF testing, fire assay (cupellation) for gold, ' +
      'recording results, HUID generation and laser marking coordination, maintaining records for BIS audit.',
    requirements: 'B.Sc Chemistry or Diploma with 2 years experience in a hallmarking centre. BIS assayer training preferred.',
    experience: 'Mid-Level',
    yearsOfExperience: 2,
    city: 'Thrissur',
  },
  {
    ...H,
    id: 'sr-cad-head',
    title: 'Head – CAD & Product Development',
    category: 'Design',
    industry: 'Jewellery Manufacturing',
    skillsRequired: ['Team management', 'MatrixGold / Rhino', 'Production feasibility', 'Collection development', 'CAM / 3D printing coordination'],
    description:
      'Lead our CAD studio of 15 designers and the 3D printing / CAM cell. Plan collections with merchandising and sales, allot work and set turnaround times, ' +
      'review models for weight, castability and setting feasibility, hire and train CAD designers, and own the link between design and the factory floor.',
    requirements: '10+ years in jewellery CAD with at least 4 years managing a CAD team. Hands-on MatrixGold / Rhino.',
    experience: 'Management-Level',
    yearsOfExperience: 10,
    city: 'Mumbai',
  },
  {
    ...H,
    id: 'sr-watchmaker',
    title: 'Watchmaker / Service Technician – Luxury Watches',
    category: 'Technical Service',
    industry: 'Luxury Watches Retail',
    skillsRequired: ['Mechanical movement servicing', 'Quartz movement repair', 'Water resistance testing', 'Timegrapher', 'Casing & polishing'],
    description:
      'Our multi-brand luxury watch boutique in South Extension, New Delhi is setting up an in-house service workshop. The Watchmaker will dismantle, clean, ' +
      'lubricate and regulate automatic and quartz movements of Swiss brands, replace crowns, gaskets and crystals, test water resistance and accuracy, ' +
      'and advise boutique staff on service estimates for clients.',
    requirements: '4+ years at a watch service centre. Horology course (Titan / WOSTEP / brand training) preferred.',
    experience: 'Mid-Level',
    yearsOfExperience: 4,
    city: 'New Delhi',
  },
  {
    ...H,
    id: 'sr-setter',
    title: 'Stone Setter (Diamond Jewellery)',
    category: 'Production / Craftsman',
    industry: 'Jewellery Manufacturing',
    skillsRequired: ['Prong setting', 'Micro pavé', 'Bezel / channel setting', 'Graver & microscope', 'Stone setting'],
    description:
      'Hiring Stone Setters for diamond jewellery unit at Andheri East. Setting of round and fancy diamonds in 18kt gold and platinum: prong, pavé, micro pavé, ' +
      'bezel and channel, under microscope. Checking seat, height and security of stones before QC. Salary + overtime, canteen.',
    requirements: '3+ years of diamond setting in jewellery manufacturing.',
    experience: 'Mid-Level',
    yearsOfExperience: 3,
    city: 'Mumbai',
  },
  {
    ...H,
    id: 'sr-store-mgr',
    title: 'Showroom Manager – Jewellery',
    category: 'Retail Operations',
    industry: 'Jewellery Retail',
    skillsRequired: ['Store operations', 'Team handling', 'Sales targets', 'Inventory & stock audit', 'Customer relationship'],
    description:
      'Leading jewellery retail chain requires a Showroom Manager for its new 8,000 sq ft showroom in Pune. Responsible for the store P&L and sales targets, ' +
      'a team of 30 (sales, cashier, security), daily stock tally and audits of gold and diamond inventory, gold rate updates, schemes and old gold exchange, ' +
      'customer complaints and local promotions.',
    requirements: '8+ years in retail with minimum 3 years as store / showroom manager, jewellery retail mandatory.',
    experience: 'Sr-Level',
    yearsOfExperience: 8,
    city: 'Pune',
  },
];

export const SEALED_RESUME_LABELS: Labels = {
  'sr-sales': { sr02: 2, sr11: 2, sr22: 2, sr29: 1, sr57: 1, sr20: 1, sr41: 1, sr26: 1, sr47: 1 },
  'sr-cad': { sr10: 2, sr40: 2, sr01: 1, sr21: 1, sr31: 1, sr48: 1, sr55: 1 },
  'sr-karigar': { sr14: 2, sr25: 2, sr38: 1, sr04: 1, sr50: 1 },
  'sr-grader': { sr05: 2, sr27: 2, sr44: 2, sr16: 1, sr34: 1 },
  'sr-accounts': { sr06: 2, sr56: 2, sr17: 1, sr37: 1, sr45: 1 },
  'sr-ecom': { sr07: 2, sr18: 2, sr08: 1, sr30: 1, sr53: 1, sr52: 1 },
  'sr-photo': { sr08: 2, sr52: 2, sr30: 1, sr39: 1, sr07: 1 },
  'sr-hallmark': { sr09: 2, sr23: 2, sr33: 1, sr46: 1, sr59: 1 },
  'sr-cad-head': { sr21: 2, sr55: 2, sr31: 1, sr48: 1, sr40: 1 },
  'sr-watchmaker': { sr03: 2, sr15: 2, sr36: 2, sr43: 1, sr58: 1 },
  'sr-setter': { sr04: 2, sr32: 2, sr50: 2, sr14: 1, sr38: 1 },
  'sr-store-mgr': { sr13: 2, sr28: 2, sr51: 2, sr20: 1, sr41: 1, sr60: 1 },
};
