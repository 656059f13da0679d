/**
 * A seventh part of the labelled set, for the tuning part only (issue 12, sixth round): a blind
 * tuning batch. Written and labelled before its writer read the engine (server/ai/) or ran any
 * engine on it, to learn from the way the sealed part showed the engine is weaker on independent
 * text than on the parts the team tuned on. 14 plain ads of common roles of the Indian jewellery /
 * luxury-retail trade that the older parts do not have (floor incharge, bangle goldsmith, filing
 * karigar, jadau / kundan karigar, jewellery photographer, catalogue executive, showroom security
 * guard, logistics of valuables, 3D printer operator, diamond jewellery sales in a mall store,
 * gold scheme counter, stock auditor, showroom housekeeping, hallmarking centre assayer), written
 * the way real ads are (bare, or with about-us, salary and walk-in text), and 70 seekers in the
 * words Indian résumés use (sonar, kaarigar, ghaat, jadai, daag, polish boy, sales girl, CRE, CA
 * inter, angadia, gunman, RP technician), with objectives, hobbies and declarations, some with no
 * years field or preferred role, and near misses who share an ad's words but not its job (a
 * garment-factory floor incharge, a glass-bangle worker, an ITI fitter who files metal, a library
 * cataloguer, a cyber security analyst, an offset printing operator, a diamond-tools salesman, a
 * chit fund agent, a share-market dealer, an executive housekeeper for a helper's job).
 *
 * Like the plain part (evaluationSetPlain.ts), its jobs are source 'padded' and rank the
 * tuning-only seekers alone (this part's, the padded part's and the plain part's, whose fits are
 * labelled here), and its seekers are ranked by the older tuning jobs too (labelled in
 * BLIND_TUNING_CROSS_LABELS), never by a held-out, blind or sealed job, so every held-out, blind and
 * sealed figure stays as it was.
 *
 * Labels: 2 strong fit, 1 plausible, absent = not a fit (the role, the trade, and the years the job
 * asks: a junior is not labelled for a senior ask).
 */
import type { EvalJob, EvalSeeker } from './evaluationTypes';

type Labels = Record<string, Record<string, 1 | 2>>;

const P = { kind: 'easy', part: 'tuning', source: 'padded' } as const;

export const BLIND_TUNING_JOBS: EvalJob[] = [
  { ...P, id: 't-floor', title: 'Floor Incharge', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Floor Management', 'Team Handling', 'Customer Handling'], description: 'Urgent requirement of Floor Incharge for our gold & diamond jewellery showroom at Ameerpet. Manage the sales staff on the floor, allot counters, monitor daily sales and customer service, handle customer complaints, ensure stock tally at opening and closing. Min 5 yrs in a jewellery showroom, at least 2 as supervisor. Salary 35-45k. Interested candidates walk-in with resume Mon-Sat 11am to 4pm.', experience: 'Sr-Level', yearsOfExperience: 5, city: 'Hyderabad' },
  { ...P, id: 't-bangle', title: 'Goldsmith - Bangles', category: 'Jewellery Manufacturing', industry: 'Precious Metals', skillsRequired: ['Bangle Making', 'Soldering', '22K Gold'], description: 'Experienced goldsmith required for 22k gold bangle and kada making at our Zaveri Bazaar unit. Hand made bangles, pipe and patti work, joint soldering, sizing. Calcutta / Rajkot design knowledge preferred. Accommodation provided. Contact on WhatsApp.', experience: 'Mid-Level', yearsOfExperience: 5, city: 'Mumbai' },
  { ...P, id: 't-filing', title: 'Filing Karigar', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Filing', 'Finishing'], description: 'Filing and finishing karigar for a gold jewellery manufacturing unit. Filing of cast pieces, emery, sprue removal, joint cleaning, making pieces ready for pre-polish. 2 yrs exp. Salary as per skill.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Rajkot' },
  { ...P, id: 't-jadau', title: 'Jadau / Kundan Karigar', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Jadau', 'Kundan Setting'], description: 'We are a 40 year old manufacturer of traditional bridal jewellery supplying leading showrooms across India. Looking for an experienced jadau karigar for kundan and polki work: lac filling, gold foil (kundan) setting of uncut diamonds and coloured stones, finishing of bridal sets. Minimum 5 years.', experience: 'Mid-Level', yearsOfExperience: 5, city: 'Jaipur' },
  { ...P, id: 't-photo', title: 'Jewellery Photographer', category: 'Marketing', industry: 'Jewellery', skillsRequired: ['Product Photography', 'Macro Photography', 'Photoshop'], description: 'In-house photographer for a diamond jewellery manufacturer and exporter. Shoot rings, earrings and necklaces on white background for the website, catalogues and Amazon; macro lens and tethered shooting; basic retouching in Photoshop; model shoots twice a year.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Mumbai' },
  { ...P, id: 't-catalog', title: 'Catalogue Executive', category: 'Merchandising', industry: 'Jewellery', skillsRequired: ['Cataloguing', 'MS Excel', 'Product Data'], description: 'Catalogue executive for our B2B jewellery wholesale business. Maintain the product master with design no., gross / net weight, stone details and images; prepare PDF catalogues and line sheets for dealers; coordinate photo shoots and sample movement. Good in Excel. Graduates with 1-3 yrs exp.', experience: 'Mid-Level', yearsOfExperience: 1, city: 'Jaipur' },
  { ...P, id: 't-security', title: 'Security Guard', category: 'Security', industry: 'Jewellery', skillsRequired: ['Security', 'CCTV Monitoring'], description: 'Security guards required for a jewellery showroom at Karol Bagh. Ex-servicemen preferred, gunman with valid arms licence will get extra. Duties: door frisking, visitor entry, CCTV monitoring, opening and closing with the manager, escort of cash. 12 hr shift. Salary 18-22k + PF, ESI.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Delhi' },
  { ...P, id: 't-logistics', title: 'Logistics Executive - Valuables', category: 'Logistics', industry: 'Diamonds', skillsRequired: ['Secure Logistics', 'Dispatch', 'Export Documentation'], description: 'Logistics executive for a diamond jewellery exporter in SEEPZ. Plan domestic and export consignments through secure logistics partners (BVC, Brinks, Sequel), insured parcels, packing lists and invoices, shipping bill coordination with the CHA, hand-carry of goods to exhibitions. 2-4 yrs.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Mumbai' },
  { ...P, id: 't-printer', title: '3D Printer Operator', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['3D Printing', 'Castable Resin'], description: 'Operator for our jewellery 3D printing section: run resin printers (Asiga, EnvisionTEC), add supports to STL files, wash and cure prints, check models before casting, printer maintenance. ITI / diploma with 1+ yr on printers.', experience: 'Mid-Level', yearsOfExperience: 1, city: 'Surat' },
  { ...P, id: 't-mallsales', title: 'Diamond Jewellery Sales Associate', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Diamond Jewellery Sales', 'Customer Service'], description: 'A leading diamond jewellery brand is hiring sales associates for its new store in Phoenix Marketcity, Whitefield. Good communication in English and Kannada / Hindi, knowledge of diamonds and 4Cs, pleasing personality. Attractive incentives. Mall timings 10am-10pm, rotational shifts.', experience: 'Mid-Level', yearsOfExperience: 1, city: 'Bengaluru' },
  { ...P, id: 't-scheme', title: 'Scheme Executive', category: 'Jewellery Retail', industry: 'Jewellery', skillsRequired: ['Gold Savings Scheme', 'Customer Enrolment', 'Collections'], description: 'Scheme executive for our jewellery showroom: enrol customers in the monthly gold savings scheme, collect instalments at the scheme counter, update the daily gold rate board, remind customers of dues, settle matured accounts against purchase. Tamil and English must.', experience: 'Entry/Fresher', yearsOfExperience: 1, city: 'Chennai' },
  { ...P, id: 't-auditor', title: 'Stock Auditor', category: 'Audit', industry: 'Jewellery', skillsRequired: ['Stock Audit', 'Physical Verification', 'Reconciliation'], description: 'Stock auditor for a jewellery retail chain with 35 showrooms. Surprise and monthly physical verification of gold, diamond and silver stock piece by piece, tag and weight checking, purity check on the karat meter, reconcile with the ERP, report shortages. Travel across Maharashtra and Gujarat. B.Com / CA inter with 3 yrs.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Mumbai' },
  { ...P, id: 't-housekeeping', title: 'Housekeeping Staff', category: 'Facilities', industry: 'Jewellery', skillsRequired: ['Housekeeping', 'Cleaning'], description: 'Housekeeping boys required for a jewellery showroom. Cleaning of glass counters, showcases and floor, washrooms, pantry, tea / coffee service to customers. 8th / 10th pass. Salary 12-14k, food provided.', experience: 'Entry/Fresher', city: 'Pune' },
  { ...P, id: 't-assayer', title: 'Assayer - Hallmarking Centre', category: 'Quality', industry: 'Precious Metals', skillsRequired: ['Fire Assay', 'XRF', 'BIS Hallmarking'], description: 'BIS recognised hallmarking centre requires an assayer. Fire assay (cupellation) of gold samples, XRF screening, sample drawing as per IS 15820, HUID entry on the BIS portal, maintain assay records. B.Sc Chemistry preferred.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Coimbatore' },
];

const S = { part: 'tuning' } as const;

export const BLIND_TUNING_SEEKERS: EvalSeeker[] = [
  // floor
  { ...S, id: 't01', overview: 'Working as floor incharge in a reputed gold and diamond jewellery showroom, Hyderabad from 2018 to till date. Handling 25 sales staff on the floor, counter allotment, morning briefing, walk-in conversion, customer complaints, opening and closing stock tally. Previously salesman for 4 yrs. Languages known: Telugu, Hindi, English.', skills: ['Floor management', 'Staff handling'], city: 'Hyderabad' },
  { ...S, id: 't02', overview: 'Career objective: to grow with a reputed organisation. Section incharge (diamond section) with 8 yrs in jewellery retail, supervising 6 sales executives, daily target review, VIP customer handling, checking of diamond trays at opening and closing.', skills: ['Supervision', 'Diamond jewellery'], preferredRoles: ['Floor Manager'], yearsOfExperience: 8, city: 'Vijayawada' },
  { ...S, id: 't03', overview: 'Showroom supervisor cum sr. salesman, gold jewellery, 6 yrs. Looking after floor staff, customer service, old gold exchange, daily sales report to management.', skills: ['Supervision', 'Gold sales'], preferredRoles: ['Showroom Incharge'], city: 'Hyderabad' },
  { ...S, id: 't04', overview: 'Sales exe in jewellery showroom 2 yrs, bridal gold and antique jewellery counter, good convincing skills. Hobbies: movies, cricket.', skills: ['Gold jewellery sales'], preferredRoles: ['Sales Executive'], yearsOfExperience: 2, city: 'Hyderabad' },
  { ...S, id: 't05', overview: 'Floor incharge in a garment export factory (stitching floor), 7 yrs, handling 120 tailors, production targets, line balancing, quality with the QC team.', skills: ['Line balancing', 'Production'], preferredRoles: ['Floor Incharge'], yearsOfExperience: 7, city: 'Hyderabad' },
  { ...S, id: 't06', overview: 'Team leader / floor supervisor in a BPO voice process, 5 years, handling 20 agents, AHT, quality scores, shrinkage and rosters.', skills: ['Team handling', 'Floor support'], preferredRoles: ['Floor Supervisor'], yearsOfExperience: 5, city: 'Hyderabad' },
  // bangles
  { ...S, id: 't07', overview: 'Bangle karigar. 10 years experience in Calcutta work hand made gold bangles, kada and chudi, design cutting, joint soldering, dice work. Presently working at Zaveri Bazar.', skills: ['Bangle making', 'Soldering'], city: 'Mumbai' },
  { ...S, id: 't08', overview: 'Sonar by profession, 22 ct gold bangles and kangan making since 2012, patti and pipe bangles, sizing, repairing. Worked in Rajkot and Mumbai units.', skills: ['Gold ornament making'], preferredRoles: ['Goldsmith'], city: 'Mumbai' },
  { ...S, id: 't09', overview: 'Gold chain karigar, 6 yrs, handmade chains, hook and joint soldering, machine chain finishing.', skills: ['Chain making', 'Soldering'], preferredRoles: ['Karigar'], yearsOfExperience: 6, city: 'Mumbai' },
  { ...S, id: 't10', overview: 'Glass bangle worker at Firozabad, 8 yr, joining and decorating of glass chudi, packing of dozens for dealers.', skills: ['Glass bangles'], preferredRoles: ['Bangle Maker'], yearsOfExperience: 8, city: 'Firozabad' },
  { ...S, id: 't11', overview: 'CNC bangle cutting machine operator, 4 yrs, diamond cut designs on gold and silver bangles on the machine, programme setting, tool change.', skills: ['CNC operation', 'Bangle cutting'], preferredRoles: ['Machine Operator'], yearsOfExperience: 4, city: 'Mumbai' },
  { ...S, id: 't12', overview: 'Kaarigar - gold ornaments, mainly bangles & bracelets, 15 yr exp, ghaat work, soldering, filing, finishing. Address: Bowbazar, Kolkata. I hereby declare that the information given above is true to the best of my knowledge.', skills: ['Ghaat', 'Soldering'], city: 'Kolkata' },
  // filing / finishing
  { ...S, id: 't13', overview: 'Filing karigar, 3 yrs in a gold jewellery factory. Filing of cast rings and pendants, emery paper, sprue cutting, joint cleaning, making ready for polish.', skills: ['Filing', 'Emery'], preferredRoles: ['Filing Karigar'], yearsOfExperience: 3, city: 'Rajkot' },
  { ...S, id: 't14', overview: 'Finisher, 4 yrs: filing, emery, daag removal, pre-polish of 18k & 22k jewellery in a Rajkot manufacturing unit. Before that helper 1 yr.', skills: ['Finishing', 'Pre-polish'], preferredRoles: ['Finisher'], city: 'Rajkot' },
  { ...S, id: 't15', overview: 'Polish boy 1 yr, buffing machine and magnet polish, cleaning of jewellery.', skills: ['Buffing'], yearsOfExperience: 1, city: 'Rajkot' },
  { ...S, id: 't16', overview: 'ITI Fitter, 5 years in an engineering workshop: filing, drilling, tapping, assembly of machine parts, reading drawings.', skills: ['Fitting', 'Filing'], preferredRoles: ['Fitter'], yearsOfExperience: 5, city: 'Rajkot' },
  { ...S, id: 't17', overview: 'Office assistant, 3 yrs in a law firm: filing of documents, file maintenance, record room, photocopy and courier.', skills: ['Filing', 'Record keeping'], preferredRoles: ['Office Assistant'], yearsOfExperience: 3, city: 'Rajkot' },
  // jadau / kundan
  { ...S, id: 't18', overview: 'Jadau karigar from Bikaner. Kundan setting in lac and pure gold foil, polki and uncut diamond jadai, meena side also basic. 15 years experience with Jaipur showrooms.', skills: ['Jadau', 'Kundan'], city: 'Jaipur' },
  { ...S, id: 't19', overview: 'Kundan jadai work 7 yrs, bridal necklace sets, stone setting in kundan, filling lakh, finishing. Hobbies: kite flying, watching cricket.', skills: ['Kundan work'], preferredRoles: ['Kundan Karigar'], yearsOfExperience: 7, city: 'Jaipur' },
  { ...S, id: 't20', overview: 'Meenakar, meenakari work on gold jewellery 10 yrs, enamel colour filling and firing, Jaipur style.', skills: ['Meenakari'], preferredRoles: ['Meenakari Artisan'], city: 'Jaipur' },
  { ...S, id: 't21', overview: 'Imitation jewellery worker, 3 yrs, stone pasting with glue on kundan-look and AD necklaces, packing for online orders.', skills: ['Stone pasting', 'Packing'], preferredRoles: ['Jewellery Worker'], yearsOfExperience: 3, city: 'Jaipur' },
  { ...S, id: 't22', overview: 'Micro pave setter under microscope 5 yrs, diamond studded rings, prong and bezel setting, 18k.', skills: ['Micro pave', 'Prong setting'], preferredRoles: ['Setter'], yearsOfExperience: 5, city: 'Jaipur' },
  // photography
  { ...S, id: 't23', overview: 'Product photographer - jewellery, 5 yrs. Shooting rings and earrings on white bg with Canon 100mm macro, light tent, focus stacking, retouching in Photoshop for Amazon and website.', skills: ['Macro photography', 'Photoshop', 'Focus stacking'], preferredRoles: ['Photographer'], yearsOfExperience: 5, city: 'Mumbai' },
  { ...S, id: 't24', overview: 'Photographer cum photo editor in a jewellery e-commerce company since 2021: catalogue shoots, 360 degree videos, background removal and colour correction, reels for Instagram.', skills: ['Product shoots', 'Lightroom'], city: 'Mumbai' },
  { ...S, id: 't25', overview: 'Wedding & candid photographer, 6 yr, pre-wedding shoots, album designing, drone shoots.', skills: ['Candid photography', 'Album design'], preferredRoles: ['Photographer'], yearsOfExperience: 6, city: 'Mumbai' },
  { ...S, id: 't26', overview: 'Photo retoucher 3 yrs: jewellery image editing, clipping path, shine and metal colour correction, dust removal, bulk editing for e-commerce.', skills: ['Retouching', 'Clipping path'], preferredRoles: ['Photo Editor'], yearsOfExperience: 3, city: 'Mumbai' },
  // catalogue
  { ...S, id: 't27', overview: 'Catalogue executive 3 yrs in jewellery wholesale: design numbering, product master in Excel with gross wt, net wt and stone details, image naming, PDF catalogue for dealers, sample tracking.', skills: ['Catalogue making', 'MS Excel'], preferredRoles: ['Catalog Executive'], yearsOfExperience: 3, city: 'Jaipur' },
  { ...S, id: 't28', overview: 'Shoot coordinator cum cataloguer for a silver jewellery exporter since 2022: planning shoots with the photographer, sample issue and return, line sheets for buyers, uploading to the B2B portal.', skills: ['Shoot coordination', 'Line sheets'], city: 'Jaipur' },
  { ...S, id: 't29', overview: 'Data entry operator in a jewellery manufacturing unit 2 yrs, entering design no., weights and job cards in the ERP, MS Excel.', skills: ['Data entry', 'MS Excel'], preferredRoles: ['Data Entry Operator'], yearsOfExperience: 2, city: 'Jaipur' },
  { ...S, id: 't30', overview: 'Library assistant / cataloguer, B.Lib, 4 yrs: cataloguing and classification of books (DDC), KOHA software, issue and return.', skills: ['Cataloguing', 'KOHA'], preferredRoles: ['Librarian'], yearsOfExperience: 4, city: 'Jaipur' },
  // security
  { ...S, id: 't31', overview: 'Ex-serviceman (Army, 17 yrs, Havildar). After retirement working as security guard in a jewellery showroom, Karol Bagh, 3 yr: door frisking, CCTV watch, visitor register, escort of cash to the bank. Having arms licence (12 bore).', skills: ['Security', 'Arms licence'], preferredRoles: ['Security Guard'], city: 'Delhi' },
  { ...S, id: 't32', overview: 'Gunman / PSO with a security agency, 6 yrs, deployed at bank branches and jewellery shops, PSARA trained, valid gun licence.', skills: ['Gunman', 'PSARA training'], preferredRoles: ['Gunman'], yearsOfExperience: 6, city: 'Delhi' },
  { ...S, id: 't33', overview: 'Security guard at a shopping mall 4 yrs: frisking, baggage scanner, CCTV, fire drill, night duty. 12th pass.', skills: ['Frisking', 'CCTV'], city: 'Delhi' },
  { ...S, id: 't34', overview: 'Security guard in a residential society, 2 yrs, gate entry, visitor register, night patrolling. 10th pass. Father name: Ram Singh. Permanent address: Village Kheri, Distt. Jhajjar.', skills: ['Gate duty'], preferredRoles: ['Security Guard'], yearsOfExperience: 2, city: 'Delhi' },
  { ...S, id: 't35', overview: 'Cyber security analyst, 3 yrs: SOC monitoring, SIEM (Splunk), vulnerability assessment, incident response.', skills: ['SIEM', 'VAPT'], preferredRoles: ['Security Analyst'], yearsOfExperience: 3, city: 'Delhi' },
  // logistics
  { ...S, id: 't36', overview: 'Logistics executive at a diamond jewellery exporter in SEEPZ, 4 yrs: export and domestic consignments through BVC and Brinks, insured parcels, packing list, invoice, shipping bill with the CHA, exhibition hand carry (Hong Kong, Dubai).', skills: ['Export documentation', 'Secure logistics'], preferredRoles: ['Logistics Executive'], yearsOfExperience: 4, city: 'Mumbai' },
  { ...S, id: 't37', overview: 'Dispatch incharge in gold jewellery wholesale, 5 yrs: packing and sealing of parcels, tagging, handover to secure logistics (Sequel), tracking, approval goods return entries.', skills: ['Dispatch', 'Packing'], city: 'Mumbai' },
  { ...S, id: 't38', overview: 'Angadia office staff 6 yrs, carrying diamond and jewellery parcels between Mumbai and Surat, parcel booking and delivery to traders in Opera House.', skills: ['Parcel delivery'], preferredRoles: ['Delivery Executive'], city: 'Mumbai' },
  { ...S, id: 't39', overview: 'Logistics coordinator in an FMCG warehouse, 3 yrs: vehicle planning, e-way bills, dispatch and transporter follow up.', skills: ['E-way bill', 'Dispatch'], preferredRoles: ['Logistics Coordinator'], yearsOfExperience: 3, city: 'Mumbai' },
  { ...S, id: 't40', overview: 'Cash van custodian with a cash management company, 4 yrs: ATM cash loading, cash pick up from retail outlets, documentation and vault handover.', skills: ['Cash handling', 'Custodian'], preferredRoles: ['Custodian'], yearsOfExperience: 4, city: 'Mumbai' },
  // 3D printing
  { ...S, id: 't41', overview: '3D printer operator in jewellery manufacturing, 3 yrs: Asiga and Formlabs printers, castable resin, adding supports in Magics and Asiga Composer, washing and UV curing, machine maintenance.', skills: ['3D printing', 'Supports'], preferredRoles: ['3D Printing Operator'], yearsOfExperience: 3, city: 'Surat' },
  { ...S, id: 't42', overview: 'RP (rapid prototyping) technician, 2 yr, wax printing on Solidscape and DLP resin printers, checking models for casting, cleaning.', skills: ['Rapid prototyping', 'Solidscape'], city: 'Surat' },
  { ...S, id: 't43', overview: 'Dental lab technician 4 yrs, digital dentistry: resin 3D printing of models and crowns, intraoral scan files, curing.', skills: ['Resin printing', 'Dental models'], preferredRoles: ['Dental Technician'], yearsOfExperience: 4, city: 'Surat' },
  { ...S, id: 't44', overview: 'Offset printing machine operator, Heidelberg 4 colour, 7 years, plate mounting, ink setting, make ready.', skills: ['Offset printing'], preferredRoles: ['Printing Operator'], yearsOfExperience: 7, city: 'Surat' },
  // diamond jewellery sales
  { ...S, id: 't45', overview: 'Jewellery consultant at a diamond jewellery brand store (mall), 3 yrs. Explaining 4Cs, solitaires and engagement rings, customer follow up, achieving monthly incentive. Languages: English, Kannada, Hindi.', skills: ['Diamond jewellery sales', '4Cs'], preferredRoles: ['Sales Associate'], yearsOfExperience: 3, city: 'Bengaluru' },
  { ...S, id: 't46', overview: 'Sales girl in the diamond section of a jewellery showroom since 2022, showing diamond rings and pendants, billing, customer WhatsApp follow up. Good communication.', skills: ['Customer handling'], city: 'Bengaluru' },
  { ...S, id: 't47', overview: 'Retail sales associate in a mall apparel store, 3 yr, customer service, billing, VM support, targets.', skills: ['Retail sales', 'Billing'], preferredRoles: ['Retail Sales'], yearsOfExperience: 3, city: 'Bengaluru' },
  { ...S, id: 't48', overview: 'Sales executive for diamond tools and core drilling machines (construction), 5 yrs, dealer visits, B2B orders.', skills: ['B2B sales', 'Dealer network'], preferredRoles: ['Sales Executive'], yearsOfExperience: 5, city: 'Bengaluru' },
  { ...S, id: 't49', overview: 'Perfume and watch counter sales at airport duty free, 2 yrs, luxury brands, English and Hindi.', skills: ['Luxury sales'], preferredRoles: ['Sales Associate'], yearsOfExperience: 2, city: 'Bengaluru' },
  // scheme counter
  { ...S, id: 't50', overview: 'Scheme executive in a jewellery showroom 3 yrs. Enrolment of customers in gold savings scheme (11 + 1), monthly instalment collection at the scheme counter, receipts, due reminder calls, maturity closing and adjustment in purchase.', skills: ['Scheme enrolment', 'Collections'], preferredRoles: ['Scheme Executive'], yearsOfExperience: 3, city: 'Chennai' },
  { ...S, id: 't51', overview: 'CRE - gold chit and jewellery purchase plan, 2 yrs: explaining plan benefits, collection of instalments in cash / UPI, updating software, reminder SMS.', skills: ['Customer relations'], city: 'Chennai' },
  { ...S, id: 't52', overview: 'Chit fund collection agent, 4 yrs, door to door collection of monthly chit amounts, receipts, new member joining.', skills: ['Collection'], preferredRoles: ['Collection Executive'], yearsOfExperience: 4, city: 'Chennai' },
  { ...S, id: 't53', overview: 'LIC agent / insurance advisor, 6 yrs, selling endowment and pension schemes, premium collection, renewals.', skills: ['Insurance sales'], preferredRoles: ['Insurance Advisor'], yearsOfExperience: 6, city: 'Chennai' },
  // stock audit
  { ...S, id: 't54', overview: 'Stock auditor, jewellery retail chain, 4 yrs. Physical verification of gold, diamond and silver stock at branches piece by piece, tag and weight checking, karat meter (XRF) purity check, reconciliation with the ERP, shortage reports. Ready to travel.', skills: ['Stock audit', 'Physical verification'], preferredRoles: ['Stock Auditor'], yearsOfExperience: 4, city: 'Mumbai' },
  { ...S, id: 't55', overview: 'CA inter, 3 yrs internal audit in a jewellery company: branch stock audit, gold weight reconciliation, cash audit, audit reports to management.', skills: ['Internal audit', 'Stock audit'], preferredRoles: ['Internal Auditor'], city: 'Mumbai' },
  { ...S, id: 't56', overview: 'Article assistant at a CA firm, 3 yrs: statutory audit, tax audit, GST returns, ITR filing.', skills: ['Statutory audit', 'GST'], yearsOfExperience: 3, city: 'Mumbai' },
  { ...S, id: 't57', overview: 'Share market / stock broking dealer, 5 yrs, equity and F&O dealing, client trades on NEST terminal.', skills: ['Equity dealing'], preferredRoles: ['Dealer'], yearsOfExperience: 5, city: 'Mumbai' },
  // housekeeping
  { ...S, id: 't58', overview: 'Housekeeping boy, 3 yrs in a jewellery showroom. Cleaning glass counters and showcases, mopping, washroom, pantry work, tea coffee serving to customers. 9th pass.', skills: ['Cleaning'], yearsOfExperience: 3, city: 'Pune' },
  { ...S, id: 't59', overview: 'Office boy cum housekeeping, 5 yrs in a CA office: cleaning, tea, photocopy, bank and courier work.', skills: ['Housekeeping'], preferredRoles: ['Office Boy'], yearsOfExperience: 5, city: 'Pune' },
  { ...S, id: 't60', overview: 'Room attendant in a 3 star hotel, 2 yrs, room cleaning, linen change, public area cleaning.', skills: ['Room cleaning'], preferredRoles: ['Housekeeping Attendant'], yearsOfExperience: 2, city: 'Pune' },
  { ...S, id: 't61', overview: 'Executive housekeeper, 14 yrs in 5-star hotels, heading a housekeeping department of 60, budgets, laundry, audits.', skills: ['Housekeeping management'], preferredRoles: ['Executive Housekeeper'], yearsOfExperience: 14, city: 'Pune' },
  { ...S, id: 't62', overview: 'Pantry boy / tea boy in an IT company, 1 yr, serving tea, pantry cleaning.', skills: ['Pantry'], preferredRoles: ['Pantry Boy'], yearsOfExperience: 1, city: 'Pune' },
  // assaying
  { ...S, id: 't63', overview: 'Assayer at a BIS recognised hallmarking centre, 4 yrs: fire assay by cupellation, XRF testing, sample drawing as per IS 15820, HUID generation on the portal, assay register.', skills: ['Fire assay', 'XRF'], preferredRoles: ['Assayer'], yearsOfExperience: 4, city: 'Coimbatore' },
  { ...S, id: 't64', overview: 'B.Sc Chemistry, 2 yr in a hallmarking centre: XRF machine operator, fire assay assistance, weighing on micro balance, record keeping.', skills: ['XRF operation'], city: 'Coimbatore' },
  { ...S, id: 't65', overview: 'Gold tester at a jewellery shop, 5 yrs: testing old gold by touchstone and karat meter, purity certificate, old gold purchase.', skills: ['Gold testing', 'Touchstone'], preferredRoles: ['Gold Tester'], yearsOfExperience: 5, city: 'Coimbatore' },
  { ...S, id: 't66', overview: 'Laser marking operator in a hallmarking centre, 2 yrs, HUID laser marking on jewellery, machine handling.', skills: ['Laser marking'], preferredRoles: ['Laser Operator'], yearsOfExperience: 2, city: 'Coimbatore' },
  { ...S, id: 't67', overview: 'QC chemist, 5 yrs in pharma: HPLC, GC, wet analysis, GLP documentation.', skills: ['HPLC', 'Wet analysis'], preferredRoles: ['QC Chemist'], yearsOfExperience: 5, city: 'Coimbatore' },
  // others of the trade and outside it
  { ...S, id: 't68', overview: 'Cashier cum billing in a jewellery showroom, 3 yr: billing software, old gold exchange entry, card / UPI, day closing. Address: 12-2-34, Mehdipatnam, Hyderabad. Declaration: I hereby declare that the above details are correct.', skills: ['Billing', 'Cash handling'], preferredRoles: ['Cashier'], city: 'Hyderabad' },
  { ...S, id: 't69', overview: 'Tally operator, B.Com, 4 yrs in a bullion trading firm: voucher entry, GST, bank reco, stock of gold bars in Tally.', skills: ['Tally', 'GST'], preferredRoles: ['Accountant'], yearsOfExperience: 4, city: 'Mumbai' },
  { ...S, id: 't70', overview: 'Counter boy in a sweets shop, 2 yrs, serving customers, packing, billing.', skills: ['Counter sales'], preferredRoles: ['Counter Boy'], yearsOfExperience: 2, city: 'Pune' },
];

/** This part's jobs: its own seekers and the padded and plain parts' who fit (labelled before any ranking). */
export const BLIND_TUNING_LABELS: Labels = {
  't-floor': { t01: 2, t02: 2, t03: 2, p27: 2, p12: 1, q51: 1, q52: 1, q54: 1 },
  't-bangle': { t07: 2, t08: 2, t12: 2, t09: 1, t11: 1, q11: 1 },
  't-filing': { t13: 2, t14: 2, q15: 2, t15: 1, t12: 1, t09: 1, q14: 1, q11: 1 },
  't-jadau': { t18: 2, t19: 2, p20: 2, t20: 1 },
  't-photo': { t23: 2, t24: 2, t25: 1, t26: 1 },
  't-catalog': { t27: 2, t28: 2, t29: 1, t24: 1, p40: 1, q42: 1, q79: 1 },
  't-security': { t31: 2, t32: 2, t33: 2, t34: 1, t40: 1 },
  't-logistics': { t36: 2, t37: 2, t38: 1, t39: 1, t40: 1, q76: 1 },
  't-printer': { t41: 2, t42: 2, t43: 1, p07: 1, p09: 1, p23: 1, q55: 1, q56: 1 },
  't-mallsales': { t45: 2, t46: 2, q02: 2, p38: 2, q54: 2, t04: 1, t47: 1, t49: 1, q01: 1, q03: 1, q41: 1, q65: 1, q66: 1, q88: 1, p14: 1, p32: 1, p35: 1, p36: 1 },
  't-scheme': { t50: 2, t51: 2, t52: 1, t68: 1, q80: 1, q62: 1 },
  't-auditor': { t54: 2, t55: 2, t56: 1, p01: 1, p03: 1, p17: 1 },
  't-housekeeping': { t58: 2, t59: 2, t60: 2, t62: 1 },
  't-assayer': { t63: 2, t64: 2, t65: 1, t66: 1 },
};

/** The older tuning jobs this part's seekers fit (held-out, blind and sealed jobs never rank them). */
export const BLIND_TUNING_CROSS_LABELS: Labels = {
  'r-sales': { t04: 2, t45: 2, t46: 2, t01: 1, t02: 1, t03: 1, t47: 1, t49: 1 },
  'h-sales-assoc': { t04: 2, t45: 2, t46: 2, t47: 1, t49: 1 },
  'r-store': { t01: 1, t02: 1, t03: 1 },
  'j-store': { t01: 1, t02: 1 },
  'r-bench': { t07: 1, t08: 1, t09: 1, t12: 1 },
  'r-polisher': { t15: 2, t14: 1 },
  'h-polisher': { t14: 1, t15: 1 },
  'f-enamel': { t20: 2, t18: 1 },
  'j-setter': { t22: 2 },
  'r-ecom': { t27: 1 },
  'h-ecom-merch': { t27: 1 },
  'r-backoffice': { t29: 2, t27: 1, t17: 1 },
  'r-cashier': { t68: 2, t50: 1 },
  'r-accounts': { t69: 2, t55: 1, t56: 1 },
  'r-telecaller': { t50: 1, t51: 1 },
  'r-watchsales': { t49: 1 },
  'j-inventory': { t54: 1 },
  'f-gold-loan': { t65: 2, t63: 1, t64: 1 },
};
