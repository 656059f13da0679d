/**
 * Evaluation set, résumé part 5 (tuning): luxury retail beyond plain jewellery — handbags, watches,
 * bridal wear, footwear, gemstones, natural and lab-grown diamonds, diamond grading, cosmetics and
 * multi-store management. 10 job ads (8 easy, 2 hard: an area-manager seniority cluster and a
 * beauty-advisor sibling-role cluster) and 60 seekers given as whole résumés, the text a PDF's text
 * layer gives (one line per line, headings, bullets); the engine writes each seeker's overview itself.
 *
 * Written blind: without reading the matching engine, its ranking code, the tests or any other
 * evaluation part, and labelled by hand, as a recruiter of the trade would, before any engine ranked it.
 *
 * Labels, per job, over every seeker of this file: 2 = strong fit (does this job, at the asked
 * seniority); 1 = plausible (a neighbouring role, goods or seniority a recruiter would still call);
 * absent = not a fit.
 */
import type { EvalJob, EvalSeeker } from './evaluationTypes';

type Labels = Record<string, Record<string, 1 | 2>>;

const E = { kind: 'easy', part: 'tuning', source: 'resume' } as const;
const H = { kind: 'hard', part: 'tuning', source: 'resume' } as const;

export const RESUME5_JOBS: EvalJob[] = [
  {
    ...E,
    id: 'rd-handbag-sales-associate',
    title: 'Sales Associate – Luxury Handbags & Leather Goods',
    category: 'Bags',
    industry: 'Luxury Retail',
    skillsRequired: ['Luxury Sales', 'Clienteling', 'Leather Goods Product Knowledge', 'Customer Service', 'POS Billing'],
    description:
      'About us: We are an international luxury leather goods maison with boutiques at DLF Emporio and The Chanakya, New Delhi.\n' +
      'We are hiring a Sales Associate for our DLF Emporio boutique.\n' +
      'Responsibilities:\n' +
      '- Greet and assist walk-in clients, present handbags, small leather goods and travel pieces\n' +
      '- Build and maintain a personal client book, follow up on WhatsApp / calls, invite clients for launches\n' +
      '- Achieve monthly sales targets, handle billing, gift wrapping and after-sales (repairs, care)\n' +
      '- Maintain stock discipline and boutique presentation standards\n' +
      'CTC: 4.5 – 6.5 LPA + incentives. Perks: uniform, grooming allowance, staff discount, medical insurance.',
    requirements: 'Graduate. 2-4 yrs in luxury / premium fashion or accessories retail. Excellent spoken English and Hindi. Well groomed.',
    experience: 'Mid-Level',
    yearsOfExperience: 2,
    city: 'New Delhi',
  },
  {
    ...E,
    id: 'rd-watch-boutique-store-manager',
    title: 'Store Manager – Luxury Watch Boutique',
    category: 'Watches',
    industry: 'Luxury Retail',
    skillsRequired: ['Store Management', 'Luxury Watches', 'Team Leadership', 'Sales Target Achievement', 'Inventory Control', 'Clienteling'],
    description:
      'Leading retailer of Swiss luxury watches requires a Store Manager for its multi-brand boutique at Palladium, Lower Parel, Mumbai.\n' +
      'Role: full P&L ownership of the boutique, lead a team of 6-8 watch consultants, drive sell-through of brands like Omega, Tag Heuer, Longines and Tissot, manage HNI client relationships and events, ensure stock audits, brand VM guidelines and service / after-sales coordination.\n' +
      'CTC up to 18 LPA + quarterly incentive.',
    requirements: 'Min 8 yrs in retail, of which at least 3 yrs as Store / Boutique Manager in watches, jewellery or luxury. Graduate / MBA preferred.',
    experience: 'Sr-Level',
    yearsOfExperience: 8,
    city: 'Mumbai',
  },
  {
    ...E,
    id: 'rd-bridal-lehenga-stylist',
    title: 'Bridal Stylist / Sales Executive (Lehenga)',
    category: 'Bridal Wear',
    industry: 'Fashion Retail',
    skillsRequired: ['Bridal Styling', 'Lehenga Sales', 'Customer Handling', 'Fabric & Embroidery Knowledge', 'Alteration Coordination'],
    description:
      'Urgent requirement – bridal lehenga showroom, Chandni Chowk, Delhi.\n' +
      'Job: attend brides and families, understand budget and function (wedding, reception, sangeet), show lehengas, suggest colours, dupatta draping and styling, coordinate measurements and alterations with the karigar team, close the sale and follow up till delivery.\n' +
      'Salary 20,000 – 35,000 + incentive. 6 days working, Monday off.',
    requirements: '1-4 years in bridal wear / ethnic wear / saree sales. Female candidates preferred. Hindi must, English is a plus.',
    experience: 'Mid-Level',
    yearsOfExperience: 1,
    city: 'New Delhi',
  },
  {
    ...E,
    id: 'rd-footwear-store-manager',
    title: 'Store Manager – Footwear',
    category: 'Footwear',
    industry: 'Retail',
    skillsRequired: ['Store Operations', 'Team Management', 'Sales Target Achievement', 'Inventory Management', 'Footwear Retail', 'Customer Experience'],
    description:
      'We are a leading footwear retail chain with 200+ stores. Opening for Store Manager at our mall store in Bengaluru (Whitefield).\n' +
      '• Drive store sales, ATV and UPT; own the monthly budget\n' +
      '• Manage a team of 8-12 (ASM, cashiers, sales staff), rosters and training\n' +
      '• Stock receiving, replenishment, size-set availability, shrinkage control and audits\n' +
      '• Ensure visual merchandising and customer service standards\n' +
      'CTC 6 – 9 LPA.',
    requirements: '5-8 years of retail experience, min 2 years as Store Manager / Store In-charge, footwear or fashion preferred.',
    experience: 'Sr-Level',
    yearsOfExperience: 5,
    city: 'Bengaluru',
  },
  {
    ...E,
    id: 'rd-gemstone-navratna-sales',
    title: 'Gemstone Sales Executive (Navratna / Certified Gemstones)',
    category: 'Gemstone',
    industry: 'Gems & Jewellery',
    skillsRequired: ['Gemstone Sales', 'Navratna Knowledge', 'Gemstone Certification', 'Customer Consultation', 'Gem Identification'],
    description:
      'Established gemstone house in Johari Bazaar, Jaipur, dealing in certified precious and semi-precious gemstones (ruby, emerald, blue & yellow sapphire, pearl, coral, hessonite, cat\'s eye) for retail and online clients.\n' +
      'The Sales Executive will guide customers on navratna / rashi stones, explain origin, treatment and lab certificates, coordinate certification with labs, and handle ring / pendant orders.',
    requirements: '2-5 yrs in gemstone sales or a gem testing lab. Gemmology diploma (GII, IIGJ, GIA) preferred. Hindi and English.',
    experience: 'Mid-Level',
    yearsOfExperience: 2,
    city: 'Jaipur',
  },
  {
    ...E,
    id: 'rd-natural-diamond-trading-exec',
    title: 'Sales Executive – Polished Natural Diamonds',
    category: 'Natural Diamond',
    industry: 'Diamond Trading',
    skillsRequired: ['Polished Diamond Sales', '4Cs', 'Diamond Assortment', 'Client Relations', 'Memo & Inventory', 'GIA / IGI Certificates'],
    description:
      'Diamond trading company at Bharat Diamond Bourse, BKC, Mumbai. We deal in certified and non-certified polished natural diamonds (0.30 ct to 5 ct, rounds and fancy shapes).\n' +
      'Looking for a Sales Executive to sell to jewellery manufacturers, retailers and overseas buyers, prepare parcels and memos, quote prices on Rapaport basis, and follow up payments.',
    requirements: '3-6 years in polished diamond sales / marketing. Good knowledge of 4Cs and certificates. Gujarati / Hindi / English.',
    experience: 'Mid-Level',
    yearsOfExperience: 3,
    city: 'Mumbai',
  },
  {
    ...E,
    id: 'rd-diamond-grading-lab-technician',
    title: 'Diamond Grading Technician',
    category: 'Diamond Grading',
    industry: 'Gemmological Laboratory',
    skillsRequired: ['Diamond Grading', 'Clarity & Colour Grading', 'Microscope & Loupe', 'Gemological Instruments', 'Lab Grown Diamond Screening'],
    description:
      'Independent gemmological laboratory, Surat (Varachha). Freshers and experienced graders can apply.\n' +
      'Work: grade natural and lab-grown diamonds for colour, clarity and cut under standard conditions, measure with proportion scope, screen for synthetics (DiamondView / spectroscopy), plot inclusions, and check reports before issue.',
    requirements: 'Diploma in diamond grading (GIA, IGI, IIGJ, HRD) required. 0-3 years. Day shift.',
    experience: 'Entry/Fresher',
    yearsOfExperience: 0,
    city: 'Surat',
  },
  {
    ...E,
    id: 'rd-lab-grown-diamond-mall-sales',
    title: 'Jewellery Sales Consultant – Lab Grown Diamonds',
    category: 'Lab Grown Diamond',
    industry: 'Jewellery Retail',
    skillsRequired: ['Diamond Jewellery Sales', 'Lab Grown Diamonds', 'Customer Handling', 'Target Achievement', 'Product Knowledge'],
    description:
      'We are a fast-growing lab-grown diamond jewellery brand with stores in top malls. Hiring Sales Consultants for our store at Phoenix Marketcity, Viman Nagar, Pune.\n' +
      'You will explain lab-grown diamonds and IGI certificates to customers, help choose solitaires, rings and earrings, meet monthly targets and manage store display and stock.\n' +
      'Fixed salary + attractive incentives, PF, ESIC.',
    requirements: '1-3 years in jewellery or premium retail sales. Diamond jewellery experience preferred.',
    experience: 'Mid-Level',
    yearsOfExperience: 1,
    city: 'Pune',
  },
  {
    ...H,
    id: 'rd-area-manager-luxury-accessories',
    title: 'Area Manager – Luxury Accessories Retail (West)',
    category: 'Watches',
    industry: 'Luxury Retail',
    skillsRequired: ['Multi-store Management', 'P&L Management', 'Team Leadership', 'Retail Operations', 'Business Planning', 'Luxury Retail'],
    description:
      'A luxury accessories retailer (watches, leather goods, writing instruments) seeks an Area Manager for Mumbai and Pune.\n' +
      'Responsibilities: lead 6-8 boutiques and their Store Managers; own the area P&L, sales plans and budgets; store audits, shrinkage and compliance; hire, train and develop store managers; coordinate with brands, marketing and merchandising; open new stores.',
    requirements: '12+ years in premium / luxury retail with at least 3 years managing multiple stores (Area / Cluster / Regional Manager). MBA preferred.',
    experience: 'Management-Level',
    yearsOfExperience: 12,
    city: 'Mumbai',
  },
  {
    ...H,
    id: 'rd-beauty-advisor-luxury-cosmetics',
    title: 'Beauty Advisor – Luxury Cosmetics Counter',
    category: 'Cosmetics',
    industry: 'Beauty & Personal Care',
    skillsRequired: ['Cosmetics Sales', 'Skincare Consultation', 'Makeup Application', 'Counter Sales Target', 'Clienteling'],
    description:
      'Hiring Beauty Advisors for a prestige cosmetics brand counter at a department store in UB City / Phoenix Marketcity, Bengaluru.\n' +
      'Do skin analysis and product consultations, demonstrate makeup and skincare, achieve counter sales targets, maintain the counter, testers and stock, and build a loyal client base.\n' +
      'Salary 22k – 32k in hand + incentive; brand training provided.',
    requirements: '1-3 yrs as Beauty Advisor / Beauty Consultant in cosmetics retail. Good communication in English and Kannada / Hindi.',
    experience: 'Mid-Level',
    yearsOfExperience: 1,
    city: 'Bengaluru',
  },
];

const S = { part: 'resume', overview: '' } as const;

export const RESUME5_SEEKERS: EvalSeeker[] = [
  {
    ...S,
    id: 'rd01',
    resume: `ANANYA MALHOTRA
Vasant Kunj, New Delhi | +91 98110 45217 | ananya.malhotra@gmail.com

PROFESSIONAL SUMMARY
Client Advisor with 3+ years in luxury leather goods retail. Comfortable with HNI clients, clienteling and repeat business. Consistently above 110% of monthly target.

WORK EXPERIENCE
Client Advisor | Louis Vuitton, DLF Emporio, New Delhi | Aug 2023 – Present
• Advise clients on handbags, small leather goods, luggage and accessories
• Maintain a client book of 180+ clients; personal appointments and private viewings
• Top performer Q3 2025 for leather goods in the boutique
• Handle after-sales: repairs, hot-stamping, care advice

Sales Associate | Hugo Boss, Select Citywalk, Saket | Jun 2022 – Jul 2023
• Menswear and accessories sales, billing on SAP POS, stock counts

EDUCATION
BBA, Amity University, Noida – 2022

SKILLS
Luxury selling ceremony | Clienteling | Leather goods | SAP POS | English, Hindi, Punjabi`,
    skills: ['Luxury Sales', 'Clienteling', 'Leather Goods', 'SAP POS'],
    preferredRoles: ['Client Advisor', 'Sales Associate'],
    yearsOfExperience: 4,
    city: 'New Delhi',
  },
  {
    ...S,
    id: 'rd02',
    resume: `Priyanka Sehgal
Sales Associate – Premium Handbags
Rajouri Garden, New Delhi
Mob: 9871203344 | Email: priyanka.sehgal93@yahoo.in

Experience
Coach (Tata CLiQ Luxury franchise), Select Citywalk, Saket
Sales Associate, March 2024 – present
- Selling handbags, wallets, belts and footwear to walk-in and appointment clients
- Monthly target 18 lakh, achieved avg 104%
- Product launches, client WhatsApp follow-ups, stock replenishment
- Cash and card billing, exchanges, gift wrapping

Lifestyle Stores, Pacific Mall, Tagore Garden
Customer Service Associate, Jan 2022 – Feb 2024
- Handled the bags and accessories section, later beauty
- Stock taking, customer complaints

Education
B.Com (Pass), Delhi University (SOL), 2021

Languages: Hindi, English
Key skills: handbag sales, customer service, billing, upselling, stock management`,
  },
  {
    ...S,
    id: 'rd03',
    resume: `RAHUL KHANNA
Gurugram, Haryana | rahulkhanna.retail@gmail.com | 9999012876

Summary
Sales professional with 4 years in premium leather accessories (handbags, laptop bags, wallets, travel). Known for strong product knowledge of leathers and finishes and for building walk-in conversion.

Work History
Senior Sales Associate – Da Milano, Ambience Mall, Gurugram (2024 – present)
* Sell women's handbags, men's briefcases and leather accessories
* Trained 3 new joiners on leather types, care and the selling process
* Conversion improved from 18% to 24% in FY25
* Clienteling via CRM app; birthday and anniversary outreach

Sales Associate – Hidesign, DLF Mall of India, Noida (2022 – 2024)
* Sales, billing, display upkeep, weekly stock count
* Best new joiner award 2022

Education
BBA (Retail Management), IGNOU – 2021

Skills
Leather goods, luxury retail, CRM, upselling, visual display`,
    skills: ['Leather Goods Sales', 'Luxury Retail', 'CRM', 'Upselling', 'Staff Training'],
    preferredRoles: ['Senior Sales Associate'],
    yearsOfExperience: 4,
    city: 'Gurugram',
  },
  {
    ...S,
    id: 'rd04',
    resume: `CURRICULUM VITAE

Name: Simran Kaur
Address: Janakpuri, New Delhi - 110058
Mobile: 8826541190

Career Objective
To work with a reputed fashion brand where I can use my skills in customer service and grow as a retail professional.

Work Experience
Style Advisor, ALDO, Ambience Mall Vasant Kunj (Oct 2024 – till date)
- Assist customers in selecting shoes, handbags and accessories
- Achieve daily and monthly targets, upselling accessories with shoes
- Maintain shoe wall and bag display as per brand VM guide
Sales Girl, local boutique, Lajpat Nagar (2023 – 2024)

Educational Qualification
B.A. (Programme), Delhi University – 2023
12th CBSE – 2020

Personal Details
Father's Name: S. Gurpreet Singh
Date of Birth: 14-02-2002
Languages Known: Hindi, Punjabi, English

Declaration
I hereby declare that the above information is true to the best of my knowledge.
Place: New Delhi                                   (Simran Kaur)`,
  },
  {
    ...S,
    id: 'rd05',
    resume: `Divya Ramesh
Bengaluru | divya.ramesh@outlook.com | +91 90080 77231

PROFILE
Retail associate with 3 years in fashion accessories – bags and shoes – at mall stores. Friendly, target driven, fluent in English, Kannada, Tamil and Hindi.

EXPERIENCE
Charles & Keith, Phoenix Marketcity, Whitefield — Sales Associate
Nov 2023 – Present
- Sell handbags, shoes and small accessories; average bill value 6,800
- Window and table display changes every fortnight
- Opening/closing, cash handling, EOD reports

Van Heusen Woman, Orion Mall — Sales Executive
Jul 2022 – Oct 2023
- Womenswear sales, alteration tickets, trial room management

EDUCATION
B.Com, Mount Carmel College, Bengaluru (2022)

SKILLS
Accessories sales • Footwear • Display • Cash handling • Customer service`,
    skills: ['Handbag Sales', 'Footwear Sales', 'Visual Display', 'Cash Handling'],
    preferredRoles: ['Sales Associate'],
    yearsOfExperience: 4,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'rd06',
    resume: `KARAN VERMA
Fresher – Retail Management
Laxmi Nagar, Delhi | karanverma2004@gmail.com | 7011893345

OBJECTIVE
A motivated BBA graduate seeking an entry-level role in retail or customer service.

EDUCATION
BBA (Retail), Guru Gobind Singh Indraprastha University, 2026 – 7.4 CGPA
Class XII, CBSE, 2023 – 78%

INTERNSHIP
Summer Intern – Retail Operations, Shoppers Stop, Rajouri Garden (Jun – Aug 2025)
- Observed store operations, GRN and stock replenishment
- Assisted in customer feedback survey of 300 shoppers
- Project: "Impact of loyalty programmes on repeat purchase"

CERTIFICATIONS
Retail Sales Associate – RASCI (Level 4)
MS Excel – Udemy

SKILLS
MS Office, communication, teamwork, basic Excel dashboards

HOBBIES
Cricket, photography`,
  },
  {
    ...S,
    id: 'rd07',
    resume: `VIKRAM S. NAIR
Boutique Manager – Luxury Watches
Powai, Mumbai | vikram.nair.retail@gmail.com | +91 98200 61123

PROFESSIONAL SUMMARY
10+ years in luxury watch retail, the last 5 as Boutique Manager. P&L ownership, team of 7, HNI clientele and brand relationships with Omega, Breitling, Tag Heuer and Panerai.

WORK EXPERIENCE
Boutique Manager | Ethos Watch Boutiques, Palladium, Lower Parel, Mumbai | Apr 2021 – Present
• Run a 9-brand boutique with annual sales of 38 Cr; grew 22% YoY in FY25
• Lead 7 watch consultants and 1 service associate; hiring, training, rosters
• Quarterly stock audits with zero shrinkage variance; brand VM compliance
• HNI events with brand principals; pre-owned and exchange programme

Assistant Boutique Manager | Ethos, Phoenix Palladium Mumbai | 2018 – 2021
• Handled daily operations, service tickets, cash and stock

Watch Consultant | The Watch Gallery, Colaba, Mumbai | 2015 – 2018
• Selling Swiss watches, customer after-sales

EDUCATION
MBA (Retail), Welingkar Institute, Mumbai – 2015
B.Com, University of Mumbai – 2013

SKILLS
Store P&L | Team leadership | Luxury watches | Clienteling | Stock audit | SAP Retail`,
    skills: ['Store Management', 'Luxury Watches', 'P&L', 'Team Leadership', 'Clienteling'],
    preferredRoles: ['Boutique Manager', 'Store Manager'],
    yearsOfExperience: 11,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rd08',
    resume: `NIKHIL DESHPANDE
Kothrud, Pune – 411038 | 9823045561 | nikhil.deshpande@rediffmail.com

Store Manager with 8 years in watch retail (Titan Company – Helios and World of Titan). Handles store P&L, team of 6, inventory and customer service.

EXPERIENCE
Store Manager – Helios (Titan Company Ltd), Seasons Mall, Hadapsar, Pune
Jan 2022 – Present
- Multi-brand watch store: Tissot, Fossil, Armani Exchange, Titan Edge
- Achieved 112% of annual target FY24-25; best store West zone Q2
- Team of 6; training on product and service; attrition brought down
- Inventory, stock audit, service repairs with brand service centres

Asst. Store Manager – World of Titan, FC Road, Pune
Apr 2019 – Dec 2021
- Store opening/closing, banking, MIS, staff roster

Sales Executive – World of Titan, Nashik
Aug 2018 – Mar 2019

EDUCATION
BBA – Savitribai Phule Pune University, 2018

Key skills: Watch retail, store operations, team management, inventory, customer service`,
    skills: ['Store Operations', 'Watch Retail', 'Team Management', 'Inventory Control'],
    preferredRoles: ['Store Manager'],
    yearsOfExperience: 8,
    city: 'Pune',
  },
  {
    ...S,
    id: 'rd09',
    resume: `Aditya Kapoor
Asst. Boutique Manager | Rolex | New Delhi
aditya.kapoor88@gmail.com | +91 98100 22871

Work Experience

Assistant Boutique Manager — Rolex Boutique (Kapoor Watch Co.), The Chanakya, New Delhi
2023 – Present
• Support the Boutique Manager in running the boutique; manage allocation wait-list
• Client relationships with HNI / collectors, watch presentations
• Opening/closing procedures, security, stock reconciliation

Senior Watch Consultant — Johnson Watch Co., Connaught Place
2020 – 2023
• Sales of Omega, Longines, Rado; service intake

Watch Consultant (Trainee) — Ethos, Select Citywalk
2019 – 2020

Education: B.Com (Hons), Shri Ram College of Commerce – 2019

Skills: luxury watch sales, client relationship, boutique operations, English & Hindi`,
  },
  {
    ...S,
    id: 'rd10',
    resume: `SAMEER QURESHI
Andheri (W), Mumbai | sameer.q@gmail.com | +91 98670 33910

SUMMARY
Retail store manager, 9 yrs total exp in watches and accessories. Swatch Group and Titan stores. Strong in sales planning, manpower, inventory and customer experience.

PROFESSIONAL EXPERIENCE
Store Manager, Swatch Group India (Swatch & Tissot store), Infiniti Mall, Malad — Jun 2021 to present
- Store turnover 9.5 Cr/yr; 108% of target FY25
- Team of 5; daily huddles, product trainings, incentives
- Inventory and warranty/service handling with Swatch service centre
- Opened 1 new store in Thane (2023) as interim manager

Store Manager, Just In Time (Titan), Linking Road, Bandra — 2019 to 2021
- Multi-brand watch store; tie-ups with corporate gifting

Sales Executive → Senior Sales Executive, Just In Time, Vashi — 2017 to 2019

EDUCATION
BMS, Mithibai College – 2017

SKILLS
Store management, watches, target achievement, inventory, new store opening`,
    skills: ['Store Management', 'Watches', 'Target Achievement', 'New Store Opening'],
    preferredRoles: ['Store Manager'],
    yearsOfExperience: 9,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rd11',
    resume: `MOHIT JAIN
Senior Watch Consultant
Borivali (E), Mumbai | 9930128845

Profile: 6 years selling Swiss and fashion watches in Mumbai. Good knowledge of movements, complications and brand heritage. Handles corporate orders.

Experience
Sr. Sales Executive, Ethos Watch Boutique, R City Mall, Ghatkopar (2022 – present)
- Sold Tag Heuer, Oris, Longines, Rado; individual target 1.2 Cr/quarter, avg 105%
- Pre-owned certified watch exchange, trade-in valuations
- Mentor new consultants

Sales Executive, Helios, Oberoi Mall, Goregaon (2020 – 2022)
Sales Associate, Titan World, Borivali (2020)

Education: B.Com, University of Mumbai (2019)

Skills: Swiss watches, movements, clienteling, corporate sales, billing`,
  },
  {
    ...S,
    id: 'rd12',
    resume: `CURRICULUM VITAE
Name: Sunil Pawar
Post applied for: Watch Technician / Service Engineer
Contact: 9702216743, Dadar, Mumbai

Career Objective:
To work as a watch technician in a reputed service centre and improve my skills in Swiss movements.

Experience:
1. Swatch Group Service Centre, Mumbai – Watch Technician (2021 – till date)
   - Servicing of quartz and automatic movements (ETA, Sellita)
   - Water-resistance testing, battery change, case and bracelet refinishing
   - Timegrapher checks, regulation
2. Kamal Watch Co., Dadar – Repair Technician (2016 – 2021)
   - Repairs of all brands, strap and glass fitting

Technical Qualification:
Certificate in Watch Repair, WOSTEP partner course (Bengaluru), 2016
ITI (Electronics Mechanic), 2015

Personal Details:
DOB 05/07/1995, Marital Status: Married, Languages: Marathi, Hindi

Declaration: I hereby declare that the information given above is true.
Sunil Pawar`,
  },
  {
    ...S,
    id: 'rd13',
    resume: `POOJA ARORA
Bridal Stylist
Model Town, Delhi | 9811456620 | poojaarora.style@gmail.com

About me
3 years styling brides at a bridal lehenga house in Chandni Chowk. I understand budgets, families and the pressure of the wedding date!

Experience
Bridal Stylist – Frontier Raas, Chandni Chowk, Delhi | Sep 2023 – Present
- Attend 6-10 bridal families a day; lehengas from 40k to 6 lakh
- Suggest colour, embroidery (zardozi, gota, resham) and dupatta draping
- Take measurements and coordinate alterations with karigars; delivery follow-up
- Converted 38% of walk-ins in peak season 2025

Sales Executive – Meena Bazaar, Rajouri Garden | Jun 2022 – Aug 2023
- Saree and suit sales, festive season targets

Education
B.A., Kamla Nehru College, DU – 2022
Diploma in Fashion Styling, Pearl Academy (short course) – 2023

Skills: bridal styling, lehenga sales, draping, customer handling, Hindi/English/Punjabi`,
    skills: ['Bridal Styling', 'Lehenga Sales', 'Dupatta Draping', 'Customer Handling'],
    preferredRoles: ['Bridal Stylist'],
    yearsOfExperience: 4,
    city: 'Delhi',
  },
  {
    ...S,
    id: 'rd14',
    resume: `Neha Bhatia
Sales Consultant – Ethnic & Bridal Wear
Lajpat Nagar, New Delhi | neha.bhatia24@gmail.com | 8130077214

Work experience
Manyavar & Mohey, Lajpat Nagar flagship — Sales Consultant (Mohey bridal)
Feb 2024 – present
- Bridal and occasion lehengas, sarees and gowns for women
- Help brides and their families shortlist looks for each function
- Coordinate trials, fittings and alterations; invoice and delivery dates
- Team star performer Nov–Dec 2024 wedding season

Soch, Pacific Mall — Sales Associate
Jan 2023 – Jan 2024
- Kurtas, suits and sarees; stock and display

Education
B.Com, Delhi University (School of Open Learning), 2022

Languages: Hindi, English`,
  },
  {
    ...S,
    id: 'rd15',
    resume: `ISHITA GROVER
Client Relationship Executive – Couture
Chhattarpur, New Delhi | +91 99100 87632 | ishita.grover@icloud.com

SUMMARY
Couture client executive with 4+ years in designer bridal wear. Manage brides end to end – appointment, styling, orders, fittings, trousseau – with high-value orders (5 – 25 lakh).

EXPERIENCE
Client Relationship Executive | Tarun Tahiliani Flagship, Mehrauli, New Delhi | 2023 – Present
• Bridal appointments and styling for lehengas, concept saris and sherwanis
• Custom order sheets, fittings and production follow-up with the atelier
• Destination weddings: coordinate virtual appointments for NRI clients

Fashion Consultant | Ritu Kumar, DLF Promenade | 2021 – 2023
• Festive and bridal wear sales; client book; trunk shows

EDUCATION
B.Des (Fashion Communication), NIFT Delhi – 2021

SKILLS
Bridal styling • Couture sales • Clienteling • Order management • Trousseau planning`,
    skills: ['Bridal Styling', 'Couture Sales', 'Clienteling', 'Order Management'],
    preferredRoles: ['Bridal Stylist', 'Client Relationship Executive'],
    yearsOfExperience: 5,
    city: 'New Delhi',
  },
  {
    ...S,
    id: 'rd16',
    resume: `R. LAKSHMI PRIYA
T. Nagar, Chennai | 9841023376

CAREER OBJECTIVE
Seeking a sales position in a reputed textile or bridal showroom, willing to relocate to Delhi.

EXPERIENCE
Nalli Silks, T. Nagar, Chennai — Senior Sales Executive, Silk Sarees (2021 – present)
• Kanjeevaram and wedding silk saree sales, muhurtham sarees
• Explain zari, weaves and pure silk marks to customers
• Handle bridal family purchases of 2-10 lakh during wedding season
Pothys, Chennai — Sales Executive (2019 – 2021)

EDUCATION
B.Com, Ethiraj College for Women, 2019

LANGUAGES
Tamil, English, Hindi (working)

PERSONAL DETAILS
DOB: 11-03-1998 | Marital status: Single

DECLARATION
I declare that the above details are true to my knowledge.`,
  },
  {
    ...S,
    id: 'rd17',
    resume: `Tanvi Sharma
Fashion Designer (Bridal Couture)
Shahpur Jat, New Delhi | tanvi.sharma.design@gmail.com | behance.net/tanvisharma

Experience
Assistant Designer – Aarohi Couture (bridal label), Shahpur Jat (2024 – present)
- Design bridal lehengas and cholis, embroidery layouts, colour stories
- Client consultations for customisation; measurements and trial fittings
- Coordinate with karigars and embroidery unit, quality checks before dispatch

Design Intern – Anita Dongre, Mumbai (Jan – Jun 2024)

Education
B.Des Fashion Design, Pearl Academy, New Delhi – 2024

Skills
Illustration, CorelDraw, Adobe Illustrator, pattern making, embroidery development, client consultation`,
  },
  {
    ...S,
    id: 'rd18',
    resume: `MEGHA NEGI
Dwarka, New Delhi | 9650344102 | meghanegi.retail@gmail.com

Sales Associate with 2 years in ethnic wear and home at FabIndia.

EXPERIENCE
Sales Associate, FabIndia, Vegas Mall, Dwarka (Oct 2024 – Present)
- Women's kurtas, sarees, dupattas and festive collections
- Styling suggestions to customers, alteration tickets
- Monthly stock count, display updates for Diwali and wedding season

Customer Care Executive, Teleperformance, Gurugram (2023 – 2024)

EDUCATION
B.A. English, IGNOU, 2023

SKILLS
Ethnic wear sales, styling, customer service, Hindi, English`,
    skills: ['Ethnic Wear Sales', 'Styling', 'Customer Service'],
    preferredRoles: ['Sales Associate', 'Fashion Consultant'],
    yearsOfExperience: 3,
    city: 'New Delhi',
  },
  {
    ...S,
    id: 'rd19',
    resume: `HARISH GOWDA
Store Manager – Footwear Retail
Rajajinagar, Bengaluru | harish.gowda@gmail.com | +91 97400 12983

PROFESSIONAL SUMMARY
7 years in footwear retail, 3.5 as Store Manager. Runs high-footfall mall stores; strong on inventory, size-set planning and team building.

WORK EXPERIENCE
Store Manager | Metro Shoes, Orion Mall, Bengaluru | May 2023 – Present
• Store revenue 7.2 Cr; ATV up 14%, UPT from 1.3 to 1.5 through add-ons (bags, care)
• Team of 11 incl. ASM and cashiers; roster, training, incentive schemes
• Shrinkage held under 0.3%; audit score 94%
• Size-set replenishment with the DC; end-of-season sale planning

Assistant Store Manager | Mochi (Metro Brands), Forum Mall, Koramangala | Jan 2021 – Apr 2023
Senior Sales Associate | Metro Shoes, Commercial Street | Jun 2019 – Dec 2020

EDUCATION
BBM, Bangalore University – 2019

SKILLS
Store operations | Inventory | Team management | Footwear | VM | Customer experience`,
    skills: ['Store Operations', 'Footwear Retail', 'Team Management', 'Inventory Management', 'Visual Merchandising'],
    preferredRoles: ['Store Manager'],
    yearsOfExperience: 7,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'rd20',
    resume: `CURRICULUM VITAE

MANJUNATH K.
Jayanagar 4th Block, Bengaluru – 560011
Mobile: 9845067712   Email: manjunath.k.bata@gmail.com

CAREER OBJECTIVE
To lead a retail store and deliver growth in sales and customer satisfaction.

WORK EXPERIENCE
Bata India Ltd.
Store Manager, Jayanagar, Bengaluru – April 2022 to till date
  - Store of 3,200 sq ft with footwear, bags and accessories
  - Achieved 118% of target in FY 2024-25; cluster best store award
  - Manage 9 staff, stock receiving, inter-store transfers, audits
Store Manager, Malleshwaram – 2020 to 2022
Asst. Store Manager, Majestic – 2019 to 2020

EDUCATIONAL QUALIFICATION
B.Com – Bangalore University – 2019

PERSONAL DETAILS
Date of Birth: 20-08-1996
Languages: Kannada, English, Hindi, Telugu

DECLARATION
I hereby declare that the above furnished details are true.
Place: Bengaluru`,
  },
  {
    ...S,
    id: 'rd21',
    resume: `Arjun Menon
Store In-charge | Sports Footwear Retail
HSR Layout, Bengaluru | arjunmenon.retail@gmail.com | 9886412230

PROFESSIONAL SUMMARY
5+ years in sports and lifestyle footwear retail; currently heading a brand store with a team of 8. Focus on running, football and lifestyle sneakers, store KPIs and customer experience.

WORK EXPERIENCE
Store In-charge | Nike Brand Store (franchise), Phoenix Marketcity, Whitefield | Mar 2023 – Present
• Full store operations: sales 5.8 Cr/yr, footfall conversion, ATV, UPT
• Team of 8 athletes; hiring, onboarding, product clinics
• Shoe-fit and gait guidance; launch day queues for limited sneakers
• Stock, inter-store transfers and monthly audit

Assistant Store Manager | Puma, Brigade Road | 2021 – 2023
Sales Associate | Decathlon, Sarjapur Road | 2020 – 2021

EDUCATION
BBA, Christ University, Bengaluru – 2020

SKILLS
Store operations • Footwear • KPI management • Team leadership • Inventory`,
    skills: ['Store Operations', 'Footwear', 'Team Leadership', 'Inventory', 'KPI Management'],
    preferredRoles: ['Store Manager'],
    yearsOfExperience: 6,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'rd22',
    resume: `SYED IMRAN
Asst. Store Manager
Kukatpally, Hyderabad | 9849031276 | syedimran.skx@gmail.com

Experience
Skechers Exclusive Store, Inorbit Mall, Hyderabad — Asst. Store Manager (Jan 2025 – present)
- Support Store Manager in daily ops, opening and closing, cash and banking
- Roster for 7 staff; floor management on weekends
- Stock receiving, GRN, DC returns
Skechers, Sarath City Capital Mall — Sales Associate (Aug 2023 – Dec 2024)
- Footwear sales, fitting, customer service

Education
B.Com (Computers), Osmania University – 2023

Skills: footwear sales, floor management, cash handling, GRN, team coordination
Languages: Urdu, Telugu, Hindi, English`,
  },
  {
    ...S,
    id: 'rd23',
    resume: `SHWETHA RAO
Store Manager – Apparel & Lifestyle
Banashankari, Bengaluru | shwetha.rao@gmail.com | +91 99001 45768

SUMMARY
Store Manager with 8 years in fashion retail (Trent – Westside). Large-format store of 18,000 sq ft, team of 35, strong on people management and operations.

EXPERIENCE
Store Manager, Westside (Trent Ltd), Mantri Square Mall, Bengaluru — 2022 – Present
- Annual sales 26 Cr across womenswear, menswear, kids, footwear and home
- Team of 35 incl. 4 department managers
- Inventory accuracy 99.2%; shrinkage 0.4%
- Customer NPS improved from 62 to 71

Department Manager (Womenswear), Westside, Koramangala — 2019 – 2022
Customer Service Associate, Westside, Jayanagar — 2018 – 2019

EDUCATION
MBA (Marketing), Bangalore University – 2018

SKILLS
Large-format retail, people management, operations, inventory, customer experience`,
    skills: ['Store Management', 'Fashion Retail', 'People Management', 'Inventory'],
    preferredRoles: ['Store Manager'],
    yearsOfExperience: 8,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'rd24',
    resume: `Rohan D'Souza
Frazer Town, Bengaluru | rohan.dsouza@gmail.com | 9972356610

Department Manager – Footwear & Accessories

Shoppers Stop, Phoenix Marketcity, Whitefield
Department Manager – Footwear, Bags & Accessories | 2023 – Present
- Run the footwear and accessories floor (Clarks, Steve Madden, Hush Puppies, Skechers, Lavie, Caprese)
- Team of 14 incl. brand staff; sales plan and daily tracking per brand
- Markdown and EOSS planning; brand space allocation
- Stock audits and shrinkage control for the department

Shoppers Stop, Forum Mall — Customer Care Associate → Senior CCA | 2020 – 2023

Education: BBM, St. Joseph's College of Commerce – 2020
Skills: footwear, department management, brand coordination, EOSS, team handling`,
  },
  {
    ...S,
    id: 'rd25',
    resume: `MAHESH SONI
Johari Bazaar, Jaipur | 9414056721 | mahesh.soni.gems@gmail.com

PROFILE
Gemstone sales executive, 4 years in a navratna and precious stone showroom in Jaipur. Explains stones, origin and certificates to retail and astrology-referred clients.

EXPERIENCE
Sales Executive – Shree Ratna Gems, Johari Bazaar, Jaipur (2022 – present)
• Sell certified ruby, emerald, neelam (blue sapphire), pukhraj (yellow sapphire), moti, moonga, gomed, lehsunia
• Guide clients on rashi stone, weight in ratti, and wearing finger / metal
• Send stones to GJEPC-GTL and IGI for certification; explain reports
• Handle online enquiries on WhatsApp and video calls; ring/pendant making orders with karigar

Counter Assistant – Jaipur Gems Emporium, MI Road (2021 – 2022)

EDUCATION
B.Com, University of Rajasthan – 2021
Gem Identification Course, Gemmological Institute of India (short course) – 2022

SKILLS
Gemstone sales, navratna, certification, gem identification basics, Hindi, English, Marwari`,
    skills: ['Gemstone Sales', 'Navratna', 'Gemstone Certification', 'Customer Consultation'],
    preferredRoles: ['Gemstone Sales Executive'],
    yearsOfExperience: 5,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 'rd26',
    resume: `Kavita Agarwal, G.G.
Gemmologist
Malviya Nagar, Jaipur | kavita.agarwal.gg@gmail.com | +91 94140 88312

Work Experience
Gemmologist – Gem Testing Laboratory (GJEPC), Jaipur | 2023 – Present
- Identify coloured gemstones with refractometer, polariscope, spectroscope, microscope and UV
- Detect treatments (heat, glass filling, oiling, dyeing) and synthetics
- Prepare identification reports for ruby, sapphire, emerald and pearls
- Screen melee diamonds for lab-grown

Trainee Gemmologist – a coloured stone exporter, Jaipur | 2022 – 2023
- Sorting and grading of emerald and tanzanite lots for export

Education
Graduate Gemologist (G.G.), GIA – 2022
M.Sc. Geology, University of Rajasthan – 2021

Skills
Gem identification, treatment detection, report writing, coloured stone grading`,
  },
  {
    ...S,
    id: 'rd27',
    resume: `AMIT SHARMA
Gemstone Consultant (Astrological Gemstones)
Vaishali Nagar, Jaipur | amitsharma.ratna@gmail.com | 8003914471

SUMMARY
3 years as gemstone consultant for an online + showroom brand; advise clients on navratna stones as per kundli recommendations from astrologers; strong closing on calls and video.

EXPERIENCE
Gemstone Consultant — Brahma Gems (online store & showroom), C-Scheme, Jaipur | Jul 2023 – Present
• Consult 25-30 leads a day (website, Instagram, astrologer referrals)
• Recommend stone, weight and origin (Ceylon, Burma, Zambia, Colombia) within budget
• Explain lab certificates and treatment disclosure; ring sizing and making
• Monthly sales 15-20 lakh; repeat clients for pendants and rudraksha

Telesales Executive — Policybazaar, Gurugram | 2022 – 2023

EDUCATION
B.A., Rajasthan University – 2022; Jyotish Visharad (basic) – 2023

SKILLS
Gemstone sales • Navratna • Telesales • Certification explanation • CRM`,
    skills: ['Gemstone Sales', 'Navratna', 'Telesales', 'CRM'],
    preferredRoles: ['Gemstone Consultant'],
    yearsOfExperience: 4,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 'rd28',
    resume: `BIO-DATA

Name: Salim Khan
Father's Name: Mohd. Rafiq Khan
Address: Ramganj, Jaipur (Raj.)
Mobile: 9829134507

Work Experience:
Gemstone Cutter (Lapidary) – 9 years
- Cutting and polishing of emerald, ruby, tanzanite, amethyst and garnet
- Faceting of calibrated sizes and cabochons for jewellery manufacturers
- Sorting rough by colour and quality, weight loss planning
Worked with: Ratan Gems Manufacturing, Sitapura (2019 – till date)
                Family workshop, Ramganj (2017 – 2019)

Education: 10th pass, RBSE (2013)

Other: Basic knowledge of navratna stones and certificates from buyers

Languages: Hindi, Urdu

Declaration: All the above information is correct.
Date:                  Place: Jaipur           Salim Khan`,
  },
  {
    ...S,
    id: 'rd29',
    resume: `Ritu Choudhary
MI Road, Jaipur | 9571233408 | ritu.choudhary.jewel@gmail.com

Jewellery Sales Executive – 3 years

Experience
Kalyan Jewellers, MI Road, Jaipur | Sales Executive | Sep 2023 – present
- Gold and diamond jewellery sales, bridal sets and daily wear
- Explain purity (BIS hallmark), making charges, old gold exchange
- Monthly target achieved 9 out of 12 months
Surana Jewellers, Johari Bazaar | Sales Trainee | 2023

Education
B.Com, Kanoria PG Mahila Mahavidyalaya – 2022

Skills: jewellery sales, customer handling, hallmarking knowledge, billing
Languages: Hindi, English, Rajasthani`,
  },
  {
    ...S,
    id: 'rd30',
    resume: `HARDIK SHAH
Sales Executive – Polished Diamonds
Opera House / BKC, Mumbai | hardik.shah.dia@gmail.com | +91 98193 55210

PROFESSIONAL SUMMARY
5 years selling polished natural diamonds (GIA / IGI certified and non-certified) to manufacturers, retailers and overseas buyers from Bharat Diamond Bourse.

WORK EXPERIENCE
Sales Executive | Shah Brothers Diamonds, Bharat Diamond Bourse (0.30 – 5 ct rounds & fancies) | 2021 – Present
• Sell 3-4 Cr of polished goods per month to 60+ active clients
• Prepare parcels and memos, quote on Rap basis with discount, negotiate
• Inventory on the firm's ERP; upload stones to RapNet and B2B portals
• Follow up payment terms (30/60 days), coordinate GIA submissions

Sales Trainee | Shree Ramkrishna Exports (Mumbai office) | 2020 – 2021
• Assorting help, client visits with seniors

EDUCATION
B.Com, Narsee Monjee College – 2020
Diamond Grading Diploma, IIGJ Mumbai – 2020

SKILLS
Polished diamond sales | 4Cs | RapNet | Memo | Client relations | Gujarati, Hindi, English`,
    skills: ['Polished Diamond Sales', '4Cs', 'RapNet', 'Memo Management', 'Client Relations'],
    preferredRoles: ['Diamond Sales Executive'],
    yearsOfExperience: 6,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rd31',
    resume: `CURRICULUM VITAE

Name: Jignesh Patel
Address: Varachha Road, Surat, Gujarat
Mobile: 9825667105

Objective: To get a good position in a diamond company using my assortment experience.

Experience:
Diamond Assorter – Shree Gopi Diamonds (polished manufacturer), Surat (2020 – till date)
 - Assortment of polished goods by colour, clarity, cut and fluorescence
 - Making of parcels and lots for sale and for GIA submission
 - Checking 4Cs with loupe, microscope and Sarine machine
Rough Sorter / Galaxy operator – Varachha unit (2018 – 2020)

Education: 12th Commerce, GSEB – 2017
Course: Diamond Assortment Certificate, IDI Surat – 2018

Languages: Gujarati, Hindi

Declaration: I hereby declare that the above particulars are true.
Jignesh Patel`,
  },
  {
    ...S,
    id: 'rd32',
    resume: `DHRUVI MEHTA
Marketing Executive – Diamond Export
Adajan, Surat | dhruvi.mehta@gmail.com | +91 97270 33418

SUMMARY
Diamond marketing executive, 4 years in polished natural diamond exports to Hong Kong, Antwerp, New York and Dubai buyers. Strong in client communication, price lists and shipment follow-ups.

EXPERIENCE
Marketing Executive | Diamond export house, Surat Diamond Bourse | 2022 – Present
• Handle 40 overseas buyers; send stock lists, videos and certificates daily
• Prepare price quotations on Rapaport with discounts, negotiate deals
• Coordinate trade show stock for HK Jewellery & Gem Fair and IIJS
• Memo and consignment tracking; export documents with accounts

Sales Coordinator | Venus Jewel, Surat | 2021 – 2022
• Stock listing on RapNet and IDEX; client CRM

EDUCATION
BBA, Veer Narmad South Gujarat University – 2021
Polished Diamond Grading, IGI – 2021

SKILLS
Diamond sales • Export marketing • RapNet / IDEX • 4Cs • Negotiation`,
    skills: ['Diamond Sales', 'Export Marketing', 'RapNet', '4Cs', 'Negotiation'],
    preferredRoles: ['Diamond Marketing Executive', 'Sales Executive'],
    yearsOfExperience: 5,
    city: 'Surat',
  },
  {
    ...S,
    id: 'rd33',
    resume: `Nirav Doshi
Diamond Broker (Polished)
Opera House, Mumbai | 9820334471

Profile
Independent polished diamond broker since 2019 at Bharat Diamond Bourse and Opera House. Connect manufacturers with jewellery makers and retailers for 0.50 – 3 ct certified goods.

Experience
Diamond Broker (self-employed), BDB Mumbai — 2019 – present
- Source stones from 30+ manufacturers on memo; match buyer requirement
- Negotiate price and terms, deliver and collect payments
- Good network with jewellery manufacturers in Zaveri Bazaar and SEEPZ
Office Assistant – diamond trading firm, Opera House — 2017 – 2019
- Parcel handling, memos, GIA submission runs

Education
HSC, Maharashtra Board – 2016; Diamond course, GJEPC – 2018

Skills: polished diamonds, 4Cs, negotiation, network, Gujarati / Hindi`,
  },
  {
    ...S,
    id: 'rd34',
    resume: `SNEHA KULKARNI
Aundh, Pune | sneha.kulkarni.jewels@gmail.com | 9890233417

CAREER OBJECTIVE
To grow as a jewellery sales professional with a modern brand.

WORK EXPERIENCE
PNG Jewellers, Laxmi Road, Pune – Sales Executive (Jun 2023 – Present)
- Gold jewellery sales – mangalsutra, bangles, bridal sets
- Explaining gold rates, hallmark and making charges; old gold exchange
- Festive target achievement during Akshaya Tritiya and Dhanteras
Reliance Trends, Aundh – Cashier (2022 – 2023)

EDUCATIONAL QUALIFICATION
B.Com, Savitribai Phule Pune University – 2022

LANGUAGES
Marathi, Hindi, English

DECLARATION
I declare that the above information is true to the best of my knowledge.`,
  },
  {
    ...S,
    id: 'rd35',
    resume: `SIDDHI JOSHI
Diamond Grader
Goregaon (E), Mumbai | siddhi.joshi.gg@gmail.com | +91 90040 12875

WORK EXPERIENCE
Diamond Grader | IGI – International Gemological Institute, Mumbai | Jul 2024 – Present
• Grade natural and lab-grown diamonds for colour and clarity under daylight-equivalent lamps
• Clarity plotting on inclusion diagrams; cut grading with Sarine / proportion scopes
• Screening of LGDs (CVD/HPHT) with DiamondView and PL
• 250+ stones per day, QC second-opinion grading

Intern Grader | IGI Mumbai | Jan – Jun 2024

EDUCATION
Graduate Diamond Program, IGI School of Gemology – 2023
B.Sc. Physics, Mithibai College – 2023

SKILLS
Diamond grading | Clarity plotting | Colour grading | LGD screening | Microscope`,
    skills: ['Diamond Grading', 'Clarity Grading', 'Colour Grading', 'LGD Screening'],
    preferredRoles: ['Diamond Grader'],
    yearsOfExperience: 2,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rd36',
    resume: `PARTH DESAI
Fresher – Diamond Grading
Katargam, Surat | parthdesai.gems@gmail.com | 7016233409

OBJECTIVE
GIA-trained fresher looking for a grading position in a gemmological lab.

EDUCATION
Graduate Diamonds (GD), GIA India, Surat – 2026
Diploma in Diamond Grading & Identification, IIGJ Surat – 2025
B.Sc. Chemistry, VNSGU – 2025

PRACTICAL TRAINING
- 200+ hours grading colour, clarity and cut on GIA reference masters
- Use of 10x loupe, gemological microscope, tweezers, Leveridge gauge
- Basic synthetic and simulant detection
- 2-month internship at a lab-grown diamond grading lab in Surat: stone entry, measurements, report checking

SKILLS
Diamond grading, clarity plotting, MS Excel, Gujarati / English / Hindi`,
    skills: ['Diamond Grading', 'Clarity Plotting', 'Gemological Microscope'],
    preferredRoles: ['Diamond Grader', 'Grading Technician'],
    yearsOfExperience: 0,
    city: 'Surat',
  },
  {
    ...S,
    id: 'rd37',
    resume: `Kajal Vaghasiya
Grading Technician | Surat
kajal.v.grading@gmail.com | 9724155310

Experience
Grading Technician — Solitaire Gemmological Laboratories (SGL), Surat | 2023 – present
- Colour and clarity grading of polished diamonds (natural and LGD), 0.01 – 10 ct
- Proportion measurement on Sarine DiaMension; report data entry
- Type screening; refer suspect stones to senior gemmologist
- Laser inscription checking before dispatch

Junior Grader — Varachha-based lab (Lab-grown reports) | 2022 – 2023

Education
Diamond Grading Course, HRD Antwerp (Surat batch) – 2022
B.Com, VNSGU – 2022

Skills: diamond grading, Sarine, clarity, colour, LGD`,
  },
  {
    ...S,
    id: 'rd38',
    resume: `ROHIT CHAUHAN
CVD Process Technician – Lab Grown Diamonds
Sachin GIDC, Surat | rohit.chauhan.cvd@gmail.com | 9913344502

SUMMARY
4 years in a CVD lab-grown diamond plant; growth reactor operations, seed preparation and post-growth checks.

EXPERIENCE
CVD Process Technician | lab-grown diamond plant, Sachin GIDC, Surat | 2022 – Present
• Operate 12 microwave plasma CVD reactors; recipe loading, gas flows, vacuum
• Seed plate cleaning and loading; monitor growth runs and log parameters
• Post-growth inspection of as-grown crystals for cracks and inclusions under microscope
• HPHT annealing batch sheets for colour improvement

Maintenance Trainee | Sachin GIDC engineering unit | 2021 – 2022

EDUCATION
Diploma in Mechanical Engineering, Government Polytechnic Surat – 2021

SKILLS
CVD reactors • Vacuum systems • Process logs • Microscope inspection • Safety`,
    skills: ['CVD Reactor Operation', 'Process Monitoring', 'Microscope Inspection', 'Vacuum Systems'],
    preferredRoles: ['CVD Technician'],
    yearsOfExperience: 5,
    city: 'Surat',
  },
  {
    ...S,
    id: 'rd39',
    resume: `CURRICULUM VITAE

MAMTA YADAV
Andheri (E), Mumbai
Phone: 9867012254

CAREER OBJECTIVE
To work in quality control in a jewellery company.

EXPERIENCE
QC Inspector – Jewellery manufacturing unit, SEEPZ SEZ, Andheri (2021 – till date)
  * Inspect finished diamond-studded gold jewellery for stone setting, missing stones, polish and finish
  * Check diamond quality against order (colour/clarity range) with loupe
  * Weight checking, hallmark and stamping check, rejection reports
QC Helper – Goregaon jewellery workshop (2019 – 2021)

EDUCATIONAL QUALIFICATION
B.A., Mumbai University – 2019
Certificate in Diamond Grading (basic), SEEPZ Gem & Jewellery Skill Council – 2020

PERSONAL DETAILS
Languages: Hindi, Marathi, English

DECLARATION
I hereby declare that the above information is true.`,
  },
  {
    ...S,
    id: 'rd40',
    resume: `AISHWARYA PATIL
Jewellery Consultant – Lab-Grown Diamonds
Viman Nagar, Pune | aishwarya.patil@gmail.com | +91 98509 66218

PROFESSIONAL SUMMARY
2 years selling lab-grown diamond jewellery in a mall store; explains CVD / HPHT, IGI certificates and value vs mined diamonds to first-time buyers.

WORK EXPERIENCE
Sales Consultant | Limelight Lab Grown Diamonds, Phoenix Marketcity, Pune | Oct 2024 – Present
• Solitaire rings, studs, tennis bracelets and custom orders
• 115% of monthly target in 8 of the last 12 months
• Store display, stock tally, customer follow-up on WhatsApp
• Engagement ring consultations, ring size and metal choice

Customer Relationship Associate | Pantaloons, Amanora Mall | 2023 – 2024

EDUCATION
BBA, Symbiosis (SCDL) – 2023

SKILLS
Lab-grown diamonds | Jewellery sales | IGI certificates | Clienteling | Target achievement`,
    skills: ['Lab Grown Diamonds', 'Jewellery Sales', 'IGI Certificates', 'Target Achievement'],
    preferredRoles: ['Jewellery Sales Consultant'],
    yearsOfExperience: 3,
    city: 'Pune',
  },
  {
    ...S,
    id: 'rd41',
    resume: `Shruti Jadhav
Jewellery Consultant | CaratLane | Pune
shruti.jadhav21@gmail.com | 9766120034

Experience
Jewellery Consultant — CaratLane (A Tanishq Partnership), Phoenix Marketcity, Viman Nagar, Pune
2023 – Present
- Diamond and gemstone jewellery sales: solitaires, everyday diamonds, gifting
- Try-at-home appointments and video consultations
- Explain diamond 4Cs, certification and lifetime exchange
- Store awards: Star Consultant (Feb 2025, Oct 2025)

Sales Associate — Tanishq, JM Road, Pune
2022 – 2023
- Gold and diamond jewellery, wedding purchases

Education
B.Com, Fergusson College, Pune – 2022

Skills
Diamond jewellery sales, 4Cs, clienteling, store display, Marathi / Hindi / English`,
  },
  {
    ...S,
    id: 'rd42',
    resume: `CURRICULUM VITAE

MOHAMMED FAIZAL K.
Sales Executive – Diamond & Gold Jewellery
Current location: Dubai, UAE | Native: Pune, Maharashtra
Mobile: +971 55 412 8830 / +91 98224 17760 | Email: faizal.k.jewel@gmail.com
Visa status: Employment visa (notice 1 month) | Passport: valid till 2031

CAREER OBJECTIVE
Seeking to return to India (Pune) in diamond jewellery sales with a modern brand.

PROFESSIONAL EXPERIENCE
Malabar Gold & Diamonds, Meena Bazaar, Dubai — Sales Executive (Diamond Section)
Feb 2022 – Present
• Diamond jewellery sales to Indian, Arab and European tourists; solitaires and bridal diamond sets
• Individual monthly target AED 350,000; consistently above 100%
• Explain certificates (IGI / GIA) and buy-back policy
• Stock tally, display, tax-free (VAT refund) billing

Joyalukkas, Pune — Sales Associate
Jun 2020 – Jan 2022

EDUCATION
BBA, Savitribai Phule Pune University – 2020

LANGUAGES
English, Hindi, Malayalam, Arabic (basic)

PERSONAL DETAILS
DOB: 02-11-1998 | Nationality: Indian | Marital status: Single`,
    skills: ['Diamond Jewellery Sales', 'Certificates', 'Target Achievement', 'Customer Handling'],
    preferredRoles: ['Jewellery Sales Executive'],
    yearsOfExperience: 6,
    city: 'Pune',
  },
  {
    ...S,
    id: 'rd43',
    resume: `ZARA SHAIKH
Jewellery Advisor
Kalyani Nagar, Pune | zara.shaikh.lgd@gmail.com | 8007712345

Experience
Jewellery Advisor | Solitario Diamonds (lab-grown), Pavilion Mall, Pune | Mar 2025 – Present
- Sell lab-grown diamond rings, earrings and pendants; explain IGI reports
- Walk-in conversion and Instagram lead follow-ups
- Daily stock tally, window display, customer database

Retail Sales Associate | Bath & Body Works, Phoenix Marketcity, Pune | Jun 2024 – Feb 2025

Education
B.A. (Economics), Nowrosjee Wadia College – 2024

Skills
Lab-grown diamond jewellery, customer handling, upselling, social media leads`,
  },
  {
    ...S,
    id: 'rd44',
    resume: `RAJESH IYER
Area Manager – Retail (Watches)
Chembur, Mumbai | rajesh.iyer.retail@gmail.com | +91 98201 77354

PROFESSIONAL SUMMARY
14 years in premium watch and accessories retail, 5 as Area Manager for Titan Company's Helios chain in Mumbai. Responsible for 7 stores, 60+ staff, area P&L of 70 Cr.

WORK EXPERIENCE
Area Manager – Mumbai | Helios, Titan Company Ltd | Apr 2021 – Present
• Lead 7 multi-brand watch stores and their Store Managers
• Area P&L, annual operating plan, monthly business reviews
• New store openings: Jio World Drive (2023), Thane (2024)
• Store audits, shrinkage, manpower planning; built 3 store managers from ASMs
• Brand partnerships with Tissot, Seiko, Guess and Movado for events

Store Manager | Helios, Phoenix Palladium, Mumbai | 2016 – 2021
• Flagship store, sales grew from 11 Cr to 17 Cr in four years
• Team of 9; two team members promoted to Store Manager
• Best Store – West, FY2018-19 and FY2019-20
• Corporate and festive gifting tie-ups with banks and builders

Store Manager | World of Titan, Vashi | 2014 – 2016
• Turned around a loss-making store to break-even within 12 months
• Stock accuracy 99.5%; customer complaints closed within 48 hrs

Sales Executive → Asst. Store Manager | World of Titan, Mumbai | 2012 – 2014
• Watch sales, service intake, cash and banking, opening/closing

CERTIFICATIONS
Retail Leadership Programme, Titan School of Retail – 2019

EDUCATION
MBA (Marketing), K.J. Somaiya Institute – 2012
B.Com, Mumbai University – 2010

SKILLS
Multi-store management | P&L | Retail operations | Team development | New store openings`,
    skills: ['Multi-store Management', 'P&L Management', 'Retail Operations', 'Team Leadership', 'Watches'],
    preferredRoles: ['Area Manager', 'Regional Manager'],
    yearsOfExperience: 14,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rd45',
    resume: `ALOK SRIVASTAVA
Cluster Manager – Premium Leather Accessories (West)
Thane (W) | alok.srivastava@gmail.com | 9892045513

Summary: 13 years in retail; last 4 years handling a cluster of 5 leather accessories stores across Mumbai and Pune. Strong business planning, store manager coaching and operations.

Experience
Cluster Manager – Da Milano Italy, Mumbai & Pune (5 stores) | 2022 – present
- Cluster P&L ~28 Cr; like-for-like growth 12% FY25
- Monthly reviews with store managers; stock rotation across stores
- Recruitment and training of store staff; grooming and service audits
- Launch events with corporate clients for gifting

Store Manager – Hidesign, Phoenix Marketcity Kurla | 2017 – 2022
Assistant Store Manager – Louis Philippe, Thane | 2015 – 2017
Sales Executive – Shoppers Stop, Andheri | 2013 – 2015

Education: MBA (Retail Mgmt), ITM Navi Mumbai – 2013; B.Sc., Lucknow University – 2011

Skills: cluster management, P&L, business planning, coaching, leather goods`,
  },
  {
    ...S,
    id: 'rd46',
    resume: `FARAH MISTRY
Area Manager | Luxury Accessories & Crystal | West India
Bandra (W), Mumbai | farah.mistry@outlook.com | +91 98923 40112

PROFESSIONAL SUMMARY
Retail leader with 15 years in international accessories and fashion brands; 6 years as Area Manager for Swarovski India covering 8 boutiques in Mumbai, Pune and Goa.

WORK EXPERIENCE
Area Manager – West | Swarovski India | 2020 – Present
• 8 boutiques, area revenue 45 Cr; profitability up 3 pts through staffing model
• Coach 8 Boutique Managers; succession planning, internal promotions
• Openings at Jio World Drive and Phoenix Pune; 2 relocations
• Compliance, stock audits, loss prevention, clienteling KPIs

Boutique Manager | Swarovski, High Street Phoenix | 2016 – 2020
Store Manager | Mango, Inorbit Malad | 2013 – 2016
Department Manager | Lifestyle, Oberoi Mall | 2011 – 2013

EDUCATION
BMS, H.R. College, Mumbai – 2011

SKILLS
Area management • P&L • Luxury retail • Coaching • Store openings • Loss prevention`,
    skills: ['Area Management', 'P&L', 'Luxury Retail', 'Store Openings', 'Coaching'],
    preferredRoles: ['Area Manager'],
    yearsOfExperience: 15,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rd47',
    resume: `KUNAL BHOSALE
Assistant Store Manager
Lower Parel, Mumbai | kunal.bhosale.retail@gmail.com | 9769902287

EXPERIENCE
Assistant Store Manager | Zara (Inditex Trent), Phoenix Palladium, Mumbai | 2024 – Present
- Run the men's section: team of 12, rosters, floor coverage
- Stock flow, replenishment, RFID counts
- Supports Store Manager in KPIs and staff training

Section Lead | Zara, R City Mall | 2022 – 2024
Sales Associate | H&M, Infiniti Mall Andheri | 2021 – 2022

EDUCATION
BMS, Mumbai University – 2021

SKILLS
Floor management, team handling, replenishment, fashion retail`,
  },
  {
    ...S,
    id: 'rd48',
    resume: `SHREYA NAIK
Retail Operations Executive
Powai, Mumbai | shreya.naik@gmail.com | 9820440187

PROFILE
3 years in retail operations at head office for a luxury multi-brand e-tail and retail company. MIS, SOPs, store audits and coordination with 20+ stores.

EXPERIENCE
Retail Operations Executive — Tata CLiQ Luxury / luxury stores division, Mumbai HO (2023 – present)
• Daily sales MIS and store-wise dashboards (Excel, Power BI)
• SOP roll-out, store audit checklists, petty cash and facility tickets
• Coordinate new store launches with projects and IT

Operations Trainee — Future Retail, Mumbai (2022 – 2023)

EDUCATION
MBA (Operations), NMIMS – 2022

SKILLS
MIS, Excel, Power BI, SOPs, store audits, vendor coordination`,
    skills: ['Retail Operations', 'MIS Reporting', 'Excel', 'Power BI', 'Store Audits'],
    preferredRoles: ['Retail Operations Executive'],
    yearsOfExperience: 4,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rd49',
    resume: `SANJAY TIWARI
Area Sales Manager – FMCG
Mira Road, Mumbai | sanjay.tiwari.fmcg@gmail.com | 9833016742

SUMMARY
12 years in FMCG sales (general trade and modern trade). Handling distributors, sales officers and secondary sales for Mumbai suburbs.

EXPERIENCE
Area Sales Manager, Hindustan Unilever (via distributor channel), Mumbai North — 2020 – present
- 9 distributors, 6 sales officers, 70 DSRs; area turnover 140 Cr
- Beat planning, outlet expansion, scheme execution, claims
Sales Officer, Dabur India, Thane — 2016 – 2020
Territory Sales In-charge, Parle Products, Nashik — 2014 – 2016

EDUCATION
MBA (Marketing), Pune University – 2014

SKILLS
Distributor management, secondary sales, modern trade, team handling`,
  },
  {
    ...S,
    id: 'rd50',
    resume: `NIKITA D'SOUZA
Beauty Advisor
Indiranagar, Bengaluru | nikita.dsouza.mua@gmail.com | +91 96118 20035

WORK EXPERIENCE
Beauty Advisor | M·A·C Cosmetics, Shoppers Stop, Orion Mall, Bengaluru | Jan 2025 – Present
• Makeup application and product consultations; foundation shade matching
• Counter target 9 lakh/month; achieved 107% average
• Client book, masterclass events, Back-to-MAC recycling programme
• Counter upkeep, testers, stock counts

Beauty Advisor (Trainee) | Lakmé counter, Lifestyle, Forum Mall | Jun 2024 – Dec 2024

EDUCATION
B.Com, St. Joseph's College – 2024
Certificate in Professional Makeup, VLCC Institute – 2024

SKILLS
Makeup application | Skincare consultation | Shade matching | Counter sales | Clienteling`,
    skills: ['Makeup Application', 'Skincare Consultation', 'Cosmetics Sales', 'Clienteling'],
    preferredRoles: ['Beauty Advisor'],
    yearsOfExperience: 2,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'rd51',
    resume: `CURRICULUM VITAE

Name: Priya Reddy
Address: BTM Layout 2nd Stage, Bengaluru
Mobile: 9740011238   Email: priyareddy.beauty@gmail.com

Career Objective
To work as a beauty consultant with a prestige skincare and makeup brand.

Work Experience
Beauty Consultant – Estée Lauder Companies (Clinique / Estée Lauder counter), Lifestyle, Forum Mall, Koramangala (Aug 2023 – till date)
- Skin analysis with Clinical Reality tool; regimen recommendations
- Makeup demonstrations and mini facials; gift-with-purchase events
- Counter target achievement and stock maintenance
Beauty Advisor – Nykaa On Trend store, Jayanagar (2022 – 2023)

Educational Qualification
B.Sc. (Home Science), Bangalore University – 2022

Languages: Telugu, Kannada, English, Hindi

Declaration
I hereby declare that all the information given above is true.`,
  },
  {
    ...S,
    id: 'rd52',
    resume: `ANJALI MENON
Beauty Specialist – Prestige Beauty Retail
Whitefield, Bengaluru | anjali.menon.beauty@gmail.com | 8861205547

SUMMARY
Beauty specialist with 2 years in multi-brand prestige beauty: skincare, makeup and fragrance. Confident in consultations, upselling regimens and loyalty enrolment.

EXPERIENCE
Beauty Specialist | Sephora, Phoenix Marketcity, Whitefield | Apr 2024 – Present
• Consult across Dior, Huda Beauty, Fenty, Charlotte Tilbury and Clinique
• Colour match, skincare regimens, quick makeovers for events
• Beauty Pass enrolment; top in store for loyalty sign-ups Q1 2025
• Replenishment, planogram upkeep

Customer Service Associate | Westside, Whitefield | Jun 2023 – Mar 2024

EDUCATION
BBA, Jain University – 2023

SKILLS
Skincare consultation • Makeup • Fragrance • Upselling • Loyalty programmes`,
    skills: ['Skincare Consultation', 'Makeup', 'Fragrance', 'Upselling'],
    preferredRoles: ['Beauty Advisor', 'Beauty Specialist'],
    yearsOfExperience: 3,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'rd53',
    resume: `SANA FATHIMA
Freelance Makeup Artist (Bridal & Party)
Frazer Town, Bengaluru | Instagram: @sana.makeovers | 9945120087

About
Certified makeup artist with 4 years of freelance work: bridal, engagement, reception and party looks. HD and airbrush makeup, hairstyling basics.

Experience
Freelance Makeup Artist | Bengaluru | 2022 – present
- 150+ brides; Muslim, Kannadiga, Malayali and North Indian bridal looks
- Airbrush and HD makeup with MAC, Huda, Kryolan, Bobbi Brown kits
- Bookings via Instagram and WedMeGood; trial sessions
Assistant Makeup Artist | Studio of a celebrity MUA, Bengaluru | 2021 – 2022

Education
Professional Makeup Course, Lakmé Academy powered by Aptech – 2021
PUC, Karnataka Board – 2019

Skills: bridal makeup, airbrush, HD makeup, skin prep, hairstyling`,
  },
  {
    ...S,
    id: 'rd54',
    resume: `VIJAY KUMAR
Senior Hair Stylist
Koramangala, Bengaluru | 9886544102 | vijay.hairstylist@gmail.com

Experience
Senior Hair Stylist — Lakmé Salon, Koramangala 5th Block (2021 – present)
- Haircuts, global colour, balayage, keratin and smoothening
- Client consultation for hair care; retail of L'Oréal Professionnel products
- Train junior stylists
Hair Stylist — Naturals Salon, BTM Layout (2018 – 2021)

Education
Diploma in Hairdressing, Lakmé Academy – 2018

Skills: haircuts, colouring, hair treatments, client consultation, product retail`,
    skills: ['Hair Styling', 'Hair Colouring', 'Keratin Treatment', 'Client Consultation'],
    preferredRoles: ['Hair Stylist'],
    yearsOfExperience: 8,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'rd55',
    resume: `BIO-DATA

Name: Kavya N.
Address: Rajajinagar, Bengaluru
Phone: 8050231146

Objective: To work in a reputed pharmacy or retail store.

Experience:
Pharmacy Assistant – Apollo Pharmacy, Rajajinagar (2023 – till date)
  - Dispensing medicines as per prescription under pharmacist
  - Billing, stock arrangement, expiry checks
  - Suggest OTC skin care, sunscreen and baby care products at counter
Billing Staff – MedPlus, Malleshwaram (2022 – 2023)

Education: D.Pharm (pursuing), PUC (Science) – 2021

Languages: Kannada, English, Hindi

Declaration: The above details are true to my knowledge.`,
  },
  {
    ...S,
    id: 'rd56',
    resume: `Rhea Sharma
Beauty Advisor | Nykaa Luxe | Bengaluru
rhea.sharma.luxe@gmail.com | 9008812273

Professional Experience
Beauty Advisor — Nykaa Luxe store, Phoenix Mall of Asia, Hebbal, Bengaluru | Feb 2024 – present
• Luxury skincare and makeup: Estée Lauder, Lancôme, Kiehl's, Bobbi Brown, Huda Beauty
• Skin consultations, makeover services, personal shopping appointments
• Monthly sales 7-8 lakh; 2x Best Beauty Advisor (Bengaluru stores)
• Counter merchandising and tester hygiene

Retail Associate — The Body Shop, Mantri Square | 2023 – 2024

Education
B.A., Mount Carmel College – 2023
Beauty & Makeup certificate, Orane International – 2023

Skills: skincare, makeup, luxury beauty, personal shopping, targets`,
    skills: ['Luxury Beauty Sales', 'Skincare', 'Makeup', 'Personal Shopping'],
    preferredRoles: ['Beauty Advisor'],
    yearsOfExperience: 3,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'rd57',
    resume: `Deepika S.
Fragrance Consultant
Malleshwaram, Bengaluru | 9980145633 | deepika.fragrance@gmail.com

Experience
Fragrance Consultant — Parcos (Luxury perfumes), Phoenix Marketcity, Bengaluru (2024 – present)
- Recommend fragrances from Dior, Chanel, Hugo Boss, Versace, Carolina Herrera
- Scent profiling and layering suggestions; gift sets during festive season
- Weekly sales target and stock maintenance
Promoter — Fogg / Vini Cosmetics, Big Bazaar, Rajajinagar (2023 – 2024)

Education
B.Com, Maharani's College – 2023

Skills: fragrance knowledge, customer handling, upselling, gift packing`,
  },
  {
    ...S,
    id: 'rd58',
    resume: `TANYA KAPADIA
Visual Merchandiser – Luxury & Premium Fashion
Juhu, Mumbai | tanya.kapadia.vm@gmail.com | portfolio: tanyakvm.com | 9819023378

SUMMARY
5 years in visual merchandising for multi-brand luxury and premium fashion stores: windows, in-store displays, planograms and brand compliance.

EXPERIENCE
Visual Merchandiser | The Collective (Aditya Birla Fashion), Palladium, Mumbai | 2023 – Present
• Windows and floor layouts for Versace Jeans Couture, Ted Baker, Emporio Armani and more
• Monthly window themes; festive and EOSS roll-outs
• Planograms, fixture planning, brand VM audits

VM Executive | Shoppers Stop, Andheri | 2021 – 2023
• Department VM, mannequin styling, signage

EDUCATION
B.Des (Fashion Communication), NIFT Mumbai – 2021

SKILLS
Window display • Planograms • Mannequin styling • SketchUp • Brand VM compliance`,
    skills: ['Visual Merchandising', 'Window Display', 'Planograms', 'Mannequin Styling'],
    preferredRoles: ['Visual Merchandiser'],
    yearsOfExperience: 5,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rd59',
    resume: `PRAKASH SAWANT
Production Supervisor – Jewellery Manufacturing
Jogeshwari (E), Mumbai | 9867556123 | prakash.sawant.jm@gmail.com

SUMMARY
11 years in diamond-studded gold jewellery manufacturing for export; supervising casting, setting and polishing departments at SEEPZ.

EXPERIENCE
Production Supervisor — export jewellery manufacturer, SEEPZ SEZ, Andheri (E) | 2019 – present
- Supervise 60 karigars across casting, filing, setting and polishing
- Daily production planning to meet shipment dates for US and UK customers
- Metal loss control, gold and diamond issue/receipt, QC coordination
Setting Department In-charge — Goregaon unit | 2015 – 2019
Diamond Setter (micro pave) — SEEPZ | 2015

EDUCATION
Diploma in Jewellery Design & Manufacturing, SNDT – 2014

SKILLS
Production planning, karigar management, metal loss, setting, QC`,
  },
  {
    ...S,
    id: 'rd60',
    resume: `CURRICULUM VITAE

ROHAN FERNANDES
Boutique Manager – Luxury Watches
Current location: Dubai, UAE | Home town: Mumbai, India
+971 50 731 2204 | rohan.fernandes.lux@gmail.com
Visa: Employment (transferable) | Notice period: 60 days

PROFILE
11 years in luxury watch retail in the UAE and India, 5 years as Boutique Manager for Rivoli Group. Seeking to relocate back to Mumbai in a boutique or store manager role.

PROFESSIONAL EXPERIENCE
Boutique Manager – TAG Heuer Boutique, Rivoli Group, The Dubai Mall
Jan 2021 – Present
• Annual boutique sales AED 22 million; 6 sales staff and 1 admin
• Tourist and VIP clientele (GCC, Russian, Indian); private viewings
• Stock audits, brand VM guidelines, after-sales with service centre
Senior Sales Associate – Rivoli Vision & Prestige watches, Mall of the Emirates
2017 – 2020
Sales Executive – Ethos Watch Boutique, Phoenix Palladium, Mumbai
2015 – 2017

EDUCATION
B.Com, St. Xavier's College, Mumbai – 2015

LANGUAGES
English, Hindi, Konkani, Arabic (basic)

PERSONAL DETAILS
Nationality: Indian | DOB: 17-06-1993 | Driving licence: UAE`,
    skills: ['Boutique Management', 'Luxury Watches', 'VIP Clienteling', 'Stock Audit', 'Team Leadership'],
    preferredRoles: ['Boutique Manager', 'Store Manager'],
    yearsOfExperience: 11,
    city: 'Mumbai',
  },
];

export const RESUME5_LABELS: Labels = {
  'rd-handbag-sales-associate': { rd01: 2, rd02: 2, rd03: 2, rd04: 1, rd05: 1 },
  'rd-watch-boutique-store-manager': { rd07: 2, rd08: 2, rd10: 2, rd60: 2, rd09: 1, rd11: 1, rd44: 1 },
  'rd-bridal-lehenga-stylist': { rd13: 2, rd14: 2, rd15: 2, rd16: 1, rd17: 1, rd18: 1 },
  'rd-footwear-store-manager': { rd19: 2, rd20: 2, rd21: 2, rd22: 1, rd23: 1, rd24: 1 },
  'rd-gemstone-navratna-sales': { rd25: 2, rd26: 2, rd27: 2, rd28: 1, rd29: 1 },
  'rd-natural-diamond-trading-exec': { rd30: 2, rd32: 2, rd33: 2, rd31: 1, rd35: 1 },
  'rd-diamond-grading-lab-technician': { rd35: 2, rd36: 2, rd37: 2, rd26: 1, rd31: 1, rd38: 1, rd39: 1 },
  'rd-lab-grown-diamond-mall-sales': { rd40: 2, rd41: 2, rd42: 2, rd43: 2, rd29: 1, rd34: 1 },
  'rd-area-manager-luxury-accessories': { rd44: 2, rd45: 2, rd46: 2, rd07: 1, rd08: 1, rd10: 1, rd60: 1 },
  'rd-beauty-advisor-luxury-cosmetics': { rd50: 2, rd51: 2, rd52: 2, rd56: 2, rd53: 1, rd57: 1 },
};
