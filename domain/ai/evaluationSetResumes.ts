/**
 * Evaluation set, résumé part (tuning, source 'resume'): ten jobs of the Indian jewellery and
 * luxury-retail trade and sixty job seekers given as WHOLE RÉSUMÉS — the text a PDF's text layer
 * gives (one line per line, headings, bullets), in the layouts Indian candidates of the trade send
 * (modern, biodata "CURRICULUM VITAE" style, freshers' one-pagers, long senior résumés). About half of
 * the seekers also carry the marketplace profile fields (skills, preferredRoles, yearsOfExperience,
 * city); the others have the résumé alone. The engine writes each seeker's overview from the résumé
 * and ranks this part's seekers for this part's jobs alone.
 *
 * Written blind: without reading the matching engine, its tests or benches, or any other part of the
 * evaluation set (only evaluationTypes.ts, for the shapes). Labelled by hand, as a recruiter of the
 * trade would decide from the texts alone, before any engine ranked these seekers.
 *
 * Jobs: six easy (plain ads: showroom sales, CAD designer, karigar, diamond grader, accountant of a
 * jewellery firm, visual merchandiser) and four hard near-miss clusters: r-storehead (seniority: a
 * showroom head that sales executives and floor in-charges apply to), r-labgrown and r-watch (sibling
 * roles: lab-grown diamond sales vs natural diamond grading, trading and CVD production; watch
 * technician vs watch sales and watch boutiques), r-setter (another trade's words: tile and marble
 * setters, CNC machine setters, foundry casters vs a jewellery stone setter).
 *
 * Labels: 2 = strong fit (does this job, at the asked seniority); 1 = plausible (near trade, somewhat
 * short of the years or well above them, an adjacent role); absent = not a fit.
 */
import type { EvalJob, EvalSeeker } from './evaluationTypes';

type Labels = Record<string, Record<string, 1 | 2>>;

const E = { kind: 'easy', part: 'tuning', source: 'resume' } as const;
const H = { kind: 'hard', part: 'tuning', source: 'resume' } as const;

export const RESUME_JOBS: EvalJob[] = [
  {
    ...E,
    id: 'rs-sales',
    title: 'Sales Executive – Jewellery Showroom',
    category: 'Sales',
    industry: 'Jewellery Retail',
    skillsRequired: ['Jewellery sales', 'Customer handling', 'Gold & diamond product knowledge', 'Old gold exchange', 'Billing'],
    description:
      'Urgent requirement for Sales Executives (Male/Female) for our gold and diamond jewellery showroom at Ameerpet, Hyderabad. ' +
      'Candidate should attend walk-in customers at the counter, show gold, diamond and bridal jewellery, explain purity, hallmark/HUID, ' +
      'making charges and wastage, handle old gold exchange and schemes, and achieve monthly sales targets. ' +
      'Salary 18,000 – 30,000 + incentives + PF/ESI. Walk-in interview Mon–Sat 11 am to 5 pm with updated resume.',
    requirements: 'Min 2 yrs experience in jewellery showroom sales. Telugu/Hindi/English. Any graduate or 12th pass with good communication.',
    experience: 'Mid-Level',
    yearsOfExperience: 2,
    city: 'Hyderabad',
  },
  {
    ...E,
    id: 'rs-cad',
    title: 'Jewellery CAD Designer',
    category: 'Design',
    industry: 'Jewellery Manufacturing',
    skillsRequired: ['MatrixGold', 'Rhino', 'JewelCAD', '3D jewellery modelling', 'Rendering'],
    description:
      'About us: We are a 25-year-old export-oriented diamond jewellery manufacturer in SEEPZ, Andheri East, supplying rings, pendants and bridal sets to retailers in India, US and UK. ' +
      'Role: Convert sketches and customer references into production-ready 3D CAD models for casting and 3D printing, with correct stone sizes, ' +
      'prong/pave layouts, shank thickness and metal weight estimation. Prepare realistic renders for customer approval and coordinate with the production and setting team.',
    requirements: '2-5 years as CAD designer in jewellery. Hands-on MatrixGold / Rhino; JewelCAD an advantage. Portfolio mandatory.',
    experience: 'Mid-Level',
    yearsOfExperience: 3,
    city: 'Mumbai',
  },
  {
    ...E,
    id: 'rs-karigar',
    title: 'Goldsmith / Karigar (Handmade Gold Jewellery)',
    category: 'Manufacturing / Craft',
    industry: 'Jewellery Manufacturing',
    skillsRequired: ['Handmade gold jewellery', 'Soldering', 'Filing and finishing', 'Ghaat work', 'Repair'],
    description:
      'Wanted experienced gold karigars for our workshop. Work on 22K handmade jewellery – chains, bangles, earrings, necklace ghaat, ' +
      'soldering, filing, joining and finishing, and repair of customer jewellery. Piece-rate or monthly salary as per skill, accommodation available for outstation karigars.',
    requirements: 'Minimum 3 years as goldsmith/karigar. Should know 22K handmade work; must be able to work with own tools.',
    experience: 'Mid-Level',
    yearsOfExperience: 3,
    city: 'Coimbatore',
  },
  {
    ...E,
    id: 'rs-gem',
    title: 'Diamond Grader / Gemmologist',
    category: 'Quality / Gemmology',
    industry: 'Diamonds & Gemstones',
    skillsRequired: ['Diamond grading', '4Cs', 'GIA / IGI certification', 'Loupe and microscope', 'Lab-grown diamond detection'],
    description:
      'A diamond testing and certification laboratory requires Diamond Graders for its Surat office. Responsibilities: grade loose polished diamonds ' +
      'for colour, clarity and cut as per lab standards, plot inclusions, measure proportions, screen stones for synthetics (CVD/HPHT) and treatments, ' +
      'and maintain grading records. Salary no bar for the right candidate.',
    requirements: 'Graduate with GIA GG / IGI diamond grading diploma. 2+ years of diamond grading in a lab or manufacturing unit.',
    experience: 'Mid-Level',
    yearsOfExperience: 2,
    city: 'Surat',
  },
  {
    ...E,
    id: 'rs-acct',
    title: 'Accountant',
    category: 'Accounts & Finance',
    industry: 'Jewellery Retail',
    skillsRequired: ['Tally Prime', 'GST', 'Bank reconciliation', 'Gold stock accounting', 'TDS'],
    description:
      'Accountant required for a reputed jewellery showroom in T. Nagar, Chennai. Day-to-day accounting in Tally, GST returns (GSTR-1, 3B), ' +
      'bank reconciliation, cash and card settlements, metal and stock accounts of gold/silver, karigar and vendor ledgers, TDS and coordination with the auditor.',
    requirements: 'B.Com / M.Com with 3+ years of accounting experience, preferably in a jewellery or bullion business. Tamil and English.',
    experience: 'Mid-Level',
    yearsOfExperience: 3,
    city: 'Chennai',
  },
  {
    ...E,
    id: 'rs-vm',
    title: 'Visual Merchandiser',
    category: 'Retail Operations',
    industry: 'Jewellery Retail',
    skillsRequired: ['Visual merchandising', 'Window display', 'Planogram', 'Store layout', 'Props and display'],
    description:
      'We are a growing jewellery retail chain with 18 showrooms in Karnataka and Kerala. Visual Merchandiser will plan and execute window and counter displays, ' +
      'festive and campaign displays (Akshaya Tritiya, Diwali, wedding season), implement VM guidelines and planograms in every store, manage props and display vendors, and train store staff on display standards. Travel within region required.',
    requirements: '2-4 years of visual merchandising in retail; jewellery or lifestyle retail preferred. Degree/diploma in design or fashion.',
    experience: 'Mid-Level',
    yearsOfExperience: 2,
    city: 'Bengaluru',
  },
  {
    ...H,
    id: 'rs-storehead',
    title: 'Showroom Head / Store Manager – Gold & Diamond Jewellery',
    category: 'Retail Management',
    industry: 'Jewellery Retail',
    skillsRequired: ['Store P&L', 'Team management', 'Jewellery retail', 'Inventory control', 'Sales targets'],
    description:
      'Leading jewellery brand requires a Showroom Head for a large-format gold and diamond showroom (60+ staff). The role owns the store P&L and monthly targets, ' +
      'manages floor managers and sales teams, stock audits and inventory of gold/diamond jewellery, hallmark compliance, customer escalations, schemes and local marketing.',
    requirements: 'Minimum 10 years in jewellery retail with at least 4 years as Store Manager / Showroom Manager of a jewellery showroom.',
    experience: 'Management-Level',
    yearsOfExperience: 10,
    city: 'Hyderabad',
  },
  {
    ...H,
    id: 'rs-labgrown',
    title: 'Business Development Executive – Lab-Grown Diamonds',
    category: 'Sales / Business Development',
    industry: 'Diamonds',
    skillsRequired: ['Lab-grown diamond sales', 'B2B sales', 'CVD / HPHT product knowledge', 'Client acquisition', 'Export'],
    description:
      'Surat-based manufacturer of lab-grown (CVD) polished diamonds and LGD jewellery is hiring Business Development Executives. ' +
      'Develop B2B clients among jewellery manufacturers, retailers and wholesalers in India and abroad, prepare stock offers and price lists, ' +
      'attend trade shows (IIJS), follow up orders, and explain LGD grading reports (IGI/GIA) to buyers.',
    requirements: '3+ years in diamond or diamond jewellery sales, lab-grown experience strongly preferred. Good English; Gujarati/Hindi.',
    experience: 'Mid-Level',
    yearsOfExperience: 3,
    city: 'Surat',
  },
  {
    ...H,
    id: 'rs-watch',
    title: 'Watch Technician / Horologist',
    category: 'Technical Service',
    industry: 'Luxury Watches',
    skillsRequired: ['Watch servicing', 'Mechanical and automatic movements', 'Quartz movements', 'Water resistance testing', 'Timegrapher'],
    description:
      'Authorised service centre of Swiss luxury watch brands in Saket, New Delhi needs a Watch Technician. Service and overhaul mechanical, automatic and quartz watches: ' +
      'dismantling, cleaning, lubrication, regulation on timegrapher, casing, water-resistance testing and final QC, as per brand procedures.',
    requirements: '4+ years of hands-on watch repair/servicing. Brand training (Swatch Group, WOSTEP, Titan) will be an advantage.',
    experience: 'Mid-Level',
    yearsOfExperience: 4,
    city: 'New Delhi',
  },
  {
    ...H,
    id: 'rs-setter',
    title: 'Stone Setter',
    category: 'Manufacturing / Craft',
    industry: 'Jewellery Manufacturing',
    skillsRequired: ['Stone setting', 'Prong setting', 'Micro pave', 'Bezel and channel setting', 'Diamond setting'],
    description:
      'Setter required for diamond jewellery manufacturing unit. Work includes prong, pave, micro-pave, bezel and channel setting of diamonds and coloured stones in gold and platinum, ' +
      'under microscope, as per CAD/quality standards. Good salary + overtime.',
    requirements: '3+ years of setting experience in a jewellery unit. Must have own setting tools (gravers).',
    experience: 'Mid-Level',
    yearsOfExperience: 3,
    city: 'Mumbai',
  },
];

const S = { part: 'resume', overview: '' } as const;

export const RESUME_SEEKERS: EvalSeeker[] = [
  {
    ...S,
    id: 'r01',
    resume: `MUHAMMED SHAFEEQ K
Mob: +91 98470 23561 | Email: shafeeqk.sales@gmail.com
Puthiyara, Kozhikode, Kerala - 673004

PROFESSIONAL SUMMARY
Result oriented Senior Sales Executive with 10 years exp in gold and diamond jewellery retail. Strong in bridal jewellery sales, old gold exchange and customer relationship. Consistently achieved monthly targets.

WORK EXPERIENCE
Senior Sales Executive | Malabar Gold & Diamonds, Kozhikode | Jun 2018 – Present
• Handling walk-in customers at gold and bridal counter, avg 25-30 customers per day
• Explaining purity, BIS hallmark and HUID, making charges and wastage to customers
• Old gold exchange: testing with karat meter, calculating net weight and value
• Promoting gold purchase scheme and advance booking, achieved 120% of target in 2023-24
• Training new joinees on product knowledge and billing
• Handling NRI customers from Gulf for wedding purchases

Sales Executive | Sree Krishna Jewellers, Manjeri | Jul 2016 – May 2018
• Counter sales of 22K gold ornaments, chains and bangles
• Billing and stock tally at end of day

EDUCATION
B.Com – University of Calicut, 2016
Plus Two – Kerala State Board, 2013

SKILLS
- Jewellery sales & negotiation
- Bridal jewellery consultation
- Old gold exchange / karat meter
- Billing software (Emerald, SAP POS)
- Languages: Malayalam, English, Hindi, Arabic (basic)

AWARDS
Best Sales Performer – Kozhikode Region, 2022`,
    skills: ['Jewellery sales', 'Bridal jewellery', 'Old gold exchange', 'Customer relationship', 'Billing'],
    preferredRoles: ['Senior Sales Executive', 'Jewellery Sales'],
    yearsOfExperience: 10,
    city: 'Kozhikode',
  },
  {
    ...S,
    id: 'r02',
    resume: `Sneha Kulkarni
sneha.kulkarni93@yahoo.com | 9822 441 097 | Kothrud, Pune

Objective
Seeking a position as Jewellery Consultant in a premium jewellery brand where I can use my diamond jewellery knowledge and customer service skills.

Experience
Jewellery Consultant – Tanishq (Titan Company Ltd), FC Road, Pune
Aug 2023 – Present
- Assist customers in selection of diamond and gold jewellery, solitaires and engagement rings
- Explain 4Cs, diamond certificates and Tanishq exchange policy
- Handle customer follow-ups through Encircle loyalty programme and WhatsApp
- Achieved Star Performer in Q2 FY25 for diamond sales
- Participate in stock count and display arrangement of counters

Customer Care Executive – Croma, Pune
Jun 2021 – Jul 2023
- Customer service and billing at store, handled returns and service requests

Education
B.A. (Economics), Savitribai Phule Pune University – 2015
Diamond Basics course – Tanishq in-house training (2023)

Key Skills
Diamond jewellery selling | 4Cs | Clienteling | POS billing | Marathi, Hindi, English

Personal
DOB: 12/04/1993
Notice period: 30 days`,
  },
  {
    ...S,
    id: 'r03',
    resume: `CURRICULUM VITAE

RAMESH KUMAR SONI
Address: 45, Johari Bazar, Near Hawa Mahal, Jaipur (Raj.) - 302003
Mobile No: 9414 556 782
E-mail: rameshsoni1990@gmail.com

Career Objective:
To work in a challenging environment where I can utilize my skills and experience for the growth of organisation and myself.

Educational Qualification:
- 10th pass from RBSE Ajmer in 2006
- 12th pass (Commerce) from RBSE Ajmer in 2008
- B.Com from University of Rajasthan in 2011

Work Experience:
1. Company: Shree Ganesh Jewellers, Johari Bazar, Jaipur
   Designation: Counter Sales
   Duration: April 2022 to till date
   Job Profile: Selling of gold, silver and kundan polki jewellery to customers, rate explaining as per daily gold rate, making charges, hallmark checking, old gold purchase and exchange, packing and billing, dealing with tourists and local customers.

2. Company: Jain Silver Palace, Jaipur
   Designation: Sales Man
   Duration: March 2020 to March 2022
   Job Profile: Silver jewellery and utensils sale, daily stock counting.

Computer Knowledge: MS Office, Tally basic, Billing software

Strength: Honest, hard working, good convincing power.

Personal Details:
Father's Name : Shri Mohan Lal Soni
Date of Birth : 05/08/1990
Marital Status : Married
Languages Known : Hindi, English, Marwari
Hobbies : Cricket, Listening music

Declaration:
I hereby declare that all the information given above is true to the best of my knowledge.

Place: Jaipur                                   (RAMESH KUMAR SONI)`,
    skills: ['Gold jewellery sales', 'Kundan polki', 'Old gold exchange', 'Billing'],
    preferredRoles: ['Sales Executive'],
    yearsOfExperience: 6,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 'r04',
    resume: `K. SARAVANAN
No. 12, 3rd Cross Street, West Mambalam, Chennai - 600033
Ph: 94440 18826  |  Email: saravanan.k.retail@gmail.com

PROFILE
Floor Incharge with 9 years experience in jewellery showroom - 5 yrs counter sales and 4 yrs as floor incharge handling a team of 14 sales staff. Good knowledge of gold, diamond and silver sections, stock handling and customer complaints.

EXPERIENCE

Floor Incharge – Gold Section
Joyalukkas India Ltd, T. Nagar, Chennai
Jan 2022 – Present
➢ Supervising 14 sales executives on the gold floor, allocation of counters and duty roster
➢ Daily section target tracking and reporting to Store Manager
➢ Morning and evening stock tally of gold ornaments, tag verification
➢ Handling customer escalations, exchange and repair issues
➢ Supporting bridal customers for big ticket purchases
➢ Arranging counter display as per VM guidelines

Sales Executive
Joyalukkas India Ltd, T. Nagar, Chennai
Feb 2017 – Dec 2021
➢ Counter sales of gold and antique temple jewellery
➢ Old gold exchange and scheme enrolment

EDUCATION
B.Sc (Mathematics) – Madras University, 2016

SKILLS
Team handling, Jewellery sales, Stock tally, Customer complaint handling, Tamil, English, Telugu

DECLARATION
I hereby declare that the above details are true.
K. Saravanan`,
  },
  {
    ...S,
    id: 'r05',
    resume: `VENKATA RAMANA REDDY
Store Manager – Jewellery Retail
+91 99890 76543 | vramanareddy.retail@gmail.com | Kukatpally, Hyderabad

PROFESSIONAL SUMMARY
Jewellery retail professional with 14 years of experience, including 7 years as Store Manager of large format gold and diamond showrooms. Managed stores with turnover of Rs 180 crore per annum and 70+ staff. Expertise in store P&L, inventory control, stock audit, team building and customer experience.

WORK EXPERIENCE

Store Manager | Kalyan Jewellers India Ltd, Kukatpally, Hyderabad | Apr 2019 – Present
• Full responsibility of store P&L, monthly sales targets and gross margin
• Managing 72 staff including floor managers, sales, cashier and security
• Monthly stock audit of gold, diamond and silver inventory, shortage nil for 4 consecutive years
• Implemented HUID hallmarking compliance and BIS documentation at store
• Local marketing activities, wedding season campaigns and Dhanteras events
• Grew diamond share of sales from 9% to 16%

Store Manager | Kalyan Jewellers India Ltd, Vijayawada | Jan 2018 – Mar 2019
• Handled new store opening, recruitment and training of 45 staff

Assistant Store Manager | Kalyan Jewellers India Ltd, Vijayawada | Jun 2015 – Dec 2017
• Floor operations, scheme collections, customer escalations

Floor Manager | Lalitha Jewellery Mart, Hyderabad | Jul 2012 – May 2015
• Supervision of gold section, sales staff training, stock tally

EDUCATION
MBA (Marketing) – Osmania University, 2012
B.Com – Osmania University, 2010

KEY SKILLS
Store P&L | Jewellery retail operations | Inventory & stock audit | Team management | Hallmark/HUID compliance | Customer service

LANGUAGES
Telugu, English, Hindi, Tamil`,
    skills: ['Store management', 'Jewellery retail', 'P&L', 'Stock audit', 'Team management'],
    preferredRoles: ['Store Manager', 'Showroom Head'],
    yearsOfExperience: 14,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 'r06',
    resume: `SUBHAJIT DAS
Flat 3B, Lake Gardens, Kolkata 700045
Mobile: 98310 67215
Email: subhajitdas.sm@rediffmail.com

CAREER SUMMARY
Showroom Manager with more than 12 years in organised jewellery retail in Eastern India. Handling complete showroom operations, sales, inventory and people. Strong knowledge of Bengali bridal jewellery, diamond and lightweight collections.

EMPLOYMENT HISTORY

Senco Gold & Diamonds, Gariahat, Kolkata
Showroom Manager                                    May 2019 – Present
* Responsible for sales of Rs 110 Cr/year, gold, diamond, platinum and silver
* Team of 48 staff: floor incharges, sales executives, cashiers, karigar desk
* Inventory management, inter-branch transfers, monthly physical verification
* Customer relationship for HNI customers and wedding orders
* Conducting Akshaya Tritiya, Pujo and wedding season campaigns with marketing team

Senco Gold & Diamonds, Durgapur
Assistant Showroom Manager                          Apr 2016 – Apr 2019
* Day to day operations, staff rostering, sales MIS

Anjali Jewellers, Kolkata
Sales Executive / Senior Sales Executive            Jun 2014 – Mar 2016
* Counter sales of gold and diamond jewellery

EDUCATION
B.Com (Hons.) – University of Calcutta, 2012
Diploma in Retail Management – NIIT, 2013

SKILLS
Showroom operations, jewellery retail sales, inventory control, team leadership, MIS reporting, Bengali, Hindi, English

PERSONAL DETAILS
Date of Birth: 18.11.1990 | Marital status: Married`,
  },
  {
    ...S,
    id: 'r07',
    resume: `Arjun Nair
Store Manager | Jewellery Retail
Bengaluru, Karnataka | +91 97400 31288 | arjun.nair.retail@outlook.com | linkedin.com/in/arjunnair-retail

Summary
11 years with Titan Company in Tanishq boutiques across Kerala and Karnataka, from Customer Service Associate to Store Manager. Led stores to top 10 rank nationally. Passionate about customer experience and people development.

Experience

Store Manager, Tanishq – Jayanagar, Bengaluru (Titan Company Ltd)    Jul 2020 – Present
- Run a flagship boutique with annual sales of Rs 140 Cr and a team of 55
- Own P&L, stock of Rs 90 Cr gold and diamond jewellery, shrinkage and audits
- Drive diamond, solitaire and wedding (Rivaah) business; 118% target achievement FY24
- Recruit, train and coach Relationship Managers and Department Managers
- Manage gold exchange programme, GHS scheme and customer escalations

Department Manager (Diamonds), Tanishq – Kochi           Apr 2017 – Jun 2020
- Led diamond department of 12 staff; diamond sales growth 22% YoY

Customer Service Associate / Sr. CSA, Tanishq – Thrissur    Jun 2015 – Mar 2017
- Selling of gold and diamond jewellery, customer follow-up

Education
MBA (Retail Management), Amity University (distance), 2019
B.Com, Mahatma Gandhi University, 2015

Skills
Store operations • P&L management • Team leadership • Diamond & solitaire sales • Inventory and audit • Clienteling`,
    skills: ['Store operations', 'P&L management', 'Team leadership', 'Diamond sales', 'Inventory audit'],
    preferredRoles: ['Store Manager', 'Area Manager'],
    yearsOfExperience: 11,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'r08',
    resume: `SYED IMRAN ALI
Store Manager
H.No 9-4-86, Tolichowki, Hyderabad – 500008
Cell: 98480 55217 | Email: imran.ali.dmart@gmail.com

PROFESSIONAL SUMMARY
Store Manager with 10 years of experience in modern trade / hypermarket retail (FMCG, staples, general merchandise). Proven record in store operations, inventory, shrinkage control, manpower handling and customer service in high footfall stores.

WORK EXPERIENCE

Store Manager | Avenue Supermarts Ltd (D-Mart), Tolichowki, Hyderabad | Mar 2021 – Present
• Managing store of 38,000 sq ft with 110 staff including department managers and loaders
• Responsible for sales, store P&L, shrinkage below 0.4%, and compliance
• Inventory management of FMCG and staples, GRN, stock audits, expiry control
• Planogram implementation and promotions as per HO guidelines
• Manpower planning, roster, training and attendance

Assistant Store Manager | Reliance Retail (Reliance Smart), Secunderabad | Jun 2018 – Feb 2021
• Handled fresh, FMCG and home departments; cash office and daily reports

Department Manager – FMCG | More Retail, Hyderabad | Aug 2016 – May 2018
• Ordering, replenishment, planogram and shelf availability

EDUCATION
MBA (Retail), JNTU Hyderabad – 2016
B.Sc (Computers) – Osmania University – 2014

SKILLS
Store operations, P&L, shrinkage control, inventory management, SAP retail, team management, Excel

LANGUAGES
Urdu, Hindi, Telugu, English`,
    skills: ['Store operations', 'Inventory management', 'Shrinkage control', 'SAP retail', 'Team management'],
    preferredRoles: ['Store Manager'],
    yearsOfExperience: 10,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 'r09',
    resume: `PRIYANKA SHARMA
Store Manager – Premium Fashion Retail
+91 99124 88310 · priyanka.sharma.sm@gmail.com · Banjara Hills, Hyderabad

SUMMARY
Retail professional with 9 years in premium and luxury apparel & accessories. Currently managing a premium menswear and accessories store; strong in clienteling of HNI customers, VM standards, store P&L and staff grooming. Looking to move into luxury jewellery or watches retail.

EXPERIENCE

Store Manager — Tommy Hilfiger (Arvind Fashions), Inorbit Mall, Hyderabad    Jan 2021 – Present
• Store of 4,200 sq ft, annual sales Rs 14 Cr, team of 16
• Clienteling and CRM for top 200 customers, personal shopping appointments
• Inventory control, monthly audits, stock shrinkage 0.2%
• Visual merchandising as per brand guidelines, seasonal launches

Assistant Store Manager — Louis Philippe (Aditya Birla Fashion), Hyderabad    Apr 2018 – Dec 2020
• Operations, sales reporting, staff training on premium service standards

Fashion Consultant — Shoppers Stop, Hyderabad    Jun 2017 – Mar 2018
• Sales of premium brands, loyalty (First Citizen) enrolments

EDUCATION
BBA, St. Francis College for Women, Hyderabad — 2017

SKILLS
Luxury clienteling · Store P&L · Team leadership · Visual merchandising · Inventory control · Customer experience`,
  },
  {
    ...S,
    id: 'r10',
    resume: `Rohit Gowda
#23, 4th Main, Vijayanagar, Bengaluru 560040 | 88611 20934 | rohitgowda.watches@gmail.com

OBJECTIVE
Dynamic sales professional with 6 yrs experience selling watches and accessories, looking for growth in luxury retail.

WORK EXPERIENCE
Sales Executive – Titan World (franchise of Titan Company), Commercial Street, Bengaluru
Sep 2021 – Present
- Selling Titan, Fastrack, Sonata and Titan Edge watches, Raga ladies collection, smart watches
- Explaining watch features, movements (quartz, automatic), warranties to customers
- Battery replacement and strap adjustment at counter, sending watches to service centre and follow up
- Achieved monthly targets 10 out of 12 months; top seller for festive season 2023
- Maintaining display and stock register

Sales Associate – Helios (Titan), Orion Mall, Bengaluru
Jul 2020 – Aug 2021
- Multi-brand watch sales (Tissot, Casio, Fossil, Titan)

EDUCATION
B.Com – Bangalore University, 2020

SKILLS
Watch sales, Customer handling, Product demo, POS billing, Kannada/English/Hindi/Tamil

STRENGTHS
Good communication, Target oriented, Team player`,
    skills: ['Watch sales', 'Customer handling', 'Luxury retail', 'POS billing'],
    preferredRoles: ['Sales Executive', 'Luxury Retail Sales'],
    yearsOfExperience: 6,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'r11',
    resume: `Aisha Khan
Mumbai, Maharashtra | +91 90290 45118 | aishakhan.jewels@gmail.com

PROFESSIONAL SUMMARY
Customer-focused store executive with 2+ years at CaratLane selling diamond and gold jewellery. Comfortable with both walk-in and online-to-store customers, virtual try-on and omni-channel orders.

WORK EXPERIENCE
Store Executive | CaratLane – A Tanishq Partnership, Linking Road, Bandra | Jun 2024 – Present
• Selling diamond, gold and gemstone jewellery; engagement rings and everyday wear
• Explaining 4Cs, certification (IGI / SGL), Buyback and Lifetime Exchange policies
• Converting online leads to store visits, video-call consultations
• Handling try-at-home appointments and order tracking
• Billing on POS, daily cash closure, stock count

Sales Trainee | Reliance Jewels, Andheri West | Oct 2023 – May 2024
• Assisted seniors on gold counter, customer registration, packing

EDUCATION
B.M.S. (Marketing) – Mumbai University, 2023

SKILLS
Diamond jewellery sales · 4Cs · Omni-channel selling · POS · Clienteling · Hindi, English, Marathi`,
    skills: ['Diamond jewellery sales', '4Cs', 'Clienteling', 'POS billing'],
    preferredRoles: ['Jewellery Sales Executive'],
    yearsOfExperience: 3,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'r12',
    resume: `NAVEEN CHAUHAN
Assistant Store Manager
Address: H-117, Sector 15, Rohini, Delhi - 110089
Mobile: 98112 67340
Email: naveen.chauhan84@gmail.com

PROFILE SNAPSHOT
7 years in jewellery retail – 4 years sales and 3 years as Assistant Store Manager at PC Jeweller. Handling floor, staff and stock; want to grow as Store Manager.

WORK EXPERIENCE

PC Jeweller Ltd, Karol Bagh, New Delhi
Assistant Store Manager – Oct 2023 to Present
- Assisting Store Manager in daily operations, sales team of 20
- Stock receiving from HO, tagging, daily stock tally and monthly audit support
- Handling customer complaints, repair and exchange
- Sales MIS, scheme (PCJ Gold Scheme) collections
- Opening and closing of store, locker keys, CCTV checks

PC Jeweller Ltd, Pitampura, Delhi
Senior Sales Executive – Aug 2019 to Sep 2023
- Gold and diamond jewellery sales, wedding sets, solitaires
- Certificates of diamonds explaining to customers, old gold exchange

EDUCATION
B.A. – Delhi University (SOL), 2019
12th – CBSE, 2015

SKILLS
Jewellery sales, Floor management, Stock tally, Team handling, Customer service

PERSONAL DETAILS
Date of Birth: 22/03/1997 · Languages: Hindi, English, Punjabi`,
  },
  {
    ...S,
    id: 'r13',
    resume: `HARSH PATEL
Business Development Manager – Lab Grown Diamonds
Adajan, Surat, Gujarat | +91 98251 73004 | harsh.patel.lgd@gmail.com

SUMMARY
5+ years in B2B sales of CVD lab-grown polished diamonds and LGD jewellery. Built client base of 60+ manufacturers and wholesalers in India, USA, UAE and Hong Kong. Good knowledge of CVD & HPHT products, IGI / GIA LG reports, pricing and parcel assortment.

EXPERIENCE

Business Development Manager | Greenlab Diamonds LLP, Surat | Apr 2023 – Present
➢ Handling export clients for CVD polished (0.30 ct – 5 ct), certified and non-certified
➢ Preparing stock lists and price offers on RapNet / own portal, negotiating deals
➢ Participating in IIJS Mumbai, JCK Las Vegas and Hong Kong shows, lead follow-up
➢ Achieved USD 4.2 mn sales in FY 2024-25
➢ Coordination with grading, memo and shipping teams

Sales Executive – LGD | Bhanderi Lab Grown Diamonds, Surat | Jun 2021 – Mar 2023
➢ Domestic B2B sales to Mumbai and Surat jewellery manufacturers
➢ Explaining growth process, post-growth treatment and grading to new buyers

EDUCATION
MBA (International Business) – Veer Narmad South Gujarat University, 2021
B.Com – VNSGU, 2019

SKILLS
B2B sales • Lab-grown diamonds (CVD/HPHT) • Export documentation • Client acquisition • Negotiation • Gujarati, Hindi, English`,
    skills: ['Lab-grown diamond sales', 'B2B sales', 'Export', 'CVD / HPHT', 'Negotiation'],
    preferredRoles: ['Business Development Manager', 'LGD Sales'],
    yearsOfExperience: 5,
    city: 'Surat',
  },
  {
    ...S,
    id: 'r14',
    resume: `Ritika Malhotra
+91 98198 60277 | ritika.m.sales@gmail.com | Goregaon West, Mumbai

Career Summary
Sales executive with 3 years in lab-grown diamond jewellery – retail and B2B corporate orders. Comfortable explaining lab grown vs natural diamonds, CVD process and certification to first-time buyers.

Work Experience

Sales Executive — Limelight Lab Grown Diamonds, Infiniti Mall, Malad
Nov 2023 – Present
* Selling LGD solitaires, engagement rings, tennis bracelets, studs
* Explaining IGI lab-grown reports, 4Cs and price advantage over natural diamonds
* Handling corporate gifting enquiries and franchise (B2B) leads – closed 9 bulk orders
* Instagram / WhatsApp follow-up with customers, custom order coordination with factory
* Monthly target achievement average 110%

Sales Associate — Zoya (Titan), Palladium, Lower Parel
Sep 2023 – Oct 2023 (training)

Customer Relationship Executive — Kotak Mahindra Bank, Goregaon
Jul 2021 – Aug 2023
* Account opening, cross-selling of insurance and FD products

Education
B.Com – Mithibai College, Mumbai University, 2021
Diploma in Diamond Grading (basic) – IIGJ Mumbai, 2023 (3 months)

Languages: English, Hindi, Punjabi, Marathi`,
  },
  {
    ...S,
    id: 'r15',
    resume: `DHAVAL RATHOD
Production Supervisor – CVD Diamond Growing
Katargam, Surat | Mob: 97378 22046 | dhaval.rathod.cvd@gmail.com

PROFILE
Technical person with 4 years of experience in CVD lab-grown diamond growing plant. Operating and monitoring microwave plasma CVD reactors, seed plate preparation and growth run records. Diploma in Mechanical Engineering.

WORK EXPERIENCE

Production Supervisor | Ethereal Green Diamond LLP, Surat | Jan 2024 – Present
- Supervising 40 CVD reactors in 3 shifts, 12 operators
- Loading seed plates, setting gas flow (methane/hydrogen), pressure and power recipes
- Monitoring growth rate, temperature, identifying polycrystalline growth and stopping runs
- Maintaining growth logs, yield reports and machine downtime records
- Coordination with laser cutting and HPHT treatment section

Reactor Operator | Sahajanand Lab Grown Diamond Unit, Surat | Oct 2022 – Dec 2023
- Operating CVD machines, cleaning chambers, preventive maintenance

EDUCATION
Diploma Mechanical Engineering – Dr. S & S.S. Ghandhy Govt. Engineering College, Surat, 2022

SKILLS
CVD reactor operation, Plasma systems, Seed plate preparation, Preventive maintenance, Shift supervision, MS Excel`,
    skills: ['CVD reactor operation', 'Diamond growing', 'Shift supervision', 'Preventive maintenance'],
    preferredRoles: ['Production Supervisor'],
    yearsOfExperience: 4,
    city: 'Surat',
  },
  {
    ...S,
    id: 'r16',
    resume: `JIGNESH SHAH
Diamond Broker / Trader
Opera House, Mumbai 400004  |  98200 31176  |  jignesh.diamonds@gmail.com

PROFILE
Working as independent diamond broker and trader at Bharat Diamond Bourse for 7 years, dealing in natural polished diamonds (0.50 ct to 3 ct, GIA certified and non-certified). Good network of manufacturers, traders and jewellers in Mumbai and Surat.

EXPERIENCE

Independent Diamond Broker – Bharat Diamond Bourse, BKC, Mumbai (Nov 2019 – Present)
- Brokerage of natural polished diamonds between manufacturers and buyers, 1% commission
- Checking stones with loupe for colour, clarity, cut, fluorescence before offering
- Rapaport based price negotiation, memo issuing and payment follow-up
- Sourcing specific stones for jewellers' custom orders

Sales Executive – Shah Gems Pvt Ltd, Opera House (Jun 2017 – Oct 2019)
- Selling polished parcels to local jewellery manufacturers, assisting in assortment

EDUCATION
B.Com – Mumbai University, 2016
GIA Diamonds Essentials (online), 2018

SKILLS
Natural diamond trading, Rapaport pricing, Negotiation, Loupe checking, Client network

LANGUAGES
Gujarati, Hindi, English, Marathi`,
  },
  {
    ...S,
    id: 'r17',
    resume: `Krupa Desai
Export Sales Executive (Diamonds)
Vesu, Surat - 395007 | +91 81400 55239 | krupa.desai.export@gmail.com

PROFESSIONAL SUMMARY
4 years in export sales of polished diamonds – natural and lab-grown (CVD/HPHT). Handling overseas B2B buyers through email, video calls and trade shows. Strong coordination with grading and shipping.

WORK EXPERIENCE

Export Sales Executive | Shree Ramkrishna Exports (SRK), Surat | Aug 2022 – Present
• Handling 25+ buyers in USA, Belgium and Israel for natural polished and LGD program
• Launched lab-grown diamond line sales for US jewellery manufacturers, 1.8 mn USD in first year
• Preparing stock offers, IGI/GIA certificate lists, price quotes and memo
• Attending IIJS and JCK shows, new client acquisition
• Export documentation with shipping team (KP certificate, invoice, packing list)

Sales Coordinator | Kiran Gems, Surat | Sep 2021 – Jul 2022
• Order processing and buyer communication, stock reports in ERP

EDUCATION
BBA, Auro University, Surat – 2021

SKILLS
- Diamond export sales
- Lab-grown diamonds
- Client acquisition
- Trade shows
- ERP / Excel`,
    skills: ['Diamond export sales', 'Lab-grown diamonds', 'Client acquisition', 'Trade shows'],
    preferredRoles: ['Export Sales Executive', 'Business Development'],
    yearsOfExperience: 5,
    city: 'Surat',
  },
  {
    ...S,
    id: 'r18',
    resume: `PRATIK JOSHI
Diamond Grader
Borivali West, Mumbai | 99302 14587 | pratikjoshi.gg@gmail.com

PROFESSIONAL SUMMARY
GIA Graduate Gemologist with 4 years experience as diamond grader in an international gem laboratory. Grading natural and laboratory-grown diamonds for colour, clarity, cut; screening for synthetics and treatments.

WORK EXPERIENCE
Diamond Grader | International Gemological Institute (IGI), Mumbai | Jul 2022 – Present
• Grading 80-120 loose polished diamonds per day (0.30 – 10 ct) for colour and clarity as per IGI standards
• Plotting inclusions and key-to-symbols for reports
• Cut grading with Sarine / Helium proportion scanners
• Screening natural vs CVD/HPHT using DiamondView and spectroscopy results
• Second opinion grading, quality checks of reports before print

Trainee Grader | IGI, Mumbai | Jan 2022 – Jun 2022

EDUCATION & CERTIFICATION
GIA Graduate Gemologist (GG) – GIA India, Mumbai, 2021
B.Sc (Chemistry) – Mumbai University, 2020

SKILLS
Diamond grading (4Cs) | Clarity plotting | Colour grading with master stones | Synthetic diamond detection | Microscope & loupe`,
    skills: ['Diamond grading', '4Cs', 'GIA GG', 'Synthetic detection', 'Clarity plotting'],
    preferredRoles: ['Diamond Grader', 'Gemmologist'],
    yearsOfExperience: 4,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'r19',
    resume: `CURRICULUM VITAE

NEHA AGARWAL
Gemmologist
Address: C-42, Malviya Nagar, Jaipur - 302017
Mobile: 96490 31175
Email: neha.gems.jpr@gmail.com

Career Objective:
To obtain a responsible position as Gemmologist in a reputed organisation and to enhance my knowledge in gem testing.

Educational Qualification:
• M.Sc (Geology) – University of Rajasthan, 2017
• Graduate Gemologist (GG) – GIA, 2018
• Diploma in Gemmology – Gem Testing Laboratory, Jaipur, 2017

Work Experience:
Company: Gemological Institute of India Lab (GII), Jaipur (contract)
Designation: Gemmologist
Duration: June 2020 – till date
Responsibilities:
- Identification of coloured gemstones – ruby, emerald, sapphire, tanzanite etc.
- Detection of treatments: heat, glass filling, oil/resin in emerald
- Testing using refractometer, polariscope, spectroscope, UV, microscope
- Preparing identification reports and certificates
- Occasional testing of diamonds for natural / synthetic screening

Company: Shyam Gems, Johari Bazar, Jaipur
Designation: Gem Lab Assistant
Duration: May 2018 – May 2020
- Sorting and calibration of coloured stones, weighing and packing

Computer Skills: MS Office, Email

Personal Details:
Date of Birth : 14/09/1995
Marital Status : Unmarried
Languages Known : Hindi, English
Hobbies : Reading, Travelling

Declaration:
I hereby declare that the above information is correct to the best of my knowledge and belief.

Place: Jaipur                                            Neha Agarwal`,
  },
  {
    ...S,
    id: 'r20',
    resume: `Tanvi Mehta
Vile Parle East, Mumbai | 93240 67781 | tanvimehta.gem@gmail.com

OBJECTIVE
Fresher gemmologist looking for an opportunity as Diamond Grader / Lab Trainee to start my career in a gem testing laboratory.

EDUCATION
Diploma in Diamond Grading & Gemmology – Indian Institute of Gems & Jewellery (IIGJ), Mumbai, 2025
B.Sc (Physics) – Mithibai College, Mumbai University, 2024

INTERNSHIP
Gem Lab Intern – Solitaire Gemmological Laboratories (SGL), Mumbai | Jan 2026 – Jun 2026
- Assisted graders in colour and clarity grading of small diamonds (below 0.30 ct)
- Measurement and weighing of stones, entering data in lab software
- Learning screening of CVD / HPHT using automated testers

ACADEMIC PROJECT
Comparison of natural and CVD lab-grown diamonds under UV fluorescence

SKILLS
4Cs grading (basic), Loupe and microscope, Refractometer, MS Excel

STRENGTHS
Keen eye for detail, quick learner, patient

LANGUAGES
English, Hindi, Gujarati`,
    skills: ['Diamond grading', '4Cs', 'Gem testing', 'Microscope'],
    preferredRoles: ['Diamond Grader', 'Lab Trainee'],
    yearsOfExperience: 0,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'r21',
    resume: `BHAVESH VAGHASIYA
Diamond Assorter (Polished)
Varachha Road, Surat
Mo. 98795 40213
Email: bhavesh.vaghasiya88@gmail.com

EXPERIENCE – 10 Years

Hari Krishna Exports Pvt Ltd, Surat
Polished Assorter                               March 2020 – Present
- Assortment of polished diamonds by colour (D to M), clarity (IF to I3), shape and size
- Preparing parcels for sale and for lab certification
- Checking lab results vs own grading, re-check requests
- Checking cut, polish, symmetry with loupe and Sarine report

Kiran Gems Pvt Ltd, Surat
Assorter (Rough & Polished)                     May 2018 – Feb 2020
- Rough assortment by model, colour and clarity for planning
- Polished parcel sorting and weighing

Local diamond unit, Varachha
Diamond Polisher (Ghodi) / Checker             2016 – 2018

EDUCATION
12th pass (Science) – GSEB, 2015
Certificate in Diamond Grading – Gujarat Hira Bourse training centre, 2019

SKILLS
Colour & clarity assortment, Loupe 10x, Sarine, Parcel making

Languages: Gujarati, Hindi`,
  },
  {
    ...S,
    id: 'r22',
    resume: `MOHAMMED ARIF
Sales Executive – Gemstones
Ramganj Bazar, Jaipur (Rajasthan) | 97841 62309 | arif.gemsales@gmail.com

SUMMARY
6 years experience in selling precious and semi-precious gemstones and astrological stones (navratna) to retail customers, tourists and online buyers. Knowledge of gemstone origin, quality, pricing and rashi ratna as per horoscope.

WORK EXPERIENCE
Sales Executive | Navratan Gems & Jewellers, M.I. Road, Jaipur | Jan 2021 – Present
• Selling ruby, emerald, blue & yellow sapphire, pearl, coral, hessonite to walk-in and foreign customers
• Suggesting astrological stones, explaining lab certificate and carat / ratti weight
• Selling silver and gold rings with gemstones; giving order to karigar for ring making
• Handling online enquiries from website and WhatsApp, courier dispatch
• Tourist guides and hotel tie-ups for customer footfall

Salesman | Gem Palace (showroom), Jaipur | Aug 2019 – Dec 2020
• Counter sales of gemstone jewellery and loose stones

EDUCATION
B.A. – University of Rajasthan, 2019
Certificate course in Gem Identification (3 months) – GJEPC Jaipur, 2020

SKILLS
Gemstone sales, Astrological gemstones, Customer handling, Online sales, Hindi / English / Urdu`,
  },
  {
    ...S,
    id: 'r23',
    resume: `SHREYAS PAWAR
Gem Lab Assistant / Junior Diamond Grader
Thane West | 90044 28133 | shreyas.pawar.lab@gmail.com

WORK EXPERIENCE

Solitaire Gemmological Laboratories (SGL), Andheri East, Mumbai
Gem Lab Assistant → Junior Grader            Sep 2023 – Present
- Colour and clarity grading of loose and studded diamonds for SGL reports
- Jewellery certificate preparation: diamond weight estimation, metal purity XRF check
- Running automated lab-grown screening (DiamondSure type) for every parcel
- Photography and laser inscription checking
- Maintaining intake register and stone tracking

Gem Lab Assistant – DGLA Lab, Thane       Jun 2022 – Aug 2023
- Measurement, weighing, data entry and cleaning of stones

EDUCATION
IGI Polished Diamond Grading Diploma – IGI School of Gemology, Mumbai, 2022
B.Sc (IT) – Mumbai University, 2021

SKILLS
Diamond grading • Studded jewellery certification • LGD screening • XRF • Lab software`,
  },
  {
    ...S,
    id: 'r24',
    resume: `Dr. RAJESH IYER
Head – Gemmological Laboratory
Powai, Mumbai | +91 98201 55490 | rajesh.iyer.gemlab@gmail.com

EXECUTIVE SUMMARY
Gemmologist and laboratory head with 15 years of experience in diamond grading, coloured stone identification and lab management. Built and led grading teams of 60+ graders; set up new lab branches in Surat and Hyderabad. FGA, GIA GG, Ph.D in Gemmology.

CAREER HISTORY

Head of Laboratory | Gem & Diamond Certification Lab (private), Mumbai | Apr 2018 – Present
• Heading grading, identification and research departments, 65 staff
• Implementing ISO 17025 quality system, grading consistency audits
• Setting up synthetic diamond detection (FTIR, PL spectroscopy, DiamondView)
• Client relationship with large manufacturers and retailers

Senior Grading Manager | IGI, Mumbai | Jan 2014 – Mar 2018
• Managed colour and clarity grading teams, trained 100+ graders

Diamond Grader / Senior Grader | GIA India Laboratory, Mumbai | Jun 2011 – Dec 2013
• Grading of diamonds 0.3 ct – 20 ct, plotting, quality control

EDUCATION
Ph.D (Gemmology) – University of Mumbai, 2016
FGA – Gem-A London, 2012
GIA Graduate Gemologist, 2011
M.Sc (Geology) – IIT Bombay, 2010

PUBLICATIONS / TALKS
Papers on HPHT-treated and CVD diamond identification (Journal of Gemmology); speaker at IIJS seminars`,
    skills: ['Lab management', 'Diamond grading', 'Gem identification', 'Synthetic diamond detection', 'ISO 17025'],
    preferredRoles: ['Lab Head', 'Chief Gemmologist'],
    yearsOfExperience: 15,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'r25',
    resume: `AMIT VISHWAKARMA
Jewellery CAD Designer
Andheri East, Mumbai – 400093 | 98923 41760 | amit.cad.jewels@gmail.com | Portfolio: behance.net/amitvcad

PROFESSIONAL SUMMARY
CAD Designer with 5 years in diamond jewellery manufacturing (export). Expert in MatrixGold and Rhino; creating production ready models for casting and 3D printing, with accurate stone layouts and weight control.

WORK EXPERIENCE

CAD Designer | Shrenuj & Co. (export unit), SEEPZ, Andheri East | Mar 2022 – Present
• Designing rings, bands, pendants, earrings and bridal sets in MatrixGold 2.0 / Rhino 7
• Pave, micro-pave, prong and halo layouts as per stone list, gallery and shank engineering
• Metal weight estimation and optimisation for US customers' price points
• Photo-realistic renders in KeyShot for customer approvals
• Preparing STL files for resin 3D printers and coordination with casting & setting team

Junior CAD Designer | Kirtilals (manufacturing), Mumbai | Jul 2021 – Feb 2022
• Modelling gold jewellery in JewelCAD Pro, modifications from sketches

Intern | Jewel Design Studio, Zaveri Bazaar | Jan 2021 – Jun 2021

EDUCATION
Diploma in Jewellery Design & CAD – SNDT Women's University / JDTI, Mumbai, 2020
B.Com – Mumbai University, 2019

SOFTWARE
MatrixGold, Rhino, JewelCAD Pro, KeyShot, Photoshop`,
    skills: ['MatrixGold', 'Rhino', 'JewelCAD', 'KeyShot rendering', '3D printing files'],
    preferredRoles: ['CAD Designer'],
    yearsOfExperience: 5,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'r26',
    resume: `Pooja Khandelwal
3D Modeller (Jewellery)
Mansarovar, Jaipur | 94617 82104 | pooja.k3d@gmail.com

About Me
3D modeller with 2 years experience in JewelCAD and basic Rhino, working for a Jaipur manufacturer of gold and polki jewellery. Fast in modelling from hand sketches and customer photos.

Experience
3D Modeller – Amrapali Jewels (manufacturing unit), Jaipur
Oct 2024 – Present
- Creating 3D models of rings, jhumkas, pendants, bangles in JewelCAD 5.x
- Adjusting models for polki and coloured stone sizes given by setting department
- Outputs for 3D printing (wax/resin) and checking printed models
- Weight estimation and small modifications as per client feedback

Trainee CAD – Kuber Design Studio, Jaipur
Jan 2024 – Sep 2024
- Learning JewelCAD, modelling simple rings and bands

Education
Certificate in Jewellery CAD (JewelCAD & Rhino) – Indian Institute of Gems & Jewellery, Jaipur, 2023
B.A. – University of Rajasthan, 2022

Skills
JewelCAD · Rhino (basic) · 3D printing prep · Weight estimation · Photoshop`,
  },
  {
    ...S,
    id: 'r27',
    resume: `RIYA SEN
riyasen.design@gmail.com | +91 70440 19286 | Salt Lake, Kolkata | Portfolio: riyasen.design

EDUCATION
B.Des (Accessory / Jewellery Design) – Pearl Academy, Delhi, 2026 (final results awaited, CGPA 8.1)
Class XII (ISC) – 2022

INTERNSHIP
Design Intern – Senco Gold & Diamonds, Design Studio, Kolkata | May 2025 – Jul 2025
• Worked on lightweight gold collection for daily wear, 12 concept sketches
• Modelled 5 designs in Rhino + MatrixGold trial under guidance of senior CAD designer
• Learned about casting allowances and stone sizes

ACADEMIC PROJECTS
• Graduation collection "Terracotta" – 8 pieces inspired by Bishnupur temples, modelled in Rhino and rendered in KeyShot
• Jewellery for men – rings and cufflinks

SKILLS
Rhino 7, MatrixGold (basic), KeyShot, Adobe Illustrator, Photoshop, hand sketching, gouache rendering

STRENGTHS
Creative, detail oriented, open to relocate

LANGUAGES
Bengali, English, Hindi`,
    skills: ['Rhino', 'MatrixGold (basic)', 'Jewellery sketching', 'KeyShot'],
    preferredRoles: ['Jewellery CAD Designer', 'Jewellery Designer'],
    yearsOfExperience: 0,
    city: 'Kolkata',
  },
  {
    ...S,
    id: 'r28',
    resume: `SANKET DESHMUKH
CAD Design Engineer – Automotive
Chinchwad, Pune | 98506 33421 | sanket.deshmukh.mech@gmail.com

PROFESSIONAL SUMMARY
Mechanical design engineer with 5 years of experience in 3D CAD modelling and drafting of automotive components (sheet metal, plastic trims, BIW brackets) using CATIA V5, Siemens NX and AutoCAD. Experience in GD&T and design for manufacturing.

WORK EXPERIENCE

CAD Design Engineer | Tata Technologies (for Tata Motors PV), Hinjewadi, Pune | May 2022 – Present
• 3D modelling and 2D drawings of interior trim parts in CATIA V5
• Surface modelling (Class-A inputs), tooling feasibility and draft analysis
• GD&T, tolerance stack-up, DFMEA participation
• Design changes and ECN release in Teamcenter PLM

Design Engineer | Precision Auto Components, Chakan | Aug 2021 – Apr 2022
• Modelling sheet metal brackets in NX, 2D drafting in AutoCAD

Graduate Engineer Trainee | Bharat Forge, Pune | Jul 2021 – Jul 2021 (1 month)

EDUCATION
B.E. Mechanical – Savitribai Phule Pune University, 2021

SOFTWARE
CATIA V5, Siemens NX, AutoCAD, SolidWorks, Teamcenter, Rhino (surface basics)`,
    skills: ['CATIA V5', 'Siemens NX', 'AutoCAD', '3D CAD modelling', 'GD&T'],
    preferredRoles: ['CAD Design Engineer'],
    yearsOfExperience: 5,
    city: 'Pune',
  },
  {
    ...S,
    id: 'r29',
    resume: `SUDIPTA MONDAL
Jewellery Designer (Manual)
Bowbazar, Kolkata - 700012
Phone: 98362 77810
E-mail: sudipta.designs@gmail.com

OBJECTIVE
Creative jewellery designer with 6 years of hand sketching and rendering experience, now learning CAD to grow in design career.

EXPERIENCE

Jewellery Designer – P.C. Chandra Jewellers, Kolkata | Apr 2020 – Present
• Hand sketching of bridal and daily wear gold collections (50+ designs per month)
• Gouache and Photoshop colour rendering for catalogue and customer approval
• Trend research for Pujo and wedding season collections
• Explaining designs to karigars, checking first samples

Designer – B. Sirkar Jewellers, Bowbazar | Mar 2018 – Mar 2020
• Custom designs for customer orders, design register maintenance

EDUCATION
Diploma in Jewellery Design – Indian Gemmological Institute / IGI Kolkata centre, 2017
B.A. (Fine Arts) – Rabindra Bharati University, 2016

SOFTWARE
Photoshop, CorelDRAW, Rhino (beginner – online course 2025)

LANGUAGES: Bengali, Hindi, English`,
  },
  {
    ...S,
    id: 'r30',
    resume: `VIKRAM JAIN
Head – Design & CAD
Malad West, Mumbai | +91 98201 90457 | vikram.jain.design@gmail.com

SUMMARY
Jewellery design and product development leader with 14 years experience. Heading a 35-member team of designers, CAD modellers and 3D print operators for a large diamond jewellery exporter. Strong in MatrixGold/Rhino workflows, collection planning and costing.

EXPERIENCE

Head – Design & CAD | Su-Raj Diamonds & Jewellery, SEEPZ, Mumbai | Jan 2019 – Present
- Leading design, CAD and rapid prototyping departments (35 staff)
- Collection planning for US and UK retail customers; 600+ new SKUs per year
- Standardised CAD libraries (heads, galleries, shanks) and QC checklist, reduced rework by 30%
- Selection and rollout of MatrixGold, 3D printers (Asiga, EnvisionTEC)
- Costing and weight reviews with merchandising team

CAD Manager | Venus Jewel (jewellery division), Mumbai | Apr 2015 – Dec 2018
- Managed 12 CAD designers; complex bridal and high-jewellery pieces

Senior CAD Designer | Forevermark partner unit, Mumbai | Jun 2012 – Mar 2015
- Rhino / TechGems modelling of bridal rings and pendants

CAD Designer | Zaveri Bazaar manufacturers | Jul 2010 – May 2012
- JewelCAD modelling for gold jewellery

EDUCATION
Diploma in Jewellery Design & Technology – SVT College (SNDT), Mumbai, 2010

SKILLS
MatrixGold · Rhino · JewelCAD · Team leadership · Product development · Costing`,
  },
  {
    ...S,
    id: 'r31',
    resume: `ANJU THOMAS
CAD Designer & 3D Print Operator
Thrissur, Kerala | 94472 60318 | anju.thomas.cad@gmail.com

CAREER SUMMARY
Jewellery CAD designer with 4 years experience in Rhino + MatrixGold and resin 3D printing for a gold jewellery manufacturer in Thrissur supplying leading Kerala showrooms.

WORK EXPERIENCE
CAD Designer | Chungath Jewellery Manufacturing Unit, Thrissur | Sep 2023 – Present
• Creating 3D CAD models of necklaces, palakka mala, jhumkas and rings for 22K production
• MatrixGold builders for stone settings (CZ, rubies, emeralds) and gem layouts
• Weight optimisation of hollow and light-weight designs
• Rendering with V-Ray / KeyShot for showroom buyers' approval
• Operating resin 3D printers (Phrozen, Formlabs), supports and curing

Junior CAD | Thrissur Design Hub | Aug 2022 – Aug 2023
• Rhino modelling from hand sketches

EDUCATION
Certificate in Jewellery CAD – Rhino & MatrixGold, Kerala Institute of Jewellery Design, 2022
B.Sc Computer Science – Calicut University, 2021

SKILLS
Rhino 7 | MatrixGold | KeyShot | 3D printing | Weight estimation | Photoshop`,
    skills: ['Rhino', 'MatrixGold', '3D printing', 'KeyShot', 'Weight estimation'],
    preferredRoles: ['Jewellery CAD Designer'],
    yearsOfExperience: 4,
    city: 'Thrissur',
  },
  {
    ...S,
    id: 'r32',
    resume: `BIODATA

Name: SK. JAHIRUL ISLAM
Work: Gold Karigar (Handmade)
Present Address: Room 14, 2nd floor, Dhanji Street, Zaveri Bazaar, Mumbai - 400003
Permanent Address: Vill. Panchla, Dist. Howrah, West Bengal
Mobile: 88794 31602

Work Experience: 15 years (12 years as karigar)

2018 to till now – Shree Laxmi Ornaments (manufacturer), Zaveri Bazaar, Mumbai
Post: Senior Karigar
Work: 22K handmade gold jewellery – necklace ghaat, haar, bangles (kada), jhumka, Bengali style chur and bala. Soldering with blow pipe, filing, joining, finishing, meena base preparation. Customer repair work also. Teaching 3 helpers.

2014 to 2018 – Kolkata workshop, Bowbazar
Post: Karigar
Work: Handmade chains, earrings, ring making, dye work.

2011 to 2014 – Helper / Apprentice under Ustad in Howrah
Work: Wire drawing, filing, polishing, learning ghaat.

Education: 8th pass

Tools: Own complete tool set (blow pipe, files, dies, punches, rolling machine use)

Languages: Bengali, Hindi

Personal Details:
Father's Name : Sk. Abdul Karim
Date of Birth : 02/01/1991
Marital Status : Married
Religion : Muslim

Declaration: I declare that above information is true.

Sk. Jahirul Islam`,
    skills: ['Handmade gold jewellery', 'Ghaat work', 'Soldering', 'Filing and finishing', 'Repair'],
    preferredRoles: ['Gold Karigar'],
    yearsOfExperience: 15,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'r33',
    resume: `CURRICULUM VITAE

MAHESH KUMAR SONI
Kundan Jadau Karigar
Add: Near Kothari Building, Gopalji ka Rasta, Jaipur (Raj.)
Mob: 94140 28815

Objective: To work with a good firm where I can show my jadau art and earn good livelihood.

Experience (10 years):

1. Firm: Birdhichand Ghanshyamdas Jewellers (workshop), Jaipur
   Post: Jadau Karigar
   Period: 2019 – present
   Work: Kundan jadau setting on 24K gold foil (pure gold), polki and uncut diamond setting in ghaat, stone fixing with lac (chapdi), meenakari back coordination, bridal necklace sets and rani haar.

2. Firm: Rajasthani Kundan Art, Bikaner
   Post: Karigar
   Period: 2016 – 2019
   Work: Kundan stone setting, gold patti work, filing and making of ghaat frames, repair of old kundan jewellery.

Education: 10th pass (RBSE)

Special skill: Traditional jadau of Bikaner style, can handle full piece from ghaat to setting.

Personal Details:
Father's Name: Sh. Ramesh Chand Soni
DOB: 10-07-1988
Marital Status: Married
Languages: Hindi, Marwari

Declaration: I hereby declare that above details are true to my knowledge.

Date:                                   Signature
Place: Jaipur                           (Mahesh Kumar Soni)`,
  },
  {
    ...S,
    id: 'r34',
    resume: `P. MURUGAN
Jewellery Repair Technician / Goldsmith
RS Puram, Coimbatore | 97890 12346 | muruganp.goldsmith@gmail.com

PROFILE
Goldsmith with 6 years experience in in-store repair desk of leading jewellery brand. Handling all types of gold and diamond jewellery repair, resizing, soldering and polishing. Basic knowledge of laser soldering machine.

WORK EXPERIENCE

Goldsmith – Repair & Alteration Desk | Tanishq (Titan Company) – Cross Cut Road, Coimbatore | Aug 2020 – Present
- Ring resizing, chain joining, hook and screw replacement, clasp change
- Soldering with gas torch and laser welder, filing, polishing and rhodium plating
- Bangle reshaping, earring stud/screw work, loose stone tightening
- Checking customer jewellery during exchange, weight recording and job card
- Making small handmade pieces (kids' rings, pendants) for customer orders

Goldsmith | Sri Vinayaga Jewellery Works, Coimbatore | May 2018 – Jul 2020
- 22K handmade chains, studs and kammal making, soldering, filing

EDUCATION
ITI (Fitter) – Govt ITI Coimbatore, 2017
SSLC – 2015

SKILLS
Gold jewellery repair, Soldering, Laser welding, Filing & polishing, Handmade 22K work

Languages: Tamil, English (basic), Malayalam (spoken)`,
  },
  {
    ...S,
    id: 'r35',
    resume: `Rakesh Yadav
Casting Operator (Jewellery)
Marol, Andheri East, Mumbai | 96193 77402 | rakesh.casting@gmail.com

SUMMARY
5 years in lost-wax casting department of a gold & platinum jewellery export unit. Handling wax tree, investment, burnout and vacuum casting machines.

WORK EXPERIENCE
Casting Operator | Sheetal Jewellery House (export unit), SEEPZ | Apr 2021 – Present
• Wax tree making, weighing and metal calculation for each flask
• Investment powder mixing, vacuum degassing, flask burnout cycles
• Operating Indutherm vacuum pressure casting machine for 14K/18K gold and platinum
• Quenching, devesting, cutting from tree and sending to filing department
• Maintaining metal loss records and alloy preparation

Helper – Casting | Sheetal Jewellery House | Aug 2020 – Mar 2021

EDUCATION
12th pass (Science) – Maharashtra Board, 2019
ITI (Machinist) – 2020

SKILLS
- Lost wax casting
- Investment & burnout
- Vacuum casting machine
- Metal loss control`,
    skills: ['Jewellery casting', 'Lost wax casting', 'Burnout', 'Metal loss control'],
    preferredRoles: ['Casting Operator'],
    yearsOfExperience: 6,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'r36',
    resume: `SANJAY SHINDE
Foundry Caster / Moulder
Shiroli MIDC, Kolhapur, Maharashtra | 98224 61390

PROFILE
8 years experience in grey iron and SG iron foundry for automotive castings. Knowledge of moulding, melting and pouring, casting defect analysis.

EXPERIENCE

Menon and Menon Ltd (automotive foundry), Kolhapur
Caster / Pouring Operator – Jun 2021 to Present
- Pouring molten metal from ladle into green sand moulds on moulding line
- Checking pouring temperature, inoculation, and metal chemistry with QC
- Knock out, fettling coordination, casting defect (blow hole, shrinkage) reports
- Safety (PPE), 5S and TPM activities

Ghatge Patil Industries, Kolhapur
Moulder / Core maker – Jul 2018 to May 2021
- Hand moulding and core making for cylinder block and brake drum castings

EDUCATION
ITI (Foundryman) – Govt. ITI Kolhapur, 2018
SSC – 2016

SKILLS
Sand moulding, Metal pouring, Induction furnace, Casting defects, 5S

Languages: Marathi, Hindi`,
    skills: ['Casting', 'Metal pouring', 'Sand moulding', 'Induction furnace'],
    preferredRoles: ['Caster', 'Foundry Operator'],
    yearsOfExperience: 8,
    city: 'Kolhapur',
  },
  {
    ...S,
    id: 'r37',
    resume: `BHAVIN SONI
Apprentice Sonar
Soni Bazar, Rajkot, Gujarat - 360001
Mobile: 93772 50418

OBJECTIVE
Want to work as gold karigar in good workshop and improve my skill in handmade jewellery.

EDUCATION
12th pass (Commerce) – GSEB, 2024

WORK EXPERIENCE
Apprentice Sonar – Jay Ambe Ornaments (Rajkot chain and mangalsutra workshop)
Sep 2025 – Present (1 year)
- Helping senior karigar in 22K gold chain making, mangalsutra and ring work
- Wire drawing, filing, polishing, hook making
- Learning soldering and joining, small repairing of customer items
- Melting and sheet rolling under supervision

FAMILY BACKGROUND
Traditional sonar family, father running small repair shop in Gondal – learned basic work from childhood

SKILLS
Filing, polishing, wire drawing, basic soldering

Languages: Gujarati, Hindi`,
    skills: ['Filing', 'Polishing', 'Basic soldering', 'Chain making'],
    preferredRoles: ['Karigar', 'Goldsmith'],
    yearsOfExperience: 1,
    city: 'Rajkot',
  },
  {
    ...S,
    id: 'r38',
    resume: `ABDUL RAHIM SHAIKH
Stone Setter (Micro Pave / Prong)
Sakinaka, Andheri East, Mumbai | 99678 20413 | rahim.setter@gmail.com

EXPERIENCE SUMMARY
8 years as diamond setter in export jewellery units at SEEPZ. Expert in micro pave under microscope, prong, bead & bright cut, bezel and channel setting in 14K/18K gold and platinum.

WORK HISTORY
Senior Setter | Shrenuj & Co., SEEPZ, Andheri East | Feb 2022 – Present
• Micro pave setting of 0.005 – 0.02 ct diamonds under microscope (GRS setting system)
• Prong, shared prong, halo, bead and bright cut, channel and bezel setting
• Setting of coloured stones – sapphire, ruby, emerald – in bridal rings
• Meeting QC standards for US customers (no loose stones, even beads)
• Training 2 junior setters

Setter | Venus Jewel manufacturing, SEEPZ | Jun 2019 – Jan 2022
• Pave and prong setting for rings and earrings, daily target 600–800 stones

Trainee Setter | Small unit, Zaveri Bazaar | 2018 – 2019

EDUCATION
10th pass – Maharashtra Board

TOOLS
Own gravers, beading tools, GRS GraverMach, microscope work

LANGUAGES
Hindi, Urdu, Marathi`,
    skills: ['Micro pave setting', 'Prong setting', 'Bezel setting', 'Channel setting', 'Diamond setting'],
    preferredRoles: ['Stone Setter'],
    yearsOfExperience: 8,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'r39',
    resume: `Name: NILESH GAJERA
Post applied for: Diamond Setter
Address: Kapodra, Varachha, Surat
Mobile: 97128 33059

Experience: 4 years

1) Laxmi Jewels Pvt Ltd (diamond jewellery manufacturing), Surat
   Designation: Setter
   Period: July 2022 to present
   Work:
   - Hand setting of natural and lab grown diamonds in rings, pendants, earrings
   - Wax setting (stones set in wax before casting) – checking after casting and tightening
   - Prong and pave setting, bezel closing, cleaning and finishing of setting
   - Working under microscope, 18K gold and silver

2) Mahadev Jewellery Unit, Surat
   Designation: Helper setter
   Period: June 2021 to June 2022
   - Drilling, seat cutting, stone pushing under senior setter

Education: 10th pass, GSEB

Skills: Hand setting, wax setting, prong, pave, bezel

Languages: Gujarati, Hindi

Personal Details:
Date of Birth: 17/02/1999
Marital status: Unmarried

Declaration: All the above details are true.`,
  },
  {
    ...S,
    id: 'r40',
    resume: `SHIJU VARGHESE
Tile & Marble Setter / Mason
Kuttanad, Alappuzha, Kerala | +91 97456 11872 | shiju.tilesetter@gmail.com
Passport No: available | Gulf return

PROFILE
Experienced tile setter with 12 years in UAE and Kerala construction projects. Skilled in floor and wall tiling, marble and granite setting, stone cladding and waterproofing.

WORK EXPERIENCE

Tile & Stone Setter | Al Naboodah Construction, Dubai, UAE | Mar 2018 – Feb 2024
- Setting ceramic, porcelain, vitrified tiles, marble and granite for villas and hotels
- Stone cladding of external walls, staircase and counter tops
- Levelling, spacing, grouting, epoxy joint filling
- Reading drawings and marking layout

Tile Setter / Mason | Kerala housing contractors | Mar 2014 – Feb 2018 and Mar 2024 – Present
- House and apartment tiling, bathroom waterproofing, marble polishing

EDUCATION
SSLC – Kerala Board, 2012
Certificate in Tiling – NSDC / Construction Skill Development Council

SKILLS
Tile setting, marble and granite setting, stone cladding, waterproofing, layout marking

LANGUAGES
Malayalam, Hindi, English (basic), Arabic (basic)`,
    skills: ['Tile setting', 'Marble setting', 'Stone cladding', 'Waterproofing'],
    preferredRoles: ['Tile Setter', 'Stone Setter'],
    yearsOfExperience: 12,
    city: 'Alappuzha',
  },
  {
    ...S,
    id: 'r41',
    resume: `S. KARTHIKEYAN
CNC Machine Setter cum Operator
Ambattur Industrial Estate, Chennai - 600058
Mobile: 96001 38274 | Email: karthi.cnc@gmail.com

CAREER OBJECTIVE
To work as CNC Setter in a reputed manufacturing company and contribute to productivity and quality.

WORK EXPERIENCE

CNC Setter | Sundram Fasteners Ltd, Chennai | Jan 2022 – Present
• Setting and operating CNC turning centres (Fanuc, Siemens controls) and VMC
• Tool offset setting, work offset, program editing, first-off inspection
• Setting of fixtures and jaws for new components, reducing setting time by 20%
• Measuring with vernier, micrometer, bore gauge; SPC records

CNC Operator | Lucas TVS, Padi | Jul 2020 – Dec 2021
• Loading, unloading, in-process inspection

EDUCATION
Diploma in Mechanical Engineering (DME) – Central Polytechnic College, Chennai, 2020

SKILLS
CNC setting, Fanuc, VMC, Tool offsets, GD&T basics, Measuring instruments

PERSONAL DETAILS
Date of Birth: 03/06/1999
Languages Known: Tamil, English
Declaration: I hereby declare the above information is true.`,
  },
  {
    ...S,
    id: 'r42',
    resume: `IMRAN QURESHI
Setter / Jewellery Karigar
Ghat Gate, Jaipur | 98281 64507 | imran.setter.jpr@gmail.com

SUMMARY
Jewellery setter and karigar with 5 yrs exp in Jaipur workshops. Setting of diamonds and precious coloured stones in gold and silver; can also make and repair ring, pendant and earring in gold.

EXPERIENCE

Setter – Ratnam Jewels (export workshop), Sitapura SEZ, Jaipur (Mar 2023 – Present)
- Bezel, channel, prong and pave setting of diamonds, emeralds, rubies, tanzanite
- Setting in 18K gold and 925 silver for export orders
- Closing settings, polishing of setting area, checking under loupe
- Sometimes microscope micro setting for fine orders

Karigar – Shree Balaji Jewellers workshop, Jaipur (Jun 2021 – Feb 2023)
- Gold ring and pendant making by hand, soldering, filing
- Repair of customer jewellery and stone replacement

EDUCATION
10th pass – RBSE, 2017

SKILLS
Stone setting (bezel, channel, prong, pave) · Gold karigari · Soldering · Repair

LANGUAGES
Hindi, Urdu`,
    skills: ['Stone setting', 'Bezel setting', 'Channel setting', 'Pave setting', 'Gold karigari'],
    preferredRoles: ['Stone Setter', 'Karigar'],
    yearsOfExperience: 5,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 'r43',
    resume: `DEEPAK NEGI
Watch Technician
Laxmi Nagar, Delhi - 110092 | 98731 50264 | deepak.negi.watchtech@gmail.com

PROFESSIONAL SUMMARY
Watch technician with 6 years at Titan authorised service centre. Servicing quartz, automatic and mechanical watches of Titan, Edge, Nebula, Xylys and Sonata, plus multi-brand (Tissot, Seiko, Citizen). Titan in-house horology training certified.

WORK EXPERIENCE
Watch Technician | Titan Company Ltd – Authorised Service Centre, Karol Bagh, New Delhi | Jul 2020 – Present
• Complete overhaul of automatic and mechanical movements: dismantle, ultrasonic cleaning, oiling, assembly
• Regulation and amplitude check on Witschi timegrapher
• Quartz movement replacement, coil and circuit testing, battery and gasket change
• Water resistance testing (dry and wet), crystal replacement, case and bracelet refinishing
• Job card entry in service software, final QC and customer delivery support
• Average 18 watches serviced per day, rework below 2%

Trainee Technician | Titan Watch Service, Noida | Jun 2019 – Jun 2020

EDUCATION
ITI (Electronics Mechanic) – ITI Pusa, Delhi, 2019
Titan Horology Level 2 Certificate – Titan Watch Academy, Hosur, 2021

SKILLS
Mechanical & automatic servicing • Quartz repair • Timegrapher • Water resistance testing • Case refinishing`,
    skills: ['Watch servicing', 'Automatic movements', 'Quartz repair', 'Timegrapher', 'Water resistance testing'],
    preferredRoles: ['Watch Technician'],
    yearsOfExperience: 7,
    city: 'New Delhi',
  },
  {
    ...S,
    id: 'r44',
    resume: `FRANCIS D'SOUZA
Horologist / Senior Watchmaker
Bandra West, Mumbai | +91 98200 46719 | francis.horology@gmail.com

SUMMARY
WOSTEP-trained watchmaker with 9 years of experience servicing Swiss luxury watches (Omega, Longines, Rado, Tissot, TAG Heuer) at brand and retailer service centres. Chronograph and complication servicing, vintage restoration.

EXPERIENCE

Senior Watchmaker | The Swatch Group (India) – Customer Service Centre, Mumbai | Mar 2020 – Present
- Full service of ETA / Sellita based automatics and chronographs (7750), Co-Axial calibres
- Timegrapher regulation, poising, demagnetising, water-resistance (Witschi Proofmaster)
- Component replacement as per brand technical guides, parts ordering
- Supporting retailers with technical diagnosis, training junior technicians

Watchmaker | Ethos Ltd – Service Centre, Mumbai | Jan 2017 – Feb 2020
- Servicing multi-brand luxury watches; polishing and case refinishing
- Battery, gaskets, crystal and crown replacements, pressure tests

EDUCATION & TRAINING
WOSTEP partner programme (2,000 hours) – Swatch Group training centre, 2016
B.Sc – St. Xavier's College, Mumbai, 2014

SKILLS
Mechanical movements · Chronographs · Timegrapher · Water resistance testing · Vintage restoration · English, Hindi, Konkani`,
  },
  {
    ...S,
    id: 'r45',
    resume: `CURRICULUM VITAE

MOHD. SHAKEEL
Watch Repairer
Address: Gali Batashan, Chandni Chowk, Delhi – 110006
Mobile: 98910 22738

Objective: To get job in watch service centre where I can use my long experience in watch repairing.

Work Experience: 15 years
1. Own counter – "Shakeel Watch Co.", Bhagirath Palace, Chandni Chowk
   Duration: 2016 to till date
   Work: Repairing of all type of wrist watches and wall clocks – quartz, automatic, HMT mechanical hand wind. Battery change, machine (movement) change, cleaning and oiling, glass fitting, strap and chain work, dial and hands setting. Repair for local shops on contract.

2. Bombay Watch House, Chandni Chowk
   Designation: Repairman
   Duration: 2011 to 2016
   Work: Repairing HMT, Titan, Casio, Seiko watches, clocks.

Educational Qualification: 10th pass (CBSE), 2009

Special Knowledge: Old HMT and Favre Leuba mechanical watches, Seiko 5 automatic

Personal Details:
Father's Name : Mohd. Shafi
Date of Birth : 12-08-1993
Marital Status : Married
Languages Known : Hindi, Urdu

Declaration: I hereby declare that the above information is true and correct.

Date:
Place: Delhi                                    (Mohd. Shakeel)`,
  },
  {
    ...S,
    id: 'r46',
    resume: `Vishal Tiwari
Mobile & Smartphone Repair Technician
Lajpat Nagar, New Delhi | 95993 40287 | vishal.mobilefix@gmail.com

SUMMARY
5 years in chip level and hardware repair of smartphones, tablets and smart watches at brand service centres. Micro soldering, BGA rework, display and battery replacement.

EXPERIENCE
Senior Technician (L3) – Samsung Authorised Service Centre (via Aforeserve), Lajpat Nagar | Apr 2023 – Present
- Chip level repair of Samsung smartphones and Galaxy Watch: PCB diagnosis, micro soldering, IC reballing
- Display, battery, back glass and charging port replacement
- Water damage treatment with ultrasonic cleaner
- Software flashing, IMEI and warranty process in GSPN

Technician – Local mobile repair shop, Gaffar Market | Jul 2021 – Mar 2023
- Repairing all brands – Vivo, Oppo, Xiaomi, Apple

EDUCATION
Diploma in Mobile Repairing – Hi-Tech Institute, Delhi, 2021
12th pass – CBSE, 2020

SKILLS
Micro soldering · BGA rework · Smart watch repair · Display replacement · Diagnostics`,
    skills: ['Mobile repair', 'Micro soldering', 'Smart watch repair', 'BGA rework'],
    preferredRoles: ['Repair Technician'],
    yearsOfExperience: 5,
    city: 'New Delhi',
  },
  {
    ...S,
    id: 'r47',
    resume: `G. NAGARAJ
Watch Assembly Technician
Mathigiri, Hosur, Tamil Nadu | 90036 71852 | nagaraj.watch@gmail.com

PROFILE
4 years in watch assembly and quality testing at Titan Watch plant, Hosur. Experience in quartz movement assembly, casing and testing; some exposure to after-sales repair during training.

WORK EXPERIENCE
Assembly Technician (contract – via Quess Corp) | Titan Company Ltd, Watch Assembly Division, Hosur | Sep 2022 – Present
- Quartz movement assembly: stepper motor, gear train, circuit, battery fitting
- Dial and hands fitting, casing, crown and stem fitting
- Testing with quartz tester, accuracy and water resistance testing on line
- Rework of rejected watches, line QC records
- Helped in mechanical (automatic) line for 3 months – balance and escapement inspection

EDUCATION
ITI (Instrument Mechanic) – Govt ITI Hosur, 2022
Titan Skill Academy – Watch Assembly & Service basic course, 2022

SKILLS
Quartz assembly, Casing, Water resistance tester, Quartz tester, 5S

Languages: Tamil, Kannada, English (basic)`,
  },
  {
    ...S,
    id: 'r48',
    resume: `Ankit Rawat
Trainee Watch Technician
Dwarka Sector 7, New Delhi | 70118 42396 | ankitrawat.horology@gmail.com

OBJECTIVE
ITI pass-out with 1 year of watch repair training and work, seeking a Watch Technician role in a service centre to grow in horology.

EDUCATION
ITI (Electronics Mechanic) – ITI Jail Road, New Delhi, 2024
12th – CBSE, 2022

TRAINING / EXPERIENCE
Trainee Technician – Helios Watch Service (multi-brand), Rajouri Garden | Oct 2025 – Present
• Battery changes, strap and bracelet sizing, gasket replacement
• Water resistance testing and crystal fitting under supervision
• Assisting senior watchmaker in cleaning and oiling of automatic movements
• Quartz movement replacement for Casio, Fossil, Titan

Short course – Basics of Watch Repair, Watchmaking & Horology Institute (NSDC), Delhi, 2025 (3 months)

SKILLS
Quartz watch repair, Battery & strap service, Water resistance testing (basic), Loupe & tweezers work

STRENGTHS
Steady hands, patient, eager to learn mechanical movements`,
    skills: ['Quartz watch repair', 'Battery and strap service', 'Water resistance testing'],
    preferredRoles: ['Watch Technician'],
    yearsOfExperience: 1,
    city: 'New Delhi',
  },
  {
    ...S,
    id: 'r49',
    resume: `KAVYA RAO
Visual Merchandiser – Jewellery Retail
Indiranagar, Bengaluru | +91 99009 28451 | kavya.vm@gmail.com | Portfolio on request

PROFESSIONAL SUMMARY
Visual merchandising professional with 5 years in jewellery retail. Planned and executed window, counter and campaign displays for 30+ Tanishq and Mia stores in Karnataka and Andhra. Strong in VM guidelines, planograms, props sourcing and store staff training.

WORK EXPERIENCE

Visual Merchandiser (Regional) | Titan Company Ltd – Tanishq & Mia, Bengaluru | Jun 2022 – Present
• Implementation of national VM guidelines and campaign windows (Akshaya Tritiya, Dhanteras, Rivaah wedding season) in 32 stores
• Counter planograms for gold, diamond and wedding collections as per sales data
• Store audits with VM scorecards; improved average score from 72 to 89
• Props and display vendor management, fixture repairs and lighting checks
• New store launches – layout support, fixture placement, first display
• Training store staff (display champions) on tray setting and lighting

Visual Merchandiser | Lifestyle International, Bengaluru | Jul 2021 – May 2022
• Apparel and accessories displays, mannequin styling, window changes

EDUCATION
B.Des (Fashion Communication) – NIFT Bengaluru, 2021

SKILLS
Visual merchandising · Window display · Planograms · Jewellery display · Props sourcing · SketchUp, Photoshop`,
    skills: ['Visual merchandising', 'Window display', 'Planogram', 'Jewellery display', 'Props sourcing'],
    preferredRoles: ['Visual Merchandiser'],
    yearsOfExperience: 5,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'r50',
    resume: `Athira Menon
Kaloor, Kochi, Kerala | 85890 41276 | athira.menon.vm@gmail.com

OBJECTIVE
To work as Visual Merchandiser in a leading jewellery brand and create displays that increase walk-ins and sales.

WORK EXPERIENCE
VM Executive | Bhima Jewellers (regional chain), Kochi & Thrissur | Aug 2023 – Present
- Window display changes every month and for Onam, Vishu and wedding season
- Counter display and tray arrangement of gold, diamond and antique collections
- Coordinating with carpenter and props vendors, in-store branding and standees
- Photographing displays and sending compliance reports to head office
- Supporting new showroom opening at Thrissur (layout, lighting)

VM Trainee | Reliance Trends, Kochi | Jan 2023 – Jul 2023
- Mannequin dressing, folding standards, promotions signage

EDUCATION
Diploma in Fashion Design & Visual Merchandising – INIFD Kochi, 2022
B.A. English – Mahatma Gandhi University, 2021

SKILLS
Window display, Jewellery counter display, Props, Signage, Photoshop

LANGUAGES
Malayalam, English, Tamil, Hindi`,
  },
  {
    ...S,
    id: 'r51',
    resume: `MANISH VERMA
Visual Merchandiser
Koramangala, Bengaluru – 560034 | 98450 67312 | manishverma.vm@gmail.com

SUMMARY
4 years of visual merchandising in fashion retail – apparel, footwear and accessories. Experienced in seasonal windows, floor layout, mannequin styling and VM audits across multiple stores.

EXPERIENCE

Visual Merchandiser | Shoppers Stop Ltd, Bengaluru (3 stores) | May 2023 – Present
• Seasonal window concepts and execution (EOSS, Diwali, Christmas)
• Floor layout and fixture planning as per category space allocation
• Mannequin styling, focal walls, accessories and watches counter display
• VM audits, props inventory, coordination with brand VM teams

Asst. Visual Merchandiser | Max Fashion (Landmark Group), Bengaluru | Oct 2022 – Apr 2023
• Implementation of VM guidelines, planograms and signage

EDUCATION
B.Sc Fashion & Apparel Design – Jain University, 2022

SKILLS
- Visual merchandising
- Window display
- Planogram
- Store layout
- Mannequin styling`,
    skills: ['Visual merchandising', 'Window display', 'Planogram', 'Store layout'],
    preferredRoles: ['Visual Merchandiser'],
    yearsOfExperience: 4,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'r52',
    resume: `SHRUTI BANSAL
shruti.bansal.vm@gmail.com | 97170 63380 | Gurugram, Haryana

EDUCATION
Bachelor of Design (Fashion Communication) – NIFT New Delhi, 2026
Specialisation: Visual Merchandising & Space Design

INTERNSHIPS
VM Intern – CaratLane, Gurugram (Ambience Mall store) | Jan 2026 – Mar 2026 (10 weeks)
• Assisted regional VM in Valentine's and spring window displays
• Made display props mock-ups and counter tray layouts for new collection
• Store VM audits with checklist and photo reports

Intern – Good Earth, New Delhi | Jun 2025 – Jul 2025
• Styling of home decor displays, props research

PROJECTS
• Graduation project: Window display system for a heritage jewellery brand (kundan & polki)
• Retail space design for a concept watch boutique

SKILLS
Window display, Props making, SketchUp, Adobe Illustrator, Photoshop, Lighting basics

STRENGTHS
Creative, hardworking, ready to travel`,
  },
  {
    ...S,
    id: 'r53',
    resume: `JOSEPH ANTONY
Window Display & Event Decor Designer
Frazer Town, Bengaluru | 98440 27155 | joseph.displays@gmail.com

PROFILE
6 years in display design, props fabrication and event decor for retail brands and malls. Designed festive windows and in-mall installations for fashion and jewellery brands on project basis.

EXPERIENCE

Display Designer | Props & Windows Studio (retail display agency), Bengaluru | Feb 2021 – Present
• Design and fabrication of window props for clients incl. a jewellery chain, apparel and cosmetics brands
• Festive windows (Diwali, Christmas), mall atrium installations
• 3D visualisation of displays in SketchUp, vendor and carpenter coordination
• Installation at stores overnight across Bengaluru and Mysuru

Event Decor Executive | Wedding & event company, Bengaluru | Jan 2020 – Jan 2021
• Stage and floral decor, set design

EDUCATION
Diploma in Interior Design – JD Institute, Bengaluru, 2019

SKILLS
Window display design · Props fabrication · SketchUp · Event decor · Installation supervision`,
  },
  {
    ...S,
    id: 'r54',
    resume: `R. GOKUL
Merchandiser – Garments Export
Tiruppur, Tamil Nadu | 94433 18920 | gokul.merchandiser@gmail.com

PROFILE
Merchandiser with 6 years experience in knitwear garment export. Handling buyer orders from development to shipment for European buyers. Strong in costing, TNA, sampling and production follow-up.

WORK EXPERIENCE

Senior Merchandiser | Eastman Exports Global Clothing, Tiruppur | Apr 2022 – Present
• Handling 4 buyers (UK, Germany) – T-shirts, polos, kidswear
• Order costing, fabric and trims sourcing, TNA calendar preparation
• Proto, fit and PP sample approvals, lab dips and strike-offs
• Production follow-up with factory, inline and final inspection coordination
• Shipment planning and documentation with logistics

Merchandiser | SCM Garments, Tiruppur | Jun 2020 – Mar 2022
• Sampling follow-up, buyer communication, order tracking

EDUCATION
B.Tech (Fashion Technology) – PSG College of Technology, Coimbatore, 2020

SKILLS
Garment merchandising, Costing, TNA, Sampling, Buyer communication, ERP`,
    skills: ['Garment merchandising', 'Costing', 'Sampling', 'Buyer communication'],
    preferredRoles: ['Merchandiser', 'Senior Merchandiser'],
    yearsOfExperience: 6,
    city: 'Tiruppur',
  },
  {
    ...S,
    id: 'r55',
    resume: `M. LAKSHMI PRIYA
Accountant
No. 7, Bazullah Road, T. Nagar, Chennai – 600017
Mobile: 98404 52183 | Email: lakshmipriya.acc@gmail.com

PROFESSIONAL SUMMARY
B.Com graduate with 5 years of accounting experience in a jewellery showroom. Hands-on in Tally Prime, GST returns, bank reconciliation, gold and silver metal accounts, karigar ledgers and old gold purchase entries.

WORK EXPERIENCE

Accountant | Sri Kumaran Thangamaligai (jewellery showroom), T. Nagar, Chennai | Jul 2021 – Present
• Daily sales, cash, card and UPI settlement entries in Tally Prime; day book closing
• GSTR-1 and GSTR-3B preparation, reconciliation with GSTR-2B, e-way bills
• Gold and silver stock accounts: purchase from bullion dealers, metal issue and receipt from karigars, wastage accounting
• Old gold purchase vouchers and KYC records, scheme (monthly savings) collection accounts
• Bank reconciliation for 4 accounts, TDS on purchase of goods (194Q) and salaries
• Supporting statutory audit and stock audit every quarter

Accounts Assistant | S. Balaji & Co. (Chartered Accountants), Chennai | Jun 2020 – Jun 2021
• Bookkeeping for small business clients, GST filing support

EDUCATION
B.Com – Ethiraj College for Women, University of Madras, 2020
Tally Prime with GST – certification, 2020

SKILLS
Tally Prime | GST | Bank reconciliation | Metal / stock accounting | TDS | MS Excel

LANGUAGES
Tamil, English, Telugu`,
    skills: ['Tally Prime', 'GST', 'Bank reconciliation', 'Gold stock accounting', 'TDS'],
    preferredRoles: ['Accountant'],
    yearsOfExperience: 6,
    city: 'Chennai',
  },
  {
    ...S,
    id: 'r56',
    resume: `CURRICULUM VITAE

PARESH MEHTA
Address: 204, Sai Darshan, Kalbadevi Road, Mumbai – 400002
Mobile: 98201 77364
Email: pareshmehta.accounts@gmail.com

Career Objective:
Seeking a position of Accountant in a reputed jewellery or bullion organisation where I can use my accounting experience.

Work Experience:
Company: Riddhi Siddhi Bullion Ltd, Zaveri Bazaar, Mumbai
Designation: Accountant
Duration: August 2022 to till date
Responsibilities:
- Accounting of bullion purchase and sales (gold bars, silver), MCX hedging entries
- Fine gold / metal accounts of jewellery manufacturer clients, weight and purity based ledgers
- GST returns, e-invoicing, TCS/TDS
- Bank reconciliation, RTGS payments, party ledger reconciliation
- Preparing MIS for management and coordination with CA for audit

Company: Jain Textiles, Bhiwandi
Designation: Accounts Assistant
Duration: June 2021 to July 2022
- Sales and purchase entries in Tally, debtors follow up

Educational Qualification:
• M.Com – Mumbai University, 2021
• B.Com – Mumbai University, 2019

Computer Skills: Tally Prime, MS Excel, Busy software, GST portal

Personal Details:
Date of Birth : 21/06/1998
Marital Status : Unmarried
Languages Known : Gujarati, Hindi, English, Marathi
Hobbies : Chess, Reading news

Declaration:
I hereby declare that the information furnished above is true to the best of my knowledge.

Place: Mumbai                                        (Paresh Mehta)`,
  },
  {
    ...S,
    id: 'r57',
    resume: `S. RAGHAVAN, ACMA
Senior Accounts Manager
Anna Nagar, Chennai | +91 94440 87613 | raghavan.fin@gmail.com

EXECUTIVE PROFILE
Finance and accounts professional with 12 years of experience, including 8 years in a multi-showroom jewellery chain. Heading accounts for 9 showrooms: books, GST, inventory valuation of gold and diamond stock, gold loans / metal loans from banks, audits and MIS.

CAREER HISTORY

Senior Accounts Manager | GRT Jewellers (India) Pvt Ltd, Chennai | Apr 2018 – Present
• Leading accounts team of 14 across 9 showrooms; monthly closing in 5 working days
• GST compliance for multiple GSTINs, reconciliations and department audits
• Inventory valuation and stock reconciliation of gold, silver, diamond jewellery with physical audit
• Gold metal loan and working capital accounting with banks, hedging entries
• Coordination with statutory, internal and GST auditors; budgeting and MIS to directors

Accounts Executive → Senior Accountant | Lalithaa group company, Chennai | Jun 2016 – Mar 2018
• Showroom accounts, karigar metal accounts, bank reconciliation

Accountant | Sundaram Finance (branch), Chennai | Jul 2014 – May 2016
• Branch accounting, collections reconciliation

EDUCATION
ACMA (Cost Accountant) – ICMAI, 2017
M.Com – Loyola College, Chennai, 2014

SKILLS
Team leadership | GST | Inventory valuation | Bank / metal loans | Tally, SAP FICO | Audit & MIS`,
  },
  {
    ...S,
    id: 'r58',
    resume: `Divya Shree R
Tambaram, Chennai - 600045 | 63820 49317 | divyashree.bcom@gmail.com

CAREER OBJECTIVE
A B.Com graduate seeking an entry level Accountant / Accounts Assistant position to apply my knowledge of Tally and GST.

EDUCATION
B.Com (Accounting & Finance) – MCC, Tambaram, 2026 – 78%
HSC – State Board, 2023 – 89%

CERTIFICATIONS
Tally Prime with GST – Tally Education, 2025
Advanced Excel – NIIT, 2025

INTERNSHIP
Accounts Intern – Sri Durga Jewellers (family jewellery shop), Tambaram | Dec 2025 – Feb 2026
- Entering sales and purchase bills in Tally
- Helping in old gold purchase voucher and daily cash book
- Bank statement checking and filing

SKILLS
Tally Prime, GST basics, MS Excel, Bookkeeping

STRENGTHS
Accurate, hard working, good with numbers

LANGUAGES
Tamil, English`,
  },
  {
    ...S,
    id: 'r59',
    resume: `HEMANT SONI
Stock Controller / Inventory Executive
Navrangpura, Ahmedabad | 99250 63418 | hemant.stock@gmail.com

SUMMARY
4 years in inventory control of gold and diamond jewellery at a multi-floor showroom. Tagging, stock tally, transfers and audits in jewellery ERP.

EXPERIENCE
Inventory Executive | Sona Rupa Jewellers, Navrangpura, Ahmedabad | Sep 2022 – Present
- Receiving stock from manufacturers, checking weight and HUID, tagging with barcode
- Daily opening / closing stock tally counter-wise, gold and diamond
- Inter-branch transfers, approval (jangad) stock, karigar issue-receipt register
- Monthly physical stock audit with accounts department, reconciling differences in ERP
- Purchase entries and vendor ledger checking in Tally

Stock Assistant | Shubh Jewellers, Ahmedabad | Jul 2021 – Aug 2022
- Tagging and labelling, stock register

EDUCATION
B.Com – Gujarat University, 2021

SKILLS
Jewellery inventory, Barcode tagging, Stock audit, Jewellery ERP (Emerald / Omunim), Tally (basic), Excel`,
  },
  {
    ...S,
    id: 'r60',
    resume: `Name: BISWAJIT PAL
Trainee Setter
Address: Dakshineswar, Kolkata – 700076
Mobile: 89109 44735

Objective: Want to work as stone setter in jewellery factory and learn micro setting.

Education: Madhyamik (10th) – WBBSE, 2022

Work Experience:
Trainee Setter – Sreemoyee Jewellery Works, Bowbazar, Kolkata
Duration: August 2025 – present (1 year 3 months)
Work:
- Prong and bezel setting of CZ and small diamonds in gold rings and earrings
- Seat cutting with burr, stone placing and tightening
- Pave setting under senior setter, learning microscope work
- Cleaning and finishing after setting

Before that: Helper in same workshop, filing and polishing (2023 – 2025)

Tools: Own gravers, pusher, beading tools

Languages: Bengali, Hindi

Personal Details:
Date of Birth: 09/05/2006
Marital Status: Unmarried

Declaration: I hereby declare that all information is true.`,
  },
];

export const RESUME_LABELS: Labels = {
  'rs-sales': { r01: 2, r02: 2, r03: 2, r11: 2, r04: 1, r05: 1, r06: 1, r07: 1, r10: 1, r12: 1, r14: 1, r22: 1 },
  'rs-cad': { r25: 2, r26: 2, r31: 2, r27: 1, r29: 1, r30: 1 },
  'rs-karigar': { r32: 2, r34: 2, r33: 1, r35: 1, r37: 1, r42: 1 },
  'rs-gem': { r18: 2, r23: 2, r19: 1, r20: 1, r21: 1, r24: 1 },
  'rs-acct': { r55: 2, r56: 2, r57: 1, r58: 1, r59: 1 },
  'rs-vm': { r49: 2, r50: 2, r51: 1, r52: 1, r53: 1 },
  'rs-storehead': { r05: 2, r06: 2, r07: 2, r04: 1, r09: 1, r12: 1 },
  'rs-labgrown': { r13: 2, r14: 2, r17: 2, r02: 1, r11: 1, r16: 1 },
  'rs-watch': { r43: 2, r44: 2, r45: 1, r47: 1, r48: 1 },
  'rs-setter': { r38: 2, r39: 2, r42: 2, r33: 1, r60: 1 },
};
