/**
 * A fifth part of the labelled set, for the tuning part only (issue 12, second round): more
 * seekers for the easy tuning jobs' roles, in the language profiles come in — résumé padding
 * (objectives, declarations, hobbies, personal details), 'yrs' and 'exp', years only in words or
 * dates, no preferred role, non-native phrasing — beside other trades that name the same role
 * words (a tile 'stone setter', a cotton 'grader', an automotive 'CAD engineer', a garment
 * 'merchandiser', a QSR 'store manager'). Written and labelled before any engine ranked them.
 * They are ranked for the tuning jobs only (EvalSeeker.part), so every held-out and blind figure
 * stays as it was before they joined; the tuning jobs of the other parts they fit are labelled.
 *
 * Labels: 2 strong fit, 1 plausible, absent = not a fit.
 */
import type { EvalSeeker } from './evaluationTypes';

type Labels = Record<string, Record<string, 1 | 2>>;

export const PADDED_SEEKERS: EvalSeeker[] = [
  // stock and inventory
  { part: 'tuning', id: 'p01', overview: 'Stock & inventory executive - 5 yrs exp in a jewellery retail chain. Daily stock tally of gold and diamond items, RFID tag reading, inter branch transfers, physical verification with auditors. Hobbies: cricket, travelling.', skills: ['Stock audit', 'SAP', 'Excel'], preferredRoles: ['Inventory Executive'], city: 'Mumbai' },
  { part: 'tuning', id: 'p02', overview: 'Warehouse supervisor at an FMCG distributor for 7 years: GRN, dispatch as per FIFO, a team of forklift operators, cycle counts in the WMS.', skills: ['Warehouse management', 'FIFO', 'WMS'], preferredRoles: ['Warehouse Supervisor'], yearsOfExperience: 7, city: 'Bhiwandi' },
  { part: 'tuning', id: 'p03', overview: 'I am working as stock controller since 2019 in a diamond jewellery manufacturing company, maintaining the gold and diamond stock registers, issue and receive of metal to karigars and monthly stock reconciliation in the ERP.', skills: ['Stock reconciliation', 'ERP'], preferredRoles: ['Stock Controller'], city: 'Mumbai' },
  // stone setting
  { part: 'tuning', id: 'p04', overview: 'Diamond setter — 9 yrs on the bench. Prong, bezel, pave and invisible setting in gold and platinum, worked in SEEPZ export units. Languages: Hindi, Marathi, Bengali.', skills: ['Prong setting', 'Invisible setting'], preferredRoles: ['Setter'], city: 'Mumbai' },
  { part: 'tuning', id: 'p05', overview: 'Tile and stone setter, 10 years laying marble, granite and stone cladding for villas and hotels; reading drawings, levelling, grouting.', skills: ['Marble laying', 'Stone cladding'], preferredRoles: ['Stone Setter'], yearsOfExperience: 10, city: 'Surat' },
  { part: 'tuning', id: 'p06', overview: 'Setting trainee, 8 months at the bench learning claw and bezel setting on silver rings under our master. Before that ITI fitter course.', skills: ['Claw setting'], preferredRoles: ['Stone Setter'], city: 'Surat' },
  // CAD
  { part: 'tuning', id: 'p07', overview: 'CAD/CAM guy for jewellery. 3+ yrs on Matrix 9 and Rhino 7 making rings, pendants and bangles with stone seats for casting and 3D print, knowledge of JewelCAD also. Passionate about music.', skills: ['Matrix', 'Rhino', 'JewelCAD'], preferredRoles: ['Jewellery CAD Designer'], city: 'Mumbai' },
  { part: 'tuning', id: 'p08', overview: 'Mechanical design engineer, 6 years in SolidWorks and CATIA on automotive sheet metal parts and fixtures; GD&T, tolerance stack-up, product renders in KeyShot.', skills: ['SolidWorks', 'CATIA', 'KeyShot'], preferredRoles: ['CAD Engineer'], yearsOfExperience: 6, city: 'Pune' },
  { part: 'tuning', id: 'p09', overview: 'Career objective: to work in a challenging environment where I can utilise my skills for the growth of the organisation and myself. Strengths: hard working, punctual, positive attitude. Currently working in a jewels company at Zaveri Bazaar as senior CAD designer since 2018, designing rings, pendants and bridal sets in Rhino with the Matrix plugin. Hobbies: reading, cooking. Declaration: I hereby declare the above is true.', skills: ['Rhino', 'Matrix'], city: 'Mumbai' },
  // diamond grading
  { part: 'tuning', id: 'p10', overview: 'Worked 4 yrs as diamond assorter and grader in a Surat polished diamond company: colour D to Z and clarity under 10x loupe and microscope, making packets for IGI and GIA certification.', skills: ['Colour grading', 'Clarity grading'], preferredRoles: ['Diamond Grader'], city: 'Surat' },
  { part: 'tuning', id: 'p11', overview: 'Quality grader in a cotton ginning mill, 6 years: grading lint by colour, staple length and trash, HVI lab testing, moisture checks.', skills: ['Cotton grading', 'HVI testing'], preferredRoles: ['Cotton Grader'], yearsOfExperience: 6, city: 'Rajkot' },
  // store leadership
  { part: 'tuning', id: 'p12', overview: 'Showroom manager / store in-charge. Total 13 yrs in retail, last 6 yrs heading a gold and diamond showroom in Coimbatore with a staff of 18: monthly targets, audits, customer complaints, old gold exchange. Date of birth 12/05/1984, married.', skills: ['Team handling', 'Sales targets'], preferredRoles: ['Showroom Manager'], city: 'Coimbatore' },
  { part: 'tuning', id: 'p13', overview: 'Restaurant manager, 11 years in quick service restaurant chains: store P&L, crew rosters, food safety audits, a team of 30.', skills: ['P&L', 'Rostering', 'Food safety'], preferredRoles: ['Store Manager'], yearsOfExperience: 11, city: 'Bengaluru' },
  { part: 'tuning', id: 'p14', overview: 'Sales executive in a jewellery store 2 yrs, explaining gold rate and making charges to customers, want to grow as store manager.', skills: ['Jewellery sales'], preferredRoles: ['Store Manager'], yearsOfExperience: 2, city: 'Bengaluru' },
  // visual merchandising
  { part: 'tuning', id: 'p15', overview: 'Visual merchandising executive with a luxury watch and jewellery retailer, 4 yrs: window dressing, props, planograms and display changes for Diwali and the wedding season.', skills: ['Window dressing', 'Props'], preferredRoles: ['Visual Merchandiser'], city: 'Mumbai' },
  { part: 'tuning', id: 'p16', overview: 'Merchandiser in a garment export house, 6 yrs: buyer follow up, TNA, sampling, costing and production follow up with factories.', skills: ['Costing', 'TNA', 'Sampling'], preferredRoles: ['Merchandiser'], yearsOfExperience: 6, city: 'Tiruppur' },
  // second batch: the same roles under other names and word orders, and other trades' namesakes
  { part: 'tuning', id: 'p17', overview: 'Stock in-charge at the central warehouse of a gold showroom chain: receiving goods from vendors, weight checking, HUID tagging and issue to branches. 6 years.', skills: ['Stock receiving', 'Tagging'], preferredRoles: ['Stock Incharge'], city: 'Chennai' },
  { part: 'tuning', id: 'p18', overview: 'Store keeper at a road construction site: cement, steel and diesel stock registers, material issue slips, 8 yrs.', skills: ['Stock register', 'Material issue'], preferredRoles: ['Store Keeper'], yearsOfExperience: 8, city: 'Nagpur' },
  { part: 'tuning', id: 'p19', overview: 'MIS and inventory analyst for an online jewellery brand, 3 yrs: SKU level stock reports, replenishment planning in Excel and Power BI, ageing analysis of slow movers.', skills: ['Excel', 'Power BI', 'Replenishment'], preferredRoles: ['Inventory Analyst'], city: 'Bengaluru' },
  { part: 'tuning', id: 'p20', overview: 'Jadau and kundan setter from Bikaner, twelve years. Setting uncut polki in gold foil, work for big showrooms of Jaipur.', skills: ['Kundan setting', 'Jadau'], preferredRoles: ['Kundan Setter'], city: 'Jaipur' },
  { part: 'tuning', id: 'p21', overview: 'Typesetter and DTP operator at a printing press, 9 years: page layout in CorelDraw and PageMaker, plate setting for offset machines.', skills: ['DTP', 'CorelDraw'], preferredRoles: ['Typesetter'], yearsOfExperience: 9, city: 'Surat' },
  { part: 'tuning', id: 'p22', overview: 'I am doing stone setting work since 2016 in Surat: pave, prong, bezel, channel, also micro setting under microscope on 18k and platinum rings.', skills: ['Micro setting', 'Channel setting'], city: 'Surat' },
  { part: 'tuning', id: 'p23', overview: '3D CAD modeller (jewellery): rings, earrings, nose pins; software Matrix and Rhino, rendering with KeyShot; 5 years in a Jaipur manufacturing house.', skills: ['Matrix', 'Rhino', 'KeyShot'], preferredRoles: ['3D Modeller'], city: 'Jaipur' },
  { part: 'tuning', id: 'p24', overview: 'Pattern maker in a garment export unit, 7 years, Gerber and Lectra CAD for pattern grading and marker making.', skills: ['Gerber', 'Lectra', 'Pattern grading'], preferredRoles: ['CAD Pattern Maker'], yearsOfExperience: 7, city: 'Tiruppur' },
  { part: 'tuning', id: 'p25', overview: 'Gemologist (GIA GG 2019). Working in a diamond lab: grading of loose diamonds for colour, clarity and fluorescence, plotting inclusions, report checking. 5 yrs.', skills: ['Diamond grading', 'Plotting'], preferredRoles: ['Gemologist'], city: 'Mumbai' },
  { part: 'tuning', id: 'p26', overview: 'Motor grader operator, 10 years on highway projects, levelling and grading of road sub-base and embankments.', skills: ['Motor grader', 'Levelling'], preferredRoles: ['Grader Operator'], yearsOfExperience: 10, city: 'Indore' },
  { part: 'tuning', id: 'p27', overview: 'Floor manager cum store in charge at a Tanishq franchise, 2012 to till date. Handling 22 staff, daily sales review, customer escalations, stock audit and scheme enrolments.', skills: ['Staff handling', 'Stock audit'], preferredRoles: ['Floor Manager'], city: 'Bengaluru' },
  { part: 'tuning', id: 'p28', overview: 'Mobile phone showroom manager, 10 yrs, Samsung and Vivo brand outlets: sales targets, EMI tie-ups, a staff of 6.', skills: ['Sales targets', 'Staff management'], preferredRoles: ['Showroom Manager'], yearsOfExperience: 10, city: 'Bengaluru' },
  { part: 'tuning', id: 'p29', overview: 'Display artist / VM for jewellery showrooms, 6 yrs: window themes, props sourcing, lighting of showcases, planogram roll-out across 30 stores.', skills: ['Window themes', 'Props', 'Planograms'], preferredRoles: ['VM Executive'], city: 'Mumbai' },
  { part: 'tuning', id: 'p30', overview: 'Visual merchandiser for a fast fashion apparel brand, 4 years: mannequin styling, window displays, fixture planning.', skills: ['Mannequin styling', 'Window displays'], preferredRoles: ['Visual Merchandiser'], yearsOfExperience: 4, city: 'Mumbai' },
  { part: 'tuning', id: 'p31', overview: 'Merchandiser for an FMCG company, 5 years: shelf arrangement, planogram compliance and stock replenishment in modern trade outlets.', skills: ['Shelf arrangement', 'Planogram compliance'], preferredRoles: ['Merchandiser'], yearsOfExperience: 5, city: 'Mumbai' },
  { part: 'tuning', id: 'p32', overview: 'store manager trainee, 1 yr in a silver jewellery store, billing, display and stock.', skills: ['Billing', 'Display'], preferredRoles: ['Store Manager'], city: 'Bengaluru' },
  // third batch (issue 12, third round): one goods segment against another (natural vs lab-grown), one
  // role's function against its siblings' (grading vs selling vs growing; listing vs paid media)
  { part: 'tuning', id: 'p33', overview: 'Working in natural diamond grading lab since 2021, colour and clarity grading of polished stones, also screening every parcel for CVD/HPHT before the certificate is issued.', skills: ['Colour grading', 'Clarity grading', 'Screening'], preferredRoles: ['Diamond Grader'], city: 'Mumbai' },
  { part: 'tuning', id: 'p34', overview: 'Grading of lab grown diamonds at a CVD grower in Surat, 4 yrs: colour, clarity and cut under loupe, making IGI submission packets.', skills: ['Diamond grading', 'Clarity grading'], preferredRoles: ['Diamond Grader'], yearsOfExperience: 4, city: 'Surat' },
  { part: 'tuning', id: 'p35', overview: 'I am selling man made diamonds to jewellers and wholesalers of Surat and Mumbai since 4 year. Visiting dealers, giving price list, memo follow up and payment collection.', skills: ['Dealer visits', 'Negotiation', 'Memo'], preferredRoles: ['Sales Executive'], city: 'Surat' },
  { part: 'tuning', id: 'p36', overview: 'Sales executive at a natural diamond exporter, 5 yrs: selling polished parcels and certified stones to jewellers, memo, Rapaport based pricing.', skills: ['Diamond sales', 'Rapaport pricing'], preferredRoles: ['Sales Executive'], yearsOfExperience: 5, city: 'Mumbai' },
  { part: 'tuning', id: 'p37', overview: 'CVD reactor operator at a lab-grown diamond plant for 3 years: loading seed plates, watching growth runs, recipe logs and chamber cleaning.', skills: ['CVD growth', 'Seed plates'], preferredRoles: ['Production Operator'], yearsOfExperience: 3, city: 'Surat' },
  { part: 'tuning', id: 'p38', overview: 'Solitaire consultant in a diamond jewellery showroom, 4 years: explain 4Cs and certificates to walk-in customers, engagement rings, billing.', skills: ['Jewellery sales', '4Cs'], preferredRoles: ['Sales Associate'], yearsOfExperience: 4, city: 'Delhi' },
  { part: 'tuning', id: 'p39', overview: 'Head - sales (lab grown diamonds). 12 years in the diamond business, last 5 selling LGD loose and studded to chains in India and GCC, team of 10 sales people, key accounts and annual budget.', skills: ['Sales leadership', 'Key accounts', 'LGD'], preferredRoles: ['Head of Sales'], yearsOfExperience: 12, city: 'Mumbai' },
  { part: 'tuning', id: 'p40', overview: 'I handle product listing of our jewellery on website and on Amazon, Myntra, Nykaa for 3 yrs: catalogue upload, pricing, collection banners, sorting of new arrivals, sell through report weekly.', skills: ['Catalogue', 'Marketplace listing', 'Excel'], preferredRoles: ['E-commerce Executive'], city: 'Bengaluru' },
  { part: 'tuning', id: 'p41', overview: 'Performance marketing executive, 4 yrs: Google Ads and Meta campaigns, ROAS and CAC reports, product feeds with the merchandising team for shopping ads.', skills: ['Google Ads', 'Meta Ads', 'ROAS'], preferredRoles: ['Performance Marketer'], yearsOfExperience: 4, city: 'Bengaluru' },

];

export const PADDED_LABELS: Labels = {
  'j-inventory': { p01: 2, p03: 2, p02: 1, p17: 2, p18: 1, p19: 2 },
  'j-setter': { p04: 2, p20: 1, p22: 2 },
  'j-cad': { p07: 2, p09: 2, p23: 2 },
  'j-grader': { p10: 2, p25: 2, p33: 2, p34: 2 },
  'j-store': { p12: 2, p13: 1, p14: 1, p27: 2, p28: 1 },
  'j-vm': { p15: 2, p29: 2, p30: 1 },
};

/** These seekers for the other parts' tuning jobs. */
export const PADDED_CROSS_LABELS: Labels = {
  'h-natural-grader': { p10: 2, p25: 2, p33: 2, p34: 1 },
  'h-lgd-sales': { p35: 2, p36: 1, p39: 1 },
  'h-lgd-head': { p39: 2 },
  'h-perf-mkt': { p41: 1 },
  'h-store-flagship': { p12: 2, p13: 1, p27: 2, p28: 1 },
  'h-area-mgr': { p12: 1, p27: 1 },
  'h-sales-assoc': { p14: 2, p32: 1 },
  'h-vm': { p15: 2, p29: 2, p30: 1 },
  'h-ecom-merch': { p19: 1, p40: 2 },
};
