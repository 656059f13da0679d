import { CROSS_LABELS, HARD_JOBS, HARD_LABELS, HARD_SEEKERS } from './evaluationSetHard';
import { BLIND_CROSS_LABELS, BLIND_JOBS, BLIND_LABELS, BLIND_SEEKERS } from './evaluationSetBlind';
import { FRESH_CROSS_LABELS, FRESH_JOBS, FRESH_LABELS, FRESH_SEEKERS } from './evaluationSetFresh';
import { PADDED_CROSS_LABELS, PADDED_LABELS, PADDED_SEEKERS } from './evaluationSetPadded';
import { PLAIN_CROSS_LABELS, PLAIN_JOBS, PLAIN_LABELS, PLAIN_SEEKERS } from './evaluationSetPlain';
import {
  BLIND_TUNING_CROSS_LABELS,
  BLIND_TUNING_JOBS,
  BLIND_TUNING_LABELS,
  BLIND_TUNING_SEEKERS,
} from './evaluationSetBlindTuning';
import {
  BLIND_TUNING2_CROSS_LABELS,
  BLIND_TUNING2_JOBS,
  BLIND_TUNING2_LABELS,
  BLIND_TUNING2_SEEKERS,
} from './evaluationSetBlindTuning2';
import {
  BLIND_TUNING3_CROSS_LABELS,
  BLIND_TUNING3_JOBS,
  BLIND_TUNING3_LABELS,
  BLIND_TUNING3_SEEKERS,
} from './evaluationSetBlindTuning3';
import {
  BLIND_TUNING4_CROSS_LABELS,
  BLIND_TUNING4_JOBS,
  BLIND_TUNING4_LABELS,
  BLIND_TUNING4_SEEKERS,
} from './evaluationSetBlindTuning4';
import {
  BLIND_TUNING5_CROSS_LABELS,
  BLIND_TUNING5_JOBS,
  BLIND_TUNING5_LABELS,
  BLIND_TUNING5_SEEKERS,
} from './evaluationSetBlindTuning5';
import {
  BLIND_TUNING6_CROSS_LABELS,
  BLIND_TUNING6_JOBS,
  BLIND_TUNING6_LABELS,
  BLIND_TUNING6_SEEKERS,
} from './evaluationSetBlindTuning6';
import { SEALED_JOBS, SEALED_LABELS, SEALED_SEEKERS } from './evaluationSetSealed';
import { SEALED3_JOBS, SEALED3_LABELS, SEALED3_SEEKERS } from './evaluationSetSealed3';
import { OPENED_JOBS, OPENED_LABELS, OPENED_SEEKERS } from './evaluationSetOpened';
import { RESUME_JOBS, RESUME_LABELS, RESUME_SEEKERS } from './evaluationSetResumes';
import { RESUME2_JOBS, RESUME2_LABELS, RESUME2_SEEKERS } from './evaluationSetResumes2';
import { RESUME3_JOBS, RESUME3_LABELS, RESUME3_SEEKERS } from './evaluationSetResumes3';
import { RESUME4_JOBS, RESUME4_LABELS, RESUME4_SEEKERS } from './evaluationSetResumes4';
import { RESUME5_JOBS, RESUME5_LABELS, RESUME5_SEEKERS } from './evaluationSetResumes5';
import { RESUME6_JOBS, RESUME6_LABELS, RESUME6_SEEKERS } from './evaluationSetResumes6';
import { RESUME7_JOBS, RESUME7_LABELS, RESUME7_SEEKERS } from './evaluationSetResumes7';
import { SEALED_RESUME_JOBS, SEALED_RESUME_LABELS, SEALED_RESUME_SEEKERS } from './evaluationSetSealedResumes';
import { RESUME8_JOBS, RESUME8_LABELS, RESUME8_SEEKERS } from './evaluationSetResumes8';
import { SEALED_RESUME3_JOBS, SEALED_RESUME3_LABELS, SEALED_RESUME3_SEEKERS } from './evaluationSetSealedResumes3';
import type { EvalJob, EvalSeeker } from './evaluationTypes';

type Labels = Record<string, Record<string, 1 | 2>>;

/** The résumé parts and the sealed parts were written and labelled batch by batch: a batch's jobs rank its own seekers alone. */
const inBatch = <T extends EvalJob | EvalSeeker>(batch: string, items: T[]): T[] => items.map((item) => ({ ...item, batch }));

/**
 * A labelled evaluation set for matching in this trade: 12 easy jobs, 40 short job-seeker profiles
 * (overview as an overview writer would produce it, plus the structured profile), and for each
 * job the seekers who fit it: 2 = a strong fit, 1 = a plausible fit, absent = not a fit.
 * Written by hand for this domain; the profiles deliberately use other words than the job ads
 * (e.g. 'Rhino' vs 'CAD', 'clienteling' vs 'client advisor') and include near misses.
 */

const EASY_JOBS: EvalJob[] = [
  { kind: 'easy', part: 'tuning', id: 'j-cad', title: 'CAD Designer', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Rhino 3D', 'MatrixGold'], description: 'Convert design sketches into production-ready 3D models of rings, pendants and bridal sets. Prepare STL files for 3D printing and casting, with correct stone seats and metal weight.', experience: 'Mid-Level', city: 'Mumbai' },
  { kind: 'easy', part: 'heldout', id: 'j-designer', title: 'Jewellery Designer', category: 'Natural Diamond', industry: 'Jewellery', skillsRequired: ['Hand Sketching', 'Jewellery Designer'], description: 'Create new collections from mood boards to rendered concepts. Hand-render designs in gouache, follow trends and work with the product team on launches.', experience: 'Mid-Level', city: 'Mumbai' },
  { kind: 'easy', part: 'tuning', id: 'j-setter', title: 'Stone Setter', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Stone Setter'], description: 'Set diamonds and coloured stones in prong, pave, micro pave and bezel settings under the microscope. Work to tight quality standards in our workshop.', experience: 'Sr-Level', city: 'Surat' },
  { kind: 'easy', part: 'heldout', id: 'j-goldsmith', title: 'Goldsmith (Karigar)', category: 'Jewellery Manufacturing', industry: 'Precious Metals', skillsRequired: ['Goldsmith', 'Karigars'], description: 'Bench work on 22k gold jewellery: fabrication, soldering, filing, sizing and repairs. Experience with kundan and temple pieces is a plus.', experience: 'Mid-Level', city: 'Jaipur' },
  { kind: 'easy', part: 'tuning', id: 'j-grader', title: 'Diamond Grader', category: 'Diamond Grading', industry: 'Gemstone', skillsRequired: ['Diamond Grader', 'Gemologist'], description: 'Grade polished diamonds for colour, clarity and cut using loupe, microscope and master stones. Prepare grading reports. GIA GG or equivalent preferred.', experience: 'Mid-Level', city: 'Mumbai' },
  { kind: 'easy', part: 'heldout', id: 'j-advisor', title: 'Client Advisor', category: 'Jewellery Retail', industry: 'Luxury Retail', skillsRequired: ['Client Advisor', 'Sales Associate'], description: 'Deliver an exceptional boutique experience to our clients, build long-term relationships through clienteling and meet individual sales targets for fine jewellery and watches.', experience: 'Mid-Level', city: 'Delhi' },
  { kind: 'easy', part: 'tuning', id: 'j-store', title: 'Store Manager', category: 'Jewellery Retail', industry: 'Luxury Retail', skillsRequired: ['Store Manager'], description: 'Lead the showroom team, own the store P&L and sales targets, run store operations, staff rosters and stock audits, and coach sales associates.', experience: 'Management-Level', city: 'Bengaluru' },
  { kind: 'easy', part: 'heldout', id: 'j-cashier', title: 'Cashier', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Cashier'], description: 'Handle billing at the cash counter, card and UPI payments, refunds, and end of day cash reconciliation on our POS system.', experience: 'Entry/Fresher', city: 'Chennai' },
  { kind: 'easy', part: 'tuning', id: 'j-vm', title: 'Visual Merchandiser', category: 'Jewellery Retail', industry: 'Luxury Retail', skillsRequired: ['Visual Merchandiser'], description: 'Plan and install window displays and in-store displays, follow planograms and brand guidelines, and refresh props for every seasonal campaign.', experience: 'Mid-Level', city: 'Mumbai' },
  { kind: 'easy', part: 'heldout', id: 'j-ecom', title: 'E-commerce Manager', category: 'Lab Grown Diamond', industry: 'D2C Brands', skillsRequired: ['E-commerce Manager', 'Digital Marketing Executive'], description: 'Own our Shopify store and marketplace listings, grow online sales and conversion, and work with performance marketing on campaigns.', experience: 'Sr-Level', city: 'Bengaluru' },
  { kind: 'easy', part: 'tuning', id: 'j-inventory', title: 'Inventory Controller', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Inventory Controller', 'Supply Chain Executive'], description: 'Control stock across stores and the warehouse: RFID tagging, stock audits, replenishment and reconciliation in the ERP. Reduce shrinkage.', experience: 'Mid-Level', city: 'Mumbai' },
  { kind: 'easy', part: 'heldout', id: 'j-production', title: 'Production Manager', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Production Manager', 'Quality Controller'], description: 'Run the factory floor from casting to polishing: production planning, karigar teams, metal loss control, quality checks and on-time delivery.', experience: 'Management-Level', city: 'Mumbai' },
];

const EASY_SEEKERS: EvalSeeker[] = [
  { id: 's01', overview: 'CAD jewellery designer with 6 years of experience modelling rings and bridal sets in Rhino and MatrixGold. Prepares print-ready files with accurate stone seats.', skills: ['Rhino', 'MatrixGold', 'KeyShot'], preferredRoles: ['CAD Designer'], yearsOfExperience: 6, city: 'Mumbai' },
  { id: 's02', overview: '3D modeller for fine jewellery; 4 years building models in RhinoGold and sculpting organic pieces in ZBrush for resin printing.', skills: ['RhinoGold', 'ZBrush', '3D printing'], preferredRoles: ['CAD Designer'], yearsOfExperience: 4, city: 'Surat' },
  { id: 's03', overview: 'Junior CAD designer trained on MatrixGold and JewelCAD, 1 year of experience producing STL files for a casting house.', skills: ['MatrixGold', 'JewelCAD'], preferredRoles: ['CAD Designer'], yearsOfExperience: 1, city: 'Jaipur' },
  { id: 's04', overview: 'Product designer turned CAD specialist: 8 years of computer aided design for diamond jewellery, photorealistic renders for catalogues.', skills: ['Rhino 3D', 'KeyShot', 'Photoshop'], preferredRoles: ['CAD Designer', 'Jewellery Designer'], yearsOfExperience: 8, city: 'Mumbai' },
  { id: 's05', overview: 'Jewellery designer with 7 years creating collections for a heritage brand, from mood boards to hand-rendered gouache concepts.', skills: ['Hand Sketching', 'Gouache', 'Trend research'], preferredRoles: ['Jewellery Designer'], yearsOfExperience: 7, city: 'Mumbai' },
  { id: 's06', overview: 'Design graduate (NIFT) sketching contemporary diamond jewellery; 2 years of collection development and illustration.', skills: ['Sketching', 'Illustrator', 'Moodboards'], preferredRoles: ['Jewellery Designer'], yearsOfExperience: 2, education: 'B.Des Accessory Design, NIFT', city: 'Delhi' },
  { id: 's07', overview: 'Bridal jewellery designer, 10 years. Designs kundan and polki collections by hand and briefs CAD teams.', skills: ['Hand Sketching', 'Kundan', 'Polki'], preferredRoles: ['Jewellery Designer'], yearsOfExperience: 10, city: 'Jaipur' },
  { id: 's08', overview: 'Goldsmith with 12 years at the bench: fabrication, soldering, ring sizing and repairs on 22k gold.', skills: ['Soldering', 'Fabrication', 'Repairs'], preferredRoles: ['Goldsmith'], yearsOfExperience: 12, city: 'Jaipur' },
  { id: 's09', overview: 'Karigar skilled in temple jewellery and filigree work, 9 years in a family workshop making handcrafted gold ornaments.', skills: ['Filigree', 'Temple jewellery'], preferredRoles: ['Karigars'], yearsOfExperience: 9, city: 'Kolkata' },
  { id: 's10', overview: 'Silversmith and bench jeweller, 5 years crafting sterling silver pieces and doing repair work.', skills: ['Silversmithing', 'Repairs'], preferredRoles: ['Silversmith', 'Goldsmith'], yearsOfExperience: 5, city: 'Delhi' },
  { id: 's11', overview: 'Stone setter with 8 years of micro pave and prong setting of diamonds under the microscope for export manufacturers.', skills: ['Micro pave', 'Prong setting', 'Bezel setting'], preferredRoles: ['Stone Setter'], yearsOfExperience: 8, city: 'Surat' },
  { id: 's12', overview: 'Setter in a jewellery factory, 3 years: channel and claw setting of coloured gemstones and diamonds.', skills: ['Channel setting', 'Claw setting'], preferredRoles: ['Stone Setter'], yearsOfExperience: 3, city: 'Mumbai' },
  { id: 's13', overview: 'Casting technician with 6 years running vacuum casting, burnout and wax trees in a gold casting unit.', skills: ['Vacuum casting', 'Burnout', 'Wax trees'], preferredRoles: ['Casting Technician'], yearsOfExperience: 6, city: 'Mumbai' },
  { id: 's14', overview: 'Wax carver, 4 years hand carving wax models for one-off and bridal pieces.', skills: ['Wax carving'], preferredRoles: ['Wax Carver'], yearsOfExperience: 4, city: 'Jaipur' },
  { id: 's15', overview: 'Polisher with 5 years of buffing, finishing and rhodium plating of gold and platinum jewellery.', skills: ['Polishing', 'Rhodium plating'], preferredRoles: ['Polisher'], yearsOfExperience: 5, city: 'Mumbai' },
  { id: 's16', overview: 'GIA Graduate Gemologist with 5 years grading polished diamonds: colour, clarity and cut, writing grading reports.', skills: ['Diamond grading', 'GIA GG', '4Cs'], preferredRoles: ['Diamond Grader', 'Gemologist'], yearsOfExperience: 5, city: 'Mumbai' },
  { id: 's17', overview: 'Gemmologist (FGA) identifying coloured gemstones with refractometer and spectroscope; 7 years in a gem testing lab.', skills: ['Gem identification', 'Refractometer'], preferredRoles: ['Gemologist'], yearsOfExperience: 7, city: 'Jaipur' },
  { id: 's18', overview: 'Diamond assorter with 6 years sorting melee and polished parcels by colour and clarity for a Surat exporter.', skills: ['Assortment', 'Melee', 'Loupe'], preferredRoles: ['Diamond Sorter', 'Diamond Grader'], yearsOfExperience: 6, city: 'Surat' },
  { id: 's19', overview: 'Lab-grown diamond grading analyst, 3 years with CVD and HPHT stones, IGI certified.', skills: ['Grading', 'IGI', 'CVD'], preferredRoles: ['Diamond Grader'], yearsOfExperience: 3, city: 'Surat' },
  { id: 's20', overview: 'Rough diamond planner and sorter, 4 years using Sarin scanners to plan rough for cutting.', skills: ['Sarin', 'Rough planning'], preferredRoles: ['Diamond Sorter'], yearsOfExperience: 4, city: 'Surat' },
  { id: 's21', overview: 'Luxury client advisor with 6 years in fine jewellery boutiques, building a book of HNI clients through clienteling and private appointments.', skills: ['Clienteling', 'Luxury sales'], preferredRoles: ['Client Advisor'], yearsOfExperience: 6, city: 'Delhi' },
  { id: 's22', overview: 'Sales associate in a jewellery showroom, 3 years, consistently above target on bridal diamond sales and upselling.', skills: ['Sales', 'Upselling'], preferredRoles: ['Sales Associate'], yearsOfExperience: 3, city: 'Delhi' },
  { id: 's23', overview: 'Retail sales executive for Swiss watches and jewellery, 4 years of personal shopping and after sales service for VIP customers.', skills: ['Luxury sales', 'After sales'], preferredRoles: ['Retail Sales Executive', 'Client Advisor'], yearsOfExperience: 4, city: 'Mumbai' },
  { id: 's24', overview: 'Beauty advisor at a cosmetics counter, 2 years selling skincare and fragrance in a department store.', skills: ['Selling', 'Skincare'], preferredRoles: ['Sales Associate'], yearsOfExperience: 2, city: 'Bengaluru' },
  { id: 's25', overview: 'Boutique manager with 11 years in luxury retail; led a team of 15, owned store P&L and grew sales 20% a year.', skills: ['Store operations', 'Team leadership', 'P&L'], preferredRoles: ['Store Manager'], yearsOfExperience: 11, city: 'Bengaluru' },
  { id: 's26', overview: 'Assistant store manager, 5 years in a jewellery chain: rosters, stock audits, sales coaching and customer escalations.', skills: ['Store management', 'Stock audits'], preferredRoles: ['Store Manager'], yearsOfExperience: 5, city: 'Chennai' },
  { id: 's27', overview: 'Cashier with 3 years at a jewellery showroom handling billing, card payments, refunds and daily cash reconciliation.', skills: ['Billing', 'Cash handling', 'POS'], preferredRoles: ['Cashier'], yearsOfExperience: 3, city: 'Chennai' },
  { id: 's28', overview: 'Billing executive in retail, 2 years on point of sale systems and the cash counter; Tally basics.', skills: ['Point of sale', 'Tally'], preferredRoles: ['Cashier'], yearsOfExperience: 2, city: 'Hyderabad' },
  { id: 's29', overview: 'Visual merchandiser with 5 years designing window displays and in-store displays for luxury boutiques.', skills: ['Window displays', 'Planograms', 'Props'], preferredRoles: ['Visual Merchandiser'], yearsOfExperience: 5, city: 'Mumbai' },
  { id: 's30', overview: 'VM executive in fashion retail, 3 years setting up mannequins, store layout and seasonal window dressing.', skills: ['Window dressing', 'Store layout'], preferredRoles: ['Visual Merchandiser'], yearsOfExperience: 3, city: 'Delhi' },
  { id: 's31', overview: 'Inventory controller, 6 years managing stock across 20 stores with RFID tagging, stock audits and SAP.', skills: ['Inventory control', 'RFID', 'SAP'], preferredRoles: ['Inventory Controller'], yearsOfExperience: 6, city: 'Mumbai' },
  { id: 's32', overview: 'Supply chain executive, 4 years in logistics, vendor management and dispatch for a jewellery exporter.', skills: ['Logistics', 'Vendor management'], preferredRoles: ['Supply Chain Executive'], yearsOfExperience: 4, city: 'Mumbai' },
  { id: 's33', overview: 'E-commerce manager for a D2C jewellery brand, 7 years running Shopify, marketplace listings on Amazon and Myntra, and online sales growth.', skills: ['Shopify', 'Marketplaces', 'Conversion'], preferredRoles: ['E-commerce Manager'], yearsOfExperience: 7, city: 'Bengaluru' },
  { id: 's34', overview: 'Performance marketer, 4 years of Google Ads and Meta Ads campaigns with strong ROAS for online fashion brands.', skills: ['Google Ads', 'Meta Ads', 'SEO'], preferredRoles: ['Digital Marketing Executive'], yearsOfExperience: 4, city: 'Bengaluru' },
  { id: 's35', overview: 'Product photographer, 5 years shooting jewellery with macro photography, studio lighting and retouching for web catalogues.', skills: ['Macro photography', 'Retouching'], preferredRoles: ['Product Photographer'], yearsOfExperience: 5, city: 'Mumbai' },
  { id: 's36', overview: 'Content writer for luxury brands, 3 years of product descriptions, blogs and social media copy.', skills: ['Copywriting', 'Blogs'], preferredRoles: ['Content Writer'], yearsOfExperience: 3, city: 'Pune' },
  { id: 's37', overview: 'HR executive, 4 years of recruitment, onboarding and payroll for a retail chain.', skills: ['Recruitment', 'Payroll'], preferredRoles: ['HR Executive'], yearsOfExperience: 4, city: 'Mumbai' },
  { id: 's38', overview: 'Accountant, 6 years: GST filing, Tally, ledgers and bank reconciliation for a bullion trader.', skills: ['Tally', 'GST'], preferredRoles: ['Accountant'], yearsOfExperience: 6, city: 'Mumbai' },
  { id: 's39', overview: 'Production head of a jewellery manufacturing unit, 14 years leading 80 karigars from casting to finishing, controlling metal loss and delivery.', skills: ['Production planning', 'Metal loss control'], preferredRoles: ['Production Manager'], yearsOfExperience: 14, city: 'Mumbai' },
  { id: 's40', overview: 'Quality controller, 5 years inspecting finished jewellery for defects, hallmarking compliance and stone security.', skills: ['Quality checks', 'Hallmarking'], preferredRoles: ['Quality Controller'], yearsOfExperience: 5, city: 'Surat' },
];

/** For each job, the seekers who fit it: 2 strong, 1 plausible. */
const EASY_LABELS: Labels = {
  'j-cad': { s01: 2, s02: 2, s03: 2, s04: 2, s05: 1, s14: 1 },
  'j-designer': { s05: 2, s06: 2, s07: 2, s04: 1, s01: 1, s02: 1 },
  'j-setter': { s11: 2, s12: 2, s08: 1 },
  'j-goldsmith': { s08: 2, s09: 2, s10: 2, s11: 1, s15: 1, s13: 1 },
  'j-grader': { s16: 2, s18: 2, s19: 2, s17: 1, s20: 1 },
  'j-advisor': { s21: 2, s22: 2, s23: 2, s24: 1, s26: 1 },
  'j-store': { s25: 2, s26: 2, s21: 1, s22: 1 },
  'j-cashier': { s27: 2, s28: 2, s22: 1 },
  'j-vm': { s29: 2, s30: 2 },
  'j-ecom': { s33: 2, s34: 1, s36: 1, s35: 1 },
  'j-inventory': { s31: 2, s32: 2, s26: 1 },
  'j-production': { s39: 2, s40: 1, s13: 1, s15: 1, s08: 1 },
};

/** Each part's own labels, then what the later parts' seekers add to its jobs. */
function joinLabels(own: Labels[], cross: Labels[]): Labels {
  const all: Labels = {};
  for (const labels of own) for (const [job, seekers] of Object.entries(labels)) all[job] = { ...seekers };
  for (const labels of cross) for (const [job, seekers] of Object.entries(labels)) all[job] = { ...all[job], ...seekers };
  return all;
}

/**
 * Every job ranks every seeker of every part: each part's profiles are the others' distractors too.
 * The sealed part and the résumé parts (last) are apart: each part's jobs rank its own seekers
 * only, and no other job ranks them (ranking.ts ranksSeeker), so they have no cross labels.
 */
export const EVAL_JOBS: EvalJob[] = [...EASY_JOBS, ...HARD_JOBS, ...FRESH_JOBS, ...BLIND_JOBS, ...PLAIN_JOBS, ...BLIND_TUNING_JOBS, ...BLIND_TUNING2_JOBS, ...BLIND_TUNING3_JOBS, ...BLIND_TUNING4_JOBS, ...BLIND_TUNING5_JOBS, ...BLIND_TUNING6_JOBS, ...SEALED_JOBS, ...inBatch('sealed3', SEALED3_JOBS), ...OPENED_JOBS, ...inBatch('resumes1', RESUME_JOBS), ...inBatch('resumes2', RESUME2_JOBS), ...inBatch('resumes3', RESUME3_JOBS), ...inBatch('resumes4', RESUME4_JOBS), ...inBatch('resumes5', RESUME5_JOBS), ...inBatch('resumes6', RESUME6_JOBS), ...inBatch('resumes7', RESUME7_JOBS), ...inBatch('resumes8', RESUME8_JOBS), ...SEALED_RESUME_JOBS, ...inBatch('sealedResumes3', SEALED_RESUME3_JOBS)];
export const EVAL_SEEKERS: EvalSeeker[] = [...EASY_SEEKERS, ...HARD_SEEKERS, ...FRESH_SEEKERS, ...BLIND_SEEKERS, ...PADDED_SEEKERS, ...PLAIN_SEEKERS, ...BLIND_TUNING_SEEKERS, ...BLIND_TUNING2_SEEKERS, ...BLIND_TUNING3_SEEKERS, ...BLIND_TUNING4_SEEKERS, ...BLIND_TUNING5_SEEKERS, ...BLIND_TUNING6_SEEKERS, ...SEALED_SEEKERS, ...inBatch('sealed3', SEALED3_SEEKERS), ...OPENED_SEEKERS, ...inBatch('resumes1', RESUME_SEEKERS), ...inBatch('resumes2', RESUME2_SEEKERS), ...inBatch('resumes3', RESUME3_SEEKERS), ...inBatch('resumes4', RESUME4_SEEKERS), ...inBatch('resumes5', RESUME5_SEEKERS), ...inBatch('resumes6', RESUME6_SEEKERS), ...inBatch('resumes7', RESUME7_SEEKERS), ...inBatch('resumes8', RESUME8_SEEKERS), ...SEALED_RESUME_SEEKERS, ...inBatch('sealedResumes3', SEALED_RESUME3_SEEKERS)];
export const EVAL_LABELS: Labels = joinLabels(
  [EASY_LABELS, HARD_LABELS, FRESH_LABELS, BLIND_LABELS, PLAIN_LABELS, BLIND_TUNING_LABELS, BLIND_TUNING2_LABELS, BLIND_TUNING3_LABELS, BLIND_TUNING4_LABELS, BLIND_TUNING5_LABELS, BLIND_TUNING6_LABELS, SEALED_LABELS, SEALED3_LABELS, OPENED_LABELS, RESUME_LABELS, RESUME2_LABELS, RESUME3_LABELS, RESUME4_LABELS, RESUME5_LABELS, RESUME6_LABELS, RESUME7_LABELS, RESUME8_LABELS, SEALED_RESUME_LABELS, SEALED_RESUME3_LABELS],
  // the padded part has no jobs of its own: its labels all join older jobs
  [CROSS_LABELS, FRESH_CROSS_LABELS, BLIND_CROSS_LABELS, PADDED_LABELS, PADDED_CROSS_LABELS, PLAIN_CROSS_LABELS, BLIND_TUNING_CROSS_LABELS, BLIND_TUNING2_CROSS_LABELS, BLIND_TUNING3_CROSS_LABELS, BLIND_TUNING4_CROSS_LABELS, BLIND_TUNING5_CROSS_LABELS, BLIND_TUNING6_CROSS_LABELS],
);
