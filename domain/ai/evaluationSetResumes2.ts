/**
 * Evaluation set, a second résumé part (tuning): ten plain, common ads of the Indian jewellery and
 * luxury-retail trade (all kind 'easy') and sixty job seekers (ra01 .. ra60) given as WHOLE RÉSUMÉS,
 * the text a PDF's text layer gives (one line per line, headings, bullets), about half of them also
 * with marketplace profile fields. The engine writes each seeker's overview from the résumé, then
 * ranks this part's own seekers for this part's own jobs.
 *
 * Written blind: without reading the matching engine, the ranking code, the server or tests, or any
 * other part of the evaluation set. Labelled from the texts alone, as a recruiter of the trade would,
 * before any engine ranked it.
 *
 * Labels (per job, over every seeker of this file): 2 = strong fit (does this job at the asked
 * seniority); 1 = plausible (a near role, somewhat short on years or far above them, the same role
 * in another kind of goods); absent = not a fit.
 */
import type { EvalJob, EvalSeeker } from './evaluationTypes';

type Labels = Record<string, Record<string, 1 | 2>>;

const E = { kind: 'easy', part: 'tuning', source: 'resume' } as const;

export const RESUME2_JOBS: EvalJob[] = [
  {
    ...E,
    id: 'ra-sales',
    title: 'Jewellery Sales Executive',
    category: 'Sales',
    industry: 'Jewellery Retail',
    skillsRequired: ['Jewellery sales', 'Customer handling', 'Gold & diamond product knowledge', 'Old gold exchange'],
    description:
      'About us: a 40-year-old family jewellery house with two showrooms in Hyderabad (Abids and Kukatpally). ' +
      'We are hiring Sales Executives for our gold and diamond counters. Greet walk-in customers, show designs, ' +
      'explain purity, hallmark/HUID and making charges, handle old gold exchange and close the sale. ' +
      'Salary 20,000 - 30,000 + incentives. Lunch, PF, ESI. Telugu and Hindi must. Walk-in Mon-Sat 11am-4pm with resume.',
    requirements: '2-3 yrs counter sales experience in a jewellery showroom. Male/Female both can apply.',
    experience: 'Mid-Level',
    yearsOfExperience: 2,
    city: 'Hyderabad',
  },
  {
    ...E,
    id: 'ra-cashier',
    title: 'Cashier / Billing Executive',
    category: 'Accounts & Billing',
    industry: 'Jewellery Retail',
    skillsRequired: ['Billing software', 'Cash handling', 'Card/UPI payments', 'MS Excel'],
    description:
      'Urgent requirement of Cashier cum Billing Executive for our jewellery showroom at Laxmi Road, Pune. ' +
      'Freshers can apply. B.Com preferred. Knowledge of computer billing and cash counting. Salary 15k-18k.',
    experience: 'Entry/Fresher',
    yearsOfExperience: 0,
    city: 'Pune',
  },
  {
    ...E,
    id: 'ra-cad',
    title: 'Jewellery CAD Designer',
    category: 'Design',
    industry: 'Jewellery Manufacturing',
    skillsRequired: ['MatrixGold', 'Rhino 3D', 'JewelCAD', 'Stone layout', 'Files for 3D printing'],
    description:
      'Export-oriented diamond jewellery manufacturer at SEEPZ, Andheri (E) requires CAD Designers. ' +
      'You will convert sketches and customer references into production-ready CAD models (rings, pendants, ' +
      'bracelets), do stone layouts, weight estimation and STL files for 3D printing. ' +
      'Min 3 years of jewellery CAD experience in MatrixGold or Rhino. Share portfolio with your CV. 5 days working, transport facility.',
    experience: 'Mid-Level',
    yearsOfExperience: 3,
    city: 'Mumbai',
  },
  {
    ...E,
    id: 'ra-sketch',
    title: 'Jewellery Designer (Hand Sketch)',
    category: 'Design',
    industry: 'Jewellery Manufacturing',
    skillsRequired: ['Hand sketching', 'Rendering (gouache/colour pencil)', 'Kundan & polki designs', 'Bridal jewellery'],
    description:
      'Jaipur based manufacturer of kundan, polki and jadau bridal jewellery needs a Jewellery Designer who can ' +
      'hand-sketch and render new collections, make designs on customer request and coordinate with karigars. ' +
      '2+ years experience. Portfolio of hand sketches compulsory.',
    experience: 'Mid-Level',
    yearsOfExperience: 2,
    city: 'Jaipur',
  },
  {
    ...E,
    id: 'ra-setter',
    title: 'Diamond Stone Setter',
    category: 'Manufacturing / Karigar',
    industry: 'Jewellery Manufacturing',
    skillsRequired: ['Prong setting', 'Pave setting', 'Micro setting', 'Bezel & channel setting', 'Diamond handling'],
    description:
      'Required experienced Diamond Setters (karigar) for our workshop in Zaveri Bazaar, Mumbai. ' +
      'Work on 18kt diamond jewellery: prong, pave, micro pave and channel setting. Minimum 5 years experience. ' +
      'Salary as per work (piece rate or monthly). Stay facility available.',
    experience: 'Sr-Level',
    yearsOfExperience: 5,
    city: 'Mumbai',
  },
  {
    ...E,
    id: 'ra-grader',
    title: 'Diamond Grader (Trainee)',
    category: 'Quality / Gemmology',
    industry: 'Diamonds & Gemstones',
    skillsRequired: ['Diamond grading (4Cs)', 'GIA / IGI certification', 'Loupe & microscope', 'Lab-grown / CVD detection'],
    description:
      'About us: a diamond grading and certification laboratory in Varachha, Surat.\n' +
      'Role: grade polished diamonds for colour, clarity and cut, plot inclusions, check for CVD/HPHT lab-grown stones ' +
      'and prepare reports. Freshers with a GIA / IGI / HRD diploma are welcome; training provided. Rotational shifts.',
    requirements: 'Graduate (B.Sc preferred) with diamond grading certification. Good eyesight, attention to detail.',
    experience: 'Entry/Fresher',
    yearsOfExperience: 0,
    city: 'Surat',
  },
  {
    ...E,
    id: 'ra-accounts',
    title: 'Accountant - Jewellery Showroom',
    category: 'Accounts & Finance',
    industry: 'Jewellery Retail',
    skillsRequired: ['Tally Prime', 'GST returns', 'TDS', 'Bank reconciliation', 'Metal / bullion accounts'],
    description:
      'Wanted Accountant for a reputed jewellery showroom in Coimbatore (RS Puram). Daily vouchers in Tally, ' +
      'GST returns (GSTR-1, 3B), TDS, bank reconciliation, purchase of bullion and old gold entries, ' +
      'coordination with auditor. B.Com / M.Com with 3 years experience. Salary 25k-35k.',
    experience: 'Mid-Level',
    yearsOfExperience: 3,
    city: 'Coimbatore',
  },
  {
    ...E,
    id: 'ra-store-mgr',
    title: 'Store Manager - Jewellery Showroom',
    category: 'Retail Management',
    industry: 'Jewellery Retail',
    skillsRequired: ['Store P&L', 'Team management', 'Sales targets', 'Inventory & audit', 'Customer experience'],
    description:
      'A leading jewellery retail chain is looking for a Store Manager for its flagship showroom in Jayanagar, Bengaluru. ' +
      'Own the store P&L and monthly targets, lead a team of 30+ sales and support staff, ensure stock accuracy and ' +
      'audit compliance, drive customer experience, events and schemes (gold savings plan). ' +
      'Graduate/MBA with 8+ years in jewellery retail, of which at least 3 in a managerial role. CTC 10-14 LPA.',
    experience: 'Management-Level',
    yearsOfExperience: 8,
    city: 'Bengaluru',
  },
  {
    ...E,
    id: 'ra-inventory',
    title: 'Inventory / Stock Controller',
    category: 'Operations',
    industry: 'Jewellery Retail',
    skillsRequired: ['Stock tagging', 'Inventory reconciliation', 'Stock audit', 'ERP / jewellery software', 'MS Excel'],
    description:
      'Hiring Inventory Controller for our T. Nagar, Chennai showroom. Tagging and weight entry of new stock, daily ' +
      'stock tally, inter-branch transfers, counter-wise stock audit and reports in Excel and our jewellery ERP. ' +
      'Experience: 3 years in stock / inventory in jewellery. Tamil must.',
    experience: 'Mid-Level',
    yearsOfExperience: 3,
    city: 'Chennai',
  },
  {
    ...E,
    id: 'ra-social',
    title: 'Social Media Executive',
    category: 'Marketing',
    industry: 'Jewellery (D2C)',
    skillsRequired: ['Instagram', 'Content calendar', 'Reels', 'Meta Ads', 'Canva'],
    description:
      'We are a Delhi-based fine & silver jewellery brand selling online. Looking for a Social Media Executive to run ' +
      'our Instagram, Facebook and Pinterest: content calendar, reels, shoots coordination with photographer, ' +
      'influencer collaborations and basic Meta ads. 1-2 years experience. Office in Kirti Nagar.',
    experience: 'Mid-Level',
    yearsOfExperience: 2,
    city: 'Delhi',
  },
];

const S = { part: 'resume', overview: '' } as const;

export const RESUME2_SEEKERS: EvalSeeker[] = [
  {
    ...S,
    id: 'ra01',
    resume: `SRINIVAS GOUD BOMMAKANTI
Senior Sales Executive
+91 98490 31276 | srinivas.goud88@gmail.com
H.No 2-3-114, Amberpet, Hyderabad - 500013

PROFESSIONAL SUMMARY
Customer focused jewellery sales professional with 5+ yrs experience in gold, diamond and
polki counters. Good knowledge of hallmarking, HUID, making charges and old gold exchange.
Consistently achieving monthly targets.

WORK EXPERIENCE
Senior Sales Executive | Malabar Gold & Diamonds, Somajiguda, Hyderabad | Jul 2023 – Present
• Handling bridal gold and diamond counter, avg. monthly sale 1.2 Cr
• Explaining purity, 22kt/18kt rates, HUID and BIS hallmark to customers
• Old gold exchange – testing on karat meter and valuation with manager approval
• Enrolling customers in gold savings scheme, follow-up calls for wedding season
• Best Performer award Akshaya Tritiya 2024

Sales Executive | Sri Krishna Jewellers, Dilsukhnagar, Hyderabad | Mar 2021 – Jun 2023
• Counter sales of chains, bangles, necklaces and light weight jewellery
• Weighing, estimation slips and handing over to billing
• Display arrangement and daily stock count of counter

EDUCATION
B.Com (Computers) – Osmania University, 2020
Intermediate (CEC) – Sri Chaitanya Jr College, 2017

SKILLS
Jewellery Sales | Customer Handling | Old Gold Exchange | Upselling | Telugu, Hindi, English`,
    skills: ['Jewellery sales', 'Old gold exchange', 'Customer handling', 'Bridal jewellery'],
    preferredRoles: ['Sales Executive'],
    yearsOfExperience: 5,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 'ra02',
    resume: `Ayesha Fatima
Jewellery Consultant
Mob: 7702215568  Email: ayeshafatima.hyd@yahoo.com
Tolichowki, Hyderabad, Telangana 500008

Profile
Jewellery Consultant with 3 years in a premium brand showroom. Comfortable with diamond
jewellery, solitaires and wedding collections. Fluent in Urdu, Hindi, Telugu and English.

Experience
Tanishq (Titan Company Ltd) – Jewellery Consultant
Secunderabad (SD Road) store | Sep 2023 – till date
- Assisting walk-in customers in selecting diamond and gold jewellery
- Explaining 4Cs of diamonds, Tanishq exchange policy and making charges
- Karatmeter testing for exchange customers
- Maintaining customer database and clienteling on WhatsApp
- Achieved 112% of target in FY 2024-25

Titan Eye+ – Retail Sales Associate | Secunderabad | Jun 2022 – Aug 2023
- Customer service and billing of frames and lenses

Education
BBA – St. Ann's College for Women, Mehdipatnam (2022)

Trainings
Tanishq Product Knowledge – Diamonds (in-house), Grooming and Customer Experience`,
  },
  {
    ...S,
    id: 'ra03',
    resume: `BIO-DATA

Name : KONDAPALLI VENKATA RAMANA
Father's Name : K. Satyanarayana
Date of Birth : 14-08-1992
Address : D.No 11-24-7, One Town, Vijayawada, A.P - 520001
Mobile : 9866123450

Career Objective :
To work in a reputed jewellery showroom where I can use my experience in sales and grow with the organisation.

Work Experience :
Company : Sri Lakshmi Venkateswara Jewellers, Vijayawada
Designation : Counter Sales (Gold Section)
Duration : June 2019 to till date

Company : Vasavi Gold Palace, Guntur
Designation : Salesman
Duration : April 2015 to May 2019

Duties :
* Showing gold chains, haarams, bangles, nallapusalu to customers
* Telling rate, wastage and making charges, doing estimation
* Old gold purchase and exchange with touch testing
* Helping customers during marriage season purchases
* Counter stock checking morning and evening

Educational Qualification :
Intermediate (M.E.C) - Board of Intermediate Education, A.P - 2011
S.S.C - 2009

Languages Known : Telugu, Hindi, English (read and write)
Marital Status : Married
Hobbies : Listening music, cricket

Declaration :
I hereby declare that the above information is true to the best of my knowledge.
Place : Vijayawada                                     (K. VENKATA RAMANA)`,
  },
  {
    ...S,
    id: 'ra04',
    resume: `Rohit Sharma
Sales Associate – Diamond Jewellery
rohit.s.sharma97@gmail.com | +91-9177004521 | Madhapur, Hyderabad 500081
linkedin.com/in/rohitsharma-retail

SUMMARY
2.5 yrs selling certified diamond and gold jewellery in an omni-channel brand. Good at
try-at-home appointments, video call selling and explaining IGI/GIA certificates.

EXPERIENCE
CaratLane (A Tata Product) | Sales Associate | Inorbit Mall, Hyderabad
May 2024 – Present
➢ Store sales of diamond rings, earrings, mangalsutras; avg ticket size 65k
➢ Try-at-home visits and video consultations for online leads
➢ Explaining diamond certificates, 4Cs, lifetime exchange and buyback
➢ Ring sizing, order booking for customised pieces

Lenskart | Store Associate | Kondapur | Feb 2023 – Apr 2024
➢ Customer handling, eye test coordination and billing

EDUCATION
B.Sc (MPCs) – Kakatiya University, 2022

SKILLS
Diamond jewellery sales • Clienteling • Video selling • POS billing • English/Hindi/Telugu`,
    skills: ['Diamond jewellery sales', 'Clienteling', 'Video selling', 'POS billing'],
    preferredRoles: ['Jewellery Sales Associate', 'Sales Executive'],
    yearsOfExperience: 3,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 'ra05',
    resume: `RESUME

PRIYANKA REDDY GADDAM
Email: priyankagaddam02@gmail.com
Phone: 8500917734
Address: Kukatpally, Hyderabad - 500072

CAREER OBJECTIVE
A motivated fresher seeking an opportunity in retail sales where I can improve my
communication skills and contribute to the company's growth.

EDUCATIONAL QUALIFICATION
B.Com (General) | Vignan Degree College, Hyderabad | 2025 | 71%
Intermediate (CEC) | Narayana Junior College | 2022 | 84%
SSC | ZPHS Kukatpally | 2020 | 9.2 CGPA

INTERNSHIP
Retail Sales Intern – Manepally Jewellers, Kukatpally (Jan 2026 – Jun 2026)
- Assisted senior sales staff at silver and gold counter
- Greeting customers, showing designs, arranging trays
- Helped billing staff in entering customer details
- Learnt about hallmark and HUID

COMPUTER SKILLS
MS Office, Tally basics, Internet

STRENGTHS
- Good communication
- Quick learner
- Team player

LANGUAGES: Telugu, Hindi, English

DECLARATION
I hereby declare that the above details are true to my knowledge.
(Priyanka Reddy G)`,
    skills: ['Customer service', 'MS Office', 'Communication'],
    preferredRoles: ['Sales Executive', 'Billing Executive'],
    yearsOfExperience: 0,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 'ra06',
    resume: `MOHAMMED IRFAN
Salesman - Silk Sarees
Ph: 9032215640 | irfan.mohd1990@gmail.com
Old City, Hyderabad 500002

PROFESSIONAL EXPERIENCE
2021 – Present | Senior Salesman | Pochampally Silk Emporium | Abids, Hyderabad
2017 – 2021 | Salesman | R S Brothers | Dilsukhnagar, Hyderabad

Responsibilities
• Selling bridal silk sarees, kanjeevaram and pattu sarees to wedding families
• Understanding customer budget and showing suitable collection
• Handling 20-25 families per day during marriage season
• Coordinating with billing and alteration section
• Training new salesmen

EDUCATION
SSC - 2006, Board of Secondary Education Telangana
Intermediate (discontinued)

SKILLS
Counter sales, customer convincing, wedding shopping, Urdu/Hindi/Telugu

Personal
DOB: 02-03-1990 | Married | Languages: Urdu, Hindi, Telugu, basic English`,
  },
  {
    ...S,
    id: 'ra07',
    resume: `NIKHIL VARMA
Client Advisor – Luxury Watches
+91 96660 44782 · nikhilvarma.lux@gmail.com · Banjara Hills, Hyderabad 500034

PROFILE
Luxury retail professional, 3+ years with Swiss watch brands in a multi-brand boutique.
Strong in clienteling, after-sales service coordination and high ticket selling.

EXPERIENCE
Ethos Ltd (Ethos Summit) | Client Advisor | GVK One, Hyderabad | Aug 2023 – Present
- Sales of Tissot, Longines, Rado, TAG Heuer and Omega (ticket size 1-8 lakh)
- Managing HNI client book, private previews and brand events
- Service intake, warranty claims and Ethos Pre-Owned trade-ins
- Top seller of the boutique Q3 2025

Helios (Titan) | Sales Associate | Hyderabad | Jan 2023 – Jul 2023
- Watch sales, battery/strap replacement, billing

EDUCATION
BBA – ICFAI Business School, Hyderabad (2022)

SKILLS
Luxury selling | Clienteling | CRM (Salesforce) | Product presentation | English, Hindi, Telugu`,
    skills: ['Luxury watch sales', 'Clienteling', 'CRM', 'Product presentation'],
    preferredRoles: ['Client Advisor', 'Luxury Sales Associate'],
    yearsOfExperience: 3,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 'ra08',
    resume: `SNEHA DATTATRAY KULKARNI
Billing Executive
Mobile: 9823467710 | Email: snehakulkarni.pune@gmail.com
Address: Flat 4, Shivkrupa Apt, Sadashiv Peth, Pune 411030

OBJECTIVE
Seeking a position as Cashier / Billing Executive in a reputed showroom.

WORK EXPERIENCE
P N Gadgil & Sons (PNG Jewellers), Laxmi Road, Pune
Billing Exe. | Apr 2025 – Present
• Preparing bills in jewellery software with weight, rate, making and GST
• Cash, card and UPI collection; day end cash tally and handover
• Old gold exchange bills and advance booking receipts
• Printing HUID details on invoice, customer KYC (PAN above 2 lakh)

EDUCATION
B.Com – Modern College of Arts, Science & Commerce, Pune (2024)
HSC – 2021 | SSC – 2019

COMPUTER KNOWLEDGE
MS-CIT, Tally Prime, MS Excel

LANGUAGES
Marathi, Hindi, English

PERSONAL DETAILS
Date of Birth: 11/06/2003
Marital Status: Unmarried`,
    skills: ['Jewellery billing', 'Cash handling', 'Tally Prime', 'MS Excel', 'UPI payments'],
    preferredRoles: ['Billing Executive', 'Cashier'],
    yearsOfExperience: 1,
    city: 'Pune',
  },
  {
    ...S,
    id: 'ra09',
    resume: `CURRICULUM VITAE

Omkar Sunil Jadhav
Kothrud, Pune - 411038
Contact No. 9168220451
E-mail: omkarjadhav2001@gmail.com

Career Objective:
To obtain a job in a growing organization where I can utilise my skills in cash handling and accounts.

Experience:
1) Waman Hari Pethe Sons, Pune
   Post: Cashier
   Period: Aug 2024 to Present
   - Cash counter handling, receiving payments through cash, card, cheque and RTGS
   - Cash counting machine, fake note detection
   - Daily cash report and deposit to bank
   - Helping billing section in peak time

2) Kaka Halwai Sweet Centre, Pune
   Post: Counter Cashier
   Period: Jun 2022 to Jul 2024

Educational Qualification:
B.Com - Savitribai Phule Pune University - 2022
H.S.C - 2019

Skills:
Tally ERP 9, MS Excel, Typing (Marathi/English)

Personal Details:
Father's Name : Sunil Jadhav
Date of Birth : 03/01/2001
Languages Known : Marathi, Hindi, English
Hobbies : Reading, Trekking

Declaration:
I hereby declare that all the information given above is true.
Date:
Place: Pune                                          Omkar S. Jadhav`,
  },
  {
    ...S,
    id: 'ra10',
    resume: `ANUJA PRAKASH DESHMUKH
B.Com Fresher
+91 7038815526 | anujadeshmukh.work@gmail.com | Hadapsar, Pune 411028

EDUCATION
B.Com (Accounting & Finance) – Sinhgad College of Commerce, Pune | 2026 | CGPA 8.1
HSC (Commerce) – 2023 | 78%
SSC – 2021 | 86%

CERTIFICATIONS
Tally Prime with GST – NIIT (2025)
MS-CIT – 2020

INTERNSHIP
Billing & Counter Support Intern | Chandukaka Saraf & Sons, Hadapsar | Dec 2025 – Mar 2026
- Made estimates and bills on jewellery billing software under supervision
- Counted cash and checked UPI receipts at day end
- Filed bills and old gold purchase vouchers

STRENGTHS
Accurate with numbers | Honest | Good with computers | Calm with customers

LANGUAGES
Marathi, Hindi, English`,
    skills: ['Tally Prime', 'GST billing', 'Cash counting', 'MS Excel'],
    preferredRoles: ['Cashier', 'Billing Executive'],
    yearsOfExperience: 0,
    city: 'Pune',
  },
  {
    ...S,
    id: 'ra11',
    resume: `RESUME
Rahul Bhimrao Gaikwad
Pimpri, Pune 411018
Mob: 8806543190
Email: rahulgaikwad.pimpri@gmail.com

OBJECTIVE
Hard working person looking for cashier job in retail.

WORK EXPERIENCE
Reliance Smart Bazaar, Pimpri – Cashier (POS) | Jan 2024 – Present
• Billing of grocery and general merchandise on POS
• Cash, card and UPI handling, till balancing at shift end
• Returns and exchange entries, loyalty card enrolment
• Handling 300+ customers per shift in weekends

DMart (Avenue Supermarts), Chinchwad – Cashier cum Packer | Mar 2022 – Dec 2023
• Billing and packing, cash shortage zero for 12 months

EDUCATION
12th (Commerce) – Maharashtra State Board – 2021
10th – 2019

SKILLS
POS billing, cash handling, customer service

PERSONAL DETAILS
DOB: 21-09-2003 | Languages: Marathi, Hindi | Marital status: Single`,
    skills: ['POS billing', 'Cash handling', 'Customer service'],
    preferredRoles: ['Cashier'],
    yearsOfExperience: 4,
    city: 'Pune',
  },
  {
    ...S,
    id: 'ra12',
    resume: `Pooja Santosh Shinde
Cashier cum Billing Executive

Contact : 9975503381
Email : poojashinde.bmt@gmail.com
Address : Bhigwan Road, Baramati, Dist. Pune - 413102

Summary
3 years of experience in jewellery showroom billing, cash counter and customer KYC. Ready to relocate to Pune city.

Work Experience
Chandukaka Saraf & Sons Pvt Ltd, Baramati
Cashier cum Billing Executive
Oct 2023 – Present
* Making sale bills, old gold purchase and exchange bills in jewellery ERP
* Cash and digital payment collection, daily cash book, bank deposit slips
* Checking GST, HUID and weight entries before printing invoice
* Gold scheme (monthly instalment) collection and receipts

Shree Ganesh Electronics, Baramati
Billing Assistant
Jun 2022 – Sep 2023

Education
B.Com – Tuljaram Chaturchand College, Baramati (2022)

Computer Skills
Tally ERP 9, MS Office, Jewellery billing software

Languages Known : Marathi, Hindi, English
Date of Birth : 17-04-2001`,
  },
  {
    ...S,
    id: 'ra13',
    resume: `KETAN RAJESH SONI
Jewellery CAD Designer
Mobile: +91 98201 67734 | ketansoni.cad@gmail.com | Malad (W), Mumbai 400064
Portfolio: behance.net/ketansonicad

PROFESSIONAL SUMMARY
CAD Designer with 4+ years in diamond jewellery export manufacturing. Expert in MatrixGold
and Rhino 7; builds production-ready models with stone layouts, gallery details and accurate
metal weight for 3D printing and casting.

WORK EXPERIENCE
CAD Designer | Shree Ramkrishna Jewels Pvt Ltd, SEEPZ-SEZ, Andheri (E) | Mar 2023 – Present
• Modelling rings, pendants, tennis bracelets and earrings for US/UK retail customers
• Pave and micro-pave stone layouts, prong and shared-prong settings
• Weight estimation in 14kt/18kt, STL export for Formlabs and wax printers
• Coordinating with setting and polishing departments for design corrections

Junior CAD Designer | Jewelex India, Andheri | Jul 2022 – Feb 2023
• Reworking customer CADs, bridal ring sets in MatrixGold

CAD Trainee | Aarav Jewels (family unit), Zaveri Bazaar | Aug 2021 – Jun 2022
• Basic JewelCAD models of gold chains and bangles

EDUCATION
Diploma in Jewellery CAD/CAM – SNDT Women's University / JDTI course, 2021
B.Com – Mumbai University, 2020

SOFTWARE
MatrixGold 3.x, Rhino 7, JewelCAD Pro, KeyShot rendering, Photoshop`,
    skills: ['MatrixGold', 'Rhino 3D', 'JewelCAD', 'Stone layout', 'KeyShot'],
    preferredRoles: ['CAD Designer'],
    yearsOfExperience: 5,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'ra14',
    resume: `Deepak Kumar Saini
3D Modeller (Jewellery)
Ph. 9828043317 | deepaksaini3d@gmail.com
Sanganer, Jaipur, Rajasthan - 302029

Work Experience
2023 – Present | 3D Modeller | Sunrays Jewels Pvt Ltd | Sitapura SEZ, Jaipur
2022 – 2023 | CAD Operator | Gem Palace Exports | Jaipur

What I do
- Making 3D models in JewelCAD and Rhino from client sketch and photo reference
- Gemstone rings and cocktail jewellery with coloured stone layout
- Silver 925 jewellery models for Etsy/US clients
- Support to 3D printing department (STL repair, supports)
- Rendering with KeyShot for client approval

Education
BA – University of Rajasthan, 2021
Certificate in Jewellery CAD (JewelCAD + Rhino) – Indian Institute of Gems & Jewellery, Jaipur, 2022

Software Known
JewelCAD 5.19, Rhino 6/7 (with RhinoGold), KeyShot, CorelDraw

Personal Information
DOB: 05-12-1999
Languages: Hindi, English
Ready to relocate: Yes (Mumbai / Surat)`,
  },
  {
    ...S,
    id: 'ra15',
    resume: `HARSH PATEL
Senior CAD Designer – Fine Jewellery
+91 99250 88412 | harshpatel.jewelcad@gmail.com | Adajan, Surat 395009

SUMMARY
8 years in jewellery design: started as hand-sketch designer, now senior CAD designer for
diamond and lab-grown diamond jewellery. Leads a team of 4 CAD designers.

EXPERIENCE
Senior CAD Designer | Shree Hari Krishna Jewels (lab-grown diamond jewellery) | Surat | Jan 2022 – Present
➢ MatrixGold and Rhino models for solitaire rings, eternity bands and hip-hop jewellery
➢ Parametric ring builders, size-wise weight charts, stone layout for CVD diamonds
➢ Reviewing team CADs before 3D printing, handling urgent customer changes
➢ Managing CAD library of 6,000+ styles

CAD Designer | Kiran Gems Jewellery Division | Surat | Apr 2020 – Dec 2021
➢ Bridal sets and tennis necklaces in Rhino + MatrixGold

Jewellery Designer (Hand Sketch) | Ratnam Ornaments | Surat | Jun 2018 – Mar 2020
➢ Pencil sketches and colour rendering of gold and diamond jewellery for local buyers

EDUCATION
Diploma in Jewellery Design – IGI Surat (2018)
12th Commerce – GSEB (2016)

SKILLS
MatrixGold · Rhino 7 · Grasshopper basics · Hand sketching · Team lead`,
    skills: ['MatrixGold', 'Rhino', 'Hand sketching', 'Team lead', 'Lab-grown diamond jewellery'],
    preferredRoles: ['Senior CAD Designer', 'CAD Team Lead'],
    yearsOfExperience: 8,
    city: 'Surat',
  },
  {
    ...S,
    id: 'ra16',
    resume: `RESUME

Sakshi Manoj Jain
Email: sakshijain.design@gmail.com | Phone: 8369021478
Borivali (W), Mumbai - 400092

CAREER OBJECTIVE
Passionate jewellery CAD fresher looking for an opportunity to learn and grow as a CAD designer in a
jewellery manufacturing company.

EDUCATION
Certificate Course in Jewellery CAD (Rhino + MatrixGold) – Jewellery Design & Technology Institute, Mumbai – 2026
B.Sc (Interior Design) – Mumbai University – 2025

INTERNSHIP
CAD Intern – Veer Jewels, Charni Road, Mumbai (3 months, Jul – Sep 2026)
- Made simple ring and pendant models in Rhino
- Learnt stone layout and STL export for 3D printing
- Helped senior designer in renders

PROJECTS
- Floral ring collection (5 rings) – MatrixGold
- Mangalsutra pendant designs – Rhino

SOFTWARE
Rhino 7, MatrixGold (basic), AutoCAD, SketchUp, Photoshop

STRENGTHS
Creative, detail oriented, quick learner

Languages: English, Hindi, Marathi, Gujarati`,
    skills: ['Rhino 3D', 'MatrixGold (basic)', 'AutoCAD', 'Photoshop'],
    preferredRoles: ['CAD Designer'],
    yearsOfExperience: 0,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'ra17',
    resume: `MEENAKSHI SHARMA
Jewellery Designer
Johari Bazaar, Jaipur – 302003 | 9414067721 | meenakshi.designs@gmail.com

PROFILE
Jewellery designer with 5 years experience in kundan, polki, jadau and meenakari bridal jewellery.
Hand sketching and rendering in gouache & colour pencils; basic Rhino for simple models.

WORK EXPERIENCE
Jewellery Designer | Birdhichand Ghanshyamdas Jewellers, Jaipur | Feb 2022 – Present
- Hand sketches of bridal sets, rani haar, chokers, jhumkas and maang tikka
- Colour rendering for customer approval; custom orders from old family jewellery
- Briefing kundan karigars and meenakars; checking finished pieces against design
- Seasonal collections of 60-80 designs

Design Assistant | Amrapali Jewels, Jaipur | Jul 2021 – Jan 2022
- Tracing, colour rendering and design archive maintenance

EDUCATION
B.Des (Accessory Design) – Arch College of Design, Jaipur (2021)

SKILLS
Hand sketching, gouache rendering, kundan / polki / jadau design, meenakari, basic Rhino, Photoshop

LANGUAGES
Hindi, English, Marwari`,
    skills: ['Hand sketching', 'Gouache rendering', 'Kundan polki design', 'Basic Rhino'],
    preferredRoles: ['Jewellery Designer'],
    yearsOfExperience: 5,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 'ra18',
    resume: `CURRICULUM VITAE

PRASAD VITTHAL NAIK
Mechanical Draughtsman / CAD Designer
Dombivli (E), Thane - 421201 | 9867114402 | prasad.naik.cad@gmail.com

Career Objective:
To work as CAD Designer in an engineering or product design company.

Work Experience:
Company : Precision Pumps & Valves Pvt Ltd, Ambernath
Designation : CAD Designer
Duration : July 2022 to Present
- 2D drawings and 3D modelling of pump casings and valve parts in SolidWorks
- GD&T, BOM preparation, drawing release in PDM
- Coordination with CNC shop and vendors

Company : Shree Engineering Works, Taloja MIDC
Designation : Draughtsman
Duration : June 2020 to June 2022
- AutoCAD drawings of sheet metal fabrication

Educational Qualification:
Diploma in Mechanical Engineering - MSBTE - 2020
S.S.C - 2017

Software Skills: AutoCAD, SolidWorks, Creo (basic), MS Office

Personal Details:
Date of Birth : 09-02-2000
Languages Known : Marathi, Hindi, English

Declaration:
I hereby declare that the information furnished above is true.
(Prasad V. Naik)`,
  },
  {
    ...S,
    id: 'ra19',
    resume: `Imran Shaikh
3D Printing & CAM Operator (Jewellery)
+91 90040 55219 | imranshaikh.cam@gmail.com | Jogeshwari (E), Mumbai 400060

EXPERIENCE
Kama Schachter Jewellery, SEEPZ, Mumbai
CAM / 3D Print Operator | Sep 2024 – Present
• Running Envisiontec and Asiga printers for castable resin and wax
• Preparing STL files, support generation, nesting of trays
• Small CAD corrections in MatrixGold (ring sizing, shank changes)
• Resin printer maintenance and print failure analysis

Moksh Jewels, Andheri – Wax Room Assistant | Jan 2023 – Aug 2024
• Wax injection, wax tree making for casting

EDUCATION
ITI (Draughtsman Mechanical) – ITI Mulund, 2022
SSC – 2019

SKILLS
3D printing, STL preparation, MatrixGold (basic), Materialise Magics, wax setting`,
    skills: ['3D printing', 'STL preparation', 'MatrixGold (basic)', 'Wax injection'],
    preferredRoles: ['CAM Operator', 'CAD Designer'],
    yearsOfExperience: 3,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'ra20',
    resume: `RIYA AGARWAL
JEWELLERY DESIGNER
C-Scheme, Jaipur 302001 · 9829154408 · riya.agarwal.jd@gmail.com · portfolio: riyaagarwaljewels.in

ABOUT ME
Jewellery designer trained at IIGJ Jaipur with 2.5 years of experience designing gemstone and
polki jewellery. I love Mughal and Rajasthani motifs and translate them into wearable pieces.

EXPERIENCE
Designer | Amrapali Jewels Pvt Ltd, Jaipur | May 2024 – Present
– Hand-drawn concept sketches and gouache renders for bridal and silver tribal collections
– Working with polki and kundan karigars on prototypes
– Design presentations for export buyers and boutique clients

Design Intern | Gem Palace, Jaipur | Jan 2024 – Apr 2024
– Sketching repeat designs, measuring and cataloguing archive pieces

EDUCATION
Diploma in Jewellery Design & Technology – Indian Institute of Gems & Jewellery (IIGJ), Jaipur, 2023
B.A. (Fine Arts) – Kanoria PG Mahila Mahavidyalaya, Jaipur, 2022

SKILLS
Hand sketching · Gouache & watercolour rendering · Technical drawing · Gemstone knowledge · Procreate`,
  },
  {
    ...S,
    id: 'ra21',
    resume: `Kavita Dilip Mehta
Jewellery Designer – Bridal & Diamond
Ghatkopar (E), Mumbai 400077 | +91 9819023365 | kavitamehta.designs@gmail.com

Professional Summary
3+ years as a jewellery designer in a bridal gold and diamond house. Hand rendering, CorelDraw
layouts, trend research and customer-specific designs.

Work Experience
Jewellery Designer | Tribhovandas Bhimji Zaveri (TBZ), Zaveri Bazaar, Mumbai | Aug 2023 – Present
• Pencil sketches and colour rendering of bridal necklaces, polki chokers and diamond sets
• Designing custom orders with customers in showroom, cost estimate with karigar team
• CorelDraw technical sheets with stone sizes for CAD team

Junior Designer | Valentine Jewellery, Andheri | Jun 2022 – Jul 2023
• Hand-drawn diamond jewellery designs for export catalogue

Education
Diploma in Jewellery Design – SNDT Women's University, Juhu (2022)
HSC – 2019

Skills
Hand sketching | Colour rendering | CorelDraw | Bridal jewellery | Trend research`,
    skills: ['Hand sketching', 'Colour rendering', 'CorelDraw', 'Bridal jewellery'],
    preferredRoles: ['Jewellery Designer'],
    yearsOfExperience: 4,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'ra22',
    resume: `ANANYA SINGH RATHORE
Accessory Designer (Fresher)
ananya.rathore@nift.ac.in | 7023418856 | Vaishali Nagar, Jaipur 302021

EDUCATION
Bachelor of Design (Accessory Design) – NIFT Jodhpur | 2022 – 2026
Senior Secondary (Science) – Maharani Gayatri Devi Girls' School, Jaipur | 2022

GRADUATION PROJECT
"Jharokha" – contemporary silver and enamel jewellery collection inspired by Jaipur havelis
(hand sketches, renders and 6 prototypes made with karigars of Johari Bazaar)

INTERNSHIPS
Design Intern – Sunita Shekhawat, Jaipur (8 weeks, 2025): meenakari and kundan sketch development
Craft Cluster Documentation – Lac bangle artisans, Jaipur (2024)

SKILLS
Hand sketching and rendering, Illustrator, Photoshop, Rhino (academic), Trend forecasting, Prototyping

ACHIEVEMENTS
Best Graduation Project (Accessory Design), NIFT Jodhpur 2026

LANGUAGES: Hindi, English`,
  },
  {
    ...S,
    id: 'ra23',
    resume: `NEHA KHANDELWAL
Fashion Designer
Malviya Nagar, Jaipur - 302017 | 9783366120 | nehakhandelwal.fd@gmail.com

PROFILE SUMMARY
Fashion designer with 4 years in ethnic wear and block-print garments. Strong in hand
illustration, spec sheets and coordination with printers and tailors.

EXPERIENCE
Assistant Designer – Anokhi (textiles & apparel), Jaipur | Jan 2024 – Present
• Hand illustration and flats for kurtas, dresses and dupattas
• Block-print colourways with printers in Bagru and Sanganer
• Tech packs and sampling follow-up

Fashion Designer – Label Rangrez (ethnic wear), Jaipur | Jun 2022 – Dec 2023
• Bridal lehenga sketches and embroidery placement, client fittings

EDUCATION
B.Des Fashion Design – Pearl Academy, Jaipur (2022)

SKILLS
Fashion illustration · Hand sketching · Adobe Illustrator · Tech packs · Embroidery & surface design`,
    skills: ['Fashion illustration', 'Hand sketching', 'Adobe Illustrator', 'Tech packs'],
    preferredRoles: ['Fashion Designer', 'Designer'],
    yearsOfExperience: 4,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 'ra24',
    resume: `BIO DATA

Name : SUBRATA MAITY
Father's Name : Late Gour Maity
Permanent Address : Vill. Ghatal, Dist. Paschim Medinipur, West Bengal - 721212
Present Address : Room 12, Kalbadevi Road, Mumbai - 400002
Mobile No : 9930778214
Date of Birth : 20-01-1989
Religion : Hindu
Marital Status : Married

Educational Qualification : Madhyamik Pass (10th) - 2005

Work Experience : Diamond Setting Karigar - Total 12 years

1. Shree Mahavir Jewellers, Zaveri Bazaar, Mumbai
   Work : Diamond setter (prong, pave, micro pave, bezel)
   Period : 2018 to till now
2. Sonar workshop of Ratan Karmakar, Bowbazar, Kolkata
   Work : Stone setting in gold and silver jewellery
   Period : 2013 to 2018
3. Learnt setting work (ustad - shagird) in Ghatal from 2010 to 2013

Work Knowledge :
- Setting of round, princess, baguette, marquise diamonds
- Micro setting under microscope, 0.8 mm stones
- Channel and invisible setting, halo rings, eternity bands
- Use of graver, pusher, beading tool, pendant motor
- Checking loose stone and finishing after setting

Languages Known : Bengali, Hindi

Declaration : I declare that above information is correct.
Signature : Subrata Maity`,
  },
  {
    ...S,
    id: 'ra25',
    resume: `VINOD KUMAR PRAJAPATI
Diamond Setter
Mob: 8291067345 | vinodprajapati.setter@gmail.com | Saki Naka, Andheri (E), Mumbai 400072

SUMMARY
Diamond setter with 7 years experience in export jewellery units. Skilled in prong, shared-prong,
pave and micro pave on 14kt/18kt gold and platinum. Working with microscope and GRS tools.

EXPERIENCE
Sr. Diamond Setter – Sheetal Manufacturing Co., SEEPZ-SEZ, Mumbai | Feb 2022 – Present
• Setting for US retail orders: solitaire, halo rings, tennis bracelets, studs
• Micro pave up to 0.7 mm; 150-200 stones per day
• Training 3 junior setters; QC of setting before final polish

Diamond Setter – Jewelex India Pvt Ltd, Andheri | Jan 2019 – Jan 2022
• Prong and bezel setting, channel setting in bands

EDUCATION
10th pass – UP Board (2013)
Setting training – in-house, Jewelex (2019)

SKILLS
Prong setting · Pave · Micro pave · Channel · Bezel · GRS Graver Max · Microscope work`,
    skills: ['Prong setting', 'Pave setting', 'Micro pave', 'Channel setting', 'Microscope work'],
    preferredRoles: ['Diamond Setter'],
    yearsOfExperience: 7,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'ra26',
    resume: `Sk. Rafiqul Islam
Micro Setting Karigar
Contact: 7980441362
Address: Dongri, Mumbai - 400009 (native: Domjur, Howrah, West Bengal)

Experience Details
2023 - Present | Micro Setter | Orra Fine Jewellery (manufacturing unit) | Mumbai
2020 - 2023 | Stone Setter | Senco Gold Ltd karkhana | Kolkata
2018 - 2020 | Helper / trainee setter | Local karkhana | Bowbazar, Kolkata

Work
- Micro pave and micro prong setting in diamond jewellery under microscope
- Pave setting in pendants and earrings, halo settings
- Setting of lab grown and natural diamonds, small coloured stones
- Filing of seats, bright cut, millgrain finishing

Education: 8th pass

Languages: Bengali, Hindi, little English
Ready to work in any workshop in Mumbai.`,
  },
  {
    ...S,
    id: 'ra27',
    resume: `JIJO THOMAS
Stone Setter (Junior)
Ph: +91 95447 21389 | jijothomas.setter@gmail.com | Ollur, Thrissur, Kerala 680306

PROFILE
Junior stone setter, 2 years in a gold ornaments manufacturing unit. Can do prong, bezel and
flush setting of CZ and small diamonds. Willing to relocate to Mumbai.

EXPERIENCE
Stone Setter – Emerald Jewel Industry (Thrissur unit) | Aug 2024 – Present
- Prong and bezel setting of CZ and coloured stones in 22kt gold rings and studs
- Flush setting in gents rings
- Helping senior setter in pave work

Apprentice – Golden Ornaments Works, Thrissur | Jul 2023 – Jul 2024
- Filing, soldering help, basic setting practice

EDUCATION
ITI – Jewellery Making (Goldsmith), Govt ITI Chalakudy (2023)
Plus Two – 2021

SKILLS
Prong setting, bezel setting, flush setting, CZ setting, graver work`,
    skills: ['Prong setting', 'Bezel setting', 'Flush setting', 'CZ setting'],
    preferredRoles: ['Stone Setter'],
    yearsOfExperience: 3,
    city: 'Thrissur',
  },
  {
    ...S,
    id: 'ra28',
    resume: `CURRICULUM VITAE

HITESHBHAI DHIRUBHAI SONI
Goldsmith (Sonar / Karigar)
Soni Bazaar, Rajkot, Gujarat - 360001
Mobile: 9825076641

Work Experience:
Company : Radhe Ornaments, Soni Bazaar, Rajkot
Designation : Head Karigar
Duration : 2016 to Present
- Ghaat work of 22kt bangles, chains, mangalsutra and rajkot-style necklaces
- Soldering, filing, hammering, wire drawing and making of findings
- Light stone setting in CZ ladies rings and pendants
- Repair of customer jewellery, resizing
- Guiding 5 junior karigars

Company : Family workshop (father's shop), Rajkot
Designation : Karigar
Duration : 2012 to 2016

Educational Qualification:
S.S.C - GSEB - 2011

Skills:
Ghaat, soldering, hand making, casting finishing, CZ setting (basic), repair work

Personal Details:
Date of Birth : 12-07-1995
Languages Known : Gujarati, Hindi
Marital Status : Married

Declaration: I hereby declare that the above information is true.
Hitesh D. Soni`,
    skills: ['Ghaat work', 'Soldering', 'Repair work', 'CZ setting (basic)'],
    preferredRoles: ['Goldsmith', 'Karigar'],
    yearsOfExperience: 14,
    city: 'Rajkot',
  },
  {
    ...S,
    id: 'ra29',
    resume: `RESUME

Name : Santosh Laxman Pawar
Post Applied : Jewellery Polisher
Address : Room 5, Chawl No 3, Bhuleshwar, Mumbai 400004
Mobile : 9769215530

Experience :
Polisher - Ratnadeep Jewellers workshop, Zaveri Bazaar - March 2021 to till date
Polisher Helper - Shah Gold Polishing Works, Kalbadevi - 2019 to 2021

Work Done :
- Pre-polish and final polish of gold and diamond jewellery on buff motor
- Rhodium plating and dual tone plating
- Ultrasonic cleaning, steam cleaning
- Magnetic polishing of chains
- Matt and sand-blast finish

Education : 10th Pass (2016)

Languages : Marathi, Hindi

Date of Birth : 22-11-1999
Marital Status : Unmarried

I am honest and hard working.
Santosh L. Pawar`,
  },
  {
    ...S,
    id: 'ra30',
    resume: `MOHD. SHAHID QURESHI
Kundan & Jadau Karigar
Ramganj Bazaar, Jaipur 302003 | Mob. 9001287764

Experience (15 years, family trade)
Jadau Karigar | Kothari Jewellers karkhana, Jaipur | 2017 – Present
• Kundan setting of polki (uncut diamonds) and coloured stones in 22kt/24kt gold
• Preparing lac base, gold foil (kundan) pressing, jadai of necklaces and jhumkas
• Work on bridal sets and rani haar orders from Delhi and Mumbai showrooms

Karigar | Family karkhana (father Abdul Rashid), Jaipur | 2011 – 2017
• Kundan and meena work, learning jadau from childhood

Education
8th pass

Skills
Kundan setting, polki jadai, meena work coordination, lac filling, gold foil work

Languages: Hindi, Urdu`,
    skills: ['Kundan setting', 'Polki jadau', 'Meena work', 'Lac filling'],
    preferredRoles: ['Kundan Karigar', 'Stone Setter'],
    yearsOfExperience: 15,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 'ra31',
    resume: `DHRUVI NILESHKUMAR DESAI
Graduate Gemologist (GIA GG) – Fresher
dhruvidesai.gem@gmail.com | +91 97129 40385 | Piplod, Surat 395007

EDUCATION
Graduate Gemologist (GG) – GIA India, Mumbai (BKC campus) | 2026
B.Sc Chemistry – Veer Narmad South Gujarat University, Surat | 2025 | 7.9 CGPA

INTERNSHIP
Diamond Grading Intern – International Gemological Institute (IGI), Mumbai | 8 weeks, 2026
• Observed and practised colour grading with master stones, clarity grading at 10x loupe
• Plotting inclusions on report diagrams; cut grade with Sarine / OGI scans
• Screening of lab-grown (CVD / HPHT) stones on DiamondView and spectroscopy

SKILLS
4Cs grading · Inclusion plotting · Loupe & microscope · Refractometer, polariscope · Lab-grown diamond identification · MS Excel

STRENGTHS
Patient, accurate, good colour vision (Ishihara test passed)

LANGUAGES
Gujarati, Hindi, English`,
    skills: ['Diamond grading (4Cs)', 'GIA GG', 'Inclusion plotting', 'Lab-grown identification'],
    preferredRoles: ['Diamond Grader', 'Gemologist'],
    yearsOfExperience: 0,
    city: 'Surat',
  },
  {
    ...S,
    id: 'ra32',
    resume: `RESUME

Jignesh Bhupatbhai Vaghasiya
Diamond Assorter / Grader
Address : 45, Shyam Nagar Soc., Varachha Road, Surat - 395006
Mobile : 9879120054

Career Objective :
To work as diamond grader in a reputed lab or diamond company.

Work Experience :
1. Hari Krishna Exports Pvt Ltd, Surat (Grading & Assortment Dept.)
   Designation : Grader
   Duration : Jan 2024 to Present
   - Polished diamond colour and clarity grading (0.30 ct to 3 ct)
   - Comparing with GIA reports, remarks for re-cut
   - Fluorescence check under UV, CVD screening machine
2. Laxmi Diamonds, Mini Bazaar, Surat
   Designation : Assorter
   Duration : May 2022 to Dec 2023
   - Sorting of polished stones size-wise, sieve-wise and shape-wise

Educational Qualification :
B.Com - VNSGU - 2021
Polished Diamond Grading Course - IIDGR / local institute - 2022

Languages Known : Gujarati, Hindi
Date of Birth : 30-05-2000

Declaration : I hereby declare that above details are true.
(Jignesh B. Vaghasiya)`,
  },
  {
    ...S,
    id: 'ra33',
    resume: `Aman Kumar Yadav
B.Sc (Physics) | IGI Diamond Grading Diploma
Mob: 8160429913  Email: amanyadav.igi@gmail.com
Udhna, Surat, Gujarat - 394210

Objective
Fresher with a diamond grading diploma, looking to start career as diamond grader in a lab.

Qualification
Polished Diamond Grading Diploma – International Gemological Institute (IGI), Surat – 2026 (A grade)
B.Sc (Physics) – VNSGU, Surat – 2025
12th Science – GSEB – 2022

Course Work
- Colour grading D to Z with master stones
- Clarity grading FL to I3, plotting
- Cut, proportion, symmetry and polish grading
- Synthetic and treated diamond identification (CVD, HPHT), simulants (moissanite, CZ)

Computer Skills
MS Office, Sarine DiaMension basics

Hobbies: Photography, chess
Languages: Hindi, English, Gujarati`,
  },
  {
    ...S,
    id: 'ra34',
    resume: `SHREYA MATHUR, FGA
Gemmologist – Coloured Stones
Bapu Nagar, Jaipur 302015 | 9602177430 | shreyamathur.fga@gmail.com

SUMMARY
Gemmologist with 4 years in coloured gemstone testing and sourcing. FGA (Gem-A) and GJEPC
Gem Testing Laboratory training. Identification of emeralds, rubies, sapphires, treatments.

EXPERIENCE
Gemmologist | Gem Testing Laboratory (GJEPC), Jaipur | Apr 2023 – Present
• Identification of coloured stones and treatments (glass filling, heating, oiling)
• Refractometer, spectroscope, FTIR and UV-Vis testing; report writing
• Occasional screening of small diamonds for synthetics

Gem Sourcing Executive | Navratan Gems Exports, Jaipur | Jun 2022 – Mar 2023
• Buying emerald and tanzanite lots, calibrating and lot grading

EDUCATION
FGA – Gemmological Association of Great Britain (2022)
M.Sc Geology – University of Rajasthan (2021)

SKILLS
Coloured stone identification · Treatment detection · FTIR · Report writing · Lot grading`,
    skills: ['Coloured gemstone identification', 'Treatment detection', 'FTIR', 'Report writing'],
    preferredRoles: ['Gemmologist'],
    yearsOfExperience: 4,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 'ra35',
    resume: `BIODATA

Name : Rameshbhai Kanjibhai Sutariya
Post : Diamond Polisher (Ghanti worker)
Address : Katargam, Surat - 395004
Mobile : 9426815572
Date of Birth : 10-03-1994

Experience :
- 2019 to present : Diamond polisher (4P / table, crown) - Shree Ramkrishna Exports, Surat
- 2014 to 2019 : Ghanti worker - small factory, Katargam, Surat

Work :
- Polishing of round brilliant and fancy shape diamonds on ghanti
- Table and crown facet polishing, bruting help
- Checking with loupe for naturals, polish lines and burn marks
- Working with Sarine plan for yield

Education : 10th pass (GSEB) - 2010

Languages : Gujarati, Hindi

Declaration : All above information is true.
Ramesh K. Sutariya`,
  },
  {
    ...S,
    id: 'ra36',
    resume: `VIGNESH SUBRAMANIAM
Hallmarking Technician / Assayer
+91 94433 18720 | vignesh.assay@gmail.com | Ramanathapuram, Coimbatore 641045

PROFILE
BIS-recognised hallmarking centre professional with 4 years in XRF testing, fire assay and
HUID marking of gold and silver articles.

EXPERIENCE
Assayer | Sri Ganapathy Hallmarking Centre (BIS recognised AHC), Coimbatore | Aug 2023 – Present
• XRF purity testing of gold jewellery lots received from jewellers
• Fire assay (cupellation) as per IS 1418, sampling by scrapping
• Laser marking of HUID and BIS logo; entry in BIS e-HallMark portal
• Maintaining assay records and proficiency testing samples

Trainee Assayer | Kovai Assaying Centre, Coimbatore | Jul 2022 – Jul 2023

EDUCATION
B.Sc Chemistry – PSG College of Arts & Science, Coimbatore (2022)

SKILLS
XRF analysis, fire assay, HUID laser marking, BIS e-HallMark portal, lab records`,
    skills: ['XRF testing', 'Fire assay', 'HUID marking', 'BIS e-HallMark'],
    preferredRoles: ['Assayer', 'Hallmarking Technician'],
    yearsOfExperience: 4,
    city: 'Coimbatore',
  },
  {
    ...S,
    id: 'ra37',
    resume: `CURRICULUM VITAE

R. KARTHIKEYAN, B.Com.,
No. 18, Ponnaiyarajapuram, Coimbatore - 641001
Cell : 98655 40217
Email : karthikeyan.acc@gmail.com

CAREER OBJECTIVE:
To work in a challenging environment as an Accountant and to contribute my knowledge in accounts and taxation.

WORK EXPERIENCE: (Total 5+ years)

Company     : Sri Vari Jewellers, Cross Cut Road, Coimbatore
Designation : Accountant
Duration    : Apr 2021 - till date
Roles :
  > Day to day voucher entries in Tally Prime (sales, purchase, receipts, payments)
  > Monthly GSTR-1, GSTR-3B filing and reconciliation with GSTR-2B
  > TDS deduction and 26Q returns, TCS on bullion purchase
  > Old gold purchase entries, bullion purchase from dealers, metal account
  > Bank reconciliation of 3 current accounts, card and UPI settlements
  > Coordinating with auditor for yearly audit

Company     : M/s. S. Ramesh & Co., Chartered Accountants, Coimbatore
Designation : Audit Assistant
Duration    : Jun 2020 - Mar 2021

EDUCATIONAL QUALIFICATION:
B.Com - Bharathiar University - 2020
HSC - 2017

SOFTWARE: Tally Prime, Tally ERP 9, MS Excel, GST portal

PERSONAL DETAILS:
Father's Name   : S. Rajendran
Date of Birth   : 04.09.1999
Languages Known : Tamil, English
Marital Status  : Single

DECLARATION:
I hereby declare that the above particulars are true to the best of my knowledge.
Place: Coimbatore                                   (R. KARTHIKEYAN)`,
  },
  {
    ...S,
    id: 'ra38',
    resume: `Lakshmi Priya S
Accounts Executive
+91 90030 66251 | lakshmipriya.accounts@gmail.com | Sowcarpet, Chennai 600079

PROFESSIONAL SUMMARY
Accounts Executive with 3 years experience at a gold jewellery wholesaler. Tally Prime, GST
returns, TDS and metal (fine gold) accounting with karigars and retail customers.

WORK EXPERIENCE
Accounts Executive | Jain Gold Palace (wholesale gold jewellery), Sowcarpet, Chennai | Nov 2023 – Present
• Sales, purchase and journal entries in Tally Prime with GST
• GSTR-1 / 3B filing, e-way bills for B2B dispatch
• Metal account of karigars (fine gold issue and receipt, wastage)
• Party-wise outstanding and ledger reconciliation
• Bank reconciliation, TDS payments

Accounts Assistant | Sri Balaji Traders, Chennai | Jun 2022 – Oct 2023
• Data entry, petty cash, bank deposits

EDUCATION
M.Com – Madras University (Distance), 2024
B.Com – Ethiraj College for Women, Chennai, 2022

SKILLS
Tally Prime · GST returns · TDS · Metal accounts · Excel (VLOOKUP, Pivot)`,
    skills: ['Tally Prime', 'GST returns', 'TDS', 'Metal accounts', 'MS Excel'],
    preferredRoles: ['Accountant', 'Accounts Executive'],
    yearsOfExperience: 4,
    city: 'Chennai',
  },
  {
    ...S,
    id: 'ra39',
    resume: `P. SARAVANAN M.Com
Accountant
Avinashi Road, Tiruppur 641603 · 97877 21340 · saravanan.mcom@gmail.com

Profile
Accountant with 5 yrs in a textile export mill. Tally, GST, export incentives and payroll.

Experience
Accountant – Sri Murugan Textiles (knit garments exporter), Tiruppur | Jun 2022 – Present
- Tally Prime entries for purchases of yarn, job work and sales
- GST returns, GST refund on exports (LUT), RoDTEP claims
- TDS, PF/ESI payments, payroll of 300 workers
- Bank reconciliation and cash book

Junior Accountant – KPR Knit Processors, Tiruppur | Jul 2021 – May 2022

Education
M.Com – Chikkanna Govt Arts College, Tiruppur (2021)

Skills
Tally Prime, GST, TDS, Payroll, Export documentation, MS Excel`,
    skills: ['Tally Prime', 'GST', 'TDS', 'Payroll'],
    preferredRoles: ['Accountant'],
    yearsOfExperience: 5,
    city: 'Tiruppur',
  },
  {
    ...S,
    id: 'ra40',
    resume: `RESUME

M. DIVYA BHARATHI
Email : divyabharathi2004@gmail.com
Mobile : 8870235416
Address : Gandhipuram, Coimbatore - 641012

OBJECTIVE
To start my career in accounts department of a reputed company and learn practical accounting.

EDUCATION
B.Com (CA) - Sri Krishna Arts and Science College, Coimbatore - 2026 - 78%
HSC - 2023 - 89%
SSLC - 2021 - 92%

CERTIFICATION
Tally Prime with GST - Tally Education (TEPL) - 2025
Typewriting English Junior Grade

INTERNSHIP / PROJECT
One month internship at V. Senthil & Associates (Tax consultants) - GST data entry, invoice checking
Project: "A study on working capital management of a jewellery retail firm"

SKILLS
Tally Prime, MS Excel, GST basics, Typing

PERSONAL DETAILS
Date of Birth : 19-02-2005
Languages : Tamil, English
Hobbies : Kolam, Reading

DECLARATION
I hereby declare that the above information is true to the best of my knowledge.`,
  },
  {
    ...S,
    id: 'ra41',
    resume: `ARUN PRASATH K
Accounts Executive – Jewellery Retail
94866 30218 | arunprasath.k@outlook.com | K.K. Nagar, Madurai 625020

SUMMARY
4 years in accounts of a listed jewellery retail chain: Tally, GST, bullion purchase and daily
metal stock reconciliation between showroom stock and books.

EXPERIENCE
Accounts Executive | Thangamayil Jewellery Ltd, Madurai (Head Office) | Sep 2022 – Present
• Branch sales and collection entries, card/UPI settlement reconciliation
• Bullion purchase from banks and dealers, TCS / TDS entries
• Daily metal stock (gold in grams) reconciliation of showrooms with accounts
• GSTR-1 and 3B support, input credit reconciliation
• Gold savings scheme accounting and maturity entries

Accounts Trainee | Ramesh Jewellery, Madurai | Jul 2022 – Aug 2022

EDUCATION
B.Com – The American College, Madurai (2022)

SKILLS
Tally Prime, SAP B1 (basic), GST, metal stock reconciliation, Advanced Excel`,
    skills: ['Tally Prime', 'GST', 'Metal stock reconciliation', 'Advanced Excel'],
    preferredRoles: ['Accounts Executive', 'Accountant'],
    yearsOfExperience: 4,
    city: 'Madurai',
  },
  {
    ...S,
    id: 'ra42',
    resume: `S. MANIKANDAN
Inventory Controller
+91 98408 72215 · manikandan.inventory@gmail.com · West Mambalam, Chennai 600033

WORK EXPERIENCE
Inventory Controller | Sri Kumaran Thangamaaligai, T. Nagar, Chennai | Mar 2022 – Present
➢ Receiving new stock from manufacturers, weight checking and tag printing (gross/net weight, stone weight)
➢ RFID tagging and daily counter-wise stock verification
➢ Inter-branch stock transfers in jewellery ERP, sales return and melting stock
➢ Monthly physical stock audit with auditors, variance reports in Excel
➢ Slow-moving stock report to purchase team

Stock Assistant | Prince Jewellery, Chennai | Jun 2020 – Feb 2022
➢ Tagging, tray arrangement and daily stock register

EDUCATION
B.Com – Pachaiyappa's College, Chennai (2020)

SKILLS
Stock tagging, RFID, jewellery ERP, stock audit, MS Excel, Tamil / English`,
  },
  {
    ...S,
    id: 'ra43',
    resume: `Gokul Ramesh
Stock Incharge / MIS Executive – Jewellery Manufacturing
Phone: 97902 11583 | gokulramesh.mis@gmail.com | Saibaba Colony, Coimbatore 641011

Summary
4 yrs handling stock and gold weight reconciliation in a gold jewellery manufacturing unit.

Experience
Stock Incharge | Emerald Jewel Industry India Ltd, Coimbatore | Oct 2023 – Present
- Issue and receipt of gold to departments (casting, filing, polishing) with weight register
- Daily loss / wastage reconciliation, melting and refining accounts
- Finished goods stock, tagging and dispatch to showrooms
- MIS reports in Excel: department-wise loss, pending orders
- Monthly physical stock verification with accounts team

MIS Assistant | Aadhi Jewellers (manufacturing unit), Coimbatore | Sep 2022 – Sep 2023

Education
B.Sc Computer Science – Bharathiar University (2022)

Skills
Gold weight reconciliation · Stock verification · MIS reports · Advanced Excel · Tally (basic)`,
    skills: ['Gold weight reconciliation', 'Stock verification', 'MIS reports', 'Advanced Excel'],
    preferredRoles: ['Inventory Controller', 'Stock Incharge'],
    yearsOfExperience: 4,
    city: 'Coimbatore',
  },
  {
    ...S,
    id: 'ra44',
    resume: `RAJESH KANNAN V
Inventory Executive – Warehouse
Mobile: 90031 55728 | rajeshkannan.wh@gmail.com | Ambattur, Chennai 600053

PROFILE
Inventory executive with 4 years in e-commerce and FMCG warehouses. Cycle counts, GRN,
SAP MM and WMS, shrinkage control.

EXPERIENCE
Inventory Executive | Amazon Fulfilment Centre (MAA4), Sriperumbudur | Jan 2023 – Present
• Cycle count and inventory accuracy (99.6%), root cause of misses
• Inbound GRN, putaway audits, damaged stock segregation
• Daily inventory reports and escalation to ops managers

Stores Assistant | Hindustan Unilever distributor (Sri Venkateswara Agencies), Chennai | Jul 2022 – Dec 2022
• Stock register, FIFO, dispatch

EDUCATION
B.B.A – University of Madras (2022)

SKILLS
SAP MM, WMS, cycle counting, GRN, Excel, shrinkage control`,
    skills: ['Cycle counting', 'SAP MM', 'WMS', 'GRN', 'MS Excel'],
    preferredRoles: ['Inventory Executive'],
    yearsOfExperience: 4,
    city: 'Chennai',
  },
  {
    ...S,
    id: 'ra45',
    resume: `RESUME

NAME: R. SURYA
Mobile: 7305521896
Address: No. 7, Pillaiyar Koil St, Saidapet, Chennai - 600015

OBJECTIVE:
To get a job in a jewellery showroom stock department.

EXPERIENCE:
Tagging Clerk - Khazana Jewellery, T. Nagar, Chennai
Aug 2025 to Present
- Weighing new jewellery and printing tags
- Entering weight and item code in computer
- Helping stock incharge in daily stock count
- Arranging trays for counters in the morning

EDUCATION:
B.Sc Mathematics - Madras Christian College (Evening) - 2025
HSC - 2022

COMPUTER KNOWLEDGE:
MS Excel, Tamil & English typing

LANGUAGES KNOWN: Tamil, English
DATE OF BIRTH: 15.06.2004

DECLARATION:
I hereby declare that the above details are true.
(R. SURYA)`,
  },
  {
    ...S,
    id: 'ra46',
    resume: `CURRICULUM VITAE

A. MOHAMED ASHIK
No. 23, Ranganathan Street, T. Nagar, Chennai - 600017
Mobile: 95000 43271 | Email: ashik.stock@gmail.com

CAREER OBJECTIVE:
Seeking a responsible position in stock / inventory department of a jewellery showroom.

WORK EXPERIENCE: (5 Years)

2021 - Present | Stock & Back Office Executive | Lalithaa Jewellery Mart Pvt Ltd | T. Nagar, Chennai
 - Handling daily stock of gold, silver and diamond counters in ERP
 - New arrival tagging, HUID mapping and weight verification
 - Counter-wise stock tally at opening and closing, shortage reporting
 - Stock transfer to branches, repair and customer order stock
 - Assisting in quarterly stock audit by statutory auditors

2019 - 2021 | Billing cum Stock Assistant | Saravana Stores (Jewellery section) | Chennai

EDUCATIONAL QUALIFICATION:
B.Com - New College, Chennai - 2019

SKILLS: Jewellery ERP, stock audit, tagging, HUID, MS Excel

PERSONAL DETAILS:
Father's Name : M. Abdul Kader
Languages Known : Tamil, English, Urdu
Marital Status : Married

DECLARATION:
I hereby declare that the above information is correct.
Place: Chennai                                              A. Mohamed Ashik`,
  },
  {
    ...S,
    id: 'ra47',
    resume: `ANIL KUMAR NAIR
Store Manager – Jewellery Retail
Mobile: +91 98450 21377 | Email: anilnair.retail@gmail.com
Address: 14th Cross, JP Nagar 2nd Phase, Bengaluru - 560078

PROFESSIONAL SUMMARY
Jewellery retail leader with 14 years experience, last 6 years as Store Manager of high-volume
showrooms (annual sales 90-140 Cr). Strong in P&L, team building, stock integrity and customer
experience. Handled teams of 25-45 staff.

WORK EXPERIENCE
Store Manager | Tanishq (Titan Company Ltd) | Commercial Street, Bengaluru | Apr 2022 – Present
• Full P&L ownership, achieved 118% of annual target in FY 2024-25
• Team of 38: sales, billing, CRE, karigar desk, security
• Monthly stock audits with zero major variance; old gold exchange process compliance
• Wedding season planning, Golden Harvest scheme enrolments, HNI client events

Store Manager | Tanishq | Mysuru (Sayyaji Rao Road) | Jun 2020 – Mar 2022
• Turned around a loss-making store to break-even in 14 months

Assistant Store Manager | Tanishq | Jayanagar, Bengaluru | Jan 2017 – May 2020
• Floor management, rostering, training of new joiners on diamonds and solitaires

Senior Sales Executive | Joyalukkas India Ltd | Bengaluru | Aug 2012 – Dec 2016
• Diamond and bridal gold counters, top performer 2014 and 2015

EDUCATION
MBA (Retail Management) – Christ University, Bengaluru (2012, part-time 2015)
B.Com – Mahatma Gandhi University, Kottayam (2010)

KEY SKILLS
Store P&L · Team leadership · Inventory & audit · Visual merchandising · Clienteling · Kannada, Malayalam, Hindi, English`,
    skills: ['Store P&L', 'Team leadership', 'Inventory audit', 'Jewellery retail', 'Clienteling'],
    preferredRoles: ['Store Manager', 'Area Manager'],
    yearsOfExperience: 14,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'ra48',
    resume: `CURRICULUM VITAE

SHAJI VARGHESE
Showroom Manager
Ph: 9845567120
E-mail: shajivarghese71@gmail.com
Address: No. 45, 3rd Main, HSR Layout Sector 2, Bengaluru - 560102

Objective:
To lead a jewellery showroom towards higher sales and customer satisfaction.

Work Experience:

Company: Joyalukkas India Ltd
Designation: Showroom Manager
Location: Bengaluru (Malleshwaram)
Duration: May 2021 to Present
- Responsible for showroom sales targets, expenses and profitability
- Managing 32 staff including floor incharges, sales, cashiers and security
- Stock verification, daily cash and stock reports to zonal office
- Organising festival promotions, exhibitions and customer meets
- Handling escalations and customer complaints

Company: Joyalukkas India Ltd
Designation: Floor Incharge - Gold Section
Location: Mangaluru
Duration: Jan 2017 to Apr 2021

Company: Alapatt Jewellers
Designation: Sales Executive
Location: Kochi
Duration: Jun 2013 to Dec 2016

Educational Qualification:
B.A. Economics - Calicut University - 2012

Languages Known: Malayalam, English, Kannada, Hindi, Tamil
Marital Status: Married

Declaration:
I hereby declare that all the details furnished above are true to the best of my knowledge.
Place: Bengaluru                                          SHAJI VARGHESE`,
  },
  {
    ...S,
    id: 'ra49',
    resume: `Pavithra Gowda
Floor Manager (Assistant Store Manager)
+91 99029 34417 · pavithragowda.retail@gmail.com · Rajajinagar, Bengaluru 560010

SUMMARY
8 years in jewellery retail: 6 years sales, 2 years as Floor Manager supervising the diamond
and gold floors. Looking for the next step as Store Manager.

EXPERIENCE
Floor Manager | Malabar Gold & Diamonds | Rajajinagar, Bengaluru | Oct 2024 – Present
- Supervising 14 sales executives on diamond and gold floors; daily briefing and targets
- Floor-level stock count, display and trays; assisting store manager in monthly audit
- Handling customer escalations and exchange approvals

Senior Sales Executive | Malabar Gold & Diamonds | Bengaluru | Jun 2020 – Sep 2024
- Diamond and uncut (polki) counter; Star Performer 2022

Sales Executive | Bhima Jewellers | Bengaluru | Jul 2018 – May 2020

EDUCATION
BBM – Bangalore University (2018)

SKILLS
Team supervision · Jewellery sales · Customer escalations · Stock count · Kannada, English, Hindi`,
    skills: ['Team supervision', 'Jewellery sales', 'Stock count', 'Customer escalations'],
    preferredRoles: ['Store Manager', 'Floor Manager'],
    yearsOfExperience: 8,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'ra50',
    resume: `RAGHAVENDRA RAO K
Store Manager
raghavendrarao.k@gmail.com | 9880142276 | Basavanagudi, Bengaluru 560004

Career Summary
11 years in jewellery retail with 5 years as Store Manager. Experience in launching new
showrooms, hiring and training staff, and running gold savings schemes.

Employment History
Jan 2021 – Present | Store Manager | Bhima Jewellers | Jayanagar 4th Block, Bengaluru
  * Store sales of 75 Cr per annum, team of 30
  * Launch of new showroom at Electronic City (2023) – hiring 22 staff
  * Daily MIS, stock audit, insurance and security compliance
  * Local marketing: exhibitions, temple festival stalls, corporate tie-ups

Jun 2017 – Dec 2020 | Assistant Manager | Bhima Jewellers | Bengaluru
Jul 2015 – May 2017 | Sales Executive | C. Krishniah Chetty & Sons | Bengaluru

Education
MBA (Marketing) – Bangalore University, 2015
B.Com – Vijaya College, Bengaluru, 2013

Skills
P&L management, staff hiring and training, stock audit, scheme management, Kannada / Telugu / English`,
  },
  {
    ...S,
    id: 'ra51',
    resume: `Farhan Ahmed
Store Manager – Fashion Retail
farhan.ahmed.retail@gmail.com | +91 96111 40823 | Frazer Town, Bengaluru 560005

PROFILE
Retail store manager with 10 years in department stores and fashion retail. Store P&L,
visual merchandising, inventory shrinkage and team of 40+.

EXPERIENCE
Store Manager – Lifestyle International (Landmark Group), Phoenix Marketcity, Bengaluru | 2021 – Present
• Store turnover 60 Cr; team of 45 associates and 6 department managers
• Shrinkage below 0.3%, quarterly stock takes, replenishment planning
• Customer NPS improvement from 52 to 71

Department Manager – Shoppers Stop, Bengaluru | 2018 – 2021
• Men's and footwear departments

Customer Service Associate – Pantaloons, Mysuru | 2016 – 2018

EDUCATION
BBA – Al-Ameen College, Bengaluru (2016)

SKILLS
Store P&L · Visual merchandising · Inventory & shrinkage · Team leadership · NPS`,
    skills: ['Store P&L', 'Visual merchandising', 'Team leadership', 'Inventory shrinkage'],
    preferredRoles: ['Store Manager'],
    yearsOfExperience: 10,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'ra52',
    resume: `Tanya Malhotra
Social Media Executive
tanya.malhotra.social@gmail.com | +91 98110 45872 | Rajouri Garden, New Delhi 110027
instagram.com/tanyacreates

SUMMARY
Social media executive with 2 years at a D2C jewellery brand. Grew Instagram from 38k to 1.2 lakh
followers with reels and creator collaborations. Hands-on with Meta Ads Manager and Canva.

EXPERIENCE
Social Media Executive | Silverlinings (925 silver & demi-fine jewellery), Gurugram | Oct 2024 – Present
• Monthly content calendar for Instagram, Facebook and Pinterest
• Concept and shoot of 15-20 reels per month (styling, unboxing, "get ready with me")
• Influencer and micro-creator collaborations; gifting and barter deals
• Running Meta ads with performance agency, ROAS tracking
• Product launch campaigns for Raksha Bandhan, Diwali and Valentine's

Social Media Intern | Kapas Kahani (handloom clothing), Delhi | Apr 2024 – Sep 2024

EDUCATION
BA (Hons) Journalism – Kamala Nehru College, University of Delhi (2024)

SKILLS
Instagram & reels · Content calendar · Meta Ads Manager · Canva · CapCut · Influencer marketing`,
    skills: ['Instagram', 'Reels', 'Meta Ads', 'Canva', 'Influencer marketing'],
    preferredRoles: ['Social Media Executive'],
    yearsOfExperience: 2,
    city: 'Delhi',
  },
  {
    ...S,
    id: 'ra53',
    resume: `KUNAL AGGARWAL
Digital Marketing Executive
Sector 62, Noida, U.P. 201301 | 8826014459 | kunal.aggarwal.dm@gmail.com

WORK EXPERIENCE
Digital Marketing Executive | BrandBuzz Digital (agency), Noida | Jul 2023 – Present
- Handling social media of 6 clients including 2 jewellery brands (a Karol Bagh gold jeweller
  and a lab-grown diamond D2C brand) and 3 ethnic-wear labels
- Content calendars, reel scripts, post copies and hashtags
- Meta and Google ads setup, daily budget monitoring and monthly reports
- Coordinating product shoots with photographers and models

Social Media Trainee | Digital Vidya projects, Delhi | Jan 2023 – Jun 2023

EDUCATION
BBA – Guru Gobind Singh Indraprastha University (2022)
Digital Marketing Certification – Google Digital Garage, Meta Blueprint

TOOLS
Meta Business Suite, Google Ads, Canva, Later, Google Analytics 4, ChatGPT for captions`,
  },
  {
    ...S,
    id: 'ra54',
    resume: `RESUME

Ishita Bansal
Email: ishitabansal04@gmail.com | Mobile: 9711822463
Address: Pitampura, Delhi - 110034

CAREER OBJECTIVE
A creative fresher who wants to start career in social media marketing and content creation.

EDUCATION
BBA – Maharaja Agrasen Institute of Management Studies, GGSIPU | 2026 | 8.3 CGPA
Class XII (Commerce) – DPS Rohini | 2023 | 88%

CERTIFICATION
Advanced Digital Marketing – IIDE (online), 2025
Meta Certified Digital Marketing Associate (2026)

INTERNSHIP
Social Media Intern – Urban Rasoi (cloud kitchen), Delhi | May 2025 – Jul 2025
- Made Instagram posts and stories in Canva, wrote captions
- Tracked follower growth and engagement weekly

PROJECTS
- Instagram page for college fest (12k reach)
- Mock campaign for a silver jewellery brand (IIDE capstone)

SKILLS
Canva, Instagram, basic video editing (InShot), MS Office, copywriting

STRENGTHS
Creative, good communication, team player

LANGUAGES: Hindi, English`,
    skills: ['Canva', 'Instagram', 'Copywriting', 'Video editing (basic)'],
    preferredRoles: ['Social Media Executive', 'Digital Marketing Executive'],
    yearsOfExperience: 0,
    city: 'Delhi',
  },
  {
    ...S,
    id: 'ra55',
    resume: `Siddharth Kapoor
Social Media & Content Executive (F&B)
Lajpat Nagar, New Delhi 110024 | +91 98737 29014 | sid.kapoor.content@gmail.com

EXPERIENCE
Social Media Executive | Big Chill Hospitality (restaurant & cafe chain), Delhi NCR | Aug 2024 – Present
• Instagram and Facebook handles of 9 outlets, Zomato/Swiggy listing creatives
• Food reels, blogger visits and influencer tastings
• Content calendar, festive campaigns, Meta boosted posts

Content Intern | Delhi Food Walks | Jan 2024 – Jul 2024
• Reels shooting and editing, captions

EDUCATION
B.A. Mass Communication – Jagannath International Management School, GGSIPU (2023)

SKILLS
Instagram, reels shooting/editing (CapCut, Premiere Rush), content calendar, influencer coordination, Canva`,
  },
  {
    ...S,
    id: 'ra56',
    resume: `MUSKAN JAIN
Social Media & E-commerce Executive
muskanjain.digital@gmail.com · 9650347716 · Karol Bagh, New Delhi 110005

PROFILE
2 years managing Instagram, website catalogue and marketplace listings for a gold and diamond
jeweller. Comfortable with product shoots, reels and WhatsApp catalogue.

EXPERIENCE
Social Media & E-commerce Executive | Ratan Lal Jain Jewellers, Karol Bagh | Nov 2024 – Present
➢ Running Instagram and Facebook pages: posts, reels, stories, festive offers
➢ Coordinating product photoshoots, editing in Lightroom and Canva
➢ Uploading products on Shopify website with weight, purity and price breakup
➢ Meta ads for Akshaya Tritiya and Dhanteras campaigns; lead handling on WhatsApp
➢ Tracking insights and monthly report to owner

Sales Coordinator (part time) | same firm | Jun 2024 – Oct 2024

EDUCATION
B.Com – Shyam Lal College (Evening), University of Delhi, 2024

SKILLS
Instagram, Shopify, Meta Ads, Canva, Lightroom, WhatsApp Business`,
    skills: ['Instagram', 'Shopify', 'Meta Ads', 'Canva', 'WhatsApp Business'],
    preferredRoles: ['Social Media Executive', 'E-commerce Executive'],
    yearsOfExperience: 2,
    city: 'Delhi',
  },
  {
    ...S,
    id: 'ra57',
    resume: `VARUN SETHI
Product & Jewellery Photographer
Tilak Nagar, New Delhi 110018 | 9899012654 | varunsethi.photo@gmail.com | behance.net/varunsethiphoto

SUMMARY
Freelance and studio photographer, 4 years shooting jewellery for catalogues, e-commerce and
Instagram. Also handle Instagram pages of 2 small jewellery clients.

EXPERIENCE
Freelance Jewellery Photographer | Delhi NCR | Mar 2023 – Present
- White background e-commerce shoots (Amazon, Myntra, Shopify) for 15+ jewellers
- Macro shots of diamond and kundan jewellery, focus stacking, retouching in Photoshop
- 360° spin videos and reels for Instagram; manage posting for 2 clients

Studio Photographer | Pixel Studio (e-commerce photography), Okhla | Jun 2021 – Feb 2023
- Catalogue shoots of jewellery, watches and apparel

EDUCATION
Diploma in Photography – Delhi School of Photography (2021)
B.A. (Programme) – Delhi University (2020)

EQUIPMENT / SOFTWARE
Canon R5, 100mm macro, light tent, Photoshop, Lightroom, Helicon Focus`,
  },
  {
    ...S,
    id: 'ra58',
    resume: `BIO-DATA

Name : Ram Prakash Singh
Post : Security Guard
Father's Name : Shri Jagdish Singh
Date of Birth : 01-07-1984
Address : Hafeezpet, Hyderabad - 500049 (Native: Ballia, U.P.)
Mobile : 9701223345

Experience :
1. SIS (Security and Intelligence Services) - posted at jewellery showroom, Punjagutta, Hyderabad - 2019 to Present
   - Gate duty, frisking, metal detector checking
   - CCTV monitoring, key handover register, opening and closing of showroom
2. Indian Army (Ex-Serviceman, Havildar) - 2002 to 2018

Education : 12th Pass (U.P. Board)
Licence : Arms Licence (12 bore) and PSARA training certificate

Languages : Hindi, English (little), Telugu (little)
Marital Status : Married

Declaration : The above information is true to my knowledge.
Ram Prakash Singh`,
    skills: ['Showroom security', 'CCTV monitoring', 'Arms licence'],
    preferredRoles: ['Security Guard'],
    yearsOfExperience: 24,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 'ra59',
    resume: `MANOJ PANDURANG MORE
Field Executive – Valuables Logistics
Mob: 9004418763 | Email: manojmore.logistics@gmail.com | Kurla (W), Mumbai 400070

EXPERIENCE
Field Executive | Sequel Logistics Pvt Ltd (secure logistics for jewellery), Mumbai | Feb 2022 – Present
• Pick-up and delivery of insured gold and diamond consignments between manufacturers, showrooms and hallmarking centres
• Document checking: delivery challans, e-way bills, seal verification
• Airport cargo handover for inter-city consignments
• Following SOP for armed escort and GPS tracked vehicles

Delivery Associate | Delhivery, Mumbai | Aug 2019 – Jan 2022

EDUCATION
H.S.C – 2018

SKILLS
Secure logistics, consignment documentation, e-way bill, two-wheeler licence, Marathi/Hindi`,
  },
  {
    ...S,
    id: 'ra60',
    resume: `Sowmya Krishnan
HR Executive – Retail
sowmyakrishnan.hr@gmail.com | +91 99406 28813 | Velachery, Chennai 600042

PROFESSIONAL SUMMARY
HR executive with 4 years in a jewellery and textile retail chain. Bulk hiring of sales staff,
onboarding, attendance, payroll inputs and statutory compliance.

WORK EXPERIENCE
HR Executive | Pothys Pvt Ltd (textiles & jewellery showrooms), Chennai | Jan 2023 – Present
• Hiring 40-60 sales staff, cashiers and helpers per month for 8 showrooms
• Walk-in drives, reference checks, offer letters and joining formalities
• Biometric attendance, payroll inputs, PF/ESI registration
• Induction on showroom rules, grooming and security SOP

HR Recruiter | TeamLease Services, Chennai | Jun 2022 – Dec 2022

EDUCATION
MBA (HR) – Anna University, 2022
B.Com – Stella Maris College, Chennai, 2020

SKILLS
Bulk hiring, onboarding, payroll inputs, PF/ESI, employee engagement`,
    skills: ['Bulk hiring', 'Onboarding', 'Payroll inputs', 'PF/ESI'],
    preferredRoles: ['HR Executive'],
    yearsOfExperience: 4,
    city: 'Chennai',
  },
];

export const RESUME2_LABELS: Labels = {
  'ra-sales': { ra01: 2, ra02: 2, ra03: 2, ra04: 2, ra05: 1, ra06: 1, ra07: 1, ra49: 1 },
  'ra-cashier': { ra08: 2, ra09: 2, ra10: 2, ra12: 2, ra11: 1, ra05: 1, ra40: 1 },
  'ra-cad': { ra13: 2, ra14: 2, ra15: 2, ra16: 1, ra17: 1, ra19: 1 },
  'ra-sketch': { ra17: 2, ra20: 2, ra21: 2, ra22: 1, ra23: 1, ra15: 1 },
  'ra-setter': { ra24: 2, ra25: 2, ra26: 2, ra27: 1, ra28: 1, ra30: 1 },
  'ra-grader': { ra31: 2, ra32: 2, ra33: 2, ra34: 1, ra35: 1 },
  'ra-accounts': { ra37: 2, ra38: 2, ra41: 2, ra39: 1, ra40: 1, ra43: 1 },
  'ra-store-mgr': { ra47: 2, ra48: 2, ra50: 2, ra49: 1, ra51: 1 },
  'ra-inventory': { ra42: 2, ra43: 2, ra46: 2, ra44: 1, ra45: 1, ra41: 1 },
  'ra-social': { ra52: 2, ra53: 2, ra56: 2, ra54: 1, ra55: 1, ra57: 1 },
};
