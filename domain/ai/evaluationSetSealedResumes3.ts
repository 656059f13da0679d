/**
 * A third sealed résumé part: 14 jobs and 70 job seekers (evaluationSetSealedResumes3Seekers.ts) given
 * as whole résumés, as a PDF's text layer gives them.
 *
 * Jobs: 10 easy, plain ads of the Indian, Gulf and Singapore jewellery and luxury-retail trade (a Jaipur
 * family jeweller's showroom sales post, a jewellery CAD designer, an NBFC gold loan officer, a diamond
 * grader, a watch service technician, a fragrance consultant in Dubai, a hallmarking centre assayer, a
 * SEEPZ export documentation executive, a Dubai jewellery store manager, a luxury leather goods client
 * advisor) and 4 hard near-miss clusters:
 *   - m-h-cluster-mgr: seniority — a multi-store cluster manager wanting ten years, against sales
 *     executives, a floor supervisor, a management trainee, a young single-store manager and a national head;
 *   - m-h-jadau-setter: sibling roles and regional words — a kundan / jadau setter (jadiya) against the
 *     meenakar, ghaat karigar, diamond setter, imitation-kundan maker and kundan embroidery worker;
 *   - m-h-polisher: vocabulary from other trades — a jewellery polisher against diamond, marble, car,
 *     furniture and bath-fitting polishers and a jewellery rhodium plater;
 *   - m-h-print-cast: tool brand names and sibling roles — a jewellery 3D printing and casting
 *     technician (Asiga, EnvisionTEC, Solidscape, Indutherm, Yasui) against wax injection, CAD, dental
 *     lab, steel investment foundry and engineering FDM printing.
 *
 * Written blind, without reading the matching engine, its tests or any other part of the evaluation
 * set, and labelled in full (every job against every résumé of this batch) before any engine ranked it.
 * Labels: 2 = a strong fit (does this job at the asked seniority); 1 = plausible (near trade, somewhat
 * short on years or well above them, an adjacent role); absent = not a fit.
 */
import type { EvalJob } from './evaluationTypes';
export { SEALED_RESUME3_SEEKERS } from './evaluationSetSealedResumes3Seekers';

type Labels = Record<string, Record<string, 1 | 2>>;

const E = { kind: 'easy', part: 'heldout', source: 'sealedResume' } as const;
const H = { kind: 'hard', part: 'heldout', source: 'sealedResume' } as const;

export const SEALED_RESUME3_JOBS: EvalJob[] = [
  {
    ...E,
    id: 'm-jaipur-showroom-sales',
    title: 'Salesman / Saleswoman for Jewellery Showroom',
    category: 'Sales',
    industry: 'Jewellery Retail',
    skillsRequired: ['Jewellery Sales', 'Customer Handling', 'Gold & Diamond Knowledge'],
    description:
      'Urgent requirement!! Johari Bazaar ke purane jewellers (since 1962) ko showroom ke liye experienced salesman / saleslady chahiye. Gold, polki aur diamond jewellery counter handle karna hoga, customer ko design dikhana, weight aur rate samjhana, old gold exchange and billing me help. Wedding season me walk-in bahut hota hai so patience aur smiling nature must. Hindi aur thoda English bolna aana chahiye. Salary + incentive, Sunday half day. Jaipur local candidates ko preference.',
    requirements: 'Min 2 saal jewellery showroom counter ka experience. 12th pass ya graduate. Jaipur local.',
    experience: 'Mid-Level',
    yearsOfExperience: 2,
    city: 'Jaipur',
  },
  {
    ...E,
    id: 'm-cad-designer',
    title: 'Jewellery CAD Designer (MatrixGold / Rhino)',
    category: 'Design',
    industry: 'Jewellery Manufacturing',
    skillsRequired: ['MatrixGold', 'Rhino 3D', 'Jewellery CAD', 'Rendering'],
    description:
      'We are a leading export-oriented fine jewellery manufacturer in Andheri (East) supplying diamond and gold jewellery to retailers in the USA, UK and the Middle East. We are looking for a Jewellery CAD Designer to convert sketches and customer references into production-ready 3D models. The role involves modelling rings, pendants, earrings and bridal sets in MatrixGold / Rhino, building stone layouts and seat sizes for diamonds, checking metal thickness and weight for casting and 3D printing, and producing photo-realistic renders for customer approval. You will work closely with the production, wax and setting departments.',
    requirements:
      'Graduate / diploma in jewellery design. 3+ years of hands-on jewellery CAD in Matrix or Rhino. Knowledge of casting shrinkage, prong and pave layouts and KeyShot / V-Ray rendering preferred.',
    experience: 'Mid-Level',
    yearsOfExperience: 3,
    city: 'Mumbai',
  },
  {
    ...E,
    id: 'm-gold-loan-officer',
    title: 'Gold Loan Officer',
    category: 'Finance',
    industry: 'NBFC / Gold Loan',
    skillsRequired: ['Gold Appraisal', 'Gold Loan Processing', 'KYC', 'Customer Service'],
    description:
      'A leading gold loan NBFC is hiring Gold Loan Officers for its branches in Thrissur district. The role includes appraising gold ornaments offered as security (purity check by touchstone and acid test, net weight, deducting stones), processing the loan as per LTV norms, completing KYC and documentation, handling cash and the packet vault with the branch manager, following up for interest collection and renewals and canvassing new customers in the branch area. Freshers with a gold appraisal certificate are welcome.',
    requirements:
      'Any graduate (B.Com preferred). 0-2 years in gold loan, banking or NBFC. Malayalam must. Two-wheeler with licence preferred.',
    experience: 'Entry/Fresher',
    yearsOfExperience: 1,
    city: 'Thrissur',
  },
  {
    ...E,
    id: 'm-diamond-grader',
    title: 'Diamond Grader – Natural & Lab-Grown',
    category: 'Gemmology',
    industry: 'Gem & Diamond Laboratory',
    skillsRequired: ['Diamond Grading', '4Cs', 'Colour & Clarity Grading', 'Lab-Grown Diamond Identification'],
    description:
      'Our independent gem laboratory at the Surat Diamond Bourse is expanding its grading floor. As a Diamond Grader you will grade loose polished diamonds (natural and CVD/HPHT lab-grown) for colour, clarity and cut under standard lighting and 10x loupe / microscope, plot inclusions, take measurements on the proportion scanner and verify screening results before certificates are issued. Maintaining consistency with the master stone sets and the lab turnaround time is key.',
    requirements:
      'GIA GD / GG, IGI or equivalent diamond grading course. Minimum 2 years grading experience in a lab or a manufacturing assortment department. Good eyesight (colour vision test).',
    experience: 'Mid-Level',
    yearsOfExperience: 2,
    city: 'Surat',
  },
  {
    ...E,
    id: 'm-watch-technician',
    title: 'Watch Service Technician',
    category: 'Technical Service',
    industry: 'Luxury Watches',
    skillsRequired: ['Watch Servicing', 'Mechanical Movements', 'Water Resistance Testing', 'Timegrapher'],
    description:
      'A multi-brand luxury watch retailer requires a Watch Service Technician for its service centre in South Delhi. You will diagnose and repair Swiss mechanical and quartz watches, carry out complete servicing (dismantling, cleaning, oiling, regulation on timegrapher), replace crowns, gaskets, crystals and batteries, test water resistance, and maintain job cards and spare parts records as per brand service standards. You will also guide the front-desk team on estimates for customers.',
    requirements:
      '3+ years as a watchmaker / watch technician, preferably at an authorised service centre of Swiss brands. Brand or WOSTEP-type training is an advantage.',
    experience: 'Mid-Level',
    yearsOfExperience: 3,
    city: 'New Delhi',
  },
  {
    ...E,
    id: 'm-fragrance-consultant',
    title: 'Fragrance Consultant – Luxury Perfumery',
    category: 'Retail Sales',
    industry: 'Luxury Fragrance & Beauty',
    skillsRequired: ['Fragrance Selling', 'Luxury Customer Service', 'Clienteling', 'Product Knowledge'],
    description:
      'Join our niche perfume house in The Dubai Mall. As a Fragrance Consultant you will welcome guests, understand their olfactive preferences and guide them through our collections of eaux de parfum, ouds and home fragrance, offer sampling and gifting, achieve personal sales targets and maintain client books. You will keep the counter and testers immaculate as per visual merchandising guidelines. Accommodation and transportation provided.',
    requirements:
      'At least 1 year of experience as a beauty advisor or fragrance consultant in luxury or premium retail. Excellent English; Arabic or Russian is a plus.',
    experience: 'Entry/Fresher',
    yearsOfExperience: 1,
    city: 'Dubai',
  },
  {
    ...E,
    id: 'm-hallmark-assayer',
    title: 'Assayer – BIS Hallmarking Centre',
    category: 'Quality / Testing',
    industry: 'Hallmarking & Assaying',
    skillsRequired: ['Fire Assay', 'XRF Testing', 'BIS Hallmarking', 'HUID'],
    description:
      'BIS-recognised Assaying and Hallmarking Centre in Soni Bazaar requires an Assayer. Work includes drawing samples from jewellery lots as per IS 1418 / IS 15820, testing gold purity by fire assay (cupellation) and XRF, recording results in the hallmarking portal, supporting HUID laser marking and maintaining the lab register and calibration records for BIS audits.',
    requirements:
      'B.Sc / M.Sc Chemistry. Minimum 2 years experience in a hallmarking centre or gold assaying lab. BIS assayer training certificate preferred.',
    experience: 'Mid-Level',
    yearsOfExperience: 2,
    city: 'Rajkot',
  },
  {
    ...E,
    id: 'm-export-documentation',
    title: 'Export Documentation Executive – Jewellery',
    category: 'Exports / Back Office',
    industry: 'Gems & Jewellery Exports',
    skillsRequired: ['Export Documentation', 'SEEPZ Procedures', 'Customs Clearance', 'GJEPC'],
    description:
      'A SEEPZ-SEZ based diamond jewellery exporter is looking for an Export Documentation Executive. You will prepare invoices, packing lists, shipping bills and SEZ online bills of entry, coordinate with the customs officer at SEEPZ and the air cargo CHA for export and re-import consignments, handle insured valuable cargo through Sahar, maintain GJEPC returns, bank realisation (BRC / e-BRC) and EDPMS follow-ups, and keep stock reconciliation for the SEZ unit.',
    requirements:
      'Graduate, 3-5 years in export documentation, preferably with a gems and jewellery unit in SEEPZ. Working knowledge of ICEGATE and SEZ online.',
    experience: 'Mid-Level',
    yearsOfExperience: 3,
    city: 'Mumbai',
  },
  {
    ...E,
    id: 'm-store-manager-dubai',
    title: 'Store Manager – Gold & Diamond Jewellery (Dubai)',
    category: 'Store Operations',
    industry: 'Jewellery Retail',
    skillsRequired: ['Store Management', 'Jewellery Retail', 'Team Handling', 'Inventory Control'],
    description:
      'Hiring through our agency for a reputed Indian jewellery group in the UAE. Position: Store Manager, Gold Souk / Karama, Dubai. Responsible for the complete profitability of the showroom — sales targets, gold and diamond stock, daily gold rate updates, old gold purchase, staff roster and training (15-20 staff), customer complaints, VAT compliant billing and shrinkage control, reporting to the Regional Manager. Package: attractive salary + incentives + family visa + air ticket + accommodation. Interviews in Kochi and Mumbai next week, send CV on WhatsApp.',
    requirements:
      'Minimum 8 years in gold and diamond jewellery retail of which at least 3 years as Store Manager / Showroom Manager. GCC experience preferred. Malayalam / Hindi and English.',
    experience: 'Management-Level',
    yearsOfExperience: 8,
    city: 'Dubai',
  },
  {
    ...E,
    id: 'm-leather-client-advisor',
    title: 'Client Advisor – Leather Goods',
    category: 'Retail Sales',
    industry: 'Luxury Fashion',
    skillsRequired: ['Luxury Retail', 'Clienteling', 'Leather Goods', 'Client Relationship'],
    description:
      'The Maison is seeking a Client Advisor for its boutique at DLF Emporio, New Delhi. As the ambassador of the Maison you will deliver an exceptional client experience, share the savoir-faire behind our leather goods, small leather goods and accessories, develop and nurture a loyal clientele through personalised clienteling, achieve individual and boutique objectives, and contribute to stock management and after-sales care. You are passionate about craftsmanship, fashion and culture.',
    requirements:
      'Minimum 2 years in luxury or premium retail, fluent English and Hindi, strong clienteling discipline and impeccable presentation.',
    experience: 'Mid-Level',
    yearsOfExperience: 2,
    city: 'New Delhi',
  },
  {
    ...H,
    id: 'm-h-cluster-mgr',
    title: 'Cluster Manager – Jewellery Retail',
    category: 'Store Operations',
    industry: 'Jewellery Retail',
    skillsRequired: ['Multi-Store Management', 'Jewellery Retail', 'P&L Management', 'Team Leadership'],
    description:
      'A fast-growing South Indian jewellery chain is hiring a Cluster Manager for its Hyderabad cluster of six showrooms. The Cluster Manager is accountable for the sales, gross margin and P&L of all stores in the cluster, drives store managers on targets, footfall conversion and old gold exchange schemes, ensures stock audits and shrinkage control, plans local marketing and wedding-season events with the marketing team, and recruits and develops store managers. Reports to the Zonal Head.',
    requirements:
      'Graduate / MBA. 10+ years in jewellery retail including at least 3 years handling multiple stores as Area / Cluster Manager. Telugu preferred.',
    experience: 'Sr-Level',
    yearsOfExperience: 10,
    city: 'Hyderabad',
  },
  {
    ...H,
    id: 'm-h-jadau-setter',
    title: 'Kundan / Jadau Setter (Karigar)',
    category: 'Jewellery Craftsmanship',
    industry: 'Jewellery Manufacturing',
    skillsRequired: ['Kundan Setting', 'Jadau Work', 'Polki Setting'],
    description:
      'Jaipur ki jadau workshop (Haldiyon ka Rasta) ko experienced kundan / jadau setter chahiye. Kaam: 22kt aur 24kt gold frame me polki, uncut diamond aur coloured stones ki kundan setting — lac bharai, pannī (foil) lagana, kundan daba ke stone pakadna, finishing. Bridal sets, choker, rani haar, jhumka sab kaam. Daily ya piece rate dono chal sakta hai, rehne ki vyavastha hai.',
    requirements: 'Kam se kam 5 saal jadau / kundan setting ka kaam. Apne auzaar (tools) ho to better.',
    experience: 'Mid-Level',
    yearsOfExperience: 5,
    city: 'Jaipur',
  },
  {
    ...H,
    id: 'm-h-polisher',
    title: 'Jewellery Polisher (Gold)',
    category: 'Jewellery Craftsmanship',
    industry: 'Jewellery Manufacturing',
    skillsRequired: ['Jewellery Polishing', 'Buffing', 'Pre-Polish & Final Polish', 'Magnetic Polishing'],
    description:
      'Wanted Jewellery Polishers for our gold jewellery manufacturing unit at Coimbatore (R.S. Puram). Job involves pre-polishing and final polishing of cast and handmade 22kt gold jewellery — filing clean-up, emery, buffing on polishing motor with tripoli and rouge, inside ring polishing, magnetic and barrel tumbling, ultrasonic cleaning, and keeping gold dust / sweeping recovery as per factory system. Loss control and clean finish are most important.',
    requirements: 'Minimum 3 years as jewellery polisher in a gold jewellery workshop or factory. Tamil / Bengali / Hindi ok.',
    experience: 'Mid-Level',
    yearsOfExperience: 3,
    city: 'Coimbatore',
  },
  {
    ...H,
    id: 'm-h-print-cast',
    title: 'Jewellery 3D Printing & Casting Technician',
    category: 'Production',
    industry: 'Jewellery Manufacturing',
    skillsRequired: ['Resin 3D Printing', 'Investment Casting', 'Wax Tree Setting', 'Vacuum Casting'],
    description:
      'We need a technician to run our jewellery prototyping and casting cell in SEEPZ, Andheri. You will prepare and print CAD files on our DLP / resin and wax printers, post-process the prints, set wax and resin trees, mix and pour investment, run burnout cycles for castable resin, operate the vacuum / induction casting machines for gold, silver and platinum, and maintain casting records, metal loss and machine upkeep.',
    requirements:
      '3+ years in jewellery 3D printing and / or jewellery casting. Experience with castable resin burnout and induction casting machines essential.',
    experience: 'Mid-Level',
    yearsOfExperience: 3,
    city: 'Mumbai',
  },
];

export const SEALED_RESUME3_LABELS: Labels = {
  'm-jaipur-showroom-sales': { m01: 2, m02: 2, m03: 1, m04: 1, m42: 1, m44: 1 },
  'm-cad-designer': { m05: 2, m06: 2, m69: 2, m07: 1, m64: 1 },
  'm-gold-loan-officer': { m09: 2, m10: 2, m11: 1, m12: 1 },
  'm-diamond-grader': { m13: 2, m14: 2, m15: 1, m16: 1 },
  'm-watch-technician': { m17: 2, m18: 2, m20: 1 },
  'm-fragrance-consultant': { m21: 2, m22: 2, m23: 1, m20: 1, m35: 1, m37: 1 },
  'm-hallmark-assayer': { m24: 2, m25: 2, m27: 1 },
  'm-export-documentation': { m28: 2, m30: 2, m29: 1, m31: 1 },
  'm-store-manager-dubai': { m32: 2, m33: 2, m34: 1, m43: 1, m38: 1, m39: 1, m41: 1, m45: 1 },
  'm-leather-client-advisor': { m35: 2, m37: 2, m36: 1, m20: 1, m21: 1 },
  'm-h-cluster-mgr': { m38: 2, m39: 2, m41: 2, m40: 1, m45: 1, m32: 1, m33: 1 },
  'm-h-jadau-setter': { m47: 2, m48: 2, m49: 2, m51: 1, m52: 1 },
  'm-h-polisher': { m55: 2, m56: 2, m57: 2, m62: 1 },
  'm-h-print-cast': { m64: 2, m65: 2, m66: 1, m69: 1 },
};
