/**
 * The sealed part of the labelled set: written blind (from knowledge of the trade, without
 * reading the engine or its lexicon, and without reading the other parts' seekers), labelled
 * in full, and committed before any engine ranked it. It stands in for the unseen acceptance
 * set: 14 plain, common ads of the Indian jewellery and luxury-retail trade written as real ads
 * are, and 6 near-miss clusters (a senior setter vs junior setters, a kundan jadai karigar and a
 * tile setter; a diamond assorter vs a grader, a planner, a trader and a diamond cutter;
 * lab-grown / CVD / man-made diamond sales vs natural diamond sales, a semiconductor CVD
 * engineer and a CVD reactor operator; a watchmaker / horologist vs watch technicians, a ghadi
 * mistri and watch sales; a jewellery merchandiser vs visual, FMCG and garment-export
 * merchandisers; a hallmarking assayer vs a gold appraiser, a pawnbroker and a pharma chemist).
 * Seekers: evaluationSetSealedSeekers.ts.
 *
 * The sealed jobs rank the sealed seekers only, and no other job ranks them; their figures are
 * reported on their own (ranking.ts `sealed`) and never job by job.
 *
 * Labels: 2 strong (does this job at the asked seniority), 1 plausible (near trade, somewhat
 * short on years or well above them, or an adjacent role), absent = not a fit. Every job was
 * labelled against every sealed seeker.
 */
import type { EvalJob } from './evaluationTypes';

export { SEALED_SEEKERS } from './evaluationSetSealedSeekers';

type Labels = Record<string, Record<string, 1 | 2>>;

const E = { kind: 'easy', part: 'heldout', source: 'sealed' } as const;
const H = { kind: 'hard', part: 'heldout', source: 'sealed' } as const;

export const SEALED_JOBS: EvalJob[] = [
  { ...E, id: 'z-sales', title: 'Jewellery Sales Executive / Counter Salesman', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Jewellery sales', 'Customer handling', 'Gold ornaments'], description: 'Required sales executives (male/female) for our gold and diamond jewellery showroom in Himayatnagar. Candidate should attend customers at the counter, show ornaments, explain hallmark, wastage and making charges, old gold exchange and monthly schemes. Minimum 2 years in jewellery showroom. Telugu and Hindi must. Salary + incentives, PF, ESI. Walk-in interview Mon-Sat 11 am to 4 pm.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Hyderabad' },
  { ...E, id: 'z-floor', title: 'Showroom Floor Manager', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Floor management', 'Team handling', 'Sales targets'], description: 'About us: a 60 year old jewellers of Kolkata with 9 showrooms in West Bengal. We are looking for a Floor Manager for our flagship showroom. Manage the sales team of 20 on the floor, allot counters, drive daily targets, handle VIP customers and complaints, ensure stock counting and opening/closing procedures. 8+ years in jewellery retail with at least 2 years leading a team. CTC as per industry standards.', experience: 'Management-Level', yearsOfExperience: 8, city: 'Kolkata' },
  { ...E, id: 'z-diamond', title: 'Diamond Jewellery Consultant', category: 'Natural Diamond', industry: 'Jewellery', skillsRequired: ['Diamond jewellery sales', '4Cs', 'Clienteling'], description: 'Help customers choose diamond jewellery and solitaires, explain the 4Cs and certification, build relationships and repeat business. 3 years of diamond jewellery selling. Smart, presentable, good English.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Pune' },
  { ...E, id: 'z-karigar', title: 'Gold Smith (Karigar) - Handmade Jewellery', category: 'Jewellery Manufacturing', industry: 'Precious Metals', skillsRequired: ['Goldsmith', 'Soldering', 'Handmade jewellery'], description: 'Urgent requirement of experienced gold smiths for handmade 22 kt jewellery - chains, bangles, necklaces, temple jewellery. Fabrication, soldering, filing and repairs. 5 yrs exp. Accommodation provided. Contact factory supervisor.', experience: 'Mid-Level', yearsOfExperience: 5, city: 'Coimbatore' },
  { ...E, id: 'z-cad', title: 'CAD Designer (Jewellery)', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['MatrixGold', 'Rhino', '3D modelling'], description: 'We need a jewellery CAD designer to make 3D models of rings, earrings, pendants and sets from sketches, with stone layout, weight estimation and print-ready STL files. 3 years of jewellery CAD.', requirements: 'MatrixGold or Rhino must; JewelCAD knowledge is a plus.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Jaipur' },
  { ...E, id: 'z-sketch', title: 'Hand Sketch Jewellery Designer', category: 'Jewellery Design', industry: 'Jewellery', skillsRequired: ['Hand sketching', 'Rendering', 'Jewellery design'], description: 'Looking for a jewellery designer good at manual (hand) sketching and rendering of bridal and daily wear collections. Should make design folders, follow trends and coordinate with CAD and production. 2 yrs exp.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Mumbai' },
  { ...E, id: 'z-setter', title: 'Stone Setter', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Stone setting', 'Prong setting', 'Pave'], description: 'Stone setter required for diamond jewellery factory. Prong, pave, bezel and micro setting under microscope. 4 years experience. Good salary + overtime.', experience: 'Mid-Level', yearsOfExperience: 4, city: 'Mumbai' },
  { ...E, id: 'z-polisher', title: 'Jewellery Polisher', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Polishing', 'Buffing'], description: 'Polishing boys required. Gold and silver jewellery polish and buffing. Freshers can also apply, training will be given.', experience: 'Entry/Fresher', yearsOfExperience: 1, city: 'Rajkot' },
  { ...E, id: 'z-photo', title: 'Jewellery Photographer', category: 'Marketing', industry: 'Jewellery', skillsRequired: ['Product photography', 'Macro photography', 'Retouching'], description: 'In-house photographer to shoot our jewellery for the website, marketplaces and social media. Macro and product photography on white background, lighting, basic retouching, short videos. 2 years of product photography, jewellery preferred. Portfolio required.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Mumbai' },
  { ...E, id: 'z-accountant', title: 'Store Accountant', category: 'Accounts', industry: 'Jewellery', skillsRequired: ['Tally', 'GST', 'Accounting'], description: 'Accountant for our jewellery showroom at Hazratganj. Daily sales and purchase entries in Tally, old gold purchase, GST returns, bank reconciliation, petty cash and MIS to owner. B.Com/M.Com with 3 yrs exp.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Lucknow' },
  { ...E, id: 'z-goldloan', title: 'Gold Loan Officer', category: 'Finance', industry: 'Banking & NBFC', skillsRequired: ['Gold loan', 'Gold appraisal', 'KYC'], description: 'Gold loan officers for our branches in Ernakulam district. Appraise gold ornaments for purity and weight, process gold loans, KYC and documentation, renewals and collections, customer service. Graduates with 1 year in gold loan / NBFC preferred. Freshers with good communication may apply.', experience: 'Entry/Fresher', yearsOfExperience: 1, city: 'Kochi' },
  { ...E, id: 'z-cashier', title: 'Billing Cashier', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Billing', 'Cash handling'], description: 'Cashier for jewellery showroom: billing in software, cash, card and UPI collection, day end cash tally. 12th / graduate, 1 yr exp. Timings 10 am - 8.30 pm.', experience: 'Entry/Fresher', yearsOfExperience: 1, city: 'Ahmedabad' },
  { ...E, id: 'z-ecom', title: 'E-commerce Catalogue Executive', category: 'E-commerce', industry: 'Jewellery', skillsRequired: ['Cataloguing', 'Product listing', 'Excel'], description: 'Who we are: an online jewellery brand shipping across India. Role: create and update product listings on our website and on Amazon, Flipkart and Myntra - titles, attributes, metal weight and stone details, images and prices. Maintain catalogue sheets in Excel. 1 year in e-commerce cataloguing.', experience: 'Entry/Fresher', yearsOfExperience: 1, city: 'Bengaluru' },
  { ...E, id: 'z-watchtech', title: 'Watch Service Technician', category: 'After Sales', industry: 'Watches', skillsRequired: ['Watch repair', 'Quartz', 'Automatic watches'], description: 'Service technician for our watch service centre. Diagnose and repair quartz and automatic watches, battery and part replacement, water resistance testing, cleaning, job card entry. 3 yrs exp in watch repairing.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Delhi' },
  // the near-miss clusters
  { ...H, id: 'z-h-srsetter', title: 'Senior Stone Setter - Setting Supervisor', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Micro setting', 'Supervision', 'Quality of setting'], description: 'Export jewellery unit needs a senior setter to lead the setting section: micro pave and fine setting himself, allot work to setters, check setting quality and stone loss, train juniors. 10+ years of diamond setting with supervision experience.', experience: 'Sr-Level', yearsOfExperience: 10, city: 'Mumbai' },
  { ...H, id: 'z-h-assorter', title: 'Diamond Assorter (Polished)', category: 'Natural Diamond', industry: 'Diamonds', skillsRequired: ['Diamond assortment', 'Sieve sizing', 'Colour and clarity'], description: 'Assorter for polished diamonds: sieve sizing of melee and pointers, making lots by colour and clarity, parcel preparation for export. 4 years of assortment experience in a diamond company.', experience: 'Mid-Level', yearsOfExperience: 4, city: 'Surat' },
  { ...H, id: 'z-h-lgd', title: 'Sales Executive - Lab-Grown Diamonds (CVD)', category: 'Lab Grown Diamond', industry: 'Jewellery', skillsRequired: ['LGD sales', 'Diamond jewellery', 'Client handling'], description: 'Sell our CVD lab-grown diamond jewellery and loose stones to retail customers and jewellers: explain lab-grown vs natural, certification, pricing; follow up leads and close. 3 years of diamond or lab-grown sales.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Mumbai' },
  { ...H, id: 'z-h-watchmaker', title: 'Watchmaker (Horologist) - Swiss Brands', category: 'After Sales', industry: 'Watches', skillsRequired: ['Mechanical movements', 'Overhaul', 'Chronographs'], description: 'Service centre of Swiss luxury watch brands requires a watchmaker for complete overhaul of mechanical and automatic calibres, chronographs, regulation and water resistance. WOSTEP or brand training preferred, 6+ years.', experience: 'Sr-Level', yearsOfExperience: 6, city: 'Mumbai' },
  { ...H, id: 'z-h-merch', title: 'Jewellery Merchandiser', category: 'Merchandising', industry: 'Jewellery', skillsRequired: ['Jewellery merchandising', 'Costing', 'Vendor follow-up'], description: 'Merchandiser for jewellery orders: take buyer orders, prepare costing, get samples and CADs approved, follow up with vendors and karigars on production and delivery dates. 4 yrs in jewellery merchandising.', experience: 'Mid-Level', yearsOfExperience: 4, city: 'Mumbai' },
  { ...H, id: 'z-h-assayer', title: 'Assayer - Hallmarking Centre', category: 'Quality & Testing', industry: 'Precious Metals', skillsRequired: ['Fire assay', 'XRF', 'Hallmarking'], description: 'BIS recognised assaying and hallmarking centre needs an assayer: fire assay of gold, XRF testing, sampling, HUID marking and records as per BIS norms. B.Sc Chemistry with 3 yrs in assaying or hallmarking.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Jaipur' },
];

/** For each sealed job, the sealed seekers who fit it: 2 strong, 1 plausible. */
export const SEALED_LABELS: Labels = {
  'z-sales': { z01: 2, z02: 2, z03: 2, z09: 2, z75: 2, z96: 2, z04: 1, z05: 1, z08: 1, z11: 1, z64: 1, z72: 1 },
  'z-floor': { z05: 2, z06: 2, z94: 2, z07: 1, z11: 1, z100: 1 },
  'z-diamond': { z03: 2, z09: 2, z75: 2, z96: 2, z01: 1, z02: 1, z08: 1, z64: 1, z72: 1 },
  'z-karigar': { z12: 2, z13: 2, z14: 2, z15: 1, z16: 1, z38: 1, z91: 1, z99: 1 },
  'z-cad': { z18: 2, z19: 2, z21: 2, z22: 1, z27: 1, z90: 1 },
  'z-sketch': { z24: 2, z27: 2, z95: 2, z25: 1, z90: 1 },
  'z-setter': { z29: 2, z32: 2, z34: 2, z28: 1, z30: 1, z33: 1, z108: 1 },
  'z-polisher': { z35: 2, z37: 2, z103: 2, z16: 1, z38: 1 },
  'z-photo': { z40: 2, z43: 2, z102: 2, z41: 1, z42: 1 },
  'z-accountant': { z44: 2, z45: 2, z97: 2, z46: 1, z47: 1 },
  'z-goldloan': { z48: 2, z50: 2, z93: 2, z49: 1, z51: 1, z52: 1 },
  'z-cashier': { z47: 2, z53: 2, z54: 2, z44: 1, z97: 1 },
  'z-ecom': { z55: 2, z98: 2, z101: 2, z56: 1, z57: 1, z58: 1 },
  'z-watchtech': { z60: 2, z62: 2, z104: 2, z105: 2, z59: 1, z61: 1 },
  'z-h-srsetter': { z28: 2, z33: 2, z108: 2, z30: 1, z34: 1 },
  'z-h-assorter': { z65: 2, z66: 2, z106: 2, z67: 1, z69: 1, z71: 1 },
  'z-h-lgd': { z09: 2, z72: 2, z76: 2, z03: 1, z75: 1, z96: 1 },
  'z-h-watchmaker': { z59: 2, z62: 2, z105: 2, z60: 1 },
  'z-h-merch': { z77: 2, z81: 2, z107: 2, z80: 1, z82: 1 },
  'z-h-assayer': { z52: 2, z83: 2, z85: 2, z50: 1 },
};
