/**
 * Evaluation set, résumé tuning part 4: whole résumés as they really arrive, messy.
 *
 * Ten ads of the Indian jewellery trade (8 easy, 2 hard) and sixty job seekers given as the
 * text a PDF's text layer yields (job-portal exports, flattened tables, interleaved two-column
 * layouts, ALL CAPS, Hinglish, eight-line worker résumés, long ones with declarations), about
 * half with marketplace profile fields too. The engine writes each seeker's overview from the
 * résumé, then ranks the seekers for each job.
 *
 * Written blind: without reading the matching engine, its tests or any other evaluation data,
 * and labelled before any engine ranked it. Labels are a recruiter's of the trade, from the
 * texts alone: 2 = strong fit (does this job at the asked seniority), 1 = plausible
 * (near role, other trade with the same craft, or a step off the asked seniority), absent = not a fit.
 *
 * Hard jobs: rc-head-goldsmith is a seniority cluster (a head karigar post with junior and
 * mid goldsmiths applying); rc-casting-operator is a sibling/other-trade cluster (jewellery
 * casting against an automotive die-caster, a resin craft caster and an industrial foundry).
 */
import type { EvalJob, EvalSeeker } from './evaluationTypes';

type Labels = Record<string, Record<string, 1 | 2>>;

const E = { kind: 'easy', part: 'tuning', source: 'resume' } as const;
const H = { kind: 'hard', part: 'tuning', source: 'resume' } as const;

export const RESUME4_JOBS: EvalJob[] = [
  {
    ...E,
    id: 'rc-gold-sales-exec',
    title: 'Sales Executive - Gold Jewellery Showroom',
    category: 'Sales',
    industry: 'Jewellery Retail',
    skillsRequired: ['Gold jewellery sales', 'Customer handling', 'Old gold exchange', 'Product knowledge'],
    description:
      'Urgent requirement of Sales Executive (male/female) for our gold jewellery showroom at Johari Bazar. Handle walk-in customers at the gold counter, show bridal and daily-wear designs, explain purity, making charges and old gold exchange, and close the sale. Salary 18,000 - 25,000 + incentive. Walk-in interview 11 am to 4 pm, bring resume and photo.',
    requirements: '2-4 years in a jewellery showroom counter. Good communication in Hindi, basic English.',
    experience: 'Mid-Level',
    yearsOfExperience: 2,
    city: 'Jaipur',
  },
  {
    ...E,
    id: 'rc-showroom-cashier',
    title: 'Cashier',
    category: 'Accounts / Cash',
    industry: 'Jewellery Retail',
    skillsRequired: ['Cash handling', 'Billing', 'Card / UPI payments', 'Tally', 'Daily cash report'],
    description:
      'Cashier needed for jewellery showroom, Ring Road. Cash counter, billing, card and UPI, RTGS entries, daily cash closing report. Honest candidate with references only.',
    experience: 'Mid-Level',
    yearsOfExperience: 2,
    city: 'Surat',
  },
  {
    ...E,
    id: 'rc-polish-karigar',
    title: 'Polishing Karigar (Gold Jewellery Finishing)',
    category: 'Jewellery Manufacturing',
    industry: 'Jewellery Manufacturing',
    skillsRequired: ['Jewellery polishing', 'Buffing', 'Filing', 'Ultrasonic cleaning', 'Rhodium touch-up'],
    description:
      'About us: a 40-karigar gold jewellery manufacturing unit in Zaveri Bazaar supplying showrooms across Maharashtra. We need experienced polish karigars for final finishing of chains, bangles and rings: filing, pre-polish, buffing, mirror finish and ultrasonic wash. Piece-rate or monthly salary as per skill, room available.',
    requirements: 'Minimum 5 years polish / finishing work in gold jewellery.',
    experience: 'Mid-Level',
    yearsOfExperience: 5,
    city: 'Mumbai',
  },
  {
    ...E,
    id: 'rc-stone-setter',
    title: 'Stone Setter (Diamond / CZ)',
    category: 'Jewellery Manufacturing',
    industry: 'Diamond Jewellery Manufacturing',
    skillsRequired: ['Stone setting', 'Prong setting', 'Micro pave', 'Bezel setting', 'Microscope work'],
    description:
      'Diamond jewellery export unit, SEEPZ area, requires stone setters for prong, pave, micro pave and bezel setting in gold and platinum. Work under microscope. CTC 3 - 5 LPA depending on skill. Trade test at joining.',
    experience: 'Mid-Level',
    yearsOfExperience: 3,
    city: 'Mumbai',
  },
  {
    ...E,
    id: 'rc-cad-fresher',
    title: 'Jewellery CAD Designer - Fresher',
    category: 'Design',
    industry: 'Jewellery Manufacturing',
    skillsRequired: ['Rhino', 'MatrixGold', 'JewelCAD', '3D jewellery modelling', 'Rendering'],
    description:
      'Freshers welcome! Jewellery CAD designer trainee for our manufacturing unit in Sitapura. You will model rings, pendants and earrings in Rhino / MatrixGold from sketches, prepare files for 3D printing and make renders for customers. Stipend during 3 month training then salary.',
    requirements: 'Diploma / degree in jewellery design with CAD training. 0-1 year.',
    experience: 'Entry/Fresher',
    yearsOfExperience: 0,
    city: 'Jaipur',
  },
  {
    ...E,
    id: 'rc-jewellery-accountant',
    title: 'Accountant - Jewellery Firm',
    category: 'Accounts',
    industry: 'Jewellery Wholesale',
    skillsRequired: ['Tally ERP', 'GST returns', 'Metal account', 'Karigar account', 'Bank reconciliation'],
    description:
      'Gold jewellery wholesaler (Manek Chowk) needs an accountant. Work: Tally entries, GST returns, TDS, bank reco, fine gold / metal ledger, karigar issue-receive accounts, hallmarking bills. CTC up to 4.2 LPA.',
    requirements: '5+ years accounts, jewellery or bullion firm preferred. B.Com.',
    experience: 'Mid-Level',
    yearsOfExperience: 5,
    city: 'Ahmedabad',
  },
  {
    ...E,
    id: 'rc-showroom-manager',
    title: 'Showroom Manager',
    category: 'Retail Management',
    industry: 'Jewellery Retail',
    skillsRequired: ['Showroom management', 'Sales team handling', 'Stock control', 'Targets', 'Customer relations'],
    description:
      'A reputed jewellery house with 6 showrooms is hiring a Showroom Manager for its new 8,000 sq ft showroom in Somajiguda. Lead a team of 35 (sales, cashier, stock, security), own monthly sales targets, daily stock tally, schemes and customer escalations. Attractive CTC 12 - 16 LPA.',
    requirements: '10+ years of jewellery retail with at least 4 years as floor / showroom / store manager.',
    experience: 'Management-Level',
    yearsOfExperience: 10,
    city: 'Hyderabad',
  },
  {
    ...E,
    id: 'rc-social-media',
    title: 'Social Media Executive',
    category: 'Marketing',
    industry: 'Jewellery Retail',
    skillsRequired: ['Instagram', 'Reels', 'Content calendar', 'Meta ads', 'Canva'],
    description:
      'We are a Karol Bagh jewellery brand on Instagram and WhatsApp. Looking for a social media executive to plan the content calendar, shoot and edit reels of new collections, write captions, reply to DMs and run small Meta ad campaigns. Freshers with a good portfolio can apply.',
    experience: 'Entry/Fresher',
    yearsOfExperience: 1,
    city: 'Delhi',
  },
  {
    ...H,
    id: 'rc-head-goldsmith',
    title: 'Head Karigar / Senior Goldsmith (Handmade Ghaat)',
    category: 'Jewellery Manufacturing',
    industry: 'Jewellery Manufacturing',
    skillsRequired: ['Handmade gold jewellery', 'Ghaat work', 'Soldering', 'Team supervision', 'Gold loss control'],
    description:
      'Bowbazar handmade gold jewellery workshop needs a Head Karigar to run the workshop floor: interpret designs from showroom orders, make master pieces by hand, divide work among 10 karigars, check quality and keep gold loss (ghat-bad) within limits. Salary best in market for the right person.',
    requirements: '12+ years as goldsmith in handmade (ghaat) work, of which some years leading karigars.',
    experience: 'Sr-Level',
    yearsOfExperience: 12,
    city: 'Kolkata',
  },
  {
    ...H,
    id: 'rc-casting-operator',
    title: 'Casting Operator - Gold & Silver Jewellery',
    category: 'Jewellery Manufacturing',
    industry: 'Jewellery Manufacturing',
    skillsRequired: ['Vacuum casting', 'Wax tree making', 'Investment / flasking', 'Burnout', 'Alloying'],
    description:
      'Jewellery casting unit requires a Casting Operator for gold and silver: wax tree setting, investment powder mixing and flasking, burnout cycle, vacuum / induction casting machine operation, quenching and alloy preparation (18K / 22K, 925). Shift work.',
    requirements: '2-3 years in a jewellery casting department.',
    experience: 'Mid-Level',
    yearsOfExperience: 2,
    city: 'Rajkot',
  },
];

const S = { part: 'resume', overview: '' } as const;

export const RESUME4_SEEKERS: EvalSeeker[] = [
  {
    ...S,
    id: 'rc01',
    resume: `Ankit Sharma
Sales Executive - Suraj Jewels Pvt. Ltd.
Jaipur, Rajasthan
+91 98290 4xxxx | ankit.sharma.jpr@gmail.com
Profile Summary
Sales professional with 3+ years in gold and diamond jewellery showroom sales. Handling walk-in customers, bridal sets, old gold exchange and gold saving scheme enrolment.
Key Skills: Gold Jewellery Sales, Customer Handling, Old Gold Exchange, Karat Meter, Billing Software, Cross Selling
Current Designation: Sales Executive
Current Company: Suraj Jewels Pvt. Ltd. (franchise showroom, MI Road)
Total Experience: 3 Year(s) 10 Month(s)
Current CTC: 2.6 Lacs
Expected CTC: 3.2 Lacs
Notice Period: 15 Days or less
Employment Details
Sales Executive | Suraj Jewels Pvt. Ltd. | Jul 2023 - Till date
- Gold counter: bangles, chains, mangalsutra; achieved 108% of monthly target (avg)
- Explaining hallmark, purity and making charges to customers
- Old gold purchase and exchange valuation with karat meter
Trainee Sales Associate | Ratan Jewellers | Jan 2023 - Jun 2023
Education
B.Com, University of Rajasthan, 2022
Languages: Hindi, English, Marwari`,
    skills: ['Gold jewellery sales', 'Customer handling', 'Old gold exchange', 'Billing'],
    preferredRoles: ['Sales Executive'],
    yearsOfExperience: 3,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 'rc02',
    resume: `BIODATA
Naam: Ramesh Kumar Soni
Pita ka naam: Shri Gopal Lal Soni
Pata: Gali no. 4, Ramganj Bazar, Jaipur
Mobile: 97843 xxxxx
Janam tithi: 12-03-1997
Padhai: 12th pass (RBSE)
Kaam ka anubhav: gold showroom me salesman 4 saal (Laxmi Jewellers, Johari Bazar)
Counter pe grahak ko maal dikhana, rate batana, purana sona badalna, bill banwana
Pehle 1 saal kapde ki dukaan me helper
Vivahik sthiti: vivahit
Umeed vetan: 20,000`,
  },
  {
    ...S,
    id: 'rc03',
    resume: `PRIYA RATHORE                         CAREER OBJECTIVE
Contact                               To grow as a customer relationship executive in a
+91 88754 xxxxx                       premium jewellery brand.
priya.rathore21@gmail.com             WORK EXPERIENCE
C-Scheme, Jaipur                      Customer Relationship Executive (Sales)
SKILLS                                Heera Diamonds & Gold, Jaipur | May 2024 - Present
Diamond jewellery                     - Diamond solitaire and gold counter, bridal customers
Gold jewellery                        - Styling suggestions, trial, closing sale
Customer service                      - Handle repair / exchange requests and follow up calls
Clienteling                           Sales Girl
LANGUAGES                             Ornate Gold House, Jaipur | Feb 2023 - Apr 2024
Hindi, English                        - Gold and silver counter, daily-wear collection
HOBBIES                               - Stock display at opening, tally at closing
Dance, Travel                         EDUCATION
                                      BA, Maharani College, 2022
                                      GIA Diamond Essentials (online), 2024`,
    skills: ['Diamond jewellery sales', 'Gold jewellery sales', 'Customer service', 'Clienteling'],
    preferredRoles: ['Sales Executive', 'Customer Relationship Executive'],
    yearsOfExperience: 3,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 'rc04',
    resume: `Resume
Mohit Agarwal
Address: 22, Tripolia Bazar, Jaipur 302002
Phone: 96360 xxxxx
Objective: To work in a reputed organisation and give my best.
Experience:
Silver Palace, Jaipur - Counter Salesman (Silver) - from last 3 years
Selling silver payal, bichhiya, silver utensils, gift articles and 925 silver jewellery
Weighing, rate calculation as per daily silver rate, packing and billing
Handling tourist customers and some export orders
Before that: Mobile accessories shop, 1 year
Education: 12th (Commerce), 2018
Computer: MS Office basic, Busy billing software
Strengths: Hard working, honest, good convincing power
Declaration: I hereby declare that above information is true.
Mohit Agarwal`,
  },
  {
    ...S,
    id: 'rc05',
    resume: `CURRICULUM VITAE
VIKRAM SINGH CHOUHAN
Mob. 94141 xxxxx   Email: vikramchouhan88@yahoo.com
Add: Sardarpura, Jodhpur
Career Objective
Seeking a position of salesman in a reputed showroom where I can use my selling skill.
Work Experience
Sr. No.   Company Name            Designation         From    To
1         Raymond Exclusive Store Sales Associate     2016    2018
2         Mangalam Saree Emporium Senior Salesman     2018    till date
Job Profile
Showing sarees, lehenga and wedding wear to customers, family groups for marriage purchase
Counter sales, alteration coordination, achieving festival season targets
Educational Qualification
Exam      Board         Year   Division
10th      RBSE          2011   Second
12th      RBSE          2013   Second
B.A.      JNVU          2016   Pass
Personal Details
Father Name: Shri Bhanwar Singh   DOB: 05/07/1994   Marital Status: Married
Place: Jodhpur`,
    skills: ['Counter sales', 'Customer handling', 'Wedding wear', 'Sales targets'],
    preferredRoles: ['Salesman'],
    yearsOfExperience: 10,
    city: 'Jodhpur',
  },
  {
    ...S,
    id: 'rc06',
    resume: `NEHA KHANDELWAL
B.Com (2026) | Jaipur | 78910 xxxxx | nehakhandelwal.26@gmail.com
OBJECTIVE
A fresher commerce graduate looking for an entry level role in retail or accounts.
EDUCATION
B.Com, Kanoria PG Mahila Mahavidyalaya, 2026 - 68%
12th Commerce, RBSE, 2023 - 81%
INTERNSHIP
Summer Intern - Shubh Jewellers, Jaipur (May 2025 - Jun 2025, 2 months)
- Sat at the billing counter with the cashier, made bills and handled UPI / card payments
- Assisted the sales staff on the gold counter during wedding season
- Helped in monthly stock tally
SKILLS
Tally Prime (basic), MS Excel, Customer communication, Cash counting
CERTIFICATIONS
Tally Prime with GST - NIIT, 2025
LANGUAGES
Hindi, English
DECLARATION
I hereby declare that the details above are correct to the best of my knowledge.`,
    skills: ['Tally Prime', 'MS Excel', 'Billing', 'Customer communication'],
    preferredRoles: ['Cashier', 'Sales Executive'],
    yearsOfExperience: 0,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 'rc07',
    resume: `SRINIVAS REDDY KOMATIREDDY
Floor Manager - Jewellery Retail
Kukatpally, Hyderabad | 98490 xxxxx | srinivas.k.reddy@rediffmail.com
PROFESSIONAL SNAPSHOT
14 years in gold, diamond and silver jewellery retail, of which 6 years as Floor Manager of a 5,000 sq ft showroom with 28 staff.
EXPERIENCE
Sr. No.  Organisation                     Designation          From       To
1        Sri Lakshmi Jewellers             Salesman             Jun 2012   Mar 2016
2        Sri Lakshmi Jewellers             Senior Sales Exec    Apr 2016   Dec 2019
3        Vaibhav Gold & Diamonds           Floor Manager        Jan 2020   Till date
KEY RESPONSIBILITIES (Floor Manager)
- Manage sales team of 22 and 6 support staff, daily briefing, duty roster
- Monthly showroom target of 9 - 11 Cr, festival and Akshaya Tritiya planning
- Daily opening / closing stock tally with stock incharge, tag and weight audit
- Customer escalations, exchange and buyback approvals, scheme collections
- Training new joinees on product knowledge and BIS hallmarking
ACHIEVEMENTS
Best Floor Manager (group) 2023; showroom grew 24% in FY 2024-25
EDUCATION
B.Com, Osmania University, 2011
LANGUAGES
Telugu, Hindi, English`,
    skills: ['Showroom management', 'Sales team handling', 'Stock audit', 'Customer escalations', 'Targets'],
    preferredRoles: ['Showroom Manager', 'Floor Manager'],
    yearsOfExperience: 14,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 'rc08',
    resume: `Rajesh Bhikhabhai Parmar
Machine Operator - Pressure Die Casting
Rajkot, Gujarat
Profile Summary
Die casting operator with 6 years of experience on HPDC machines (250T - 800T) in an automotive component plant. Aluminium alloy (ADC12) parts for two-wheeler and car OEMs.
Key Skills: HPDC Machine Operation, Die Setting, Aluminium Melting Furnace, Trimming, Casting Defect Analysis, 5S
Current Designation: Die Casting Operator
Current Company: Shivam Autotech Components Pvt Ltd
Total Experience: 6 Year(s) 2 Month(s)
Current CTC: 2.9 Lacs
Notice Period: 1 Month
Work Experience
Shivam Autotech Components | Sep 2020 - Present
- Operating cold chamber die casting machine, shot parameters, die temperature
- Ladling molten aluminium, die spray, removing castings, trimming press
- First piece inspection, porosity and cold shut defects, shift production report
Education
ITI - Fitter, Govt ITI Rajkot, 2020
10th GSEB 2017`,
    skills: ['HPDC machine operation', 'Die setting', 'Aluminium melting', 'Trimming', '5S'],
    preferredRoles: ['Die Casting Operator'],
    yearsOfExperience: 6,
    city: 'Rajkot',
  },
  {
    ...S,
    id: 'rc09',
    resume: `RESUME
SURESH KUMAR SAINI
S/O SHRI RAMESHWAR SAINI
ADDRESS: 112, VAISHALI NAGAR, AJMER
MOBILE: 99283 XXXXX
OBJECTIVE: TO WORK WITH HONESTY AND DEDICATION IN A GOOD JEWELLERY SHOWROOM.
EXPERIENCE:
1. JAI AMBE JEWELLERS, AJMER - JEWELLERY SALES EXECUTIVE - 2014 TO 2017
2. SHREE HARI GOLD PALACE, AJMER - JEWELLERY SALES EXECUTIVE - 2017 TO 2020
3. NAVRATAN JEWELLERS, JAIPUR - SENIOR SALESMAN (GOLD COUNTER) - 2020 TO TILL DATE
WORK: GOLD AND KUNDAN JEWELLERY SELLING, WEDDING SETS, RATE AND MAKING CHARGE EXPLAIN, OLD GOLD EXCHANGE, SCHEME ENROLMENT
QUALIFICATION: 10TH PASS, 12TH PASS (ARTS)
LANGUAGE: HINDI, LITTLE ENGLISH
DATE:
PLACE: JAIPUR                                        (SURESH KUMAR SAINI)`,
  },
  {
    ...S,
    id: 'rc10',
    resume: `Hetal Patel
Cashier | Surat, Gujarat | 90990 xxxxx | hetalpatel.cash@gmail.com

Summary
Cashier with 2 years of experience at a jewellery showroom. Comfortable with large cash, card, UPI and RTGS payments and daily closing.

Experience
Cashier - Shree Rang Jewellers, Ghod Dod Road, Surat
Oct 2024 - Present
* Cash counter for a 15-staff gold and diamond showroom
* Billing on jewellery ERP (Gati), old gold exchange adjustment in bill
* Card swipe, UPI, RTGS / NEFT entries and cheque deposits
* Daily cash report, petty cash and handing over cash to the owner
* Cash counting machine, fake note detection

Education
B.Com, VNSGU, 2024

Skills
Cash handling, Billing, Tally Prime, MS Excel, Gujarati / Hindi / English`,
    skills: ['Cash handling', 'Billing', 'Tally Prime', 'UPI / card payments', 'Daily cash report'],
    preferredRoles: ['Cashier'],
    yearsOfExperience: 2,
    city: 'Surat',
  },
  {
    ...S,
    id: 'rc11',
    resume: `Dharmesh Rathod
Adajan, Surat - 395009
Mobile 97270 xxxxx
Objective
Looking for cashier job in a reputed company.
Work Experience
Cashier - D-Mart (Avenue Supermarts Ltd), Adajan Store
Since 2023
POS billing, scanning, cash and card payments, end of shift cash tally with supervisor, handling customer queries and returns at the till
Before that 6 months packer at same store
Education
12th pass (GSEB) 2021
Computer: basic
Languages: Gujarati, Hindi
Hobbies: cricket, music
I hereby declare that the information given above is true.`,
  },
  {
    ...S,
    id: 'rc12',
    resume: `CURRICULUM VITAE
Name : Komal Jariwala
Contact : 98251 xxxxx
Address : Rander Road, Surat
Objective :
I am having 1.5 yrs experience as Billing Executive cum Cashier in jewellery showroom and looking for better opportunity.
Present Employer :
Krishna Gold & Diamonds, Surat - Billing Executive cum Cashier (from June 2025)
Responsibilities :
- Making bills in the jewellery software with weight, purity, making charges and GST
- Receiving payment in cash / card / UPI, issuing receipt
- Doing the work of daily cash closing and day book
- Gold saving scheme instalment collection
Education :
B.Com (2025) - Veer Narmad South Gujarat University
Skills :
Billing, Cash handling, MS Excel, Tally (basic)
Kindly consider my application.
Komal Jariwala`,
    skills: ['Billing', 'Cash handling', 'MS Excel', 'Scheme collection'],
    preferredRoles: ['Cashier', 'Billing Executive'],
    yearsOfExperience: 1,
    city: 'Surat',
  },
  {
    ...S,
    id: 'rc13',
    resume: `Mayank Desai
Teller / Cashier - The Baroda Mercantile Co-operative Bank Ltd.
Vadodara | 95372 xxxxx
Total Exp: 5.5 years
Experience
Teller (Cash Department) - The Baroda Mercantile Co-op Bank, Alkapuri branch - 2022 to till date
- Cash receipts and payments, cash counting machine, FICN detection
- Vault balancing and EOD cash position in CBS (Finacle)
- DD / pay order issue, locker rent collection
Clerk - same bank, 2021 - 2022
Education
B.Com (Banking), MSU Baroda, 2020
JAIIB part 1 cleared
Skills: Cash management, CBS software, Customer service, Fake note detection`,
  },
  {
    ...S,
    id: 'rc14',
    resume: `RESUME
Jignesh Shah
Naranpura, Ahmedabad | 99099 xxxxx | jignesh.shah.acc@gmail.com
Total Experience: 3 years
Current Designation: Cashier cum Accountant
Work History
Company              Role                       Period
Parshwa Jewellers    Cashier cum Accountant     Nov 2024  -  Present
Parshwa Jewellers    Billing Assistant          Jan 2024  -  Oct 2024
Work Profile
Cash counter and billing at the showroom; cash book and bank book in Tally Prime
Purchase and sale entries, GST data for CA, karigar payment entries
Old gold purchase entries, daily cash report to owner
Education
B.Com - Gujarat University - 2022
Software: Tally Prime, Excel, jewellery billing software (Omunim)
Languages: Gujarati, Hindi, English`,
    skills: ['Cash handling', 'Tally Prime', 'Billing', 'GST data', 'Cash book'],
    preferredRoles: ['Cashier', 'Accountant'],
    yearsOfExperience: 3,
    city: 'Ahmedabad',
  },
  {
    ...S,
    id: 'rc15',
    resume: `BIO-DATA
Name: Balwant Singh Negi
Father's Name: Late Shri Kundan Singh Negi
Address: Village Kandai, Tehri Garhwal, now at Malviya Nagar, Jaipur
Mobile: 94605 xxxxx
Date of Birth: 10-10-1985
Qualification: 10th pass
Experience: Ex-Army (Garhwal Rifles) 17 years, retired as Naik in 2019
Security Guard - Navratan Jewellers showroom, Jaipur, since 2019 (PSARA licensed agency)
Duties: door frisking, metal detector, CCTV watch, showroom opening and closing with manager, bank cash escort
Licence: arms licence (12 bore, Rajasthan), driving licence LMV
Language: Hindi, Garhwali
Marital status: Married`,
  },
  {
    ...S,
    id: 'rc16',
    resume: `BIODATA
NAME: SONAL MISTRY
ADD: 14, AMBIKA NIKETAN SOCIETY, VARACHHA, SURAT
MO: 96240 XXXXX
EDUCATION: B.COM (2021), VNSGU
EXPERIENCE: CASH COUNTER AT SHREE AMBICA JEWELLERS, VARACHHA SINCE 2022
WORK: CASH LENA DENA, BILL BANANA, CARD AND UPI, RTGS ENTRY, DAILY CASH HISAB OWNER KO DENA, SCHEME KI KISHT JAMA KARNA
BEFORE: 6 MONTH RECEPTION IN HOSPITAL (2021)
COMPUTER: TALLY, EXCEL, TYPING GUJARATI + ENGLISH
LANGUAGE: GUJARATI, HINDI, ENGLISH
EXPECTED SALARY: 22000
I AM HONEST AND KNOWING ALL CASH WORK. KINDLY GIVE ME CHANCE.`,
  },
  {
    ...S,
    id: 'rc17',
    resume: `Name: Abdul Rehman Sheikh
Father: Mohd. Yusuf Sheikh
Address: Room 7, 3rd floor, Dhanji Street, Mumbai 400003
Mobile: 98200 xxxxx
Native: Medinipur, West Bengal
Work: polish karigar 6 saal (gold chain, kangan, ring polish, buff machine)
Last job: Saraf Ornaments karkhana, Zaveri Bazaar
Education: 8th pass
Age: 29
Salary: piece rate or 24000 monthly`,
  },
  {
    ...S,
    id: 'rc18',
    resume: `CURRICULUM VITAE
SANJAY VISHWAKARMA
POLISHING & FINISHING KARIGAR (GOLD / DIAMOND JEWELLERY)
ADDRESS: KALBADEVI, MUMBAI    MOBILE: 90040 XXXXX
EXPERIENCE: 8 YEARS
2018 - 2022  SHUBHAM GOLD PVT LTD, MAROL - POLISHING KARIGAR
2022 - TILL DATE  AURA DIAMOND JEWELLERY, SEEPZ - SENIOR FINISHER
WORK DETAILS:
- FILING, EMERY, PRE POLISH, BUFFING (TRIPOLI / ROUGE), MIRROR FINISH
- ULTRASONIC AND STEAM CLEANING, MAGNETIC TUMBLER
- RHODIUM PEN TOUCH-UP AFTER SETTING
- GOLD DUST RECOVERY (SWEEPS) AND POLISH LOSS RECORD
QUALIFICATION: 10TH PASS
LANGUAGES: HINDI, MARATHI
DECLARATION: ALL ABOVE DETAILS ARE TRUE.`,
    skills: ['Jewellery polishing', 'Buffing', 'Filing', 'Ultrasonic cleaning', 'Rhodium touch-up'],
    preferredRoles: ['Polishing Karigar', 'Finisher'],
    yearsOfExperience: 8,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rc19',
    resume: `Biswajit Maity
Finishing Karigar
Contact: 77380 xxxxx, staying at Bhuleshwar, Mumbai
Native place: Daspur, Paschim Medinipur
Experience
Since 2021 working in gold jewellery finishing line in Mumbai:
Jai Mata Di Ornaments (Zaveri Bazaar) - filing, soldering clean-up, polish - 2021 to 2024
Kesar Chains - finishing karigar for chains and mangalsutra, buff and mirror polish - 2024 till date
Before this helped my uncle in goldsmith shop at Daspur (2018-2020)
Skills
filing, sanding, buff polish, hand polish of fine pieces, checking finish under lens
Education: Madhyamik (10th)
Languages: Bengali, Hindi`,
    skills: ['Filing', 'Buff polish', 'Hand polish', 'Chain finishing'],
    preferredRoles: ['Finishing Karigar'],
    yearsOfExperience: 5,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rc20',
    resume: `Bio Data
Name - Rahul Yadav
Father Name - Shiv Kumar Yadav
Address - Chawl no. 3, Kurla West, Mumbai
Phone - 86556 xxxxx
Qualification - 10th pass (2023, UP Board)
Work - polishing helper in gold karkhana, Zaveri Bazaar, 1 year (2025-2026)
Work done - cleaning pieces, giving pieces to polish karigar, buff machine small work, ultrasonic wash
Want to learn full polish work
Language - Hindi
Age - 19 years`,
  },
  {
    ...S,
    id: 'rc21',
    resume: `Imran Khan Pathan
Buffing Machine Operator
Jamnagar, Gujarat   +91 93270 xxxxx
Experience Summary
Over 9 years in brass parts industry doing buffing and polishing of brass door handles, knobs, fittings and sanitary parts.
Employment
Shree Khodiyar Brass Industries, GIDC Jamnagar - Buffing Operator - 2019 to till date
Patel Brass Components - Polishing Helper - 2017 to 2019
Job Work
Grinding, buffing with cotton and sisal wheels, compound application, mirror finish for chrome plating, checking scratches and pits, packing
Education: 9th pass
Languages: Gujarati, Hindi`,
    skills: ['Buffing', 'Metal polishing', 'Mirror finish', 'Grinding'],
    preferredRoles: ['Buffing Operator', 'Polisher'],
    yearsOfExperience: 9,
    city: 'Jamnagar',
  },
  {
    ...S,
    id: 'rc22',
    resume: `PRAKASH NAIK
Plating Operator (Rhodium / Gold Plating) - Jewellery
Andheri East, Mumbai | 88790 xxxxx

Experience - 4 years
Plating Operator, Lumiere Jewels Pvt Ltd, SEEPZ (2022 - present)
- Rhodium, yellow and rose gold flash plating of gold and silver jewellery
- Electro-cleaning, activation, rinse, plating bath maintenance and current settings
- Masking with lacquer for two-tone pieces, stripping and re-plating rejects
- Final cleaning and drying before QC

Education
ITI Electroplater, 2021
HSC 2019

Languages: Marathi, Hindi, English`,
  },
  {
    ...S,
    id: 'rc23',
    resume: `Santosh Ganpat Jadhav
Stone Setter - Diamond Jewellery
Profile Summary
Stone setter with 7 years of experience in diamond jewellery export units. Prong, pave, micro pave, bezel, channel and invisible setting in 18K gold and platinum under microscope.
Key Skills: Micro Pave Setting, Prong Setting, Bezel Setting, Channel Setting, Microscope, GRS Engraving Machine, Bright Cut
Current Designation: Senior Setter
Current Company: Sparkle Export Jewellery Pvt Ltd, SEEPZ
Total Experience: 7 Year(s) 0 Month(s)
Current CTC: 4.1 Lacs
Expected CTC: 5 Lacs
Notice Period: 1 Month
Current Location: Andheri East, Mumbai
Work Experience
Senior Setter - Sparkle Export Jewellery | Apr 2022 - Present
Setter - Radiance Diamonds Pvt Ltd | Nov 2019 - Mar 2022
Trainee Setter - Radiance Diamonds Pvt Ltd | Nov 2019 ... (6 months in training)
- Setting 0.8 mm to 3 mm round diamonds, fancy shapes on rings and earrings
- Daily diamond issue / return against job card, breakage record
Education: SSC 2015, ITI (Jewellery Making) 2017`,
    skills: ['Micro pave setting', 'Prong setting', 'Bezel setting', 'Channel setting', 'Microscope work'],
    preferredRoles: ['Stone Setter'],
    yearsOfExperience: 7,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rc24',
    resume: `ANIL PRAJAPATI                 EXPERIENCE
Diamond Setter                 Diamond Setter - Kiran Gems & Jewellery, Mumbai
                               2022 - present
PERSONAL                       Hand setting of diamonds in rings, pendants, bangles
DOB 14/02/1998                 Wax setting of CZ and small diamonds before casting
Mira Road, Thane               Checking loose stones, re-setting after polish
94205 xxxxx                    Setter (CZ / colour stones) - Om Sai Jewels, Kalbadevi
                               2020 - 2022
SKILLS                         Claw and bezel setting in silver and gold
Prong / claw setting           EDUCATION
Pave                           10th, Maharashtra Board, 2014
Wax setting                    Jewellery manufacturing course, SEEPZ SEZ training, 2019
Microscope / loupe
LANGUAGE
Hindi, Gujarati`,
  },
  {
    ...S,
    id: 'rc25',
    resume: `Naam: Tapan Kumar Samanta
Pita: Haripada Samanta
Pata: Kalbadevi Road, Mumbai (gaon: Ghatal, Medinipur)
Mob: 70456 xxxxx
Kaam: nag jadai (stone setting) 10 saal
Sona aur chandi dono pe, diamond aur CZ, claw / bezel / pave, microscope pe bhi kaam kiya
Pichla kaam: Mahalaxmi Setting Works, Zaveri Bazaar (2016-2026)
Padhai: 7th pass
Umar: 34
Tankha: 30000 ya piece rate`,
  },
  {
    ...S,
    id: 'rc26',
    resume: `Rohan Mane
Trainee Stone Setter
Goregaon, Mumbai | 99871 xxxxx | rohanmane03@gmail.com
Objective: To become a skilled diamond setter in a reputed export house.
Experience
Trainee Setter - Brilliant Jewels Pvt Ltd, SEEPZ - Mar 2026 to present (8 months)
- Learning prong and bezel setting on practice plates and silver pieces
- Assisting senior setters: stone sorting, seat cutting with burs, cleaning
Education
HSC 2024
Certificate in Jewellery Manufacturing (Stone Setting module) - Gem & Jewellery Skill Council, 2025
Skills: Bur and graver handling, loupe, basic prong setting
Languages: Marathi, Hindi, English`,
    skills: ['Prong setting', 'Bezel setting', 'Stone sorting', 'Graver handling'],
    preferredRoles: ['Stone Setter'],
    yearsOfExperience: 0,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rc27',
    resume: `CURRICULUM VITAE
Ustad Mohammed Salim
Kundan Jadau Karigar (Master Craftsman)
Address: Mohalla Chungarana, Bikaner. Present: Johari Bazar, Jaipur
Phone: 94140 xxxxx
Experience: 22 years of kundan and jadau work, learned from my father (khandani kaam)
- Jadai of kundan and polki in 22K / 24K gold, pachhi work, meena coordination
- Bridal sets, rani haar, chokers, jhumka for Jaipur and Delhi showrooms
- At present running a kundan workshop of 7 karigars for a Johari Bazar firm (since 2015): dividing work, checking jadai, gold accounting of issued metal
Awards: State Award for Kundan craft, Rajasthan (2018)
Education: 8th pass
Language: Hindi, Urdu, Marwari
Salary: as per discussion`,
  },
  {
    ...S,
    id: 'rc28',
    resume: `Bio Data
Naam: Dinesh Chavda
Pata: Soni Bazar, Rajkot
Mobile: 98795 xxxxx
Kaam ka anubhav: casting karigar 8 saal (2018 se)
Shree Khodal Casting, Rajkot - sona aur chandi ki casting
Wax ka jhaad (tree) lagana, investment powder bharna, furnace me burnout, vacuum casting machine chalana, 22K aur 18K alloy banana, 925 chandi
Casting loss ka hisab rakhna
Padhai: 10th pass
Bhasha: Gujarati, Hindi`,
    skills: ['Vacuum casting', 'Wax tree making', 'Investment', 'Burnout', 'Alloying'],
    preferredRoles: ['Casting Karigar'],
    yearsOfExperience: 8,
    city: 'Rajkot',
  },
  {
    ...S,
    id: 'rc29',
    resume: `Aditi Mathur
Jewellery Designer (CAD) - Fresher
Mansarovar, Jaipur | 81070 xxxxx | aditi.designs@gmail.com | behance.net/aditimathur
About Me
Recent jewellery design graduate trained in Rhino 7 and MatrixGold, looking for a CAD designer trainee role in a manufacturing unit.
Education
Diploma in Jewellery Design & Technology - Indian Institute of Gems & Jewellery (IIGJ), Jaipur - 2026
B.Sc. (Home Science) - University of Rajasthan - 2024
Software
Rhino 7, MatrixGold 3, KeyShot, Adobe Photoshop, hand sketching
Projects
- Diploma collection of 12 pieces (rings, pendants, jhumka) modelled in MatrixGold, 3D printed in resin and cast in silver
- Ring shank builder and gem placement exercises, STL export for printing
Internship
CAD Intern - Aarav Jewels, Sitapura (1 month, Dec 2025): modelled 20 rings from sketches
Languages
English, Hindi`,
    skills: ['Rhino', 'MatrixGold', 'KeyShot', '3D jewellery modelling', 'Sketching'],
    preferredRoles: ['Jewellery CAD Designer'],
    yearsOfExperience: 0,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 'rc30',
    resume: `RESUME
KAVYA JOSHI
Email: kavyajoshi.des@gmail.com   Phone: 97993 xxxxx
Permanent Address: 8, Shastri Nagar, Jodhpur, Rajasthan
CAREER OBJECTIVE
To obtain a challenging position as a jewellery designer where I can utilise my creative and technical skills for the growth of the organisation.
ACADEMIC QUALIFICATION
B.Des. (Accessory Design), NIFT Jodhpur, 2026, CGPA 8.1
Class XII, CBSE, 2022, 89%
Class X, CBSE, 2020, 92%
TECHNICAL SKILLS
Rhino 3D, JewelCAD, MatrixGold (basic), KeyShot rendering, Adobe Illustrator, Photoshop
ACADEMIC PROJECTS
Graduation project: temple jewellery inspired contemporary collection - 3D modelled in Rhino, rendered in KeyShot, prototypes 3D printed
Craft cluster documentation: Thewa work, Pratapgarh
INTERNSHIP
Design intern, a Jaipur jewellery export house (8 weeks, 2025): CAD of earrings and pendants, tech packs
STRENGTHS
Creative thinking, quick learner, team player
HOBBIES
Sketching, reading, classical music
PERSONAL DETAILS
Date of Birth: 11/09/2004   Gender: Female   Nationality: Indian
Languages Known: English, Hindi, Marwari
DECLARATION
I hereby declare that all the information furnished above is true to the best of my knowledge and belief.
Place: Jodhpur                                  Kavya Joshi`,
  },
  {
    ...S,
    id: 'rc31',
    resume: `Deepak Kumawat
JEWELLERY CAD DESIGNER
Jhotwara, Jaipur - 98877 xxxxx - deepakkumawat.cad@gmail.com
Experience (1 year)
CAD Designer - Shri Shyam Jewels, Sitapura SEZ - Nov 2025 to present
- Modelling rings, pendants, bracelets in JewelCAD Pro and Rhino for casting
- Weight estimation, stone layout, files for 3D printer (resin)
- Renders for buyer approval
CAD Training - Aptech Jewellery CAD course (JewelCAD, Rhino), 2025
Education
B.A., University of Rajasthan, 2024
Skills
JewelCAD Pro, Rhino 6, 3D printing file prep, Rendering`,
    skills: ['JewelCAD', 'Rhino', '3D printing file prep', 'Rendering'],
    preferredRoles: ['Jewellery CAD Designer'],
    yearsOfExperience: 1,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 'rc32',
    resume: `MANISH SONI
Senior CAD Designer / CAD Team Lead - Fine Jewellery
Borivali West, Mumbai | 98670 xxxxx | manish.soni.cad@outlook.com
PROFILE SUMMARY
9+ years designing fine jewellery in CAD for export and domestic brands. Leading a team of 6 CAD designers, file QC for casting and 3D printing, costing support.
KEY SKILLS: MatrixGold, Rhino, JewelCAD, ZBrush (organic), KeyShot, Team Leadership, Weight & Costing
CURRENT DESIGNATION: CAD Team Lead
CURRENT COMPANY: Regal Fine Jewels Pvt Ltd
TOTAL EXPERIENCE: 9 Year(s) 6 Month(s)
NOTICE PERIOD: 60 Days
CURRENT CTC: 9.5 Lacs
EMPLOYMENT
Regal Fine Jewels Pvt Ltd - CAD Team Lead - 2021 to Till date
Vama Diamonds - CAD Designer - 2017 to 2021
EDUCATION
Diploma in Jewellery Design, SNDT Women's University (Jewellery design programme), 2016
B.Com, Mumbai University, 2015`,
  },
  {
    ...S,
    id: 'rc33',
    resume: `Pooja Nair
Resin Artist & Craft Entrepreneur
Thane West | 90829 xxxxx | @resinbypooja (Instagram)
Experience - 3 years (since 2023)
Founder, Resin by Pooja - home studio
- Epoxy and UV resin casting in silicone moulds: coasters, wall clocks, resin jewellery (pendants, earrings), name plates
- Mixing resin and hardener ratios, pigment and dried flower embedding, bubble removal with heat gun, demoulding, sanding and polishing edges
- Taking orders on Instagram and at exhibitions, 200+ orders
Workshops taught: resin art basics at craft stores
Education
B.A. (Psychology), Mumbai University, 2019
Skills: Resin casting, Silicone mould making, Sanding, Instagram selling`,
    skills: ['Resin casting', 'Silicone moulds', 'Sanding', 'Instagram selling'],
    preferredRoles: ['Resin Artist'],
    yearsOfExperience: 3,
    city: 'Thane',
  },
  {
    ...S,
    id: 'rc34',
    resume: `Resume - Sneha Bhandari
Manual Jewellery Designer
Contact: 99500 xxxxx, Vidhyadhar Nagar, Jaipur
I am having 2 years experience in manual jewellery designing (hand sketch and gouache rendering) for a kundan-polki house.
Experience:
Jewellery Designer (Manual) - Ratnam Kundan Art, Jaipur - from Sept 2024
- Drawing designs of necklaces, earrings, bridal sets as per customer requirement
- Colour rendering with gouache, tech drawing with measurements for karigars
- Now learning CorelDRAW, want to learn CAD (Rhino)
Education:
Certificate course in Jewellery Designing (manual), 6 months, 2024
B.A. 2023
Hobbies: painting, mehendi design`,
  },
  {
    ...S,
    id: 'rc35',
    resume: `Arjun Malhotra
Graphic Designer | Fresher
Rajouri Garden, New Delhi | 98115 xxxxx | arjunmalhotra.design@gmail.com | portfolio: arjundesigns.in
Summary
BFA (Applied Art) graduate, good with Photoshop, Illustrator, CorelDRAW and Canva. Made posters, social media creatives and logos in college and freelance.
Education
BFA Applied Art, College of Art, Delhi - 2026
Projects / Freelance
- Instagram post and story creatives for a cafe and a gym (6 months, freelance)
- Festival sale banners and standees for a local saree shop
- Brand identity for a college fest
Skills
Adobe Photoshop, Illustrator, CorelDRAW, Canva, basic Premiere Pro, typography
Languages
Hindi, English, Punjabi`,
    skills: ['Photoshop', 'Illustrator', 'CorelDRAW', 'Canva', 'Social media creatives'],
    preferredRoles: ['Graphic Designer'],
    yearsOfExperience: 0,
    city: 'Delhi',
  },
  {
    ...S,
    id: 'rc36',
    resume: `Bhavesh Thakkar
Accountant - Jewellery / Bullion
Maninagar, Ahmedabad
Phone: 98252 xxxxx   Email: bhavesh.thakkar.acc@gmail.com
Total Experience: 8 Years
Present: Senior Accountant, Ratnadeep Gold Pvt Ltd (gold jewellery wholesale), Manek Chowk - Aug 2018 to till date
Responsibilities:
* Tally ERP 9 / Tally Prime: sales, purchase, journal, bank entries
* GST returns GSTR-1, GSTR-3B, reconciliation with 2B; TDS / TCS on sale of goods
* Fine gold metal account: 24K / 22K / 18K conversion, karigar issue and receive with wastage, alloy account
* Hallmarking centre bills, courier and insurance entries
* Bank reconciliation, party ledger confirmation, coordinating with CA for audit
Education: B.Com (Gujarat University) 2017, M.Com (pursuing / left)
Software: Tally Prime, Excel (VLOOKUP, pivot), jewellery ERP (Logic ERP)`,
    skills: ['Tally Prime', 'GST returns', 'Metal account', 'Karigar account', 'Bank reconciliation'],
    preferredRoles: ['Accountant'],
    yearsOfExperience: 8,
    city: 'Ahmedabad',
  },
  {
    ...S,
    id: 'rc37',
    resume: `CURRICULUM VITAE
Name            : Nirav Mehta
Address         : Paldi, Ahmedabad
Mobile          : 97129 xxxxx
Objective       : To work as an accountant in a reputed firm.
Experience      : 6+ yrs
Employer        Designation      Period
Ambaji Bullion  Accountant       2020      Till Date
Kotak Traders   Accounts Asst.   2019      2020
Job Profile     : Accounting of bullion purchase and sale (gold bars, silver), daily rate booking entries, MCX hedge entries given by owner, GST and TDS returns, bank reconciliation, stock statement for bank (CC limit), metal stock register in Tally
Qualification   : B.Com 2018 (Gujarat University)
Computer        : Tally ERP 9, MS Excel, Busy
Languages       : Gujarati, Hindi, English
Declaration     : I hereby declare that the above information is correct.`,
  },
  {
    ...S,
    id: 'rc38',
    resume: `Kiran Solanki
Accountant
Narol, Ahmedabad | 94268 xxxxx | kiransolanki.acc@gmail.com
Profile Summary
Accountant with 7 years in textile processing and trading firms. Full accounts up to finalisation in Tally, GST, TDS, debtor follow up.
Key Skills: Tally Prime, GST Returns, TDS, Bank Reconciliation, Debtors Follow-up, MIS
Current Company: Shree Vallabh Textiles (grey cloth trading)
Total Experience: 7 Year(s) 1 Month(s)
Notice Period: 30 Days
Work Experience
Accountant | Shree Vallabh Textiles | 2022 - Present
Junior Accountant | Nandan Dyeing & Printing Mills | 2019 - 2022
Education
M.Com, Gujarat University, 2019`,
    skills: ['Tally Prime', 'GST returns', 'TDS', 'Bank reconciliation', 'MIS'],
    preferredRoles: ['Accountant'],
    yearsOfExperience: 7,
    city: 'Ahmedabad',
  },
  {
    ...S,
    id: 'rc39',
    resume: `Riya Shah
CA Intermediate | Article Assistant
Satellite, Ahmedabad | 99745 xxxxx
Articleship: Shah Mehta & Associates, Chartered Accountants - Nov 2024 to present (2 years)
- Statutory audit of jewellery retailers and a diamond trader: stock verification, GST audit
- GST returns and TDS returns for 20 clients, income tax returns
- Tally data checking, bank reconciliation
Education
CA Intermediate - both groups cleared (May 2024)
B.Com, Gujarat University, 2025 (external)
Skills: Tally Prime, GST, TDS, Audit, Excel
Looking for a full time accounts position after articleship.`,
  },
  {
    ...S,
    id: 'rc40',
    resume: `Resume
Name: Hasmukhbhai Soni
Address: Raipur Darwaja, Ahmedabad
Mobile: 98980 xxxxx
Accounts ka kaam 12 saal se kar raha hu, jewellers firm me.
2014 se 2026 tak - Shree Ambika Jewellers (wholesale + showroom), Manek Chowk - Accountant
Kaam: Tally me sab entry, GST return bharna, karigar ko sona issue aur receive ka hisab, fine gold ka khata, bank ka kaam, party ka hisab milana, hallmark ke bill
Pehle 2 saal CA office me junior (2012-2014)
Padhai: B.Com 2011, Gujarat University
Computer: Tally ERP 9, Tally Prime, Excel
Bhasha: Gujarati, Hindi
Kindly consider my application.`,
  },
  {
    ...S,
    id: 'rc41',
    resume: `Sunil Bhanushali
Shift Supervisor - Investment Casting (Lost Wax)
Rajkot, Gujarat | 96012 xxxxx
Total Experience: 6 years
Present Company: Saurashtra Precision Castings Pvt Ltd, Shapar-Veraval - since Oct 2020
Products: steel and SS valve bodies, pump impellers, auto parts (0.1 kg to 25 kg)
Work:
- Wax pattern injection, wax assembly (tree), ceramic shell dipping and stuccoing
- Dewaxing in boiler-clave, shell firing, induction furnace melting and pouring
- Knock out, cutting, shot blasting; spectro and radiography coordination with QC
- Handling a shift of 12 workers, production and rejection report
Education: Diploma Mechanical Engineering, 2020
Skills: Investment casting, Wax injection, Shell making, Induction melting, Shift supervision`,
    skills: ['Investment casting', 'Wax injection', 'Shell making', 'Induction melting', 'Shift supervision'],
    preferredRoles: ['Casting Supervisor'],
    yearsOfExperience: 6,
    city: 'Rajkot',
  },
  {
    ...S,
    id: 'rc42',
    resume: `VENKATA RAMANA MURTHY
Store Manager | Jewellery Retail | 12 Years
Dilsukhnagar, Hyderabad   90001 xxxxx   vr.murthy@gmail.com
Profile Summary
Jewellery retail professional with 12 years, last 5 years as Store Manager of a 6,500 sq ft gold and diamond store of a South Indian jewellery chain. P&L, team of 40, inventory of 180 kg gold.
Key Skills: Store Operations, Team Management, Inventory Control, Sales Target Achievement, Gold Scheme, Visual Merchandising, Customer Relationship
Current Designation: Store Manager
Current Company: Swarna Mahal Jewellers Pvt Ltd, Kothapet store
Total Experience: 12 Year(s) 3 Month(s)
Current CTC: 13.5 Lacs
Notice Period: 3 Months
Employment History
Store Manager - Swarna Mahal Jewellers, Kothapet | Jul 2021 - Present
Assistant Store Manager - Swarna Mahal Jewellers, Ameerpet | Apr 2018 - Jun 2021
Sales Executive / Section Head (Diamond) - Kanaka Jewellers | Aug 2014 - Mar 2018
Highlights
- Store turnover 120 Cr (FY 2025-26), 18% growth
- Zero stock variance in 4 consecutive audits
Education
MBA (Retail Management), 2014; B.Com, Osmania University, 2012`,
    skills: ['Store operations', 'Team management', 'Inventory control', 'Sales targets', 'Visual merchandising'],
    preferredRoles: ['Store Manager', 'Showroom Manager'],
    yearsOfExperience: 12,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 'rc43',
    resume: `Sandeep Kulkarni
Area Manager - Apparel Retail
Pune | Open to relocate to Hyderabad / Bangalore
Mobile 98220 xxxxx | sandeepkulkarni.retail@gmail.com
Summary: 15 years in apparel and lifestyle retail, from store manager to area manager handling 9 stores.
Experience
2019 - present  Area Manager, StyleStreet value fashion chain, Pune region (9 stores, 260 staff)
2013 - 2019    Store Manager, Reliance Trends, Kothrud and Hadapsar
2011 - 2013    Department Manager, Big Bazaar
Key Result Areas
Sales and margin targets, shrinkage control, manpower planning, VM audits, store launches
Education
MBA (Marketing), Symbiosis, 2011
Languages
Marathi, Hindi, English`,
  },
  {
    ...S,
    id: 'rc44',
    resume: `Mohammed Irfan
Senior Sales Executive - Gold & Diamond Jewellery
Tolichowki, Hyderabad | 99490 xxxxx
Total Exp: 9 years (all in jewellery showroom)
Current: Senior Sales Executive, Kanaka Jewellers, Himayatnagar - 2021 to till date
Previous: Sales Executive, Sri Balaji Gold Palace - 2017 to 2021
Sales boy, Nizam Jewellers, Pathergatti - 2017 (6 months)
What I do
- Diamond and bridal gold counter, handling top customers and NRI families
- Guiding 5 junior sales staff on the counter, covering for floor manager on leave days
- Scheme enrolment, exchange and repair follow-ups
Want to grow as Floor Manager / Showroom Manager.
Education: Intermediate (MEC), 2015
Languages: Urdu, Hindi, Telugu, English`,
    skills: ['Gold jewellery sales', 'Diamond jewellery sales', 'Customer handling', 'Team guidance'],
    preferredRoles: ['Senior Sales Executive', 'Floor Manager'],
    yearsOfExperience: 9,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 'rc45',
    resume: `CURRICULUM VITAE
GOPAL KRISHNA RAO CHILUKURI
Branch Manager - Jewellery Showroom
Permanent Address: H.No. 8-3-191, Vengal Rao Nagar, Hyderabad - 500038
Mobile: +91 98480 xxxxx   Email: gkrao.jewels@gmail.com
CAREER OBJECTIVE
To lead a large jewellery showroom with integrity, and deliver growth through a well trained and motivated team.
PROFESSIONAL EXPERIENCE (18 years)
2008 - 2012   Sales Executive, Sri Krishna Jewellers, Abids
2012 - 2017   Section Incharge (Gold), Sri Krishna Jewellers, Abids
2017 - 2021   Floor Manager, Swarnalaya Family Jewellers, Punjagutta
2021 - Till date   Branch Manager, Sree Kanya Jewellers, Vijayawada branch (relocated family back to Hyderabad, seeking role in Hyderabad)
RESPONSIBILITIES AS BRANCH MANAGER
Overall showroom operations, team of 45 including sales, cashier, stock and security
Monthly target 14 Cr, schemes and festival campaigns, local promotions
Daily stock verification, tag audit, old gold buyback approvals
Hiring and training of sales staff, incentive calculation
Liaison with head office, BIS and hallmarking compliance, insurance
STRENGTHS
Leadership, customer handling, discipline, honesty
HOBBIES
Reading Telugu literature, cricket
PERSONAL DETAILS
Father's Name: Late Sri C. Venkateswara Rao
Date of Birth: 02-06-1983
Marital Status: Married
Passport No.: Z4xxxxx (valid till 2031)
Languages: Telugu, Hindi, English
DECLARATION
I hereby declare that the above particulars are true to the best of my knowledge.
Place: Hyderabad
(G. K. RAO)`,
  },
  {
    ...S,
    id: 'rc46',
    resume: `Ritu Kapoor
Boutique Manager - Luxury Watches
Banjara Hills, Hyderabad | 98665 xxxxx | ritu.kapoor.lux@gmail.com
Profile Summary
11 years in luxury retail (watches and accessories), 5 years as Boutique Manager of a multi-brand Swiss watch boutique.
Key Skills: Luxury Clienteling, Boutique Operations, Team Leadership, Inventory and Audit, CRM, Events
Current Designation: Boutique Manager
Current Company: Chronos Luxury Watch Boutique (multi-brand), GVK Mall
Total Experience: 11 Year(s) 4 Month(s)
Employment
Boutique Manager - Chronos Luxury | 2021 - Present
Client Advisor / Assistant Manager - TimeZone watch store chain | 2015 - 2021
Customer Care Executive - a premium mall | 2015
Highlights: boutique sales 38 Cr FY26, VIP client events, brand audits passed
Education: MBA (Marketing), ICFAI Hyderabad, 2015`,
    skills: ['Luxury clienteling', 'Boutique operations', 'Team leadership', 'Inventory audit', 'CRM'],
    preferredRoles: ['Store Manager', 'Boutique Manager'],
    yearsOfExperience: 11,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 'rc47',
    resume: `Tanya Arora
Social Media Executive
Lajpat Nagar, New Delhi | 99102 xxxxx | tanyaarora.social@gmail.com | instagram.com/tanya.creates
Experience
Social Media Executive - Suvarna Lifestyle Jewels (D2C gold-plated & silver jewellery brand), Delhi
May 2025 - Present (1.5 years)
- Own the Instagram and Facebook pages (38k followers): content calendar, captions, stories
- Shoot and edit reels of new collections on phone (CapCut, VN), model coordination
- Run Meta ads with the founder (boosts, catalogue ads), weekly insights report
- Reply to DMs and WhatsApp Business queries, influencer barter collaborations
Intern - Digital Marketing, a Delhi boutique (3 months, 2025)
Education
BA (Hons) Journalism, Delhi University, 2025
Skills
Instagram, Reels, Canva, CapCut, Meta Business Suite, Copywriting`,
    skills: ['Instagram', 'Reels', 'Canva', 'Meta ads', 'Content calendar'],
    preferredRoles: ['Social Media Executive'],
    yearsOfExperience: 1,
    city: 'Delhi',
  },
  {
    ...S,
    id: 'rc48',
    resume: `RESUME
Name: Karan Bhatia
Mobile: 87000 xxxxx   Email: karanbhatia2026@gmail.com
Address: Paschim Vihar, New Delhi
OBJECTIVE
A motivated BBA graduate seeking an entry level position in social media marketing.
EDUCATION
BBA, GGSIPU, 2026 - 7.6 CGPA
CERTIFICATIONS
Google Digital Marketing Fundamentals; Meta Certified Digital Marketing Associate (2026)
INTERNSHIP
Social Media Intern - Chandni Chowk saree house (4 months, 2025): handled Instagram page, made 30+ reels, grew followers from 2k to 6k, posted festive offers
SKILLS
Instagram, Reels editing (InShot, CapCut), Canva, Meta Ads Manager (basic), content ideas
ACHIEVEMENTS
Ran college fest page, 10k reach on best reel
HOBBIES
Photography, football
DECLARATION
I hereby declare the above is true.`,
  },
  {
    ...S,
    id: 'rc49',
    resume: `Simran Kaur
Content Creator / Social Media - Fashion
Tilak Nagar, Delhi | 98990 xxxxx
I have been working as content creator for fashion brands from last 2 years.
Work
Content & Social Media Executive - Rangrez Ethnic (kurta and lehenga label), Shahpur Jat - 2024 to 2026
- Planned monthly content calendar, shot reels with models, edited in Premiere Rush / CapCut
- Instagram and Pinterest posting, captions, hashtag research, stories daily
- Small Meta ad budgets for sale campaigns; influencer gifting
Freelance reels for two accessories sellers (earrings, bags)
Education
B.Com (Prog.), Delhi University, 2024
Tools
Instagram, Canva, CapCut, Meta Business Suite, Lightroom mobile`,
    skills: ['Instagram', 'Reels', 'Content calendar', 'Canva', 'Meta ads'],
    preferredRoles: ['Social Media Executive', 'Content Creator'],
    yearsOfExperience: 2,
    city: 'Delhi',
  },
  {
    ...S,
    id: 'rc50',
    resume: `Amit Verma
Jewellery Product Photographer
Karol Bagh, New Delhi
Mobile 98111 xxxxx  |  amitvermaphoto.in
Experience: 4 years (2022 - 2026)
Product photographer for jewellery manufacturers and e-commerce sellers:
- White background catalogue shoots of rings, necklaces, bangles (light tent, macro lens)
- Model shoots for bridal collections, 360 degree product videos
- Retouching in Photoshop (dust, reflections, metal colour), Amazon / website image specs
- Some reels and short videos for clients' Instagram
Equipment: Canon R6, 100mm macro, Godox strobes
Education: Diploma in Photography, Delhi, 2021; 12th pass
Languages: Hindi, English`,
  },
  {
    ...S,
    id: 'rc51',
    resume: `Jayesh Vaghela
Wax Department Operator (Jewellery)
Mavdi, Rajkot | 95120 xxxxx
Experience - 1.5 years
Shree Umiya Gold Casting, Rajkot - Wax Injection Operator - from May 2025
- Rubber mould cutting, wax injection machine, wax piece cleaning
- Wax tree making on base with sprue, weighing tree for metal calculation
- Handing trees to casting section, sometimes help in flask filling
Education: 12th (GSEB), 2024
Languages: Gujarati, Hindi`,
    skills: ['Wax injection', 'Wax tree making', 'Rubber mould cutting'],
    preferredRoles: ['Wax Injection Operator', 'Casting Helper'],
    yearsOfExperience: 1,
    city: 'Rajkot',
  },
  {
    ...S,
    id: 'rc52',
    resume: `Sri Gour Chandra Karmakar
Head Karigar - Handmade Gold Jewellery
Address: 42/1 B. B. Ganguly Street, Bowbazar, Kolkata 700012
Phone: 98310 xxxxx
Experience: 20 years (2006 to till date)
2006 - 2011: Karigar, Sarkar Jewellers workshop, Bowbazar
2011 - 2017: Senior karigar, Dey & Sons Handmade Jewellery
2017 - till date: Head Karigar, Maa Tara Ornaments (handmade workshop supplying 30 showrooms)
Work:
Handmade ghaat of bangles (chur, bala), necklace, sitahar, earrings, filigree touch
Making master piece from design, soldering, wire drawing, sheet work
Looking after 12 karigars: dividing orders, checking work, gold issue-receive and ghat-bad (loss) control
Training apprentices
Education: Class 8
Language: Bengali, Hindi`,
  },
  {
    ...S,
    id: 'rc53',
    resume: `CURRICULUM VITAE
PRASANTA DAS
GOLDSMITH (HANDMADE ORNAMENTS)
ADDRESS: SINTHEE, KOLKATA   MOBILE: 94330 XXXXX
TOTAL EXPERIENCE: 15 YEARS
WORK HISTORY
SR NO   WORKSHOP / FIRM             POST               YEARS
1       BOSE JEWELLERS KARKHANA     KARIGAR            2011 - 2016
2       OWN WORKSHOP (JOB WORK)     OWNER / KARIGAR    2016 - TILL DATE
WORK: HANDMADE GHAAT WORK - BANGLES, NECKLACE, MANTASA, TIKLI, EARRINGS, CHAIN JODAI
OWN WORKSHOP: 6 KARIGARS WORKING UNDER ME, JOB WORK FOR SHOWROOMS OF BOWBAZAR AND DUM DUM
GOLD LOSS WITHIN 1.5 PERCENT, QUALITY CHECK OF EVERY PIECE
QUALIFICATION: MADHYAMIK
WANT TO JOIN GOOD WORKSHOP AS HEAD KARIGAR BECAUSE JOB WORK RATES ARE LOW`,
    skills: ['Handmade gold jewellery', 'Ghaat work', 'Soldering', 'Team supervision'],
    preferredRoles: ['Head Karigar', 'Goldsmith'],
    yearsOfExperience: 15,
    city: 'Kolkata',
  },
  {
    ...S,
    id: 'rc54',
    resume: `Subhankar Pal
Goldsmith
Howrah, West Bengal | 90075 xxxxx
Experience: 5 years as goldsmith in handmade ornament workshops
- Swarnakar Art Works, Bowbazar (2021 - present): ghaat of earrings, rings, light necklaces, soldering and wire work
- Helper at family shop in Bagnan (2019 - 2021)
Skills: handmade ghaat, soldering, wire drawing, sheet rolling, filing
Education: Higher Secondary (WBCHSE), 2019
Languages: Bengali, Hindi`,
    skills: ['Ghaat work', 'Soldering', 'Wire drawing', 'Filing'],
    preferredRoles: ['Goldsmith'],
    yearsOfExperience: 5,
    city: 'Howrah',
  },
  {
    ...S,
    id: 'rc55',
    resume: `Naam: Rajib Kar
Baba: Nitai Kar
Thikana: Domjur, Howrah
Mobile: 62906 xxxxx
Kaj: sonar karigar (apprentice) 2 bochor, Bowbazar karkhana
Kaam: soldering sikh raha hu, wire kheechna, chhota kaan ka jhumka banana, ustad ke saath bala ka kaam
Ustad: Shri Kartik Dutta (head karigar), unke niche 2024 se
Padhai: 9 class
Umar: 20
Salary: 9000 + khana`,
  },
  {
    ...S,
    id: 'rc56',
    resume: `RESUME
SUMAN ADHIKARI
GOLDSMITH
MOB: 83350 XXXXX   ADD: BARANAGAR, KOLKATA
EXPERIENCE: 3 YEARS (2023 - 2026)
MAA KALI JEWELLERY WORKS, BOWBAZAR - GOLDSMITH
WORK: RINGS, EARRINGS, LOCKET GHAAT, SOLDERING, MELTING AND ALLOY MIXING FOR KARIGARS, WIRE AND SHEET MAKING
EDUCATION: MADHYAMIK 2020, ITI (JEWELLERY) 2022
LANGUAGE: BENGALI, HINDI, LITTLE ENGLISH`,
  },
  {
    ...S,
    id: 'rc57',
    resume: `Lakhan Lal Soni
Chandi Karigar (Silver Ornaments)
Address: Sarafa Bazar, Indore (M.P.)
Mobile: 94250 xxxxx
Experience: 16 years making silver ornaments by hand - payal, kamarbandh, bichhiya, tribal kada, silver utensils for puja
Since 2015 running a small silver karkhana with 4 karigars for Sarafa wholesalers
Work: melting, wire and sheet making, ghaat, soldering, jaali work, oxidising and polish
Education: 10th pass
Language: Hindi, Malvi`,
    skills: ['Silver ornaments', 'Handmade ghaat', 'Soldering', 'Jaali work', 'Karkhana management'],
    preferredRoles: ['Silver Karigar'],
    yearsOfExperience: 16,
    city: 'Indore',
  },
  {
    ...S,
    id: 'rc58',
    resume: `Tarun Kumar Dhara
Master Karigar / Senior Goldsmith
Contact: 98369 xxxxx - Bowbazar, Kolkata
Summary: Senior goldsmith with 13+ yrs in handmade 22K gold jewellery, Bengali design (bala, chur, sitahar, mukut) and Rajkot-Mumbai style jobs also.
Experience
Master Karigar - Banerjee Swarna Shilpa (handmade workshop, 20 karigars) - 2019 to till date
- Make sample / master pieces from showroom designs, correct other karigars' work
- Supervise 8 karigars on bangle and necklace line, check weight and loss daily
Senior Goldsmith - Mumbai, Kalbadevi karkhana - 2016 to 2019
Goldsmith - Bowbazar workshop - 2013 to 2016
Trained 10+ apprentices
Education: 10th
Languages: Bengali, Hindi, little Marathi`,
  },
  {
    ...S,
    id: 'rc59',
    resume: `Hardik Gohil
Casting Operator - Gold & Silver Jewellery
Kothariya Road, Rajkot | 97277 xxxxx | hardikgohil.casting@gmail.com
Profile Summary
Jewellery casting operator with 5 years in gold and silver casting departments. Vacuum and induction casting machines (Indutherm VC, Yasui), burnout furnace programming, alloy preparation and casting loss control.
Key Skills: Vacuum Casting, Induction Casting, Wax Tree, Investment / Flasking, Burnout Cycle, 22K / 18K Alloying, 925 Silver
Current Designation: Casting Operator
Current Company: Shivam Jewels Mfg. Pvt Ltd
Total Experience: 5 Year(s) 1 Month(s)
Notice Period: 15 Days
Experience
Casting Operator | Shivam Jewels Mfg. | Oct 2021 - Present
- Investment mixing and flasking, vacuum debubbling, burnout program, casting, quenching, tree cutting
- Master alloy weighing for 22K / 18K yellow and rose; 925 silver casting
- Casting loss and recovery register
Education
ITI Fitter, 2021`,
    skills: ['Vacuum casting', 'Induction casting', 'Wax tree making', 'Burnout', 'Alloying'],
    preferredRoles: ['Casting Operator'],
    yearsOfExperience: 5,
    city: 'Rajkot',
  },
  {
    ...S,
    id: 'rc60',
    resume: `SAGAR RATHOD                        EXPERIENCE
Casting Department                  Casting Dept. Operator - Om Gold Casting, Rajkot
                                    2023 - Present
CONTACT                             Wax tree setting, flask filling with investment
Bhaktinagar, Rajkot                 Burnout furnace loading as per cycle
99043 xxxxx                         Vacuum casting machine (gold 18K / 22K and silver)
                                    Quenching, tree cutting, casting loss register
SKILLS                              Helper - Om Gold Casting, 2022 - 2023
Vacuum casting                      Melting and cleaning of flasks
Investment / flasking               EDUCATION
Burnout                             12th (GSEB), 2021
LANGUAGE
Gujarati, Hindi`,
  },
];

export const RESUME4_LABELS: Labels = {
  'rc-gold-sales-exec': { rc01: 2, rc02: 2, rc03: 2, rc09: 2, rc04: 1, rc05: 1, rc06: 1, rc44: 1 },
  'rc-showroom-cashier': { rc10: 2, rc12: 2, rc14: 2, rc16: 2, rc11: 1, rc13: 1, rc06: 1 },
  'rc-polish-karigar': { rc17: 2, rc18: 2, rc19: 2, rc20: 1, rc21: 1, rc22: 1 },
  'rc-stone-setter': { rc23: 2, rc24: 2, rc25: 2, rc26: 1, rc27: 1 },
  'rc-cad-fresher': { rc29: 2, rc30: 2, rc31: 2, rc32: 1, rc34: 1 },
  'rc-jewellery-accountant': { rc36: 2, rc37: 2, rc40: 2, rc38: 1, rc39: 1, rc14: 1 },
  'rc-showroom-manager': { rc07: 2, rc42: 2, rc45: 2, rc43: 1, rc44: 1, rc46: 1 },
  'rc-social-media': { rc47: 2, rc48: 2, rc49: 2, rc35: 1, rc50: 1 },
  'rc-head-goldsmith': { rc52: 2, rc53: 2, rc58: 2, rc54: 1, rc27: 1, rc57: 1 },
  'rc-casting-operator': { rc59: 2, rc28: 2, rc60: 2, rc51: 1, rc41: 1 },
};
