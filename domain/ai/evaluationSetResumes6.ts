/**
 * Résumé tuning part, sixth batch ('resumes6'): early careers in the Indian jewellery and
 * luxury-retail trade. Ten ads for freshers and juniors (0-3 years) and sixty job seekers given as
 * WHOLE RÉSUMÉS, as a PDF's text layer gives them (one line per line, headings, bullets): fresher
 * one-pagers, Indian bio-datas, modern and LinkedIn-export layouts, career changers, and a few
 * experienced people applying below their level. The overview writer writes each seeker's overview.
 *
 * Written blind: without reading the matching engine, its tests or any other evaluation part, and
 * labelled from the texts alone, as a recruiter of the trade would, before any engine ranked it.
 *
 * Labels: 2 = strong fit (does this job at the asked seniority), 1 = plausible, absent = not a fit.
 * Every seeker of this file was considered for every job. Hard jobs: re-jr-visual-merchandiser is
 * an entry-level ad that very experienced visual merchandisers also apply to (1 at most, or none);
 * re-jewellery-design-intern shares its words with fashion, textile, interior and graphic design.
 */
import type { EvalJob, EvalSeeker } from './evaluationTypes';

type Labels = Record<string, Record<string, 1 | 2>>;

const E = { kind: 'easy', part: 'tuning', source: 'resume', batch: 'resumes6' } as const;
const H = { kind: 'hard', part: 'tuning', source: 'resume', batch: 'resumes6' } as const;

export const RESUME6_JOBS: EvalJob[] = [
  {
    ...E,
    id: 're-trainee-sales-showroom',
    title: 'Trainee Sales Executive – Gold & Diamond Jewellery Showroom',
    category: 'Sales',
    industry: 'Jewellery Retail',
    skillsRequired: ['Customer Handling', 'Jewellery Sales', 'Communication', 'Telugu', 'Hindi', 'Billing'],
    description:
      'Our Banjara Hills showroom is hiring Trainee Sales Executives for the gold and diamond counters. You will greet walk-in customers, show ornaments at the counter, explain purity (BIS hallmark, 22K/18K), weight and making charges, help with billing and old-gold exchange, and keep the counter stock tallied at opening and closing. Full training on products and scheme enrolment will be given. Freshers are welcome.',
    requirements:
      '12th pass or any graduate, 0-2 years. Good spoken Telugu and Hindi, basic English. Pleasant personality, willing to stand long hours and work Sundays (weekly off on a weekday). Counter sales experience in any retail store is a plus.',
    experience: 'Entry/Fresher',
    yearsOfExperience: 0,
    city: 'Hyderabad',
  },
  {
    ...E,
    id: 're-cad-designer-trainee',
    title: 'CAD Designer Trainee (Jewellery) – Rhino / MatrixGold',
    category: 'Design',
    industry: 'Jewellery Manufacturing',
    skillsRequired: ['Rhino', 'MatrixGold', 'Jewellery CAD', '3D Modelling', 'KeyShot'],
    description:
      'A fine-jewellery export manufacturer in SEEPZ, Andheri East, is looking for CAD Designer Trainees. You will build 3D models of rings, pendants, earrings and bangles from sketches and references in Rhino/MatrixGold, set stones (prongs, pave, channel), prepare files for 3D printing (resin/wax) with correct shrinkage and metal weight, and render with KeyShot for customer approval.',
    requirements:
      'Diploma or certificate in jewellery CAD (JDTI, SEED, IIGJ or similar) or B.Des in jewellery design with CAD. 0-1 year; freshers with a portfolio of CAD models can apply. Knowledge of gold weights and stone sizes is a plus.',
    experience: 'Entry/Fresher',
    yearsOfExperience: 0,
    city: 'Mumbai',
  },
  {
    ...H,
    id: 're-jewellery-design-intern',
    title: 'Jewellery Design Intern / Junior Designer (Hand Sketch & Rendering)',
    category: 'Design',
    industry: 'Fine Jewellery',
    skillsRequired: ['Jewellery Sketching', 'Gouache Rendering', 'Jewellery Design', 'Gemstone Knowledge', 'Collection Development'],
    description:
      'Our Kala Ghoda design studio, which makes bridal and contemporary diamond and polki jewellery, takes a design intern (6 months, stipend, with a chance of a junior designer role). You will sketch jewellery by hand, render in gouache and watercolour on grey paper, draw technical views with stone sizes for the karigars and CAD team, and research themes for the next collection.',
    requirements:
      'Fresher or final-year student of jewellery design (B.Des / diploma from NIFT, Pearl Academy, IIGJ, SEED, JDTI or similar). Strong hand sketching and rendering of jewellery is a must: please send a portfolio of jewellery drawings. Knowledge of gemstones and how jewellery is made is a plus.',
    experience: 'Entry/Fresher',
    yearsOfExperience: 0,
    city: 'Mumbai',
  },
  {
    ...E,
    id: 're-diamond-grading-trainee',
    title: 'Diamond Grading Trainee – Gem Laboratory',
    category: 'Gemmology',
    industry: 'Diamonds & Gem Testing',
    skillsRequired: ['Diamond Grading', '4Cs', 'Gemmology', 'Loupe', 'Microscope', 'Colour Grading'],
    description:
      'An independent gem and diamond certification laboratory near Mini Bazar, Varachha, Surat, is hiring Diamond Grading Trainees for its grading floor. You will grade polished diamonds for clarity and colour under the microscope and master stones, measure proportions on the Sarin/Helium scanner, plot inclusions, screen for lab-grown and treated stones, and prepare report data.',
    requirements:
      'Gemmology or diamond grading course (GIA, IGI, IIGJ, GII or similar) required; B.Sc graduates preferred. 0-2 years. Good eyesight (colour vision test), patience and accuracy. Freshers with a certificate will be trained on the lab floor.',
    experience: 'Entry/Fresher',
    yearsOfExperience: 0,
    city: 'Surat',
  },
  {
    ...E,
    id: 're-trainee-goldsmith',
    title: 'Trainee Goldsmith / Apprentice Karigar',
    category: 'Manufacturing',
    industry: 'Gold Jewellery Manufacturing',
    skillsRequired: ['Soldering', 'Filing', 'Polishing', 'Hand Tools', 'Gold Jewellery Making'],
    description:
      'Gold ornament workshop in Big Bazaar Street / Town Hall area, Coimbatore, needs apprentice karigars and trainee goldsmiths for bench work on chains, rings, earrings and temple jewellery: wire drawing, filing, soldering, assembly, cleaning and polishing, under senior goldsmiths. Stay and food arranged for outstation candidates.',
    requirements:
      '8th/10th pass or ITI. 0-2 years; helpers from any gold workshop preferred. Steady hands, good eyesight, honesty and discipline. Tamil or Hindi.',
    experience: 'Entry/Fresher',
    yearsOfExperience: 1,
    city: 'Coimbatore',
  },
  {
    ...E,
    id: 're-ecommerce-catalogue-trainee',
    title: 'E-commerce / Catalogue Trainee – Silver & Gemstone Jewellery',
    category: 'E-commerce',
    industry: 'Jewellery (Online D2C)',
    skillsRequired: ['Product Listing', 'Shopify', 'Amazon Seller Central', 'Excel', 'Photoshop', 'SEO'],
    description:
      'A Johari Bazaar silver and gemstone jewellery brand selling on its own Shopify store, Amazon, Myntra and Etsy needs an E-commerce Catalogue Trainee. You will upload and update listings (titles, attributes, sizes, metal, stone, price), write product descriptions, do basic photo editing, keep SKU sheets and inventory in Excel, and track orders and returns across marketplaces.',
    requirements:
      'Any graduate (BBA/B.Com/BCA preferred), fresher to 2 years. Good Excel and written English. Experience of Shopify, Amazon Seller Central or any marketplace panel is a plus; basic Photoshop a plus.',
    experience: 'Entry/Fresher',
    yearsOfExperience: 0,
    city: 'Jaipur',
  },
  {
    ...E,
    id: 're-junior-accountant-bcom',
    title: 'Junior Accountant (B.Com Fresher) – Tally',
    category: 'Accounts',
    industry: 'Jewellery Wholesale & Bullion',
    skillsRequired: ['Tally Prime', 'GST', 'Bank Reconciliation', 'Accounting', 'MS Excel'],
    description:
      'Gold jewellery wholesaler at Manek Chowk, Ahmedabad, requires a Junior Accountant. Day-to-day entries in Tally Prime (sales, purchase, receipts, payments, journal), metal account with fine weight, GST invoices and GSTR-1/3B data, bank reconciliation, cash book and TDS entries, supporting the CA at month end.',
    requirements:
      'B.Com / M.Com, fresher to 2 years. Tally and GST knowledge is a must. Gujarati and Hindi. Ahmedabad candidates preferred.',
    experience: 'Entry/Fresher',
    yearsOfExperience: 0,
    city: 'Ahmedabad',
  },
  {
    ...E,
    id: 're-management-trainee-retail-ops',
    title: 'Management Trainee – Retail Operations (MBA Fresher)',
    category: 'Retail Operations',
    industry: 'Jewellery Retail Chain',
    skillsRequired: ['Retail Operations', 'Store Operations', 'Inventory Management', 'MIS Reporting', 'Team Handling', 'Excel'],
    description:
      'A jewellery retail chain with 40+ showrooms in South India takes Management Trainees for retail operations, based in Bengaluru. A 12-month programme rotating through showroom sales, stock and inventory audit, visual merchandising, customer service and the regional office, after which trainees take an Assistant Store Manager role. You will track store KPIs, prepare MIS, run stock counts and support store managers on staffing and SOPs.',
    requirements:
      'MBA / PGDM (2025 or 2026 pass-out), retail or marketing or operations specialisation preferred; 0-1 year. Summer internship in retail is a plus. Willing to relocate within Karnataka, Tamil Nadu and Kerala after the programme.',
    experience: 'Entry/Fresher',
    yearsOfExperience: 0,
    city: 'Bengaluru',
  },
  {
    ...E,
    id: 're-hr-trainee-recruitment',
    title: 'HR Trainee / Recruitment Intern – Jewellery Retail Chain',
    category: 'Human Resources',
    industry: 'Jewellery Retail',
    skillsRequired: ['Recruitment', 'Sourcing', 'Screening', 'Onboarding', 'Naukri', 'HR Operations'],
    description:
      'Our T. Nagar head office hires an HR Trainee for showroom hiring: posting jobs on Naukri, Indeed and Apna, screening CVs, calling candidates, scheduling interviews with store managers, walk-in drives, offer letters, onboarding documents and joining formalities, and keeping the hiring tracker and employee files up to date.',
    requirements:
      'MBA-HR / MSW / BBA or any graduate with HR interest, 0-1 year. Good Tamil and English, fluent on the phone, organised with Excel. Internship in recruitment or HR is a plus.',
    experience: 'Entry/Fresher',
    yearsOfExperience: 0,
    city: 'Chennai',
  },
  {
    ...H,
    id: 're-jr-visual-merchandiser',
    title: 'Junior Visual Merchandiser (0-2 years) – Jewellery Showrooms',
    category: 'Visual Merchandising',
    industry: 'Jewellery & Luxury Retail',
    skillsRequired: ['Visual Merchandising', 'Window Display', 'Props', 'Planogram', 'Store Layout'],
    description:
      'Junior Visual Merchandiser for our Delhi NCR jewellery showrooms (South Extension, Rajouri Garden, Gurugram). Reporting to the Regional VM Manager, you will set up window and counter displays as per the VM guidelines, dress busts and trays, change festive and campaign props, check lighting and tray layouts, send compliance photos and keep the props inventory. Travel between stores.',
    requirements:
      '0-2 years. Diploma or degree in visual merchandising, fashion communication, fashion design or interior design; an internship in VM is a plus. Eye for detail, able to work with hands (props, fixtures), willing to work late for window changes. This is a junior role: senior and managerial profiles, please do not apply.',
    experience: 'Entry/Fresher',
    yearsOfExperience: 1,
    city: 'Delhi',
  },
];

const S = { part: 'resume', batch: 'resumes6', overview: '' } as const;

export const RESUME6_SEEKERS: EvalSeeker[] = [
  {
    ...S,
    id: 're01',
    resume: `SAI KIRAN GOUD
Kukatpally, Hyderabad – 500072 | +91 98480 31762 | saikirangoud.b@gmail.com
CAREER OBJECTIVE
To start my career in sales in a reputed organisation where I can use my communication skills and grow with the company.
EDUCATION
B.Com (General) – Osmania University (Aurora Degree College), 2026 – 72%
Intermediate (MEC) – Sri Chaitanya Junior College, 2023 – 81%
SSC – ZPHS Kukatpally, 2021 – 9.2 GPA
INTERNSHIP
Sales Intern – Malabar Gold & Diamonds, Kukatpally showroom
May 2025 – July 2025 (2 months)
• Assisted counter staff at the gold chain and bangle section during Akshaya Tritiya rush
• Explained gold rate, making charges and BIS hallmark to customers
• Entered customer details for the gold savings scheme
CERTIFICATIONS
• Tally Prime with GST – NIIT, 2025
• MS Office (Excel, Word)
STRENGTHS
Good communication in Telugu, Hindi and English | Hard working | Punctual
HOBBIES
Cricket, watching movies
DECLARATION
I hereby declare that the above information is true to the best of my knowledge.
Place: Hyderabad                                   (B. SAI KIRAN GOUD)`,
    skills: ['Customer Handling', 'Jewellery Sales', 'Tally Prime', 'MS Excel', 'Communication'],
    preferredRoles: ['Sales Executive'],
    yearsOfExperience: 0,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 're02',
    resume: `RESUME
Name : MOHAMMED IRFAN
Address : H.No 18-4-221, Chandrayangutta, Hyderabad
Mobile : 9391204578
Objective
Seeking a job as Sales Executive in a showroom to build my career.
Qualification
Intermediate (CEC) – Telangana State Board – 2022
S.S.C – 2020
Work Experience
Reliance Trends, Secunderabad (Paradise)
Customer Sales Associate – Feb 2024 to till date
- Handling customers on the floor, men's ethnic wear section
- Billing support and trial room management
- Achieved monthly target 4 times, awarded Star of the Month (Oct 2025)
- Stock replenishment and folding as per VM
Part time – Mobile recharge & accessories shop, Falaknuma (2022 – 2023)
Languages Known : Urdu, Hindi, Telugu, English (speak)
Personal Details
Father's Name : Mohammed Yousuf
Date of Birth : 14-03-2004
Marital Status : Single
I want to join jewellery showroom sales as I am interested in gold business and my uncle works in Laad Bazaar.
Declaration : The above details are true.
(MOHAMMED IRFAN)`,
  },
  {
    ...S,
    id: 're03',
    resume: `NAGA LAKSHMI POTHURI
BBA Graduate | Retail & Customer Service
Ameerpet, Hyderabad · nagalakshmi.pothuri@outlook.com · +91 70135 88420

PROFILE
BBA (Marketing) graduate with an internship on the floor of a Tanishq store. Comfortable with customers, confident in Telugu, English and Hindi, and keen to begin in jewellery retail sales.

EDUCATION
BBA (Marketing) – Andhra Loyola College, Vijayawada (Krishna University) | 2023 – 2026 | CGPA 7.8
Intermediate (MEC) – Narayana Junior College, Vijayawada | 2023

INTERNSHIPS
Retail Intern – Tanishq, MG Road, Vijayawada | Dec 2025 – Feb 2026 (8 weeks)
• Supported the diamond counter: tray display, showing rings and studs, making customers comfortable
• Learnt the Tanishq Karatmeter purity check and old gold exchange process
• Collected feedback from 120 walk-in customers for the store's wedding season survey
Marketing Intern – Heritage Foods (virtual) | May – June 2025

PROJECTS
Final year project: "Customer buying behaviour for gold jewellery during Dhanteras in Vijayawada" (survey of 150 buyers)

SKILLS
Customer service · Counter sales · MS Excel · Canva · Presentation

LANGUAGES
Telugu, English, Hindi`,
    skills: ['Customer Service', 'Retail Sales', 'Jewellery Knowledge', 'MS Excel', 'Communication'],
    preferredRoles: ['Sales Executive', 'Customer Relationship Executive'],
    yearsOfExperience: 0,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 're04',
    resume: `SRAVAN KUMAR REDDY
Jewellery Sales Associate
Dilsukhnagar, Hyderabad | 9849127703 | sravanreddy.k@gmail.com

SUMMARY
Sales associate with 1.5 years at a large jewellery showroom, gold and diamond counters. Looking for a better opportunity in a reputed jewellery brand in Hyderabad.

EXPERIENCE
Sales Associate – Joyalukkas, Dilsukhnagar, Hyderabad
April 2025 – Present
• Selling gold necklaces, chains and bangles; handling 25-40 walk-ins a day in season
• Weighing ornaments, explaining wastage/making charges and hallmark (HUID)
• Old gold exchange with the purity testing team; scheme enrolments (Easy Gold)
• Counter stock tally morning and evening, tray arrangement

Trainee – Joyalukkas | Oct 2024 – March 2025 (6 months training)

EDUCATION
B.Com (Computers) – Kakatiya University, 2024

SKILLS
Gold & diamond jewellery sales, customer handling, billing (Emerald/ERP), stock tally

LANGUAGES
Telugu, Hindi, English`,
    skills: ['Jewellery Sales', 'Customer Handling', 'Billing', 'Stock Tally', 'Gold Exchange'],
    preferredRoles: ['Sales Executive', 'Jewellery Sales Associate'],
    yearsOfExperience: 2,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 're05',
    resume: `CURRICULUM VITAE
PRIYANKA DAS
Madhapur, Hyderabad
Email: priyanka.das2004@gmail.com | Ph: 8897154326

CAREER OBJECTIVE
A hospitality graduate seeking a front office or guest relations position where I can deliver excellent service.

EDUCATIONAL QUALIFICATION
Course | Institute | Year | Percentage
B.Sc Hospitality & Hotel Administration | IHM Hyderabad (NCHMCT) | 2026 | 74%
Intermediate (BiPC) | Sri Gayatri Junior College | 2022 | 79%
SSC | Kendriya Vidyalaya, Golconda | 2020 | 86%

INDUSTRIAL TRAINING
Taj Krishna, Banjara Hills – 22 weeks (Jan 2025 – June 2025)
Front Office, F&B Service, Housekeeping and Kitchen rotation
• Guest check-in / check-out on Opera PMS
• Handled guest complaints at the lobby desk

EXTRA CURRICULAR
• Anchor for the IHM annual food festival 2024
• NCC 'B' certificate

STRENGTHS
Grooming, guest handling, positive attitude

LANGUAGES
English, Hindi, Bengali, Telugu (basic)

DECLARATION
I hereby declare that the information given above is correct.
Date:                                            PRIYANKA DAS`,
  },
  {
    ...S,
    id: 're06',
    resume: `Manjunath S
Retail Sales – Mobiles & Electronics
Rajajinagar, Bengaluru | 9611843027

Experience
Sangeetha Mobiles – Sales Executive, Rajajinagar branch
July 2024 – Present (2 years 4 months)
- Selling smartphones, accessories and extended warranty
- Explaining EMI offers (Bajaj Finserv, HDB) and exchange offers
- Monthly target Rs 18-22 lakh, achieved 110% in festive season
- Daily stock check of handsets and IMEI register

Poorvika Mobiles – Trainee Sales (3 months), 2024

Education
B.A. – Bangalore University, 2024
PUC – Govt PU College, Malleswaram, 2021

Skills
Customer handling, target sales, cross selling, EMI & finance schemes, Kannada, Hindi, English, Tamil

Declaration: I hereby declare the above is true.`,
  },
  {
    ...S,
    id: 're07',
    resume: `KETAN MISTRY
Jewellery CAD Designer (Fresher)
Borivali West, Mumbai · ketan.mistry.cad@gmail.com · 98196 44210 · Behance: behance.net/ketanmistrycad

PROFILE
Certified jewellery CAD designer trained on Rhino 7 and MatrixGold. Portfolio of 40+ models: solitaire rings, halo rings, tennis bracelets, pave pendants. Looking for a trainee CAD designer role with a manufacturer.

EDUCATION
Diploma in Jewellery CAD (Rhino + MatrixGold) – JDTI (Jewellery Design & Technology Institute), Mumbai | 2025 – 2026
B.Com – Mumbai University (Dalmia College, Malad) | 2025
Basic Jewellery Sketching – JDTI short course | 2025

TRAINING
CAD Intern – Shree Krishna Jewels (export unit, Marol MIDC) | April 2026 – June 2026 (3 months)
• Modelled 25 ring and earring designs from customer references
• Prepared STL files for resin printing; checked wall thickness and prong height
• Rendered approval images in KeyShot

SKILLS
Rhino 7 · MatrixGold · KeyShot · Stone setting (prong, pave, channel, bezel) · Gold weight estimate · Basic hand sketch

LANGUAGES
Gujarati, Hindi, English, Marathi`,
    skills: ['Rhino', 'MatrixGold', 'KeyShot', 'Jewellery CAD', '3D Modelling'],
    preferredRoles: ['CAD Designer'],
    yearsOfExperience: 0,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 're08',
    resume: `RIDDHI PATEL
riddhi.patel.jd@gmail.com | +91 99250 61873 | Navrangpura, Ahmedabad (ready to relocate to Mumbai)

Jewellery CAD | 3D Modelling

EDUCATION
Professional Diploma in Jewellery CAD – SEED Jewellery Academy, Ahmedabad – 2025
Courses: Rhino, MatrixGold, RhinoGold, KeyShot, 3D printing basics
B.Sc (Chemistry) – Gujarat University – 2024 – 68%

INTERNSHIP
Junior CAD Intern – Aadinath Jewels, Ahmedabad (manufacturer of lightweight 18K jewellery)
Aug 2025 – Jan 2026 | 6 months
- CAD models of mangalsutra pendants, lightweight bangles and nose pins
- Weight reduction in CAD (hollow and cut-outs) to meet 2-4 gm targets
- Coordinated with the casting department about shrinkage and sprue

SOFTWARE
Rhino 6/7, MatrixGold 3, KeyShot 10, Photoshop (basic)

HOBBIES
Mehendi design, sketching

Declaration: All information is true to my knowledge.`,
  },
  {
    ...S,
    id: 're09',
    resume: `ANANYA IYER
B.Des Accessory Design (Jewellery) – NIFT Mumbai, 2026
Kharghar, Navi Mumbai | ananya.iyer.des@gmail.com | 90040 17762 | Portfolio: ananyaiyer.design

ABOUT
Accessory designer specialising in fine jewellery. I design by hand (pencil, gouache renders on toned paper) and take my designs into Rhino/MatrixGold for manufacture.

EDUCATION
Bachelor of Design, Accessory Design – NIFT Mumbai | 2022 – 2026 | CGPA 8.4
Specialisation: jewellery – design studio, gemmology basics, metal techniques, CAD
Class XII (Science) – DAV Public School, Airoli | 2022

GRADUATION PROJECT
"Kolam" – a 12-piece contemporary diamond and gold collection inspired by South Indian kolam patterns, sponsored by a Zaveri Bazaar manufacturer (Jan – May 2026): mood boards, 60 hand sketches, 12 gouache renders, CAD models and two pieces made in silver.

INTERNSHIP
Design Intern – Amrapali Jewels, Jaipur | May – July 2025 (10 weeks)
• Hand sketches and renders for a kundan-polki bridal line
• Technical drawings with stone sizes for karigars

SKILLS
Hand sketching · Gouache rendering · Rhino · MatrixGold · KeyShot · Illustrator · Trend research · Silver metal work

AWARDS
Finalist, IIJS Student Jewellery Design Competition 2025`,
    skills: ['Jewellery Sketching', 'Gouache Rendering', 'Rhino', 'MatrixGold', 'Jewellery Design', 'Collection Development'],
    preferredRoles: ['Jewellery Designer', 'CAD Designer'],
    yearsOfExperience: 0,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 're10',
    resume: `Vikram Soni
Junior CAD Designer at Shubh Jewels Pvt Ltd, Surat

About
I make jewellery CAD models in MatrixGold and Rhino for a diamond jewellery exporter. 1 year of production CAD: rings, eternity bands, pendants and earrings for US and UK customers. Now moving to Mumbai (family shifting to Dahisar) and looking for a CAD role.

Experience
Junior CAD Designer
Shubh Jewels Pvt Ltd · Full-time
Oct 2025 - Present · 1 yr 2 mos
Surat, Gujarat
Production CAD for diamond rings and bands; stone layout as per the diamond certificate sizes; files for Formlabs resin printers; metal weight reports.

CAD Trainee
Shubh Jewels Pvt Ltd
Jul 2025 - Sep 2025 · 3 mos

Education
Indian Institute of Gems & Jewellery (IIGJ), Mumbai
Certificate Course in Jewellery CAD/CAM, 2025
Veer Narmad South Gujarat University
Bachelor of Commerce - BCom, 2021 - 2024

Skills
MatrixGold · Rhinoceros 3D · KeyShot · 3D Printing · Stone Setting Layout`,
  },
  {
    ...S,
    id: 're11',
    resume: `NIKHIL PAWAR
Mechanical Design Engineer (Diploma) | Thane, Maharashtra | nikhilpawar.mech@gmail.com | 8097342215

OBJECTIVE
Diploma mechanical engineer with 2D/3D CAD skills, wanting to shift into jewellery CAD design. I have done a 1-month Rhino basics course and am learning jewellery modelling online.

EDUCATION
Diploma in Mechanical Engineering – Government Polytechnic, Thane (MSBTE) – 2024 – 77%
SSC – 2021 – 82%

EXPERIENCE
CAD Draughtsman – Precitech Engineering, Wagle Estate, Thane
Sept 2024 – Present (2 years)
• 2D drawings of sheet-metal and machined parts in AutoCAD
• 3D part and assembly models in SolidWorks
• BOM and revision control

CERTIFICATES
• AutoCAD & SolidWorks – CADD Centre, Thane (2023)
• Rhino 7 Basics – online (Udemy), 2026

SKILLS
AutoCAD, SolidWorks, Rhino (basic), GD&T, MS Office

DECLARATION
I hereby declare that the above particulars are true.`,
    skills: ['AutoCAD', 'SolidWorks', 'Rhino', '3D Modelling', 'Technical Drawing'],
    preferredRoles: ['CAD Designer'],
    yearsOfExperience: 2,
    city: 'Thane',
  },
  {
    ...S,
    id: 're12',
    resume: `SHRUTI AGARWAL
JEWELLERY DESIGNER – FRESHER
Malabar Hill, Mumbai · 98671 20983 · shrutiagarwal.jewels@gmail.com

PROFILE
Jewellery design graduate with strong hand sketching and rendering, trained at IIGJ Mumbai. I love bridal and temple jewellery and draw every day. Basic Rhino for simple models.

EDUCATION
Diploma in Jewellery Design (2 years) – Indian Institute of Gems & Jewellery (IIGJ), Andheri, Mumbai | 2024 – 2026
Modules: jewellery drawing and rendering, technical drawing, gemmology basics, jewellery manufacturing, CAD (Rhino introduction)
B.A. (Psychology) – Sophia College for Women, Mumbai | 2024

PORTFOLIO
• Polki bridal set – pencil sketches and gouache renders on grey paper
• Temple jewellery collection (8 pieces) with technical views for karigars
• Daily-wear diamond range – 20 watercolour renders

INTERNSHIP
Design Intern – a Zaveri Bazaar bridal jeweller | Dec 2025 – Feb 2026 (3 months)
Sketched customisation requests at the counter and drew them to scale for the workshop.

SKILLS
Hand sketching, gouache & watercolour rendering, technical drawing, gemstone knowledge, Rhino (basic)

HOBBIES
Visiting museums (CSMVS jewellery gallery), calligraphy`,
    skills: ['Jewellery Sketching', 'Gouache Rendering', 'Technical Drawing', 'Gemstone Knowledge', 'Rhino'],
    preferredRoles: ['Jewellery Designer', 'Design Intern'],
    yearsOfExperience: 0,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 're13',
    resume: `Aditya Rane — 3D Artist
Dadar, Mumbai | adityarane3d@gmail.com | artstation.com/adityarane

SUMMARY
3D generalist (Blender, Substance Painter) with a B.Sc in Animation. I model props and products for ads and games and would like to move into product or jewellery 3D modelling.

WORK
Freelance 3D Artist | Jan 2025 – present
- Product renders for D2C brands (perfume bottles, watches, headphones) in Blender Cycles
- Hard-surface props for two indie games
Intern, 3D Modelling – Famous Studios, Mahalaxmi | June – Nov 2024 (6 months)
- Props and set extensions for TV commercials

EDUCATION
B.Sc Animation & VFX – Frameboxx / Mumbai University, 2024

TOOLS
Blender, Substance Painter, ZBrush (basic), Photoshop, After Effects

PERSONAL PROJECT
A set of three rings modelled in Blender from Pinterest references (not for manufacture).`,
  },
  {
    ...S,
    id: 're14',
    resume: `MEHAK KHURANA
Jewellery Design | Pearl Academy 2026
Andheri West, Mumbai | +91 98204 55178 | mehak.khurana.jd@gmail.com

EDUCATION
B.Des (Hons) Fashion Accessories & Jewellery Design (jewellery major) – Pearl Academy, Mumbai | 2022 – 2026
Higher Secondary (Commerce) – Ryan International, Malad | 2022

DESIGN SKILLS
Hand sketching of jewellery (perspective, 3 views), gouache and marker rendering, gem rendering (cabochon, faceted, pearls), mood boards, trend forecasting, basic silversmithing (sawing, soldering, setting a bezel)

PROJECTS
• Graduation collection "Monsoon Mumbai": 10 pieces in silver and enamel, full sketchbook and renders
• Craft documentation: meenakari in Nathdwara (2-week cluster visit, 2024)
• Design brief for a lab-grown diamond brand: 15 renders of stackable rings

INTERNSHIP
Design Intern – Outhouse Jewellery, Mumbai | June – Aug 2025 (3 months)
- Sketched and rendered costume jewellery concepts
- Prepared spec sheets for the sampling team

SOFTWARE
Illustrator, Photoshop, Procreate

LANGUAGES
English, Hindi, Punjabi`,
    skills: ['Jewellery Sketching', 'Gouache Rendering', 'Jewellery Design', 'Trend Research', 'Procreate'],
    preferredRoles: ['Jewellery Design Intern', 'Junior Jewellery Designer'],
    yearsOfExperience: 0,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 're15',
    resume: `BIO-DATA
Name: Farzana Shaikh
Address: Room 12, Noorani Building, Mohammed Ali Road, Mumbai 400003
Contact: 9769023415
Career Objective: To work as a jewellery designer and learn from a good design studio.

Educational Qualification
Diploma in Jewellery Designing – IIGJ Mumbai (Zaveri Bazaar centre) – 2025 – First Class with Distinction
Certificate in Gemmology (Coloured Stones) – IIGJ Mumbai – 2025
H.S.C. – Maharashtra Board – 2023 – 64%
S.S.C. – Maharashtra Board – 2021 – 71%

Experience / Training
Trainee Designer at Z. K. Jewellers, Zaveri Bazaar (Nov 2025 – till date, 1 year)
- Hand drawing designs of necklaces, jhumkas and bangles for customers' orders
- Rendering with poster colours; giving drawings to karigars with sizes
- Small changes in designs as per customer choice

Skills: Hand sketch, poster colour rendering, jadau & polki design, stone knowledge
Languages: Urdu, Hindi, Marathi, English
Hobbies: Drawing, Mehendi
Date of Birth: 02/09/2005
Declaration: I hereby declare that all the above information is true.
Farzana Shaikh`,
  },
  {
    ...S,
    id: 're16',
    resume: `TANVI DESHMUKH
Fashion Designer (Fresher) | NIFT Mumbai 2026
Vile Parle East, Mumbai · tanvi.deshmukh@nift.ac.in · 96198 30174

PROFILE
Fashion design graduate with womenswear and styling skills. My graduation capsule included coordinated accessories and a small set of statement brass jewellery. Open to design, styling and visual merchandising roles.

EDUCATION
B.Des Fashion Design – NIFT Mumbai | 2022 – 2026 | CGPA 8.1
Class XII – Mithibai College (Science) | 2022

GRADUATION PROJECT
"Warli Modern" – 6 womenswear looks with hand-painted Warli motifs, styled with handmade brass earrings and neckpieces (made with a local metal worker)

INTERNSHIPS
Design Intern – Anita Dongre, Mumbai | May – July 2025
• Fabric sourcing, tech packs and trims
Styling & VM support – Lakme Fashion Week backstage | March 2025 (1 week)

SKILLS
Fashion illustration, pattern making, draping, Adobe Illustrator, CLO 3D (basic), styling, window dressing (college exhibition)

INTERESTS
Thrifting, photography`,
    skills: ['Fashion Illustration', 'Pattern Making', 'Styling', 'Adobe Illustrator', 'Draping'],
    preferredRoles: ['Fashion Designer', 'Stylist'],
    yearsOfExperience: 0,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 're17',
    resume: `POOJA RATHOD
Textile Designer
Ghatkopar, Mumbai | poojarathod.textiles@gmail.com | 93222 18764

Education
Diploma in Textile Design – Sophia Polytechnic, Mumbai – 2025
12th Arts – 2022

Skills
Print and surface design (repeats, colourways), hand block printing, weaving basics, embroidery, Adobe Photoshop & Illustrator, NedGraphics (basic)

Internship
Textile Design Intern – Good Earth, Delhi (remote + 2 weeks studio) | Jan – April 2025 (4 months)
• Created 30 print designs for home linen
• Colour matching with the dye house

Project
Kutch embroidery documentation and a motif library of 120 motifs

Looking for a design internship in textiles, home furnishing or any design studio where pattern and colour matter.

Declaration: The above information is correct to the best of my knowledge.`,
  },
  {
    ...S,
    id: 're18',
    resume: `ROHAN MEHTA
Interior Designer – Junior
Chembur, Mumbai | +91 97690 44312 | rohan.mehta.interiors@gmail.com

PROFILE
Interior design graduate with site and drawing experience in residential and retail interiors. Interested in design studios, showroom interiors and luxury retail fit-outs.

EDUCATION
B.Sc Interior Design – Rachana Sansad School of Interior Design, Mumbai | 2025
HSC – 2021

EXPERIENCE
Junior Interior Designer – Studio Kaarigar Interiors, Bandra | July 2025 – present
• AutoCAD working drawings and SketchUp + V-Ray views for 2BHK/3BHK flats
• Site measurements, BOQ, vendor follow-up
• Assisted on a jewellery showroom fit-out in Ghatkopar (display counters, lighting layout)

SKILLS
AutoCAD, SketchUp, V-Ray, Photoshop, hand sketching (perspective), material selection

HOBBIES
Sketching buildings, travel`,
    skills: ['AutoCAD', 'SketchUp', 'Interior Design', 'V-Ray', 'Space Planning'],
    preferredRoles: ['Interior Designer'],
    yearsOfExperience: 1,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 're19',
    resume: `Sneha Kulkarni
Graphic Designer | Fresher
Pune · snehakulkarni.design@gmail.com · 8830152679 · behance.net/snehak

Education
BFA (Applied Art) – Bharati Vidyapeeth College of Fine Arts, Pune – 2026

Internship
Graphic Design Intern – a Pune digital agency, Baner | Jan 2026 – April 2026 (4 months)
- Social media creatives for a jewellery brand and a cafe chain
- Edited product photos (background removal, retouching) in Photoshop
- Made Amazon A+ content banners for a D2C skincare brand

Skills
Photoshop, Illustrator, Canva, Figma (basic), product photo retouching, typography, hand lettering

Projects
Brand identity for a silver jewellery Instagram store (logo, packaging, post templates)

Languages: Marathi, Hindi, English
Open to relocation (Jaipur, Mumbai, Bengaluru).`,
  },
  {
    ...S,
    id: 're20',
    resume: `HARSH JAIN
Graduate Diamonds (GIA) | B.Sc Physics
Opera House, Mumbai · harshjain.gem@gmail.com · 98334 60921

PROFILE
GIA-trained diamond grader (Graduate Diamonds programme) with a physics degree. Hands-on with the GIA grading microscope, master colour stones and proportion measurement. Ready to relocate to Surat for a lab grading role.

EDUCATION
Graduate Diamonds (GD) – GIA India, BKC Mumbai | Jan 2026 – May 2026
• Diamond Grading lab classes: clarity plotting, colour grading with masters, cut grade
• Diamond Essentials, Diamonds & Diamond Grading (e-learning)
B.Sc Physics – St. Xavier's College, Mumbai | 2025 | 7.6 CGPA

INTERNSHIP
Assortment Intern – family friend's diamond office, Bharat Diamond Bourse | June – Aug 2025 (3 months)
- Sorting melee by size (sieves) and colour
- Checking CVD/HPHT screening results on the tester

SKILLS
Clarity & colour grading · 10x loupe · Microscope · Sarin (basic) · Inclusion plotting · Lab-grown screening

LANGUAGES
Hindi, Gujarati, English, Marwari`,
    skills: ['Diamond Grading', '4Cs', 'Microscope', 'Loupe', 'Colour Grading', 'Lab-grown Screening'],
    preferredRoles: ['Diamond Grader', 'Gemmologist'],
    yearsOfExperience: 0,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 're21',
    resume: `CURRICULUM VITAE
DHRUVI KANANI
Address: 34, Yogi Chowk, Varachha Road, Surat – 395006
Mobile: 97250 81342 | E-mail: dhruvikanani11@gmail.com

CAREER OBJECTIVE
To join a diamond grading laboratory as a trainee and build a career in gemmology.

EDUCATIONAL QUALIFICATION
Polished Diamond Grading Course – IGI (International Gemological Institute), Surat – 2026 – Passed with 88%
B.Sc Chemistry – Veer Narmad South Gujarat University – 2025 – 71%
H.S.C (Science) – GSEB – 2022 – 74%
S.S.C – GSEB – 2020 – 85%

PRACTICAL TRAINING
IGI course practicals (3 months): clarity grading under 10x loupe and microscope, colour grading with master stones, cut and proportion, plotting, synthetic diamond identification

OTHER COURSES
CCC (Computer Course) – 2023

STRENGTHS
Patience, good eyesight (no colour blindness), sincere

PERSONAL DETAILS
Date of Birth: 18/06/2004
Languages: Gujarati, Hindi, English

DECLARATION
I declare that the above details are true.
Place: Surat                                      Dhruvi Kanani`,
  },
  {
    ...S,
    id: 're22',
    resume: `Ayushi Saxena
Gemmologist (Graduate, IIGJ Jaipur)
Malviya Nagar, Jaipur | ayushi.saxena.gems@gmail.com | 7023419865

Summary
Gemmology graduate trained in diamond grading and coloured-stone identification. Looking for a trainee grader role in a certification lab; willing to move to Surat or Mumbai.

Education
Diploma in Gemmology + Diamond Grading – Indian Institute of Gems & Jewellery (IIGJ), Jaipur | 2025 – 2026
- Refractometer, polariscope, dichroscope, spectroscope, UV fluorescence
- Diamond grading: 4Cs, plotting, proportion analysis
B.Sc (Geology, Chemistry, Zoology) – University of Rajasthan | 2025

Internship
Lab Intern – Gem Testing Laboratory, Jaipur (Rajasthan Chamber Bhawan) | Feb – April 2026 (3 months)
- Tested emeralds, rubies and sapphires; wrote observations for reports
- Weighed and measured stones; entered data in the lab system

Skills
Diamond grading · Gem identification · Microscope · Refractometer · Report writing · MS Excel`,
    skills: ['Gemmology', 'Diamond Grading', 'Gem Identification', 'Microscope', 'Refractometer'],
    preferredRoles: ['Gemmologist', 'Diamond Grader'],
    yearsOfExperience: 0,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 're23',
    resume: `RESUME
SAGAR DHOLAKIYA
Katargam, Surat | 99097 24561

OBJECTIVE: Want to work in diamond grading lab.

EXPERIENCE
Diamond Assorter – Radhe Diamonds, Mahidharpura, Surat
Jan 2026 – present (10 months)
- Assorting polished diamonds 0.30 to 1 ct by clarity (VVS/VS/SI) and colour (D-J)
- Checking with loupe and Sarin reports
- Packet making and stock entry

Diamond Polishing Helper – Katargam unit, 2024 – 2025 (1 year)

COURSE
Diamond Grading Certificate – IGI Surat, Sept 2025 – Dec 2025 (3 months)

EDUCATION
12th Commerce – GSEB – 2023

SKILLS: loupe, clarity and colour assortment, Sarin report reading, sieve sizing
LANGUAGE: Gujarati, Hindi

I hereby declare the above is true.
Sagar Dholakiya`,
  },
  {
    ...S,
    id: 're24',
    resume: `ARJUN NAIR
M.Sc Applied Geology | Fresher
Ulwe, Navi Mumbai · arjunnair.geo@gmail.com · +91 81690 27743

PROFILE
Geology postgraduate with optical mineralogy and petrography lab skills. Seeking a trainee role in a gem testing lab, mining exploration or a geotechnical firm.

EDUCATION
M.Sc Applied Geology – Savitribai Phule Pune University | 2024 – 2026 | 7.9 CGPA
B.Sc Geology – Mumbai University (Ramnarain Ruia College) | 2024

ACADEMIC PROJECT
M.Sc dissertation: petrography of Deccan basalts and secondary zeolites (Pune region) – thin sections under the polarising microscope

FIELD WORK
Geological mapping camp, Kutch basin (3 weeks, 2025)
Summer training – Geological Survey of India, Pune | May – June 2025 (6 weeks)

LAB SKILLS
Polarising microscope, thin-section preparation, XRD data interpretation, mineral identification, specific gravity measurement

SOFTWARE
QGIS, ArcGIS (basic), Excel

Certificates: none in gemmology yet (planning GIA e-learning).`,
    skills: ['Mineral Identification', 'Polarising Microscope', 'Petrography', 'QGIS', 'Field Mapping'],
    preferredRoles: ['Geologist', 'Gemmology Trainee'],
    yearsOfExperience: 0,
    city: 'Navi Mumbai',
  },
  {
    ...S,
    id: 're25',
    resume: `KOMAL TALAVIYA
Jewellery Sales Executive
Adajan, Surat | 96626 47310 | komal.talaviya@gmail.com

EXPERIENCE
Sales Executive – diamond jewellery showroom, Ghod Dod Road, Surat
June 2024 – present (2 years 5 months)
- Selling diamond rings, pendants and earrings; explaining the 4Cs and IGI/GIA certificates
- Checking certificate numbers and showing stones under the loupe to customers
- Customer follow-ups on WhatsApp, bridal appointments

EDUCATION
B.Com – VNSGU, Surat – 2024
Diamonds Essentials (online) – GIA, 2025

SKILLS
Diamond jewellery selling, 4Cs, certificate reading, loupe, customer relations

I want to move from sales to the technical side (lab grading).

LANGUAGES
Gujarati, Hindi, English`,
  },
  {
    ...S,
    id: 're26',
    resume: `SHIVANI BHATT
B.Pharm | Quality Control (Chemistry) Fresher
Udhna, Surat | shivani.bhatt.qc@gmail.com | 90999 51264

CAREER OBJECTIVE
Looking for a quality control or laboratory analyst role where I can apply analytical chemistry and GLP.

EDUCATION
B.Pharm – Shree Dhanvantary Pharmacy College, Kim (GTU) – 2026 – 8.1 CGPA
HSC Science – 2022

INDUSTRIAL TRAINING
QC Trainee – a tablet and capsule plant, Sachin GIDC | Jan 2026 – March 2026 (2 months)
- HPLC and UV-Vis sample runs, dissolution testing
- Documentation as per GMP and GLP, raw material sampling

PROJECT
Stability study of a paracetamol suspension (B.Pharm final year)

SKILLS
HPLC, UV spectroscopy, titration, GMP/GLP documentation, MS Excel

STRENGTHS
Accuracy, lab discipline, attention to detail`,
    skills: ['HPLC', 'UV Spectroscopy', 'GMP', 'Quality Control', 'Lab Analysis'],
    preferredRoles: ['QC Chemist', 'Lab Analyst'],
    yearsOfExperience: 0,
    city: 'Surat',
  },
  {
    ...S,
    id: 're27',
    resume: `Pandit Raghav Sharma
Vedic Astrologer & Gemstone Consultant
Nanpura, Surat | 98255 60142 | Instagram: @jyotish_ratna_raghav

ABOUT
Gemstone (ratna) advice as per janam kundli. 6 years of consultation and selling natural gemstones: neelam, pukhraj, panna, moti, gomed, lehsunia. I also sell rashi ratna rings in silver and panchdhatu.

EXPERIENCE
Own practice – Shri Navgraha Ratna Kendra, Nanpura | 2020 – present
- Kundli reading and gemstone recommendation (1,200+ clients)
- Buying gemstones from Jaipur traders and selling with lab certificates
- Energising gemstones (pran pratishtha)
Astrology content on YouTube and Instagram (18k followers)

EDUCATION
Jyotish Visharad – Bharatiya Vidya Bhavan – 2019
B.A. (Sanskrit) – VNSGU – 2018

SKILLS
Vedic astrology, gemstone recommendation, gemstone sales, customer counselling`,
  },
  {
    ...S,
    id: 're28',
    resume: `BIO DATA
Name : K. Vignesh
Father Name : M. Kannan (Goldsmith)
Address : 7/112, Selvapuram North, Coimbatore – 641026
Cell : 94437 20658

Educational Qualification
ITI – Fitter (NCVT) – Government ITI, Coimbatore – 2025
S.S.L.C – Govt Higher Secondary School, Selvapuram – 2023

Work Experience
Apprentice (gold jewellery bench work) – Sri Murugan Jewel Works, Big Bazaar Street, Coimbatore
April 2026 to till date (7 months)
* Wire drawing and rolling of gold strips
* Filing and soldering of chain links and ear studs
* Cleaning, acid wash and hand polishing
* Helping the senior asari in ring sizing

Skills : Filing, soldering (blow pipe and gas), polishing, hand tools, measuring with vernier
Languages : Tamil, English (read/write)

Declaration
I hereby declare that the particulars furnished above are true.
Place : Coimbatore                                  K. VIGNESH`,
    skills: ['Soldering', 'Filing', 'Polishing', 'Hand Tools', 'Gold Jewellery Making'],
    preferredRoles: ['Goldsmith', 'Apprentice Karigar'],
    yearsOfExperience: 1,
    city: 'Coimbatore',
  },
  {
    ...S,
    id: 're29',
    resume: `RESUME
Name: Anoop P. S.
Place: Pazhayangadi, Thrissur, Kerala
Phone: 97466 31582

Objective: Looking for goldsmith work in a good jewellery workshop. Ready to move to Coimbatore or Chennai.

Work Experience
Helper Goldsmith – family workshop (Pattar), Thrissur Round South
2 years (2024 – 2026)
- Making ring shanks, small pendant frames and ear tops in 22K
- Soldering and filing, stone setting helper
- Polishing and rhodium on finished pieces
Casting helper – a Thrissur gold casting unit, 6 months (2023)

Education
10th (SSLC) – Kerala State Board – 2022
Plus Two (Humanities) – discontinued

Languages: Malayalam, Tamil (speak), Hindi (little)
Declaration: The above details are correct.
Anoop P. S.`,
  },
  {
    ...S,
    id: 're30',
    resume: `DIVYA RAMESH
Jewellery Manufacturing – Bench Work (Fresher)
Vadapalani, Chennai | divyaramesh.bench@gmail.com | 88705 12934

EDUCATION
Certificate in Jewellery Manufacturing (Handmade Jewellery Technology) – Indian Institute of Gems & Jewellery (IIGJ), Mumbai | July 2025 – March 2026 (9 months)
• Sawing, piercing, filing, soldering, annealing
• Ring making, chain making, claw and bezel setting
• Wax carving, casting basics, polishing
B.Sc Mathematics – Madras University (Ethiraj College) | 2025

WORKSHOP PROJECTS
• Made a 22K-style silver temple pendant with hand-pierced lakshmi motif
• Handmade silver chain (rope and box) and a 4-claw solitaire ring

INTERNSHIP
Bench Intern – a gold jewellery manufacturer, Sowcarpet, Chennai | April – June 2026 (3 months)
- Assembled jhumka parts, soldered hooks, final polishing

SKILLS
Soldering, filing, piercing, bench tools, polishing, basic stone setting
LANGUAGES
Tamil, English, Hindi`,
    skills: ['Soldering', 'Filing', 'Polishing', 'Stone Setting', 'Wax Carving', 'Jewellery Manufacturing'],
    preferredRoles: ['Trainee Goldsmith', 'Bench Jeweller'],
    yearsOfExperience: 0,
    city: 'Chennai',
  },
  {
    ...S,
    id: 're31',
    resume: `Name - Sujit Mondal
Address - Village Daspur, Paschim Medinipur, West Bengal
Now staying - R.S. Puram, Coimbatore
Mobile - 7908412365

Work - Gold karigar helper (chain and ring work)
Experience - 1 saal, Coimbatore (Nov 2025 se abhi tak), under Bengali karigar ustad at a Town Hall gold workshop
Kaam - filing, soldering, chain joint, ring polishing, hand tools
Before - 6 mahine Daspur me local sonar ki dukaan me helper (2024)

Padhai - Class 8 pass (Daspur High School)
Language - Bengali, Hindi, Tamil (thoda)

Age - 19 years
I am honest and hard working. Need job with stay.
Sujit Mondal`,
  },
  {
    ...S,
    id: 're32',
    resume: `CURRICULUM VITAE
R. PRAKASH
No. 45, Ganapathy, Coimbatore – 641006 | 98943 17720 | prakashr.iti@gmail.com

CAREER OBJECTIVE
To work in a manufacturing company and develop my technical skills.

EDUCATIONAL QUALIFICATION
ITI – Fitter – Government ITI, Coimbatore – 2024 – 82%
SSLC – 2022 – 68%

APPRENTICESHIP / EXPERIENCE
Apprentice Fitter – a pump manufacturing company, SIDCO Kurichi, Coimbatore | Aug 2024 – July 2025 (1 year, NAPS)
- Filing, drilling, tapping and fitting of pump parts
- Assembly and testing of monoblock pumps
Machine Operator – CNC turning, Ganapathy | Aug 2025 – present
- Loading jobs, measuring with vernier and micrometer

SKILLS
Fitting, filing, drilling, measuring instruments, basic welding, CNC loading

PERSONAL DETAILS
Date of Birth: 11-05-2006 | Languages: Tamil, English

DECLARATION
I hereby declare that the above information is true.
R. PRAKASH`,
  },
  {
    ...S,
    id: 're33',
    resume: `SAMEER KAPOOR
Senior Visual Merchandiser – Jewellery & Lifestyle Retail
Janakpuri, New Delhi | sameer.kapoor.vm@gmail.com | 98111 72046

SUMMARY
Visual merchandiser with 7 years in jewellery and lifestyle retail across North India. Roll-out of festive windows, store launches and VM audits for 14 stores. Open to VM roles in Delhi NCR.

EXPERIENCE
Senior Visual Merchandiser – a national jewellery brand (Titan group franchise network), Delhi NCR | 2022 – 2026
• VM roll-out for 14 showrooms: windows, counters, busts, tray layouts and campaign props
• Trained store staff on VM guidelines; monthly VM audit scores
• Coordinated with vendors for props fabrication and lighting
Visual Merchandiser – Lifestyle (Landmark Group), Select Citywalk, Saket | 2019 – 2022
• Window changes, planograms, mannequin dressing

EDUCATION
Diploma in Visual Merchandising – Pearl Academy, Delhi | 2019
B.A. – Delhi University (SOL) | 2018

SKILLS
Window display, props, planogram, store layout, VM audits, team training, vendor management`,
    skills: ['Visual Merchandising', 'Window Display', 'Planogram', 'VM Audits', 'Vendor Management'],
    preferredRoles: ['Visual Merchandiser', 'VM Manager'],
    yearsOfExperience: 7,
    city: 'Delhi',
  },
  {
    ...S,
    id: 're34',
    resume: `NAVEEN KUMAR S
Dental Lab Technician
Peelamedu, Coimbatore | 90807 31456 | naveenkumar.dentallab@gmail.com

PROFILE
Dental lab technician with 2 years of crown and bridge work: wax patterns, metal casting, finishing and polishing of cobalt-chrome and precious-metal crowns. Fine handwork under magnification. Interested in moving into gold jewellery making.

EXPERIENCE
Dental Technician – a dental laboratory, Peelamedu, Coimbatore | Sept 2024 – present
- Wax-up, investing and casting (induction casting machine)
- Metal finishing with burs, sandblasting, polishing
- Soldering of bridge units

EDUCATION
Diploma in Dental Mechanics – Tamil Nadu Govt Dental College (Chennai) – 2024
HSC – 2021

SKILLS
Wax carving, investment casting, metal finishing, polishing, soldering, fine hand skills

LANGUAGES
Tamil, English`,
  },
  {
    ...S,
    id: 're35',
    resume: `KHUSHI AGRAWAL
E-commerce | Catalogue Management
Vaishali Nagar, Jaipur · khushi.agrawal.ecom@gmail.com · 94140 62385

PROFILE
BBA fresher with a six-month catalogue internship at an online jewellery brand. Comfortable with bulk uploads, SKU sheets and marketplace panels.

EDUCATION
BBA – IIS (deemed to be University), Jaipur | 2023 – 2026 | 8.0 CGPA
Class XII (Commerce) – Maharaja Sawai Man Singh Vidyalaya | 2023

INTERNSHIP
Catalogue Intern – CaratLane (remote, Chennai team) | Jan 2026 – June 2026 (6 months)
• Created and updated 1,400+ product listings: metal, purity, stone, size, weight, price
• Bulk upload sheets, attribute QC and image mapping
• Fixed listing errors flagged on Amazon and Myntra panels

PROJECT
Final-year project: "Return rates of online jewellery purchases and the role of size guides"

SKILLS
Advanced Excel (VLOOKUP, pivot tables), catalogue QC, Shopify (admin), Amazon Seller Central, Myntra partner portal, product descriptions, Canva

LANGUAGES
Hindi, English, Marwari`,
    skills: ['Product Listing', 'Catalogue Management', 'Excel', 'Amazon Seller Central', 'Shopify'],
    preferredRoles: ['E-commerce Executive', 'Catalogue Executive'],
    yearsOfExperience: 0,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 're36',
    resume: `Yash Khandelwal
Johari Bazaar, Jaipur | 98290 14763 | yashkhandelwal.jpr@gmail.com

OBJECTIVE
B.Com graduate who runs online sales for our family silver jewellery shop. Want to join a jewellery brand's e-commerce team.

EDUCATION
B.Com – University of Rajasthan (Commerce College) – 2025
Digital Marketing certificate – Google Digital Garage – 2024

EXPERIENCE
Online Sales – family business (silver and gemstone jewellery), Johari Bazaar | 2024 – present
- Set up our Shopify store and Amazon seller account; 350+ listings
- Photographed products on a light box, edited in Photoshop and Snapseed
- Wrote titles and descriptions with keywords; handled orders, Shiprocket dispatch and returns
- Etsy shop with international orders (USA, Germany)

SKILLS
Shopify, Amazon Seller Central, Etsy, Excel, Photoshop (basic), SEO keywords, Shiprocket

LANGUAGES
Hindi, English`,
  },
  {
    ...S,
    id: 're37',
    resume: `Riya Sethi
Catalog Associate Intern at Nykaa Fashion

Contact
riya.sethi02@gmail.com
Malad West, Mumbai (moving to Jaipur, Nov 2026)

Summary
BMS graduate interested in e-commerce operations and catalogue. I enjoy making product pages accurate and easy to shop.

Experience
Catalog Associate Intern
Nykaa Fashion
Feb 2026 - Jul 2026 · 6 mos
Mumbai, Maharashtra
Listing of fashion jewellery and accessories: attributes, size charts, colour tagging, image QC; daily upload trackers in Google Sheets.

Content Intern
Local D2C candle brand (Instagram)
Jun 2025 - Aug 2025 · 3 mos

Education
University of Mumbai (N. M. College)
Bachelor of Management Studies - BMS, 2023 - 2026

Skills
Catalog Management · Google Sheets · Product Descriptions · Image QC · Canva`,
    skills: ['Catalog Management', 'Product Listing', 'Google Sheets', 'Product Descriptions', 'Canva'],
    preferredRoles: ['Catalogue Executive', 'E-commerce Trainee'],
    yearsOfExperience: 0,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 're38',
    resume: `MOHIT SHARMA
Product Photographer & E-commerce Content (Junior)
Sanganer, Jaipur | mohit.clicks.jpr@gmail.com | 80039 27615

PROFILE
Junior product photographer shooting jewellery for online stores for 1.5 years. I also upload and edit listings.

EXPERIENCE
Photographer & Listing Assistant – a gemstone and silver jewellery exporter, Sitapura, Jaipur | May 2025 – present
- Macro photography of rings, earrings and loose gems; white-background and model shots
- Retouching in Photoshop (dust, reflections, colour correction)
- Uploading products to Shopify and Etsy with size, metal and stone details
- Maintaining the image library and SKU codes in Excel

EDUCATION
Diploma in Photography – Jaipur (private institute) – 2024
B.A. – University of Rajasthan – 2024

SKILLS
Jewellery photography, Photoshop, Lightroom, Shopify, Etsy, Excel`,
  },
  {
    ...S,
    id: 're39',
    resume: `ALKA VERMA
Head – Visual Merchandising | 16 years | Jewellery & Luxury Retail
Gurugram, Haryana | alka.verma.vm@gmail.com | 98100 53829

PROFILE
VM leader who has built the visual identity of two national jewellery chains and a luxury watch retailer. Led teams of 25 regional VMs, launch of 120+ stores, annual VM budgets of Rs 8 crore.

EXPERIENCE
Head – Visual Merchandising, a national jewellery chain (Delhi HQ) | 2019 – 2026
• VM strategy, brand guidelines, festive campaigns, store design with architects
• Managed 6 regional VM managers and 25 VMs
National VM Manager – a luxury watch retailer | 2014 – 2019
Visual Merchandiser – Shoppers Stop, Delhi | 2010 – 2014

EDUCATION
NIFT Delhi – B.Des Fashion Communication | 2010

SKILLS
VM strategy, store design, team leadership, budgets, vendor development, brand guidelines`,
  },
  {
    ...S,
    id: 're40',
    resume: `AKSHAY CHOUDHARY
Digital Marketing Fresher
Mansarovar, Jaipur · akshaychoudhary.dm@gmail.com · 75979 21840

EDUCATION
BCA – Poornima University, Jaipur – 2026
Advanced Digital Marketing – a Jaipur institute (4 months) – 2025

INTERNSHIP
Social Media Intern – a Jaipur handicrafts brand | Jan – March 2026 (3 months)
• Instagram posts, Reels and ads (Meta Ads Manager)
• Google My Business and basic SEO for the website

SKILLS
Meta Ads, Google Ads (basic), SEO, Canva, WordPress, Excel

CERTIFICATIONS
Google Ads Search, HubSpot Content Marketing

HOBBIES
Video editing, cricket`,
    skills: ['Social Media Marketing', 'SEO', 'Meta Ads', 'Canva', 'WordPress'],
    preferredRoles: ['Digital Marketing Executive'],
    yearsOfExperience: 0,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 're41',
    resume: `CURRICULUM VITAE
PATEL JINAL MAHESHBHAI
Address: B-14, Shivam Flats, Maninagar, Ahmedabad – 380008
Mobile: 99782 40163 | Email: jinalpatel.bcom@gmail.com

CAREER OBJECTIVE
To work as an accountant in a reputed firm and use my knowledge of Tally and GST.

EDUCATIONAL QUALIFICATION
B.Com (Accountancy) – Gujarat University (H. L. College of Commerce) – 2025 – 76%
H.S.C (Commerce) – GSEB – 2022 – 81%
S.S.C – GSEB – 2020 – 88%

COMPUTER KNOWLEDGE
Tally Prime (with GST) – Tally Education certificate (Certified Tally Professional), 2024
MS Excel, MS Word, Gmail

INTERNSHIP
Accounts Intern – a CA firm, Navrangpura | Jan 2026 – June 2026 (6 months)
- Voucher entries in Tally Prime for 8 clients (traders and a jewellery shop)
- GSTR-1 and GSTR-3B data preparation, bank reconciliation
- TDS working and filing support

STRENGTHS
Accuracy, quick learner, honest

LANGUAGES
Gujarati, Hindi, English

DECLARATION
I hereby declare that the above information is true.
Place: Ahmedabad                               (Jinal Patel)`,
    skills: ['Tally Prime', 'GST', 'Bank Reconciliation', 'TDS', 'MS Excel'],
    preferredRoles: ['Junior Accountant', 'Accounts Executive'],
    yearsOfExperience: 0,
    city: 'Ahmedabad',
  },
  {
    ...S,
    id: 're42',
    resume: `RESUME
DARSHAN SONI
Kalupur, Ahmedabad | 95375 08129

OBJECTIVE: Accounts job in gold / jewellery line.

EXPERIENCE
Accounts Assistant – a bullion and gold jewellery trading firm, Manek Chowk, Ahmedabad
Sept 2025 – present (1 year 2 months)
• Sales / purchase bills in Tally Prime with fine-gold weight and labour
• Metal ledger (fine weight) and cash book
• GST invoices, e-way bills, GSTR-1 data to the CA
• Bank entries and reconciliation (HDFC, Kotak)

EDUCATION
B.Com – Gujarat University – 2025
HSC Commerce – 2022

COMPUTER
Tally Prime, Excel, Busy (basic)

LANGUAGE
Gujarati, Hindi

Declaration: The information above is true.
Darshan Soni`,
  },
  {
    ...S,
    id: 're43',
    resume: `Nidhi Trivedi
M.Com (Accounting & Finance) | Fresher
Satellite, Ahmedabad · nidhi.trivedi.mcom@gmail.com · 84600 91752

PROFILE
Commerce postgraduate with Tally Prime and GST training, looking for a junior accountant position in Ahmedabad.

EDUCATION
M.Com – Gujarat University (School of Commerce) | 2024 – 2026 | 72%
B.Com – Gujarat University (Swaminarayan College) | 2024 | 74%

CERTIFICATIONS
• Tally Prime with GST – NIIT, 2025
• Advanced Excel – 2025
• GST Practitioner course (basic) – ICAI short course, 2026

PROJECT
M.Com project: "Working capital management of small jewellery traders in Ahmedabad" (interviews with 20 traders)

SKILLS
Tally Prime, GST returns, journal entries, ledger, bank reconciliation, Excel

LANGUAGES
Gujarati, Hindi, English

HOBBIES
Reading, garba`,
    skills: ['Tally Prime', 'GST', 'Accounting', 'Bank Reconciliation', 'MS Excel'],
    preferredRoles: ['Junior Accountant'],
    yearsOfExperience: 0,
    city: 'Ahmedabad',
  },
  {
    ...S,
    id: 're44',
    resume: `KUNAL SHAH
CA Intermediate | Articleship completed
Paldi, Ahmedabad | kunalshah.ca@gmail.com | 98253 47016

SUMMARY
CA Intermediate (both groups) with 2 years of articleship in audit, taxation and accounting. Taking a break from CA Final and looking for a full-time accounts role.

ARTICLESHIP
Articled Assistant – a CA firm, Ashram Road, Ahmedabad | Aug 2024 – Aug 2026 (2 years)
• Statutory and tax audits of traders, including two gold jewellery wholesalers (stock verification)
• Books of accounts in Tally Prime; GST returns and reconciliation (GSTR-2B)
• TDS returns, income tax returns for individuals and firms

EDUCATION
CA Intermediate – ICAI – 2024
B.Com – Gujarat University – 2025 (external)

SKILLS
Tally Prime, GST, TDS, audit, Excel, income tax

LANGUAGES
Gujarati, Hindi, English`,
  },
  {
    ...S,
    id: 're45',
    resume: `HETVI DESAI
BBA (Finance) Fresher
Bodakdev, Ahmedabad | hetvidesai.bba@gmail.com | 70690 53218

PROFILE
Finance student interested in financial analysis, banking and investments.

EDUCATION
BBA (Finance) – GLS University, Ahmedabad | 2023 – 2026 | 7.4 CGPA
Class XII Commerce – Udgam School | 2023

INTERNSHIP
Finance Intern – a wealth management firm, CG Road | May – June 2025 (8 weeks)
- Mutual fund research and client presentations
- Excel models for SIP returns

SKILLS
Financial statements, Excel, PowerPoint, basic accounting (no Tally yet, learning)

CERTIFICATIONS
NISM Series V-A (Mutual Fund Distributors) – 2025

ACTIVITIES
Finance club coordinator; college fest sponsorship team`,
    skills: ['Financial Analysis', 'MS Excel', 'Accounting', 'PowerPoint', 'Mutual Funds'],
    preferredRoles: ['Finance Executive', 'Accounts Trainee'],
    yearsOfExperience: 0,
    city: 'Ahmedabad',
  },
  {
    ...S,
    id: 're46',
    resume: `Neha Bhatia
Visual Merchandising Manager
Sector 56, Gurugram · neha.bhatia.vm@gmail.com · 98990 26471

Summary
VM manager with 10 years in department store and jewellery retail. Returning after a career break (2024 – 2026, childcare) and open to flexible or store-level VM roles in Gurugram and South Delhi.

Experience
VM Manager – North, Shoppers Stop | 2019 – 2024
- VM for 9 stores in NCR: windows, seasonal themes, planograms, VM audits
- Managed a team of 6 visual merchandisers
Visual Merchandiser – a jewellery brand, DLF Promenade and Ambience Mall | 2016 – 2019
- Counter and window displays, props, lighting checks
Junior VM – Westside, Delhi | 2014 – 2016

Education
Diploma in Visual Merchandising – NIFT Delhi (continuing education) | 2014
B.Com – Delhi University | 2013

Skills
Window display, props, planogram, store layout, team handling, VM audits`,
  },
  {
    ...S,
    id: 're47',
    resume: `ROHIT BHASKAR
MBA (Retail Management) – 2026
HSR Layout, Bengaluru · rohit.bhaskar.mba@gmail.com · +91 99016 42873 · linkedin.com/in/rohitbhaskar

PROFILE
MBA in retail management with a summer internship in jewellery retail operations. Interested in store operations, inventory and customer experience.

EDUCATION
MBA – Retail Management – Christ University, Bengaluru | 2024 – 2026 | 3.4/4
B.Com – St. Joseph's College of Commerce, Bengaluru | 2024

SUMMER INTERNSHIP
Titan Company (Tanishq) – Retail Operations Intern, Bengaluru region | April – June 2025 (8 weeks)
• Studied the stock audit and old-gold exchange process in 4 stores; proposed a checklist that cut audit time by 20%
• Built a weekly KPI dashboard (footfall, conversion, average bill value) in Excel
• Shadowed the store manager on staff rostering and customer escalations

PROJECTS
• Live project: planogram and space productivity study, a Bengaluru supermarket
• Dissertation: "Omnichannel try-at-home in jewellery retail"

SKILLS
Retail operations, inventory audit, MIS reporting, Excel (pivot, dashboards), Power BI (basic), team coordination

LANGUAGES
English, Kannada, Hindi, Tamil`,
    skills: ['Retail Operations', 'Inventory Management', 'MIS Reporting', 'Excel', 'Store Operations'],
    preferredRoles: ['Management Trainee', 'Retail Operations Executive'],
    yearsOfExperience: 0,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 're48',
    resume: `SNEHA REDDY
PGDM (Marketing & Operations) | 2026
Whitefield, Bengaluru | snehareddy.pgdm@gmail.com | 91089 37264

EDUCATION
PGDM – Marketing & Operations – IFIM Business School, Bengaluru | 2024 – 2026 | 7.6 CGPA
BBA – Mount Carmel College, Bengaluru | 2024 | 8.2 CGPA

SUMMER INTERNSHIP
Reliance Retail (Trends) – Store Operations Intern, Bengaluru | May – July 2025 (10 weeks)
- Daily sales and stock MIS for 3 stores; shrinkage analysis
- Ran the cycle count for accessories; fixed 140 SKU mismatches
- Supported the store manager on staff scheduling during end-of-season sale

LIVE PROJECTS
• Customer journey mapping for a premium eyewear chain (Lenskart store, Koramangala)
• Supply chain case: replenishment model for a quick-commerce dark store

SKILLS
Store operations, inventory control, MIS, Excel, SQL (basic), customer service

ACHIEVEMENTS
Winner, inter-college retail case competition (2025)`,
  },
  {
    ...S,
    id: 're49',
    resume: `ABHISHEK MENON
abhishek.menon.mba@gmail.com | +91 95671 20384 | Kochi, Kerala (open to Bengaluru)

CAREER OBJECTIVE
MBA marketing fresher who wants to start as a management trainee in jewellery or lifestyle retail.

EDUCATION
MBA (Marketing, minor in Operations) – Rajagiri Business School, Kochi | 2024 – 2026 | 7.9 CGPA
B.Com – Sacred Heart College, Thevara | 2024

SUMMER INTERNSHIP
Kalyan Jewellers, Thrissur head office & MG Road Kochi showroom | April – June 2025 (2 months)
- Studied showroom operations: stock transfer, tray audit, hallmark (HUID) compliance
- Survey of 200 customers on wedding jewellery purchase decisions
- Helped the showroom manager with Akshaya Tritiya floor planning and staff allocation

ACADEMIC PROJECTS
• Retail analytics: basket analysis for a Kochi supermarket chain
• Store layout study of a Lulu Mall fashion store

SKILLS
Retail operations, customer research, Excel, SPSS, presentation, team work

LANGUAGES
Malayalam, English, Hindi, Tamil

DECLARATION
I hereby declare that the above information is true to the best of my knowledge.`,
    skills: ['Retail Operations', 'Customer Research', 'Excel', 'SPSS', 'Store Operations'],
    preferredRoles: ['Management Trainee'],
    yearsOfExperience: 0,
    city: 'Kochi',
  },
  {
    ...S,
    id: 're50',
    resume: `TARUN VARMA
Luxury Retail | Watches
Jubilee Hills, Hyderabad | tarunvarma.retail@gmail.com | 96187 42035

PROFILE
BBA graduate with a retail internship at a luxury watch boutique. Comfortable with premium clients and product storytelling; interested in luxury and jewellery retail.

EDUCATION
BBA – ICFAI Foundation for Higher Education, Hyderabad | 2026
Intermediate (MEC) – Sri Chaitanya | 2023

INTERNSHIP
Retail Intern – Ethos Watch Boutique, Inorbit Mall, Hyderabad | Jan 2026 – April 2026 (4 months)
• Assisted boutique executives with clients for Tissot, Longines and TAG Heuer
• Explained movements (quartz, automatic), warranty and after-sales
• Maintained display trays and the client book in the CRM

SKILLS
Luxury client handling, product presentation, CRM, grooming standards, English, Telugu, Hindi

HOBBIES
Horology blogs, football`,
    skills: ['Luxury Retail', 'Client Handling', 'CRM', 'Product Presentation', 'Watches'],
    preferredRoles: ['Retail Trainee', 'Sales Executive'],
    yearsOfExperience: 0,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 're51',
    resume: `RESUME
Name: Lokesh Gowda H
Address: Kengeri Satellite Town, Bengaluru
Phone: 81973 40526 | Email: lokeshgowda.bba@gmail.com

Objective
To work in a retail company and grow into store management.

Education
BBA – Bangalore University (Government R.C. College) – 2026 – 68%
PUC (Commerce) – 2023

Internship
Store Intern – DMart, Kengeri | June – July 2025 (6 weeks)
- Shelf replenishment and price tag checks
- Helped in billing counter queue management
- Daily stock report entry

Skills
MS Excel, customer service, teamwork, Kannada, English, Hindi

Hobbies
Kabaddi, reading Kannada novels

Declaration
I hereby declare that the above information is true.
Lokesh Gowda H`,
  },
  {
    ...S,
    id: 're52',
    resume: `PRIYA LAKSHMANAN
MBA – Human Resources | 2026
Anna Nagar, Chennai | priya.lakshmanan.hr@gmail.com | 98401 63759

PROFILE
HR postgraduate with a recruitment internship: sourcing, screening and scheduling for retail store roles. Fluent in Tamil and English.

EDUCATION
MBA (HR & Marketing) – Loyola Institute of Business Administration (LIBA), Chennai | 2024 – 2026 | 7.8 CGPA
B.Com – Women's Christian College, Chennai | 2024

INTERNSHIPS
Talent Acquisition Intern – a staffing firm (retail & BFSI hiring), Guindy, Chennai | April – June 2025 (2 months)
• Sourced 300+ CVs on Naukri and Apna for store sales and cashier roles
• Phone screening, interview scheduling, walk-in drive at T. Nagar
• Maintained the hiring tracker and offer follow-ups
HR Operations Intern – a textile showroom chain, Chennai | Dec 2025 (1 month)
• Onboarding documents, employee files, attendance

SKILLS
Recruitment, sourcing, screening, onboarding, HR operations, Excel, Naukri RMS

LANGUAGES
Tamil, English, Hindi (basic)`,
    skills: ['Recruitment', 'Sourcing', 'Screening', 'Onboarding', 'Naukri', 'HR Operations'],
    preferredRoles: ['HR Trainee', 'Recruitment Executive'],
    yearsOfExperience: 0,
    city: 'Chennai',
  },
  {
    ...S,
    id: 're53',
    resume: `Keerthana S
HR Intern | BBA
Tambaram, Chennai
keerthana.s.bba@gmail.com | 90030 24861

Education
BBA – Madras Christian College, Tambaram – 2026 – 7.5 CGPA
HSC – 2023 – 88%

Internship
Recruitment Intern – a jewellery and silk retail chain (head office, T. Nagar) | Jan 2026 – April 2026 (4 months)
- Posted jobs on Naukri and Indeed for salesmen, cashiers and karigars
- Screened CVs, called candidates and fixed interviews with branch managers
- Prepared joining kits and collected documents (Aadhaar, PAN, bank details)

Projects
"Attrition of sales staff in Chennai retail showrooms" – survey of 80 employees

Skills
Sourcing, screening, interview coordination, onboarding, Excel, Tamil and English communication

Hobbies
Carnatic music`,
  },
  {
    ...S,
    id: 're54',
    resume: `CURRICULUM VITAE
M. ARUN PRASATH
No. 18, 3rd Street, Ashok Nagar, Chennai – 600083
Mobile: 94440 81726 | Email: arunprasath.msw@gmail.com

CAREER OBJECTIVE
To begin my career in human resources as a trainee and contribute to recruitment and employee relations.

EDUCATIONAL QUALIFICATION
MSW (Human Resource Management) – Madras School of Social Work – 2026 – 74%
B.A. Sociology – Presidency College, Chennai – 2024 – 71%

FIELD WORK / INTERNSHIP
HR Intern – an automobile components plant, Sriperumbudur | Dec 2025 – Feb 2026 (2 months)
- Recruitment of contract workers: screening, documents, induction
- Statutory records: PF and ESI registration
Concurrent field work – an NGO, Chennai (HR and volunteer management) | 2024 – 2025

SKILLS
Recruitment, induction, HR records, labour laws (basic), MS Office

LANGUAGES
Tamil, English

DECLARATION
I hereby declare that the details furnished above are true.
Place: Chennai                                       M. ARUN PRASATH`,
    skills: ['Recruitment', 'Onboarding', 'HR Records', 'Labour Laws', 'MS Office'],
    preferredRoles: ['HR Trainee'],
    yearsOfExperience: 0,
    city: 'Chennai',
  },
  {
    ...S,
    id: 're55',
    resume: `VIGNESH RAJ
Recruiter – Volume Hiring
Velachery, Chennai | vigneshraj.recruiter@gmail.com | 89391 62074

SUMMARY
Recruiter with 1 year of volume hiring for a BPO: sourcing, screening and walk-in drives. Looking to move into retail hiring with a growing brand.

EXPERIENCE
HR Recruiter – a customer support BPO, Perungudi, Chennai | Oct 2025 – present (1 year 1 month)
• 40-60 hires a month for voice and non-voice process
• Sourcing on Naukri, Apna, WorkIndia; referral drives
• Telephonic screening, walk-in drives, offer letters, joining follow-up
HR Intern – same company | July – Sept 2025 (3 months)

EDUCATION
B.Com (Corporate Secretaryship) – Guru Nanak College, Chennai | 2025

SKILLS
Volume hiring, sourcing, screening, walk-in drives, Naukri, Excel trackers

LANGUAGES
Tamil, English, Telugu (speak)`,
  },
  {
    ...S,
    id: 're56',
    resume: `R. SANGEETHA
Front Office & Admin Executive
Kodambakkam, Chennai | sangeetha.admin@gmail.com | 97898 41530

PROFILE
Admin executive with 2 years at a corporate front desk: visitor management, attendance and office administration. Interested in HR.

EXPERIENCE
Front Office & Admin Executive – an IT services company, Guindy, Chennai | Sept 2024 – present
- Reception, visitor register, courier and calls
- Attendance and leave records; sending joining kits to new employees
- Vendor coordination for housekeeping and pantry

EDUCATION
B.A. English – Ethiraj College for Women, Chennai – 2024

SKILLS
Front desk, office administration, MS Office, attendance records, communication

LANGUAGES
Tamil, English, Hindi`,
    skills: ['Front Desk', 'Office Administration', 'MS Office', 'Attendance Records', 'Communication'],
    preferredRoles: ['Admin Executive', 'HR Assistant'],
    yearsOfExperience: 2,
    city: 'Chennai',
  },
  {
    ...S,
    id: 're57',
    resume: `Harini Venkatesh
B.Sc Psychology (2026) | Chennai
harini.v.psy@gmail.com | 96000 57128

About me
Psychology graduate interested in people, assessment and workplace behaviour. Exploring HR and counselling roles.

Education
B.Sc Psychology – Stella Maris College, Chennai – 2026 – 8.3 CGPA

Experience
Counselling Intern – a school in Adyar | June – July 2025 (6 weeks)
Research Assistant (volunteer) – college psychology department | 2025
- Administered personality questionnaires and entered data in SPSS

Skills
Psychometric tests, interviewing, SPSS, report writing, empathy

Languages
Tamil, English, Telugu`,
  },
  {
    ...S,
    id: 're58',
    resume: `ISHA MALHOTRA
Visual Merchandising | Fashion Communication
Rajouri Garden, New Delhi · isha.malhotra.fc@gmail.com · 99531 28460 · Portfolio: ishamalhotra.in

EDUCATION
B.Des Fashion Communication – NIFT Delhi | 2022 – 2026 | CGPA 8.0
Specialisation: visual merchandising and space design

INTERNSHIP
VM Intern – Shoppers Stop, Select Citywalk, Saket | May – July 2025 (10 weeks)
• Window changes for the monsoon campaign; dressed mannequins and busts
• Planogram compliance checks and VM photo reports to the regional team
• Props inventory and prop repair

GRADUATION PROJECT
Window display series for a jewellery brand's Diwali campaign: concept, 3D mock-ups, props made from brass and paper, lighting plan

SKILLS
Window display, props making, planogram, store layout, SketchUp, Photoshop, lighting basics

LANGUAGES
Hindi, English, Punjabi`,
    skills: ['Visual Merchandising', 'Window Display', 'Props', 'Planogram', 'Store Layout'],
    preferredRoles: ['Visual Merchandiser'],
    yearsOfExperience: 0,
    city: 'Delhi',
  },
  {
    ...S,
    id: 're59',
    resume: `Aman Chauhan
Visual Merchandiser (Assistant) – Lifestyle Stores
Laxmi Nagar, Delhi | aman.chauhan.vm@gmail.com | 88266 30471

Experience
Assistant Visual Merchandiser – Lifestyle (Landmark Group), Pacific Mall, Subhash Nagar | Sept 2025 – present (1 year 2 months)
- Weekly floor changes as per VM guidelines; mannequin and window dressing
- Accessories and watches counter displays
- VM compliance photos, props upkeep, fixture changes with the maintenance team
VM Trainee – Max Fashion, Janakpuri | March 2025 – Aug 2025 (6 months)

Education
Diploma in Visual Merchandising & Retail Design – a Delhi design institute (1 year) – 2025
B.A. (Programme) – Delhi University (SOL) – 2024

Skills
Window display, mannequin dressing, props, planogram, fixtures, lighting

Ready to travel between stores in Delhi NCR.`,
  },
  {
    ...S,
    id: 're60',
    resume: `RUCHI BANSAL
Junior Visual Merchandiser
Pitampura, Delhi | ruchibansal.vm@gmail.com | 98737 16402

PROFILE
Visual merchandising graduate with a jewellery retail VM internship. I like small-scale detail work: trays, busts, lighting on stones.

EDUCATION
Diploma in Visual Merchandising – Pearl Academy, Delhi (Naraina) | 2025 – 2026
B.Com – Delhi University (Shaheed Bhagat Singh College) | 2025

INTERNSHIP
VM Intern – Tanishq, Rajouri Garden & Pitampura stores | Feb 2026 – May 2026 (4 months)
• Set up counter displays and festive props for the Akshaya Tritiya campaign
• Tray layouts and bust dressing as per the brand VM manual
• Daily VM compliance photos to the regional VM

SKILLS
Jewellery display, window display, props, planogram, lighting checks, Canva

HOBBIES
Paper craft, photography`,
    skills: ['Visual Merchandising', 'Jewellery Display', 'Window Display', 'Props', 'Planogram'],
    preferredRoles: ['Visual Merchandiser', 'Junior Visual Merchandiser'],
    yearsOfExperience: 0,
    city: 'Delhi',
  },
];

export const RESUME6_LABELS: Labels = {
  're-trainee-sales-showroom': { re01: 2, re02: 2, re03: 2, re04: 2, re05: 1, re06: 1, re50: 1 },
  're-cad-designer-trainee': { re07: 2, re08: 2, re09: 2, re10: 2, re11: 1, re12: 1, re13: 1 },
  're-jewellery-design-intern': { re09: 2, re12: 2, re14: 2, re15: 2, re07: 1, re16: 1 },
  're-diamond-grading-trainee': { re20: 2, re21: 2, re22: 2, re23: 2, re24: 1, re25: 1 },
  're-trainee-goldsmith': { re28: 2, re29: 2, re30: 2, re31: 2, re32: 1, re34: 1 },
  're-ecommerce-catalogue-trainee': { re35: 2, re36: 2, re37: 2, re38: 2, re19: 1, re40: 1 },
  're-junior-accountant-bcom': { re41: 2, re42: 2, re43: 2, re44: 2, re45: 1, re01: 1 },
  're-management-trainee-retail-ops': { re47: 2, re48: 2, re49: 2, re03: 1, re51: 1, re52: 1 },
  're-hr-trainee-recruitment': { re52: 2, re53: 2, re54: 2, re55: 2, re56: 1, re57: 1 },
  're-jr-visual-merchandiser': { re58: 2, re59: 2, re60: 2, re16: 1, re18: 1, re33: 1, re46: 1 },
};
