/**
 * The third sealed résumé part's 70 job seekers (m01-m70), each given as a whole résumé as a PDF's text
 * layer gives it; about half also carry the profile fields a seeker fills in the app (which need not
 * agree with the résumé). Written blind, for the jobs in evaluationSetSealedResumes3.ts.
 */
import type { EvalSeeker } from './evaluationTypes';

const S = { part: 'sealedResume', overview: '' } as const;

export const SEALED_RESUME3_SEEKERS: EvalSeeker[] = [
  {
    ...S,
    id: 'm01',
    resume: `RESUME
MOHIT KUMAR SONI
Add: 112, Gangori Bazar, Jaipur (Raj.) - 302001
Mob: 98290 4xxxx   Email: mohitsoni.jpr@gmail.com

CAREER OBJECTIVE
To work in a reputed jewellery showroom where I can use my selling skill and knowledge of gold & kundan jewellery for growth of organisation and myself.

WORK EXPERIENCE
Shri Ram Jewellers, Johari Bazar, Jaipur        Apr 2021 - Till date
Designation : Sales Executive (Counter)
- Handling gold, polki & kundan meena counter
- Showing designs to customers, telling weight, making charges and rate
- Old gold exchange - checking on karat meter and making bill
- Bridal customers handling in wedding season, tourist customers also
- Maintaining daily stock tally of counter with accountant

Gems Palace (Retail Counter)                    Jan 2020 - Mar 2021
Trainee Salesman - silver and gemstone counter

EDUCATIONAL QUALIFICATION
B.Com - University of Rajasthan (2019)
12th - RBSE (2016)

LANGUAGE KNOWN : Hindi, English, Marwari
HOBBIES : Cricket, Music

PERSONAL DETAILS
Father's Name : Sh. Ramesh Chand Soni
DOB : 14/08/1998
Marital Status : Unmarried

DECLARATION
I hereby declare that above information is true to best of my knowledge.
Place : Jaipur                                        (Mohit Kumar Soni)`,
    skills: ['Jewellery Sales', 'Gold Jewellery', 'Kundan', 'Customer Handling'],
    preferredRoles: ['Sales Executive'],
    yearsOfExperience: 4,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 'm02',
    resume: `PRIYANKA SHEKHAWAT
Jaipur, Rajasthan | +91 94140 xxxxx | priyanka.shekhawat93@yahoo.com

PROFILE SUMMARY
Customer-focused Retail Sales Associate with 3 years in a branded fine jewellery store. Comfortable with high value
clients, bridal consultations and CRM follow ups. Consistent achiever of monthly targets.

EXPERIENCE
Retail Sales Associate
Titan Company Ltd. (Tanishq franchise store), Tonk Road, Jaipur
June 2022 – Present
• Consultative selling of gold, diamond and solitaire jewellery to walk-in and appointment customers
• Explain purity, certification and exchange policy; handle Golden Harvest scheme enrolments
• Record customer details in CRM, birthday / anniversary follow up calls
• Achieved 112% of target in Akshaya Tritiya 2023
• Assist in stock counting and display changes

Customer Service Executive
Vodafone Idea store, MI Road, Jaipur
Aug 2020 – May 2022
• Handled walk in customers, SIM and postpaid plans, complaint resolution

EDUCATION
BBA, IIS University Jaipur, 2020

SKILLS
Consultative selling | Bridal consultation | CRM | MS Excel | Hindi, English

Interests: Reading, travel`,
  },
  {
    ...S,
    id: 'm03',
    resume: `CURRICULUM VITAE

NEHA KUMAWAT
Contact no. 7023xxxxxx
Email id: nehakumawat2000@gmail.com
Address: Hiran Magri, Sector 4, Udaipur

OBJECTIVE
Seeking a job in jewellery showroom as sales girl. Hard working and honest.

EXPERIANCE
* 2 year working in "Rangoli Sarees & Lehenga", Bapu Bazar Udaipur as Sales Girl (2022 to 2024)
* showing sarees, lehenga to ladies customers, draping, bridal lehenga selling
* billing on computer (Busy software)
* 6 month part time in Imitation jewellery shop (bangles, artificial sets)

QUALIFICATION
- B.A. from MLSU Udaipur 2021
- Basic Computer Course (RSCIT)

STRENGTH: good communication, patience, team work
Language : Hindi , Mewari, little English

Father Name - Shri Bhanwar Lal Kumawat
D.O.B. - 02-03-2000

I hereby declare all information is true.
NEHA`,
    skills: ['Sales', 'Customer Service', 'Billing'],
    preferredRoles: ['Jewellery Sales Girl', 'Showroom Sales'],
    yearsOfExperience: 2,
    city: 'Udaipur',
  },
  {
    ...S,
    id: 'm04',
    resume: `ANKIT JAIN
Mobile - 8058xxxxxx | ankitjain.jpr@gmail.com
Malviya Nagar, Jaipur

OBJECTIVE
A fresher commerce graduate looking for a start in the jewellery business, family background in gem trading.

EDUCATION
B.Com (Hons.) — Commerce College, Jaipur — 2024 — 68%
Diploma in Gem Identification (3 months) — Gem Testing Laboratory, Jaipur — 2024

INTERNSHIP
Summer intern, Amrapali style silver jewellery shop, Jaipur — May–July 2023
- Assisted counter staff, tagging of items, helped foreign tourist customers
- Learned basic stone identification (ruby, emerald, tanzanite)

SKILLS
Tally, MS Office, Basic gem identification, English and Hindi communication

ACHIEVEMENTS
- NSS volunteer
- College fest organising committee

Hobbies - chess, photography

DECLARATION
I declare that the information given is correct.`,
  },
  {
    ...S,
    id: 'm05',
    resume: `SAYALI P. KADAM
Jewellery CAD Designer
Andheri East, Mumbai  |  +91 98670 xxxxx  |  sayali.kadam.cad@gmail.com  |  behance.net/sayalikadam

SUMMARY
Jewellery CAD designer with 4+ years building production-ready models for export manufacturers in SEEPZ.
Strong in MatrixGold and Rhino 7, stone layout, pave/micro pave seats and casting-ready wall thickness.

EXPERIENCE
CAD Designer — Sparkle Fine Jewels Pvt. Ltd., SEEPZ, Mumbai             Mar 2021 – Present
- Model 40-60 styles a month: engagement rings, eternity bands, halo pendants, tennis bracelets
- Stone layouts with exact seat sizes; weight estimation for 14K/18K and platinum
- Prepare STL files for resin printing, add supports and sprues with printer team
- KeyShot renders for US customer approvals (JCPenney / Kay type programs)
Junior CAD Designer — Shree Ganesh Jewels, Zaveri Bazaar                  Jul 2020 – Feb 2021
- Rhino modelling of 22K temple and bridal jewellery from hand sketches

EDUCATION
Diploma in Jewellery Design & CAD — SNDT Women's University, 2020
B.Sc. (IT) — Mumbai University, 2018

SOFTWARE
MatrixGold 2.x | Rhino 6/7 | KeyShot | ZBrush (basic) | Photoshop

LANGUAGES: Marathi, Hindi, English`,
    skills: ['MatrixGold', 'Rhino', 'KeyShot', 'Jewellery CAD'],
    preferredRoles: ['CAD Designer', 'Jewellery Designer'],
    yearsOfExperience: 4,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'm06',
    resume: `Hardik Vaghasiya
3D Jewellery Modeler
Varachha Road, Surat - 395006
Ph: 9825xxxxxx
mail: hardik.3dmodel@gmail.com

ABOUT ME
I make 3D models of rings, pendant, mangalsutra, bangles for manufacturing. Making models
from photo / sketch given by customer, ready for printing and casting. Freelance + job.

WORK
Kiran Ornaments (Surat) 3D Modeler                 2022 - now
  - daily 3-4 model, gents ring, ladies ring, bali, bracelet
  - stone fitting with correct diamond size, prong / bezel
  - weight control as per customer demand, 18kt & 22kt
  - rendering in keyshot for whatsapp approval
Freelance 3D designer                              2021 - 2022
  - models for local manufacturer in Mahidharpura

SOFTWARE KNOWN
Matrix 9 / MatrixGold, Rhinoceros, ZBrush (for carving / god design), 3 Design (basic)

EDUCATION
ITI (Draughtsman Mechanical) 2019
Jewellery 3D course - Arch Academy Surat 2020

Languages: Gujarati, Hindi`,
  },
  {
    ...S,
    id: 'm07',
    resume: `FARHEEN SHAIKH
Jewellery Designer (Manual)
Kurla West, Mumbai 400070 | 9930xxxxxx | farheen.designs@gmail.com

Objective: To grow as a jewellery designer and move into CAD based design work.

PROFESSIONAL EXPERIENCE
Freelance Jewellery Designer                            2019 - Present
• Hand-rendered designs (gouache / pencil) for Zaveri Bazaar manufacturers and retailers
• Bridal collections: polki, kundan, temple, Antwerp-style diamond sets
• Prepare design sheets with top, side and perspective views for karigars
Design Assistant — Royal Chains & Ornaments, Mumbai    2018 - 2019
• Maintained design catalogue, tracked samples with karigars

EDUCATION
Diploma in Jewellery Design — JDTI, Mumbai (2018)
Currently learning Rhino 7 (online course, 60% complete)

SKILLS
Manual rendering, gouache, Photoshop, CorelDRAW, trend research, basic Rhino

Languages: Urdu, Hindi, English, Marathi
Hobbies: Calligraphy, sketching`,
    skills: ['Jewellery Design', 'Hand Rendering', 'Rhino (learning)'],
    preferredRoles: ['Jewellery Designer', 'CAD Designer'],
    yearsOfExperience: 6,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'm08',
    resume: `ROHAN DESAI
CAD Designer / Draughtsman
Thane West | +91 99200 xxxxx | rohan.desai.cad@gmail.com

SUMMARY
AutoCAD & Revit draughtsman with 4 years in architectural and interior projects. Detailed working drawings,
furniture detailing and 3D visualisation.

EXPERIENCE
CAD Designer — Studio Arc Associates, Thane                       2021 – Present
- Prepare working drawings, sections, elevations for residential towers
- Interior joinery details, modular kitchen layouts
- 3D modelling in SketchUp and rendering in V-Ray / Lumion
Junior Draughtsman — Shah Interiors, Mulund                       2020 – 2021

EDUCATION
Diploma in Civil Engineering — Govt. Polytechnic Thane, 2019
Certificate: Autodesk AutoCAD Certified User

SOFTWARE
AutoCAD, Revit, SketchUp, V-Ray, Lumion, Rhino (basic, facade panels)

Languages: Marathi, Hindi, English`,
    skills: ['AutoCAD', 'Revit', 'SketchUp', 'Rhino', 'Rendering'],
    preferredRoles: ['CAD Designer'],
    yearsOfExperience: 4,
    city: 'Thane',
  },
  {
    ...S,
    id: 'm09',
    resume: `ATHIRA K. S.
Kizhakkumpattukara, Thrissur, Kerala - 680005
Mob: 9746xxxxxx  | athiraks96@gmail.com

CAREER OBJECTIVE
To build a career in banking and finance sector with a reputed organisation.

WORK EXPERIENCE
Junior Relationship Executive (Gold Loan)
Manappuram-type NBFC branch, Kunnamkulam              Feb 2023 - Present
* Appraising gold ornaments - touchstone, acid test, checking hallmark, deducting stone weight
* Sanctioning gold loans as per LTV and scheme, packet sealing, vault register
* KYC verification, CKYC upload, loan documentation
* Interest collection, renewal and auction notice follow up
* Doing branch canvassing and door to door marketing

EDUCATIONAL QUALIFICATION
B.Com (Finance) - St. Thomas College, Thrissur - 2022
Plus Two - Commerce - 2019

COMPUTER: MS Office, Tally ERP

LANGUAGES: Malayalam, English, Tamil (speak)

PERSONAL
Father's name : Suresh K. R.
Date of Birth : 11/07/2001
Religion : Hindu

DECLARATION
I hereby declare that the above details are true.
Athira K. S.`,
    skills: ['Gold Appraisal', 'Gold Loan', 'KYC', 'Customer Service'],
    preferredRoles: ['Gold Loan Officer'],
    yearsOfExperience: 2,
    city: 'Thrissur',
  },
  {
    ...S,
    id: 'm10',
    resume: `RESUME

JISHNU PRASAD
Edappally, Kochi - 682024
Phone : 8590xxxxxx
Email : jishnuprasad.p@gmail.com

OBJECTIVE
Fresher seeking job in NBFC / bank as gold loan executive.

QUALIFICATION
B.Com Co-operation, Maharaja's College Ernakulam - 2024
Certificate Course in Gold Appraisal & Ornament Testing - 15 days, Kerala State Co-op Training Institute (2024)
  (touchstone testing, nitric acid test, specific gravity, identification of spurious gold, loan valuation)

INTERNSHIP
One month internship at District Co-operative Bank, Aluva - gold loan section and cash counter

SKILLS
- Basic gold purity testing
- MS Excel, Tally Prime
- Good communication in Malayalam and English

Hobbies: Football, Bike riding

DECLARATION
I hereby declare that all the information furnished above is true.
Place: Kochi`,
  },
  {
    ...S,
    id: 'm11',
    resume: `SREEJITH MENON
Sales Officer – Retail Assets
Thrissur | +91 95620 xxxxx | sreejith.menon.tsr@gmail.com

SUMMARY
3 years in bank branch sales, personal loans and cash counter. Looking for a role in secured lending.

EXPERIENCE
Sales Officer — Private Sector Bank (DSA channel), Thrissur            2022 – Present
  - Sourcing personal loans and credit cards, customer documentation
  - Cross-selling insurance and FDs
  - Supported gold loan desk occasionally during staff leave (documentation only)
Cashier (contract) — Co-operative Bank, Irinjalakuda                    2021 – 2022
  - Cash receipts and payments, passbook updating

EDUCATION
BBA — Calicut University, 2021

SKILLS
Loan sourcing | KYC | Customer service | Cash handling | Malayalam, English, Hindi`,
    skills: ['Loan Sales', 'KYC', 'Cash Handling'],
    preferredRoles: ['Gold Loan Officer', 'Relationship Officer'],
    yearsOfExperience: 3,
    city: 'Thrissur',
  },
  {
    ...S,
    id: 'm12',
    resume: `K. VELAYUDHAN ACHARI
Gold Appraiser
Chalakudy, Thrissur Dist.
Ph: 94470xxxxx

PERSONAL PROFILE
Traditional goldsmith family. 9 years working as approved Gold Appraiser in
service co-operative banks. Expert in finding spurious and gold covering ornaments.

EXPERIENCE
2016 - Present : Gold Appraiser, Chalakudy Service Co-operative Bank
   - appraisal of ornaments pledged for gold loan (touchstone, acid, weight)
   - certifying net weight and purity in appraisal register
   - auction time re-appraisal
2010 - 2016 : Goldsmith in own shop (ring, chain repair, making)

QUALIFICATION
SSLC - 2008
Gold Appraiser Certificate - Co-op Training College

Languages - Malayalam

Declaration: above details true.`,
  },
  {
    ...S,
    id: 'm13',
    resume: `DHRUVI PATEL
Diamond Grader
Adajan, Surat | 9913xxxxxx | dhruvi.patel.gem@gmail.com

PROFILE
IGI-trained diamond grader with 3 years on a lab grading floor, grading natural and lab-grown polished
diamonds, 0.30 - 5 ct. Consistent with master stones; comfortable with high volume turnaround.

EXPERIENCE
Diamond Grader — International gem laboratory, Surat Diamond Bourse             Sep 2022 – Present
• Colour grading against master sets in daylight viewing box; clarity grading with 10x loupe and microscope
• Inclusion plotting and key-to-symbols for certificate
• Cut grade using Sarine DiaMension / proportion reports
• Second-opinion grading and final QC before certificate printing
• Screening results review (CVD / HPHT) with the identification team
Trainee Grader — same lab                                                           Mar 2022 – Aug 2022

EDUCATION
Diamond Grading Diploma — IGI School of Gemology, Surat (2021)
B.Sc. Physics — VNSGU, 2020

SKILLS
4Cs grading | Plotting | Lab-grown identification | Sarine | MS Excel
Languages: Gujarati, Hindi, English`,
    skills: ['Diamond Grading', '4Cs', 'Plotting', 'LGD Identification'],
    preferredRoles: ['Diamond Grader'],
    yearsOfExperience: 3,
    city: 'Surat',
  },
  {
    ...S,
    id: 'm14',
    resume: `Rahul M. Mehta, G.G. (GIA)
B-204, Opera House area, Mumbai 400004
+91 98201 xxxxx   rahulmehta.gg@gmail.com

Summary
Graduate Gemologist working in polished diamond assortment and quality checking for 2.5 years.
Sorting and grading for colour / clarity / fluorescence for export parcels.

Work
Quality Controller – Polished Assortment, Vishal Diamonds (BDB, BKC)      Aug 2022 - present
 - assortment of 0.18 to 2 ct polished goods into colour / clarity lots
 - grading under DiamondLite and loupe, making stone lists for memo parcels
 - checking returns from customers against original grades
 - preparing stones for GIA / IGI submission and comparing lab results
Intern – GIA India lab tour & practical (2022, 1 month)

Education
Graduate Gemologist (G.G.) – GIA India, Mumbai, 2022
B.Com – HR College, 2020

Skills: diamond grading, assortment, fluorescence, parcel making, Excel`,
  },
  {
    ...S,
    id: 'm15',
    resume: `BHAVESH DHOLAKIYA
Surat (Katargam)
Mo. 9727xxxxxx

OBJECTIVE: To get job in diamond company with growth.

EXPERIENCE (6 YEARS)
2018-2021  Rough Assorter - Shree Hari Exports, Surat
   - rough sorting in size, model, colour
2021-Now   Planner - Sarin / Galaxy - Dharmanandan type unit, Surat
   - planning of rough on Sarin Advisor & Galaxy scan
   - inclusion mapping, maximum value planning
   - polish result compare with plan

EDUCATION
10th pass - GSEB 2016
Diamond assortment course (private) 2017

Skill : Sarin Advisor, Galaxy, rough assortment, planning
Language : Gujarati, Hindi

Declaration - all above right.`,
    skills: ['Rough Assortment', 'Sarin Advisor', 'Galaxy', 'Planning'],
    preferredRoles: ['Diamond Planner', 'Diamond Grader'],
    yearsOfExperience: 6,
    city: 'Surat',
  },
  {
    ...S,
    id: 'm16',
    resume: `SIMRAN CHHABRA
Jaipur | 97830xxxxx | simranchhabra.gems@gmail.com

OBJECTIVE
Passionate gemmology graduate looking for an entry level opportunity in a gem testing laboratory.

EDUCATION
Graduate Gemmologist Diploma (coloured stones & diamond basics) — Gemmological Institute, Jaipur — 2024
B.Sc. (Chemistry) — University of Rajasthan — 2023

TRAINING / PROJECTS
• 2 months internship, gem testing lab, Jaipur — refractometer, polariscope, spectroscope, UV testing
• Identification of emerald treatments (oil / resin) — project report
• Basic diamond 4Cs module, CZ / moissanite separation

SKILLS
Gem identification | Refractometer | Microscope | Report writing | MS Office

LANGUAGES: English, Hindi, Punjabi
INTERESTS: Mineral collecting, travel`,
  },
  {
    ...S,
    id: 'm17',
    resume: `MOHD. SALEEM
Watch Technician
Daryaganj, New Delhi - 110002 | 98111xxxxx | saleemwatch@gmail.com

EXPERIENCE SUMMARY
Total 7 years in repair of Swiss and Japanese watches. 5 years in authorised service centre.

2020 - Present   Senior Watch Technician, Authorised Service Centre (Swiss brands), Connaught Place
  - complete service of ETA / Sellita automatic movements, chronograph (7750)
  - quartz movement repair, battery, circuit and coil change
  - water resistance test (dry & wet), case polishing and gasket replacement
  - timegrapher regulation, amplitude / beat error
  - job card entry in service software, parts ordering
2017 - 2020      Watch Repairer, Standard Watch Co., Chandni Chowk
  - repair of Titan, Casio, Seiko, Citizen, old HMT watches

TRAINING
Brand service training (Swatch Group level 2) - 2021
ITI - Watch & Clock Repairing - 2016

Languages: Hindi, Urdu, English (working)
Declaration: true to my knowledge.`,
    skills: ['Watch Repair', 'ETA Movements', 'Timegrapher', 'Water Resistance Testing'],
    preferredRoles: ['Watch Technician', 'Watchmaker'],
    yearsOfExperience: 7,
    city: 'New Delhi',
  },
  {
    ...S,
    id: 'm18',
    resume: `ANIRUDH NAIR
Horologist
Powai, Mumbai | anirudh.horology@gmail.com | +91 90040 xxxxx

Trained watchmaker with a focus on complications and vintage restoration.

PROFESSIONAL EXPERIENCE
Watchmaker — Independent luxury watch boutique after-sales workshop, Mumbai     Jan 2022 – Present
 - Overhaul of mechanical calibres: disassembly, ultrasonic cleaning, lubrication per brand charts
 - Chronograph and annual calendar service; hairspring and escapement adjustment
 - Pressure testing, crystal fitting, bracelet refurbishment
 - Customer estimate preparation with the service advisor
Apprentice Watchmaker — Vintage watch restoration studio, Bengaluru              2021

TRAINING
Swiss-pattern two-year watchmaking programme (WOSTEP-partner curriculum), 2019 – 2021
B.E. Mechanical — Mumbai University, 2018

TOOLS
Witschi timegrapher, Bergeon tools, Elma ultrasonic cleaner, Lathe (basic)

LANGUAGES: English, Hindi, Malayalam`,
  },
  {
    ...S,
    id: 'm19',
    resume: `SURAJ PAL
Mobile Service Technician
Laxmi Nagar, Delhi-92
Ph. 87000xxxxx

OBJECTIVE
To work as service technician in reputed service centre.

EXPERIENCE
* 4 Year in Gaffar Market mobile repairing shop (2019-2023)
   - chip level repairing, IC reballing, display & battery change
* 1.5 Year Service Technician at authorised service centre of a smartphone brand, Rajouri Garden (2023-Now)
   - L2 / L3 repair, software flashing, water damage phones
   - job sheet entry in service portal, spare parts requisition

QUALIFICATION
12th Pass (CBSE) 2018
Mobile Repairing Course - 6 month

SKILL
BGA rework station, multimeter, microscope soldering, customer handling

Language : Hindi

Declaration : I hereby declare above is true.`,
    skills: ['Mobile Repair', 'Microsoldering', 'Service Centre'],
    preferredRoles: ['Service Technician'],
    yearsOfExperience: 5,
    city: 'New Delhi',
  },
  {
    ...S,
    id: 'm20',
    resume: `KARAN BHATIA
Sales Associate – Luxury Watches
Vasant Kunj, New Delhi | +91 98990 xxxxx | karan.bhatia.retail@gmail.com

SUMMARY
3 years selling Swiss luxury watches in a multi-brand boutique. Handles high-value clients, clienteling
and the after-sales service desk.

EXPERIENCE
Sales Associate — Multi-brand luxury watch boutique, DLF Promenade      Jul 2021 – Present
 • Selling Swiss brands in the INR 2 lakh – 40 lakh range; brand presentations and watch events
 • Maintain client book of 300+ clients, WhatsApp clienteling, pre-launch previews
 • Manage after-sales desk: receive watches for service, basic checks, battery and strap changes,
   send to service centre and update customers
 • Monthly stock counts and watch display
Retail Trainee — Premium apparel store, Select Citywalk                   2020 – 2021

EDUCATION
BBA (Retail Management) — Amity University, 2020

SKILLS
Luxury selling • Clienteling • Watch knowledge (movements, complications) • After-sales • English, Hindi`,
  },
  {
    ...S,
    id: 'm21',
    resume: `MARIA LOURDES D'SOUZA
Fragrance Consultant
Al Barsha, Dubai, UAE | +971 55 xxx xxxx | marialourdes.dsouza@gmail.com
Visa: Employment (transferable) | Nationality: Indian

PROFESSIONAL SUMMARY
Fragrance Consultant with 2 years at a luxury department store perfumery in Dubai. Skilled in guided
olfactive consultations, layering and gifting, with a strong personal client book.

EXPERIENCE
Fragrance Consultant — Luxury department store, The Dubai Mall                 Mar 2023 – Present
• Guide clients through niche and designer fragrance houses; fragrance family profiling
• Average monthly sales 110% of target; top seller Ramadan / Eid 2024
• Maintain testers, blotters and counter VM as per brand guidelines
• Clienteling through CRM and WhatsApp, gift wrapping, engraving services
Beauty Advisor — Duty free cosmetics counter, Goa International Airport          2021 – 2022

EDUCATION
B.A. English — Goa University, 2021

LANGUAGES: English, Konkani, Hindi, basic Arabic`,
    skills: ['Fragrance Consultation', 'Luxury Retail', 'Clienteling', 'Visual Merchandising'],
    preferredRoles: ['Fragrance Consultant', 'Beauty Advisor'],
    yearsOfExperience: 3,
    city: 'Dubai',
  },
  {
    ...S,
    id: 'm22',
    resume: `TANVI SAWANT
Beauty Advisor
Borivali West, Mumbai | 98193xxxxx | tanvisawant.beauty@gmail.com

Objective - To grow in luxury beauty retail, open to Gulf opportunities.

Experience
Beauty Advisor — International beauty retail store (fragrance & skincare), Phoenix Marketcity Kurla
Apr 2023 – Present
  - fragrance and skin care consultation, sampling and demonstrations
  - handling luxury perfume counters (French and Italian houses), gift sets for festive season
  - loyalty program enrolment, billing on POS
  - stock receiving and tester management
Promoter — Deodorant & body mist brand, D-Mart / Reliance Smart (contract)   2022 – 2023

Education
12th HSC Commerce 2021
Certificate in Beauty Culture, 2022

Skills: fragrance notes, skin care, customer handling, POS
Languages: Marathi, Hindi, English
Passport: Yes (valid)`,
  },
  {
    ...S,
    id: 'm23',
    resume: `SYED ABDUL RAHMAN
Attar & Perfume Salesman
Charminar, Hyderabad
Mobile: 96525xxxxx

Experience
4 years working in family attar shop near Laad Bazaar (2020 - till date)
- selling attar, oud oil, bakhoor, perfume sprays to tourists and local customers
- making blends on customer demand (rose, musk, oud, shamama)
- handling cash, Paytm, stock from Kannauj suppliers

Education
Intermediate (MPC) 2019 - failed in Maths, completed 2020

Languages: Urdu, Hindi, Telugu, English (speak)
Ready to go Dubai / Saudi.

Declaration
All information is correct.`,
    skills: ['Attar', 'Oud', 'Perfume Sales'],
    preferredRoles: ['Perfume Salesman'],
    yearsOfExperience: 4,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 'm24',
    resume: `PARTH B. RAIYANI
Assayer
Kalawad Road, Rajkot - 360005
9879xxxxxx | parthraiyani.assay@gmail.com

SUMMARY
3+ years as Assayer in BIS recognised A&H centre. Fire assay and XRF testing of gold jewellery,
HUID process and audit documentation.

EXPERIENCE
Assayer — Shree Hallmarking Centre (BIS recognised), Soni Bazar, Rajkot     Jan 2021 – Present
- Sampling of jewellery lots (scrap / cornet), fire assay by cupellation as per IS 1418
- XRF screening of articles before laser marking
- HUID generation and upload on BIS portal, rejection / re-testing records
- Calibration of balance, muffle furnace logs, proficiency testing samples
- Facing BIS surveillance audits

EDUCATION
M.Sc. Chemistry — Saurashtra University, 2020
BIS Assayer Training Programme (NITS), 2021

Languages: Gujarati, Hindi, English
Declaration: The above information is true.`,
    skills: ['Fire Assay', 'XRF', 'HUID', 'BIS Hallmarking'],
    preferredRoles: ['Assayer'],
    yearsOfExperience: 3,
    city: 'Rajkot',
  },
  {
    ...S,
    id: 'm25',
    resume: `DIVYA LAKSHMI R.
Coimbatore, Tamil Nadu | 99949xxxxx | divyalakshmi.r.chem@gmail.com

CAREER OBJECTIVE
To work as a purity testing analyst in a hallmarking / refinery laboratory.

PROFESSIONAL EXPERIENCE
Purity Testing Analyst — Assaying & Hallmarking Centre, Big Bazaar Street, Coimbatore
June 2022 – Present
  ● Gold and silver purity analysis on XRF spectrometer (Fischer / Bruker)
  ● Supporting fire assay analyst in cupellation and parting
  ● Laser marking of HUID after pass results; sample register maintenance
  ● Preparing documents for BIS audit
Lab Assistant — College chemistry lab (temporary) — 2021

EDUCATION
M.Sc. Analytical Chemistry — PSG College of Arts & Science, 2021
B.Sc. Chemistry — 2019

TECHNICAL SKILLS
XRF | Fire assay (assist) | Analytical balance | Laser marking | MS Excel

Languages Known: Tamil, English, Hindi (basic)`,
  },
  {
    ...S,
    id: 'm26',
    resume: `RUTVIK JOSHI
QC Chemist
Vadodara, Gujarat | 9825xxxxxx | rutvikjoshi.qc@gmail.com

SUMMARY
QC Chemist with 3 years in a USFDA-approved pharma formulation plant. HPLC, GC, dissolution,
documentation as per GMP / GLP.

EXPERIENCE
QC Chemist — Pharma formulation plant, Savli GIDC                         Aug 2021 – Present
  - Analysis of raw materials and finished products by HPLC / GC
  - AAS and ICP-MS for elemental impurities (heavy metals)
  - Instrument calibration, OOS investigation, LIMS entries
  - Audit facing: USFDA, WHO-GMP

EDUCATION
M.Sc. Organic Chemistry — MSU Baroda, 2021

SKILLS
HPLC | GC | ICP-MS | AAS | GLP | Empower software

Languages: Gujarati, Hindi, English`,
    skills: ['HPLC', 'ICP-MS', 'Quality Control', 'GLP'],
    preferredRoles: ['QC Chemist', 'Lab Analyst'],
    yearsOfExperience: 3,
    city: 'Vadodara',
  },
  {
    ...S,
    id: 'm27',
    resume: `JAYESH SONI
Gold Tester
Palace Road, Rajkot
Mob- 9925xxxxxx

Kaam ka anubhav (Experience)
2019 se ab tak - Gold testing shop, Soni Bazar Rajkot
  - karatmeter (XRF machine) pe gold purity check
  - touchstone (kasoti) testing
  - customers ka old gold test kar ke report dena
  - melting ka kaam bhi aata hai (bar banana)
2016-2019 - chain making karigar, Rajkot

Padhai: 10th pass 2015

Bhasha: Gujarati, Hindi

Declaration- upar likhi jaankari sahi hai.`,
  },
  {
    ...S,
    id: 'm28',
    resume: `SUNIL R. PAWAR
Export Executive – Gems & Jewellery
Andheri (E), Mumbai | 98694xxxxx | sunilpawar.exim@gmail.com

PROFILE
5 years of export-import documentation for a diamond jewellery manufacturing unit in SEEPZ-SEZ.

EXPERIENCE
Export Executive — Jewellery manufacturing unit, SEEPZ-SEZ, Andheri          2020 – Present
  • Preparation of commercial invoice, packing list, SEZ shipping bill on SEZ Online
  • Coordination with Specified Officer and Customs Appraiser at SEEPZ for examination
  • Consignment / re-import of rejected goods, exhibition (JCK, Hong Kong) temporary exports
  • Coordination with CHA and insured valuable courier for Sahar Air Cargo
  • GJEPC membership returns, export performance, e-BRC and EDPMS follow up with bank
  • Monthly SEZ stock statement and APR data
Documentation Assistant — Freight forwarder, Andheri                            2019 – 2020

EDUCATION
B.Com — Mumbai University, 2018
Diploma in Export-Import Management — IIEM, 2019

SKILLS: SEZ Online, ICEGATE, DGFT portal, Excel, Tally`,
    skills: ['Export Documentation', 'SEZ Online', 'Customs', 'GJEPC'],
    preferredRoles: ['Export Executive'],
    yearsOfExperience: 5,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'm29',
    resume: `P. KARTHIKEYAN
Export Documentation Executive
Tiruppur, Tamil Nadu | 94433xxxxx | karthikeyan.exports@gmail.com

EXPERIENCE SUMMARY
3 years of export documentation in knitted garment exporting units.

Export Documentation Executive — Knitwear exporter, Tiruppur                 2021 – Present
- Invoice, packing list, shipping bill, certificate of origin (GSP / Form A)
- Coordination with CHA, shipping line, and buyer's forwarder for FCL / LCL
- Drawback, RoDTEP claims, e-BRC, bank negotiation of documents
- Buyer compliance documents (AEPC)

EDUCATION
B.Com (CA) — Bharathiar University, 2020

SKILLS
ICEGATE | DGFT | Tally | Incoterms | Letter of Credit documents

Languages: Tamil, English, Hindi (basic)`,
  },
  {
    ...S,
    id: 'm30',
    resume: `IMRAN QURESHI
Customs Clearance Executive (CHA)
Marol, Andheri East, Mumbai
Mob: 9819xxxxxx | imranq.cha@gmail.com

EXPERIENCE - 6 YEARS
Customs House Agent firm, Sahar Air Cargo Complex, Mumbai      2018 - Till Date
  * Clearance of gems & jewellery export and import consignments at Sahar (valuable cargo)
  * Filing shipping bills and bills of entry on ICEGATE, SEEPZ unit transfers
  * Coordination with exporters in SEEPZ and BDB for documents: invoice, packing list, GJEPC docs
  * Handling examination, DRI / SIIB queries, re-import of returned jewellery
  * Preparing documents for exhibition goods sent abroad and returned

EDUCATION
B.A. - Mumbai University 2017
CHA F-card (Customs broker employee pass)

Languages: Hindi, Urdu, Marathi, English
Declaration - The above is true.`,
    skills: ['Customs Clearance', 'ICEGATE', 'Gems & Jewellery Exports', 'Shipping Bill'],
    preferredRoles: ['Export Documentation', 'Customs Executive'],
    yearsOfExperience: 6,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'm31',
    resume: `POOJA GUPTA
Back Office / MIS Executive
Malad West, Mumbai | 90229xxxxx | pooja.gupta.mis@gmail.com

Objective: To work as MIS / operations executive.

Experience
MIS Executive — Diamond jewellery wholesaler, Opera House, Mumbai      2022 – Present
- Stock and memo reports in Excel and ERP (GATI / jewellery ERP)
- Daily sales, approval (memo) goods tracking, customer ledger
- Helping accounts team with GST invoices and e-way bills
- Preparing data for export team occasionally (packing list formats)

Education
B.Com — Mumbai University, 2021

Skills
Advanced Excel (VLOOKUP, Pivot), jewellery ERP, Tally Prime, typing 40 wpm

Languages: Hindi, English, Marathi
Hobbies: dancing, cooking`,
  },
  {
    ...S,
    id: 'm32',
    resume: `ABDUL NASAR P.
Showroom Manager – Gold & Diamonds
Deira, Dubai, UAE
Mobile: +971 50 xxx xxxx | WhatsApp: +91 94461 xxxxx
Email: nasar.p.jewels@gmail.com

PROFILE
Jewellery retail professional with 14 years in UAE and Kerala; 6 years as Showroom Manager in Dubai.

EXPERIENCE
Showroom Manager — Indian jewellery group, Meena Bazaar, Dubai              2018 – Present
 - Full P&L of showroom; AED 4.5 million monthly average sales
 - Team of 18 sales staff, cashiers and helpers; rostering and training
 - Daily gold rate update, old gold purchase, stock audit & shrinkage control
 - VAT billing compliance, customer complaints, tourist refund (Planet)
Assistant Manager — same group, Karama branch                               2014 – 2018
Salesman — Jewellery showroom, Kozhikode                                    2010 – 2014

EDUCATION
B.Com — University of Calicut, 2009

Languages: Malayalam, English, Hindi, Arabic (basic)
Driving licence: UAE
Declaration: I declare the above true.`,
    skills: ['Store Management', 'Jewellery Retail', 'Team Handling', 'Stock Audit'],
    preferredRoles: ['Store Manager', 'Showroom Manager'],
    yearsOfExperience: 14,
    city: 'Dubai',
  },
  {
    ...S,
    id: 'm33',
    resume: `RAJESH KUMAR NAIR
Kottayam, Kerala
Mob: 9447xxxxxx   E-mail: rajeshnair.retail@gmail.com

CAREER SUMMARY
Result-oriented store manager with 9+ years of experience in gold and diamond jewellery
retail. Ready to relocate to GCC.

PROFESSIONAL EXPERIENCE
Store Manager
Leading Kerala jewellery chain, Kottayam showroom         Apr 2019 - Present
- 30 member staff, monthly turnover above Rs 12 crore
- Inventory of gold, diamond, platinum; daily stock tally & monthly audit
- Wedding purchase schemes, gold saving scheme collections
- Customer grievance, staff training and performance review

Floor Manager
Same company, Thiruvalla showroom                          Jun 2015 - Mar 2019

Sales Executive
Jewellery showroom, Kottayam                               Jan 2014 - May 2015

EDUCATIONAL QUALIFICATIONS
MBA (Marketing) - Mahatma Gandhi University (2013)
B.Sc Mathematics - 2011

LANGUAGES: Malayalam, English, Hindi, Tamil

PASSPORT DETAILS
Passport No: xxxxxxx, valid till 2031

DECLARATION
I hereby declare that the above information is correct.`,
  },
  {
    ...S,
    id: 'm34',
    resume: `SHAHID ALI KHAN
Assistant Store Manager
Sharjah, UAE | +971 56 xxx xxxx | shahidkhan.retail@gmail.com

SUMMARY
5 years in jewellery retail in the UAE: sales, then assistant manager in a 22K gold jewellery store.

EXPERIENCE
Assistant Store Manager — Gold jewellery retailer, Rolla, Sharjah           2022 – Present
  • Support store manager in daily operations, opening / closing, cash and stock handover
  • Lead a team of 8 sales staff, weekly sales review
  • Handle VIP customers and complaints
Sales Executive — same company                                                2019 – 2022

EDUCATION
B.A. (Economics) — Lucknow University, 2018

Languages: Hindi, Urdu, English, Arabic (working)`,
    skills: ['Jewellery Sales', 'Store Operations', 'Team Handling'],
    preferredRoles: ['Store Manager'],
    yearsOfExperience: 5,
    city: 'Sharjah',
  },
  {
    ...S,
    id: 'm35',
    resume: `AARUSHI MALHOTRA
Client Advisor — Luxury Leather Goods
Gurugram, Haryana | +91 98105 xxxxx | aarushi.malhotra@outlook.com

PROFILE
Client Advisor with 3 years at a French luxury maison boutique in New Delhi, specialised in leather
goods and accessories. Strong clienteling and after-sales care.

EXPERIENCE
Client Advisor — French luxury maison, DLF Emporio, New Delhi              Feb 2022 – Present
• Advise clients on handbags, small leather goods, travel pieces and personalisation (hot stamping)
• Built a book of 250 active clients; 38% repeat purchase through clienteling
• Top 3 advisor in India for leather goods sell-through (2023)
• Coordinate repairs and after-sales with regional workshop
Sales Associate — Premium department store, Saket                          2020 – 2022

EDUCATION
BA (Hons) English — Delhi University, 2019
Luxury Brand Management (certificate) — Pearl Academy, 2020

LANGUAGES: English, Hindi, French (A2)`,
    skills: ['Clienteling', 'Luxury Retail', 'Leather Goods', 'After-sales'],
    preferredRoles: ['Client Advisor'],
    yearsOfExperience: 5,
    city: 'Gurugram',
  },
  {
    ...S,
    id: 'm36',
    resume: `Vikas Rawat
Sales Associate
Janakpuri, New Delhi | 8800xxxxxx | vikasrawat.sales@gmail.com

OBJECTIVE
To work with a premium / luxury brand and improve my selling skills.

EXPERIENCE
Sales Associate - Leather bags & accessories brand (premium Indian brand), Pacific Mall   2022 - present
 - selling bags, wallets, belts, footwear
 - leather care advice, gift packing
 - achieving monthly targets, store opening closing, stock count
Sales Staff - Shoe store, Rajouri Garden market                                         2021 - 2022

EDUCATION
B.A. Programme - DU SOL, 2021

Skills: customer handling, POS billing, product knowledge
Languages: Hindi, English
Hobbies: gym, cricket`,
  },
  {
    ...S,
    id: 'm37',
    resume: `NATASHA FERNANDES
Sales Professional – Luxury Fashion
Bandra West, Mumbai | +91 98211 xxxxx | natasha.fernandes@gmail.com

SUMMARY
2.5 years as a sales professional in Italian luxury fashion boutiques; ready-to-wear, shoes and
leather accessories. Open to relocate to Delhi NCR.

EXPERIENCE
Sales Professional — Italian luxury fashion house, Palladium Mumbai          Aug 2022 – Present
 ● Personal shopping appointments, styling and wardrobe building for top clients
 ● Bags and small leather goods drive 45% of my personal sales
 ● Clienteling via brand CRM app; events and private previews
 ● Boutique stock transfers and cycle counts
Retail Trainee — Luxury mall management internship                          2022

EDUCATION
B.Des Fashion Communication — NIFT Mumbai, 2022

LANGUAGES: English, Hindi, Konkani`,
    skills: ['Luxury Fashion', 'Clienteling', 'Personal Shopping', 'Leather Accessories'],
    preferredRoles: ['Client Advisor', 'Sales Professional'],
    yearsOfExperience: 2,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'm38',
    resume: `VENKATA RAMANA REDDY K.
Area Manager – Jewellery Retail
Kukatpally, Hyderabad | +91 98480 xxxxx | ramanareddy.retail@gmail.com

PROFESSIONAL SUMMARY
Jewellery retail leader with 11 years of experience, the last 4 years as Area Manager handling six
showrooms across Hyderabad and Warangal with a combined turnover of Rs 350 crore p.a.

EXPERIENCE
Area Manager — South Indian jewellery chain, Hyderabad                         Apr 2021 – Present
 • Accountable for sales, margins and P&L of 6 showrooms; 6 store managers report to me
 • Store-wise target setting, weekly reviews, conversion and average ticket size improvement
 • Stock audits with the internal audit team; shrinkage below 0.05%
 • Dhanteras / wedding season campaigns with marketing; new store launch at Warangal (2023)
 • Hiring and training store managers and floor managers
Store Manager — same chain, Ameerpet flagship                                  2017 – 2021
Floor Manager / Sales — Jewellery showroom, Vijayawada                          2013 – 2017

EDUCATION
MBA (Marketing) — Osmania University, 2013

Languages: Telugu, Hindi, English`,
    skills: ['Multi-store Management', 'P&L', 'Jewellery Retail', 'Team Leadership'],
    preferredRoles: ['Cluster Manager', 'Area Manager', 'Regional Manager'],
    yearsOfExperience: 11,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 'm39',
    resume: `SRINIVAS MURTHY GANDHAM
Vijayawada / Hyderabad
Mob: 99890xxxxx  Email: srinivas.gandham@rediffmail.com

OBJECTIVE
To take a senior multi-store retail role in a growing jewellery organisation.

EXPERIENCE (12+ years)

Regional Sales Manager - Retail
Jewellery & silverware chain, Andhra region          2020 - present
- Managing 5 showrooms (Vijayawada, Guntur, Eluru, Rajahmundry, Ongole)
- Monthly business reviews with store heads, P&L responsibility
- Gold scheme (11+1) collections drive, corporate & wedding tie-ups
- Stock rotation between stores, ageing stock liquidation

Showroom Manager
Same company, Guntur                                   2016 - 2020

Senior Sales Executive / Floor Incharge
Gold jewellery retailer, Vijayawada                    2012 - 2016

EDUCATION
B.Com, Andhra University - 2011
PGDBA (Distance) - 2015

LANGUAGES: Telugu, English, Hindi
DECLARATION: I hereby declare the details are true.`,
  },
  {
    ...S,
    id: 'm40',
    resume: `PRAVEEN KUMAR S.
Cluster Manager – Lifestyle Retail
Gachibowli, Hyderabad | 97010xxxxx | praveenkumar.cm@gmail.com

SUMMARY
12 years in apparel and lifestyle retail; currently Cluster Manager for 7 fashion stores in Hyderabad.

EXPERIENCE
Cluster Manager — National apparel & lifestyle chain, Hyderabad             2020 – Present
  - 7 stores (mall and high street), annual sales Rs 85 crore
  - Store P&L, manpower planning, EOSS (end of season sale) execution
  - Visual merchandising compliance, shrinkage and audit
Store Manager — Hypermarket / fashion department store                       2015 – 2020
Department Manager — Apparel retail                                           2012 – 2015

EDUCATION
MBA (Retail Management) — ICFAI Business School, 2012

SKILLS
Multi-store P&L | Team leadership | VM | Inventory | SAP Retail

Languages: Telugu, Tamil, Hindi, English`,
    skills: ['Cluster Management', 'Store P&L', 'Apparel Retail', 'Visual Merchandising'],
    preferredRoles: ['Cluster Manager'],
    yearsOfExperience: 12,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 'm41',
    resume: `MANJUNATH H. GOWDA
Zonal Manager (Retail) – Gold & Diamond Jewellery
Jayanagar, Bengaluru
Phone: +91 99000 xxxxx
Email: manjunath.gowda.retail@gmail.com

PROFILE
Ten years in jewellery retail, from sales to multi-store. For the last 3.5 years I have been running a
zone of 5 showrooms (Bengaluru, Mysuru, Tumakuru) for a large Karnataka jewellery brand. Open to
relocation to Hyderabad.

WORK HISTORY
Zonal Manager — Jewellery brand, Karnataka                                   Jun 2021 – Present
- Business of 5 stores with Rs 400 Cr+ turnover; store managers report directly
- Driving footfall conversion, diamond share and old gold exchange programs
- Quarterly stock audits, loss prevention, staff incentives design
- Opening of Tumakuru store end to end
Store Manager — same brand, Mysuru                                            2018 – 2021
Sales Executive / Senior Sales — jewellery retailer, Bengaluru                 2014 – 2018

EDUCATION
BBM — Bangalore University, 2014

LANGUAGES
Kannada, Telugu, Hindi, English`,
    skills: ['Zonal Management', 'Jewellery Retail', 'P&L', 'Store Managers'],
    preferredRoles: ['Zonal Manager', 'Cluster Manager'],
    yearsOfExperience: 10,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'm42',
    resume: `SAI TEJA BODDU
Sr. Sales Executive
Dilsukhnagar, Hyderabad | 8978xxxxxx | saiteja.boddu@gmail.com

OBJECTIVE
Looking for growth as team leader / store manager in jewellery retail.

EXPERIENCE
Sr. Sales Executive — Jewellery showroom (gold & diamond), Dilsukhnagar      Jan 2023 – Present
  - Counter sales of gold, diamond and silver; bridal customers
  - Handling 2 trainee salesmen on the counter
  - Gold saving scheme enrolment, customer follow ups
Sales Executive — same showroom                                                2022

EDUCATION
B.Com (Computers) — Osmania University, 2021

Skills: jewellery sales, customer relationship, Telugu / Hindi / English
Hobbies: movies, cricket`,
    skills: ['Jewellery Sales', 'Customer Relationship'],
    preferredRoles: ['Store Manager', 'Cluster Manager', 'Team Leader'],
    yearsOfExperience: 3,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 'm43',
    resume: `HARITHA DEVI PULLA
Store Manager
Secunderabad, Telangana
+91 95534 xxxxx | haritha.pulla@gmail.com

SUMMARY
Store Manager of a diamond jewellery boutique (single store) since 2022, total retail experience 4 years.

EXPERIENCE
Store Manager — Diamond jewellery brand boutique, Secunderabad          Mar 2022 – Present
 • Store sales of Rs 1.2 crore per month, team of 7
 • Stock management, display, diamond certification queries
 • Local events, kitty party activations, Instagram leads follow up
Assistant Store Manager — same brand, Banjara Hills                      2020 – 2022

EDUCATION
MBA (Marketing) — JNTU Hyderabad, 2020

Languages: Telugu, English, Hindi`,
  },
  {
    ...S,
    id: 'm44',
    resume: `RAMESH YADAV
Floor Supervisor
Secunderabad | 9160xxxxxx

EXPERIENCE
Floor Supervisor - Gold jewellery showroom, Secunderabad     2021 - present
 - managing sales boys on floor, attendance, counter allotment
 - customer queries, making charges discount approval from manager
 - daily tray counting opening / closing
Salesman - same showroom                                      2019 - 2021

QUALIFICATION
Intermediate (CEC) 2018

Languages: Telugu, Hindi
Declaration - all details correct.
Ramesh`,
    skills: ['Floor Management', 'Jewellery Sales'],
    preferredRoles: ['Cluster Manager', 'Floor Manager'],
    yearsOfExperience: 5,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 'm45',
    resume: `ARVIND S. IYER
Vice President – Retail (National)
Chennai / Mumbai | +91 98400 xxxxx | arvind.iyer.retail@gmail.com
LinkedIn: linkedin.com/in/arvindiyer-retail

EXECUTIVE SUMMARY
24 years in retail, of which 14 years in jewellery. Currently heading retail for a national jewellery brand
with 140 stores (COCO and franchise), Rs 6,000 crore revenue. Board-facing leader in expansion,
omni-channel and franchise governance.

LEADERSHIP EXPERIENCE
VP – Retail, National jewellery brand                                      2018 – Present
  - P&L of 140 stores across 4 zones; 4 zonal heads and 22 cluster managers report to me
  - Franchise model roll-out, store network planning, omni-channel integration
Zonal Head – South, jewellery brand                                         2011 – 2018
General Manager – Operations, Consumer durables retail chain               2001 – 2011

EDUCATION
PGDM — XLRI Jamshedpur, 2000
B.E. — Anna University, 1998

Board memberships / talks: Retailers Association of India (jewellery council)`,
    skills: ['Retail Leadership', 'Franchise', 'P&L', 'Expansion'],
    preferredRoles: ['CEO', 'Business Head – Retail'],
    yearsOfExperience: 24,
    city: 'Chennai',
  },
  {
    ...S,
    id: 'm46',
    resume: `SNEHA VARMA
Management Trainee – Retail Operations
Hyderabad | 9000xxxxxx | sneha.varma.mba@gmail.com

EDUCATION
MBA (Retail Management) — NMIMS Hyderabad, 2024
B.Com — St. Francis College, 2022

EXPERIENCE
Management Trainee — Jewellery retail chain, Hyderabad              Jul 2024 – Present
 - Rotational training in sales floor, stock, CRM and store operations
 - Project: conversion analysis across 6 stores in Hyderabad cluster (reported to Cluster Manager)
 - Supporting cluster office with weekly MIS and scheme collection reports

SUMMER INTERNSHIP
Lifestyle retail chain — store audit project, 2023

SKILLS
Excel, Power BI, retail analytics, presentation

Languages: Telugu, Hindi, English`,
  },
  {
    ...S,
    id: 'm47',
    resume: `BIODATA

Naam : Gopal Lal Soni
Pita ka naam : Shri Mangi Lal Soni
Pata : Haldiyon ka Rasta, Johari Bazar, Jaipur
Mobile : 94133xxxxx

Kaam : Jadiya (Jadai karigar)

Anubhav :
- 12 saal se jadai ka kaam (2012 se)
- Bikaner me ustad ji ke paas seekha (2008-2012)
- Jaipur me 3 karkhanon me kaam kiya, abhi ek jadau workshop me piece rate
- polki, uncut heera, panna, ruby ki jadai, pannī (foil) lagana, kundan bharna
- rani haar, choker, jhumki, bajuband, borla sab kaam kiya
- 22kt aur 24kt gold me kaam

Padhai : 8 class

Auzaar : apne auzaar hai

Bhasha : Hindi, Marwari

Ghoshna : upar di gayi jaankari sahi hai.`,
    skills: ['Jadai', 'Polki', 'Kundan'],
    preferredRoles: ['Jadiya'],
    yearsOfExperience: 12,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 'm48',
    resume: `SHAHRUKH KHAN
Kundan Polki Artisan
Ramganj, Jaipur
Mob: 77420xxxxx

EXPERIENCE
6 Years - Kundan Saazi (Polki setting) in jadau karkhana, Jaipur (2018 - Now)
 * Lac filling in gold ghaat, setting polki and colour stones by kundan
 * Foil (panni) work under polki for shine
 * Bridal necklace sets, jhumka, maang tikka for Delhi & Hyderabad jewellers
 * Finishing & checking of stone tightness
2016 - 2018 - Helper in same karkhana

EDUCATION
10th - RBSE 2015

Languages - Hindi, Urdu
Hobby - cricket`,
  },
  {
    ...S,
    id: 'm49',
    resume: `RAJU KARMAKAR
Jadau & Kundan Setter
Karol Bagh, New Delhi | 98733xxxxx

PROFILE
Bengali karigar, 8 years in jadau work. Kundan setting of polki and uncut diamonds, also meena touch-up.

EXPERIENCE
2019 - Present   Jadau setter, bridal jewellery workshop, Karol Bagh (Beadon Pura)
   - kundan setting of polki, emerald beads, coloured stones in 22k gold
   - lac work, foil, kundan pressing, finishing
   - high-end bridal pieces for South Delhi showrooms
2016 - 2019      Kundan karigar, Kolkata (Bowbazar) jadau karkhana

EDUCATION
Class 10 - WBBSE 2014

Languages: Bengali, Hindi
Ready to shift Jaipur if room provided.`,
    skills: ['Jadau', 'Kundan Setting', 'Polki Setting'],
    preferredRoles: ['Kundan Setter', 'Jadau Karigar'],
    yearsOfExperience: 8,
    city: 'New Delhi',
  },
  {
    ...S,
    id: 'm50',
    resume: `ISHWAR LAL MEENAKAR
Meenakari Artisan
Gopalji ka Rasta, Jaipur
Ph: 98290xxxxx

EXPERIENCE
10 years meenakari work on gold jadau jewellery (family work)
 - red, green, white, blue meena filling on back side of kundan jewellery
 - firing in bhatti, polishing of meena
 - working for jadau workshops and jewellers of Johari Bazar
 - also silver meena work for export orders

Training: Family ustaad, Jaipur meenakari
Education: 10th pass

Awards: Participation, state handicraft exhibition 2019

Languages: Hindi, Marwari
Declaration: Information is true.`,
    skills: ['Meenakari', 'Enamelling', 'Jadau Jewellery'],
    preferredRoles: ['Meenakar', 'Jadau Karigar'],
    yearsOfExperience: 10,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 'm51',
    resume: `SANJAY MAITY
Diamond Setter (Micro / Pave / Prong)
Kalbadevi, Mumbai 400002
Mobile: 90829xxxxx

WORK EXPERIENCE
Diamond Setter - Export jewellery unit, Zaveri Bazar / SEEPZ job work    2018 - Present
 - micro pave and pave setting under microscope, 0.5 mm to 3 mm
 - prong, bezel, channel, invisible setting in 18k and 14k
 - setting of CZ for samples and diamonds for orders
 - graver sharpening, bright cut finishing
Helper / trainee setter - Zaveri Bazar                                    2016 - 2018

EDUCATION
Class 8

TOOLS: Microscope (Leica), GRS graver system, hammer handpiece

Language: Bengali, Hindi`,
  },
  {
    ...S,
    id: 'm52',
    resume: `MUKESH KUMAR SONI
Ghaat Karigar (Gold Frame Maker for Jadau)
Surajpole, Jaipur | Mob. 94141xxxxx

EXPERIENCE
9 saal - ghaat / ghadai ka kaam jadau jewellery ke liye (2015 se)
 - 22kt / 24kt gold patti se ghaat banana, khaane (boxes) banana stone ke size se
 - necklace, jhumka, haathphool ka dhancha
 - soldering, jodai, finishing before meena and jadai
 - kabhi kabhi kundan bharna bhi kiya hai

EDUCATION
10 pass

Bhasha - Hindi, Marwari
Jaipur me hi kaam chahiye.`,
    skills: ['Ghaat', 'Goldsmith', 'Jadau Frames'],
    preferredRoles: ['Karigar'],
    yearsOfExperience: 9,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 'm53',
    resume: `NITIN AGARWAL
Imitation Kundan Jewellery Production
Sadar Bazar, Delhi | 98101xxxxx | nitin.kundanfashion@gmail.com

SUMMARY
5 years in artificial / imitation kundan jewellery manufacturing. Supervising stone fixing line.

EXPERIENCE
Production Supervisor - Fashion jewellery unit, Sadar Bazar        2021 - present
  - kundan stone fixing in brass / alloy castings using lac and glue
  - 20 workers line, daily target 300 sets
  - gold plating, meena colour (cold enamel), packing for Meesho / Amazon sellers
Kundan Worker - imitation jewellery karkhana, Delhi                2019 - 2021

EDUCATION
B.Com (Pass) - DU SOL 2019

Languages: Hindi, English`,
  },
  {
    ...S,
    id: 'm54',
    resume: `RUKHSANA BEGUM
Zardozi & Kundan Embroidery Karigar
Jama Masjid area, Delhi
Mobile: 8750xxxxxx

Work Experience
- 7 years karchobi / zardozi embroidery on bridal lehenga and dupatta
- Kundan stone and sequin (sitara) work on fabric, cutdana, dabka, naqshi
- Working for boutique exporters of Chandni Chowk and Shahpur Jat
- Adda work, sample making from designer sketch

Education: 5th class

Languages: Urdu, Hindi

Declaration: above information is true.`,
    skills: ['Zardozi', 'Kundan Work', 'Hand Embroidery'],
    preferredRoles: ['Kundan Karigar'],
    yearsOfExperience: 7,
    city: 'Delhi',
  },
  {
    ...S,
    id: 'm55',
    resume: `M. SENTHIL KUMAR
Jewellery Polisher
Selvapuram, Coimbatore - 641026
Cell: 98422xxxxx

CAREER OBJECTIVE
Seeking polisher job in a gold jewellery manufacturing company.

EXPERIENCE
Jewellery Polisher — Gold jewellery manufacturing unit, Coimbatore       2019 – Present
 • Pre polish and final polish of 22k casting and handmade jewellery
 • Buffing motor with tripoli, white compound and rouge; inside ring polishing
 • Magnetic polishing machine and barrel tumbler for chains and small pieces
 • Ultrasonic and steam cleaning, collecting polish dust for recovery
 • Maintaining loss register per lot
Helper — Polishing section, same unit                                      2018 – 2019

EDUCATION
SSLC — 2016

Languages: Tamil, Malayalam (speak)

DECLARATION
I hereby declare the above particulars are true.
(M. Senthil Kumar)`,
    skills: ['Jewellery Polishing', 'Buffing', 'Magnetic Polishing'],
    preferredRoles: ['Polisher'],
    yearsOfExperience: 6,
    city: 'Coimbatore',
  },
  {
    ...S,
    id: 'm56',
    resume: `SUBRATA DAS
Finishing Karigar
Sowcarpet, Chennai
Mob: 73977xxxxx

EXPERIENCE
3 year - Finishing department, jewellery manufacturing factory of a retail chain, Chennai (2021 - now)
  - filing (ret), emery paper, bob polish, final shine on motor
  - polishing of bangles, necklaces, temple jewellery in 22k
  - hand and machine polishing, ultrasonic wash
  - weighing before and after, loss within limit
2 year - Gold ghadai helper, Kolkata (2019 - 2021)

Education - Class 9

Language - Bengali, Hindi, little Tamil
Can join Coimbatore.`,
  },
  {
    ...S,
    id: 'm57',
    resume: `NILESH SHINDE
Polishing & Finishing – Fine Jewellery
Goregaon East, Mumbai | 99677xxxxx | nilesh.shinde.finish@gmail.com

EXPERIENCE SUMMARY
4 years in jewellery polishing for a diamond jewellery export unit (gold 18k / 14k and platinum).

Polisher — Diamond jewellery export unit, SEEPZ                          2020 – Present
 - Pre-polish before setting and final polish after setting without damaging stones
 - Platinum polishing with dedicated wheels and compounds
 - Lapping of flat surfaces, satin / matt finish, rhodium touch-up (pen plating)
 - Foredom handpiece and polishing motor; dust collector maintenance

EDUCATION
ITI — Fitter, 2019

SKILLS
Pre-polish | Final polish | Platinum | Lapping | Matt finish | Rhodium touch-up

Languages: Marathi, Hindi`,
    skills: ['Jewellery Polishing', 'Platinum Polishing', 'Lapping', 'Rhodium'],
    preferredRoles: ['Jewellery Polisher', 'Finishing'],
    yearsOfExperience: 4,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'm58',
    resume: `KALPESH SAVANI
Diamond Polisher (Ghanti)
Varachha, Surat
Mobile: 9879xxxxxx

EXPERIENCE
8 years - Diamond polishing (ghanti / scaife) in diamond units, Surat
  - 2016-2019 : table and crown polishing (talia / mathala)
  - 2019-now  : pavilion + crown full polish, 0.30 to 2 carat, heart & arrow
  - semi automatic and manual polishing machines
  - achieving symmetry and polish grade EX

EDUCATION
9th pass

Language: Gujarati, Hindi

Declaration: all info is true.`,
    skills: ['Diamond Polishing', 'Ghanti', 'Heart & Arrow'],
    preferredRoles: ['Polisher'],
    yearsOfExperience: 8,
    city: 'Surat',
  },
  {
    ...S,
    id: 'm59',
    resume: `DEVI SINGH RATHORE
Marble & Granite Polisher
Kishangarh, Ajmer (Raj.)
Ph. 96369xxxxx

EXPERIENCE
6 years in marble and granite polishing
 - floor polishing and diamond grinding for villas and hotels (2018-2022)
 - slab polishing line operator, marble processing unit, Kishangarh (2022 - now)
 - line polishing machine, resin filling, buffing of slabs
 - handling polishing abrasives and bricks

Education: 10th

Languages: Hindi, Marwari`,
  },
  {
    ...S,
    id: 'm60',
    resume: `ARUN PRAKASH
Car Detailing & Polishing Technician
Peelamedu, Coimbatore | 90034xxxxx | arunprakash.detailing@gmail.com

PROFILE
4 years in car detailing: paint correction, machine polishing, ceramic coating and PPF.

EXPERIENCE
Senior Detailer — Car detailing studio, Avinashi Road, Coimbatore     2021 – Present
  - Multi-stage paint correction with rotary and dual action polishers
  - Compounding, polishing, swirl removal; ceramic and graphene coating
  - Interior detailing and headlight restoration
Detailer — Car accessories & spa, Tiruppur                             2020 – 2021

EDUCATION
Diploma in Automobile Engineering — 2019

Languages: Tamil, English`,
    skills: ['Polishing', 'Buffing', 'Ceramic Coating', 'Paint Correction'],
    preferredRoles: ['Polisher', 'Detailing Technician'],
    yearsOfExperience: 4,
    city: 'Coimbatore',
  },
  {
    ...S,
    id: 'm61',
    resume: `RAJENDRAN K.
Buffing & Polishing Operator
Ganapathy, Coimbatore
Phone: 98945xxxxx

EXPERIENCE
5 Years - Buffing and polishing of brass / CP bathroom fittings (taps, showers) - pump & fittings unit, Coimbatore
  - buffing on motor with sisal and cloth wheels, compound bars
  - preparation for nickel chrome electroplating
  - visual inspection for scratches and pin holes
2 Years - Helper, sheet metal unit

EDUCATION
ITI (Machinist) - 2016

Languages: Tamil
Declaration: true`,
  },
  {
    ...S,
    id: 'm62',
    resume: `ABHIJIT GHOSH
Plating Technician – Jewellery (Rhodium / Gold)
Kolkata (Bowbazar) / open to relocate
Mobile: 97480xxxxx | abhijit.plating@gmail.com

EXPERIENCE
Plating Technician — Gold & silver jewellery manufacturer, Kolkata       2020 – Present
 • Rhodium plating of white gold and silver jewellery; rose / yellow gold flash
 • Electro-cleaning, activation, rinsing, bath maintenance
 • Pen plating for two-tone pieces, masking
 • Occasionally final polishing / buffing before plating and ultrasonic cleaning
Helper — polishing & plating section, same company                        2018 – 2020

EDUCATION
Higher Secondary (Science) — WBCHSE, 2017

Languages: Bengali, Hindi, English (basic)`,
    skills: ['Rhodium Plating', 'Electroplating', 'Buffing'],
    preferredRoles: ['Plating Technician', 'Polisher'],
    yearsOfExperience: 6,
    city: 'Kolkata',
  },
  {
    ...S,
    id: 'm63',
    resume: `MOHAMMED ISMAIL
Furniture Polisher
Jodhpur (Raj.)
Mob: 98280xxxxx

EXPERIENCE
- 9 saal furniture polish ka kaam (2015 se)
- French polish, melamine, PU polish, duco on sheesham and mango wood furniture
- export handicraft furniture units, Basni industrial area, Jodhpur
- sanding, staining, antique finish, lacquer spray gun

Padhai: 8th

Bhasha: Hindi, Urdu

Declaration: upar di hui jaankari sahi hai.`,
    skills: ['Wood Polishing', 'PU Polish', 'French Polish'],
    preferredRoles: ['Polisher'],
    yearsOfExperience: 9,
    city: 'Jodhpur',
  },
  {
    ...S,
    id: 'm64',
    resume: `AKSHAY MORE
Prototype Operator – Jewellery
Andheri East, Mumbai | 86555xxxxx | akshay.more.proto@gmail.com

SUMMARY
4 years running jewellery prototyping machines: Asiga MAX, EnvisionTEC Micro Plus Hi-Res and a Solidscape
wax printer; also operating Indutherm VC 500 for gold and silver casting.

EXPERIENCE
Prototype Operator — Fine jewellery exporter, SEEPZ                    2021 – Present
  - Receive STL from CAD team, orient and support in Magics / Composer, slice and print
  - Castable resin (Asiga PlasCAD, EnvisionTEC Easy Cast) post-cure and cleaning
  - Resin / wax tree building, investment mixing (R&R Plasticast), resin burnout cycle in Kilns
  - Indutherm VC 500 vacuum pressure casting 18k / 14k / 925
  - Casting weight and loss records, printer calibration and vat change
Helper — Casting department, same company                              2020 – 2021

EDUCATION
Diploma in Mechanical Engineering — 2019

TOOLS: Asiga, EnvisionTEC, Solidscape, Materialise Magics, Indutherm, basic MatrixGold (file fixing)`,
    skills: ['Asiga', 'EnvisionTEC', 'Solidscape', 'Indutherm'],
    preferredRoles: ['Prototype Operator'],
    yearsOfExperience: 4,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'm65',
    resume: `RAJIB MONDAL
Casting Karigar / Casting Incharge
Zaveri Bazar, Mumbai
Phone: 98202xxxxx

EXPERIENCE
6 Years in jewellery casting

2020 - Till date : Casting Incharge, jewellery manufacturing unit, Marol
  - wax tree setting, investment (Kerr / Certus) mixing and flasking
  - burnout furnace programme for wax and castable resin trees
  - Yasui and Topcast induction vacuum casting machines, gold 22k / 18k, silver, platinum (Tanabe)
  - quenching, devesting, cut off, metal loss calculation
  - running the resin printer (Form 3 / Asiga) when operator on leave
2018 - 2020 : Casting helper, Zaveri Bazar casting shop

EDUCATION
Madhyamik (10th) - 2016

Languages: Bengali, Hindi, Marathi (little)`,
  },
  {
    ...S,
    id: 'm66',
    resume: `SACHIN GAIKWAD
Wax Injection & Rubber Mould Operator
Marol, Andheri East, Mumbai
Mob: 97690xxxxx

EXPERIENCE
Wax Department - Jewellery manufacturing unit, Marol        2021 - Present (3 years)
 - rubber mould making (vulcanising), cutting moulds
 - wax injection on vacuum wax injector (Yasui), wax repair
 - wax tree setting for casting department
 - wax record maintaining, mould library

EDUCATION
10th SSC - 2019

Languages: Marathi, Hindi

Declaration - true.`,
    skills: ['Wax Injection', 'Rubber Moulds', 'Wax Tree'],
    preferredRoles: ['Wax Operator', 'Casting Technician'],
    yearsOfExperience: 3,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'm67',
    resume: `DR. (Tech.) NIKHIL SHARMA
Dental Lab Technician – CAD/CAM & 3D Printing
Pune | 98508xxxxx | nikhil.dentallab@gmail.com

SUMMARY
5 years in dental laboratory: digital design of crowns and bridges, resin 3D printing, and lost-wax
casting of cobalt-chrome and precious alloys.

EXPERIENCE
Senior Dental Technician — Digital dental lab, Pune                       2020 – Present
  - exocad design, printing models and castable patterns on Formlabs Form 3B and SprintRay
  - investing, burnout and induction casting of Co-Cr frameworks
  - porcelain layering, zirconia milling (CAM)

EDUCATION
Diploma in Dental Mechanics — 2019

SKILLS: exocad, Formlabs, SprintRay, casting, zirconia milling`,
    skills: ['Resin 3D Printing', 'Investment Casting', 'exocad', 'Formlabs'],
    preferredRoles: ['3D Printing Technician', 'Casting Technician'],
    yearsOfExperience: 5,
    city: 'Pune',
  },
  {
    ...S,
    id: 'm68',
    resume: `VIJAY PATIL
Foundry Supervisor – Investment Casting
Bhosari MIDC, Pune | 99224xxxxx | vijaypatil.foundry@gmail.com

PROFILE
8 years in lost-wax investment casting of stainless steel and alloy steel parts for automotive and
valve industries.

EXPERIENCE
Foundry Supervisor — Investment casting foundry, Bhosari MIDC        2019 – Present
 - wax pattern injection, cluster assembly, ceramic shell building (slurry / stucco)
 - dewaxing in autoclave, shell firing, induction melting and pouring (100 kg furnace)
 - knock-out, cut-off, heat treatment and fettling
 - rejection analysis, 5S, IATF documentation
Shift Engineer — Steel foundry, Kolhapur                             2016 – 2019

EDUCATION
B.E. Metallurgy — Shivaji University, 2016`,
  },
  {
    ...S,
    id: 'm69',
    resume: `SHRUTI AGARWAL
Jewellery CAD & Prototyping
Borivali, Mumbai | 98926xxxxx | shruti.cadstudio@gmail.com

PROFILE
Jewellery CAD designer with 5 years in Rhino / MatrixGold. Running a small design studio that models
and also prints its own castable resin prototypes for clients.

EXPERIENCE
Founder & CAD Designer — Own jewellery CAD studio, Borivali                  2022 – Present
  - CAD for Zaveri Bazaar and Jaipur manufacturers: bridal, solitaire, men's rings
  - Printing castable resin on Formlabs Form 3 for client approvals; casting outsourced
  - KeyShot renders and catalogue images
CAD Designer — Diamond jewellery manufacturer, Goregaon                       2019 – 2022
  - Rhino / Matrix models for US export programmes, stone layout, weight estimation

EDUCATION
B.Des (Accessory Design) — NIFT, 2019

SOFTWARE: Rhino 7, MatrixGold, KeyShot, Formlabs PreForm, Photoshop`,
    skills: ['Rhino', 'MatrixGold', 'KeyShot', 'Formlabs'],
    preferredRoles: ['CAD Designer', 'Freelance CAD'],
    yearsOfExperience: 5,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'm70',
    resume: `KUNAL THAKKAR
3D Printing Engineer
Navi Mumbai | 98199xxxxx | kunal.thakkar.am@gmail.com

SUMMARY
Additive manufacturing engineer, 3 years in engineering prototyping service bureau.

EXPERIENCE
3D Printing Engineer — Prototyping service bureau, Turbhe MIDC              2021 – Present
  * FDM printing on Stratasys F370 and Ultimaker S5; SLA on Formlabs Form 3
  * Printing functional prototypes, jigs and fixtures for automotive and consumer product clients
  * Slicing in Cura / GrabCAD Print, post processing, support removal
  * Quotation and file checking (SolidWorks)

EDUCATION
B.E. Mechanical — Mumbai University, 2021

SKILLS
FDM | SLA | SolidWorks | Cura | Reverse engineering

Languages: Gujarati, Hindi, English`,
    skills: ['3D Printing', 'FDM', 'SLA', 'SolidWorks'],
    preferredRoles: ['3D Printing Technician'],
    yearsOfExperience: 3,
    city: 'Navi Mumbai',
  },
];
