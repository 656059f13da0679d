/**
 * A part of the labelled set for the tuning part only (ninth round): a fourth blind tuning batch,
 * making and gems. Written and labelled before its writer read the engine (server/ai/), the older
 * rounds' notes or any tuning batch's misses, and before any engine ranked it. 14 plain ads of the
 * Indian diamond, gem and jewellery-making trade that the older parts do not have (diamond planner,
 * 4P / table polisher, bruter, laser sawing operator, rough (kachu) assorter, CVD grower, coloured
 * stone cutter, gold refinery operator, bullion vault / dispatch executive, export documentation
 * executive, PPC executive, rhodium / electroplating technician, chain making machine operator,
 * QA inspector for exports), written the way real ads are (bare, or with about-us, salary and
 * walk-in text, some Gujarati / Hindi trade words), and 70 seekers (w01-w70) in the words Indian
 * résumés use (ghat, kachu, galaxy, 4P, taliya, mathala, pel, ghanti, galai, chakri, ghisai,
 * job bag, micron), with objectives, hobbies, addresses and declarations, some with no years field
 * or preferred role, years in words or date ranges, and near misses who share an ad's words but
 * not its job (a civil planning engineer, a granite polisher, a glass cutter, an engineering CNC
 * turner, a sheet-metal laser cutter, a coal sampler, a semiconductor CVD engineer, a PVD coating
 * operator, a Kota stone quarry cutter, an oil refinery panel operator, a garment warehouse
 * dispatcher, a garment export documentation clerk, a visa documentation executive, an auto-parts
 * PPC engineer, a spinning-mill planner, an auto-parts electroplater, an industrial roller-chain
 * operator, a pharma QA officer, a software tester).
 *
 * Like the older blind batches, its jobs are source 'padded' and rank the tuning-only seekers
 * alone (this part's and the padded, plain and older blind batches', whose obvious fits, read from
 * their one-line overviews, are labelled here), and its seekers are ranked by the older tuning jobs
 * too (labelled in BLIND_TUNING4_CROSS_LABELS), never by a held-out, blind or sealed job, so every
 * held-out, blind and sealed figure stays as it was.
 *
 * Labels: 2 strong fit, 1 plausible, absent = not a fit (the role, the trade, and the years the job
 * asks: a junior is not labelled strong for a senior ask).
 */
import type { EvalJob, EvalSeeker } from './evaluationTypes';

type Labels = Record<string, Record<string, 1 | 2>>;

const P = { kind: 'easy', part: 'tuning', source: 'padded' } as const;

export const BLIND_TUNING4_JOBS: EvalJob[] = [
  { ...P, id: 'w-planner', title: 'Diamond Planner (Sarine / Galaxy)', category: 'Diamond Manufacturing', industry: 'Diamonds', skillsRequired: ['Rough Planning', 'Sarine Advisor', 'Galaxy'], description: 'Required experienced planner for our rough diamond manufacturing unit at Katargam. Planning of rough on Sarine Advisor / DiaExpert, Galaxy inclusion map reading, marking for sawing and 4P, best value and yield as per price list. 3+ years planning experience in 30 cent to 3 carat goods. Salary no bar for right candidate.', experience: 'Sr-Level', yearsOfExperience: 3, city: 'Surat' },
  { ...P, id: 'w-4p', title: '4P Karigar / Diamond Polisher', category: 'Diamond Manufacturing', industry: 'Diamonds', skillsRequired: ['Diamond Polishing', '4P', 'Table Polishing'], description: '4P na karigar joie che. Round and fancy, 10 cent to 1 carat, ghat as per planning, table and pel work on auto and manual ghanti. Weekly payment, overtime extra. Contact factory, Varachha Road, Hirabaug.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Surat' },
  { ...P, id: 'w-bruter', title: 'Bruter (Russian / Auto Bruting)', category: 'Diamond Manufacturing', industry: 'Diamonds', skillsRequired: ['Bruting', 'Girdle'], description: 'Bruting operator for round brilliant diamonds. Auto bruting machine setting, girdle thickness and roundness as per planning, diameter checking on gauge. Min 2 yrs in diamond bruting (Russian / mathala). Bhavnagar unit, room facility available.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Bhavnagar' },
  { ...P, id: 'w-laser', title: 'Laser Sawing Operator - Rough Diamonds', category: 'Diamond Manufacturing', industry: 'Diamonds', skillsRequired: ['Laser Sawing', 'Rough Diamonds'], description: 'We are hiring laser operators for sawing and cutting of rough diamonds on Sarine Quazer / fiber laser machines. Follow the planner\'s marking, sawing, kerf and loss control, slicing of CVD plates, machine cleaning and daily report. 1-3 years on diamond laser machines.', experience: 'Mid-Level', yearsOfExperience: 1, city: 'Surat' },
  { ...P, id: 'w-kachu', title: 'Rough Diamond Assorter (Kachu)', category: 'Diamond Manufacturing', industry: 'Diamonds', skillsRequired: ['Rough Assortment', 'Kachu'], description: 'Rough assorter for our Mahidharpura office. Kachu assortment by model, colour, quality and size: makeable, sawable, chips, rejections; weighing, lot making and entry for manufacturing and sale. Experience of DTC / ALROSA boxes and tender goods preferred. 5+ years.', experience: 'Sr-Level', yearsOfExperience: 5, city: 'Surat' },
  { ...P, id: 'w-cvd', title: 'CVD Grower / Reactor Technician', category: 'Lab Grown Diamond', industry: 'Lab Grown Diamonds', skillsRequired: ['CVD Diamond Growth', 'MPCVD Reactor', 'Seed Preparation'], description: 'About us: one of India\'s largest lab grown diamond growers with 400+ MPCVD machines at Sachin GIDC. Role: load seed plates, start and monitor growth runs, gas flow and plasma parameters, recipe logs, chamber cleaning and basic maintenance of the reactors, report polycrystalline or cracked growth. ITI / Diploma / B.Sc, 1-3 years in CVD growing. 12 hour shifts, canteen and transport.', experience: 'Mid-Level', yearsOfExperience: 1, city: 'Surat' },
  { ...P, id: 'w-lapidary', title: 'Gemstone Cutter (Lapidary)', category: 'Gemstones', industry: 'Gemstone', skillsRequired: ['Gem Cutting', 'Faceting', 'Cabochon'], description: 'Colour stone manufacturer in Johari Bazaar requires experienced gemstone cutters (ghisai karigar). Sawing, preforming, faceting and polishing of ruby, emerald, sapphire and semi precious on chakri, cabochon and calibrated sizes, weight retention. Piece rate or monthly salary.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Jaipur' },
  { ...P, id: 'w-refinery', title: 'Gold Refinery Operator', category: 'Refining', industry: 'Precious Metals', skillsRequired: ['Gold Refining', 'Aqua Regia', 'Melting'], description: 'NABL accredited gold refinery at Ahmedabad needs refinery operators. Melting of old gold and dore, aqua regia and electrolytic refining, silver parting, precipitation, casting of 999.9 and 995 bars, sweep and scrap recovery, following safety norms for acids and fumes. 2+ years in a gold refinery.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Ahmedabad' },
  { ...P, id: 'w-vault', title: 'Vault & Dispatch Executive - Bullion', category: 'Operations', industry: 'Bullion', skillsRequired: ['Vault Management', 'Bullion Dispatch', 'Stock Reconciliation'], description: 'Bullion dealer in Zaveri Bazaar requires vault cum dispatch executive. Inward and outward of gold and silver bars and coins, weighing and tally with invoices, custody under dual control, daily closing stock, delivery to jewellers through own staff / secure logistics, insurance records. Experience in bullion or jewellery stock handling, 2+ years. Walk in 11 am to 4 pm with resume.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Mumbai' },
  { ...P, id: 'w-export', title: 'Export Documentation Executive - Jewellery', category: 'Exports', industry: 'Jewellery', skillsRequired: ['Export Documentation', 'SEZ Procedures', 'Customs'], description: 'Export documentation executive for a diamond jewellery manufacturer in SEEPZ SEZ. Invoice, packing list, shipping bill on SEZ online, customs examination, Kimberley Process and GJEPC formalities, airway bill with the valuables logistics, e-BRC and bank realisation follow up. 2-4 years of gem and jewellery export documentation.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Mumbai' },
  { ...P, id: 'w-ppc', title: 'PPC Executive - Jewellery Manufacturing', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Production Planning', 'Order Tracking', 'ERP'], description: 'Production planning and control executive. Plan customer orders into job bags, load departments (CAD, casting, filing, setting, polishing), track WIP and delivery dates daily, follow up delays with karigars and department heads, dispatch plan and MIS in ERP and Excel. 3+ years PPC in a jewellery factory.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Mumbai' },
  { ...P, id: 'w-plating', title: 'Rhodium Plating Technician', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Rhodium Plating', 'Electroplating'], description: 'Plating technician for gold and silver jewellery unit. White and black rhodium, pen plating for two tone, gold and rose gold plating, electro cleaning, bath preparation and maintenance, micron checking. 2 yrs experience in jewellery plating.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Jaipur' },
  { ...P, id: 'w-chain', title: 'Chain Making Machine Operator', category: 'Jewellery Manufacturing', industry: 'Jewellery', skillsRequired: ['Chain Machine', 'Wire Drawing'], description: 'Gold chain factory requires machine operators for Italian chain making machines (rope, cable, box, curb, hollow). Machine setting, wire drawing and annealing, soldering powder and furnace, cutting and hammering lines. Experience 2-5 years. Salary 18000-30000 with PF and ESI.', experience: 'Mid-Level', yearsOfExperience: 2, city: 'Coimbatore' },
  { ...P, id: 'w-exportqa', title: 'QA Inspector - Jewellery Exports', category: 'Quality', industry: 'Jewellery', skillsRequired: ['Final Inspection', 'AQL', 'Buyer Standards'], description: 'QA inspector for our export jewellery factory supplying US and UK retailers. Final inspection as per buyer quality manual, AQL sampling, stone security and setting checks, metal and finish, weight and dimension against CAD / spec sheet, nickel and lead compliance records, rejection analysis. 3+ years QA/QC in jewellery manufacturing.', experience: 'Mid-Level', yearsOfExperience: 3, city: 'Mumbai' },
];

const S = { part: 'tuning' } as const;

export const BLIND_TUNING4_SEEKERS: EvalSeeker[] = [
  // diamond planner
  { ...S, id: 'w01', overview: 'Diamond planner with 5 years in a Katargam unit. Planning of rough on Sarine Advisor and DiaExpert, Galaxy report reading, marking for sawing and 4P, value addition as per Rapaport price. Objective: to work with a growing company.', skills: ['Sarine Advisor', 'DiaExpert', 'Galaxy', 'Marking'], preferredRoles: ['Planner'], yearsOfExperience: 5, city: 'Surat' },
  { ...S, id: 'w02', overview: 'Plotting and planning work since seven years. Kachu ma marking, Galaxy machine, Advisor software, yield and price calculation for 1 carat plus goods. Native place Amreli. Hobbies: garba, cricket.', skills: ['Planning', 'Galaxy', 'Advisor'], preferredRoles: ['Diamond Planner'], city: 'Surat' },
  { ...S, id: 'w03', overview: 'Rough planner and marker, 2016 to 2024 at a diamond manufacturing company in Mumbai and Surat. Sarine Advisor 7, Galaxy inclusion scanning, sawable and makeable planning, checking of 4P output against plan.', skills: ['Rough planning', 'Sarine'], preferredRoles: ['Planner', 'Marker'], city: 'Mumbai' },
  { ...S, id: 'w04', overview: 'Trainee planner for 8 months after Sarine operation course. Before that 4P karigar for 2 years. Learning Advisor and marking.', skills: ['Sarine basics', '4P'], preferredRoles: ['Planner'], yearsOfExperience: 2, city: 'Surat' },
  { ...S, id: 'w05', overview: 'Planning engineer, civil construction, 6 years. Project scheduling in Primavera P6 and MS Project, billing, site coordination for high rise buildings.', skills: ['Primavera', 'MS Project', 'Scheduling'], preferredRoles: ['Planning Engineer'], yearsOfExperience: 6, city: 'Surat' },

  // 4P polisher
  { ...S, id: 'w06', overview: '4P karigar, 8 years. Ghat as per planning, pel and table, round and fancy goods 20 cent to 2 carat, auto ghanti and manual ghanti. Working in Varachha.', skills: ['4P', 'Ghat', 'Table'], preferredRoles: ['4P Karigar'], yearsOfExperience: 8, city: 'Surat' },
  { ...S, id: 'w07', overview: 'Hira ghasai work from 2015 to till date: taliya, mathala and 4P on manual ghanti, later on auto machine. 10 std pass. Declaration: I hereby declare that all information is correct.', skills: ['Hira ghasai', 'Taliya', 'Mathala'], city: 'Surat' },
  { ...S, id: 'w08', overview: 'Table and crown polisher, 5 yrs, round brilliant and princess, 30 cent to 1 carat, also CVD goods. Good in finishing and polish quality.', skills: ['Table polishing', 'Crown polishing'], preferredRoles: ['Diamond Polisher'], yearsOfExperience: 5, city: 'Navsari' },
  { ...S, id: 'w09', overview: 'Helper in diamond polishing factory, 1 year. Learning 4P and table under a karigar, cleaning and dop setting.', skills: ['Dop setting'], preferredRoles: ['Helper'], yearsOfExperience: 1, city: 'Surat' },
  { ...S, id: 'w10', overview: 'Granite and marble polishing machine operator, 6 years in Kishangarh. Line polishing machine, slabs and tiles, abrasives change, mirror finish.', skills: ['Granite polishing', 'Line polisher'], preferredRoles: ['Polishing Operator'], yearsOfExperience: 6, city: 'Kishangarh' },

  // bruter
  { ...S, id: 'w11', overview: 'Bruting karigar (Russian) 6 years. Auto bruting machine setting, round shape girdle, diameter and roundness checking, 50 cent plus goods.', skills: ['Bruting', 'Auto bruting'], preferredRoles: ['Bruter'], yearsOfExperience: 6, city: 'Bhavnagar' },
  { ...S, id: 'w12', overview: 'Working in bruting department since 2020. Auto bruting and fancy shape (oval, pear) bruting, girdle thickness as per plan, gauge measurement. Father name: Ramesh Bhai.', skills: ['Bruting', 'Girdle'], city: 'Bhavnagar' },
  { ...S, id: 'w13', overview: 'Diamond worker 2 years: bruting helper and some 4P work on small goods. Ready to work in any department.', skills: ['Bruting', '4P'], yearsOfExperience: 2, city: 'Amreli' },
  { ...S, id: 'w14', overview: 'Glass cutter and bevelling machine operator, 5 years, toughened glass, mirror edging and cutting to size for windows and furniture.', skills: ['Glass cutting', 'Bevelling'], preferredRoles: ['Glass Cutter'], yearsOfExperience: 5, city: 'Ahmedabad' },
  { ...S, id: 'w15', overview: 'CNC turning machinist, ITI turner, 7 yrs in engineering company. Fanuc and Siemens control, reading drawings, vernier and micrometer, auto parts shafts.', skills: ['CNC turning', 'Fanuc'], preferredRoles: ['CNC Operator', 'Machinist'], yearsOfExperience: 7, city: 'Rajkot' },

  // laser sawing
  { ...S, id: 'w16', overview: 'Laser saw operator (Sarine Quazer and Synova) 4 years. Sawing of rough as per planner marking, kerf loss control, also CVD plate slicing. Daily production report.', skills: ['Laser sawing', 'Quazer'], preferredRoles: ['Laser Operator'], yearsOfExperience: 4, city: 'Surat' },
  { ...S, id: 'w17', overview: 'Laser cutting of kachu on fiber laser diamond machine, 3 yrs, following Galaxy marking, coning and cutting, machine cleaning.', skills: ['Diamond laser', 'Rough cutting'], city: 'Surat' },
  { ...S, id: 'w18', overview: 'Laser marking operator at a jewellery unit, 2 years: HUID and logo marking on gold jewellery, laser soldering of findings.', skills: ['Laser marking', 'Laser soldering'], preferredRoles: ['Laser Operator'], yearsOfExperience: 2, city: 'Mumbai' },
  { ...S, id: 'w19', overview: 'Laser cutting machine operator in sheet metal fabrication, Trumpf and Bystronic, 5 years. Nesting, MS and SS sheets, bending support.', skills: ['Laser cutting', 'Sheet metal'], preferredRoles: ['Laser Cutting Operator'], yearsOfExperience: 5, city: 'Pune' },

  // rough assorter (kachu)
  { ...S, id: 'w20', overview: 'Rough assorter, 9 years. Kachu assortment by model, colour and quality: makeable, sawable, chips and rejection. Worked on DTC sight boxes and ALROSA goods, lot making and weighing.', skills: ['Rough assortment', 'Kachu'], preferredRoles: ['Rough Assorter'], yearsOfExperience: 9, city: 'Surat' },
  { ...S, id: 'w21', overview: 'Kachu ni assortment nu kaam, six years in Mahidharpura office. Crystal, sawable, makeable sorting, colour and size, tender goods also. Address: 12, Laxmi Nagar, Varachha.', skills: ['Rough sorting'], city: 'Surat' },
  { ...S, id: 'w22', overview: 'Rough purchase assistant for a diamond company, 4 yrs: viewing tender goods in Antwerp and Dubai, rough evaluation with Galaxy and Sarine reports, price estimate for bids.', skills: ['Rough evaluation', 'Tenders'], preferredRoles: ['Rough Buyer'], yearsOfExperience: 4, city: 'Mumbai' },
  { ...S, id: 'w23', overview: 'Polished diamond assorter 3 years. Colour and clarity of polished stones, sieve sizes, parcel making for sale and GIA.', skills: ['Polished assortment'], preferredRoles: ['Assorter'], yearsOfExperience: 3, city: 'Surat' },
  { ...S, id: 'w24', overview: 'Coal sampling and grading assistant at a washery, 4 years. Sample collection, size sorting, ash and moisture testing for dispatch.', skills: ['Sampling', 'Grading'], preferredRoles: ['Sampling Assistant'], yearsOfExperience: 4, city: 'Dhanbad' },

  // CVD grower
  { ...S, id: 'w25', overview: 'CVD grower, 3 years at a lab grown diamond plant in Sachin GIDC. Loading seed plates, starting growth runs, watching plasma and gas flow, recipe log, chamber cleaning.', skills: ['CVD growth', 'Seed loading'], preferredRoles: ['CVD Grower'], yearsOfExperience: 3, city: 'Surat' },
  { ...S, id: 'w26', overview: 'Reactor technician in LGD company from 2022. MPCVD machines maintenance, vacuum pump and chiller, leak testing, preventive maintenance. Diploma mechanical.', skills: ['Reactor maintenance', 'Vacuum systems'], preferredRoles: ['Reactor Technician'], city: 'Surat' },
  { ...S, id: 'w27', overview: 'M.Sc Physics. 2 years process engineer in diamond growth: CVD recipe development, seed preparation and cleaning, Raman and PL testing of grown crystals.', skills: ['CVD diamond', 'Raman', 'Seed preparation'], preferredRoles: ['Process Engineer'], yearsOfExperience: 2, city: 'Surat' },
  { ...S, id: 'w28', overview: 'HPHT press operator, 2 yrs, cubic press for lab grown diamonds, cell assembly, pressure and temperature cycles.', skills: ['HPHT press'], preferredRoles: ['Press Operator'], yearsOfExperience: 2, city: 'Surat' },
  { ...S, id: 'w29', overview: 'Process engineer, semiconductor wafer fab, 5 years: CVD and PECVD thin film deposition, etch, SPC and yield improvement, cleanroom.', skills: ['PECVD', 'Thin films', 'SPC'], preferredRoles: ['Process Engineer'], yearsOfExperience: 5, city: 'Bengaluru' },
  { ...S, id: 'w30', overview: 'PVD coating machine operator, 4 years, gold colour coating on sanitary fittings and door handles, vacuum chamber loading, cleaning line.', skills: ['PVD coating', 'Vacuum chamber'], preferredRoles: ['Coating Operator'], yearsOfExperience: 4, city: 'Rajkot' },

  // lapidary
  { ...S, id: 'w31', overview: 'Gemstone cutting karigar, Jaipur, 12 years. Ruby, emerald, tanzanite, sapphire: sawing, preforming (ghisai), faceting on chakri and polishing, calibrated and free sizes.', skills: ['Faceting', 'Ghisai', 'Preforming'], preferredRoles: ['Gem Cutter'], yearsOfExperience: 12, city: 'Jaipur' },
  { ...S, id: 'w32', overview: 'Lapidary artisan, cabochon cutting and polishing of emerald, moonstone, opal and semi precious, six years in a Gopalji ka Rasta workshop. Hobbies: kite flying.', skills: ['Cabochon', 'Lapidary'], city: 'Jaipur' },
  { ...S, id: 'w33', overview: 'Precision gem faceter, 4 years. Calibrated stones for jewellery manufacturers, faceting machine with index, angle and weight retention, coloured stones and CZ.', skills: ['Faceting', 'Calibration'], preferredRoles: ['Faceter'], yearsOfExperience: 4, city: 'Jaipur' },
  { ...S, id: 'w34', overview: 'Agate and semi precious bead maker in Khambhat, 5 years: cutting, shaping, drilling and polishing of beads.', skills: ['Bead making', 'Drilling'], yearsOfExperience: 5, city: 'Khambhat' },
  { ...S, id: 'w35', overview: 'Stone cutter at a Kota stone quarry and processing unit, 7 years: block cutting, gang saw, edge cutting of slabs.', skills: ['Stone cutting', 'Gang saw'], preferredRoles: ['Stone Cutter'], yearsOfExperience: 7, city: 'Kota' },

  // refinery
  { ...S, id: 'w36', overview: 'Refinery operator, 5 years at a gold refinery. Aqua regia dissolution, precipitation, electrolytic refining, melting and casting of 999.9 bars, sweep recovery. Acid handling and fume scrubber.', skills: ['Gold refining', 'Aqua regia', 'Bar casting'], preferredRoles: ['Refinery Operator'], yearsOfExperience: 5, city: 'Ahmedabad' },
  { ...S, id: 'w37', overview: 'Galai karigar, ten years in Zaveri Bazaar. Gold refining by nitric acid parting, silver recovery, melting and making 995 lagadi (bars), purity checking on touchstone.', skills: ['Galai', 'Parting', 'Melting'], city: 'Mumbai' },
  { ...S, id: 'w38', overview: 'Fire assay chemist, 3 years in a refinery lab. Cupellation, gold and silver purity of bars, XRF cross check, lab register. B.Sc Chemistry.', skills: ['Fire assay', 'Cupellation', 'XRF'], preferredRoles: ['Assayer', 'Chemist'], yearsOfExperience: 3, city: 'Ahmedabad' },
  { ...S, id: 'w39', overview: 'Panel operator, crude distillation unit of an oil refinery, 8 years. DCS operation, shift log, safety permits, process upsets handling.', skills: ['DCS', 'Refinery operations'], preferredRoles: ['Panel Operator'], yearsOfExperience: 8, city: 'Jamnagar' },
  { ...S, id: 'w40', overview: 'Melting man in a gold jewellery factory, 4 years. Alloy making for 22k and 18k, melting and wire and sheet rolling, recovery of scrap and filings.', skills: ['Melting', 'Alloying'], preferredRoles: ['Melting Operator'], yearsOfExperience: 4, city: 'Ahmedabad' },

  // vault / dispatch bullion
  { ...S, id: 'w41', overview: 'Vault executive with a bullion trading company, 4 yrs. Inward and outward of gold bars and coins, weighing and tally with invoices, dual custody, daily stock closing, delivery challans and insurance register.', skills: ['Vault management', 'Bullion stock'], preferredRoles: ['Vault Executive'], yearsOfExperience: 4, city: 'Mumbai' },
  { ...S, id: 'w42', overview: 'Dispatch incharge at a bullion dealer since 2018. Delivery of bars and silver bricks to jewellers of Zaveri Bazaar and outstation by angadia, challan, daily stock register. Objective: responsible post.', skills: ['Dispatch', 'Bullion'], city: 'Mumbai' },
  { ...S, id: 'w43', overview: 'Cash officer and vault custodian in a bank branch, 5 years: cash vault keys under dual control, currency chest, ATM replenishment records.', skills: ['Cash vault', 'Dual control'], preferredRoles: ['Cash Officer'], yearsOfExperience: 5, city: 'Thane' },
  { ...S, id: 'w44', overview: 'Store keeper in a gold jewellery manufacturing unit, 3 years. Issue and receipt of gold to karigars, weight tally, daily metal balance.', skills: ['Metal issue', 'Weight tally'], preferredRoles: ['Store Keeper'], yearsOfExperience: 3, city: 'Mumbai' },
  { ...S, id: 'w45', overview: 'Warehouse dispatch executive at a garment company, 3 years. Picking, packing, invoice, e-way bill and transporter booking.', skills: ['Dispatch', 'E-way bill'], preferredRoles: ['Dispatch Executive'], yearsOfExperience: 3, city: 'Bhiwandi' },

  // export documentation
  { ...S, id: 'w46', overview: 'Export documentation executive, diamond jewellery unit in SEEPZ, 4 years. Invoice, packing list, shipping bill on SEZ online, customs examination, KP certificate, GJEPC, e-BRC follow up with bank.', skills: ['Export documentation', 'SEZ online', 'KP'], preferredRoles: ['Export Executive'], yearsOfExperience: 4, city: 'Mumbai' },
  { ...S, id: 'w47', overview: 'Import export documentation for a gems and jewellery exporter in Sitapura, 2019 to 2023. Shipping bill, courier exports, IEC and RCMC renewal, EDPMS and BRC with bank, DGFT portal.', skills: ['Import export documentation', 'DGFT', 'EDPMS'], city: 'Jaipur' },
  { ...S, id: 'w48', overview: 'Accounts cum export assistant at a colour stone exporter, 2 years: export invoices, packing list, Tally entries, bank realisation.', skills: ['Tally', 'Export invoice'], preferredRoles: ['Accounts Assistant'], yearsOfExperience: 2, city: 'Jaipur' },
  { ...S, id: 'w49', overview: 'Export documentation clerk, knitwear garments export house, 5 years. Commercial invoice, packing list, shipping bill through CHA, certificate of origin, drawback and RoDTEP claims.', skills: ['Export documentation', 'Drawback'], preferredRoles: ['Documentation Executive'], yearsOfExperience: 5, city: 'Tiruppur' },
  { ...S, id: 'w50', overview: 'Visa documentation executive at a travel agency, 3 years. Visa files, appointment booking, document checklist and embassy follow up.', skills: ['Visa documentation'], preferredRoles: ['Documentation Executive'], yearsOfExperience: 3, city: 'Mumbai' },

  // PPC
  { ...S, id: 'w51', overview: 'PPC executive in gold and diamond jewellery factory, 5 years. Order planning, job bag issue, department loading for casting, filing, setting and polish, WIP tracking and delivery follow up in ERP, daily MIS.', skills: ['PPC', 'Job bags', 'WIP tracking'], preferredRoles: ['PPC Executive'], yearsOfExperience: 5, city: 'Mumbai' },
  { ...S, id: 'w52', overview: 'Production coordinator in an export jewellery unit since 2020: customer order to bag, CAD, RP and casting follow up, pending report, dispatch planning with the QC. Career objective: to grow in production planning.', skills: ['Production coordination', 'Pending report'], city: 'Mumbai' },
  { ...S, id: 'w53', overview: 'Production supervisor in a jewellery manufacturing unit, 8 years. Handling 40 karigars, daily production targets, metal loss and quality checks.', skills: ['Karigar management', 'Metal loss'], preferredRoles: ['Production Supervisor'], yearsOfExperience: 8, city: 'Mumbai' },
  { ...S, id: 'w54', overview: 'PPC engineer in an auto components plant, 6 years. MRP run in SAP PP, capacity planning, machine loading, dispatch schedules to OEMs.', skills: ['SAP PP', 'MRP', 'Capacity planning'], preferredRoles: ['PPC Engineer'], yearsOfExperience: 6, city: 'Pune' },
  { ...S, id: 'w55', overview: 'Planning executive in a cotton spinning mill, 4 years: count wise production plan, machine allocation, yarn dispatch schedule.', skills: ['Production planning'], preferredRoles: ['Planning Executive'], yearsOfExperience: 4, city: 'Coimbatore' },

  // plating
  { ...S, id: 'w56', overview: 'Rhodium plating karigar, 5 yrs. White and black rhodium, pen plating for two tone, electro cleaning, bath maintenance, gold jewellery and silver 925.', skills: ['Rhodium plating', 'Pen plating'], preferredRoles: ['Plating Karigar'], yearsOfExperience: 5, city: 'Jaipur' },
  { ...S, id: 'w57', overview: 'Plating technician in jewellery manufacturing from 2019 to till date. Gold, rose gold and rhodium plating, micron measurement, bath chemistry and filtration, rectifier setting.', skills: ['Jewellery plating', 'Micron'], city: 'Mumbai' },
  { ...S, id: 'w58', overview: 'Imitation jewellery electroplating, Rajkot, eight years. Micron gold plating on brass and copper, silver and rhodium polish, anti tarnish lacquer.', skills: ['Electroplating', 'Micron gold'], preferredRoles: ['Plating Master'], city: 'Rajkot' },
  { ...S, id: 'w59', overview: 'Polisher, 4 years, gold and platinum rings: pre polish, final buffing, ultrasonic cleaning and rhodium dip before QC.', skills: ['Polishing', 'Rhodium'], preferredRoles: ['Polisher'], yearsOfExperience: 4, city: 'Mumbai' },
  { ...S, id: 'w60', overview: 'Electroplater, automobile parts, 7 years. Zinc, nickel and hard chrome plating lines, salt spray testing, ETP.', skills: ['Zinc plating', 'Chrome plating'], preferredRoles: ['Plating Supervisor'], yearsOfExperience: 7, city: 'Faridabad' },

  // chain machine
  { ...S, id: 'w61', overview: 'Chain machine operator, 6 years. Italian chain making machines: rope, box, curb, hollow chains. Machine setting, wire drawing, soldering powder and belt furnace.', skills: ['Chain machine', 'Wire drawing'], preferredRoles: ['Machine Operator'], yearsOfExperience: 6, city: 'Coimbatore' },
  { ...S, id: 'w62', overview: 'Machine chain karigar since 2017 in Rajkot. Chain machine setting, annealing, hammering and diamond cutting line, gold and silver chains.', skills: ['Machine chain', 'Annealing'], city: 'Rajkot' },
  { ...S, id: 'w63', overview: 'Hand made chain karigar, 10 years, Bengali worker. Link making, joint soldering, kadi, fancy chains in 22k.', skills: ['Chain making', 'Soldering'], preferredRoles: ['Karigar'], yearsOfExperience: 10, city: 'Coimbatore' },
  { ...S, id: 'w64', overview: 'Operator in industrial roller chain factory, 4 years: link plate press, pin assembly, heat treatment of conveyor and bike chains.', skills: ['Press operation', 'Assembly'], preferredRoles: ['Machine Operator'], yearsOfExperience: 4, city: 'Ludhiana' },

  // export QA
  { ...S, id: 'w65', overview: 'QA inspector, diamond jewellery exports in SEEPZ, 4 years. Final inspection as per buyer manual, AQL sampling, setting and stone security, finish, weight and CAD checking, nickel compliance records.', skills: ['Final inspection', 'AQL', 'Buyer standards'], preferredRoles: ['QA Inspector'], yearsOfExperience: 4, city: 'Mumbai' },
  { ...S, id: 'w66', overview: 'Quality control, jewellery manufacturing, 6 years: incoming metal and findings, in process and final inspection, rejection analysis, customer complaint reports.', skills: ['Quality control', 'Rejection analysis'], preferredRoles: ['QC Executive'], yearsOfExperience: 6, city: 'Mumbai' },
  { ...S, id: 'w67', overview: 'Third party inspector for silver and fashion jewellery exports, 3 years: pre shipment AQL inspection for UK buyers, measurement, plating and finish checks, inspection reports.', skills: ['AQL', 'Pre shipment inspection'], preferredRoles: ['Inspector'], yearsOfExperience: 3, city: 'Jaipur' },
  { ...S, id: 'w68', overview: 'QA officer in a pharma formulation plant, 5 years: IPQA, deviations, CAPA, batch record review, GMP audits.', skills: ['IPQA', 'CAPA', 'GMP'], preferredRoles: ['QA Officer'], yearsOfExperience: 5, city: 'Ahmedabad' },
  { ...S, id: 'w69', overview: 'QA engineer (software testing), 3 years. Manual and Selenium testing, test cases, bug reports in JIRA.', skills: ['Selenium', 'Manual testing'], preferredRoles: ['QA Engineer'], yearsOfExperience: 3, city: 'Pune' },

  // diamond all-rounder
  { ...S, id: 'w70', overview: 'Diamond karigar with 10 yrs in the line. Started in bruting, then 4P and table on auto ghanti for six years, last two years basic planning on Advisor. Hobbies: bhajan.', skills: ['4P', 'Bruting', 'Planning'], preferredRoles: ['4P Karigar', 'Planner'], city: 'Surat' },
];

/** This part's jobs: its own seekers and the older tuning-only seekers who plainly fit (labelled before any ranking). */
export const BLIND_TUNING4_LABELS: Labels = {
  'w-planner': { w01: 2, w02: 2, w03: 2, w04: 1, w22: 1, w70: 1, q69: 1 },
  'w-4p': { w06: 2, w07: 2, w08: 2, w70: 2, u44: 2, w09: 1, w13: 1, w04: 1 },
  'w-bruter': { w11: 2, w12: 2, w13: 1, w70: 1 },
  'w-laser': { w16: 2, w17: 2, w18: 1 },
  'w-kachu': { w20: 2, w21: 2, w22: 1, w23: 1, q68: 1, p10: 1, u41: 1 },
  'w-cvd': { w25: 2, w26: 2, w27: 2, p37: 2, w28: 1 },
  'w-lapidary': { w31: 2, w32: 2, w33: 2, w34: 1 },
  'w-refinery': { w36: 2, w37: 2, w38: 1, w40: 1, u15: 1 },
  'w-vault': { w41: 2, w42: 2, w44: 1, t36: 1, t38: 1 },
  'w-export': { w46: 2, w47: 2, w48: 1, t36: 1 },
  'w-ppc': { w51: 2, w52: 2, w53: 1 },
  'w-plating': { w56: 2, w57: 2, w58: 2, w59: 1 },
  'w-chain': { w61: 2, w62: 2, w63: 1, t09: 1, u57: 1 },
  'w-exportqa': { w65: 2, w66: 2, w67: 2, q23: 2, q22: 1 },
};

/** The older tuning jobs this part's seekers fit (held-out, blind and sealed jobs never rank them). */
export const BLIND_TUNING4_CROSS_LABELS: Labels = {
  'r-assorter': { w23: 2, w20: 1, w21: 1 },
  'u-sorter': { w23: 1 },
  'j-grader': { w23: 1 },
  'r-qc': { w65: 2, w66: 2, w67: 1 },
  'h-qc': { w65: 2, w66: 2, w67: 1 },
  'h-polisher': { w59: 2, w56: 1 },
  'r-polisher': { w59: 2 },
  'h-production': { w53: 1, w51: 1 },
  'u-cnc': { w18: 2, w62: 1 },
  'j-inventory': { w44: 1 },
  't-logistics': { w41: 1, w42: 1, w46: 1 },
  't-assayer': { w38: 1 },
  'u-xrf': { w38: 1 },
  'h-casting': { w40: 1 },
  'r-bench': { w63: 1 },
  'u-oldgold': { w37: 1 },
};
