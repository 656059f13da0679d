/**
 * A sixth part of the labelled set, for the tuning part only (issue 12, fourth round): plain ads of
 * the trade's common roles (sales executive, designer, bench jeweller, polisher, gemmologist, QC,
 * accountant, HR, customer care, watch technician, e-commerce, merchandiser; a second batch, written
 * after the first batch's rules were chosen: store manager, CAD, VM, cashier, watch sales, diamond
 * assorter, digital marketing, back office; a third, of the fifth round: front office, outbound
 * telecaller, and other trades' namesakes for the first batch's jobs), the kind of
 * straightforward case the unseen set is mostly made of, each with seekers who do the job in
 * ordinary résumé words ('polish karigar', 'gem testing officer', 'watch repairer', 'ecommerce
 * exe.'), some with no years field or preferred role, and near misses who share the ad's words but
 * not the job (a furniture polisher, an insurance field salesman, a garment QC, an optician with a
 * lensometer, a home-textile merchandiser). Written and labelled before any engine ranked them.
 *
 * Its jobs rank the tuning-only seekers alone (this part's and the padded part's, whose fits are
 * labelled here): every older seeker is left out, since many of them are the held-out jobs'
 * clusters. Its seekers are ranked by the older tuning jobs too (labelled in PLAIN_CROSS_LABELS),
 * never by a held-out or blind job, so every held-out and blind figure stays as it was.
 *
 * Labels: 2 strong fit, 1 plausible, absent = not a fit.
 */
import type { EvalJob, EvalSeeker } from './evaluationTypes';

type Labels = Record<string, Record<string, 1 | 2>>;

const P = { kind: 'easy', part: 'tuning', source: 'padded' } as const;

export const PLAIN_JOBS: EvalJob[] = [
  { ...P, id: 'r-sales', title: 'Jewellery Sales Executive', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Jewellery Sales', 'Customer Handling'], description: 'Required sales executive for our gold and diamond showroom. Attend walk-in customers, show ornaments, explain purity, making charges and offers, achieve monthly targets. Salary 18-25k plus incentive.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Kochi' },
  { ...P, id: 'r-designer', title: 'Jewellery Designer', category: 'Design', industry: 'Jewellery', skillsRequired: ['Jewellery Design', 'Hand Sketching', 'CorelDraw'], description: 'We need a creative jewellery designer to design necklaces, earrings and rings for our retail and export collections. Hand sketching and rendering, CorelDraw presentations, coordination with the CAD and production team.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Mumbai' },
  { ...P, id: 'r-bench', title: 'Bench Jeweller', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Soldering', 'Ring Sizing', 'Jewellery Repair'], description: 'Bench jeweller for our in-store workshop: repairs, ring resizing, chain soldering, claw re-tipping and refurbishing customer pieces in gold and platinum.', experience: 'Mid-Level', yearsOfExperience: 4, city: 'Bengaluru' },
  { ...P, id: 'r-polisher', title: 'Polisher', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Polishing', 'Buffing'], description: 'Polishing karigar wanted for a gold jewellery unit. Pre-polish, final buffing, ultrasonic cleaning. Freshers with some experience can also apply.', experience: 'Entry/Fresher', yearsOfExperience: 1, city: 'Rajkot' },
  { ...P, id: 'r-gem', title: 'Gemologist', category: 'Gemstones', industry: 'Gemstone', skillsRequired: ['Gem Testing', 'Refractometer'], description: 'Gemologist for our gem testing lab: identify coloured gemstones, detect treatments and synthetics, use refractometer, polariscope, microscope and spectroscope, prepare lab reports.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Jaipur' },
  { ...P, id: 'r-qc', title: 'QC Executive', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Quality Checking', 'Hallmarking', 'Weight Checking'], description: 'QC executive for a jewellery manufacturing unit: incoming and final inspection of gold and diamond jewellery, stone and finish checking, weight verification, BIS hallmarking documentation, rejection reports.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Mumbai' },
  { ...P, id: 'r-accounts', title: 'Accountant', category: 'Accounts', industry: 'Jewellery', skillsRequired: ['Tally', 'GST', 'Bank Reconciliation'], description: 'Accountant for a jewellery wholesaler: day to day accounting in Tally, GST returns, TDS, bank reconciliation, debtors follow up, support to auditors.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Ahmedabad' },
  { ...P, id: 'r-hr', title: 'HR Executive', category: 'Human Resources', industry: 'Luxury Retail', skillsRequired: ['Recruitment', 'Payroll', 'Onboarding'], description: 'HR executive for our showrooms: end-to-end recruitment of store staff, onboarding, attendance and payroll inputs, PF/ESIC, employee engagement.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Pune' },
  { ...P, id: 'r-cs', title: 'Customer Service Executive', category: 'Customer Service', industry: 'Jewellery', skillsRequired: ['Customer Support', 'Order Tracking', 'Complaint Handling'], description: 'Customer service executive for our online jewellery store: answer calls, WhatsApp and email queries, order tracking, returns and exchange, resolve complaints.', experience: 'Entry/Fresher', yearsOfExperience: 1, city: 'Noida' },
  { ...P, id: 'r-watch', title: 'Watch Technician', category: 'Watches', industry: 'Luxury Retail', skillsRequired: ['Watch Servicing', 'Movement Repair'], description: 'Watch technician for our authorised service centre: servicing of quartz and automatic watches, movement cleaning and oiling, water resistance testing, battery and crystal replacement.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Chennai' },
  { ...P, id: 'r-ecom', title: 'E-commerce Executive', category: 'E-commerce', industry: 'Jewellery', skillsRequired: ['Product Listing', 'Marketplace Management', 'Shopify'], description: 'E-commerce executive to manage our website and marketplaces (Amazon, Flipkart, Myntra): product listing and catalogue upload, pricing, inventory sync, order processing and returns.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Jaipur' },
  { ...P, id: 'r-merch', title: 'Merchandiser', category: 'Merchandising', industry: 'Jewellery', skillsRequired: ['Merchandising', 'Range Planning', 'Stock Replenishment'], description: 'Product merchandiser for our jewellery retail chain: plan ranges by store and price point, allocate and replenish stock to stores, analyse sell-through, coordinate with vendors and manufacturing for new designs.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Hyderabad' },
  // second batch (written after the first batch's two rules, before any engine ranked it): a check on them
  { ...P, id: 'r-store', title: 'Store Manager', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Store Operations', 'Team Management', 'Sales Target'], description: 'Store manager for a gold and diamond jewellery showroom: daily store operations, achieve sales targets, manage a team of 15, stock audit, customer escalations and local events. Graduate with 8+ years in retail.', experience: 'Management-Level', yearsOfExperience: 8, city: 'Lucknow' },
  { ...P, id: 'r-cad', title: 'CAD Designer', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['MatrixGold', 'Rhino'], description: 'CAD designer to convert sketches into 3D models of rings, earrings and pendants for casting and 3D printing. Stone layout, weight estimation and renders.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Surat' },
  { ...P, id: 'r-vm', title: 'Visual Merchandising Executive', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Visual Merchandising', 'Window Display'], description: 'VM executive for our showrooms in the region: window and showcase displays as per brand guidelines, festive display changes, props and lighting, photo reports to head office.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Pune' },
  { ...P, id: 'r-cashier', title: 'Cashier', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Billing', 'Cash Handling'], description: 'Cashier for a jewellery showroom: billing, cash and card payments, old gold exchange entries, daily cash closing and deposit.', experience: 'Entry/Fresher', yearsOfExperience: 1, city: 'Hyderabad' },
  { ...P, id: 'r-watchsales', title: 'Watch Sales Executive', category: 'Watches', industry: 'Luxury Retail', skillsRequired: ['Watch Sales', 'Clienteling'], description: 'Sales executive for a multi-brand luxury watch boutique: greet and advise clients on Swiss watches, explain complications and straps, maintain the client book and after sales follow up.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Mumbai' },
  { ...P, id: 'r-assorter', title: 'Diamond Assorter', category: 'Diamond Grading', industry: 'Diamonds', skillsRequired: ['Diamond Assortment', 'Colour Grading'], description: 'Assorter for polished diamonds: sort parcels by size, colour and clarity under the loupe, prepare lots for sale and certification.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Surat' },
  { ...P, id: 'r-digital', title: 'Digital Marketing Executive', category: 'Digital Marketing', industry: 'Jewellery', skillsRequired: ['Meta Ads', 'Google Ads', 'Social Media'], description: 'Digital marketing executive for a jewellery brand: run Meta and Google campaigns, manage Instagram and Facebook pages, track leads and ROAS, coordinate shoots with the agency.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Kolkata' },
  { ...P, id: 'r-backoffice', title: 'Back Office Executive', category: 'Administration', industry: 'Jewellery', skillsRequired: ['MS Excel', 'Data Entry', 'Documentation'], description: 'Back office executive at our head office: data entry of orders and stock in the ERP, MIS reports in Excel, filing and documentation, coordination with branches.', experience: 'Entry/Fresher', yearsOfExperience: 1, city: 'Mumbai' },
  // third batch (fifth round, written and labelled before any engine ranked it): roles named by one side of
  // a pair of opposite words (front / back office, outbound / inbound calls), and other trades' namesakes
  { ...P, id: 'r-frontdesk', title: 'Front Office Executive', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Reception', 'Phone Handling', 'Visitor Management'], description: 'Front office executive for our flagship jewellery showroom: greet walk-in customers and VIP clients, answer and transfer calls, appointment and visitor register, coordinate repair order pick-ups, keep the lobby presentable.', experience: 'Entry/Fresher', yearsOfExperience: 1, city: 'Delhi' },
  { ...P, id: 'r-telecaller', title: 'Outbound Telecaller', category: 'Sales', industry: 'Jewellery', skillsRequired: ['Outbound Calling', 'Lead Follow Up'], description: 'Telecaller for our gold savings scheme and showroom promotions: outbound calls to leads and old customers, explain scheme benefits, book showroom visits, update the CRM. Fluent Hindi and English.', experience: 'Entry/Fresher', yearsOfExperience: 1, city: 'Delhi' },
];

export const PLAIN_SEEKERS: EvalSeeker[] = [
  // showroom sales
  { part: 'tuning', id: 'q01', overview: 'Working as sales executive in a gold showroom since 2021. Attending customers, showing necklace and bangles, explaining 916 purity and wastage / making charge, achieving target. Languages: Malayalam, Tamil, English.', skills: ['Customer handling', 'Gold ornaments sales'], preferredRoles: ['Sales Executive'], city: 'Kochi' },
  { part: 'tuning', id: 'q02', overview: 'Jewellery counter sales - 3 yrs with a diamond jewellery brand. Upselling, bridal customers, GHS scheme enrolment, CRM follow up calls. Hobbies: music, badminton.', skills: ['Diamond jewellery sales', 'Upselling'], preferredRoles: ['Jewellery Consultant'], yearsOfExperience: 3, city: 'Kochi' },
  { part: 'tuning', id: 'q03', overview: 'Salesman in a mobile phone and accessories shop for 4 years, EMI and exchange offers, good at convincing customers.', skills: ['Sales', 'Customer handling'], preferredRoles: ['Sales Executive'], yearsOfExperience: 4, city: 'Kochi' },
  { part: 'tuning', id: 'q04', overview: 'Field sales executive for an insurance company, 5 years, selling policies door to door, achieving monthly targets, customer handling and renewals.', skills: ['Field sales', 'Customer handling'], preferredRoles: ['Sales Executive'], yearsOfExperience: 5, city: 'Kochi' },
  // design
  { part: 'tuning', id: 'q05', overview: 'Jewellery designer 4 yr exp. I make designs of necklace, jhumka, bangles for retail and export; hand sketch with pencil and colour rendering, presentation in CorelDraw and Photoshop. Co-ordination with CAD team. Date of birth: 02/11/1995.', skills: ['Hand sketching', 'CorelDraw', 'Rendering'], preferredRoles: ['Jewellery Designer'], city: 'Mumbai' },
  { part: 'tuning', id: 'q06', overview: 'Designing fine jewellery since 2019 for a Mumbai diamond manufacturer: everyday rings, tennis bracelets and bridal sets; concept sketches, gouache renders, tech sheets for the factory.', skills: ['Jewelry design', 'Gouache'], preferredRoles: ['Designer'], city: 'Mumbai' },
  { part: 'tuning', id: 'q07', overview: 'Graphic designer, 5 years: logos, brochures and social media posts in CorelDraw and Photoshop for a printing company.', skills: ['CorelDraw', 'Photoshop'], preferredRoles: ['Graphic Designer'], yearsOfExperience: 5, city: 'Mumbai' },
  { part: 'tuning', id: 'q08', overview: 'Interior designer, 4 yrs, residential and showroom interiors, furniture design, hand sketches and 3D views in SketchUp.', skills: ['Hand sketching', 'SketchUp'], preferredRoles: ['Designer'], yearsOfExperience: 4, city: 'Mumbai' },
  { part: 'tuning', id: 'q09', overview: 'Accessory design graduate, 2 years designing brass and oxidised fashion jewellery for an export house, sketches and sampling with vendors.', skills: ['Sketching', 'Sampling'], preferredRoles: ['Accessory Designer'], yearsOfExperience: 2, city: 'Delhi' },
  // bench
  { part: 'tuning', id: 'q10', overview: 'Bench jeweler with 6 years in a retail repair workshop: sizing up and down, re-tipping prongs, chain soldering with laser welder, stone tightening, polishing after repair.', skills: ['Laser welding', 'Ring sizing', 'Repairs'], preferredRoles: ['Bench Jeweler'], yearsOfExperience: 6, city: 'Bengaluru' },
  { part: 'tuning', id: 'q11', overview: 'Goldsmith, family trade, doing all type of gold ornament making and repairing work since 15 years: soldering, filing, joint work, hallmark pieces also.', skills: ['Gold ornament making', 'Soldering'], preferredRoles: ['Goldsmith'], city: 'Bengaluru' },
  { part: 'tuning', id: 'q12', overview: 'Electronics repair technician 5 yrs: soldering of PCB, mobile and laptop repair, chip level work.', skills: ['Soldering', 'Chip level repair'], preferredRoles: ['Repair Technician'], yearsOfExperience: 5, city: 'Bengaluru' },
  { part: 'tuning', id: 'q13', overview: 'Welder and fabricator, 8 years, MIG/TIG welding, sheet metal fabrication, repairs of machinery.', skills: ['Welding', 'Fabrication'], preferredRoles: ['Fabricator'], yearsOfExperience: 8, city: 'Bengaluru' },
  // polishing
  { part: 'tuning', id: 'q14', overview: 'Polish karigar, 2 yrs. Gold chain and bangle polish, buff machine, magnetic tumbler, ultrasonic wash.', skills: ['Buffing', 'Tumbler polishing'], preferredRoles: ['Polisher'], city: 'Rajkot' },
  { part: 'tuning', id: 'q15', overview: 'I am working in jewellery finishing department since 1 year: filing, emery, pre-polish and final polish of 18k rings. Before that helper.', skills: ['Finishing', 'Polishing'], preferredRoles: ['Finisher'], city: 'Rajkot' },
  { part: 'tuning', id: 'q16', overview: 'Furniture polisher, 6 years, wood polishing, PU and melamine finish, sanding and touch up at site.', skills: ['Wood polishing', 'PU finish'], preferredRoles: ['Polisher'], yearsOfExperience: 6, city: 'Rajkot' },
  { part: 'tuning', id: 'q17', overview: 'Metal polisher in a stainless steel utensil factory, 3 years, buffing wheels and mirror finish on kadai and tiffin boxes.', skills: ['Buffing', 'Mirror finish'], preferredRoles: ['Buffing Operator'], yearsOfExperience: 3, city: 'Rajkot' },
  // gemmology
  { part: 'tuning', id: 'q18', overview: 'Gemmologist (GIA GG), 3 yrs in a coloured gemstone testing lab at Jaipur. Identification of ruby, sapphire, emerald, treatment detection (heat, fracture filling), synthetic vs natural; refractometer, polariscope, UV, spectroscope; report writing.', skills: ['Gem identification', 'Treatment detection'], preferredRoles: ['Gemmologist'], yearsOfExperience: 3, city: 'Jaipur' },
  { part: 'tuning', id: 'q19', overview: 'Gem testing officer since 2020: identify precious and semi precious stones for certificates, RI and SG readings, microscope observation of inclusions, checking for glass filling.', skills: ['Gem identification', 'RI testing', 'Specific gravity'], preferredRoles: ['Gem Tester'], city: 'Jaipur' },
  { part: 'tuning', id: 'q20', overview: 'Optician, 5 years: lens testing with the lensometer, eye refraction, frame fitting and contact lens advice in an eyewear store.', skills: ['Refraction', 'Lensometer'], preferredRoles: ['Optician'], yearsOfExperience: 5, city: 'Jaipur' },
  { part: 'tuning', id: 'q21', overview: 'Diamond grader 4 yrs, natural polished diamonds, colour and clarity grading under loupe, basic knowledge of coloured stones.', skills: ['Diamond grading'], preferredRoles: ['Diamond Grader'], yearsOfExperience: 4, city: 'Surat' },
  // quality
  { part: 'tuning', id: 'q22', overview: 'Quality checker in jewellery factory 3 years. Checking of finished goods: stone missing, loose stones, solder joints, polish, weight tally with job card, sending lots for hallmarking at BIS centre.', skills: ['QC', 'Weight checking'], preferredRoles: ['QC Executive'], yearsOfExperience: 3, city: 'Mumbai' },
  { part: 'tuning', id: 'q23', overview: 'QA/QC exec - diamond jewellery exports, 2.5 yrs: incoming metal and findings inspection, final inspection as per buyer specs, diamond count and setting check, rejection analysis.', skills: ['Final inspection', 'Rejection analysis'], preferredRoles: ['Quality Executive'], city: 'Mumbai' },
  { part: 'tuning', id: 'q24', overview: 'Quality control executive in a garment export unit, 4 years: AQL inspection, measurement checks, fabric defects, buyer audits.', skills: ['AQL inspection', 'Buyer audits'], preferredRoles: ['QC Executive'], yearsOfExperience: 4, city: 'Mumbai' },
  { part: 'tuning', id: 'q25', overview: 'QC chemist in a food processing plant, 3 years, raw material testing, FSSAI documentation, HACCP.', skills: ['Quality control', 'HACCP'], preferredRoles: ['Quality Control Chemist'], yearsOfExperience: 3, city: 'Mumbai' },
  // accounts
  { part: 'tuning', id: 'q26', overview: 'Accounts executive, 5 years in a gold and silver wholesale firm: purchase and sales entries in Tally Prime, GST returns GSTR-1 and 3B, TDS, bank reco, metal ledger with karigars.', skills: ['Tally Prime', 'GST returns'], preferredRoles: ['Accountant'], yearsOfExperience: 5, city: 'Ahmedabad' },
  { part: 'tuning', id: 'q27', overview: 'B.Com, 4 yrs exp. in accounts of a trading company: voucher entry, GST filing, bank reconciliation, debtors and creditors follow up, finalisation support to CA.', skills: ['Tally', 'GST', 'Bank reconciliation'], preferredRoles: ['Accounts Executive'], city: 'Ahmedabad' },
  { part: 'tuning', id: 'q28', overview: 'Accounts assistant, 1 year, data entry in Tally, petty cash and billing.', skills: ['Tally', 'Data entry'], preferredRoles: ['Accounts Assistant'], yearsOfExperience: 1, city: 'Ahmedabad' },
  { part: 'tuning', id: 'q29', overview: 'Bank cashier 6 yrs: cash counter, deposits and withdrawals, ATM loading, KYC checks.', skills: ['Cash handling', 'KYC'], preferredRoles: ['Cashier'], yearsOfExperience: 6, city: 'Ahmedabad' },
  // HR
  { part: 'tuning', id: 'q30', overview: 'HR exec 3 yrs: sourcing on Naukri and Indeed, screening, walk-in drives for retail staff, joining formalities, attendance and salary inputs, PF/ESIC.', skills: ['Recruitment', 'Onboarding', 'Payroll inputs'], preferredRoles: ['HR Executive'], yearsOfExperience: 3, city: 'Pune' },
  { part: 'tuning', id: 'q31', overview: 'Human resource generalist since 2021 in a retail chain of 40 stores: hiring of sales staff, induction, payroll processing, exit formalities and employee engagement activities.', skills: ['Hiring', 'Payroll processing'], preferredRoles: ['HR Generalist'], city: 'Pune' },
  { part: 'tuning', id: 'q32', overview: 'Front office executive at a hotel, 3 years: guest check-in, reservations and staff coordination.', skills: ['Front office', 'Reservations'], preferredRoles: ['Front Office Executive'], yearsOfExperience: 3, city: 'Pune' },
  { part: 'tuning', id: 'q33', overview: 'Admin executive, 4 years: office administration, attendance, vendor bills, and some recruitment support for the branch.', skills: ['Administration', 'Attendance'], preferredRoles: ['Admin Executive'], yearsOfExperience: 4, city: 'Pune' },
  // customer care
  { part: 'tuning', id: 'q34', overview: 'Customer care executive for an online fashion jewellery brand, 1 yr: answering calls and WhatsApp, tracking orders with the courier, processing returns and exchanges, Freshdesk tickets.', skills: ['Customer care', 'Freshdesk'], preferredRoles: ['Customer Care Executive'], yearsOfExperience: 1, city: 'Noida' },
  { part: 'tuning', id: 'q35', overview: 'Fresher, BBA. 6 months internship in customer support at an e-commerce company, email and chat, good English and Hindi.', skills: ['Email support', 'Chat support'], preferredRoles: ['Customer Support'], city: 'Noida' },
  { part: 'tuning', id: 'q36', overview: 'Field service engineer for air conditioners, 4 years, installation and customer complaints at site.', skills: ['AC installation', 'Complaint handling'], preferredRoles: ['Service Engineer'], yearsOfExperience: 4, city: 'Noida' },
  { part: 'tuning', id: 'q37', overview: 'Receptionist at a jewellery showroom, 2 years: greeting customers, phone calls, appointment booking and repair order follow up.', skills: ['Reception', 'Phone handling'], preferredRoles: ['Receptionist'], yearsOfExperience: 2, city: 'Noida' },
  // watches
  { part: 'tuning', id: 'q38', overview: 'Watch repairer with 7 yrs: servicing of automatic and quartz watches of Titan, Seiko, Citizen; dismantling, cleaning, oiling, regulation, pressure test, crystal and crown change.', skills: ['Watch servicing', 'Movement cleaning'], preferredRoles: ['Watch Repairer'], yearsOfExperience: 7, city: 'Chennai' },
  { part: 'tuning', id: 'q39', overview: 'After-sales watch technician at a multi-brand service centre since 2022: movement replacement, water resistance testing, case polishing, battery replacement.', skills: ['Movement replacement', 'Water resistance testing'], preferredRoles: ['Service Technician'], city: 'Chennai' },
  { part: 'tuning', id: 'q40', overview: 'Smartwatch and mobile service centre engineer, 3 years: software flashing, display and battery replacement.', skills: ['Software flashing', 'Battery replacement'], preferredRoles: ['Service Engineer'], yearsOfExperience: 3, city: 'Chennai' },
  { part: 'tuning', id: 'q41', overview: 'Watch sales executive at a Titan World store, 3 years, also doing battery and strap change at the counter.', skills: ['Watch sales', 'Battery change'], preferredRoles: ['Sales Executive'], yearsOfExperience: 3, city: 'Chennai' },
  // e-commerce
  { part: 'tuning', id: 'q42', overview: 'Ecommerce exe. 2+ yrs, managing Amazon seller central and Flipkart for a silver jewellery brand: listing, catalog upload, pricing, inventory update, order processing and returns.', skills: ['Seller Central', 'Catalog upload'], preferredRoles: ['E-commerce Executive'], city: 'Jaipur' },
  { part: 'tuning', id: 'q43', overview: 'Online store executive for the Shopify website of a gold jewellery brand: product uploads with images and SEO titles, discount codes, order dispatch coordination. 3 years.', skills: ['Shopify', 'Product uploads'], preferredRoles: ['Online Sales Executive'], yearsOfExperience: 3, city: 'Jaipur' },
  { part: 'tuning', id: 'q44', overview: 'Digital marketing executive, 3 yrs: Instagram ads, Google Ads, lead generation campaigns for real estate clients.', skills: ['Google Ads', 'Instagram ads'], preferredRoles: ['Digital Marketing Executive'], yearsOfExperience: 3, city: 'Jaipur' },
  { part: 'tuning', id: 'q45', overview: 'Data entry operator, 2 years, typing product data into the ERP for a pharma distributor, MS Excel.', skills: ['Data entry', 'MS Excel'], preferredRoles: ['Data Entry Operator'], yearsOfExperience: 2, city: 'Jaipur' },
  // merchandising
  { part: 'tuning', id: 'q46', overview: 'Merchandiser - jewellery retail, 5 yrs: store-wise range planning by price band and weight, stock allocation and replenishment, sell-through and ageing analysis, new design sourcing with manufacturers.', skills: ['Range planning', 'Stock allocation', 'Sell-through analysis'], preferredRoles: ['Merchandiser'], yearsOfExperience: 5, city: 'Hyderabad' },
  { part: 'tuning', id: 'q47', overview: 'Product and merchandising executive for a diamond jewellery chain, 3 years: deciding which designs go to which store, reorders of best sellers, vendor follow up for the new collection.', skills: ['Product merchandising', 'Reorders'], preferredRoles: ['Merchandising Executive'], yearsOfExperience: 3, city: 'Hyderabad' },
  { part: 'tuning', id: 'q48', overview: 'Merchandiser in a home textile export house, 5 years: buyer communication, sampling, TNA and shipment follow up.', skills: ['Sampling', 'TNA'], preferredRoles: ['Merchandiser'], yearsOfExperience: 5, city: 'Hyderabad' },
  { part: 'tuning', id: 'q49', overview: 'Visual merchandiser, 4 years, window displays and props for a jewellery chain, display changes every festival.', skills: ['Window displays', 'Props'], preferredRoles: ['Visual Merchandiser'], yearsOfExperience: 4, city: 'Hyderabad' },
  { part: 'tuning', id: 'q50', overview: 'Retail buyer, 4 yrs for a lifestyle store: vendor negotiation, open to buy, range planning for accessories including fashion jewellery.', skills: ['Buying', 'Open to buy'], preferredRoles: ['Buyer'], yearsOfExperience: 4, city: 'Hyderabad' },
  // second batch
  { part: 'tuning', id: 'q51', overview: 'Store manager, jewellery retail, 11 years. Currently managing a 2 crore per month showroom of a national brand: team of 18, targets, stock audits, VM, customer complaints, kitty parties and wedding season events.', skills: ['Store operations', 'Team management'], preferredRoles: ['Store Manager'], yearsOfExperience: 11, city: 'Lucknow' },
  { part: 'tuning', id: 'q52', overview: 'Having 9 yrs in gold jewellery showrooms, started as salesman, from 2019 branch manager handling staff, sales, cash and stock of the branch.', skills: ['Branch management', 'Staff handling'], preferredRoles: ['Branch Manager'], city: 'Kanpur' },
  { part: 'tuning', id: 'q53', overview: 'Store manager of a hypermarket, 10 years: grocery and apparel sections, team of 60, shrinkage, P&L.', skills: ['Store operations', 'P&L'], preferredRoles: ['Store Manager'], yearsOfExperience: 10, city: 'Lucknow' },
  { part: 'tuning', id: 'q54', overview: 'Senior sales executive in a jewellery showroom, 4 years, handling the diamond counter and sometimes the store in absence of the manager.', skills: ['Diamond sales', 'Counter management'], preferredRoles: ['Store Manager'], yearsOfExperience: 4, city: 'Lucknow' },
  { part: 'tuning', id: 'q55', overview: 'Jewellery CAD designer (MatrixGold, Rhino 7) 3 yrs: rings, earrings, bridal sets, stone layout and metal weight estimation, STL for 3D printing.', skills: ['MatrixGold', 'Rhino'], preferredRoles: ['CAD Designer'], city: 'Surat' },
  { part: 'tuning', id: 'q56', overview: 'I am making 3D models of jewellery in Rhino and Matrix since 2022, pendants and rings for a casting house, also rendering in KeyShot.', skills: ['3D modelling', 'KeyShot'], city: 'Surat' },
  { part: 'tuning', id: 'q57', overview: 'AutoCAD draughtsman 4 yrs, civil and structural drawings for building projects, also basic Rhino.', skills: ['AutoCAD', 'Rhino'], preferredRoles: ['CAD Draughtsman'], yearsOfExperience: 4, city: 'Surat' },
  { part: 'tuning', id: 'q58', overview: 'Jewellery designer doing hand sketches and some CAD in Matrix, 2 years, mostly sketching for customers orders.', skills: ['Sketching', 'Matrix'], preferredRoles: ['Jewellery Designer'], yearsOfExperience: 2, city: 'Surat' },
  { part: 'tuning', id: 'q59', overview: 'VM executive for a jewellery brand, 3 years: window displays, showcase trays, festive themes, props vendors, monthly VM audit photos to head office.', skills: ['Window displays', 'VM audits'], preferredRoles: ['VM Executive'], yearsOfExperience: 3, city: 'Pune' },
  { part: 'tuning', id: 'q60', overview: 'Visual merchandiser for a footwear and apparel chain, 2 years, mannequins and window display changes.', skills: ['Window display', 'Mannequins'], preferredRoles: ['Visual Merchandiser'], yearsOfExperience: 2, city: 'Pune' },
  { part: 'tuning', id: 'q61', overview: 'Event decorator, 5 years, stage and flower decoration for weddings and corporate events, lighting and props.', skills: ['Decoration', 'Props'], preferredRoles: ['Decorator'], yearsOfExperience: 5, city: 'Pune' },
  { part: 'tuning', id: 'q62', overview: 'Cashier in a gold jewellery showroom for 2 years: billing in the software, cash and card, old gold purchase entry, closing report.', skills: ['Billing', 'Cash handling'], preferredRoles: ['Cashier'], yearsOfExperience: 2, city: 'Hyderabad' },
  { part: 'tuning', id: 'q63', overview: 'Fresher B.Com, good in Excel and Tally, ready to work as cashier or billing staff.', skills: ['Tally', 'Excel'], preferredRoles: ['Cashier'], city: 'Hyderabad' },
  { part: 'tuning', id: 'q64', overview: 'Petrol pump cashier, 3 years, cash collection, shift closing and UPI payments.', skills: ['Cash handling', 'UPI'], preferredRoles: ['Cashier'], yearsOfExperience: 3, city: 'Hyderabad' },
  { part: 'tuning', id: 'q65', overview: 'Watch consultant at a luxury watch boutique, 3 yrs: Swiss brands, explaining movements and complications, client book on WhatsApp, after sales follow up.', skills: ['Luxury watch sales', 'Client book'], preferredRoles: ['Watch Consultant'], yearsOfExperience: 3, city: 'Mumbai' },
  { part: 'tuning', id: 'q66', overview: 'Sales executive at a Titan and Fastrack watch store since 2021, walk-in customers, strap and battery service desk.', skills: ['Watch sales'], preferredRoles: ['Sales Executive'], city: 'Mumbai' },
  { part: 'tuning', id: 'q67', overview: 'Car sales consultant, 4 years, premium sedans and SUVs, test drives, finance and exchange.', skills: ['Car sales', 'Customer handling'], preferredRoles: ['Sales Consultant'], yearsOfExperience: 4, city: 'Mumbai' },
  { part: 'tuning', id: 'q68', overview: 'Diamond assortment 6 yrs in Varachha office: sizes, colour and clarity of polished lots, making parcels for sale and for GIA.', skills: ['Assortment', 'Colour grading'], preferredRoles: ['Assorter'], city: 'Surat' },
  { part: 'tuning', id: 'q69', overview: 'Sorting and grading of polished diamonds, 3 years with an exporter, loupe work, also Sarin operation.', skills: ['Sorting', 'Sarin'], preferredRoles: ['Diamond Sorter'], yearsOfExperience: 3, city: 'Surat' },
  { part: 'tuning', id: 'q70', overview: 'Fruit sorting and grading supervisor at a cold storage, 5 years, quality sorting lines for export.', skills: ['Sorting', 'Grading'], preferredRoles: ['Sorting Supervisor'], yearsOfExperience: 5, city: 'Surat' },
  { part: 'tuning', id: 'q71', overview: 'Digital marketing exec, 2.5 yrs: Meta ads and Google ads for a fashion jewellery D2C brand, Instagram content calendar, reels with influencers, ROAS reporting.', skills: ['Meta Ads', 'Google Ads', 'Instagram'], preferredRoles: ['Digital Marketing Executive'], city: 'Kolkata' },
  { part: 'tuning', id: 'q72', overview: 'Social media and performance marketing for a chain of restaurants, 3 years: Facebook and Google campaigns, Zomato listings, influencer visits.', skills: ['Facebook ads', 'Google Ads', 'Social media'], preferredRoles: ['Digital Marketing Executive'], yearsOfExperience: 3, city: 'Kolkata' },
  { part: 'tuning', id: 'q73', overview: 'Graphic designer 2 yrs, Instagram creatives and banners for jewellery brand in Photoshop, sometimes boosting posts.', skills: ['Photoshop', 'Social media creatives'], preferredRoles: ['Graphic Designer'], yearsOfExperience: 2, city: 'Kolkata' },
  { part: 'tuning', id: 'q74', overview: 'Back office executive, 1 year: data entry of invoices in ERP, Excel MIS, scanning and filing documents for a logistics company.', skills: ['Data entry', 'MS Excel'], preferredRoles: ['Back Office Executive'], yearsOfExperience: 1, city: 'Mumbai' },
  { part: 'tuning', id: 'q75', overview: 'Fresher graduate, typing speed 40 wpm, MS Office, looking for data entry or office job.', skills: ['MS Office', 'Typing'], preferredRoles: ['Data Entry Operator'], city: 'Mumbai' },
  { part: 'tuning', id: 'q76', overview: 'Delivery executive for a courier company, 2 years, two wheeler, cash on delivery and proof of delivery entries in the app.', skills: ['Delivery', 'COD'], preferredRoles: ['Delivery Executive'], yearsOfExperience: 2, city: 'Mumbai' },
  // third batch
  { part: 'tuning', id: 'q77', overview: 'Receptionist at a diamond jewellery boutique, 3 years: welcoming clients, phone calls, appointment diary, courier and repair pick-up register.', skills: ['Reception', 'Phone handling'], preferredRoles: ['Receptionist'], yearsOfExperience: 3, city: 'Delhi' },
  { part: 'tuning', id: 'q78', overview: 'Front desk associate at a business hotel 2 yrs, check in / check out, telephone board, guest queries and complaints.', skills: ['Front desk', 'Guest handling'], preferredRoles: ['Front Desk Associate'], yearsOfExperience: 2, city: 'Delhi' },
  { part: 'tuning', id: 'q79', overview: 'Back office assistant in a jewellery manufacturing unit, 2 yrs: entering job cards and stock in the ERP, daily production MIS in Excel, filing of challans.', skills: ['Data entry', 'MS Excel', 'MIS'], preferredRoles: ['Back Office Assistant'], yearsOfExperience: 2, city: 'Mumbai' },
  { part: 'tuning', id: 'q80', overview: 'Telecaller 2 yrs, outbound calls for a jewellery brand gold savings scheme, booking showroom visits, updating leads in CRM.', skills: ['Telecalling', 'CRM'], preferredRoles: ['Telecaller'], yearsOfExperience: 2, city: 'Delhi' },
  { part: 'tuning', id: 'q81', overview: 'Outbound telesales for credit cards, 3 years, calling leads from data, daily call targets, converting to applications.', skills: ['Telesales', 'Lead conversion'], preferredRoles: ['Telesales Executive'], yearsOfExperience: 3, city: 'Delhi' },
  { part: 'tuning', id: 'q82', overview: 'Inbound voice process 2 yrs in a telecom call centre: answering customer queries on bills and recharges, complaint logging.', skills: ['Inbound calls', 'Complaint logging'], preferredRoles: ['Inbound Customer Support'], yearsOfExperience: 2, city: 'Noida' },
  { part: 'tuning', id: 'q83', overview: 'AC mechanic 6 yrs: brazing and soldering of copper pipes for split and window air conditioners, gas charging, repair of compressors.', skills: ['Soldering', 'AC repair'], preferredRoles: ['AC Technician'], yearsOfExperience: 6, city: 'Bengaluru' },
  { part: 'tuning', id: 'q84', overview: 'Jewellery repair karigar at a showroom service counter since 2019: ring size change, chain joint, prong tightening, hook and clasp change, polish after repair.', skills: ['Ring size change', 'Chain joint'], preferredRoles: ['Repair Karigar'], city: 'Bengaluru' },
  { part: 'tuning', id: 'q85', overview: 'Customer service executive at the service centre of a consumer electronics brand, 2 yrs: complaint registration, repair status calls, escalations.', skills: ['Complaint handling', 'Customer calls'], preferredRoles: ['Customer Service Executive'], yearsOfExperience: 2, city: 'Noida' },
  { part: 'tuning', id: 'q86', overview: 'Car detailing technician, 3 yrs: machine polishing, buffing compound, ceramic coating and interior cleaning of cars.', skills: ['Polishing', 'Buffing'], preferredRoles: ['Detailing Technician'], yearsOfExperience: 3, city: 'Rajkot' },
  { part: 'tuning', id: 'q87', overview: 'Quality inspector at an automobile parts plant, 4 yrs: vernier and gauges, visual inspection of castings, PPAP documents, rejection reports.', skills: ['Quality inspection', 'Rejection reports'], preferredRoles: ['Quality Inspector'], yearsOfExperience: 4, city: 'Mumbai' },
  { part: 'tuning', id: 'q88', overview: 'Sales promoter for a consumer durables store, 3 yrs: TVs, refrigerators and washing machines, walk-in customers, finance schemes, monthly targets.', skills: ['Counter sales', 'Customer handling'], preferredRoles: ['Sales Promoter'], yearsOfExperience: 3, city: 'Kochi' },
  { part: 'tuning', id: 'q89', overview: 'Patient helpdesk executive at a hospital, 2 years: appointments, billing queries, complaint handling, feedback calls.', skills: ['Helpdesk', 'Complaint handling'], preferredRoles: ['Helpdesk Executive'], yearsOfExperience: 2, city: 'Noida' },
];

/**
 * This part's jobs: its own seekers and the padded part's who fit. The second batch's seekers who
 * fit the first batch's jobs (q51-q67 for sales, q55/q56/q58 for design, q29/q33/q63) were labelled
 * after it first ranked: q58 and q54 were seen missing in the misses, the others found by reading
 * the second batch against the first's jobs.
 */
export const PLAIN_LABELS: Labels = {
  'r-sales': { q01: 2, q02: 2, q03: 1, q41: 1, p14: 2, p38: 2, p12: 1, p27: 1, p32: 1, p35: 1, p36: 1, q54: 2, q51: 1, q52: 1, q65: 1, q66: 1, q67: 1, q88: 1 },
  'r-designer': { q05: 2, q06: 2, q09: 1, p07: 1, p09: 1, p23: 1, q58: 2, q55: 1, q56: 1 },
  'r-bench': { q10: 2, q11: 2, p04: 1, p20: 1, p22: 1, q84: 2 },
  'r-polisher': { q14: 2, q15: 2 },
  'r-gem': { q18: 2, q19: 2, q21: 1, p25: 1 },
  'r-qc': { q22: 2, q23: 2 },
  'r-accounts': { q26: 2, q27: 2, q28: 1, q63: 1 },
  'r-hr': { q30: 2, q31: 2, q33: 1 },
  'r-cs': { q34: 2, q35: 2, q37: 1, q82: 1, q85: 1, q89: 1 },
  'r-watch': { q38: 2, q39: 2, q41: 1 },
  'r-ecom': { q42: 2, q43: 2, p40: 2 },
  'r-merch': { q46: 2, q47: 2, q50: 1, p19: 1 },
  'r-store': { q51: 2, q52: 2, q53: 1, q54: 1, p12: 2, p27: 2, p28: 1, p13: 1, p14: 1 },
  'r-cad': { q55: 2, q56: 2, q58: 1, p07: 2, p09: 2, p23: 2 },
  'r-vm': { q59: 2, q49: 2, q60: 1, p15: 2, p29: 2, p30: 1 },
  'r-cashier': { q62: 2, q63: 1, q64: 1, q28: 1, q29: 1 },
  'r-watchsales': { q65: 2, q66: 2, q41: 2, q67: 1 },
  'r-assorter': { q68: 2, q69: 2, q21: 1, p10: 2, p33: 1, p34: 1 },
  'r-digital': { q71: 2, q72: 1, q44: 1, p41: 1, q73: 1 },
  'r-backoffice': { q74: 2, q75: 1, q45: 1, q28: 1, q33: 1, q79: 2 },
  // third batch (labelled before ranking), with the earlier seekers it fits
  'r-frontdesk': { q77: 2, q37: 2, q78: 1, q32: 1, q89: 1 },
  'r-telecaller': { q80: 2, q81: 1, q82: 1, q34: 1 },
};

/** The older tuning jobs this part's seekers fit (held-out and blind jobs never rank them). */
export const PLAIN_CROSS_LABELS: Labels = {
  'j-store': { q51: 2, q52: 2, q53: 1, q54: 1 },
  'h-store-flagship': { q51: 2, q52: 1 },
  'h-area-mgr': { q51: 1 },
  'j-cad': { q55: 2, q56: 2, q58: 1 },
  'j-vm': { q49: 2, q59: 2, q60: 1 },
  'h-vm': { q49: 2, q59: 2, q60: 1 },
  'j-grader': { q21: 2, q18: 1, q19: 1, q68: 2, q69: 2 },
  'h-natural-grader': { q21: 2, q18: 1, q68: 1, q69: 1 },
  'h-perf-mkt': { q44: 1, q71: 1, q72: 1 },
  'h-sales-assoc': { q01: 2, q02: 2, q03: 1, q41: 1, q54: 2, q66: 1, q88: 1 },
  'h-polisher': { q14: 2, q15: 2 },
  'h-qc': { q22: 2, q23: 2 },
  'f-hr-retail': { q30: 2, q31: 2, q33: 1 },
  'h-ecom-merch': { q42: 1, q43: 1 },
  'j-inventory': { q46: 1 },
};
