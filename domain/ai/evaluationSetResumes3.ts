/**
 * Evaluation set, a third tuning part of whole résumés (source 'resume', part 'tuning'): 10 ads of
 * luxury retail and the jewellery trade's back office (a luxury watch boutique, the Dubai gold souk,
 * a SEEPZ export house, Surat diamond assortment, gold-loan appraisal, a fine-jewellery boutique, a
 * jewellery e-commerce catalogue; and three near-miss clusters: a training head wanted among juniors,
 * a watchmaker among watch sellers, a clienteling executive among other trades' "client relationship"
 * and "CRM" people) and 60 job seekers given as the text a PDF résumé's text layer gives.
 *
 * Written blind: without reading the matching engine, its tests, or any other part of the evaluation
 * set (only the shapes in evaluationTypes.ts), and labelled before any engine ranked it.
 *
 * Labels, for each job over every seeker of this file: 2 = a strong fit (does this job, at the asked
 * seniority); 1 = plausible (a sibling role, a step too junior or senior, the same work in another
 * product); absent = not a fit.
 */
import type { EvalJob, EvalSeeker } from './evaluationTypes';

type Labels = Record<string, Record<string, 1 | 2>>;

const E = { kind: 'easy', part: 'tuning', source: 'resume' } as const;
const H = { kind: 'hard', part: 'tuning', source: 'resume' } as const;

export const RESUME3_JOBS: EvalJob[] = [
  {
    ...E,
    id: 'rb-watch-advisor',
    title: 'Client Advisor – Luxury Watch Boutique',
    category: 'Sales',
    industry: 'Luxury Watches',
    skillsRequired: ['Luxury Sales', 'Clienteling', 'Swiss Watches', 'Customer Relationship', 'POS'],
    description:
      'About us: a multi-brand luxury watch retailer with boutiques for Swiss brands in Mumbai (Palladium, Lower Parel and Colaba). We are hiring Client Advisors for our mono-brand boutique. You will welcome and advise walk-in and VIP clients, present timepieces and explain movements, complications and brand heritage, maintain the client book and follow up (clienteling), handle waitlists for allocated models, process sales on POS and after-sales intake. Salary 5–8 LPA + incentives, brand training in Switzerland for top performers.',
    requirements: 'Graduate, 2–5 years in luxury retail (watches preferred), excellent English, well groomed, weekends working.',
    experience: 'Mid-Level',
    yearsOfExperience: 3,
    city: 'Mumbai',
  },
  {
    ...E,
    id: 'rb-dubai-souk',
    title: 'Jewellery Sales Executive (Dubai – Gold Souk)',
    category: 'Sales',
    industry: 'Jewellery Retail',
    skillsRequired: ['Jewellery Sales', 'Gold Jewellery', 'Diamond Jewellery', 'Customer Handling', 'Hindi'],
    description:
      'Urgent requirement for a leading gold and diamond jewellery showroom in Deira Gold Souk, Dubai. Sales executives to sell 22K / 18K gold and diamond jewellery to Indian, Arab and tourist customers, explain purity, making charges and weight, handle old gold exchange, achieve monthly targets. Salary AED 3,000–4,500 + commission, visa, accommodation, transport and air ticket by company. 2 years contract.',
    requirements: 'Min 2 years jewellery showroom sales in India or GCC. Hindi / Malayalam / English; Arabic an advantage. Valid passport.',
    experience: 'Mid-Level',
    yearsOfExperience: 2,
    city: 'Dubai',
  },
  {
    ...E,
    id: 'rb-export-merch',
    title: 'Merchandiser – Jewellery Export',
    category: 'Merchandising',
    industry: 'Jewellery Manufacturing & Export',
    skillsRequired: ['Export Merchandising', 'Buyer Communication', 'Sampling', 'Order Follow-up', 'Excel'],
    description:
      'Gold and diamond jewellery manufacturer-exporter in SEEPZ SEZ, Andheri East, supplying US and UK retail chains. The merchandiser handles buyer enquiries and POs, costing sheets, sample development with CAD and the factory, TNA and order follow-up with production, QC and packing as per buyer manual, shipment documents coordination.',
    requirements: '3–6 yrs merchandising in jewellery export. Good English email communication, MS Excel. Knowledge of metal, stones and findings.',
    experience: 'Mid-Level',
    yearsOfExperience: 4,
    city: 'Mumbai',
  },
  {
    ...E,
    id: 'rb-diamond-assorter',
    title: 'Diamond Assorter',
    category: 'Diamond Processing',
    industry: 'Diamonds',
    skillsRequired: ['Diamond Assortment', 'Clarity Grading', 'Colour Grading', 'Sieve Sizes', 'Loupe'],
    description:
      'Diamond assorter required for polished and rough assortment department at Varachha, Surat. Sorting of polished diamonds by sieve size, shape, colour and clarity, making parcels as per price list, checking against Sarine / lab reports. 1–3 years experience. Salary as per work.',
    experience: 'Mid-Level',
    yearsOfExperience: 2,
    city: 'Surat',
  },
  {
    ...E,
    id: 'rb-goldloan-appraiser',
    title: 'Gold Loan Officer / Gold Appraiser',
    category: 'Banking & Finance',
    industry: 'NBFC – Gold Loans',
    skillsRequired: ['Gold Appraisal', 'Purity Testing', 'Gold Loan', 'KYC', 'Customer Service'],
    description:
      'Our NBFC is hiring Gold Loan Officers for branches in Ernakulam district. Role: appraisal of gold ornaments (touchstone, acid test, karatmeter), weighing and purity assessment, LTV calculation, KYC and loan documentation, disbursement, renewals and auction follow-up, cash handling and branch sales targets. Freshers with gold appraisal training also welcome.',
    requirements: 'Any graduate, 0–2 years. Malayalam mandatory.',
    experience: 'Entry/Fresher',
    yearsOfExperience: 0,
    city: 'Kochi',
  },
  {
    ...E,
    id: 'rb-boutique-mgr',
    title: 'Boutique Manager – Fine Jewellery',
    category: 'Retail Management',
    industry: 'Fine Jewellery',
    skillsRequired: ['Store Management', 'Team Leadership', 'Jewellery Retail', 'Sales Targets', 'Inventory Control', 'VIP Clients'],
    description:
      'A premium diamond and fine jewellery brand is looking for a Boutique Manager for its flagship in Phoenix Mall of Asia, Bengaluru. Full P&L of the boutique, a team of 12, monthly targets, stock audits and inventory accuracy, VIP clienteling and events, visual standards, hiring and training of sales staff.',
    requirements: '8+ years of retail experience with at least 3 as store / boutique manager in jewellery or luxury.',
    experience: 'Management-Level',
    yearsOfExperience: 8,
    city: 'Bengaluru',
  },
  {
    ...E,
    id: 'rb-ecom-catalog',
    title: 'E-commerce Catalogue Executive',
    category: 'E-commerce',
    industry: 'Jewellery (Lab-grown Diamonds)',
    skillsRequired: ['Catalogue Management', 'Product Listing', 'Shopify', 'Excel', 'Image Editing'],
    description:
      'D2C lab-grown diamond jewellery brand. Create and update product listings on our website (Shopify) and marketplaces (Amazon, Myntra, Tata CLiQ Luxury): SKU codes, titles, descriptions, metal / stone / carat attributes, pricing sheets, image uploads, fixing listing errors.',
    requirements: 'Fresher or up to 2 years. Advanced Excel. Jewellery knowledge a plus.',
    experience: 'Entry/Fresher',
    yearsOfExperience: 1,
    city: 'Mumbai',
  },
  {
    ...H,
    id: 'rb-hard-training-head',
    title: 'Head – Retail Training (Jewellery Chain)',
    category: 'Training & Development',
    industry: 'Jewellery Retail',
    skillsRequired: ['Training Needs Analysis', 'Product Training', 'Sales Training', 'Training Calendar', 'Team Management'],
    description:
      'A jewellery retail chain with 60+ showrooms in West and South India wants a Head of Retail Training. Own the training strategy across all stores: induction of new sales staff, product knowledge (gold, diamonds, 4Cs, gemstones, hallmarking), selling skills and customer experience, building the training academy, managing a team of regional trainers, training budget and ROI reporting to the CHRO.',
    requirements: '12+ years, of which 5+ heading training for a retail chain (jewellery preferred).',
    experience: 'Management-Level',
    yearsOfExperience: 12,
    city: 'Mumbai',
  },
  {
    ...H,
    id: 'rb-hard-watchmaker',
    title: 'Watchmaker – Swiss Luxury Watches (After-Sales Service)',
    category: 'Technical / Service',
    industry: 'Luxury Watches',
    skillsRequired: ['Watchmaking', 'Mechanical Movements', 'Servicing & Overhaul', 'Water Resistance Testing', 'Timegrapher'],
    description:
      'Service centre of a luxury watch distributor in Mumbai requires a Watchmaker. Complete service of mechanical and automatic Swiss movements (disassembly, cleaning, lubrication, regulation), chronographs, case and bracelet refurbishment, water resistance and timegrapher testing, as per brand service standards.',
    requirements: 'WOSTEP / brand certified watchmaker preferred, minimum 3 years bench experience.',
    experience: 'Mid-Level',
    yearsOfExperience: 3,
    city: 'Mumbai',
  },
  {
    ...H,
    id: 'rb-hard-clienteling',
    title: 'CRM & Clienteling Executive',
    category: 'Marketing / CRM',
    industry: 'Fine Jewellery',
    skillsRequired: ['Clienteling', 'CRM', 'Customer Database', 'Campaigns', 'Loyalty Programme'],
    description:
      'Fine jewellery brand with 14 boutiques in North India. You will run clienteling for the boutiques: segment the customer database (VIC / HNI clients), plan birthday & anniversary outreach, WhatsApp and email campaigns, private preview events, track boutique staff client-book follow-ups, loyalty programme reports and repeat-purchase analysis.',
    requirements: '2–4 yrs in CRM / clienteling in jewellery, luxury or premium retail. Excel, any CRM tool.',
    experience: 'Mid-Level',
    yearsOfExperience: 3,
    city: 'Gurugram',
  },
];

const S = { part: 'resume', overview: '' } as const;

export const RESUME3_SEEKERS: EvalSeeker[] = [
  {
    ...S,
    id: 'rb01',
    resume: `KARAN MEHTA
Client Advisor – Luxury Timepieces
+91 98201 44732 | karan.mehta.lux@gmail.com | Andheri West, Mumbai 400058

PROFESSIONAL SUMMARY
Luxury retail professional with 4+ yrs in Swiss watch boutiques. Strong in clienteling, VIP client handling and product storytelling. Consistent top 3 in boutique sales.

WORK EXPERIENCE
Client Advisor | Rolex boutique, Ethos Ltd., Palladium Mumbai | Mar 2022 – Present
• Advising walk-in and VIP clients on Oyster Perpetual, Datejust, Submariner and professional models
• Maintaining client book of 250+ clients on CRM, birthday / anniversary calls, private viewings
• Managing waitlist and allocation requests as per brand guidelines
• Sales billing on POS, after-sales intake and service follow-up with service centre
• Achieved 118% of annual target FY 2024-25

Sales Associate | Helios by Titan, Infiniti Mall Malad | Jun 2020 – Feb 2022
• Sales of Tissot, Longines, Fossil and premium watches
• Stock counts, display and daily sales report

EDUCATION
B.Com – Mumbai University (2020)

SKILLS
Clienteling | Luxury Sales | Swiss watch movements | CRM (Salesforce) | POS | English, Hindi, Marathi, Gujarati`,
    skills: ['Clienteling', 'Luxury Sales', 'Swiss Watches', 'CRM', 'POS'],
    preferredRoles: ['Client Advisor', 'Senior Client Advisor'],
    yearsOfExperience: 6,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rb02',
    resume: `Rohan D'Souza
Email: rohan.dsouza91@yahoo.com  Mobile: 9833012276
Bandra East, Mumbai

Objective
To grow as a sales professional in luxury watch retail where my product knowledge and client service is valued.

Experience

Omega Boutique (operated by Kamal Watch Co.), High Street Phoenix, Mumbai
Sales Consultant          Aug 2023 - till date
- Selling Omega Seamaster, Speedmaster, Constellation to domestic and NRI clients
- Explain co-axial movement, Master Chronometer certification, warranty
- Follow up with prospective clients on phone and WhatsApp, invites for launches
- Handle watch servicing intake and customer complaints

Titan Company Ltd – World of Titan, Thane
Sales Executive          May 2021 - Jul 2023
- Sales of Titan, Xylys, Nebula (gold watches), daily target achievement
- Customer data entry in POS, stock receiving

Education
B.A. (Economics), St. Xavier's College Mumbai, 2021

Languages: English, Hindi, Konkani`,
  },
  {
    ...S,
    id: 'rb03',
    resume: `CURRICULUM VITAE

NEHA KAPOOR
House No. 214, Sector 9, Rohini, New Delhi - 110085
Mob: 9811265540 | Email: nehakapoor.sales@gmail.com

Career Objective:
Seeking a challenging position as luxury watch consultant in a reputed boutique.

Work Experience:

Company: Johnson Watch Co. (Authorised retailer – Cartier, Breitling, TAG Heuer)
Designation: Senior Sales Consultant
Duration: April 2021 to Present
Responsibilities:
➢ Retail sales of luxury watches at DLF Emporio store
➢ Building long term relations with HNI clients, maintaining client database
➢ Conducting in-store events and trunk shows with brand team
➢ Clearing monthly stock audit, no shortage in 5 years

Company: Lifestyle International, Select Citywalk
Designation: Customer Service Associate
Duration: Jan 2020 to March 2021

Educational Qualification:
• BBA from IP University, 2019
• 12th CBSE, 2016

Personal Details:
Date of Birth: 12/08/1998
Languages Known: English, Hindi, Punjabi
Marital Status: Single
Willing to relocate: Yes (Mumbai / Bengaluru)

Declaration: I hereby declare that the above information is true to the best of my knowledge.
(Neha Kapoor)`,
    skills: ['Luxury Watch Sales', 'HNI Clients', 'Client Database', 'Events'],
    preferredRoles: ['Luxury Watch Consultant'],
    yearsOfExperience: 6,
    city: 'New Delhi',
  },
  {
    ...S,
    id: 'rb04',
    resume: `SANJAY IYER
Boutique Manager | Luxury Watches
Mumbai | +91 99200 51873 | sanjay.iyer@outlook.com | linkedin.com/in/sanjayiyer

SUMMARY
14 years in luxury watch retail, the last 7 leading mono-brand boutiques. P&L ownership, brand relations with Swiss principals, team building and VIP clienteling.

EXPERIENCE
Boutique Manager – Audemars Piguet boutique, Mumbai (franchise of a luxury retailer)   Jan 2020 – Present
- Run the boutique with team of 6 client advisors and 1 after-sales coordinator
- Annual sales of INR 48 Cr, 100% allocation discipline as per brand
- Hosting private client dinners and collector events
- Monthly reporting to brand regional office, Singapore

Assistant Boutique Manager – Ethos Summit, Mumbai   Apr 2016 – Dec 2019
- Multi-brand boutique: Omega, IWC, Panerai, Jaeger-LeCoultre
- Staff rosters, stock audits, inter-store transfers

Senior Sales Executive – Kapoor Watch Company, Mumbai   Jun 2012 – Mar 2016

EDUCATION
MBA (Retail Management), Welingkar Institute, 2012
B.Com, Mumbai University, 2010

SKILLS
Boutique P&L · Team leadership · VIP clienteling · Stock control · Brand standards`,
    skills: ['Boutique Management', 'P&L', 'Team Leadership', 'VIP Clienteling', 'Luxury Watches'],
    preferredRoles: ['Boutique Manager', 'Store Manager'],
    yearsOfExperience: 14,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rb05',
    resume: `PRIYA SHINDE
Kothrud, Pune - 411038
Phone: 8806723419
E-mail: priyashinde.pune@gmail.com

PROFILE
Jewellery sales executive with 3 years experience in gold and diamond jewellery showroom. Good knowledge of 22K/18K gold, hallmark and HUID, diamond 4Cs and old gold exchange.

EXPERIENCE
Sales Executive (Diamond counter) – Tanishq, Titan Company Ltd., FC Road Pune
Oct 2023 – Present
• Selling diamond and solitaire jewellery, bridal sets
• Explaining making charges, hallmark, HUID, Tanishq exchange policy
• Achieving monthly sales target, handled walk-ins of 30+ customers a day
• Karatmeter check for old gold exchange with store team

Sales Trainee – PNG Jewellers, Pune
Jun 2022 – Sep 2023
• Gold counter sales, weighing, billing support

EDUCATION
B.Com – Savitribai Phule Pune University (2022)

LANGUAGES
Marathi, Hindi, English

PASSPORT
Available (valid till 2033)`,
    skills: ['Jewellery Sales', 'Diamond Jewellery', 'Hallmark / HUID', 'Old Gold Exchange'],
    preferredRoles: ['Jewellery Sales Executive'],
    yearsOfExperience: 4,
    city: 'Pune',
  },
  {
    ...S,
    id: 'rb06',
    resume: `Aanya Malhotra
Client Advisor – Luxury Fashion
aanya.malhotra@gmail.com · +91 98730 66120 · Vasant Kunj, New Delhi

Professional Summary
Client advisor with 3 years at a French luxury maison. Skilled in clienteling, appointment selling and leather goods & ready-to-wear. Looking to move to fine watches or jewellery.

Work Experience
Client Advisor, Louis Vuitton, DLF Emporio, New Delhi — Sep 2023 – Present
- Personal client book of 180 clients, remote selling via WhatsApp and appointments
- Clienteling campaigns for new collection launches; monthly conversion above store average
- Training new joiners on brand ceremony and client journey

Sales Associate, Zara, Ambience Mall Gurgaon — Jul 2022 – Aug 2023
- Fitting room, floor sales and stock replenishment

Education
Bachelor of Fashion Management, Pearl Academy, 2022

Skills
Clienteling · Luxury selling ceremony · Remote selling · Client book management · French (A2)`,
  },
  {
    ...S,
    id: 'rb07',
    resume: `VINOD PAWAR
Certified Watchmaker (WOSTEP)
Thane West, Maharashtra | 9867013352 | vinod.watchmaker@gmail.com

PROFILE
Watchmaker with 7 years bench experience on Swiss mechanical, automatic and chronograph movements. WOSTEP certified (Neuchâtel partner school, 2019).

EXPERIENCE
Watchmaker – Swiss Time Services Pvt. Ltd. (brand service centre for Swatch Group brands), Mumbai
Feb 2021 – Present
- Complete service of ETA, Valjoux 7750, co-axial calibres: disassembly, ultrasonic cleaning, lubrication, assembly, regulation
- Timegrapher / Witschi testing, water resistance test, final QC
- Case & bracelet polishing and refinishing, crystal and gasket replacement
- Service quality audit score 96% (brand audit 2025)

Junior Watchmaker – Kamal Watch Service Centre, Mumbai
Jul 2019 – Jan 2021
- Quartz movement replacement, battery, strap and minor repairs, pressure testing

TRAINING
WOSTEP Watchmaker programme (partner centre), 2018–2019
ITI – Electronics Mechanic, 2016

TOOLS: Bergeon tools, Witschi Chronoscope, ultrasonic cleaner, Elma machines`,
    skills: ['Watchmaking', 'Mechanical Movements', 'Chronograph Service', 'Timegrapher', 'Water Resistance Testing'],
    preferredRoles: ['Watchmaker'],
    yearsOfExperience: 7,
    city: 'Thane',
  },
  {
    ...S,
    id: 'rb08',
    resume: `RESUME

Name : Suresh Kumar M
Address : 18, 4th Cross, Hosur Road, Bengaluru - 560068
Mobile : 9742281105
Email : sureshkumar.m87@gmail.com

Objective :
To work as a watch technician in a reputed organisation and improve my skills.

Work Experience :
Titan Company Limited – Customer Service Centre, Bengaluru
Designation : Watch Service Technician
Period : Aug 2023 to till now
• Repair of Titan, Sonata, Fastrack quartz watches
• Battery change, movement change, strap and glass fitting
• Some automatic watches of Titan Automatic and Edge range
• Water resistance test, customer job card entry

Sri Venkateshwara Watch Works, Majestic
Designation : Watch Repairer (helper)
Period : 2021 to 2023

Educational Qualification :
Diploma in Electronics and Communication – 2021

Languages Known : Kannada, Tamil, English, Hindi

Declaration :
I hereby declare that above details are correct.
Place : Bengaluru                                   (SURESH KUMAR M)`,
  },
  {
    ...S,
    id: 'rb09',
    resume: `Imran Shaikh
Watchmaking Trainee
imranshaikh.watch@gmail.com | 9022417765 | Kurla, Mumbai

Education & Training
- Certificate in Watch Repairing & Servicing (NSDC / Electronics Sector Skills Council), 2025
- Swiss watchmaking basics workshop (brand academy, 3 months), 2026
- HSC, Maharashtra Board, 2023

Internship
Trainee Watchmaker, a watch service centre, Fort, Mumbai | Mar 2026 – Aug 2026
• Assisted senior watchmakers in dismantling and cleaning automatic movements
• Demagnetising, water resistance testing, case cleaning
• Quartz watch battery and movement change

Skills
Hand tools (screwdrivers, tweezers, movement holders), basic timegrapher reading, patience and fine hand work

Languages: Hindi, Urdu, Marathi, English`,
    skills: ['Watch Repair', 'Quartz Movements', 'Water Resistance Testing'],
    preferredRoles: ['Trainee Watchmaker', 'Watch Technician'],
    yearsOfExperience: 0,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rb10',
    resume: `ANIL YADAV
Mobile & Electronics Repair Technician
Ghatkopar, Mumbai | 9930048871 | anilyadav.repair@gmail.com

Summary
5 years repairing smartphones, tablets and smart watches. Chip level and board level work.

Experience
Technician – QuickFix Mobile Care, Ghatkopar        2022 – Present
• Display, battery, charging port replacement for Apple, Samsung, OnePlus
• Chip level repair (IC reballing, BGA soldering) under microscope
• Smart watch (Apple Watch, Galaxy Watch) screen and battery replacement
• Customer handling and estimate

Technician – Sai Mobile Point, Kurla        2021 – 2022

Education
ITI Electronics, 2020
SSC, 2018

Skills: Soldering, microscope work, multimeter, diagnosis`,
  },
  {
    ...S,
    id: 'rb11',
    resume: `BIO-DATA

Name: Bikash Samanta
Post Applied For: Goldsmith / Jewellery Karigar
Address: Room 12, Zaveri Bazaar lane, Kalbadevi, Mumbai - 400002 (Native: Howrah, West Bengal)
Mobile: 8928304417

Experience:
8 years as karigar in gold jewellery workshops.
• 2020 – Present: Shree Ornaments workshop, Zaveri Bazaar – handmade 22K necklaces, bangles, filigree work
• 2018 – 2020: Ghosh Jewellery Works, Howrah – soldering, polishing, repair of chains and rings
Work known: ghat work, soldering, stone setting (basic), repair and polishing, kundan fitting

Education: Class 8 passed

Languages: Bengali, Hindi

Date of Birth: 05-02-1994
Father's Name: Late Nimai Samanta

Declaration: I declare all information is true.`,
  },
  {
    ...S,
    id: 'rb12',
    resume: `CURRICULUM VITAE

AKHIL RAJ K
Kizhakkethil House, Chalakudy, Thrissur, Kerala - 680307
Mob: +91 9447128803  Email: akhilrajk1995@gmail.com

POSITION APPLIED: JEWELLERY SALESMAN (GCC)

CAREER OBJECTIVE
To work in a reputed jewellery group in GCC with my experience in gold and diamond sales.

WORK EXPERIENCE
1) Malabar Gold & Diamonds, Thrissur showroom
   Designation: Sales Executive (Gold & Diamond)
   Duration: June 2022 – Present
   - Sales of 22K traditional Kerala jewellery, bridal collection and diamond (Mine brand)
   - Old gold purchase and exchange, weight and purity check
   - Explaining making charge, wastage, buy-back policy
   - Best salesman of the month 4 times
2) Bhima Jewellers, Chalakudy
   Designation: Junior Salesman
   Duration: March 2020 – May 2022

EDUCATIONAL QUALIFICATION
B.Com (Calicut University) – 2019

PASSPORT DETAILS
Passport No: V47xxxxx   Date of Expiry: 11/2032   Place of Issue: Cochin

PERSONAL DETAILS
Father's Name: Rajan K
Date of Birth: 22/04/1997
Nationality: Indian
Languages Known: Malayalam, English, Hindi, Tamil

DECLARATION
I hereby declare that the above furnished details are true and correct.`,
    skills: ['Gold Jewellery Sales', 'Diamond Sales', 'Old Gold Exchange', 'Customer Handling'],
    preferredRoles: ['Jewellery Salesman'],
    yearsOfExperience: 6,
    city: 'Thrissur',
  },
  {
    ...S,
    id: 'rb13',
    resume: `MOHAMMED FAIZAL
Jewellery Sales Consultant – UAE
Al Karama, Dubai, UAE | +971 55 612 4408 | faizal.jewelsales@gmail.com

Nationality: Indian | Visa Status: Employment visa (transferable, NOC available) | UAE Driving Licence: Yes
Passport No: Z58xxxxx, valid till 2031

PROFESSIONAL SUMMARY
6+ years in gold and diamond jewellery sales in Dubai Gold Souk and Meena Bazaar. Experience with Indian, Arab, Russian and African customers. Fluent Arabic (spoken).

WORK EXPERIENCE
Senior Sales Executive | Joyalukkas Jewellery, Gold Souk, Deira | Feb 2021 – Present
• Sales of 22K/21K/18K gold and diamond jewellery, monthly target AED 450,000+
• Customer handling in English, Hindi, Malayalam, Arabic
• Tax free shopping (VAT refund) process for tourists, old gold exchange
• Display arrangement and daily stock tally

Sales Executive | Malabar Gold & Diamonds, Kannur, Kerala | Aug 2018 – Jan 2021
• Gold counter and bridal jewellery sales

EDUCATION
B.A. English, Kannur University (2018)

SKILLS
Gold & diamond sales · Arabic (spoken) · VAT refund · Stock tally`,
    skills: ['Jewellery Sales', 'Gold Jewellery', 'Arabic', 'Diamond Jewellery', 'VAT Refund'],
    preferredRoles: ['Jewellery Sales Executive', 'Showroom Supervisor'],
    yearsOfExperience: 8,
    city: 'Dubai',
  },
  {
    ...S,
    id: 'rb14',
    resume: `CV

NAME: SHAHUL HAMEED P
NATIONALITY: INDIAN
CURRENT LOCATION: DOHA, QATAR (QID valid, can join after 1 month notice)
MOBILE: +974 3318 2270 / +91 9895 340 117
EMAIL: shahulhameed.doha@gmail.com

OBJECTIVE
Seeking sales position in gold jewellery showroom in UAE / Qatar.

EXPERIENCE
Jewellery Salesman – Alukkas (Jos Alukkas group franchise) Souq Waqif area, Doha
Sept 2023 to Present
- Gold, diamond and precious stone jewellery sales
- Handling Arabic and Indian customers, custom order booking
- Daily sales report, stock counting with supervisor

Salesman – Chemmanur Jewellers, Kozhikode
May 2022 to Aug 2023

EDUCATION
Plus Two (Commerce), Kerala State Board – 2019
Diploma in Retail Management – 2021

LANGUAGES
Malayalam, English, Hindi, Arabic (basic)

PASSPORT
No: U61xxxxx  Expiry: 2030`,
  },
  {
    ...S,
    id: 'rb15',
    resume: `Sreeja Menon
Thrissur, Kerala | 9539017284 | sreejamenon.sales@gmail.com

OBJECTIVE
Jewellery sales executive with 2+ years experience, looking for opportunities in India or abroad.

EXPERIENCE
Kalyan Jewellers India Ltd., Round South showroom, Thrissur
Sales Executive — Jul 2024 to present
➢ Gold, antique and temple jewellery sales, bridal customers
➢ Weighing, billing support, hallmark / HUID explanation to customers
➢ Old gold exchange with karatmeter
➢ Customer follow up calls for scheme (gold savings scheme) enrolment

Customer Service Executive — Federal Bank (through outsourcing agency), Thrissur
Jun 2023 to Jun 2024

EDUCATION
B.A. Economics, 2023

LANGUAGES
Malayalam, English, Hindi, Tamil`,
    skills: ['Jewellery Sales', 'Bridal Jewellery', 'Gold Savings Scheme', 'HUID'],
    preferredRoles: ['Jewellery Sales Executive'],
    yearsOfExperience: 2,
    city: 'Thrissur',
  },
  {
    ...S,
    id: 'rb16',
    resume: `RAHUL NAIR
Retail Sales Executive
International City, Dubai | +971 52 904 1137 | rahulnair.uae@gmail.com
Nationality: Indian | Visa: Residence visa (company), can transfer

SUMMARY
4 years retail sales in consumer electronics in Dubai. Target oriented, multilingual.

EXPERIENCE
Sales Executive – Sharaf DG, Dubai Mall | Mar 2022 – Present
- Sales of mobiles, laptops, smart watches and accessories
- Extended warranty and finance plan upselling
- Monthly target achiever, customer satisfaction score 4.8/5

Sales Promoter – Samsung (through agency), Lulu Hypermarket Al Barsha | Jan 2021 – Feb 2022

EDUCATION
B.Sc Computer Science, Kerala University, 2020

SKILLS
Consumer electronics, upselling, POS, English, Hindi, Malayalam, Arabic (basic)`,
  },
  {
    ...S,
    id: 'rb17',
    resume: `Mohit Sharma
Fresher – B.Com
Jaipur, Rajasthan | 7737190254 | mohitsharma.bcom26@gmail.com

Career Objective
To start my career in a reputed company in Gulf (Dubai / Qatar) and learn new skills.

Education
B.Com, University of Rajasthan, 2026 – 61%
12th (RBSE), 2023 – 72%

Skills
MS Office, Tally basics, typing 35 wpm, good communication

Extra
Worked part time in family general store (billing and stock) for 2 years
Volunteer at college fest – registration desk and accounts
Passport: applied (expected Dec 2026)

Personal Details
Father's Name: Rajendra Sharma
Date of Birth: 04-10-2004

Languages: Hindi, English

Declaration: I hereby declare that the information given above is true.`,
  },
  {
    ...S,
    id: 'rb18',
    resume: `CURRICULUM VITAE

JISHNU PRASAD
Puthenpurayil House, Aluva, Ernakulam - 683101
Phone: 9746502381 | Email: jishnuprasad.gl@gmail.com

Career Objective: To work as a gold loan professional with a growing NBFC.

Work Experience:
Company: Muthoot Finance Ltd.
Designation: Junior Relationship Executive (Gold Loan)
Duration: Sep 2023 – Present
• Appraisal of gold ornaments using touchstone, acid test and weighing scale
• Calculation of eligible loan amount as per LTV norms and rate per gram
• KYC verification, loan documentation, disbursement and renewal
• Follow-up of overdue accounts and auction notices
• Cross selling of NCDs and money transfer

Educational Qualification:
B.Com (Finance) – Mahatma Gandhi University, 2023
Certificate in Gold Appraisal – in-house training, Muthoot Academy

Personal Details:
Date of Birth: 14-06-2001
Languages Known: Malayalam, English, Hindi
Nationality: Indian

Declaration: I hereby declare that the above details are true.
Place: Aluva`,
    skills: ['Gold Appraisal', 'Gold Loan', 'KYC', 'LTV'],
    preferredRoles: ['Gold Loan Officer'],
    yearsOfExperience: 3,
    city: 'Aluva',
  },
  {
    ...S,
    id: 'rb19',
    resume: `POOJA VORA
Export Merchandiser – Fine Jewellery
Borivali West, Mumbai | 9821706614 | pooja.vora.merch@gmail.com

PROFESSIONAL SUMMARY
5+ years as merchandiser in a SEEPZ jewellery manufacturer-exporter handling US retail accounts. End to end order management from enquiry to shipment.

WORK EXPERIENCE
Merchandiser | Gold & diamond jewellery export unit, SEEPZ SEZ, Andheri East | Jun 2021 – Present
• Handling 3 US buyers (department stores and TV shopping), ~USD 6 M annual business
• Buyer enquiries, costing sheets (metal, diamond, labour, findings), quotations
• Sample development with CAD team and model making, sending samples with specs
• PO processing, TNA, daily follow-up with production, QC and packing as per buyer manual
• Coordination with logistics for invoices, shipping docs and SEZ paperwork

Merchandising Assistant | Silver jewellery exporter, Marol, Mumbai | Jul 2019 – May 2021
• Order sheets, sample tracking, buyer emails

EDUCATION
B.Com, Mumbai University, 2019
Diploma in Jewellery Design & Manufacturing, 2020

SKILLS
Costing · Buyer communication · TNA · Sampling · Excel (VLOOKUP, Pivot) · ERP (Gati)`,
    skills: ['Export Merchandising', 'Costing', 'Sampling', 'TNA', 'Excel'],
    preferredRoles: ['Export Merchandiser', 'Senior Merchandiser'],
    yearsOfExperience: 7,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rb20',
    resume: `CURRICULUM VITAE

Ritika Agarwal
C-42, Malviya Nagar, Jaipur (Raj.) 302017
Mob. 9829047781, Email: ritika.agarwal.jpr@gmail.com

Objective: To work as merchandiser with a reputed jewellery export house.

Professional Experience:
Company: Silver & gemstone jewellery exporter, Sitapura Industrial Area, Jaipur
Designation: Merchandiser
Duration: Sep 2023 – Present
Job Profile:
- Communication with buyers of USA, Australia and Europe over mail and video call
- Preparing price lists, costing of silver, semi-precious stones and labour
- Sample making coordination with karigars and design team
- Order follow up, quality check, packing list and invoice with accounts
- Attending JCK / Jaipur Jewellery Show with the team

Company: Textile printing exporter, Sanganer
Designation: Merchandising Trainee
Duration: Jul 2022 – Aug 2023

Educational Qualification:
MBA (International Business) – 2022
B.Com – University of Rajasthan – 2020

Languages Known: Hindi, English
Date of Birth: 09/11/1998

Declaration: I hereby declare that all the information is true.`,
  },
  {
    ...S,
    id: 'rb21',
    resume: `HARDIK PATEL
Adajan, Surat - 395009 | +91 9825 613 774 | hardikpatel.exports@gmail.com

PROFILE
Export coordinator with 4 yrs in diamond-studded jewellery manufacturing for Middle East, Hong Kong and US buyers.

EXPERIENCE
Export Coordinator / Merchandiser — Diamond jewellery manufacturer, Sachin SEZ (GJEPC member), Surat
Nov 2022 – Present
- Receive POs from buyers, prepare job cards and diamond / gold requirement
- Follow up with CAD, casting, setting and polishing departments as per delivery date
- Sample approvals, photos and specification sheets to buyer
- Buyer QC and IGI certification coordination before dispatch
- Export documents with CHA: invoice, packing list, shipping bill

Order Processing Executive — Diamond trading office, Mahidharpura, Surat
Jun 2021 – Oct 2022
- Memo and invoice entry, stock maintain in excel, parcel dispatch

EDUCATION
BBA – Veer Narmad South Gujarat University, 2021

SKILLS
Order follow-up, buyer coordination, export documentation, MS Excel, Tally ERP

LANGUAGES
Gujarati, Hindi, English`,
    skills: ['Export Coordination', 'Order Follow-up', 'Export Documentation', 'Excel'],
    preferredRoles: ['Export Merchandiser'],
    yearsOfExperience: 5,
    city: 'Surat',
  },
  {
    ...S,
    id: 'rb22',
    resume: `S. KARTHIKEYAN
Senior Merchandiser – Garment Export
Tirupur, Tamil Nadu | 9443518027 | karthik.merch@gmail.com

SUMMARY
6 years of experience in knitwear export merchandising for European brands. Strong in costing, sampling, TNA and vendor follow-up.

EXPERIENCE
Senior Merchandiser — Knitwear export house, Tirupur         Apr 2022 – Present
• Handling buyers from Germany and UK (T-shirts, sleepwear, kidswear)
• Fabric and trims sourcing, costing, proto / fit / PP samples
• TNA, inline and final inspection coordination, shipment planning
• Handling buyer audits (BSCI, Sedex)

Merchandiser — Garment exporter, Tirupur         Jun 2020 – Mar 2022
• Order follow-up with knitting, dyeing, printing units

EDUCATION
B.Tech Textile Technology, PSG College of Technology, 2020

SKILLS
Costing · Sampling · TNA · Buyer communication · ERP · Excel`,
  },
  {
    ...S,
    id: 'rb23',
    resume: `Tanvi Joshi
Visual Merchandiser
tanvi.vm@gmail.com | 9870055218 | Goregaon East, Mumbai

PROFESSIONAL SUMMARY
Visual merchandiser with 4 yrs in jewellery and lifestyle retail. Window displays, planograms and store launches.

WORK EXPERIENCE
Visual Merchandiser – Jewellery retail chain (22 stores, West region) | May 2023 – Present
➢ Window and in-store display themes for Akshaya Tritiya, Diwali, wedding season
➢ Planograms for showcases, props and lighting guidelines
➢ Store visits for VM audit and photos to head office
➢ New store launch set up (4 stores in 2025)

VM Executive – Shoppers Stop, Malad | Jun 2022 – Apr 2023
➢ Mannequin dressing, promotional displays

EDUCATION
B.Des (Fashion Communication), NIFT Mumbai, 2022

SKILLS
Window display, planogram, props sourcing, Photoshop, SketchUp`,
    skills: ['Visual Merchandising', 'Window Display', 'Planogram', 'Photoshop'],
    preferredRoles: ['Visual Merchandiser'],
    yearsOfExperience: 4,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rb24',
    resume: `CURRICULUM VITAE

ABHIJIT SAWANT
Production Planning & Control (PPC) – Jewellery Manufacturing
Address: B/12, Shanti Park, Mira Road (E), Thane - 401107
Mobile: 9769024435   Email: abhijit.ppc@gmail.com

Work Experience:
Company: Gold jewellery manufacturing unit, SEEPZ, Andheri (E)
Designation: PPC Executive
Duration: Jan 2021 – Present
• Planning daily production for casting, filing, setting, polishing and rhodium
• Job card issue, metal issue & receive, loss report per department
• Tracking order status against buyer delivery dates, weekly report to merchandising team
• Coordination with merchandisers for urgent orders and sample priority
• Data maintain in SAP / Excel

Company: Imitation jewellery unit, Malad
Designation: Production Supervisor
Duration: June 2019 – Dec 2020

Educational Qualification:
Diploma in Mechanical Engineering – 2019

Personal Details:
Date of Birth: 30/01/1997
Languages Known: Marathi, Hindi, English

Declaration: The above information is true to the best of my knowledge.`,
  },
  {
    ...S,
    id: 'rb25',
    resume: `Isha Bhansali
Fresher – MBA (International Business)
Malad West, Mumbai | 9920381147 | ishabhansali.mba@gmail.com

CAREER OBJECTIVE
Enthusiastic MBA graduate seeking an entry role in export merchandising / international trade, preferably jewellery.

EDUCATION
MBA – International Business, NMIMS (2026)
B.Com – Mithibai College (2024)

INTERNSHIP
Summer Intern – Jewellery manufacturer-exporter, SEEPZ (Apr 2025 – Jun 2025)
- Supported merchandising team with buyer order sheets and sample tracking
- Prepared comparison of export incentive schemes and GJEPC data on US exports
- Assisted in packing list and invoice preparation

ACADEMIC PROJECT
"Impact of US tariffs on Indian gem & jewellery exports"

SKILLS
MS Excel, PowerPoint, export documentation basics, Incoterms

LANGUAGES
English, Hindi, Marwari, Gujarati`,
    skills: ['Export Documentation', 'Excel', 'Incoterms'],
    preferredRoles: ['Export Merchandiser', 'Merchandising Trainee'],
    yearsOfExperience: 0,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rb26',
    resume: `KETAN VAGHASIYA
Polished Diamond Assorter
Katargam, Surat | 9913027745 | ketanvaghasiya.dia@gmail.com

EXPERIENCE
Assorter – Polished Department, diamond manufacturing company, Varachha Road, Surat
Aug 2023 – Present
• Assortment of polished diamonds 0.005 ct to 0.30 ct by sieve size (+000 to +11), shape, colour (D–M) and clarity (IF–I3)
• Making parcels as per company price list and Rapaport grid
• Checking stones on Sarine DiaMension and matching with GIA / IGI reports
• Mixing check and fluorescence check with UV lamp

Trainee Assorter – small diamond unit, Katargam
Jun 2022 – Jul 2023
• Loupe 10x work, galaxy marking support, cleaning stones

EDUCATION
12th Commerce, GSEB, 2021
Diamond grading course – Indian Diamond Institute (short term), 2022

SKILLS
Sieve sizing · Colour & clarity grading · Parcel making · Loupe & tweezer · Sarine reports

LANGUAGES
Gujarati, Hindi`,
    skills: ['Diamond Assortment', 'Sieve Sizes', 'Clarity Grading', 'Colour Grading', 'Sarine'],
    preferredRoles: ['Diamond Assorter'],
    yearsOfExperience: 4,
    city: 'Surat',
  },
  {
    ...S,
    id: 'rb27',
    resume: `CURRICULUM VITAE
DHARMESH SAVALIYA
Address: 45, Yogi Chowk, Varachha, Surat - 395010
Mobile: 9725518803

Objective: To work as rough assorter / planner in a big diamond company.

Work Experience:
1. Company: Diamond manufacturing group, Kapodra, Surat
   Designation: Rough Assorter cum Planner
   Duration: 2021 to Present
   - Rough diamond assortment as per size, model, colour and quality (makeable, sawable, rejection)
   - Planning on Sarine Galaxy and Advisor, inclusion mapping for max yield
   - Kapan (lot) making and rough parcel records in ERP
2. Company: Diamond unit, Mini Bazar, Surat
   Designation: Assortment Helper
   Duration: 2019 to 2021

Education: 10th pass (GSEB) 2017, Diamond planning course (Advisor software) 2019

Languages Known: Gujarati, Hindi
Date of Birth: 03-03-2001
Father's Name: Jayantibhai Savaliya

Declaration: All information given is true.`,
  },
  {
    ...S,
    id: 'rb28',
    resume: `BIO-DATA

Name: Nikunj Radadiya
Post Applied For: Diamond Assorter
Address: 12, Sitanagar Society, Punagam, Surat
Mobile: 9638241107

Experience (2 years):
• March 2024 – Present: Assortment department, diamond factory, Varachha
   Work: chhalni (sieve) sorting, colour sorting, clarity sorting (VVS, VS, SI), shape wise packets, double check of packet weight
• Before that 6 months helper in same factory

Education: 12th (Arts) – 2023

Skills: loupe, tweezer, chhalni, electronic weight scale

Languages: Gujarati, Hindi

Date of Birth: 18-07-2005
Father's Name: Rameshbhai Radadiya
Marital Status: Unmarried

Declaration: I declare that above information is true.
Date: ___       Signature: Nikunj`,
    skills: ['Diamond Assortment', 'Sieve Sorting', 'Clarity Sorting', 'Colour Sorting'],
    preferredRoles: ['Diamond Assorter'],
    yearsOfExperience: 2,
    city: 'Surat',
  },
  {
    ...S,
    id: 'rb29',
    resume: `DR. (MS.) FALGUNI DESAI
Diamond Grader – GIA Graduate Gemologist
Opera House, Mumbai | +91 98203 77145 | falguni.gg@gmail.com

PROFESSIONAL SUMMARY
GIA Graduate Gemologist with 4 years grading natural diamonds in an international gem lab. Expertise in colour and clarity grading, plotting, and identification of lab-grown (CVD, HPHT) and treated diamonds.

WORK EXPERIENCE
Diamond Grader | International gemological laboratory, Bharat Diamond Bourse, Mumbai | Oct 2022 – Present
- Colour grading (master stones), clarity grading and plotting for 0.30 – 10 ct stones
- Screening for synthetics using DiamondView, FTIR and PL spectroscopy
- Report checking and final QC before issue
- Handling priority jobs of solitaires for jewellers

Gemology Intern | Gem testing lab, Jaipur | Jan 2022 – Sep 2022

EDUCATION
Graduate Gemologist (GG), GIA Mumbai, 2021
M.Sc Geology, University of Mumbai, 2020

SKILLS
4Cs grading · Plotting · CVD / HPHT identification · Spectroscopy · Loupe & microscope`,
    skills: ['Diamond Grading', 'GIA GG', 'CVD / HPHT Identification', 'Clarity Plotting'],
    preferredRoles: ['Diamond Grader', 'Gemologist'],
    yearsOfExperience: 4,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rb30',
    resume: `Yash Khanna
Sales Executive – Lab Grown Diamond Jewellery
Santacruz West, Mumbai | 9819642207 | yashkhanna.lgd@gmail.com

SUMMARY
2 yrs selling lab-grown diamond jewellery in a D2C brand's experience stores. Comfortable explaining CVD vs natural, IGI certificates and price advantage.

EXPERIENCE
Sales Executive — Lab-grown diamond jewellery brand, Linking Road store | Sep 2024 – Present
• Walk-in and appointment sales of LGD solitaires, engagement rings and everyday jewellery
• Explain 4Cs, IGI certification, buy-back and exchange policy
• Video call consultations for online leads, custom ring orders
• Monthly target 100%+ in 14 of 24 months

Retail Associate — Apple premium reseller, Bandra | Jun 2023 – Aug 2024

EDUCATION
BMS – Mumbai University, 2023

SKILLS
Solitaire sales, 4Cs, video selling, Instagram leads, POS`,
  },
  {
    ...S,
    id: 'rb31',
    resume: `RESUME

Name: Ramesh Chauhan
Position: Warehouse Sorter / Picker
Address: Pandesara GIDC, Surat
Phone: 9099413326

Work Experience:
• Sorter & Picker – FMCG distribution warehouse (3PL), Kamrej, Surat – 2023 to present
  - Sorting of cartons as per route and distributor, scanning with handheld scanner
  - Picking as per pick list, loading and unloading of trucks
  - Stock counting and damage segregation
• Helper – Textile godown, Ring Road, Surat – 2021 to 2023

Education: 10th pass – 2020
Forklift training certificate – 2024

Languages: Hindi, Gujarati
Date of Birth: 21-08-2003
Native Place: Jaunpur, Uttar Pradesh

Declaration: Above information is true.`,
  },
  {
    ...S,
    id: 'rb32',
    resume: `Meena Chaudhary
Quality Checker – Garment / Textile
Udhna, Surat | 8511027736 | meenachaudhary.qc@gmail.com

Objective
To work as quality inspector in garment or textile unit.

Experience
QC Checker – Saree and dress material unit, Surat Textile Market area | Jan 2023 – Present
- Checking sarees for weaving defects, colour shade variation, stains, print defects
- AQL inspection for dispatch lots, sorting A / B grade pieces
- Defect report to supervisor, rework follow up

Packing & Checking Helper – Embroidery unit, Udhna | 2021 – 2022

Education
B.A. (VNSGU), 2021

Skills
Visual inspection, AQL sampling, shade matching, defect sorting

Languages: Hindi, Gujarati, Marathi`,
    skills: ['Quality Checking', 'AQL Inspection', 'Defect Sorting'],
    preferredRoles: ['Quality Inspector'],
    yearsOfExperience: 3,
    city: 'Surat',
  },
  {
    ...S,
    id: 'rb33',
    resume: `JAYDEEP MAKWANA
Lab-Grown Diamond (CVD) Technician
Sachin GIDC, Surat | 9727640018 | jaydeep.cvd@gmail.com

PROFILE
2 years in a CVD diamond growing plant. Reactor operation, seed plate preparation and sorting of as-grown crystals.

EXPERIENCE
CVD Growth Technician – Lab-grown diamond manufacturer, Sachin GIDC | Oct 2024 – Present
• Loading seeds, monitoring microwave plasma reactors, gas flow and temperature logs
• Removing as-grown crystals, first sorting by size, colour tint (brown / near colourless) and inclusions
• Sending lots for HPHT post-growth treatment and laser cutting
• Maintain batch records in Excel

Apprentice – Engineering workshop, Surat | 2023 – 2024

EDUCATION
Diploma in Chemical Engineering, 2023

SKILLS
CVD reactor operation, seed preparation, crystal sorting, record keeping

LANGUAGES
Gujarati, Hindi, English`,
  },
  {
    ...S,
    id: 'rb34',
    resume: `CURRICULUM VITAE

ANJU THOMAS
Kollamparambil House, Kalamassery, Ernakulam - 683104
Mobile: 9562230491 | Email: anjuthomas1999@gmail.com

CAREER OBJECTIVE
To work in a reputed financial institution as gold appraiser / gold loan officer.

WORK EXPERIENCE
Manappuram Finance Ltd., Kalamassery branch
Designation: Assistant Branch Executive (Gold Loan)
Period: May 2025 – Present
➢ Gold ornament appraisal – touchstone, nitric acid test, karatmeter at hub
➢ Net weight calculation after stone deduction, purity and LTV based loan amount
➢ Customer KYC (Aadhaar, PAN), pledge documentation, packet sealing
➢ Cash handling, day end balancing, renewal and closure of loans
➢ Branch sales target for new gold loan customers

EDUCATIONAL QUALIFICATION
B.Com (Co-operation) – MG University, 2021
Gold Appraiser Certificate Course – 2024

PERSONAL DETAILS
Date of Birth : 02-12-1999
Languages Known : Malayalam, English, Hindi
Marital Status : Married

DECLARATION
I hereby declare that the information furnished above is true.`,
    skills: ['Gold Appraisal', 'Karatmeter', 'Touchstone', 'KYC', 'Cash Handling'],
    preferredRoles: ['Gold Appraiser', 'Gold Loan Officer'],
    yearsOfExperience: 1,
    city: 'Kochi',
  },
  {
    ...S,
    id: 'rb35',
    resume: `Arjun Suresh
Fresher | Gold Appraiser (Certified)
Perumbavoor, Ernakulam | 8129057736 | arjunsuresh.ekm@gmail.com

Objective
A commerce graduate with certified gold appraisal training, looking for an entry role as gold loan officer in bank / NBFC.

Education
B.Com (Computer Application), MG University – 2026
Certificate in Gold Appraisal & Testing (60 hours), skill development centre – 2026

Training Details
- Purity testing by touchstone and acid, use of karatmeter (XRF)
- Identification of hollow, coated and spurious ornaments
- Weighing, stone deduction and valuation

Exposure
Helped in my father's jewellery shop (Suresh Jewellery, Perumbavoor) during vacations – billing, weighing, old gold purchase

Skills
Gold appraisal, MS Excel, Tally ERP 9, customer dealing

Languages: Malayalam, English, Hindi`,
  },
  {
    ...S,
    id: 'rb36',
    resume: `FATHIMA NASRIN
Relationship Officer – Gold Loan | Bank
Edappally, Kochi | 9400732158 | fathima.nasrin@gmail.com

PROFESSIONAL SUMMARY
Banking professional with 2 years in gold loan and agri gold loan sourcing in a private sector bank.

WORK EXPERIENCE
Relationship Officer – Gold Loan, private sector bank, Edappally branch | Nov 2024 – Present
• Sourcing gold loan customers, appraisal along with empanelled appraiser
• Loan documentation, LTV check as per RBI norms, system entry in CBS
• Renewals, interest collection calls, NPA follow-up
• Achieved 130% of gold loan book target in FY 2025-26

Sales Officer (CASA) – same bank | Jun 2024 – Oct 2024

EDUCATION
MBA (Finance), Rajagiri College, 2024
B.Com, St. Teresa's College, 2022

SKILLS
Gold loan, LTV, KYC / AML, CBS (Finacle), customer relationship`,
    skills: ['Gold Loan', 'LTV', 'KYC', 'Finacle', 'Customer Relationship'],
    preferredRoles: ['Gold Loan Officer', 'Relationship Officer'],
    yearsOfExperience: 2,
    city: 'Kochi',
  },
  {
    ...S,
    id: 'rb37',
    resume: `CURRICULUM VITAE

Name: Biju Varghese
Designation: Assayer – BIS Hallmarking Centre
Address: Thrissur, Kerala
Mobile: 9846612093

Work Experience:
Company: BIS recognised Assaying & Hallmarking Centre, Thrissur
Designation: Assayer
Duration: Aug 2023 – Present
• Fire assay (cupellation) and XRF testing of gold articles
• Sampling as per BIS standard, HUID generation and laser marking
• Maintaining records in BIS portal, daily reports

Company: Same centre
Designation: Lab Assistant
Duration: 2022 – 2023

Educational Qualification:
B.Sc Chemistry – Calicut University – 2022
BIS Assayer training – 2023

Languages Known: Malayalam, English, Tamil

Declaration: I hereby declare that the above details are true.`,
  },
  {
    ...S,
    id: 'rb38',
    resume: `Vishnu Mohan
Sales Executive – Personal Loans
Kakkanad, Kochi | 9605128840 | vishnumohan.sales@gmail.com

Summary
2 years of experience in retail loan sales for a bank through its sales arm. Good at lead generation and documentation.

Experience
Sales Executive – Personal Loan & Credit Cards (bank DSA), Kochi | Sep 2024 – Present
- Lead generation through corporate tie-ups and cold calls
- Customer eligibility check, documentation and login
- Follow up with credit team till disbursal
- Average 12 disbursals per month

Tele-caller – Insurance broker, Kochi | Jan 2024 – Aug 2024

Education
BBA – Kerala University, 2023

Skills
Loan sales, documentation, KYC, MS Office

Languages: Malayalam, English, Hindi`,
  },
  {
    ...S,
    id: 'rb39',
    resume: `RAJESH KUMAR NAIDU
Store Manager – Jewellery Retail
Whitefield, Bengaluru | +91 98450 71236 | rajeshnaidu.retail@gmail.com

PROFESSIONAL SUMMARY
15 years in jewellery retail, 8 years as store manager of large format stores (sales INR 120 Cr+ p.a.). Strong in P&L, people management, stock integrity and customer experience.

WORK EXPERIENCE
Store Manager | Tanishq (Titan Company Ltd.), Jayanagar, Bengaluru | Apr 2021 – Present
• Leading team of 35 (sales, cashier, stock, security), store P&L
• YoY growth 18% FY 2025-26; diamond share increased from 22% to 29%
• Quarterly stock audits with zero variance, Golden Harvest scheme enrolments
• Wedding season clienteling and VIP customer events

Store Manager | Tanishq, Mysuru | Jun 2018 – Mar 2021
Assistant Store Manager | Joyalukkas, Bengaluru | Jul 2014 – May 2018
Sales Executive → Senior Sales Executive | Bhima Jewellers, Bengaluru | Jun 2011 – Jun 2014

EDUCATION
MBA (Marketing), Bangalore University, 2011

SKILLS
Store P&L · Team leadership · Inventory control · Jewellery product knowledge · VIP customers`,
    skills: ['Store Management', 'P&L', 'Team Leadership', 'Inventory Control', 'Jewellery Retail'],
    preferredRoles: ['Store Manager', 'Area Manager'],
    yearsOfExperience: 15,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'rb40',
    resume: `Deepa Raghavan
Boutique Manager | Diamond & Fine Jewellery
Indiranagar, Bengaluru · 9900127745 · deepa.raghavan@gmail.com

PROFILE
9+ years in fine jewellery and luxury retail. Currently managing a diamond jewellery boutique in a premium mall; ex-luxury watches and fragrances.

WORK EXPERIENCE
Boutique Manager — Diamond jewellery brand boutique, UB City, Bengaluru | Feb 2022 – Present
- Manage boutique of 8, monthly target INR 3 Cr, 112% achievement FY26
- Solitaire and bridal clienteling, private preview events with HNI clients
- Stock audits, consignment stock with head office, inventory accuracy 99.8%
- Hiring, training and performance reviews of staff

Assistant Boutique Manager — Luxury watch retailer, Bengaluru | Jan 2019 – Jan 2022
Senior Beauty Advisor — Luxury fragrance counter, Shoppers Stop | Jun 2017 – Dec 2018

EDUCATION
BBM, Christ University, 2017
Diamond Essentials course, GIA (online), 2022

SKILLS
Boutique management · Solitaire selling · VIP clienteling · Inventory control · Team building`,
  },
  {
    ...S,
    id: 'rb41',
    resume: `VIKRAM SHETTY
Area Manager – Jewellery Retail (Omnichannel)
HSR Layout, Bengaluru | +91 99860 44512 | vikram.shetty.retail@gmail.com

SUMMARY
12 yrs in retail, 6 yrs in jewellery. Currently Area Manager for 9 stores of an omnichannel diamond jewellery brand in Karnataka. Earlier store manager in apparel and jewellery.

WORK EXPERIENCE
Area Manager | CaratLane (A Tanishq Partnership), Bengaluru | Jul 2023 – Present
• P&L of 9 stores, monthly business reviews with store managers
• Store opening of 3 mall stores (Phoenix, Orion, Nexus)
• Manpower planning, hiring of store managers, retention
• Inventory health, ageing stock liquidation, audit compliance

Store Manager | CaratLane, Koramangala | Aug 2020 – Jun 2023
• Team of 10, store sales INR 1.6 Cr / month, NPS 78

Store Manager | Max Fashion, Bengaluru | 2017 – 2020
Department Manager | Lifestyle, Bengaluru | 2014 – 2017

EDUCATION
PGDM Retail, ITM Bengaluru, 2014

SKILLS
Multi-store P&L · Store launches · Team management · Inventory health · NPS`,
    skills: ['Multi-store Management', 'P&L', 'Store Launches', 'Team Management', 'Jewellery Retail'],
    preferredRoles: ['Area Manager', 'Cluster Manager'],
    yearsOfExperience: 12,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'rb42',
    resume: `CURRICULUM VITAE

SHWETHA GOWDA
#56, 2nd Main, Vijayanagar, Bengaluru - 560040
Mobile: 9731208864 | Email: shwethagowda.jewels@gmail.com

Career Objective: Looking for a growth to store manager role in jewellery retail.

Work Experience:
Company: Kalyan Jewellers, Rajajinagar, Bengaluru
Designation: Assistant Store Manager
Duration: Mar 2024 – Present
• Supporting store manager in daily operations, staff attendance and rosters
• Floor management on weekends and wedding season rush
• Stock tally of gold and diamond counters, transfer documents

Company: Kalyan Jewellers, Malleshwaram
Designation: Senior Sales Executive → Floor Supervisor
Duration: Jan 2021 – Feb 2024

Educational Qualification:
B.Com – Bangalore University – 2020

Languages Known: Kannada, English, Hindi, Telugu
Date of Birth: 11/09/1998

Declaration: I hereby declare the above information is correct.`,
    skills: ['Jewellery Retail', 'Floor Management', 'Stock Tally', 'Team Supervision'],
    preferredRoles: ['Store Manager', 'Assistant Store Manager'],
    yearsOfExperience: 5,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'rb43',
    resume: `ARJUN MALIK
Client Relationship Manager – Luxury Hospitality
Gurugram, Haryana | +91 98112 90563 | arjun.malik.hosp@gmail.com

PROFESSIONAL SUMMARY
Hospitality professional with 7 years in 5-star hotels. Guest relations, VIP and repeat guest programme, corporate client relationships.

WORK EXPERIENCE
Client Relationship Manager | 5-star luxury hotel, Aerocity, New Delhi | Apr 2023 – Present
• Managing relationships with 60+ corporate accounts and embassies
• VIP arrivals, amenities and personalised guest experience
• Guest history in Opera PMS, loyalty programme enrolments
• Handling guest complaints and online reviews (TripAdvisor)

Guest Relations Executive | Business hotel, Gurugram | Jun 2019 – Mar 2023
• Front office, concierge support, guest feedback

EDUCATION
B.Sc Hospitality & Hotel Administration, IHM Pusa, 2019

SKILLS
Guest relations · VIP handling · Opera PMS · Loyalty programmes · Complaint resolution`,
  },
  {
    ...S,
    id: 'rb44',
    resume: `Farhan Qureshi
Store Manager – Fashion Retail
Marathahalli, Bengaluru | 9886701254 | farhan.q.retail@gmail.com

Summary
9 years in fashion retail, 4 as store manager of a 12,000 sq ft international brand store.

Experience
Store Manager, international fast fashion brand, Phoenix Marketcity Bengaluru — Oct 2022 – Present
- Store P&L, team of 40, shrinkage below 0.4%
- Visual standards, replenishment, markdown management
- Hiring, training and performance management

Assistant Store Manager, same brand, Mumbai — Jan 2020 – Sep 2022
Department Manager (Menswear), Shoppers Stop, Pune — Jul 2017 – Dec 2019

Education
MBA Retail Management, Symbiosis, 2017

Skills
P&L, shrinkage control, team leadership, merchandising, customer service`,
  },
  {
    ...S,
    id: 'rb45',
    resume: `Sneha Kulkarni
E-commerce Catalogue Executive
Dadar West, Mumbai | 9167320488 | sneha.catalog@gmail.com

PROFESSIONAL SUMMARY
1.5 years managing product catalogue for an online jewellery brand on Shopify and marketplaces.

WORK EXPERIENCE
Catalogue Executive – Online fine jewellery brand (D2C), Lower Parel | May 2025 – Present
• Listing new SKUs on Shopify and Amazon, Myntra, Nykaa Fashion seller panels
• Writing product titles and descriptions; metal purity, gross/net weight, diamond ct, stone attributes
• Bulk upload sheets in Excel, fixing listing errors and suppressed ASINs
• Image resizing and background clean-up in Photoshop / Canva before upload
• Price updates as per gold rate changes

Intern – E-commerce operations, Mumbai | Dec 2024 – Apr 2025

EDUCATION
B.Sc IT, Mumbai University, 2024

SKILLS
Shopify · Amazon Seller Central · Excel (VLOOKUP, bulk templates) · Photoshop · Canva`,
    skills: ['Catalogue Management', 'Shopify', 'Amazon Seller Central', 'Excel', 'Photoshop'],
    preferredRoles: ['E-commerce Catalogue Executive'],
    yearsOfExperience: 1,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rb46',
    resume: `RESUME

KAVYA NAIK
Vile Parle East, Mumbai
Phone: 9004517362   Email: kavyanaik2004@gmail.com

CAREER OBJECTIVE
To begin my career in e-commerce operations where I can use my Excel and listing skills.

EDUCATION
B.Sc (Information Technology) – Mumbai University – 2026 – CGPA 8.1
HSC – 2023

INTERNSHIP
E-commerce Intern, ethnic wear seller (Flipkart & Meesho), Andheri – Jan 2026 to Apr 2026
- Created and updated 400+ product listings (kurtis, sarees) with attributes and size charts
- Prepared bulk listing sheets, checked images as per marketplace guidelines
- Tracked inventory and price updates in Google Sheets

SKILLS
MS Excel (pivot, VLOOKUP), Google Sheets, Canva, basic HTML, typing 45 wpm

LANGUAGES
English, Hindi, Marathi, Konkani

DECLARATION
I hereby declare that the above information is true.`,
  },
  {
    ...S,
    id: 'rb47',
    resume: `Nikhil Rane
Jewellery Product Photographer & Photo Editor
Borivali, Mumbai | 9773024615 | nikhilrane.shoots@gmail.com | Portfolio: behance.net/nikhilrane

Summary
2 years shooting jewellery for catalogues, e-commerce and Instagram. Macro photography, focus stacking and retouching.

Experience
Product Photographer — Jewellery manufacturer (catalogue studio), Zaveri Bazaar | Aug 2024 – Present
➢ White background e-commerce shots, 360° spins of rings and pendants
➢ Retouching in Photoshop: dust removal, metal colour correction, diamond sparkle
➢ Naming and organising images by SKU for website team

Freelance Photographer — 2023 – 2024 (weddings, products)

Education
Diploma in Photography, 2023
B.A., Mumbai University, 2022

Tools
Canon R6, macro lens, lightbox, Photoshop, Lightroom, Helicon Focus`,
    skills: ['Jewellery Photography', 'Photoshop', 'Retouching', 'Focus Stacking'],
    preferredRoles: ['Product Photographer'],
    yearsOfExperience: 2,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rb48',
    resume: `Gaurav Sethi
CRM Executive
Sector 45, Gurugram | 9711820354 | gauravsethi.crm@gmail.com

Summary
3 years as CRM executive in an automobile dealership. Customer database, follow-ups and feedback.

Experience
CRM Executive – Maruti Suzuki Arena dealership, Gurugram | Aug 2023 – Present
• Post-sales follow-up calls (3rd day, 30th day), customer satisfaction survey
• Service reminders, insurance renewal calls, birthday wishes SMS
• Maintaining customer data in DMS, monthly CSI reports to principal
• Handling complaints and escalation to works manager

Customer Care Executive – Telecom BPO, Gurugram | Jan 2022 – Jul 2023

Education
B.Com, Delhi University (SOL), 2021

Skills
Customer follow-up, DMS, Excel, complaint handling, CSI reports`,
  },
  {
    ...S,
    id: 'rb49',
    resume: `Simran Arora
CRM & Digital Marketing Executive
Saket, New Delhi | 9818234407 | simranarora.crm@gmail.com

PROFESSIONAL SUMMARY
3 years in CRM and digital marketing for a diamond jewellery brand with 8 stores in Delhi NCR. Loyalty programme, WhatsApp campaigns and customer data analysis.

WORK EXPERIENCE
CRM & Digital Marketing Executive | Diamond jewellery brand, Delhi NCR | Sep 2023 – Present
• Customer database of 40,000+ in CRM; segmentation by purchase value (VIP / HNI / regular)
• Birthday & anniversary campaigns, WhatsApp and email blasts for new collections
• Invites and RSVP tracking for private previews and wedding season events
• Monthly repeat purchase and loyalty points report for management
• Instagram and Meta ads coordination with agency

Marketing Intern | Fashion accessories e-commerce, Noida | Jan 2023 – Aug 2023

EDUCATION
BBA (Marketing), GGSIPU, 2022

SKILLS
CRM (Zoho) · Customer segmentation · WhatsApp Business API · Email campaigns · Meta Ads · Excel`,
    skills: ['CRM', 'Customer Segmentation', 'WhatsApp Campaigns', 'Loyalty Programme', 'Meta Ads'],
    preferredRoles: ['CRM Executive', 'Digital Marketing Executive'],
    yearsOfExperience: 3,
    city: 'New Delhi',
  },
  {
    ...S,
    id: 'rb50',
    resume: `Riya Chheda
Fresher – Jewellery Design (CAD) | E-commerce
Ghatkopar East, Mumbai | 9029183365 | riyachheda.design@gmail.com

Objective
Jewellery design graduate looking for an entry role in a jewellery brand's e-commerce / catalogue team.

Education
Diploma in Jewellery Design & Technology, SNDT / jewellery institute, 2026
HSC (Commerce), 2023

Internship
Catalogue Intern – Omnichannel jewellery brand, Mumbai | Feb 2026 – Jul 2026
• Tagged 1,200 SKUs with attributes (metal, karat, stone type, ct weight, occasion) in catalogue sheet
• Uploaded listings to Shopify admin and checked live pages for errors
• Matched product images with SKU codes, flagged wrong images

Skills
Rhino / MatrixGold (basic), Excel, Shopify admin, Canva, knowledge of 4Cs and gemstones

Languages
Gujarati, Hindi, English, Marathi`,
  },
  {
    ...S,
    id: 'rb51',
    resume: `MADHURI DESHPANDE
Head – Learning & Development | Jewellery Retail
Powai, Mumbai | +91 98190 27736 | madhuri.deshpande.ld@gmail.com

PROFESSIONAL SUMMARY
17 years in retail training, the last 7 heading L&D for a jewellery retail chain of 45 stores. Built a training academy, product knowledge certification and a regional trainers' team.

WORK EXPERIENCE
Head – Learning & Development | Jewellery retail chain (45 showrooms, West India) | Jan 2020 – Present
• Training strategy, annual calendar and budget (INR 2.4 Cr); team of 8 regional trainers
• Set up in-house academy: induction, gold & diamond product knowledge (4Cs, gemstones, hallmarking / HUID), selling skills
• Digital learning on LMS, 90% certification of 1,400 sales staff
• Training ROI: conversion and average ticket size tracked pre / post programme

Training Manager | Tanishq (Titan Company Ltd.), West Zone | Jun 2014 – Dec 2019
• Zone level trainer for 30 stores, product launches and customer service programmes

Retail Trainer | Shoppers Stop, Mumbai | Aug 2009 – May 2014

EDUCATION
MBA (HR), Symbiosis, 2009
Diamond Graduate, GIA (distance), 2016

SKILLS
TNA · Training academy set-up · LMS · Product knowledge training · Team management`,
    skills: ['Training & Development', 'Product Training', 'LMS', 'TNA', 'Team Management'],
    preferredRoles: ['Head – Training', 'L&D Head'],
    yearsOfExperience: 17,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rb52',
    resume: `CURRICULUM VITAE

PRAKASH JADHAV
Regional Trainer – Jewellery Retail
Address: Flat 7, Sai Darshan, Naupada, Thane (W) - 400602
Mobile: 9820463318 | Email: prakashjadhav.trainer@gmail.com

Career Objective: To grow as a training manager in jewellery / luxury retail.

Work Experience:
Company: Jewellery retail chain (Maharashtra & Goa)
Designation: Regional Trainer
Duration: Apr 2022 – Present
• Induction and product training for sales staff of 14 stores
• Gold, diamond, polki and gemstone product knowledge sessions
• Store visits, mystery shopper scores, refresher training
• Training MIS to HO

Company: Same company
Designation: Senior Sales Executive
Duration: Jun 2019 – Mar 2022

Company: PNG Jewellers, Thane
Designation: Sales Executive
Duration: 2017 – 2019

Educational Qualification:
B.A. (Mumbai University), 2017
Train the Trainer certificate – 2022

Languages Known: Marathi, Hindi, English

Declaration: I hereby declare the above information is true.`,
  },
  {
    ...S,
    id: 'rb53',
    resume: `Swapnil More
Sales Executive – Jewellery
Dombivli East | 9967150274 | swapnilmore.sales@gmail.com

Profile
Jewellery sales executive with 3 years experience in a large showroom. Also buddy trainer for new joinees.

Experience
Sales Executive — Jewellery retail chain, Dombivli showroom | Jul 2023 – Present
- Gold and diamond jewellery sales, bridal customers
- Buddy trainer for 6 new joinees: counter handling, product display, billing process
- Conducted product knowledge quiz in morning huddles
- Old gold exchange, karatmeter and HUID explanation

Education
B.Com, Mumbai University, 2023

Skills
Jewellery sales, product knowledge, customer handling, basic training

Languages: Marathi, Hindi, English`,
    skills: ['Jewellery Sales', 'Product Knowledge', 'Customer Handling'],
    preferredRoles: ['Senior Sales Executive', 'Trainer'],
    yearsOfExperience: 3,
    city: 'Thane',
  },
  {
    ...S,
    id: 'rb54',
    resume: `ROSHNI FERNANDES
Cluster Training Manager – Hospitality
Mumbai | +91 98330 61427 | roshni.fernandes.ld@gmail.com

SUMMARY
13 years in hotel L&D and service training; currently cluster training manager for 4 luxury hotels. Certified trainer, service culture programmes.

EXPERIENCE
Cluster Training Manager | Luxury hotel group, Mumbai cluster (4 hotels) | Mar 2021 – Present
- Training calendar and budget for 1,100 associates
- Service standards, grooming, luxury guest experience programmes
- Managing 4 departmental trainers, LMS compliance 95%
- Leadership development for supervisors

Training Manager | 5-star hotel, Goa | 2017 – 2021
Assistant Training Manager | 5-star hotel, Bengaluru | 2013 – 2017

EDUCATION
BHMCT, 2013; Certified Trainer (CPLP equivalent), 2018

SKILLS
TNA, training calendar, service culture, LMS, leadership programmes`,
  },
  {
    ...S,
    id: 'rb55',
    resume: `CURRICULUM VITAE

Name: Pradeep Soni
Senior Faculty – Gemology & Diamond Grading
Address: Malviya Nagar, Jaipur - 302017
Mobile: 9414078821 | Email: pradeepsoni.gem@gmail.com

Profile:
Gemologist and trainer with 11 years of teaching diamond grading, coloured stones and jewellery product knowledge to students and trade staff.

Work Experience:
Institute: Gemology institute (diamond and coloured stone courses), Jaipur
Designation: Senior Faculty
Duration: 2018 – Present
• Teaching 4Cs, diamond grading practicals, gem identification
• Corporate trainings for jewellery retail staff (product knowledge workshops for chains in Rajasthan and Delhi)
• Designing course material and assessments

Institute: Gem testing lab & training centre, Jaipur
Designation: Gemologist cum Trainer
Duration: 2015 – 2018

Educational Qualification:
FGA (Gem-A), 2014; Graduate Diamonds, 2015
M.Sc Geology, University of Rajasthan, 2013

Languages Known: Hindi, English

Declaration: I declare the above is true.`,
  },
  {
    ...S,
    id: 'rb56',
    resume: `Kunal Bajaj
Relationship Manager – Wealth (HNI)
DLF Phase 4, Gurugram | 9810542267 | kunalbajaj.wealth@gmail.com

PROFESSIONAL SUMMARY
5 years in private banking / wealth management. Managing HNI client relationships and AUM growth.

WORK EXPERIENCE
Relationship Manager – Wealth | Private bank, Gurugram | Jan 2023 – Present
• Portfolio of 120 HNI families, AUM INR 310 Cr
• Cross-sell of mutual funds, PMS, insurance and bonds
• Client events and investment seminars
• KYC / AML compliance and periodic portfolio reviews

Personal Banker | Private bank, New Delhi | Jun 2021 – Dec 2022

EDUCATION
MBA Finance, IMT Ghaziabad, 2021
NISM Series V-A, XXI-A

SKILLS
HNI relationship management · AUM growth · Investment products · Client events`,
    skills: ['Relationship Management', 'HNI Clients', 'Wealth Management', 'Cross-selling'],
    preferredRoles: ['Relationship Manager'],
    yearsOfExperience: 5,
    city: 'Gurugram',
  },
  {
    ...S,
    id: 'rb57',
    resume: `SUNIL K. MENON
Senior Manager – Training | Jewellery Retail
Kochi / willing to relocate to Mumbai | +91 94470 51128 | sunilkmenon.training@gmail.com

PROFILE
Training leader with 15 years of experience in jewellery retail across India and GCC. Heads training for one of the largest jewellery chains' India retail; built product academy and trainers' network.

EXPERIENCE
Senior Manager – Training | Large gold & diamond jewellery chain (India & GCC) | Jun 2020 – Present
➢ National training head for 150+ showrooms in India; team of 14 trainers
➢ Induction, product knowledge (gold, diamond 4Cs, precious stones, hallmarking), sales & service programmes
➢ E-learning modules in 5 languages, trainer certification
➢ Budget, training effectiveness and reporting to HR Director

Manager – Training (GCC) | same group, Dubai | Jan 2016 – May 2020
➢ Trained sales staff of 40 showrooms in UAE, Qatar, Oman

Showroom Manager | Jewellery showroom, Kochi | Jul 2011 – Dec 2015

EDUCATION
MBA (HR & Marketing), Cochin University, 2011

SKILLS
Training strategy · Academy building · Product training · Trainer team · Budget & ROI`,
  },
  {
    ...S,
    id: 'rb58',
    resume: `JOSEPH FERNANDES
Watchmaker – Swiss Luxury Watches
Currently: Dubai, UAE (returning to India – Mumbai / Goa)
Mobile: +971 50 776 3021 | Email: josephfernandes.watch@gmail.com
Nationality: Indian | Passport valid till 2034 | UAE visa: employment, notice period 30 days

SUMMARY
9 years as watchmaker, 6 in an authorised service centre for Swiss luxury brands in Dubai. Brand-certified Level 2 (service of automatic and chronograph calibres).

WORK EXPERIENCE
Watchmaker | Authorised service centre of a luxury watch distributor, Dubai | Mar 2020 – Present
• Complete overhaul of automatic, chronograph and GMT calibres as per brand procedures
• Timing, amplitude and beat error correction on timegrapher, water resistance testing up to 30 bar
• Case and bracelet refinishing (polishing, satin finish), crystal and gasket replacement
• Parts ordering through brand portal, job cards and warranty claims

Watch Technician | Watch retailer's service workshop, Mumbai | Jun 2017 – Feb 2020
• Quartz and automatic repairs for multi-brand customers

EDUCATION
Diploma in Watch Technology, 2017
Brand service training Level 1 & 2 (Dubai), 2021, 2023

SKILLS
Mechanical movements · Chronographs · Timegrapher · Water resistance testing · Case refinishing`,
    skills: ['Watchmaking', 'Chronograph Service', 'Timegrapher', 'Water Resistance Testing', 'Case Refinishing'],
    preferredRoles: ['Watchmaker', 'Senior Watchmaker'],
    yearsOfExperience: 9,
    city: 'Dubai',
  },
  {
    ...S,
    id: 'rb59',
    resume: `BIO-DATA

Name: Abdul Rashid Ansari
Profession: Watch & Clock Repairer (own shop)
Address: Shop No. 4, Mohammed Ali Road, Mumbai - 400003
Mobile: 9322014486

Experience:
Running own watch repair shop since 2011 (15 years). Before that helper to my father in same shop.
Work: repair of mechanical (hand winding & automatic) watches – HMT, Seiko, Citizen, old Swiss watches (Favre-Leuba, Titoni, Omega vintage), quartz watches, wall clocks and pendulum clocks.
Cleaning and oiling of movements, balance staff and mainspring change, glass and crown fitting, battery.

Education: S.S.C. – 2008

Languages: Urdu, Hindi, Marathi, English (little)

Date of Birth: 15-01-1992
Father's Name: Mohd. Yusuf Ansari

Declaration: I declare that the above is true.`,
  },
  {
    ...S,
    id: 'rb60',
    resume: `Ananya Chawla
Clienteling & CRM Executive – Fine Jewellery
Rajouri Garden, New Delhi | +91 98711 32405 | ananya.chawla.crm@gmail.com

PROFESSIONAL SUMMARY
3 years running clienteling and CRM for a fine jewellery brand's 10 boutiques. Client segmentation, boutique client-book tracking, events and loyalty.

WORK EXPERIENCE
Clienteling Executive | Fine jewellery brand (10 boutiques, North India) | Oct 2023 – Present
- Segmenting 25,000 clients (VIC / HNI / first-time buyers) on Salesforce
- Planning birthday, anniversary and festive outreach calendars for boutique teams
- Weekly tracking of client-book follow-ups by boutique staff; coaching on call scripts
- Private preview and trunk show invites, RSVP and post-event conversion report
- Repeat purchase and loyalty redemption dashboards in Excel / Power BI

CRM Intern | Luxury fashion e-commerce, Gurugram | Jan 2023 – Sep 2023
- Email campaigns, customer data cleaning

EDUCATION
BBA, Delhi University, 2022
Certificate in Luxury Brand Management, 2023

SKILLS
Clienteling · Salesforce CRM · Segmentation · Event invites · Power BI · Excel`,
  },
];

export const RESUME3_LABELS: Labels = {
  'rb-watch-advisor': { rb01: 2, rb02: 2, rb03: 2, rb04: 1, rb05: 1, rb06: 1 },
  'rb-dubai-souk': { rb12: 2, rb13: 2, rb14: 2, rb15: 2, rb05: 2, rb53: 2, rb16: 1, rb42: 1, rb30: 1 },
  'rb-export-merch': { rb19: 2, rb20: 2, rb21: 2, rb22: 1, rb24: 1, rb25: 1 },
  'rb-diamond-assorter': { rb26: 2, rb27: 2, rb28: 2, rb29: 1, rb33: 1 },
  'rb-goldloan-appraiser': { rb18: 2, rb34: 2, rb35: 2, rb36: 2, rb37: 1, rb38: 1, rb15: 1 },
  'rb-boutique-mgr': { rb39: 2, rb40: 2, rb41: 2, rb42: 1, rb04: 1, rb44: 1 },
  'rb-ecom-catalog': { rb45: 2, rb46: 2, rb50: 2, rb47: 1, rb49: 1 },
  'rb-hard-training-head': { rb51: 2, rb57: 2, rb52: 1, rb54: 1, rb55: 1 },
  'rb-hard-watchmaker': { rb07: 2, rb58: 2, rb08: 1, rb09: 1, rb59: 1 },
  'rb-hard-clienteling': { rb60: 2, rb49: 2, rb01: 1, rb06: 1, rb48: 1 },
};
