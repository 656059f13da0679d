/**
 * A fourth part of the labelled set, the blind part: written and labelled after the relevance
 * score's weights of issue 12 were set and before any engine ranked it, and committed before
 * the engine ran on it. It stands in for the team's unseen set: mostly plain, common roles of
 * the trade written the way real ads are (sales associate, store manager, CAD designer,
 * accountant, e-commerce executive, polisher, customer service), plus four near-miss clusters
 * (product merchandising vs visual, allocation and garment-export merchandising; a senior
 * gemmologist asked by level only vs an astrologer and a pharma chemist; micro pavé setting vs
 * typesetting and hair setting; jewellery QC vs textile and food QC). Seekers:
 * evaluationSetBlindSeekers.ts. Every job is held out: no weight is chosen by it, and its
 * per-job figures are not printed while tuning.
 *
 * Labels: 2 strong fit, 1 plausible, absent = not a fit (the role, the trade, and the years the
 * job asks). The older parts' seekers who fit these jobs are labelled, and these seekers for the
 * older jobs they fit.
 */
import type { EvalJob } from './evaluationTypes';

export { BLIND_SEEKERS } from './evaluationSetBlindSeekers';

type Labels = Record<string, Record<string, 1 | 2>>;

const E = { kind: 'easy', part: 'heldout', source: 'blind' } as const;
const H = { kind: 'hard', part: 'heldout', source: 'blind' } as const;

export const BLIND_JOBS: EvalJob[] = [
  { ...E, id: 'b-sales', title: 'Sales Associate - Jewellery Showroom', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Jewellery sales', 'Customer handling'], description: 'We are hiring sales associates for our showroom on FC Road. Attend walk-in customers, show gold and diamond jewellery, explain purity, making charges and schemes, and close the sale. Min 1 yr experience in jewellery retail, good communication in Marathi / Hindi / English. Attractive incentives.', experience: 'Mid-Level', yearsOfExperience: 1, city: 'Pune' },
  { ...E, id: 'b-store', title: 'Store Manager - Luxury Jewellery Boutique', category: 'Jewellery Retail', industry: 'Luxury Retail', skillsRequired: ['Store operations', 'P&L', 'Team management'], description: 'Lead our boutique in South Delhi: sales and margin targets, a team of 12, store operations and audits, clienteling of top clients, events. 8+ years of retail with at least 3 leading a store, luxury or jewellery preferred.', experience: 'Management-Level', yearsOfExperience: 8, city: 'Delhi' },
  { ...E, id: 'b-cad', title: 'CAD Designer (Jewellery)', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['MatrixGold', 'Rhino', 'STL files'], description: 'Urgent opening for CAD designer. Make 3D models of rings, earrings and bridal sets from sketches, with stone layouts and weight estimate, send STL for printing. 2-4 years in jewellery CAD needed.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Mumbai' },
  { ...E, id: 'b-accounts', title: 'Accountant - Jewellery Manufacturer', category: 'Accounts', industry: 'Jewellery', skillsRequired: ['Tally', 'GST', 'Metal accounting'], description: 'Day to day accounting for a gold jewellery manufacturer: purchase and sales entries, karigar metal issue and receipt, GST returns, TDS, bank reconciliation, monthly stock statement. B.Com / M.Com with 3 years experience.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Mumbai' },
  { ...E, id: 'b-ecom', title: 'E-commerce Executive', category: 'E-commerce', industry: 'D2C Brands', skillsRequired: ['Marketplace listings', 'Shopify', 'Order processing'], description: 'Manage our listings on the website (Shopify) and on Amazon, Flipkart and Myntra: product uploads, prices, stock sync, order processing and returns for our silver jewellery brand. 1 year of e-commerce experience.', experience: 'Entry/Fresher', yearsOfExperience: 1, city: 'Bengaluru' },
  { ...E, id: 'b-polisher', title: 'Polisher - Gold and Diamond Jewellery', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Polishing', 'Buffing', 'Rhodium'], description: 'Required polishers for our Surat unit: pre polish and final polish of gold rings, bangles and chains, buffing, rhodium plating of white gold. Minimum 2 years in a jewellery polishing department.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Surat' },
  { ...E, id: 'b-cs', title: 'Customer Service Executive', category: 'Customer Service', industry: 'Jewellery', skillsRequired: ['Customer support', 'Complaint handling', 'CRM'], description: 'Answer our customers on phone, WhatsApp and email: order status, repairs and after-sales, exchanges, store appointments; log every case in the CRM and follow up till closure. 1 year in customer service.', experience: 'Mid-Level', yearsOfExperience: 1, city: 'Chennai' },
  { ...H, id: 'b-merch', title: 'Merchandiser - Fine Jewellery', category: 'Merchandising', industry: 'Jewellery', skillsRequired: ['Range planning', 'Open to buy', 'Vendor management', 'Sell-through analysis'], description: 'Plan the assortment of gold and diamond collections for 60 stores: range plans by store grade, OTB, orders with manufacturers and karigar units, sell-through and ageing reviews, replenishment.', experience: 'Mid-Level', yearsOfExperience: 4, city: 'Mumbai' },
  { ...H, id: 'b-gem-senior', title: 'Senior Gemmologist', category: 'Gemstones', industry: 'Gemstone', skillsRequired: ['Gem identification', 'Treatment detection', 'Diamond grading'], description: 'Head the testing desk of our gem lab: identify coloured stones and diamonds, detect treatments and synthetics including CVD and HPHT, sign reports and train junior graders. GG or FGA required.', experience: 'Sr-Level', city: 'Jaipur' },
  { ...H, id: 'b-setter', title: 'Stone Setter - Micro Pave', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Micro pave setting', 'Prong setting'], description: 'Micro pave, pave and prong setting of diamonds on 18k rings and bands under the microscope, to the customer quality manual. 3 years of setting experience.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Surat' },
  { ...H, id: 'b-qc', title: 'QC Inspector - Diamond Jewellery', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Quality inspection', 'Stone security', 'Hallmark verification'], description: 'Inspect finished pieces from our karigars and vendors: stone tightness, finish, weight, dimensions against the CAD, hallmark and HUID; write the rejection report.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Mumbai' },
];

export const BLIND_LABELS: Labels = {
  'b-sales': { b01: 2, b02: 2, h006: 2, h046: 2, s22: 2, h102: 2, s23: 2, s21: 2, b03: 1, h049: 1, h047: 1, s24: 1, h013: 1 },
  'b-store': { b05: 2, b06: 2, s25: 2, h043: 2, h100: 2, h012: 2, h045: 2, b07: 1, b09: 1, s26: 1, h015: 1, h048: 1, h049: 1 },
  'b-cad': { b10: 2, b11: 2, s01: 2, s02: 2, s04: 2, h024: 2, h092: 2, h029: 2, h026: 2, b12: 1, s03: 1, h027: 1, s05: 1, s14: 1 },
  'b-accounts': { b15: 2, b16: 2, s38: 2, h060: 2, b17: 1, h061: 1, h108: 1 },
  'b-ecom': { b20: 2, b21: 2, h017: 2, h089: 2, h016: 2, s33: 1, h090: 1 },
  'b-polisher': { b24: 2, b25: 2, h063: 2, h110: 2, s15: 2, b26: 1, h066: 1 },
  'b-cs': { b29: 2, b30: 2, h072: 2, b31: 1, h113: 1, h071: 1 },
  'b-merch': { b33: 2, b34: 2, b37: 1, h021: 1, h090: 1 },
  'b-gem-senior': { b38: 2, b39: 2, h038: 2, s17: 2, b40: 1, h037: 1, s16: 1, f016: 1, f009: 1 },
  'b-setter': { b43: 2, b44: 2, s11: 2, s12: 2, h104: 2, h052: 2, h050: 2, b45: 1, h051: 1, h055: 1, h105: 1 },
  'b-qc': { b48: 2, b49: 2, h067: 2, s40: 2, b50: 1, h111: 1, f014: 1 },
};

/** The older jobs these seekers fit, by the older parts' own judgement of role, trade and years. */
export const BLIND_CROSS_LABELS: Labels = {
  'j-advisor': { b02: 2, b01: 1, b06: 1 },
  'h-sales-assoc': { b01: 2, b02: 2, b03: 1 },
  'h-client-advisor': { b02: 1 },
  'j-cashier': { b01: 1 },
  'j-store': { b05: 2, b06: 2, b07: 1, b09: 1 },
  'h-store-flagship': { b05: 2, b06: 2, b09: 1 },
  'h-area-mgr': { b05: 1, b06: 1 },
  'h-watch-boutique': { b06: 2, b05: 1 },
  'j-cad': { b10: 2, b11: 2, b12: 1 },
  'h-cad': { b10: 2, b11: 2, b12: 1 },
  'h-cad-senior': { b11: 1 },
  'h-bullion-accounts': { b15: 2, b16: 2, b17: 1 },
  'j-ecom': { b20: 1, b21: 1 },
  'h-ecom-merch': { b20: 2, b21: 1 },
  'h-polisher': { b24: 2, b25: 2, b26: 1 },
  'j-goldsmith': { b24: 1, b25: 1 },
  'h-cs-online': { b29: 2, b30: 1, b31: 1 },
  'j-setter': { b43: 2, b44: 2, b45: 1 },
  'h-master-setter': { b44: 1 },
  'h-junior-setter': { b45: 2, b43: 1, b44: 1 },
  'h-qc': { b48: 2, b49: 2, b50: 1 },
  'h-gemmologist': { b38: 2, b39: 2, b40: 2 },
  'j-grader': { b38: 1, b39: 1, b40: 1 },
  'h-grading-trainee': { b40: 1 },
  'f-valuer': { b39: 1 },
  'j-vm': { b36: 2 },
  'h-vm': { b36: 2 },
  'j-inventory': { b37: 1 },
};
