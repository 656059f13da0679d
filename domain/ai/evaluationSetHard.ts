/**
 * The hard part of the labelled set (issue 12): tight clusters where near misses are likely, of
 * three kinds — seniority (the same craft at very different years), sibling roles and synonyms
 * (man-made / lab-grown / CVD; horologist / watchmaker; GIA graduate / gemmologist; online /
 * e-commerce merchandiser), and other trades' vocabulary (automotive CAD, die casting, car
 * polishing, FMCG shelf merchandising, textile design). Written by hand in the language people
 * use: other word orders, non-native phrasing, padding that says nothing about fit.
 *
 * Clusters alternate between the tuning part (weights may be set on it) and the held-out part
 * (reported only). Labels: 2 strong fit, 1 plausible, absent = not a fit — set when writing,
 * before any engine ranked them.
 */
import type { EvalJob, EvalSeeker } from './evaluationTypes';

type Labels = Record<string, Record<string, 1 | 2>>;

const T = { kind: 'hard', part: 'tuning' } as const;
const H = { kind: 'hard', part: 'heldout' } as const;

export const HARD_JOBS: EvalJob[] = [
  // A. lab-grown B2B sales vs natural grading vs retail counters (tuning)
  { ...T, id: 'h-lgd-sales', title: 'B2B Sales Executive - Lab-Grown Diamonds', category: 'Lab Grown Diamond', industry: 'Diamonds', skillsRequired: ['Lab-grown diamonds', 'B2B sales', 'Wholesale'], description: 'Sell our CVD and HPHT lab-grown loose diamonds and studded jewellery to retailers and wholesalers. Build a dealer network, negotiate price lists and follow up on memo stock.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Surat' },
  { ...T, id: 'h-lgd-head', title: 'Head of Sales, Lab Grown', category: 'Lab Grown Diamond', industry: 'Diamonds', skillsRequired: ['Lab-grown diamonds', 'Sales leadership', 'Key accounts'], description: 'Lead a team of eight B2B sales executives selling lab grown diamonds to jewellery chains in India and the Gulf; own the annual target and the key accounts.', experience: 'Management-Level', yearsOfExperience: 10, city: 'Mumbai' },
  { ...T, id: 'h-natural-grader', title: 'Diamond Grader (Natural Diamonds)', category: 'Diamond Grading', industry: 'Gemstone', skillsRequired: ['Diamond grading', '4Cs'], description: 'Grade natural polished diamonds for colour, clarity and cut to GIA standards and write grading reports for our certification desk.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Mumbai' },
  // B. watches (held-out)
  { ...H, id: 'h-watchmaker', title: 'Watchmaker', category: 'Watches', industry: 'Luxury Retail', skillsRequired: ['Watchmaking', 'Movement servicing'], description: 'Service, regulate and repair Swiss mechanical and quartz watches in our authorised service centre; water resistance tests and full overhauls.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Delhi' },
  { ...H, id: 'h-watch-boutique', title: 'Watch Boutique Manager', category: 'Watches', industry: 'Luxury Retail', skillsRequired: ['Store management', 'Luxury watches', 'Clienteling'], description: 'Run a multi-brand luxury watch boutique: sales target, team of six advisors, VIP clients and after-sales.', experience: 'Management-Level', yearsOfExperience: 8, city: 'Delhi' },
  // C. e-commerce merchandising vs performance marketing (tuning)
  { ...T, id: 'h-ecom-merch', title: 'E-commerce Merchandiser', category: 'E-commerce', industry: 'D2C Brands', skillsRequired: ['E-commerce merchandising', 'Product listings', 'Catalogue management'], description: 'Own how our jewellery looks and sells online: collection pages, product listings, sorting and onsite search, new-launch calendars and sell-through of every category on the website and marketplaces.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Bengaluru' },
  { ...T, id: 'h-perf-mkt', title: 'Performance Marketing Manager', category: 'Digital Marketing', industry: 'D2C Brands', skillsRequired: ['Performance marketing', 'Google Ads', 'Meta Ads'], description: 'Plan and optimise paid campaigns on Google and Meta for our fine jewellery brand; own ROAS, CAC and the monthly media budget.', experience: 'Sr-Level', yearsOfExperience: 6, city: 'Bengaluru' },
  // D. jewellery CAD vs other trades' CAD, and seniority (held-out)
  { ...H, id: 'h-cad', title: 'Jewellery CAD Designer', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Rhino 3D', 'MatrixGold'], description: 'Turn sketches of rings, pendants and bangles into production-ready CAD models with stone seats and metal weights; export STL for 3D printing and casting.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Mumbai' },
  { ...H, id: 'h-cad-senior', title: 'Senior CAD Designer - High Jewellery', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Rhino 3D', 'MatrixGold', 'Team leadership'], description: 'Lead the CAD desk for one-off high jewellery pieces: complex pave layouts, mechanisms and hinges; review juniors\' files before printing.', experience: 'Sr-Level', yearsOfExperience: 7, city: 'Mumbai' },
  // E. casting vs die casting and craft kits, and seniority (tuning)
  { ...T, id: 'h-casting', title: 'Casting Technician', category: 'Jewellery Manufacturing', industry: 'Precious Metals', skillsRequired: ['Lost wax casting', 'Vacuum casting'], description: 'Run investment, burnout and vacuum casting of gold and silver trees; control porosity and metal loss in our casting unit.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Jaipur' },
  { ...T, id: 'h-casting-sup', title: 'Casting Supervisor', category: 'Jewellery Manufacturing', industry: 'Precious Metals', skillsRequired: ['Lost wax casting', 'Team leadership', 'Metal loss control'], description: 'Supervise two casting shifts for 18k and 22k gold: schedules, alloy issue, recovery and yield reports, training of casters.', experience: 'Sr-Level', yearsOfExperience: 8, city: 'Jaipur' },
  // F. gemmology synonyms (held-out)
  { ...H, id: 'h-gemmologist', title: 'Gemmologist - Coloured Stones', category: 'Gemstones', industry: 'Gemstone', skillsRequired: ['Gemmology', 'Gem identification'], description: 'Identify and grade rubies, sapphires and emeralds, detect treatments and synthetics, and write lab reports. A GIA GG or FGA diploma is required.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Jaipur' },
  { ...H, id: 'h-grading-trainee', title: 'Diamond Grading Trainee', category: 'Diamond Grading', industry: 'Gemstone', skillsRequired: ['Diamond grading'], description: 'Join our lab as a trainee grader after a gemmology course; learn colour and clarity grading on master stones.', experience: 'Entry/Fresher', yearsOfExperience: 0, city: 'Surat' },
  // G. store leadership and seniority (tuning)
  { ...T, id: 'h-store-flagship', title: 'Store Manager - Flagship', category: 'Jewellery Retail', industry: 'Luxury Retail', skillsRequired: ['Store management', 'P&L', 'Team leadership'], description: 'Run our largest flagship: a team of 25, the store P&L, visual standards, stock integrity and clienteling of top clients.', experience: 'Management-Level', yearsOfExperience: 10, city: 'Mumbai' },
  { ...T, id: 'h-sales-assoc', title: 'Sales Associate', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Jewellery sales', 'Customer service'], description: 'Welcome customers at the counter, show gold and diamond jewellery, explain making charges and close sales. Freshers with good communication welcome.', experience: 'Entry/Fresher', yearsOfExperience: 0, city: 'Hyderabad' },
  { ...T, id: 'h-area-mgr', title: 'Area Manager - Retail', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Multi-store operations', 'Store management', 'P&L'], description: 'Oversee eight showrooms across Telangana and Andhra: targets, audits, hiring store managers and opening new stores.', experience: 'Management-Level', yearsOfExperience: 12, city: 'Hyderabad' },
  // H. stone setting seniority (held-out)
  { ...H, id: 'h-master-setter', title: 'Master Setter', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Micro pave setting', 'Stone setting'], description: 'Set high-value diamonds and coloured stones in platinum and 18k under the microscope; final say on setting quality; guide a bench of juniors.', experience: 'Sr-Level', yearsOfExperience: 10, city: 'Surat' },
  { ...H, id: 'h-junior-setter', title: 'Junior Stone Setter', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Stone setting'], description: 'Learn prong and bezel setting on silver and gold pieces under a master setter. Trainees with a setting course are welcome.', experience: 'Entry/Fresher', yearsOfExperience: 0, city: 'Mumbai' },
  // I. visual merchandising vs shelf merchandising (tuning)
  { ...T, id: 'h-vm', title: 'Visual Merchandiser - Luxury Jewellery', category: 'Jewellery Retail', industry: 'Luxury Retail', skillsRequired: ['Visual merchandising', 'Window displays'], description: 'Design and install windows and showcase displays for our jewellery boutiques, props and lighting, seasonal campaigns, brand guidelines.', experience: 'Mid-Level', yearsOfExperience: 4, city: 'Delhi' },
  // J. accounts in the trade (held-out)
  { ...H, id: 'h-bullion-accounts', title: 'Accounts Executive - Bullion', category: 'Accounts', industry: 'Precious Metals', skillsRequired: ['Tally', 'GST', 'Bullion accounting'], description: 'Book bullion purchases and sales, metal accounts of karigars, GST returns and bank reconciliation for a gold refinery.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Mumbai' },
  // K. polishing vs other polishers (tuning)
  { ...T, id: 'h-polisher', title: 'Jewellery Polisher', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Polishing', 'Rhodium plating'], description: 'Pre-polish and final polish of gold and platinum rings and chains, rhodium plating of white gold, ultrasonic cleaning before QC.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Mumbai' },
  { ...T, id: 'h-qc', title: 'Quality Controller - Finished Jewellery', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Quality control', 'Hallmarking'], description: 'Inspect finished jewellery for finish, stone security and weight before dispatch; check BIS hallmarking and HUID records.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Mumbai' },
  // L. clienteling vs call centres (held-out)
  { ...H, id: 'h-client-advisor', title: 'Client Advisor - High Jewellery', category: 'Jewellery Retail', industry: 'Luxury Retail', skillsRequired: ['Clienteling', 'Luxury sales'], description: 'Build lasting relationships with high net worth clients, private appointments and events for high jewellery, and meet your personal sales target.', experience: 'Mid-Level', yearsOfExperience: 5, city: 'Mumbai' },
  { ...H, id: 'h-cs-online', title: 'Customer Service Executive - Online Store', category: 'E-commerce', industry: 'D2C Brands', skillsRequired: ['Customer service', 'Email and chat support'], description: 'Answer customers of our online jewellery store by chat, email and phone: orders, returns, ring sizes and exchanges.', experience: 'Entry/Fresher', yearsOfExperience: 1, city: 'Bengaluru' },
  // M. production leadership (tuning)
  { ...T, id: 'h-production', title: 'Production Manager', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Production planning', 'Jewellery manufacturing', 'Metal loss control'], description: 'Run the factory from CAD and casting to setting and polishing: 150 karigars, delivery dates, metal loss and yield.', experience: 'Management-Level', yearsOfExperience: 12, city: 'Mumbai' },
  // N. jewellery design vs textile and fashion design (held-out)
  { ...H, id: 'h-designer', title: 'Jewellery Designer - Bridal', category: 'Design', industry: 'Jewellery', skillsRequired: ['Jewellery design', 'Hand sketching'], description: 'Design bridal collections in gold, kundan and polki: sketches, gouache renderings and tech packs for CAD and karigars.', experience: 'Mid-Level', yearsOfExperience: 4, city: 'Jaipur' },
  { ...H, id: 'h-design-lead', title: 'Design Head - Fine Jewellery', category: 'Design', industry: 'Jewellery', skillsRequired: ['Jewellery design', 'Collection development', 'Team leadership'], description: 'Lead a team of eight designers; own the collection calendar from trend research to launch for our diamond and gold lines.', experience: 'Management-Level', yearsOfExperience: 12, city: 'Mumbai' },
];

export const HARD_SEEKERS: EvalSeeker[] = [
  // A
  { id: 'h001', overview: 'Around 6 years selling man-made diamonds to retailers and wholesale buyers. Lab-created stones, mostly CVD, some HPHT. Handle memo stock and dealer follow ups.', skills: ['Wholesale', 'Man-made diamonds', 'Dealer network'], preferredRoles: ['Sales Manager'], yearsOfExperience: 6, city: 'Surat' },
  { id: 'h002', overview: 'I am having 3 years experience in B2B sales of CVD diamonds to jewellers in Gujarat and Rajasthan. Good in negotiation and price list.', skills: ['B2B sales', 'CVD', 'Negotiation'], preferredRoles: ['Sales Executive'], yearsOfExperience: 3, city: 'Surat' },
  { id: 'h003', overview: 'Business development for a laboratory grown diamond manufacturer: onboarding jewellery chains, trade shows in Dubai and Hong Kong, key accounts. Managed 5 people. Hobbies: cricket, travel.', skills: ['Key accounts', 'Business development', 'Trade shows'], preferredRoles: ['Head of Sales'], yearsOfExperience: 11, city: 'Mumbai' },
  { id: 'h004', overview: 'Diamond grader, 5 years, natural polished stones: colour, clarity, cut, fluorescence. GIA standards, grading reports.', skills: ['Diamond grading', '4Cs', 'Grading reports'], preferredRoles: ['Diamond Grader'], yearsOfExperience: 5, city: 'Mumbai' },
  { id: 'h005', overview: 'Assorting and grading of natural diamonds for export, loupe and microscope, 3 years in a Surat office.', skills: ['Assortment', 'Clarity grading'], preferredRoles: ['Diamond Grader', 'Diamond Sorter'], yearsOfExperience: 3, city: 'Surat' },
  { id: 'h006', overview: 'Showroom sales associate selling gold and diamond jewellery to walk-in customers; 2 years; upselling bridal sets.', skills: ['Counter sales', 'Upselling'], preferredRoles: ['Sales Associate'], yearsOfExperience: 2, city: 'Ahmedabad' },
  { id: 'h007', overview: 'Fresh graduate, did 6 months internship in sales of synthetic diamonds (lab grown) with a Surat exporter, calling retailers.', skills: ['Sales', 'Lab grown diamonds'], preferredRoles: ['Sales Executive'], yearsOfExperience: 0.5, city: 'Surat' },
  { id: 'h008', overview: 'Regional sales manager for a cement company, 12 years of dealer network and B2B sales across Gujarat, led team of 10.', skills: ['B2B sales', 'Dealer network', 'Sales leadership'], preferredRoles: ['Sales Manager'], yearsOfExperience: 12, city: 'Ahmedabad' },
  // B
  { id: 'h009', overview: 'Horologist trained in Switzerland; overhauls mechanical calibres and chronographs, regulation on a timegrapher, water resistance testing.', skills: ['Horology', 'Calibre overhaul'], preferredRoles: ['Watchmaker'], yearsOfExperience: 5, city: 'Delhi' },
  { id: 'h010', overview: 'Watch technician at a brand service center for 4 years, quartz and automatic movements, battery, gaskets, full service.', skills: ['Watch servicing', 'Quartz', 'Automatic movements'], preferredRoles: ['Watch Technician'], yearsOfExperience: 4, city: 'Mumbai' },
  { id: 'h011', overview: 'WOSTEP certified watchmaker, 9 years repairing vintage and modern pieces, complications.', skills: ['Watchmaking', 'Complications'], preferredRoles: ['Watchmaker'], yearsOfExperience: 9, city: 'Delhi' },
  { id: 'h012', overview: 'Store head of a luxury watch boutique for 9 years: sales targets, staff rosters, VIP clients for Swiss watches, after-sales coordination with the service centre.', skills: ['Store management', 'Luxury watches', 'VIP clients'], preferredRoles: ['Boutique Manager'], yearsOfExperience: 9, city: 'Delhi' },
  { id: 'h013', overview: 'Client advisor selling Swiss timepieces, 3 years. Clienteling on WhatsApp and private viewings.', skills: ['Clienteling', 'Luxury sales'], preferredRoles: ['Client Advisor'], yearsOfExperience: 3, city: 'Delhi' },
  { id: 'h014', overview: 'Mobile phone repair technician, 6 years: screens, batteries, board-level soldering, small parts under magnifier.', skills: ['Mobile repair', 'Soldering'], preferredRoles: ['Technician'], yearsOfExperience: 6, city: 'Delhi' },
  { id: 'h015', overview: 'Assistant manager in a watch and jewellery store, 4 years; handled the team when the manager was away and the monthly stock audit.', skills: ['Store operations', 'Stock audits'], preferredRoles: ['Store Manager'], yearsOfExperience: 4, city: 'Chandigarh' },
  // C
  { id: 'h016', overview: 'Online merchandiser for a fashion jewellery label: curating collection pages, product listing optimisation, sort orders and site search, launch calendars; tracked sell-through by category.', skills: ['Online merchandising', 'Listing optimisation', 'Sell-through'], preferredRoles: ['E-commerce Merchandiser'], yearsOfExperience: 4, city: 'Bengaluru' },
  { id: 'h017', overview: 'Web merchandising and catalog management on Shopify and Myntra for a D2C silver brand, 2.5 years.', skills: ['Catalog management', 'Shopify', 'Web merchandising'], preferredRoles: ['E-commerce Executive'], yearsOfExperience: 2.5, city: 'Bengaluru' },
  { id: 'h018', overview: 'Performance marketer, 5 years of Google Ads and Meta Ads campaigns with strong ROAS for online fashion and jewellery brands.', skills: ['Google Ads', 'Meta Ads', 'ROAS'], preferredRoles: ['Performance Marketing Manager'], yearsOfExperience: 5, city: 'Bengaluru' },
  { id: 'h019', overview: 'SEO specialist: keyword research, blogs, backlinks, technical audits for e-commerce websites. 3 yrs.', skills: ['SEO', 'Content'], preferredRoles: ['SEO Executive'], yearsOfExperience: 3, city: 'Pune' },
  { id: 'h020', overview: 'Digital marketing manager (7 years) running paid media on Google, Meta and marketplaces for a diamond jewellery brand; budget of 2 crore a month, CAC down 30%.', skills: ['Performance marketing', 'Paid media', 'Marketplace ads'], preferredRoles: ['Digital Marketing Manager'], yearsOfExperience: 7, city: 'Mumbai' },
  { id: 'h021', overview: 'Retail buyer and merchandiser for a department store: range planning, open to buy, vendor meetings. 6 years.', skills: ['Buying', 'Range planning', 'Open to buy'], preferredRoles: ['Merchandiser'], yearsOfExperience: 6, city: 'Mumbai' },
  { id: 'h022', overview: 'Social media executive making reels and influencer collaborations for a jewellery startup, 1 year.', skills: ['Instagram', 'Influencer marketing'], preferredRoles: ['Social Media Executive'], yearsOfExperience: 1, city: 'Bengaluru' },
  // D
  { id: 'h023', overview: 'CAD engineer for automotive body panels: 3D modelling in CATIA and Rhino, class-A surfaces for car interiors, 6 years at a Tier 1 supplier.', skills: ['CAD', 'Rhino', 'CATIA'], preferredRoles: ['CAD Engineer'], yearsOfExperience: 6, city: 'Pune' },
  { id: 'h024', overview: 'Designs gold and diamond rings in RhinoGold and MatrixGold; prepares files for casting and 3D printing with correct stone seats. 3 years.', skills: ['RhinoGold', 'MatrixGold'], preferredRoles: ['CAD Designer'], yearsOfExperience: 3, city: 'Mumbai' },
  { id: 'h025', overview: 'Architectural draughtsman, AutoCAD and Revit drawings for residential projects, 4 years.', skills: ['AutoCAD', 'Revit'], preferredRoles: ['Draughtsman'], yearsOfExperience: 4, city: 'Mumbai' },
  { id: 'h026', overview: 'High jewellery CAD lead, 11 years. Complex pave mapping, hinges and mechanisms in Rhino and Matrix; I review the team files before print.', skills: ['Rhino 3D', 'Matrix', 'Team leadership'], preferredRoles: ['Senior CAD Designer'], yearsOfExperience: 11, city: 'Mumbai' },
  { id: 'h027', overview: 'Just completed a 6 month jewellery CAD course (Rhino, MatrixGold). Made 20 ring models during the course.', skills: ['Rhino', 'MatrixGold'], preferredRoles: ['CAD Designer'], yearsOfExperience: 0, city: 'Jaipur' },
  { id: 'h028', overview: 'Mechanical design engineer using SolidWorks and Fusion 360 for machine parts and sheet metal, 5 years.', skills: ['SolidWorks', 'Fusion 360'], preferredRoles: ['Design Engineer'], yearsOfExperience: 5, city: 'Chennai' },
  { id: 'h029', overview: 'Jewellery 3D designer, 8 years, bridal and men\'s rings; KeyShot renders for catalogues; also training two juniors in Rhino.', skills: ['Rhino 3D', 'KeyShot', 'Rendering'], preferredRoles: ['CAD Designer'], yearsOfExperience: 8, city: 'Mumbai' },
  // E
  { id: 'h030', overview: 'Casting technician with 4 years running vacuum casting, burnout and wax trees in a gold casting unit; porosity troubleshooting.', skills: ['Vacuum casting', 'Burnout', 'Wax trees'], preferredRoles: ['Casting Technician'], yearsOfExperience: 4, city: 'Jaipur' },
  { id: 'h031', overview: 'Craft-kit production supervisor: resin casting and silicone moulds for DIY kits, packing line of 20 people, 7 years.', skills: ['Resin casting', 'Silicone moulding', 'Supervision'], preferredRoles: ['Production Supervisor'], yearsOfExperience: 7, city: 'Delhi' },
  { id: 'h032', overview: 'Aluminium die casting operator, HPDC machines and trimming presses, automobile parts, 5 years.', skills: ['Die casting', 'HPDC'], preferredRoles: ['Casting Operator'], yearsOfExperience: 5, city: 'Pune' },
  { id: 'h033', overview: 'Caster in a silver jewellery factory; investment mixing, flasks, lost wax method. 2 years only but very careful worker.', skills: ['Lost wax casting', 'Investment mixing'], preferredRoles: ['Caster'], yearsOfExperience: 2, city: 'Rajkot' },
  { id: 'h034', overview: 'Casting in-charge of 22k and 18k gold for 10 years: two shifts, alloying, recovery of metal, yield and loss reports, trained 12 casters.', skills: ['Casting', 'Metal loss control', 'Team handling'], preferredRoles: ['Casting Supervisor'], yearsOfExperience: 10, city: 'Jaipur' },
  { id: 'h035', overview: 'Wax injector and wax setter, 3 years, feeding the casting department with trees of rings.', skills: ['Wax injection', 'Wax setting'], preferredRoles: ['Wax Setter'], yearsOfExperience: 3, city: 'Jaipur' },
  { id: 'h036', overview: 'Helper in a jewellery casting room for 1 year, cleaning flasks and quenching trees.', skills: ['Casting helper'], preferredRoles: ['Casting Technician'], yearsOfExperience: 1, city: 'Jaipur' },
  // F
  { id: 'h037', overview: 'GIA Graduate with 4 years identifying coloured gemstones: rubies, sapphires, emeralds; heat and glass-filling detection; lab reports.', skills: ['Gem identification', 'Treatment detection'], preferredRoles: ['Gemologist'], yearsOfExperience: 4, city: 'Jaipur' },
  { id: 'h038', overview: 'FGA diploma holder (Gem-A), 6 years gem testing with refractometer, polariscope and spectroscope in a Jaipur lab.', skills: ['Gem testing', 'Refractometer'], preferredRoles: ['Gemmologist'], yearsOfExperience: 6, city: 'Jaipur' },
  { id: 'h039', overview: 'Coloured stone salesman at a Johari Bazaar shop, 8 years, knows rubies and emeralds by eye, no diploma.', skills: ['Gemstone sales'], preferredRoles: ['Sales Executive'], yearsOfExperience: 8, city: 'Jaipur' },
  { id: 'h040', overview: 'Completed Graduate Gemologist programme last year; trainee grading diamonds in a small lab for 4 months.', skills: ['Diamond grading', 'GIA GG'], preferredRoles: ['Diamond Grader'], yearsOfExperience: 0.3, city: 'Surat' },
  { id: 'h041', overview: 'Geologist in iron ore mining exploration, mineral identification and core logging, 5 years.', skills: ['Mineral identification', 'Core logging'], preferredRoles: ['Geologist'], yearsOfExperience: 5, city: 'Bengaluru' },
  { id: 'h042', overview: 'Fresher, B.Sc. with a diamond grading course from IIGJ Mumbai; looking for a first job in a grading lab.', skills: ['Diamond grading'], preferredRoles: ['Diamond Grader'], yearsOfExperience: 0, city: 'Mumbai' },
  // G
  { id: 'h043', overview: 'Store manager of a flagship jewellery showroom for 12 years: team of 30, P&L, audits, top client events.', skills: ['Store management', 'P&L', 'Team leadership'], preferredRoles: ['Store Manager'], yearsOfExperience: 12, city: 'Mumbai' },
  { id: 'h044', overview: 'Assistant store manager, 3 years, rosters and daily sales huddles in a jewellery chain.', skills: ['Store operations', 'Rosters'], preferredRoles: ['Store Manager'], yearsOfExperience: 3, city: 'Mumbai' },
  { id: 'h045', overview: 'Cluster manager for six jewellery stores, 14 years, opened 3 new showrooms, hired and trained store managers, P&L of the cluster.', skills: ['Multi-store operations', 'P&L', 'Hiring'], preferredRoles: ['Area Manager'], yearsOfExperience: 14, city: 'Hyderabad' },
  { id: 'h046', overview: 'Sales girl in a gold jewellery shop for 1 year; I explain making charges and purity to customers, good communication in Telugu, Hindi, English.', skills: ['Jewellery sales', 'Customer service'], preferredRoles: ['Sales Associate'], yearsOfExperience: 1, city: 'Hyderabad' },
  { id: 'h047', overview: 'Fresher, B.Com 2024, part time in a saree shop at the billing counter and helping customers.', skills: ['Customer service', 'Billing'], preferredRoles: ['Sales Associate'], yearsOfExperience: 0, city: 'Hyderabad' },
  { id: 'h048', overview: 'Supermarket store manager, 9 years, grocery and FMCG, team of 40, P&L and shrinkage control.', skills: ['Store management', 'P&L', 'Shrinkage control'], preferredRoles: ['Store Manager'], yearsOfExperience: 9, city: 'Hyderabad' },
  { id: 'h049', overview: 'Senior sales associate, 6 years in diamond jewellery, top seller of the store three years running, trains new joiners.', skills: ['Diamond jewellery sales', 'Clienteling'], preferredRoles: ['Senior Sales Associate', 'Store Manager'], yearsOfExperience: 6, city: 'Mumbai' },
  // H
  { id: 'h050', overview: 'Master setter, 14 years. Micro pave, invisible and channel setting on platinum high jewellery; I check setting quality of the whole bench.', skills: ['Micro pave', 'Invisible setting', 'Channel setting'], preferredRoles: ['Master Setter'], yearsOfExperience: 14, city: 'Surat' },
  { id: 'h051', overview: 'Stone setter since 2 years, prong and bezel setting on silver, now learning micro pave.', skills: ['Prong setting', 'Bezel setting'], preferredRoles: ['Stone Setter'], yearsOfExperience: 2, city: 'Mumbai' },
  { id: 'h052', overview: 'Diamond setter with 11 years in export units: pave, micro pave and claw settings, 18k and platinum.', skills: ['Pave setting', 'Micro pave'], preferredRoles: ['Stone Setter'], yearsOfExperience: 11, city: 'Surat' },
  { id: 'h053', overview: 'Completed a 3 month stone setting course at IIGJ; practice on prong settings, looking for trainee job.', skills: ['Stone setting'], preferredRoles: ['Junior Setter'], yearsOfExperience: 0, city: 'Mumbai' },
  { id: 'h054', overview: 'Tile setter and mason, 8 years, bathroom and floor tiling, marble setting.', skills: ['Tiling', 'Marble setting'], preferredRoles: ['Tile Setter'], yearsOfExperience: 8, city: 'Mumbai' },
  { id: 'h055', overview: 'Setter, 5 years, kundan and polki setting for bridal sets in a Jaipur karkhana.', skills: ['Kundan setting', 'Polki'], preferredRoles: ['Setter'], yearsOfExperience: 5, city: 'Jaipur' },
  // I
  { id: 'h056', overview: 'Visual merchandiser, 5 years for luxury jewellery and watch boutiques: windows, showcase layouts, props, lighting, rollout of global campaigns.', skills: ['Window displays', 'Showcase layouts', 'Props'], preferredRoles: ['Visual Merchandiser'], yearsOfExperience: 5, city: 'Delhi' },
  { id: 'h057', overview: 'FMCG merchandiser, 4 years: shelf stocking, planogram compliance and display of biscuits and beverages in supermarkets, stock rotation.', skills: ['Planogram compliance', 'Shelf stocking'], preferredRoles: ['Merchandiser'], yearsOfExperience: 4, city: 'Delhi' },
  { id: 'h058', overview: 'Window dresser and VM for a premium apparel brand, 3 years; mannequins, seasonal windows, store layout.', skills: ['Window dressing', 'Mannequins', 'Store layout'], preferredRoles: ['Visual Merchandiser'], yearsOfExperience: 3, city: 'Gurgaon' },
  { id: 'h059', overview: 'Event and exhibition stall designer, booths for trade fairs, 6 years.', skills: ['Stall design', 'Exhibitions'], preferredRoles: ['Exhibition Designer'], yearsOfExperience: 6, city: 'Delhi' },
  // J
  { id: 'h060', overview: 'Accountant at a gold refinery, 4 years: bullion purchase and sale entries, metal accounts of karigars, GST and TDS returns in Tally.', skills: ['Tally', 'GST', 'Metal accounts'], preferredRoles: ['Accountant'], yearsOfExperience: 4, city: 'Mumbai' },
  { id: 'h061', overview: 'Accounts executive for a pharma distributor, 3 years, Tally, GST filing, ledgers, bank reco.', skills: ['Tally', 'GST'], preferredRoles: ['Accounts Executive'], yearsOfExperience: 3, city: 'Mumbai' },
  { id: 'h062', overview: 'Billing cashier in a jewellery showroom, handles old gold exchange entries and cash, 2 years.', skills: ['Billing', 'Cash handling'], preferredRoles: ['Cashier'], yearsOfExperience: 2, city: 'Mumbai' },
  // K
  { id: 'h063', overview: 'Polishing karigar 3 years, pre polish and final polish of gold chains and rings, rhodium dip of white gold, ultrasonic cleaning.', skills: ['Polishing', 'Rhodium'], preferredRoles: ['Polisher'], yearsOfExperience: 3, city: 'Mumbai' },
  { id: 'h064', overview: 'Car detailing and paint polishing, ceramic coating, 5 years in a car care studio.', skills: ['Car polishing', 'Ceramic coating'], preferredRoles: ['Detailer'], yearsOfExperience: 5, city: 'Mumbai' },
  { id: 'h065', overview: 'Marble and granite polishing machine operator for flooring contracts, 7 years.', skills: ['Marble polishing'], preferredRoles: ['Polisher'], yearsOfExperience: 7, city: 'Mumbai' },
  { id: 'h066', overview: 'Electroplating technician: rhodium and gold plating baths for fashion jewellery, 4 years; bath chemistry and thickness checks.', skills: ['Electroplating', 'Rhodium plating'], preferredRoles: ['Plating Technician'], yearsOfExperience: 4, city: 'Mumbai' },
  { id: 'h067', overview: 'QC inspector in a jewellery factory, 4 years, checking finish, stone tightness and weights before dispatch, BIS hallmark and HUID registers.', skills: ['Quality checks', 'Hallmarking', 'HUID'], preferredRoles: ['Quality Controller'], yearsOfExperience: 4, city: 'Mumbai' },
  { id: 'h068', overview: 'Quality inspector for an auto components plant: gauges, PPAP, ISO 9001 audits, 5 years.', skills: ['Quality inspection', 'ISO 9001'], preferredRoles: ['Quality Inspector'], yearsOfExperience: 5, city: 'Pune' },
  // L
  { id: 'h069', overview: 'Client advisor for high jewellery, 7 years. I keep a book of 200 HNI clients, private viewings at home, events; personal target achieved every year.', skills: ['Clienteling', 'HNI clients', 'Private viewings'], preferredRoles: ['Client Advisor'], yearsOfExperience: 7, city: 'Mumbai' },
  { id: 'h070', overview: 'Relationship manager in private banking, 8 years, high net worth clients, portfolio reviews.', skills: ['Relationship management', 'HNI clients'], preferredRoles: ['Relationship Manager'], yearsOfExperience: 8, city: 'Mumbai' },
  { id: 'h071', overview: 'Call centre agent for a telecom, 2 years, inbound calls, complaints and recharge issues.', skills: ['Inbound calls', 'Complaints'], preferredRoles: ['Customer Support'], yearsOfExperience: 2, city: 'Bengaluru' },
  { id: 'h072', overview: 'Customer support for an online jewellery store: chat, email and phone, returns and exchanges, ring size help. 1 year.', skills: ['Email and chat support', 'Returns'], preferredRoles: ['Customer Service Executive'], yearsOfExperience: 1, city: 'Bengaluru' },
  { id: 'h073', overview: 'Luxury sales consultant for designer handbags and watches, 4 years, personal shopping for VIPs.', skills: ['Luxury sales', 'Personal shopping'], preferredRoles: ['Client Advisor'], yearsOfExperience: 4, city: 'Mumbai' },
  // M
  { id: 'h074', overview: 'Production head, 16 years in jewellery manufacturing: CAD to casting to setting and polishing, 200 karigars, on-time delivery, metal loss within 0.8%.', skills: ['Production planning', 'Metal loss control', 'Jewellery manufacturing'], preferredRoles: ['Production Manager'], yearsOfExperience: 16, city: 'Mumbai' },
  { id: 'h075', overview: 'Karigar supervisor, 4 years, allotting work to 15 karigars and checking the daily output.', skills: ['Karigar supervision'], preferredRoles: ['Production Supervisor'], yearsOfExperience: 4, city: 'Mumbai' },
  { id: 'h076', overview: 'Plant manager at a garment factory, 13 years, 600 workers, lean manufacturing and production planning.', skills: ['Production planning', 'Lean manufacturing'], preferredRoles: ['Plant Manager'], yearsOfExperience: 13, city: 'Tiruppur' },
  { id: 'h077', overview: 'PPC executive in a jewellery factory: order tracking, job cards and delivery dates, 5 years.', skills: ['PPC', 'Order tracking'], preferredRoles: ['Production Planner'], yearsOfExperience: 5, city: 'Mumbai' },
  // N
  { id: 'h078', overview: 'Bridal jewellery designer, 6 years, kundan and polki sets by hand; gouache renderings, tech packs for karigars and CAD team.', skills: ['Hand sketching', 'Gouache', 'Kundan'], preferredRoles: ['Jewellery Designer'], yearsOfExperience: 6, city: 'Jaipur' },
  { id: 'h079', overview: 'Textile designer, 5 years, prints and embroidery for bridal lehengas, Photoshop and hand sketching.', skills: ['Textile design', 'Hand sketching', 'Embroidery'], preferredRoles: ['Textile Designer'], yearsOfExperience: 5, city: 'Jaipur' },
  { id: 'h080', overview: 'Fashion designer for western wear, 3 years, moodboards, trend research and sampling.', skills: ['Fashion design', 'Trend research'], preferredRoles: ['Fashion Designer'], yearsOfExperience: 3, city: 'Mumbai' },
  { id: 'h081', overview: 'Head of design for a diamond jewellery brand, 13 years; leads 10 designers, collection calendar, trend forecasting, launches.', skills: ['Collection development', 'Jewellery design', 'Team leadership'], preferredRoles: ['Design Head'], yearsOfExperience: 13, city: 'Mumbai' },
  { id: 'h082', overview: 'Jewellery design student (NIFT final year), sketching and gouache, internship of 2 months.', skills: ['Sketching', 'Gouache'], preferredRoles: ['Jewellery Designer'], yearsOfExperience: 0, city: 'Delhi' },
  // more near misses and fits, spread over the clusters
  { id: 'h083', overview: 'Sales executive at a lab grown diamond startup, 2 years: calls and visits to jewellers, sends CVD stock on memo, follows up payments.', skills: ['Lab grown diamonds', 'Field sales', 'Memo'], preferredRoles: ['Sales Executive'], yearsOfExperience: 2, city: 'Mumbai' },
  { id: 'h084', overview: 'Diamond trader (natural polished), 15 years, own office in Opera House, buying and selling parcels with dealers.', skills: ['Diamond trading', 'Parcels', 'Negotiation'], preferredRoles: ['Diamond Trader'], yearsOfExperience: 15, city: 'Mumbai' },
  { id: 'h085', overview: 'Export sales coordinator for a diamond jewellery manufacturer, 4 yrs; orders from US retailers, samples, shipping documents.', skills: ['Export sales', 'Order coordination'], preferredRoles: ['Sales Coordinator'], yearsOfExperience: 4, city: 'Mumbai' },
  { id: 'h086', overview: 'Watch strap and battery kiosk owner in a mall for 10 years; quartz battery change and small repairs.', skills: ['Battery replacement', 'Watch straps'], preferredRoles: ['Shop Owner'], yearsOfExperience: 10, city: 'Delhi' },
  { id: 'h087', overview: 'Trainee watchmaker, completed a 1 year horology programme, servicing of ETA movements under supervision.', skills: ['Horology', 'ETA movements'], preferredRoles: ['Watchmaker'], yearsOfExperience: 1, city: 'Mumbai' },
  { id: 'h088', overview: 'Clock repairer for antique wall and grandfather clocks, 20 years, gears and pendulums.', skills: ['Clock repair'], preferredRoles: ['Clock Repairer'], yearsOfExperience: 20, city: 'Kolkata' },
  { id: 'h089', overview: 'Amazon and Flipkart account manager for a jewellery seller, 3 years: listings, pricing, A+ content, returns and ads.', skills: ['Marketplace management', 'Listings', 'Amazon ads'], preferredRoles: ['E-commerce Executive'], yearsOfExperience: 3, city: 'Jaipur' },
  { id: 'h090', overview: 'Category manager e-commerce (fashion accessories), 6 years, assortment, pricing, homepage curation and sell-through.', skills: ['Category management', 'Homepage curation', 'Sell-through'], preferredRoles: ['Category Manager', 'E-commerce Merchandiser'], yearsOfExperience: 6, city: 'Bengaluru' },
  { id: 'h091', overview: 'Growth marketer, 3 years, paid social and Google search for a D2C skincare brand; CAC, ROAS, creatives testing.', skills: ['Paid social', 'Google Ads', 'ROAS'], preferredRoles: ['Performance Marketer'], yearsOfExperience: 3, city: 'Gurgaon' },
  { id: 'h092', overview: 'Jewellery CAD freelancer, 5 years, MatrixGold and Rhino models of rings and earrings for retailers across India.', skills: ['MatrixGold', 'Rhino'], preferredRoles: ['CAD Designer'], yearsOfExperience: 5, city: 'Surat' },
  { id: 'h093', overview: 'Interior designer, 3D modelling in SketchUp and 3ds Max, renders for residential projects, 4 years.', skills: ['SketchUp', '3ds Max', 'Rendering'], preferredRoles: ['Interior Designer'], yearsOfExperience: 4, city: 'Pune' },
  { id: 'h094', overview: 'Product designer for consumer electronics, CAD in Creo and Rhino, prototyping and 3D printing, 7 years.', skills: ['Creo', 'Rhino', '3D printing'], preferredRoles: ['Product Designer'], yearsOfExperience: 7, city: 'Bengaluru' },
  { id: 'h095', overview: 'Foundry supervisor, grey iron sand casting for pump bodies, 12 years, moulding line and melting furnace.', skills: ['Sand casting', 'Foundry', 'Supervision'], preferredRoles: ['Foundry Supervisor'], yearsOfExperience: 12, city: 'Coimbatore' },
  { id: 'h096', overview: 'Gold casting karigar, 7 years, induction casting machine and burnout oven, 22k bangles and rings.', skills: ['Induction casting', 'Burnout'], preferredRoles: ['Casting Technician'], yearsOfExperience: 7, city: 'Kolkata' },
  { id: 'h097', overview: 'Dental lab technician, 5 years, casting crowns with lost wax method and porcelain work.', skills: ['Lost wax casting', 'Dental crowns'], preferredRoles: ['Dental Technician'], yearsOfExperience: 5, city: 'Chennai' },
  { id: 'h098', overview: 'Pearl grader and sorter, 6 years, South Sea and freshwater pearls by lustre, surface and size.', skills: ['Pearl grading', 'Sorting'], preferredRoles: ['Pearl Grader'], yearsOfExperience: 6, city: 'Hyderabad' },
  { id: 'h099', overview: 'Lab assistant at a gem testing laboratory, 2 years, preparing stones, basic refractometer readings, report printing.', skills: ['Refractometer', 'Lab assistance'], preferredRoles: ['Gemologist'], yearsOfExperience: 2, city: 'Jaipur' },
  { id: 'h100', overview: 'Showroom manager of a gold jewellery store, 8 years, team of 12, daily sales, gold rate board, stock tally at closing.', skills: ['Showroom management', 'Team handling', 'Stock tally'], preferredRoles: ['Store Manager'], yearsOfExperience: 8, city: 'Chennai' },
  { id: 'h101', overview: 'Restaurant manager, 10 years, fine dining, P&L, staff of 35, guest experience.', skills: ['P&L', 'Team leadership', 'Guest experience'], preferredRoles: ['Restaurant Manager'], yearsOfExperience: 10, city: 'Mumbai' },
  { id: 'h102', overview: 'Counter salesman for silver articles and gold chains in a family shop, 3 years, weighing and billing too.', skills: ['Counter sales', 'Weighing', 'Billing'], preferredRoles: ['Sales Associate'], yearsOfExperience: 3, city: 'Hyderabad' },
  { id: 'h103', overview: 'Telecaller for a real estate developer, 1 year, lead follow up and site visit booking.', skills: ['Telecalling', 'Lead follow up'], preferredRoles: ['Telecaller'], yearsOfExperience: 1, city: 'Hyderabad' },
  { id: 'h104', overview: 'Pave setter 4 years in Surat export unit. I do micro setting on 18k rings under microscope, also prong.', skills: ['Micro setting', 'Prong setting'], preferredRoles: ['Stone Setter'], yearsOfExperience: 4, city: 'Surat' },
  { id: 'h105', overview: 'Setting supervisor for 10 years, 25 setters reporting, stone counts, rework control, platinum and 18k diamond bridal.', skills: ['Stone setting', 'Supervision', 'Rework control'], preferredRoles: ['Setting Supervisor', 'Master Setter'], yearsOfExperience: 10, city: 'Mumbai' },
  { id: 'h106', overview: 'Visual merchandising head for a national jewellery chain, 12 years, 80 stores, window calendar and fixtures.', skills: ['Visual merchandising', 'Window calendar', 'Fixtures'], preferredRoles: ['VM Head'], yearsOfExperience: 12, city: 'Mumbai' },
  { id: 'h107', overview: 'Graphic designer, 4 years, social media creatives, brochures and packaging in Illustrator and Photoshop.', skills: ['Illustrator', 'Photoshop', 'Packaging'], preferredRoles: ['Graphic Designer'], yearsOfExperience: 4, city: 'Delhi' },
  { id: 'h108', overview: 'Chartered accountant, 9 years, statutory audit of manufacturing companies including two gold refineries.', skills: ['Statutory audit', 'Taxation'], preferredRoles: ['Finance Manager'], yearsOfExperience: 9, city: 'Mumbai' },
  { id: 'h109', overview: 'Buffing and polishing of stainless steel kitchen sinks, 6 years on the shop floor.', skills: ['Buffing', 'Polishing'], preferredRoles: ['Polisher'], yearsOfExperience: 6, city: 'Ahmedabad' },
  { id: 'h110', overview: 'Final polisher in a platinum jewellery workshop, 8 years, mirror finish, matte and satin, rhodium on white gold.', skills: ['Final polishing', 'Satin finish', 'Rhodium'], preferredRoles: ['Polisher'], yearsOfExperience: 8, city: 'Mumbai' },
  { id: 'h111', overview: 'Hallmarking centre operator, 3 years, XRF testing, HUID laser marking and BIS records.', skills: ['XRF testing', 'HUID', 'Laser marking'], preferredRoles: ['Hallmarking Operator', 'Quality Controller'], yearsOfExperience: 3, city: 'Mumbai' },
  { id: 'h112', overview: 'Personal shopper at a luxury department store, 6 years, VIP wardrobe appointments, handbags and fine watches, clienteling app.', skills: ['Personal shopping', 'Clienteling', 'VIP appointments'], preferredRoles: ['Client Advisor'], yearsOfExperience: 6, city: 'Mumbai' },
  { id: 'h113', overview: 'Chat support executive for a food delivery app, 2 years, refunds, order issues, email tickets.', skills: ['Chat support', 'Email tickets', 'Refunds'], preferredRoles: ['Customer Support Executive'], yearsOfExperience: 2, city: 'Bengaluru' },
  { id: 'h114', overview: 'Factory manager of a jewellery unit, 11 years, 120 karigars, CAD, casting, setting and polishing departments, delivery and metal loss.', skills: ['Factory management', 'Metal loss control', 'Production planning'], preferredRoles: ['Production Manager'], yearsOfExperience: 11, city: 'Jaipur' },
  { id: 'h115', overview: 'Production supervisor in a pharma tablet plant, 7 years, batch records and GMP.', skills: ['Production supervision', 'GMP'], preferredRoles: ['Production Supervisor'], yearsOfExperience: 7, city: 'Ahmedabad' },
  { id: 'h116', overview: 'Jewellery designer at a diamond brand, 3 years; sketches, Procreate and gouache, briefs to CAD, everyday diamond collections.', skills: ['Jewellery design', 'Procreate', 'Gouache'], preferredRoles: ['Jewellery Designer'], yearsOfExperience: 3, city: 'Mumbai' },
  { id: 'h117', overview: 'Footwear designer, 5 years, sketching and tech packs for women\'s sandals, trend research.', skills: ['Footwear design', 'Sketching', 'Tech packs'], preferredRoles: ['Footwear Designer'], yearsOfExperience: 5, city: 'Agra' },
  { id: 'h118', overview: 'Creative director of a fine jewellery house, 16 years; built the design team, launched 30 collections, brand campaigns.', skills: ['Creative direction', 'Collection development', 'Jewellery design'], preferredRoles: ['Design Head', 'Creative Director'], yearsOfExperience: 16, city: 'Mumbai' },
];

export const HARD_LABELS: Labels = {
  'h-lgd-sales': { h083: 2, h001: 2, h002: 2, h003: 1, h007: 1 },
  'h-lgd-head': { h085: 1, h003: 2, h001: 2, h008: 1 },
  'h-natural-grader': { h098: 1, h004: 2, h005: 2, s16: 2, s18: 1, h040: 1 },
  'h-watchmaker': { h087: 1, h009: 2, h010: 2, h011: 2 },
  'h-watch-boutique': { h012: 2, h015: 1, h013: 1, s25: 1 },
  'h-ecom-merch': { h090: 2, h089: 1, h016: 2, h017: 2, s33: 1, h021: 1 },
  'h-perf-mkt': { h091: 1, h020: 2, h018: 2, s34: 1, h019: 1 },
  'h-cad': { h092: 2, h024: 2, h029: 2, h026: 2, s01: 2, s02: 2, s04: 2, h027: 1, s03: 1 },
  'h-cad-senior': { h092: 1, h026: 2, h029: 2, s04: 2, s01: 1, h024: 1 },
  'h-casting': { h096: 2, h030: 2, h033: 2, h034: 2, s13: 2, h035: 1, h036: 1 },
  'h-casting-sup': { h096: 1, h034: 2, h030: 1, s13: 1, s39: 1 },
  'h-gemmologist': { h099: 1, h098: 1, h037: 2, h038: 2, s17: 2, s16: 1, h039: 1 },
  'h-grading-trainee': { h099: 1, h042: 2, h040: 2, h004: 1, h005: 1, s16: 1, s19: 1 },
  'h-store-flagship': { h100: 1, h043: 2, s25: 2, h045: 2, h049: 1, h048: 1 },
  'h-sales-assoc': { h102: 2, h046: 2, h006: 2, s22: 2, h047: 1, h049: 1 },
  'h-area-mgr': { h100: 1, h045: 2, h043: 2, s25: 1 },
  'h-master-setter': { h105: 2, h050: 2, h052: 2, s11: 1, h055: 1 },
  'h-junior-setter': { h104: 1, h053: 2, h051: 2, s12: 1, h055: 1 },
  'h-vm': { h106: 1, h056: 2, s29: 2, h058: 1, s30: 1 },
  'h-bullion-accounts': { h060: 2, s38: 2, h061: 1 },
  'h-polisher': { h110: 2, h063: 2, s15: 2, h066: 1 },
  'h-qc': { h111: 2, h067: 2, s40: 2, h068: 1 },
  'h-client-advisor': { h112: 2, h069: 2, s21: 2, h073: 1, s23: 1, h013: 1 },
  'h-cs-online': { h113: 2, h072: 2, h071: 1 },
  'h-production': { h114: 2, h074: 2, s39: 2, h077: 1, h076: 1 },
  'h-designer': { h116: 2, h078: 2, s07: 2, s05: 2, h082: 1, s06: 1 },
  'h-design-lead': { h118: 2, h081: 2, s07: 1, s05: 1, h078: 1 },
};

/**
 * The easy jobs rank the hard set's seekers too, so those who fit an easy job are labelled for it
 * (by the same judgement: the role, the trade, and the years the job's level asks).
 */
export const CROSS_LABELS: Labels = {
  'j-cad': { h092: 2, h024: 2, h026: 2, h029: 2, h027: 1 },
  'j-designer': { h116: 2, h118: 1, h078: 2, h081: 1, h082: 1 },
  'j-setter': { h104: 2, h105: 2, h050: 2, h052: 2, h055: 1 },
  'j-goldsmith': { h075: 1 },
  'j-grader': { h099: 1, h004: 2, h005: 2, h040: 1, h042: 1, h037: 1 },
  'j-advisor': { h112: 2, h069: 2, h013: 2, h073: 2, h049: 1, h006: 1 },
  'j-store': { h100: 2, h043: 2, h045: 2, h012: 2, h048: 1 },
  'j-cashier': { h102: 1, h062: 2, h047: 1 },
  'j-vm': { h106: 2, h056: 2, h058: 2 },
  'j-ecom': { h089: 2, h090: 1, h091: 1, h016: 1, h017: 1, h020: 1, h018: 1 },
  'j-production': { h114: 2, h111: 1, h074: 2, h077: 1, h075: 1, h034: 1 },
};
