/**
 * An eighth part of the labelled set, for the tuning part only (seventh round): a second blind
 * tuning batch. Written and labelled before its writer read the engine (server/ai/), the first
 * blind batch's seekers or the sixth round's notes, and before any engine ranked it. 14 plain ads
 * of common roles of the Indian jewellery / luxury-retail trade that the older parts do not have or
 * phrase otherwise (silver jewellery salesman, bridal jewellery consultant, old gold purchase
 * executive, karat meter / XRF operator, repair counter executive, showroom manager of a regional
 * chain, area sales manager of a wholesaler, diamond sorter for a manufacturer, wax injector / wax
 * setter, casting operator, CNC / laser operator, packing and dispatch, social media executive,
 * brand store trainer), written the way real ads are (bare, or with about-us, salary and walk-in
 * text), and 75 seekers in the words Indian résumés use (chandi, payal, bichhiya, kasoti, touch
 * checker, chalni, sieve, job card, dai, ghat, flask, dewaxing, reels, L&D), with objectives,
 * hobbies, addresses and declarations, some with no years field or preferred role, years in words
 * or date ranges, and near misses who share an ad's words but not its job (a mobile-shop
 * salesman, a bridal makeup artist, a steel scrap buyer, a cement-plant XRF analyst, a mobile
 * repairing technician, a textile showroom manager, an FMCG area sales manager, a candle-making
 * worker, an iron foundry casting operator, a garment CNC cutter, a laser hair technician, a
 * social worker, a hotel trainer).
 *
 * Like the first blind batch (evaluationSetBlindTuning.ts), its jobs are source 'padded' and rank
 * the tuning-only seekers alone (this part's and the padded, plain and first blind batch's, whose
 * obvious fits are labelled here), and its seekers are ranked by the older tuning jobs too
 * (labelled in BLIND_TUNING2_CROSS_LABELS), never by a held-out, blind or sealed job, so every
 * held-out, blind and sealed figure stays as it was.
 *
 * Labels: 2 strong fit, 1 plausible, absent = not a fit (the role, the trade, and the years the job
 * asks: a junior is not labelled strong for a senior ask, nor a manager for a fresher's).
 */
import type { EvalJob, EvalSeeker } from './evaluationTypes';

type Labels = Record<string, Record<string, 1 | 2>>;

const P = { kind: 'easy', part: 'tuning', source: 'padded' } as const;

export const BLIND_TUNING2_JOBS: EvalJob[] = [
  { ...P, id: 'u-silver', title: 'Salesman - Silver Jewellery', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Silver Jewellery Sales', 'Customer Dealing'], description: 'Wanted salesman for silver showroom in Aminabad. Selling of silver payal, bichhiya, chains, kada, silver coins and pooja articles. Must know weight and rate calculation. 1-3 yrs experience in jewellery counter. Salary 12000-18000 + incentive. Contact with biodata.', experience: 'Mid-Level', yearsOfExperience: 1, city: 'Lucknow' },
  { ...P, id: 'u-bridal', title: 'Bridal Jewellery Consultant', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Bridal Jewellery', 'Polki', 'Customer Relationship'], description: 'Our 60 year old jewellery house at Banjara Hills is looking for a Bridal Jewellery Consultant. Handle wedding families end to end: understand the bride\'s requirement, show polki, jadau, uncut diamond and temple bridal sets, plan the full wedding purchase within budget, take custom orders and follow up till delivery. Minimum 4 years selling gold / diamond jewellery, Telugu and Hindi.', experience: 'Sr-Level', yearsOfExperience: 4, city: 'Hyderabad' },
  { ...P, id: 'u-oldgold', title: 'Gold Purchase Executive (Old Gold)', category: 'Valuation', industry: 'Precious Metals', skillsRequired: ['Old Gold Purchase', 'Purity Testing', 'KYC'], description: 'We buy old gold and release pledged gold for customers. Gold purchase executive for our branch: test the ornaments on karat meter and touchstone, net weight after stone deduction, quote as per day rate, KYC documents, payment by NEFT / RTGS, send the melted lots to the refinery. 2 yrs in gold buying, gold loan or jewellery showroom. Kannada must.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Bengaluru' },
  { ...P, id: 'u-xrf', title: 'Karat Meter Operator', category: 'Quality', industry: 'Precious Metals', skillsRequired: ['XRF Machine', 'Gold Testing'], description: 'Gold testing centre near Soni Bazaar requires karat meter (XRF) operator. Test customers\' gold and silver, print the purity report, weighing, keep the register. Freshers with B.Sc / diploma can apply, training will be given.', experience: 'Entry/Fresher', city: 'Rajkot' },
  { ...P, id: 'u-repair', title: 'Repair Counter Executive', category: 'Customer Service', industry: 'Jewellery', skillsRequired: ['Jewellery Repair', 'Job Card', 'Customer Handling'], description: 'Repair counter executive for our jewellery showroom in Dadar. Receive repair and alteration pieces from customers, check weight and stones in front of the customer, make job card and estimate, send to karigar, follow up and deliver on time. Knowledge of ring size change, polishing, chain joining. 2 yrs exp.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Mumbai' },
  { ...P, id: 'u-showroom', title: 'Showroom Manager', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Showroom Management', 'Sales Target', 'Staff Management'], description: 'A leading jewellery group of Kerala with 22 showrooms requires Showroom Manager for its Thrissur branch. Overall showroom operations, sales and scheme targets, staff of 45, stock and cash control, customer complaints, local promotions. 10+ years in gold and diamond jewellery retail, at least 3 as manager. Malayalam must. Attractive salary, family accommodation.', experience: 'Management-Level', yearsOfExperience: 10, city: 'Thrissur' },
  { ...P, id: 'u-asm', title: 'Area Sales Manager - Jewellery Wholesale', category: 'Sales', industry: 'Jewellery', skillsRequired: ['B2B Sales', 'Dealer Network', 'Order Booking'], description: 'Area Sales Manager for a 22k gold jewellery wholesaler (chains, mangalsutra, light weight). Cover retailers in UP and Bihar: appoint new counters, show the samples, book orders, collect payments and old outstanding, plan exhibitions. 8+ yrs in jewellery wholesale / B2B sales. Two wheeler and travel must.', experience: 'Management-Level', yearsOfExperience: 8, city: 'Lucknow' },
  { ...P, id: 'u-sorter', title: 'Diamond Sorter', category: 'Jewellery Manufacturing', industry: 'Diamonds', skillsRequired: ['Diamond Sorting', 'Sieve Sizing'], description: 'Diamond jewellery manufacturer in SEEPZ requires diamond sorter. Sort loose diamonds by sieve size, shape and colour, weigh and make packets as per bag / job, issue to setting department and take back the balance, maintain diamond stock register. 2+ years.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Mumbai' },
  { ...P, id: 'u-wax', title: 'Wax Injector / Wax Setter', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Wax Injection', 'Wax Setting', 'Rubber Mould'], description: 'Required wax injection operator and wax setter for our jewellery manufacturing unit at Andheri. Wax injection in rubber moulds, wax tree making, setting of CZ and stones in wax before casting. Freshers with good eyesight can also apply, training given. 10th / 12th / ITI.', experience: 'Entry/Fresher', city: 'Mumbai' },
  { ...P, id: 'u-casting', title: 'Casting Operator', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Jewellery Casting', 'Vacuum Casting', 'Burnout'], description: 'Casting operator for gold jewellery factory. Flask investing, dewaxing and burnout, alloying and melting, vacuum / induction casting machine, quenching and cleaning of trees, metal loss record. Min 3 years in a jewellery casting department.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Coimbatore' },
  { ...P, id: 'u-cnc', title: 'CNC / Laser Machine Operator', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['CNC Machine', 'Laser Marking', 'Laser Soldering'], description: 'Operator for CNC diamond cutting machines (bangles, kadas, rings) and laser marking / laser soldering machines in our gold jewellery unit. Machine setting, tool change, daily production report. 2 yrs on jewellery machines preferred.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Rajkot' },
  { ...P, id: 'u-packing', title: 'Packing & Dispatch Executive', category: 'Logistics', industry: 'Jewellery', skillsRequired: ['Packing', 'Dispatch', 'Tagging'], description: 'Jewellery export house at Sitapura requires packing and dispatch boys. Tagging and barcode labels, weighing, packing in boxes as per packing list, courier booking and dispatch entry. 12th pass, freshers welcome.', experience: 'Entry/Fresher', city: 'Jaipur' },
  { ...P, id: 'u-social', title: 'Social Media Executive', category: 'Digital Marketing', industry: 'Jewellery', skillsRequired: ['Instagram', 'Reels', 'Content Calendar'], description: 'Social media executive for a jewellery brand. Plan the monthly content calendar, shoot and edit reels on phone, post on Instagram, Facebook and YouTube, reply to DMs and comments, coordinate with showrooms for festival posts. Canva and basic video editing. 1-2 years.', experience: 'Mid-Level', yearsOfExperience: 1, city: 'Kochi' },
  { ...P, id: 'u-trainer', title: 'Store Trainer', category: 'Human Resources', industry: 'Jewellery', skillsRequired: ['Sales Training', 'Product Training', 'Induction'], description: 'Brand store trainer for our jewellery stores in Karnataka. Induction of new sales staff, product knowledge training on gold purity, diamonds and 4Cs, selling skills and customer service, on-the-floor coaching, training calendar and feedback reports. 5+ yrs in jewellery retail with training experience.', experience: 'Sr-Level', yearsOfExperience: 5, city: 'Bengaluru' },
];

const S = { part: 'tuning' } as const;

export const BLIND_TUNING2_SEEKERS: EvalSeeker[] = [
  // silver salesman
  { ...S, id: 'u01', overview: 'Working as salesman at Shree Ram Chandi Bhandar, Aminabad from 2021 to till date. Selling silver payal, bichiya, chains and silver coins, weight and rate calculation, bill making. Career objective: to work in a reputed organisation.', skills: ['Silver ornaments sales', 'Billing'], preferredRoles: ['Salesman'], city: 'Lucknow' },
  { ...S, id: 'u02', overview: 'Sales boy in chandi showroom Kanpur, 2 years. Dealing in chandi ke bartan, pooja articles, gift items and anklets. Good in customer dealing. Hobbies: cricket, listening music.', skills: ['Customer dealing', 'Silver articles'], yearsOfExperience: 2, city: 'Kanpur' },
  { ...S, id: 'u03', overview: 'Sales executive at a 925 sterling silver jewellery brand store in Phoenix Palassio mall for two years. Explaining hallmark and oxidised designs, achieving monthly targets, POS billing.', skills: ['Sterling silver jewellery', 'Sales', 'POS'], preferredRoles: ['Sales Executive'], yearsOfExperience: 2, city: 'Lucknow' },
  { ...S, id: 'u04', overview: 'Salesman at gold jewellery counter of a showroom in Hazratganj for 5 years. Showing chains, rings and mangalsutra to customers, explaining making charge and purity, old gold exchange.', skills: ['Gold jewellery sales', 'Customer handling'], preferredRoles: ['Jewellery Salesman'], yearsOfExperience: 5, city: 'Lucknow' },
  { ...S, id: 'u05', overview: 'Mobile shop salesman, 3 yrs at Samsung smart cafe. Demo of handsets, EMI finance, accessories selling. Declaration: I hereby declare that above information is true.', skills: ['Mobile sales', 'EMI'], preferredRoles: ['Salesman'], yearsOfExperience: 3, city: 'Lucknow' },
  { ...S, id: 'u06', overview: 'Chandi karigar from Hupari, 8 years making silver payal and chains by hand, dye work and soldering. Father name: Dattatray Patil.', skills: ['Payal making', 'Silver soldering'], preferredRoles: ['Karigar'], yearsOfExperience: 8, city: 'Kolhapur' },

  // bridal consultant
  { ...S, id: 'u07', overview: 'Senior sales executive in bridal section of a reputed jewellery showroom, Hyderabad, 6 years. Handled complete wedding purchases for families: polki sets, guttapusalu, kasu mala, vaddanam, diamond necklaces. Custom order booking and delivery follow up.', skills: ['Bridal jewellery sales', 'Custom orders', 'Polki'], preferredRoles: ['Senior Sales Executive'], yearsOfExperience: 6, city: 'Hyderabad' },
  { ...S, id: 'u08', overview: 'Bridal jewellery consultant with a jadau and kundan house in Johari Bazaar since 2019. Appointments with brides and their mothers, trousseau planning, explain uncut diamonds and meena work.', skills: ['Bridal consultation', 'Jadau', 'Kundan'], preferredRoles: ['Bridal Consultant'], city: 'Jaipur' },
  { ...S, id: 'u09', overview: 'Diamond jewellery sales executive, seven years with Tanishq-type store. Specialised in wedding collection, repeat customers through relationship, highest sale in Akshaya Tritiya. Languages: Telugu, Hindi, English.', skills: ['Diamond jewellery', 'Customer relationship', 'Wedding collection'], preferredRoles: ['Sales Executive', 'Relationship Manager'], yearsOfExperience: 7, city: 'Hyderabad' },
  { ...S, id: 'u10', overview: 'Jewellery sales girl, 1.5 year experience at gold showroom in Dilsukhnagar. Showing jewellery, taking customer details. Strengths: hard working, pleasing personality.', skills: ['Jewellery sales'], preferredRoles: ['Sales Girl'], yearsOfExperience: 1, city: 'Hyderabad' },
  { ...S, id: 'u11', overview: 'Certified bridal makeup artist with 5 years. HD and airbrush makeup, bridal hairstyling, saree draping, bridal consultations and trial sessions. Own studio in Jubilee Hills.', skills: ['Bridal makeup', 'Airbrush', 'Hairstyling'], preferredRoles: ['Makeup Artist', 'Bridal Consultant'], yearsOfExperience: 5, city: 'Hyderabad' },

  // old gold purchase
  { ...S, id: 'u12', overview: 'Branch executive in a gold buying company (we buy old gold) 3 yrs. Purchase of old gold from walk-in customers, release of pledged gold from banks, karat meter testing, KYC, NEFT payment, sending lots for melting.', skills: ['Gold buying', 'Karat meter', 'KYC'], preferredRoles: ['Branch Executive'], yearsOfExperience: 3, city: 'Bengaluru' },
  { ...S, id: 'u13', overview: 'Old gold exchange counter at a jewellery showroom from 2020 to present. Checking purity by touch stone and karat meter, stone weight deduction, exchange value as per rate, melting and assay report follow up.', skills: ['Old gold exchange', 'Touchstone testing'], city: 'Mysuru' },
  { ...S, id: 'u14', overview: 'Gold loan appraiser at an NBFC branch, 3 years. Appraisal of gold ornaments: acid test, touchstone, net weight, spurious gold identification, loan documentation and auction process.', skills: ['Gold appraisal', 'Purity testing'], preferredRoles: ['Gold Loan Appraiser'], yearsOfExperience: 3, city: 'Bengaluru' },
  { ...S, id: 'u15', overview: 'Bullion shop assistant, 4 years: buying old ornaments and broken gold from public, melting to bar, fire assay report, selling fine gold to karigars. Objective: growth in gold trading field.', skills: ['Old gold purchase', 'Melting', 'Bullion'], preferredRoles: ['Gold Purchase Executive'], yearsOfExperience: 4, city: 'Hubli' },
  { ...S, id: 'u16', overview: 'Scrap purchase executive at a steel plant, 6 years. Purchase of ferrous and non ferrous scrap from vendors, weighbridge, rate negotiation, GRN entry in SAP.', skills: ['Scrap purchase', 'Vendor negotiation', 'SAP'], preferredRoles: ['Purchase Executive'], yearsOfExperience: 6, city: 'Bengaluru' },
  { ...S, id: 'u17', overview: 'Purchase executive for a jewellery manufacturer: purchase of bullion from banks, diamonds and colour stones from suppliers, findings and packing material, PO and vendor follow up. 4 years.', skills: ['Purchase', 'Vendor management', 'Bullion booking'], preferredRoles: ['Purchase Executive'], yearsOfExperience: 4, city: 'Mumbai' },

  // karat meter / XRF
  { ...S, id: 'u18', overview: 'Operator at gold testing lab for 1 year. Testing of gold and silver on karat meter (XRF machine), printing purity certificate, weighing, cash collection, register maintain.', skills: ['Karat meter', 'Gold testing'], preferredRoles: ['Lab Operator'], yearsOfExperience: 1, city: 'Rajkot' },
  { ...S, id: 'u19', overview: 'B.Sc Chemistry fresher 2025. Done 3 months training at BIS hallmarking centre: XRF screening, sample weighing, assay lab work. Seeking opportunity to start career in gold testing.', skills: ['XRF', 'Weighing', 'Lab safety'], education: 'B.Sc Chemistry, Saurashtra University', city: 'Rajkot' },
  { ...S, id: 'u20', overview: 'Touch checker (kasoti) at a jewellery shop 2 years, checking karat of ornaments on touchstone with acid and on karat meter before purchase. Hobbies: reading, travelling.', skills: ['Kasoti', 'Karat checking'], city: 'Jamnagar' },
  { ...S, id: 'u21', overview: 'Assayer with 6 years in a BIS hallmarking centre: fire assay (cupellation), XRF, sample drawing as per IS 1417, HUID and laser marking coordination.', skills: ['Fire assay', 'XRF', 'Hallmarking'], preferredRoles: ['Assayer'], yearsOfExperience: 6, city: 'Ahmedabad' },
  { ...S, id: 'u22', overview: 'Quality control chemist at a cement plant, 8 years. Raw mix design and clinker analysis on XRF and XRD, sample preparation, fusion beads, ISO 9001 documentation.', skills: ['XRF', 'XRD', 'Cement QC'], preferredRoles: ['QC Chemist'], yearsOfExperience: 8, city: 'Rajkot' },

  // repair counter
  { ...S, id: 'u23', overview: 'Repairing counter incharge at a jewellery showroom for 4 years: receive customer repair items, weigh and note stones, job card, estimate, give to karigar and deliver. Handling customer complaints politely.', skills: ['Repair counter', 'Job card', 'Customer handling'], preferredRoles: ['Repair Counter Incharge'], yearsOfExperience: 4, city: 'Mumbai' },
  { ...S, id: 'u24', overview: 'After sales executive for a diamond jewellery brand, 3 yrs. Repairs, resizing, exchange and buyback requests, coordination with factory, customer updates on call and WhatsApp.', skills: ['After sales service', 'Repairs coordination'], preferredRoles: ['Customer Service Executive'], yearsOfExperience: 3, city: 'Thane' },
  { ...S, id: 'u25', overview: 'Goldsmith doing repairing work at shop counter in Zaveri Bazaar for 9 years. Ring size change, chain joining, soldering, stone fixing, polishing in front of customer.', skills: ['Repairing', 'Soldering', 'Ring sizing'], preferredRoles: ['Goldsmith'], yearsOfExperience: 9, city: 'Mumbai' },
  { ...S, id: 'u26', overview: 'Order and repair desk executive, jewellery store Borivali, from Jan 2023 till now. Booking customer orders and repairs, weight check, delivery date, follow up with workshop. Address: Room 12, Shanti Nagar, Borivali East.', skills: ['Order booking', 'Repair booking'], city: 'Mumbai' },
  { ...S, id: 'u27', overview: 'Mobile repairing technician, 5 years, chip level service, display and battery replacement, running my own repair counter. Hobby: gaming.', skills: ['Mobile repairing', 'Chip level'], preferredRoles: ['Technician'], yearsOfExperience: 5, city: 'Mumbai' },

  // showroom manager (regional chain)
  { ...S, id: 'u28', overview: 'Showroom manager with 14 years in jewellery retail in Kerala, joined as salesman and promoted to manager in 2018. Manage 50 staff, sales and gold scheme targets, stock verification, cash, customer complaints and promotions.', skills: ['Showroom management', 'Staff handling', 'Gold scheme'], preferredRoles: ['Showroom Manager'], yearsOfExperience: 14, city: 'Kozhikode' },
  { ...S, id: 'u29', overview: 'Branch manager, jewellery chain in Tamil Nadu, 12 years total (5 as branch head). Daily sales review, staff rosters, stock audit, bank and cash, local marketing. Languages Tamil, Malayalam, English.', skills: ['Branch operations', 'Sales target', 'Stock audit'], preferredRoles: ['Branch Manager'], yearsOfExperience: 12, city: 'Coimbatore' },
  { ...S, id: 'u30', overview: 'Assistant showroom manager in a gold and diamond jewellery showroom, Kochi. 11 years in jewellery (3 years as assistant manager): floor control, staff training, target achievement, stock tallying.', skills: ['Floor management', 'Target achievement'], preferredRoles: ['Showroom Manager', 'Assistant Manager'], yearsOfExperience: 11, city: 'Kochi' },
  { ...S, id: 'u31', overview: 'Floor manager in jewellery showroom, 7 years. Supervising 12 sales staff, counter allotment, customer complaints. Declaration: all the details furnished are true to my knowledge.', skills: ['Floor supervision'], preferredRoles: ['Floor Manager'], yearsOfExperience: 7, city: 'Thrissur' },
  { ...S, id: 'u32', overview: 'Showroom manager of a textile and saree chain for 15 years. Managing 80 staff, silk saree and wedding sales, VM, inventory and cash, festival season targets.', skills: ['Showroom management', 'Textile retail'], preferredRoles: ['Showroom Manager'], yearsOfExperience: 15, city: 'Thrissur' },
  { ...S, id: 'u33', overview: 'Car showroom manager at Maruti Suzuki dealership, 12 years. Sales team of 25, test drives, finance and insurance tie ups, monthly retail targets.', skills: ['Automobile sales', 'Team management'], preferredRoles: ['Showroom Manager', 'Sales Manager'], yearsOfExperience: 12, city: 'Kochi' },

  // area sales manager, wholesale
  { ...S, id: 'u34', overview: 'Sales manager (B2B) for a gold chain manufacturer, 10 years, covering retailers of MP and UP. New counter opening, order booking, outstanding recovery, B2B exhibitions (IIJS).', skills: ['B2B sales', 'Order booking', 'Payment recovery'], preferredRoles: ['Area Sales Manager'], yearsOfExperience: 10, city: 'Lucknow' },
  { ...S, id: 'u35', overview: 'Marketing executive for 22 carat jewellery wholesaler since 2012. Travelling with samples to jewellers of Bihar and Jharkhand, taking orders of light weight jewellery and mangalsutra, collection of payments.', skills: ['Wholesale marketing', 'Dealer network'], city: 'Patna' },
  { ...S, id: 'u36', overview: 'Regional sales manager, diamond jewellery, 9 years. Selling studded jewellery to retail jewellers in North India, managing 4 sales executives, memo stock and trade shows.', skills: ['Diamond jewellery B2B', 'Key accounts', 'Team handling'], preferredRoles: ['Regional Sales Manager'], yearsOfExperience: 9, city: 'Delhi' },
  { ...S, id: 'u37', overview: 'Sales executive at gold jewellery wholesaler in Chandni Chowk, 3 years. Showing designs to outstation retailers, order entry and dispatch follow up.', skills: ['Wholesale sales'], preferredRoles: ['Sales Executive'], yearsOfExperience: 3, city: 'Delhi' },
  { ...S, id: 'u38', overview: 'Area sales manager, FMCG, 11 years with distributors of personal care brand in eastern UP. Secondary sales, distributor ROI, beat plans, team of 8 SOs.', skills: ['Distribution', 'Secondary sales', 'Team management'], preferredRoles: ['Area Sales Manager'], yearsOfExperience: 11, city: 'Varanasi' },
  { ...S, id: 'u39', overview: 'Area manager for a jewellery retail chain, 9 years, looking after 6 showrooms: sales review, store audits, staffing, new store openings.', skills: ['Multi-store management', 'Retail operations'], preferredRoles: ['Area Manager'], yearsOfExperience: 9, city: 'Lucknow' },

  // diamond sorter (manufacturer)
  { ...S, id: 'u40', overview: 'Diamond sorter in jewellery factory SEEPZ, 4 yrs. Sorting of round and fancy diamonds by sieve size and colour, making packets as per job bag, issue and receive from setting department, daily stock tally.', skills: ['Diamond sorting', 'Sieve sizes', 'Stone issue'], preferredRoles: ['Diamond Sorter'], yearsOfExperience: 4, city: 'Mumbai' },
  { ...S, id: 'u41', overview: 'Worked in assortment department of a Surat diamond company for three years. Melee sorting with chalni, colour and clarity separation, parcel making, weighing on carat scale.', skills: ['Assortment', 'Melee', 'Chalni'], city: 'Surat' },
  { ...S, id: 'u42', overview: 'Diamond and colour stone store executive in a jewellery manufacturing company, 5 years. Issue of stones to setters against job, receipt of balance, broken stone record, physical stock verification.', skills: ['Stone store', 'Stock register'], preferredRoles: ['Store Executive'], yearsOfExperience: 5, city: 'Mumbai' },
  { ...S, id: 'u43', overview: 'Diamond grader, 2 years at IGI lab. Colour and clarity grading of polished diamonds, measurements, report checking.', skills: ['Diamond grading', '4C'], preferredRoles: ['Diamond Grader'], yearsOfExperience: 2, city: 'Mumbai' },
  { ...S, id: 'u44', overview: 'Diamond polisher (ghanti work) 6 years in Varachha, table and facets polishing on manual and auto machines.', skills: ['Diamond polishing'], preferredRoles: ['Polisher'], yearsOfExperience: 6, city: 'Surat' },

  // wax injector / wax setter
  { ...S, id: 'u45', overview: 'Wax injection operator, 2 years in jewellery unit Andheri. Injecting wax in rubber moulds (dai), cutting and checking waxes, wax tree making for casting.', skills: ['Wax injection', 'Rubber mould', 'Wax tree'], preferredRoles: ['Wax Operator'], yearsOfExperience: 2, city: 'Mumbai' },
  { ...S, id: 'u46', overview: 'Wax setter since 2022: setting CZ and diamonds in wax before casting for rings and pendants, wax repair, tree making.', skills: ['Wax setting', 'CZ setting'], city: 'Mumbai' },
  { ...S, id: 'u47', overview: 'ITI passout (2025). 6 months apprentice in wax room of a jewellery factory: wax injection, mould cutting and tree. Hobbies: drawing. Permanent address: Vill. Narayanpur, Dist. Medinipur.', skills: ['Wax injection'], education: 'ITI', city: 'Mumbai' },
  { ...S, id: 'u48', overview: 'Casting helper, 1 year: flask cleaning, investment mixing, wax tree weighing, helping the casting man.', skills: ['Casting helper'], yearsOfExperience: 1, city: 'Mumbai' },
  { ...S, id: 'u49', overview: 'Worker in candle making factory 3 years: paraffin wax melting, moulding candles, colour and fragrance mixing, packing.', skills: ['Candle making', 'Wax moulding'], yearsOfExperience: 3, city: 'Mumbai' },
  { ...S, id: 'u50', overview: 'Hand wax carver and model maker, 9 years. Carving bridal and one-off designs in wax, master models for rubber moulds.', skills: ['Wax carving', 'Model making'], preferredRoles: ['Wax Carver'], yearsOfExperience: 9, city: 'Mumbai' },

  // casting operator
  { ...S, id: 'u51', overview: 'Casting operator, gold jewellery casting unit, 5 years. Indutherm vacuum casting machine, flask investment, dewaxing, burnout cycle, alloy mixing, metal loss report.', skills: ['Vacuum casting', 'Burnout', 'Alloying'], preferredRoles: ['Casting Operator'], yearsOfExperience: 5, city: 'Coimbatore' },
  { ...S, id: 'u52', overview: 'Casting man for silver and gold jewellery from 2021 to till date. Investment powder mixing, flask, dewaxing in steam, melting and pouring, cleaning of trees with acid.', skills: ['Jewellery casting', 'Melting'], city: 'Salem' },
  { ...S, id: 'u53', overview: 'Casting department incharge in a jewellery factory, nine years. Planning of trees and flasks, induction casting machines, team of 6, rejection and metal loss control.', skills: ['Casting', 'Metal loss control', 'Team handling'], preferredRoles: ['Casting Supervisor'], yearsOfExperience: 9, city: 'Chennai' },
  { ...S, id: 'u54', overview: 'Foundry casting operator, 6 years in grey iron foundry: sand moulding, cupola and induction furnace, pouring ladle, fettling of castings for pump bodies.', skills: ['Sand casting', 'Induction furnace', 'Fettling'], preferredRoles: ['Casting Operator'], yearsOfExperience: 6, city: 'Coimbatore' },

  // CNC / laser
  { ...S, id: 'u55', overview: 'CNC machine operator in gold jewellery manufacturing, 3 years. Diamond cutting on bangles and kadas, ring faceting, tool setting, program loading.', skills: ['CNC diamond cutting', 'Tool setting'], preferredRoles: ['CNC Operator'], yearsOfExperience: 3, city: 'Rajkot' },
  { ...S, id: 'u56', overview: 'Laser operator, jewellery unit, 2 yrs: laser marking of logo and HUID, laser soldering (welding) of chains and findings, machine cleaning.', skills: ['Laser marking', 'Laser soldering'], preferredRoles: ['Laser Operator'], yearsOfExperience: 2, city: 'Rajkot' },
  { ...S, id: 'u57', overview: 'CNC programmer cum operator for jewellery machines, 4 years. Italian diamond cutting machines for chains and bangles, design programming, maintenance.', skills: ['CNC programming', 'Diamond cut machines'], preferredRoles: ['CNC Operator'], yearsOfExperience: 4, city: 'Coimbatore' },
  { ...S, id: 'u58', overview: 'VMC / CNC turning operator, 4 years in auto component company. Fanuc and Siemens control, offset setting, vernier and micrometer inspection.', skills: ['CNC turning', 'VMC', 'Fanuc'], preferredRoles: ['CNC Operator'], yearsOfExperience: 4, city: 'Rajkot' },
  { ...S, id: 'u59', overview: 'CNC cutting operator in garment export factory, 3 years. Gerber fabric cutting machine, marker planning, lay spreading.', skills: ['Gerber cutter', 'Fabric cutting'], preferredRoles: ['CNC Cutting Operator'], yearsOfExperience: 3, city: 'Tirupur' },
  { ...S, id: 'u60', overview: 'Laser technician in skin clinic, 2 years. Laser hair removal, skin treatments, patient counselling.', skills: ['Laser hair removal'], preferredRoles: ['Laser Technician'], yearsOfExperience: 2, city: 'Rajkot' },

  // packing and dispatch
  { ...S, id: 'u61', overview: 'Packing boy at jewellery export company, 1 year. Tag printing, weighing and packing as per packing list, courier entry.', skills: ['Packing', 'Tagging'], preferredRoles: ['Packing Boy'], yearsOfExperience: 1, city: 'Jaipur' },
  { ...S, id: 'u62', overview: 'Dispatch assistant at imitation jewellery wholesaler, 2 years. Order packing, barcode stickers, courier booking (Delhivery, DTDC), dispatch register.', skills: ['Dispatch', 'Barcode', 'Courier booking'], yearsOfExperience: 2, city: 'Jaipur' },
  { ...S, id: 'u63', overview: '12th pass (2025) from Rajasthan board, fresher, basic computer. Looking for job in packing or dispatch. Strength: honest and punctual.', skills: ['Basic computer'], education: '12th', city: 'Jaipur' },
  { ...S, id: 'u64', overview: 'Picker and packer at e-commerce fulfilment centre for 1 year: picking, scanning, packing and sorting shipments.', skills: ['Picking', 'Packing', 'Scanning'], yearsOfExperience: 1, city: 'Jaipur' },
  { ...S, id: 'u65', overview: 'Logistics manager, 12 years in export logistics of handicrafts: freight negotiation, CHA, warehouse team of 20.', skills: ['Export logistics', 'Freight', 'Team management'], preferredRoles: ['Logistics Manager'], yearsOfExperience: 12, city: 'Jaipur' },

  // social media
  { ...S, id: 'u66', overview: 'Social media executive for a saree brand, 2 years. Instagram and Facebook handling, content calendar, reels shooting and editing on phone, Canva posts, influencer coordination.', skills: ['Instagram', 'Reels', 'Canva'], preferredRoles: ['Social Media Executive'], yearsOfExperience: 2, city: 'Kochi' },
  { ...S, id: 'u67', overview: 'Digital marketing executive, jewellery showroom, 2 yrs: Meta ads, Instagram page, festival creatives, WhatsApp broadcasts, Google my business.', skills: ['Meta Ads', 'Instagram', 'Creatives'], preferredRoles: ['Digital Marketing Executive'], yearsOfExperience: 2, city: 'Kozhikode' },
  { ...S, id: 'u68', overview: 'Content creator and video editor, one year freelance + internship. Reels, YouTube shorts, CapCut and Premiere Pro, caption writing.', skills: ['Video editing', 'Reels', 'CapCut'], city: 'Kochi' },
  { ...S, id: 'u69', overview: 'MSW graduate, social worker at NGO 3 years. Community mobilisation, women self help groups, field surveys, report writing.', skills: ['Community work', 'Field survey'], preferredRoles: ['Social Worker'], yearsOfExperience: 3, city: 'Kochi' },
  { ...S, id: 'u70', overview: 'Jewellery photographer, 3 years: product shoots on white, macro, Photoshop retouching, model shoots for catalogue.', skills: ['Product photography', 'Photoshop'], preferredRoles: ['Photographer'], yearsOfExperience: 3, city: 'Kochi' },

  // store trainer
  { ...S, id: 'u71', overview: 'Retail trainer at a jewellery brand, 6 years. Induction of new joiners, product training on gold karatage, diamonds 4C and solitaires, selling skills, store visits and floor coaching, training MIS.', skills: ['Product training', 'Induction', 'Floor coaching'], preferredRoles: ['Trainer'], yearsOfExperience: 6, city: 'Bengaluru' },
  { ...S, id: 'u72', overview: 'L&D executive for a watch and jewellery retail chain, 7 years. Sales training, customer service workshops, training needs analysis, e-learning modules.', skills: ['Sales training', 'TNA', 'Training calendar'], preferredRoles: ['L&D Executive'], yearsOfExperience: 7, city: 'Bengaluru' },
  { ...S, id: 'u73', overview: 'Senior diamond jewellery sales executive, 9 years, last 2 years also store buddy trainer: training new sales staff on diamonds and selling, role plays.', skills: ['Diamond sales', 'Staff training'], preferredRoles: ['Senior Sales Executive', 'Trainer'], yearsOfExperience: 9, city: 'Mysuru' },
  { ...S, id: 'u74', overview: 'Gemmologist and faculty, 5 years teaching diamond grading and gem identification courses to students and trade.', skills: ['Gemmology', 'Teaching'], preferredRoles: ['Faculty', 'Gemologist'], yearsOfExperience: 5, city: 'Bengaluru' },
  { ...S, id: 'u75', overview: 'Training manager F&B at a five star hotel, 8 years. Grooming standards, service training, induction of hotel staff.', skills: ['Hospitality training', 'Grooming'], preferredRoles: ['Training Manager'], yearsOfExperience: 8, city: 'Bengaluru' },
];

/** This part's jobs: its own seekers and the older tuning-only seekers who plainly fit (labelled before any ranking). */
export const BLIND_TUNING2_LABELS: Labels = {
  'u-silver': { u01: 2, u02: 2, u03: 2, u04: 1, u10: 1, q01: 1, p14: 1, p32: 1, t04: 1, q02: 1, t45: 1, t46: 1, p38: 1 },
  'u-bridal': { u07: 2, u08: 2, u09: 2, u73: 1, u04: 1, q02: 1, t04: 1, p38: 1, q54: 1, t02: 1, t03: 1 },
  'u-oldgold': { u12: 2, u13: 2, u14: 2, u15: 2, t65: 2, u20: 1, u18: 1, u04: 1, t64: 1, t03: 1 },
  'u-xrf': { u18: 2, u19: 2, u20: 2, t64: 2, t65: 2, u21: 1, u13: 1, u12: 1, t63: 1, t66: 1 },
  'u-repair': { u23: 2, u24: 2, u26: 2, u25: 1, q84: 1, q37: 1, q77: 1, q10: 1 },
  'u-showroom': { u28: 2, u29: 2, u30: 2, p12: 2, q51: 2, p27: 2, u31: 1, u39: 1, q52: 1, t01: 1, t02: 1 },
  'u-asm': { u34: 2, u35: 2, u36: 2, u37: 1, u39: 1, p39: 1, p35: 1, p36: 1 },
  'u-sorter': { u40: 2, u41: 2, u42: 2, q68: 2, q69: 2, p10: 2, u43: 1, p03: 1, q21: 1, p25: 1, p33: 1, p34: 1 },
  'u-wax': { u45: 2, u46: 2, u47: 2, u48: 1, u50: 1 },
  'u-casting': { u51: 2, u52: 2, u53: 2, u48: 1 },
  'u-cnc': { u55: 2, u56: 2, u57: 2, t11: 2, u58: 1, t66: 1 },
  'u-packing': { u61: 2, u62: 2, u63: 2, u64: 1, t37: 1, t21: 1 },
  'u-social': { u66: 2, u67: 2, u68: 2, q71: 2, u70: 1, q72: 1, q73: 1, q44: 1, t24: 1 },
  'u-trainer': { u71: 2, u72: 2, u73: 2, u74: 1 },
};

/** The older tuning jobs this part's seekers fit (held-out, blind and sealed jobs never rank them). */
export const BLIND_TUNING2_CROSS_LABELS: Labels = {
  'j-store': { u28: 2, u29: 2, u30: 1, u39: 1 },
  'r-store': { u28: 2, u29: 2, u30: 2, u31: 1, u39: 1 },
  'h-store-flagship': { u28: 1, u29: 1 },
  'h-area-mgr': { u39: 1 },
  't-floor': { u30: 2, u31: 2, u28: 1, u29: 1 },
  'r-sales': { u04: 2, u07: 2, u08: 2, u09: 2, u73: 2, u10: 1, u01: 1, u02: 1, u03: 1 },
  'h-sales-assoc': { u04: 2, u10: 2, u07: 1, u09: 1, u01: 1, u02: 1, u03: 1 },
  't-mallsales': { u09: 2, u73: 1, u03: 1, u10: 1, u04: 1, u07: 1 },
  'f-gold-loan': { u14: 2, u12: 1, u13: 1, u15: 1, u18: 1, u20: 1 },
  't-assayer': { u21: 2, u19: 1, u18: 1 },
  'h-casting': { u51: 2, u52: 2, u53: 1, u48: 1 },
  'h-casting-sup': { u53: 2, u51: 1 },
  'r-assorter': { u40: 2, u41: 2, u42: 1, u43: 1 },
  'j-grader': { u43: 2, u41: 2, u40: 1, u74: 1 },
  'h-natural-grader': { u43: 2, u41: 1 },
  'r-gem': { u74: 1 },
  'j-inventory': { u42: 1 },
  'j-cad': { u50: 1 },
  'r-bench': { u25: 2, u06: 1 },
  'r-cs': { u24: 1 },
  'r-digital': { u67: 2, u66: 1, u68: 1 },
  't-photo': { u70: 2 },
  'h-lgd-sales': { u36: 1, u37: 1, u34: 1 },
  'h-lgd-head': { u36: 1, u34: 1 },
};
