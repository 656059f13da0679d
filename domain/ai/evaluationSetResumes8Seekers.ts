/**
 * The seekers of the eighth résumé tuning batch (evaluationSetResumes8.ts, written as the second sealed résumé part): 60 job seekers of the
 * Indian jewellery and luxury-retail trade and of neighbouring trades, each given as a whole résumé as a
 * PDF's text layer gives it, some also with the profile fields filled in the app. Written blind, without
 * reading the matching engine, its tests or any other part of the evaluation set; ranked by that part's
 * jobs alone.
 */
import type { EvalSeeker } from './evaluationTypes';

const S = { part: 'resume', overview: '' } as const;

export const RESUME8_SEEKERS: EvalSeeker[] = [
  {
    ...S,
    id: 'n01',
    resume: `CURRICULUM VITAE

BHAVESH PRAVINBHAI KANANI
Add: 14, Shivam Park, Kothariya Road, Rajkot - 360002
Mob: 98250 41 376   E-mail: bhavesh.kanani88@gmail.com

CAREER OBJECTIVE
To work in a reputed hallmarking / assaying organisation where I can utilise my knowledge of precious metal testing and grow with the organisation.

PROFILE SUMMARY
* Around 4+ years experience as Assayer in BIS recognised Assaying & Hallmarking Centre.
* Hands on Fire Assay (cupellation) of Gold as per IS 1418, parting with nitric acid, weighing on micro balance (0.01 mg).
* XRF screening of jewellery lots (Fischerscope), sample drawing as per IS 15820.
* HUID generation & data upload on BIS portal, laser marking machine operation.
* Knowledge of silver assay by volumetric method (IS 2112).

WORK EXPERIENCE
1) Shree Khodiyar Hallmarking Centre, Soni Bazar, Rajkot
   Designation : Assayer
   Period : Aug 2021 – Present
   - Fire assay of 40-60 samples per day, maintaining assay register & check-gold records
   - Preparation of proof assays, calibration of XRF with CRM
   - Faced BIS surveillance audits 3 times without any NC
   - Training new helpers for sampling and scraping

2) Metaltest Assay Lab, Rajkot
   Designation : Lab Assistant (Trainee Assayer)
   Period : June 2020 – July 2021
   - Furnace operation, cupel preparation, lead foil wrapping
   - Touch & XRF testing for local jewellers

EDUCATION
B.Sc (Chemistry) – Saurashtra University, 2020 – 61%
H.S.C – GSEB 2017 – 68%
S.S.C – GSEB 2015 – 74%

CERTIFICATION
Assayer training programme – BIS (NITS) Noida, 2022

COMPUTER KNOWLEDGE
MS Office, Internet, BIS Manak online portal

PERSONAL DETAILS
Father's Name : Pravinbhai Kanani
Date of Birth : 12/03/1999
Marital Status : Married
Languages Known : Gujarati, Hindi, English

DECLARATION
I hereby declare that above information is true to best of my knowledge.

Place : Rajkot                                              (Bhavesh Kanani)`,
    skills: ['Fire Assay', 'XRF', 'Hallmarking', 'HUID'],
    preferredRoles: ['Assayer', 'Hallmarking Lab'],
    yearsOfExperience: 4,
    city: 'Rajkot',
  },
  {
    ...S,
    id: 'n02',
    resume: `S. KARTHIKEYAN
No 7/2, Vinayagar Kovil St, R.S. Puram, Coimbatore 641002
Cell : +91 94430 18822 | karthi.xrf@yahoo.com

OBJECTIVE
Seeking a challenging position in Quality / Hallmarking field to use my skills in XRF and gold testing.

EXPERIENCE SUMMARY
2.5 years in A&H centre as XRF Operator cum Laser Marking operator.

Sri Annapoorna Assaying & Hallmarking Centre, Coimbatore
XRF Operator / Marking Operator                     Jan 2023 – till date
- Receiving articles from jewellers, counting & weighing, entry in BIS software and generating job card
- XRF testing of gold articles (purity 18K, 20K, 22K) and silver
- Sending samples to fire assay section & recording the result
- Laser marking of HUID on jewellery - BIS logo, purity grade, HUID
- Packing & handing over with delivery challan
- Maintain daily register and CCTV backup as per BIS rules

Kumaran Jewellery Works, Coimbatore
Accounts Assistant (part time)                      Jun 2022 – Dec 2022
- Billing, day book in Tally

QUALIFICATION
B.Sc Physics, Kongunadu Arts & Science College – 2022

SKILLS
XRF machine (Hitachi, Fischer), laser marking software, MS Excel, Tally

PERSONAL
DOB: 05-09-2001, Male, Unmarried
Languages: Tamil, English, Malayalam (speak)
Hobbies: cricket, listening music

I declare the details given above are true.
KARTHIKEYAN S`,
  },
  {
    ...S,
    id: 'n03',
    resume: `PRIYANKA R. VAGHASIYA
Rajkot, Gujarat | 7046 223 519 | priyankavaghasiya2003@gmail.com

CAREER OBJECTIVE
A fresher B.Sc Chemistry graduate looking for an opportunity as Lab Chemist / Assayer to start my career and learn practically.

EDUCATION
B.Sc Chemistry – Christ College, Rajkot (Saurashtra University) – 2024 – CGPA 7.8
12th Science – 2021 – 76%

INTERNSHIP
Shree Ambica Assaying & Hallmarking Centre, Rajkot – 6 months (Jan 2024 – Jun 2024)
- Observed fire assay process, cupellation and parting
- Helped in weighing samples, maintaining sample register
- Learned about HUID hallmarking and XRF screening

ACADEMIC PROJECT
Determination of purity of silver coins by volumetric method (Volhard).

SKILLS
Titration, lab safety, basic instrumentation, MS Office
Good communication, hard working, quick learner

LANGUAGES
Gujarati, Hindi, English

Date of Birth: 18 Feb 2003
I hereby declare that the above information is true.`,
    skills: ['Chemistry', 'Lab work', 'Assay'],
    preferredRoles: ['Lab Chemist', 'Assayer Trainee'],
    yearsOfExperience: 0,
    city: 'Rajkot',
  },
  {
    ...S,
    id: 'n04',
    resume: `RESUME

NIJIL K. SURESH
Kunnathuparambil House, Ollur P.O, Thrissur – 680306
Ph: 8281 556 930
nijilks93@gmail.com

CAREER OBJECTIVE
To work in a growing NBFC as Gold Loan Officer and contribute to branch business growth.

PROFILE
* 3 years 4 months experience in gold loan branch of leading NBFC.
* Expert in gold appraisal – touchstone testing, acid test, karat meter, stone & wastage deduction.
* Gold loan sanction and disbursement as per LTV, KYC verification (Aadhaar, PAN, CKYC).
* Renewal, part release, auction process and customer follow up for overdue.
* Achieved 120% of business target for FY 2023-24 in branch.

EMPLOYMENT
Muthoottu Mini Financiers – Branch Gold Loan Officer, Kodakara Branch
Aug 2021 – Present
 - Appraising ornaments, packet preparation & sealing, joint custody of strong room
 - Daily cash tally, gold loan software entries
 - Cross selling of money transfer, insurance
 - Canvassing in nearby markets & fish markets for new customers

EDUCATION
B.Com (Computer Application) – University of Calicut – 2021
Gold Appraisal certificate course – 2021

SKILLS
Gold Appraisal, Customer Service, MS Office, Malayalam typing

PERSONAL DATA
Father : K. Suresh
DOB : 21.06.1999
Religion : Hindu
Marital status: Single
Languages : Malayalam, English, Tamil, Hindi

DECLARATION
I do hereby declare that all the above details are true and correct to the best of my knowledge and belief.
Nijil K.S.`,
    skills: ['Gold Appraisal', 'Gold Loan', 'KYC', 'Cash handling'],
    preferredRoles: ['Gold Loan Officer'],
    yearsOfExperience: 3,
    city: 'Thrissur',
  },
  {
    ...S,
    id: 'n05',
    resume: `ANKIT SHARMA
QC Chemist
Plot 22, Sector 5, Dewas Naka, Indore - 452010
+91 97525 66104 | ankitsharma.qc@gmail.com

PROFESSIONAL SUMMARY
QC Chemist with 4 years of experience in pharmaceutical formulation quality control. Hands-on with HPLC, GC, dissolution, assay and related substances testing of tablets and capsules as per IP / BP / USP. Good knowledge of GLP, GDP and data integrity.

WORK EXPERIENCE
Medisure Formulations Pvt Ltd (Pithampur)        Sep 2020 – Present
QC Chemist
- Assay & dissolution of finished products and raw materials by HPLC (Waters Empower)
- Calibration of HPLC, UV, KF titrator, pH meter
- Stability sample analysis, OOS / OOT investigation support
- Preparation of working standards and volumetric solutions

EDUCATION
M.Sc. Chemistry – DAVV Indore – 2020
B.Sc. – 2018

INSTRUMENTS
HPLC, GC, UV-Vis, FTIR, KF, Dissolution apparatus

PERSONAL DETAILS
DOB 02/11/1996 | Languages: Hindi, English | Marital status: Married`,
  },
  {
    ...S,
    id: 'n06',
    resume: `Rohan D'Souza
Bengaluru | +91 99805 22417 | rohan.dsouza.lux@gmail.com | linkedin.com/in/rohandsouza

PROFILE SUMMARY
Luxury watch specialist with 4+ years in multi-brand Swiss watch boutiques. Strong knowledge of mechanical movements, complications and brand heritage; consistent top performer with a personal client book of 250+ HNI clients. Comfortable with high-value sales and clienteling over WhatsApp and CRM.

WORK EXPERIENCE
Senior Sales Associate – Helvetia Time House, Phoenix Marketcity, Bengaluru
Mar 2022 – Present
- Selling Swiss luxury timepieces (Omega, TAG Heuer, Longines, Breitling, Hublot) with average ticket size INR 3.2 lakh
- Achieved 118% of annual target FY23-24; top associate in South region Q3
- Client book management, private viewings, new launch events
- Coordinating service and warranty claims with after-sales and brand service centres
- Daily stock count, display setup as per brand VM guidelines

Sales Associate – Chrono Gallery, Brigade Road, Bengaluru
Jul 2020 – Feb 2022
- Sales of Tissot, Rado, Seiko, Citizen; accessories and straps
- Handled walk-ins, gift cards, corporate orders

EDUCATION
BBA – St. Joseph's College of Commerce, Bengaluru – 2020

TRAINING
Brand product trainings – Omega Academy (online), Longines product certification
Luxury client experience workshop – 2023

SKILLS
Luxury watch sales | Clienteling | CRM (Salesforce) | Horology basics | Negotiation | Visual merchandising

LANGUAGES
English, Kannada, Konkani, Hindi`,
    skills: ['Luxury Sales', 'Watches', 'Clienteling', 'CRM'],
    preferredRoles: ['Senior Sales Associate', 'Boutique Manager'],
    yearsOfExperience: 4,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'n07',
    resume: `AISHWARYA NAIR
Client Advisor – Luxury Leather Goods
Gurugram, Haryana | 98110 45 772 | aishwarya.nair@outlook.com

SUMMARY
Client Advisor with 3 years of experience in a French luxury maison boutique (leather goods, small leather goods, silk and ready to wear). Passionate about craftsmanship and clienteling, with proven ability to build long term relationships with VIC clients.

EXPERIENCE
Client Advisor | Maison de Cuir (DLF Emporio, New Delhi) | Apr 2022 – Present
• Achieved individual sales target 8 out of 10 quarters
• Maintained client book of 180 clients; personalised outreach, private appointments, trunk shows
• Product knowledge of leathers, craftsmanship, heritage; after-sales repairs coordination
• Supported visual merchandising and stock counts

Sales Associate | Premium fashion store, Select Citywalk | Jul 2021 – Mar 2022
• Sales of premium western wear and accessories

EDUCATION
B.A. English (Hons), Delhi University – 2021

SKILLS
Luxury retail | Clienteling | Storytelling | Client book | POS (SAP Retail)

LANGUAGES
English, Hindi, Malayalam`,
  },
  {
    ...S,
    id: 'n08',
    resume: `MOHAMMED IRFAN
Mobile : 9886 332 190
Email : irfan.watches@gmail.com
Address : Shivajinagar, Bangalore - 560051

CAREER OBJECTIVE
Looking for sales position in premium / luxury watch store where i can use my experience in watch retail and customer handling.

EXPERIENCE : 3 Years 2 Months

Time Square Watch Co. (multi brand watch store), Orion Mall, Bangalore
Sales Executive    |    Dec 2021 – Feb 2025
* Sales of Tissot, Longines, Rado, Swiss Military, Casio Edifice, Fossil, Titan Edge
* Explaining automatic, quartz, chronograph, sapphire crystal, water resistance to customers
* Achieved monthly target regularly, best salesman award Diwali 2023
* Battery change, strap adjustment, basic after sales and service entries
* Display maintanance and stock tally

Reliance Digital, Bangalore - Sales promoter - 6 months (2021)

EDUCATION
B.Com – Bangalore University – 2021 (pursuing distance MBA)

SKILLS
Watch product knowledge, customer handling, billing, Excel

LANGUAGES KNOWN
English, Hindi, Urdu, Kannada, Tamil

PERSONAL DETAILS
Father name : Mohammed Rafiq
Date of birth : 14-01-1999
Marital Status : Single

Declaration : I hereby declare that all informations are correct.
(MOHAMMED IRFAN)`,
    skills: ['Watch Sales', 'Customer Service', 'Billing'],
    preferredRoles: ['Sales Executive', 'Watch Sales'],
    yearsOfExperience: 3,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'n09',
    resume: `BIODATA

Name : SREEJA MOHANAN
Address : Thekkedathu House, Irinjalakuda, Thrissur Dist
Phone : 9447 210 638
Email : sreejamohanan80@gmail.com

Objective : To get a suitable post in Gold loan / banking sector.

Work Experience :
1. Irinjalakuda Service Co-operative Bank Ltd
   Post : Gold Appraiser cum Clerk
   From June 2019 to till now (5+ years)
   Duties : Appraising of gold ornaments for gold loan (touch stone, acid, weighing), valuation as per bank rate, filling gold loan application, packet sealing, renewal & closing, reminding customers of overdue, attending auction
   Also doing deposit collection and cash counter when required

2. Sree Lakshmi Jewellers, Irinjalakuda
   Post : Sales girl
   2016 - 2019

Qualification :
B.A. Economics – Christ College Irinjalakuda – 2016
Gold Appraiser Course – Kerala State Co-operative Training – 2019
KGTE Computer word processing

Skills : Gold testing, Cash handling, customer dealing, MS Word, Malayalam typing

Personal Details :
Date of Birth : 30-04-1994
Husband : Anil Kumar
Languages : Malayalam, English, Hindi (read)

Declaration :
I hereby declare that the above informations are true to the best of my knowledge.

Place : Irinjalakuda
SREEJA MOHANAN`,
  },
  {
    ...S,
    id: 'n10',
    resume: `VISHNU PRASAD T.
Kochi, Kerala | 7012 449 310 | vishnuprasadt@gmail.com

CAREER OBJECTIVE
Result oriented sales professional seeking role in banking / NBFC sales.

PROFESSIONAL SUMMARY
3 years experience in retail loan sales – personal loan, business loan and home loan through DSA and bank channel. Good in lead generation, documentation, CIBIL check and customer follow up.

WORK HISTORY
Relationship Officer – Personal Loans, a private sector bank (via staffing co.), Kochi
Jan 2022 – Present
- Sourcing salaried customers through corporate tie ups, field visits
- Login of files, document collection, follow up with credit for sanction
- Monthly disbursement of 60-80 lakhs

Sales Executive – Home Loan DSA, Ernakulam
Jul 2021 – Dec 2021

EDUCATION
B.Com – MG University – 2021

SKILLS
Loan sales, CIBIL, KYC, MS Excel, Customer relationship

LANGUAGES
Malayalam, English, Hindi, Tamil

Hobbies: Football, travelling`,
    skills: ['Loan Sales', 'KYC', 'Customer Relationship'],
    preferredRoles: ['Relationship Officer', 'Loan Officer'],
    yearsOfExperience: 3,
    city: 'Kochi',
  },
  {
    ...S,
    id: 'n11',
    resume: `RAJINDER SINGH (Watchmaker)
H.No 1186, Sector 15-B, Chandigarh
Mob: 98155 20734, Email: rajinder.watchtech@gmail.com

PROFILE
Watch service technician with 9 years of experience in servicing quartz and mechanical watches of Swiss and Japanese brands. Complete overhauling, movement cleaning, oiling, regulation on timegrapher, water resistance testing, case & bracelet refinishing.

EXPERIENCE
Authorised Service Centre (multi-brand), Sector 17 Chandigarh – Senior Watch Technician – 2018 to present
- Service of ETA 2824, 2892, 7750, Sellita SW200, Miyota and Seiko movements
- Quartz module replacement, crown and stem, crystal fitting
- Pressure testing (Witschi), demagnetising, ultrasonic cleaning
- Estimate preparation and job card entries

Gill Watch Co., Ludhiana – Watch Repairer – 2015 to 2018
- Repair of wall clocks, wrist watches, battery and strap

EDUCATION
10+2, PSEB – 2014
Watch repairing course (ITI type) – 1 year

TOOLS
Timegrapher, Witschi tester, ultrasonic cleaner, staking set, case press

Languages: Punjabi, Hindi, English
Marital status: Married`,
  },
  {
    ...S,
    id: 'n12',
    resume: `RESUME

Name:- SANTOSH BABURAO JADHAV
Address:- Room No 12, Chawl no 4, Marol Pipeline, Andheri (E), Mumbai 400059
Mob:- 9967 304 115

POST APPLIED FOR :- WAX INJECTION / WAX DEPARTMENT

EXPERIENCE :-
1) Shree Gems Exports, SEEPZ, Andheri
   Wax Injector & Rubber Mould maker
   May 2019 to Till date
   - Rubber mould vulcanising & cutting (silicon & natural rubber)
   - Wax injection on vacuum injector machine, wax checking & wax repair
   - Wax tree making for casting, weight calculation of tree
   - Coordination with casting department for defects (porosity, short casting)

2) Raj Jewels Mfg, Marol
   Wax Helper then Wax Injector
   Jan 2017 to Apr 2019

EDUCATION :-
S.S.C Passed (Maharashtra Board) 2014
I.T.I Fitter (Not complete)

LANGUAGE KNOWN :- Marathi, Hindi

PERSONAL DETAILS :-
Date of Birth :- 17/08/1997
Marital status :- Married
Nationality :- Indian

DECLARATION :-
I hereby declare that the information furnished above is true to the best of my knowledge.

Date :-                         
Place :- Mumbai                                   (SANTOSH JADHAV)`,
    skills: ['Wax Injection', 'Rubber Mould', 'Wax Tree'],
    preferredRoles: ['Wax Injector'],
    yearsOfExperience: 8,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'n13',
    resume: `PRATIK S. MHATRE
3D Printing Technician | Jewellery Manufacturing
Bhayandar (W), Thane | 8898 112 604 | pratikmhatre3d@gmail.com

SUMMARY
3 years in jewellery manufacturing as 3D printer operator in casting department. Experienced with DLP and SLA printers for castable resin and wax-like models, from file preparation to post processing. Good coordination with CAD team and casting.

WORK EXPERIENCE
Kiran Fine Jewels (export unit), SEEPZ SEZ, Andheri E – 3D Printing Operator – Oct 2021 to present
• Operating EnvisionTEC Micro Plus, Asiga Max and Formlabs Form 3 printers
• Nesting of STL files, adding supports in Materialise Magics / Asiga Composer
• Washing in IPA, UV curing, removal of supports, checking models under magnifier
• Handover of resin models for direct casting / rubber mould masters
• Printer maintenance, vat cleaning, resin stock
• Helping in wax room on urgent orders (wax injection, tree)

EDUCATION
Diploma in Mechanical Engineering – MSBTE – 2021

SOFTWARE
Magics, Asiga Composer, PreForm, basic Rhino viewing

PERSONAL
Languages – Marathi, Hindi, English
DOB – 09 Dec 2000`,
  },
  {
    ...S,
    id: 'n14',
    resume: `BIJOY MONDAL
Kalbadevi, Mumbai | Mob 90297 44 813

Post :- Casting Karigar / Caster

Total experience 5 yr in jewellery casting

Work Experience
- Vaibhav Casting Works, Zaveri Bazar (2020 – till now)
  Burnout furnace operation, investment (plaster) mixing, flask preparation
  Gold & silver casting on induction machine (Indutherm), vacuum casting
  Quenching, tree cutting, metal loss calculation, alloy making 18K 22K
- Sona Casting, Kolkata Bowbazar (2018 – 2020) - helper

Education : 8th pass (West Bengal)
Language : Bengali, Hindi

D.O.B : 1994
I am honest and hard working.`,
    skills: ['Casting', 'Burnout', 'Induction casting'],
    preferredRoles: ['Caster'],
    yearsOfExperience: 5,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'n15',
    resume: `GANESH M. PATIL
Investment Casting Technician
Bhosari MIDC, Pune 411026 | 9763 280 541 | ganeshpatil.foundry@gmail.com

CAREER OBJECTIVE
To work in a quality conscious precision casting foundry and grow as production supervisor.

EXPERIENCE (5 Years)
Precicast Autoparts Pvt. Ltd., Chakan – Wax Room & Shell Line Technician – Jun 2020 to Present
- Wax pattern injection on hydraulic wax injection press (pattern wax), die setting
- Pattern assembly on sprue (cluster making), dip coating & stuccoing of ceramic shell
- Dewaxing in autoclave, shell firing, pouring of SS and alloy steel
- Fettling, knockout, 7 QC tools, 5S, Kaizen

Sai Engineering Foundry – Trainee – 2019 to 2020

EDUCATION
Diploma Metallurgy – Govt Polytechnic Pune – 2019

SKILLS
Lost wax investment casting, wax injection press, shell building, 5S / Kaizen, SAP PP (basic)

PERSONAL
Languages Marathi, Hindi, English | Married | DOB 1999`,
  },
  {
    ...S,
    id: 'n16',
    resume: `MOHD. SAMEER UDDIN
Inventory Controller
Tolichowki, Hyderabad – 500008 | +91 98498 73 115 | sameeruddin.inv@gmail.com

PROFILE SUMMARY
Inventory professional with 4 years of experience in jewellery retail chain head office. Handling gold, diamond & silver stock of 9 branches – inward, tagging, transfers, stock audit and reconciliation in jewellery ERP.

WORK EXPERIENCE
Sri Balaji Gold & Diamonds (9 showrooms, Telangana) – Inventory Controller – Feb 2021 – Present
• Inward of new stock from vendors / karigars against PO, checking gross wt, stone wt, net wt and HUID
• Barcode & RFID tag printing and attaching, item master creation in ERP
• Inter-branch stock transfer, stock in transit tracking
• Monthly physical stock audit at branches with RFID reader, difference reports and reconciliation
• Old gold / exchange gold stock to refinery, melting records
• Stock ageing, slow moving & dead stock reports in Excel for management
• Coordinating with accounts for purchase bills, GST

EDUCATION
B.Com – Osmania University – 2020

IT SKILLS
Jewellery ERP (Emerald / Acme), MS Excel (Pivot, VLOOKUP), Tally basics

LANGUAGES
Urdu, Hindi, Telugu, English

PERSONAL DETAILS
DOB : 22-10-1998 | Marital status : Married`,
    skills: ['Inventory Management', 'Stock Audit', 'RFID', 'Jewellery ERP', 'Excel'],
    preferredRoles: ['Inventory Controller', 'Stock Controller'],
    yearsOfExperience: 4,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 'n17',
    resume: `K. LAVANYA
Back Office Executive
Dilsukhnagar, Hyderabad | 9704 552 381 | lavanya.k1997@gmail.com

OBJECTIVE:
To work in a reputed organization where i can improve my skills in stock and back office operations.

EXPERIENCE:
Sri Venkateswara Jewellers (single store, 3 floors), Dilsukhnagar
Back Office Executive – Stock
Aug 2022 – Present (2 yrs 7 months)
- Daily stock entry of jewellery items in software (gold, silver articles, diamond jewellery)
- Weighing and tagging items with barcode tag (gross, net, stone, VA %)
- Daily closing stock tally counter-wise with sales report
- Sending items to karigar for repair and alteration, maintaining issue & receipt register
- Physical stock verification every month with manager
- Preparing stock statement in excel

Data Entry Operator, Vijetha Supermarket – Jun 2021 – Jul 2022

QUALIFICATION:
B.Com (Computers), Kakatiya University, 2019

SKILLS:
MS Excel, Tally ERP 9, Typing 35 wpm, Jewellery software

PERSONAL:
Father : K. Srinivas
DOB: 11-07-1997
Languages : Telugu, English, Hindi

DECLARATION:
I hereby declare that the above information is true.
(K. LAVANYA)`,
  },
  {
    ...S,
    id: 'n18',
    resume: `SURESH KUMAR YADAV
Store Keeper
Kukatpally, Hyderabad | 9849 661 702 | sureshyadav.stores@gmail.com

SUMMARY
Store Keeper with 6 years experience in construction projects. Handling material receipt, GRN, issue slips, stock register, monthly stock reconciliation and site audits.

EXPERIENCE
Megha Infra Projects Ltd – Store Keeper – 2019 to Present
- Receiving cement, steel, electrical & plumbing material against PO, checking quantity & quality
- GRN and material issue entry in SAP MM
- Maintaining bin cards, stock register, scrap register
- Monthly physical stock verification and reconciliation with SAP
- Coordination with purchase dept for indent and reorder level

Sri Sai Constructions – Asst. Store Keeper – 2017 to 2019

EDUCATION
B.A. – Osmania University – 2016
Diploma in Materials Management – 2018

SKILLS
SAP MM, Excel, Inventory control, Stock audit

Languages: Hindi, Telugu, English
Marital Status: Married`,
    skills: ['Store Keeping', 'SAP MM', 'Inventory Control', 'GRN'],
    preferredRoles: ['Store Keeper', 'Store Incharge'],
    yearsOfExperience: 6,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 'n19',
    resume: `NEHA JAIN
Jewellery CAD Designer
Borivali (W), Mumbai | +91 98203 17 446 | nehajain.cad@gmail.com | Behance: behance.net/nehajaincad

PROFILE
CAD designer with 4 years in fine jewellery manufacturing. Designing rings, earrings, bridal sets and pendants in Rhino + MatrixGold from sketches and customer references; preparing printable files for 3D printing and casting with correct shrinkage, sprue and wall thickness.

EXPERIENCE
Aarohi Diamonds Pvt Ltd, SEEPZ – CAD Designer – Jun 2021 – Present
- 15-20 CAD models per week for export and domestic orders
- Stone layout (pave, micro pave, prong), weight estimation and costing inputs
- Renders in KeyShot for customer approval
- STL preparation and supports, sometimes running Asiga printer for urgent samples

Freelance CAD designer – 2020 – 2021

EDUCATION
Diploma in Jewellery Design & CAD – SNDT / private institute – 2020
B.Com – Mumbai University – 2019

SOFTWARE
Rhino 7, MatrixGold, KeyShot, Photoshop, ZBrush (basic)

LANGUAGES
Hindi, English, Marathi, Gujarati`,
    skills: ['Rhino', 'MatrixGold', 'KeyShot', 'Jewellery CAD'],
    preferredRoles: ['CAD Designer'],
    yearsOfExperience: 4,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'n20',
    resume: `SHRUTI DESAI
E-commerce Catalogue Executive
Andheri (W), Mumbai | 99301 84 229 | shrutidesai.ecom@gmail.com

PROFESSIONAL SUMMARY
3 years of cataloguing and listing experience for an online jewellery brand across Shopify website, Amazon, Myntra, Nykaa Fashion and Flipkart. Strong with bulk upload templates, attribute mapping and keeping catalogue live and error free.

WORK EXPERIENCE
Catalogue Executive – Silvora Jewels (D2C silver & gold jewellery), Andheri – Apr 2022 – Present
• Creating SKUs and listing 150+ new products monthly on Shopify and 5 marketplaces
• Writing SEO titles, bullet points and descriptions; metal, purity, weight, stone attributes
• Coordinating with in-house photography for product and model shoots; basic retouching in Photoshop
• Fixing suppressed listings, image errors, browse node issues on Seller Central
• Price and inventory sync through Unicommerce; daily reports in Excel

Catalogue Intern – Fashion marketplace seller – Oct 2021 – Mar 2022

EDUCATION
BMS (Marketing) – Mithibai College – 2021

SKILLS
Shopify | Amazon Seller Central | Myntra PPMP | Unicommerce | Excel (VLOOKUP, bulk templates) | Photoshop | Canva

LANGUAGES
English, Hindi, Gujarati, Marathi`,
    skills: ['Shopify', 'Cataloguing', 'Amazon Seller Central', 'Excel'],
    preferredRoles: ['Catalogue Executive', 'E-commerce Executive'],
    yearsOfExperience: 3,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'n21',
    resume: `ARJUN MEHRA
Thane West | arjun.mehra.ops@gmail.com | 8108 236 770

Marketplace Operations / Cataloguing Executive – 2+ yrs

EXPERIENCE
Urbanthread Apparel (fashion brand, women western wear)
Marketplace Cataloguing Executive – Jan 2023 to Present
- Listing of apparel and accessories on Myntra, Ajio, Amazon, Nykaa Fashion & Tata Cliq
- Style code creation, size charts, attribute filling (fabric, fit, colour)
- Shopify product upload via CSV, collections and tags
- Image QC as per marketplace guidelines, resizing in Photoshop
- Handling listing rejections, catalogue audits and price updates

Data Executive – Apna e-store (Amazon seller) – Aug 2022 to Dec 2022

EDUCATION
B.Com – Mumbai University – 2022

SKILLS
Excel (advanced), Shopify, Myntra / Ajio seller panels, Photoshop basics

Hobbies: gaming, photography`,
  },
  {
    ...S,
    id: 'n22',
    resume: `RIYA KAPADIA
Social Media & Digital Marketing Executive
Malad (W), Mumbai | 9819 447 260 | riyakapadia.digital@gmail.com

SUMMARY
Digital marketer with 2 years experience handling social media for a jewellery retailer. Content calendars, reels, influencer collaborations and Meta ads for festive campaigns.

EXPERIENCE
Digital Marketing Executive – Shubh Laxmi Jewellers (3 stores, Mumbai) – Mar 2023 – Present
- Instagram and Facebook page management, reels planning with in-store shoots
- Meta ads for Dhanteras, Akshaya Tritiya and wedding season – leads to WhatsApp
- Google My Business posts and reviews for 3 stores
- Coordinating photoshoot of new collections and uploading products to website (WooCommerce)

Intern – Digital agency – 6 months, 2022

EDUCATION
BMM (Advertising) – 2022

TOOLS
Meta Business Suite, Canva, CapCut, Google Ads basics, WooCommerce

LANGUAGES
English, Hindi, Gujarati`,
    skills: ['Social Media', 'Meta Ads', 'Canva', 'Content'],
    preferredRoles: ['Digital Marketing Executive', 'Social Media Executive'],
    yearsOfExperience: 2,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'n23',
    resume: `AMIT GHOSH
Product Photographer (Jewellery)
Goregaon E, Mumbai | 9930 558 120 | amitghosh.clicks@gmail.com | Portfolio on Instagram @amitshootsjewels

About me
Jewellery & product photographer, 4 yrs. Shooting white background e-commerce images, 360 spins, macro shots of diamond jewellery and lifestyle images for online brands and manufacturers.

Experience
- In-house photographer, Lumiere Jewels Online – Nov 2021 to now
  * 300-400 SKUs shoot per month, retouching in Photoshop (dust, reflections, metal colour correction)
  * Naming files as per SKU and uploading images to Shopify & Amazon
  * Managing shoot trackers in Google Sheets with catalogue team
- Freelance product shoots – 2020-2021

Education: B.Sc (Photography & Visual Arts) – 2020

Equipment / software: Canon 5D, macro 100mm, light tent, Photoshop, Lightroom, Helicon Focus

Languages: Bengali, Hindi, English`,
  },
  {
    ...S,
    id: 'n24',
    resume: `TANYA MALHOTRA
Beauty & Fragrance Advisor
Rohini, New Delhi | 98736 21 054 | tanyamalhotra.beauty@gmail.com

PROFILE
3 years as Fragrance Advisor on luxury perfume counters in a premium department store. Skilled at understanding olfactive preferences, blotter and skin testing, layering and gifting suggestions. Consistently among top 3 fragrance advisors in North region.

EXPERIENCE
Fragrance Advisor (luxury brands counter) – Premium department store, Select Citywalk, Saket – Jun 2022 – Present
• Selling designer & luxury fragrances (Dior, Chanel, Tom Ford, Jo Malone, Armani)
• Explaining fragrance families, notes and concentrations (EDT, EDP, Parfum)
• Client book on WhatsApp; festive gifting and corporate orders
• Tester and counter display upkeep, stock count, sample management
• Monthly brand trainings; Mystery shopper score 92%

Beauty Advisor (skincare) – Mall kiosk – Aug 2021 – May 2022

EDUCATION
B.Com (Pass) – Delhi University (SOL) – 2021

SKILLS
Fragrance knowledge | Luxury selling | Clienteling | Grooming | POS billing

LANGUAGES
English, Hindi, Punjabi`,
    skills: ['Fragrance Sales', 'Luxury Retail', 'Clienteling'],
    preferredRoles: ['Fragrance Advisor', 'Beauty Advisor'],
    yearsOfExperience: 3,
    city: 'New Delhi',
  },
  {
    ...S,
    id: 'n25',
    resume: `MOHAMMAD ASIF
Add: Gali Itr Wali, Chandni Chowk, Delhi-110006
Mob: 9871 330 628

Work Experience:
Salesman at Gulab Attar House, Dariba Kalan, Chandni Chowk (5 years, 2019 – present)
- Selling attar, ittar, ruh gulab, oud, mitti attar, musk and spray perfumes
- Explaining fragrance to customers, making custom mix of attars
- Packing & bottling, stock keeping
- Dealing with tourists (foreign customers also) and wholesale buyers from outside Delhi

Before that, helper in perfume wholesale shop, Kannauj (2 years)

Education: 12th pass (UP Board)
Languages: Hindi, Urdu, English (working)

Date of Birth: 1996   Marital Status: Married`,
    skills: ['Attar', 'Perfume Sales', 'Customer Dealing'],
    preferredRoles: ['Perfume Salesman'],
    yearsOfExperience: 7,
    city: 'Delhi',
  },
  {
    ...S,
    id: 'n26',
    resume: `Dr. (Ms.) KAVITA RAO
Perfumer / Fragrance Chemist
Powai, Mumbai | 98191 20 387 | kavita.rao.fragrance@gmail.com

SUMMARY
Fragrance chemist with 4 years in fragrance creation and evaluation for FMCG applications – soaps, detergents, air care and fine fragrance briefs. Strong knowledge of aroma chemicals, essential oils and IFRA compliance.

EXPERIENCE
Junior Perfumer – Aroma Essences Ltd (fragrance house), Vikhroli – 2021 – Present
- Formulating fragrance compositions against customer briefs, modifications and cost reduction
- Stability and performance evaluation in bases (soap, shampoo, detergent)
- GC-MS analysis support and IFRA certificates
- Olfactive evaluation panels

EDUCATION
Ph.D. Chemistry (Natural Products) – ICT Mumbai – 2021
M.Sc. Organic Chemistry – 2016

SKILLS
Perfumery, GC-MS, IFRA, Aroma chemicals, Sensory evaluation

LANGUAGES
English, Hindi, Kannada, Marathi`,
  },
  {
    ...S,
    id: 'n27',
    resume: `SIMRAN KAUR BEDI
+91 95604 13 887 | simranbedi.dutyfree@gmail.com | Dwarka, New Delhi

CAREER OBJECTIVE
Customer oriented sales associate with passion for perfumes and luxury, looking to grow as Fragrance Consultant in an international boutique.

EXPERIENCE
Sales Associate – Fragrance & Cosmetics, Duty Free (Terminal 3, IGI Airport) – Sep 2022 – Present
• Selling luxury and niche perfumes to international travellers; daily sales target in USD
• Product demonstrations, blotter sampling, gift sets and promotions
• Fragrance training by brands (Creed, Dior, YSL, Montblanc)
• Handling passport / boarding pass based billing and duty-free allowances
• Display and tester maintenance, stock counts and shrinkage control

Customer Service Associate – Retail store, Janakpuri – Jan 2022 – Aug 2022

EDUCATION
B.A. (Prog.) – Delhi University – 2021
Diploma in Aviation & Hospitality – 2022

LANGUAGES
English, Hindi, Punjabi

HOBBIES
Collecting perfume miniatures, dancing`,
  },
  {
    ...S,
    id: 'n28',
    resume: `CURRICULUM VITAE

HARDIK N. SHAH
B-204, Shantinath Apartment, Paldi, Ahmedabad – 380007
Mobile: 9824 556 713 | Email: hardikshah.acc@gmail.com

CAREER OBJECTIVE
To work as Accountant in a reputed firm and give my best for its growth.

EXPERIENCE (5 years)
M/s. Ratnadeep Bullion & Jewellers, Manek Chowk, Ahmedabad
Accountant                                        April 2020 – Present
- Complete accounting in Tally Prime – sales, purchase, receipt, payment, journal
- Maintaining fine gold metal account party wise (karigar & retailers), metal issue / receipt
- Monthly metal and cash reconciliation with parties, confirmation
- GSTR-1, GSTR-3B data preparation, e-way bill, TCS on bullion sale
- Bank reconciliation of 4 bank accounts, payment follow up
- Finalisation support to CA, stock statement for bank (CC limit)

EDUCATION
M.Com – Gujarat University – 2020
B.Com – Gujarat University – 2018

COMPUTER SKILLS
Tally Prime, Tally ERP 9, MS Excel, GST portal, Busy (basic)

PERSONAL DETAILS
Father's Name : Navinchandra Shah
Date of Birth : 04/05/1997
Languages : Gujarati, Hindi, English
Marital Status : Married

DECLARATION
I hereby declare that the information given above is true to best of my knowledge and belief.
Hardik Shah`,
    skills: ['Tally Prime', 'GST', 'Metal Account', 'Bank Reconciliation'],
    preferredRoles: ['Accountant', 'Senior Accountant'],
    yearsOfExperience: 5,
    city: 'Ahmedabad',
  },
  {
    ...S,
    id: 'n29',
    resume: `JIGNESH R. PARMAR
Naroda, Ahmedabad | 9725 118 640 | jigneshparmar1995@gmail.com

OBJECTIVE
Seeking Accounts Executive job.

WORK EXPERIENCE
Accounts Executive – Shree Krishna Textiles (cloth trader, Kalupur) – 2020 to present (4 yrs)
* Sales and purchase entry in Tally ERP, debtors creditors ledger
* GST returns GSTR 1, 3B, 2A reconciliation
* TDS entries and challans
* Bank reconciliation, cash book
* Follow up of outstanding from parties

EDUCATION
B.Com – Gujarat University – 2019

SKILLS
Tally ERP 9 / Prime, Excel, GST, TDS

Languages : Gujarati, Hindi, English
Hobbies : Cricket, reading news`,
  },
  {
    ...S,
    id: 'n30',
    resume: `KHUSHI M. SONI
Jamalpur, Ahmedabad | 7600 221 948 | khushisoni.bcom@gmail.com

CAREER OBJECTIVE
B.Com graduate with 1 year accounts experience in jewellery showroom, wants to build career in accounts.

EXPERIENCE
Accounts Assistant – Soni Jewellers (family-run showroom), Ahmedabad – Jun 2023 – Present
- Billing of sales and old gold purchase, Tally entries
- Cash book and bank entry
- Assisting senior accountant in GST data and karigar metal issue register

EDUCATION
B.Com – Gujarat University – 2023 (62%)

SKILLS
Tally Prime, MS Excel, Gujarati typing

PERSONAL
DOB 2002 | Languages Gujarati, Hindi, English`,
    skills: ['Tally', 'Billing', 'Excel'],
    preferredRoles: ['Accounts Assistant', 'Accountant'],
    yearsOfExperience: 1,
    city: 'Ahmedabad',
  },
  {
    ...S,
    id: 'n31',
    resume: `ROHIT KUMAR AGARWAL
Accounts Executive | Gold Refinery
Satellite, Ahmedabad | rohitagarwal.ca.inter@gmail.com | 9979 003 152

PROFILE SUMMARY
CA Inter with 3 years of accounts experience in a gold and silver refinery. Handling metal and money accounting, refining job-work accounts, GST, TDS / TCS and bank work.

EXPERIENCE
Accounts Executive – Sabarmati Precious Metals Refinery Pvt Ltd, Changodar – Jan 2022 – Present
• Job-work refining accounts: party wise dore / scrap received, fine gold returned, refining loss and charges
• Fine metal ledger reconciliation with customers and bullion banks
• Tally Prime entries, debtors ageing, bank reconciliation
• GSTR-1 / 3B, TCS on bullion, TDS returns with consultant
• Support in statutory and stock audit

Articleship – Mehta & Co., Chartered Accountants – 2018 – 2021

EDUCATION
CA Intermediate (both groups) – 2019
B.Com – Gujarat University – 2018

SKILLS
Tally Prime, Excel, GST, TDS/TCS, Metal accounting

Languages: Hindi, Gujarati, English, Marwari`,
  },
  {
    ...S,
    id: 'n32',
    resume: `SK. ABDUL RAHIM
Micro Setter (Diamond Jewellery)
Marol Naka, Andheri East, Mumbai | 9769 221 045 | rahim.microsetter@gmail.com

SUMMARY
Diamond setter with 7 years experience, last 5 years in micro pave under microscope for export quality jewellery. Expert in micro pave, french pave, U-cut, channel, halo and prong setting; bright cutting and bead raising with graver. Very low breakage and diamond loss.

EXPERIENCE
Aarohi Diamonds Pvt. Ltd., SEEPZ – Micro Setter – Mar 2020 – Present
- Micro pave setting of 0.8 mm to 1.5 mm round diamonds under Leica microscope
- Halo rings, eternity bands, tennis bracelets, bridal sets for US customers
- Diamond issue & return to setting supervisor, breakage report
- Training 2 junior setters

Prakash Jewels Mfg, Marol – Diamond Setter – Jan 2017 – Feb 2020
- Prong, bezel, channel, pave setting in 18K gold rings & pendants

Kolkata (Bowbazar) – Setter apprentice – 2015 – 2016

EDUCATION
10th pass (WBBSE) – 2013

TOOLS
Microscope (Leica / GRS), GRS GraverMax, flex shaft, own graver set

LANGUAGES
Bengali, Hindi, Urdu`,
    skills: ['Micro Pave Setting', 'Microscope Setting', 'Prong Setting', 'Bright Cut'],
    preferredRoles: ['Micro Setter', 'Diamond Setter'],
    yearsOfExperience: 7,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'n33',
    resume: `BIO-DATA

NAME : PINTU SAMANTA
FATHER NAME : LATE GOUR SAMANTA
ADRESS : 2nd floor, Khau Galli, Zaveri Bazar, Mumbai-2 (Native - Dist Howrah, W.B.)
MOB : 8097 553 206

WORK : Jadai Karigar (Diamond Jadai)

EXPERIANCE : 9 year

- Mumbai Zaveri Bazar, 3 karkhana, 2016 to till date
  * Diamond jadai in gold ring, tops, pendal, mangalsutra
  * Pave jadai, micro jadai under microscope (2019 onwards), nakki jadai, bezel (ghat) jadai, prong (kaanta) jadai
  * Small diamond 0.8 to 2 mm, CZ and colour stone also
  * Graver kaam, bright cut, dana (bead) uthana
- Kolkata Bowbazar - 2014 to 2016 - jadai sikha (learn) under ustad

EDUCATION : Class 8

LANGUAGE : Bengali, Hindi

I am doing jadai with own tool and can give trial.

Date -
Sign - Pintu Samanta`,
  },
  {
    ...S,
    id: 'n34',
    resume: `RESUME

MUKESH KUMAR SONI
Johari Bazar, Jaipur (Rajasthan)
Mob. 9414 776 208

Post : Kundan Setter / Kundan Jadiya

Experience : 10 Years

1. Shri Ram Kundan Jewellers, Johari Bazar, Jaipur (2017 – Present)
   - Kundan & polki jadai in 22K gold (chokers, rani haar, jhumki)
   - Uncut diamond (polki) setting with foil (panna), kundan (pure gold foil) pressing
   - Meena work coordination with meenakar, lac filling
2. Family karkhana, Jaipur (2014 – 2017) – kundan helper then setter

Education : 10th (RBSE)

Skills : Kundan setting, Polki setting, Jadau, Foiling

Language : Hindi, Marwari

Personal : DOB 05/02/1990, Married

Declaration : All details are true.`,
    skills: ['Kundan Setting', 'Polki', 'Jadau'],
    preferredRoles: ['Kundan Setter'],
    yearsOfExperience: 10,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 'n35',
    resume: `RAMESH BHAI VASAVA
Tile Setter / Tiles Fitting Mistri
Vapi, Gujarat | 9601 442 805

EXPERIENCE – 8 years
* Floor tiles, wall tiles, vitrified, ceramic & marble tile setting
* Bathroom & kitchen dado, granite kitchen platform fitting
* Level checking, spacer, grouting, epoxy joint filling
* Worked with contractors in Vapi, Silvassa, Daman (residential towers, showrooms)

Can handle team of 4 helpers.

Education – 7th
Language – Gujarati, Hindi

Looking for site job in Mumbai / Gujarat.`,
    skills: ['Tile Setting', 'Grouting', 'Marble Fitting'],
    preferredRoles: ['Tile Setter', 'Mistri'],
    yearsOfExperience: 8,
    city: 'Vapi',
  },
  {
    ...S,
    id: 'n36',
    resume: `VIKAS D. SHINDE
VMC / CNC Setter cum Operator
Ambernath (E), Thane | 9322 815 067 | vikasshinde.cnc@gmail.com

CAREER OBJECTIVE
To work as CNC / VMC Setter in a precision machining company.

EXPERIENCE SUMMARY – 6 years
Precision Components Pvt. Ltd., Ambernath MIDC – CNC Setter – Jul 2019 – Present
• Setting of CNC turning (Fanuc, Siemens controls) and VMC machines
• Job setting, tool offset, work offset, fixture setting
• Program editing, first piece inspection with vernier, micrometer, bore gauge
• Cycle time reduction, tool life monitoring, 5S

Operator – Auto components unit, Dombivli MIDC – 2017 – 2019

EDUCATION
ITI Machinist (NCVT) – 2017
SSC – 2015

Languages: Marathi, Hindi
DOB: 1999`,
  },
  {
    ...S,
    id: 'n37',
    resume: `ANIRBAN DAS
Junior Setter (Diamond)
Andheri E, Mumbai | 7718 093 442

OBJECTIVE
Hard working young setter, want to learn micro pave and grow.

EXPERIENCE
Trainee Setter then Junior Setter – Shree Ganesh Diamond Jewellery Mfg, Marol – Sep 2023 – Present (1 yr 6 months)
- Prong setting and bezel setting in rings
- Small pave setting under supervision, learning micro setting on microscope
- Cleaning seats, bur work, filing after setting

EDUCATION
Higher Secondary (WBCHSE) – 2022

LANGUAGES
Bengali, Hindi, little English`,
    skills: ['Prong Setting', 'Bezel Setting', 'Pave'],
    preferredRoles: ['Diamond Setter'],
    yearsOfExperience: 1,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'n38',
    resume: `DILIP GHORAI
Polisher (Jewellery)
Mob : 9082 115 460 | Kalbadevi, Mumbai

EXPERIENCE : 6 YEARS
- Pre-polish and final polish of gold & diamond jewellery (ring, bangle, chain, pendant)
- Filing, emery, buffing on polishing motor, tumbling & magnetic polishing
- Rhodium plating support, ultrasonic cleaning
- Worked at Zaveri Bazar karkhanas (2018 – now)

Education : 9th
Language : Bengali, Hindi
Marital status : Married`,
  },
  {
    ...S,
    id: 'n39',
    resume: `SACHIN N. GAIKWAD
Wax Setter (Stone in Wax Setting)
Saki Naka, Mumbai | 9930 772 581 | sachingaikwad.wax@gmail.com

PROFILE
4 years in wax setting department of diamond jewellery manufacturing. Setting diamonds and CZ in wax models before casting (wax setting / stone-in-wax), checking seats and prongs on wax, and wax repairing.

WORK EXPERIENCE
Kiran Fine Jewels (export unit), SEEPZ – Wax Setter – Feb 2021 – Present
- Setting round and fancy stones (1 mm to 3 mm) in wax under magnifier, pave and prong layouts
- Checking castings for stone fall-out with casting department
- Wax injection and tree making when required
- Maintaining stone issue-return register

Helper – Wax department, Marol – 2020 – 2021

EDUCATION
HSC (Maharashtra) – 2019

SKILLS
Wax setting, Wax repair, Wax injection, Stone handling

LANGUAGES
Marathi, Hindi`,
    skills: ['Wax Setting', 'Wax Injection', 'Stone Setting'],
    preferredRoles: ['Wax Setter', 'Diamond Setter'],
    yearsOfExperience: 4,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'n40',
    resume: `SANJAY P. KULKARNI
Showroom Manager – Jewellery Retail
Kothrud, Pune 411038 | +91 98220 45 319 | sanjay.kulkarni.retail@gmail.com

PROFILE SUMMARY
Jewellery retail professional with 13 years of experience, including 6 years as Showroom Manager of large-format gold and diamond showrooms. Responsible for store P&L, annual sales of INR 120+ crore, team of 40, stock integrity and customer experience. Strong in wedding business, gold schemes and festive planning.

CAREER HISTORY
Showroom Manager – Kalyani Gold & Diamonds (35 stores), Deccan Gymkhana, Pune – Apr 2019 – Present
• Full P&L ownership; grew store revenue 22% YoY in FY 2023-24
• Led team of 40 (sales, cashier, back office, security); hiring, training and rosters
• Daily stock tally, monthly audit, zero shrinkage in last 3 audits
• Drove gold savings scheme enrolments (2,800+ members) and wedding bookings
• Local BTL marketing, society activations, key customer management

Assistant Showroom Manager – Kalyani Gold & Diamonds, Kolhapur – Jun 2016 – Mar 2019
Senior Sales Executive (Diamond section) – Ranade & Sons Jewellers, Pune – Jul 2012 – May 2016

EDUCATION
MBA (Marketing) – Symbiosis (distance) – 2015
B.Com – Pune University – 2011

SKILLS
Store P&L | Team Management | Jewellery Sales | Stock Audit | Customer Experience | Visual Merchandising

LANGUAGES
Marathi, Hindi, English, Kannada`,
    skills: ['Store Management', 'P&L', 'Team Leadership', 'Jewellery Retail'],
    preferredRoles: ['Store Manager', 'Showroom Manager'],
    yearsOfExperience: 13,
    city: 'Pune',
  },
  {
    ...S,
    id: 'n41',
    resume: `RAGHAVENDRA S. HEGDE
Hubballi / willing to relocate Pune, Bangalore
Mob: 94481 20 553   Mail: raghu.hegde.jewels@gmail.com

CAREER SUMMARY
Branch Head (Shop In-charge) in jewellery trade with total 11+ yrs experience. Running a full branch of a jewellers group – business, staff, stock, cash, customers. Worked up from salesman to branch head.

WORK EXPERIENCE
Sri Mahalakshmi Jewellers Group – Branch Head, Hubballi branch (approx 4,500 sq ft)
Jan 2019 – Present
 - Responsible for branch sales target (gold, diamond, silver), monthly review with MD
 - Managing 28 staff – sales, cashier, karigar counter, security
 - Stock responsibility, daily tally, internal audit, insurance
 - Wedding orders and bulk customers, gold chit scheme collection
 - Branch profit & expenses, local advertisement, customer complaints

Same group – Floor Incharge, Belagavi branch – 2016 to 2018
Same group – Sales Executive – 2013 to 2016

EDUCATION
B.Com – Karnatak University Dharwad – 2012

SKILLS
Branch operations, Sales leadership, Stock control, Customer handling, MS Excel

PERSONAL
DOB: 10-08-1989 | Married | Languages: Kannada, Konkani, Hindi, English, Marathi`,
  },
  {
    ...S,
    id: 'n42',
    resume: `POOJA S. BHOSALE
Jewellery Sales Executive
Hadapsar, Pune | 8087 663 219 | poojabhosale.sales@gmail.com

OBJECTIVE
To grow in jewellery retail and become store manager in future.

EXPERIENCE
Sales Executive – Gold & Diamond jewellery showroom, Laxmi Road, Pune – May 2022 – Present (3 yrs)
- Selling gold, diamond & silver jewellery, explaining purity, hallmark, making charges
- Wedding customers, scheme enrolment, old gold exchange
- Daily counter stock tally, display arrangement
- Best sales executive of the month – 4 times

EDUCATION
B.A. – Pune University – 2021

SKILLS
Customer handling, Jewellery knowledge, Billing software

LANGUAGES
Marathi, Hindi, English

Hobbies: rangoli, music`,
    skills: ['Jewellery Sales', 'Customer Service'],
    preferredRoles: ['Store Manager', 'Sales Executive'],
    yearsOfExperience: 3,
    city: 'Pune',
  },
  {
    ...S,
    id: 'n43',
    resume: `NILESH R. JOSHI
Floor Manager / Asst. Store Manager – Jewellery
Baner, Pune | 98500 34 118 | nileshjoshi.floor@gmail.com

SUMMARY
7 years in jewellery retail; presently Floor Manager of diamond section in a large showroom. Team handling of 12, daily targets, customer escalations, stock responsibility of section.

EXPERIENCE
Floor Manager (Diamond floor) – Tanmay Jewellers, Camp, Pune – Jan 2021 – Present
• Section target of 2.5 crore per month, daily huddles, incentive tracking
• Handling 12 sales staff, training on diamond 4C and solitaire selling
• Stock tally of floor, coordination with back office and audit
• Covering store manager in his absence

Senior Sales Executive – same showroom – Jun 2018 – Dec 2020
Sales Executive – local jewellers, Pune – Jun 2017 – May 2018

EDUCATION
BBA – 2017
GIA Diamonds Graduate (online course) – pursuing

LANGUAGES
Marathi, Hindi, English`,
  },
  {
    ...S,
    id: 'n44',
    resume: `VENKATESH IYER
Zonal Business Head – Jewellery Retail
Bengaluru | +91 98450 11 207 | venkatesh.iyer.retail@gmail.com | linkedin.com/in/venkateshiyer

EXECUTIVE SUMMARY
Senior retail leader with 22 years in jewellery and lifestyle retail; currently heading 42 jewellery stores across Karnataka, Maharashtra and Goa with annual turnover of INR 2,100 crore. Expertise in new store launches, regional P&L, franchise management, large team leadership and customer experience programmes.

PROFESSIONAL EXPERIENCE
Zonal Business Head – West & South-West – Leading national jewellery brand – 2017 – Present
• P&L of 42 stores, 9 Area Managers, 1,100+ employees
• Opened 14 new stores including 3 flagships
• Drove wedding and diamond share up by 6 percentage points

Area Manager – Same brand – 2011 – 2017 (8 stores, Bengaluru)
Store Manager – Same brand, Jayanagar – 2007 – 2011
Department Manager – Lifestyle department store – 2002 – 2007

EDUCATION
PGDBM – 2002 | B.Com – 2000

LANGUAGES
English, Tamil, Kannada, Hindi`,
    skills: ['Regional P&L', 'Retail Leadership', 'Store Launches', 'Jewellery Retail'],
    preferredRoles: ['Zonal Head', 'Regional Business Head', 'Head of Retail'],
    yearsOfExperience: 22,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'n45',
    resume: `DATTATRAY V. MORE
Stores Incharge
Chinchwad, Pune | 9850 227 664

Experience: 12 Years in Stores Dept of Pharma / Chemical plant

Sahyadri Lifesciences API plant, Kurkumbh MIDC – Store Incharge (2016 – Present)
 - Receipt of raw material, packing material, engineering spares
 - GRN in SAP, FIFO / FEFO, quarantine & approved area
 - Stock verification, cycle count, reconciliation, ABC analysis
 - Dispatch of finished goods, documentation for audits (USFDA, WHO)
 - Handling 6 store assistants

Chemical unit, Bhosari – Store Assistant (2012 – 2016)

Education: B.Com, Diploma in Material Management
Skills: SAP MM, Inventory, Warehouse, GMP documentation
Languages: Marathi, Hindi, English`,
    skills: ['Stores', 'SAP MM', 'Inventory', 'Warehouse'],
    preferredRoles: ['Store Manager', 'Stores Incharge'],
    yearsOfExperience: 12,
    city: 'Pune',
  },
  {
    ...S,
    id: 'n46',
    resume: `MEGHA CHOPRA
Store Manager – Luxury & Premium Fashion
Pune | meghachopra.retail@gmail.com | 99230 47 611

SUMMARY
Retail store manager with 11 years in premium and luxury apparel and accessories. Managing 10,000 sq ft flagship stores, P&L, teams of 25-30, VM and inventory. Strong on customer experience and clienteling.

EXPERIENCE
Store Manager – International premium fashion brand, Phoenix Marketcity Pune – 2019 – Present
- Store sales INR 28 crore per annum, P&L and controllable costs
- Team of 28; hiring, training, performance management
- Shrinkage at 0.2%, inventory audits, VM compliance
- Clienteling programme with top 500 customers

Assistant Store Manager – Department store, Pune – 2016 – 2019
Department Manager (Menswear) – 2014 – 2016
Customer Service Associate – 2013 – 2014

EDUCATION
MBA Retail Management – 2013

LANGUAGES
English, Hindi, Marathi, Punjabi`,
  },
  {
    ...S,
    id: 'n47',
    resume: `ADITYA RAJPUT
MBA (Retail Management) – Fresher
Pimpri, Pune | 7350 443 812 | adityarajput.mba@gmail.com

OBJECTIVE
To start my career as Management Trainee / Store Manager trainee in organized retail.

EDUCATION
MBA – Retail Management – Indira School of Business Studies, Pune – 2024 (7.1 CGPA)
BBA – 2022

INTERNSHIP
Summer Intern – Jewellery brand showroom, Pune (2 months, 2023)
Project: Customer buying behaviour for diamond jewellery among young professionals
- Survey of 150 customers, footfall analysis, conversion
- Assisted store manager in festive planning

SKILLS
MS Excel, Power BI (basic), Communication, Team work

ACHIEVEMENTS
Winner – inter college retail case competition 2023

LANGUAGES
Hindi, English, Marathi

Hobbies: football, travelling`,
    skills: ['Retail Management', 'Excel', 'Customer Analysis'],
    preferredRoles: ['Store Manager', 'Management Trainee'],
    yearsOfExperience: 0,
    city: 'Pune',
  },
  {
    ...S,
    id: 'n48',
    resume: `DIVYA RAMESH
Merchandiser – Jewellery Retail
Jayanagar, Bengaluru | +91 99860 21 734 | divyaramesh.merch@gmail.com

PROFILE SUMMARY
Jewellery merchandiser with 6 years of experience in a South Indian jewellery retail chain. Store-wise assortment planning for gold and diamond, vendor and karigar coordination, order placement and follow-up, sales and stock analysis, dead-stock liquidation.

WORK EXPERIENCE
Merchandiser – Gold & Diamond – Sri Lakshmi Narasimha Jewellers (18 stores), Bengaluru HO – Jul 2019 – Present
• Assortment plan by weight band and price point for 18 stores (temple, antique, Kerala, Calcutta designs)
• Design selection with manufacturers in Coimbatore, Thrissur, Rajkot and Mumbai; PO placement and delivery follow-up
• Weekly sell-through, stock ageing and rate-of-sale analysis; replenishment and inter-store transfers
• Old stock melting / exchange proposals; reduced 365+ day ageing stock by 18%
• Costing check – wastage / VA %, making charges, stone rates
• New collection launches with marketing for Akshaya Tritiya and wedding season

Merchandising Assistant – same company – Jun 2018 – Jun 2019

EDUCATION
B.Sc Fashion & Apparel Design – 2018
Certificate in Jewellery Designing – 2019

SKILLS
Assortment planning | Vendor management | Excel (Pivot, dashboards) | Jewellery ERP | Product costing

LANGUAGES
Kannada, Tamil, English, Hindi`,
    skills: ['Merchandising', 'Assortment Planning', 'Vendor Management', 'Excel'],
    preferredRoles: ['Merchandiser', 'Senior Merchandiser'],
    yearsOfExperience: 6,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'n49',
    resume: `KIRAN B. SHETTY
Category Buyer – Diamond Jewellery
Andheri (W), Mumbai → open to Bengaluru | kiranshetty.buying@gmail.com | 98197 66 015

SUMMARY
Buyer with 7 years in jewellery retail buying. Owns the diamond jewellery category (solitaires, bridal, daily wear) – range planning, OTB, supplier negotiations, quality and margin. Data-driven with strong supplier base in SEEPZ, Surat and Jaipur.

EXPERIENCE
Category Buyer – Diamond Jewellery | National omnichannel jewellery retailer | 2021 – Present
- Range and OTB planning for 60 stores and online; category turnover INR 240 cr
- Vendor development, price negotiation, certification and QC standards (IGI / SGL)
- Sell-through and ageing analysis, markdown and exchange plans
- Launched 4 collections; improved full-price sell-through by 11%

Assistant Buyer – Gold Jewellery | Regional jewellery chain, Mumbai | 2018 – 2021
- Order placement with manufacturers, follow-up of deliveries, weight band planning

EDUCATION
MBA (Retail) – NMIMS – 2018
B.Com – 2016

SKILLS
Category management, Buying, OTB, Supplier negotiation, Excel / Power BI

LANGUAGES
English, Hindi, Tulu, Kannada, Marathi`,
  },
  {
    ...S,
    id: 'n50',
    resume: `JAYESH K. SONI
Product Development & Sourcing Executive
Zaveri Bazar / Borivali, Mumbai | 9821 440 306 | jayeshsoni.pd@gmail.com

PROFILE
5 years in a gold jewellery manufacturer handling retail chain accounts – collecting order briefs from retail buyers, developing designs with CAD and karigars, sampling, costing and delivery follow-up.

EXPERIENCE
Product Development Executive – Shreeji Ornaments Pvt Ltd (22K gold manufacturer, supplies 30 retail chains) – 2020 – Present
- Meeting buyers / merchandisers of retail chains, taking order briefs and design feedback
- Design development with CAD team and karigar units, samples approval
- Costing: gold weight, wastage, labour, stone cost; quotation to chains
- Order tracking, production follow-up, dispatch with hallmarking
- Market study of trending designs (Rajkot, Coimbatore, Kolkata work)

EDUCATION
B.Com – Mumbai University – 2019

SKILLS
Product development, Order management, Costing, Excel, Client coordination

LANGUAGES
Gujarati, Hindi, English, Marathi`,
    skills: ['Product Development', 'Order Management', 'Costing', 'Client Coordination'],
    preferredRoles: ['Merchandiser', 'Product Development Executive'],
    yearsOfExperience: 5,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'n51',
    resume: `SNEHA PAI
Visual Merchandiser
Indiranagar, Bengaluru | 98452 77 190 | snehapai.vm@gmail.com | Portfolio: snehapaivm.in

PROFILE SUMMARY
Visual merchandiser with 6 years in jewellery and lifestyle retail. Window displays, festive themes, counter and tray layouts, planograms and store VM audits for 20+ stores.

EXPERIENCE
Visual Merchandiser – Jewellery brand (South region, 22 stores) – 2020 – Present
• Festive window concepts (Diwali, Akshaya Tritiya, Onam, wedding) and roll-out with vendors
• Display guidelines for jewellery trays, busts and counters; lighting checks
• New store VM set-up, props sourcing and budgets
• Monthly VM audits with photo compliance

Visual Merchandiser – Lifestyle department store – 2018 – 2020

EDUCATION
B.Des (Fashion Communication) – 2018

SKILLS
Window display, Planograms, SketchUp, Photoshop, Props sourcing

LANGUAGES
Konkani, Kannada, English, Hindi`,
    skills: ['Visual Merchandising', 'Window Display', 'Planogram'],
    preferredRoles: ['Visual Merchandiser', 'VM Manager'],
    yearsOfExperience: 6,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'n52',
    resume: `RAHUL VERMA
Senior Merchandiser (Garment Export)
Udyog Vihar, Gurugram | 98995 40 227 | rahulverma.merch@gmail.com

PROFILE SUMMARY
Export merchandiser with 8 years in woven and knit garments for US and EU buyers. Handling buyer communication, costing, sampling (proto, fit, PP, TOP), T&A calendar, fabric and trims sourcing, production follow-up and shipment.

EXPERIENCE
Senior Merchandiser – Apparel export house, Gurugram – 2019 – Present
- Handling 3 buyers with annual business of USD 9 million
- Costing sheets, order confirmation, PO management, TNA
- Fabric booking, lab dips, trims approval, inline and final inspections
- Coordination with CHA and forwarders for shipments

Merchandiser – Knitwear exporter, Noida – 2016 – 2019

EDUCATION
B.FTech (Apparel Production) – NIFT – 2016

SKILLS
Export merchandising, Costing, Sampling, TNA, ERP (Fastreact)

LANGUAGES
Hindi, English`,
  },
  {
    ...S,
    id: 'n53',
    resume: `SANTOSH GOWDA
Field Merchandiser
Rajajinagar, Bengaluru | 9740 338 120

EXPERIENCE
FMCG Merchandiser (through manpower agency) – 3 years (2022 – present)
- Visiting 25-30 supermarkets & kirana stores daily in beat
- Shelf arrangement, planogram, price tags, POS material (danglers, posters)
- Stock checking, expiry goods return, reporting in mobile app with photos
- Coordination with distributor salesman for orders

EDUCATION
PUC – 2020

LANGUAGES
Kannada, Hindi, English, Telugu

Own two wheeler with licence.`,
    skills: ['Merchandising', 'Shelf Display', 'Planogram'],
    preferredRoles: ['Merchandiser'],
    yearsOfExperience: 3,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'n54',
    resume: `ANUSHA REDDY
Merchandising Assistant (Jewellery)
HSR Layout, Bengaluru | 9966 120 447 | anushareddy.mis@gmail.com

OBJECTIVE
To grow as jewellery merchandiser / buyer.

EXPERIENCE
Merchandising Assistant – Jewellery retail chain HO, Bengaluru – Sep 2023 – Present (1.5 yrs)
- Preparing weekly sales and stock reports store wise, stock ageing report
- Entering purchase orders in ERP, following up deliveries with vendors
- Tracking store requirements and inter-store transfers
- Supporting merchandiser in design selection meetings

EDUCATION
BBA – Christ University – 2023

SKILLS
Excel (Pivot, VLOOKUP), ERP, Reporting

LANGUAGES
Telugu, Kannada, English, Hindi`,
  },
  {
    ...S,
    id: 'n55',
    resume: `CURRICULUM VITAE

MILAN D. PATEL
Diamond Grader
Varachha Road, Surat – 395006 | 98795 12 640 | milanpatel.gg@gmail.com

PROFESSIONAL SUMMARY
GIA Graduate Gemologist with 4+ years of experience as Diamond Grader in an independent gemmological laboratory. Colour grading against master stone set, clarity grading and plotting, cut grading from Sarin / Helium scans, and screening of CVD / HPHT lab-grown diamonds.

WORK EXPERIENCE
Diamond Grader – Surat Gem Testing Laboratory – Jun 2020 – Present
• Colour grading of 0.30 ct to 5 ct natural and lab-grown stones (D-Z) under daylight box with master stones
• Clarity grading under 10x loupe & microscope, plotting inclusions on report diagram
• Proportion analysis and cut grade from scanner data
• Screening with DiamondView, UV-Vis spectrometer and FTIR for LGD / treatments
• Second-opinion grader in blind-grading system; average 120 stones per day

Diamond Assorter – Polished diamond factory, Katargam – 2018 – 2020

EDUCATION
GIA Graduate Gemologist (GG) – GIA Mumbai – 2019
B.Sc (Physics) – VNSGU – 2018

SKILLS
Diamond Grading | Colour & Clarity Grading | Plotting | LGD detection | Sarin / Helium

LANGUAGES
Gujarati, Hindi, English

PERSONAL DETAILS
Father's Name : Dineshbhai Patel | DOB : 1997 | Marital Status : Married`,
    skills: ['Diamond Grading', 'GIA GG', 'Colour Grading', 'Clarity Grading'],
    preferredRoles: ['Diamond Grader', 'Gemmologist'],
    yearsOfExperience: 4,
    city: 'Surat',
  },
  {
    ...S,
    id: 'n56',
    resume: `RESUME

POOJA N. SAVALIYA
Address : Mota Varachha, Surat
Mobile : 9712 448 530
Email : poojasavaliya.igi@gmail.com

OBJECTIVE
Seeking job as Grading Analyst in certification lab.

EXPERIENCE (3 yrs)
* Grading Analyst – international diamond certification lab, Surat branch (Feb 2022 – Present)
  - Clarity analysis and inclusion mapping of loose polished diamonds
  - Colour analysis with comparison stones, fluorescence under UV lamp
  - Finish (polish, symmetry) assessment, measurements on proportion scope
  - Lab grown diamond testing with screening instrument, report checking before print

EDUCATION
Polished Diamond Grading Diploma – IGI Surat – 2021
Graduate Gemologist course (part) – IIGJ Surat – 2022
B.Com – VNSGU – 2021

SKILLS
4Cs, Clarity plotting, Colour analysis, MS Office

PERSONAL DETAILS
DOB : 16-09-2000
Languages : Gujarati, Hindi, English
Hobbies : Reading, cooking

DECLARATION
I hereby declare that above written particulars are true.`,
  },
  {
    ...S,
    id: 'n57',
    resume: `HITESH B. GAJERA
Diamond Assorter (Polished)
Katargam, Surat | 9825 330 719

EXPERIENCE – 6 Years
Shree Hari Diamonds, Katargam (2019 – till date) – Polished Assorter
 - Sorting of polished diamonds by size (chalni / sieve), shape, colour & clarity (assortment)
 - Making parcels as per customer assortment for export (Hong Kong, Antwerp)
 - Checking with loupe 10x, colour by master stone in lamp
 - Sarin / Octonus reading for cut, certificate sending to lab (GIA, IGI)

Rough Assorting Helper – 2018 – 2019

Education : 12th Commerce, Diamond Grading Course (local institute) 2018

Language : Gujarati, Hindi
DOB : 1998, Married`,
    skills: ['Diamond Assortment', 'Colour Grading', 'Clarity', 'Sieve Sorting'],
    preferredRoles: ['Diamond Assorter', 'Diamond Grader'],
    yearsOfExperience: 6,
    city: 'Surat',
  },
  {
    ...S,
    id: 'n58',
    resume: `ARPIT SINGH CHAUHAN
Exploration Geologist
Udaipur, Rajasthan | +91 94141 77 206 | arpit.geology@gmail.com

SUMMARY
Geologist with 5 years in mineral exploration (base metals, rock phosphate, gemstones). Geological mapping, core logging, petrography, sampling and resource estimation support.

EXPERIENCE
Geologist – Mineral exploration company (contracts for state DMG) – 2020 – Present
- Detailed geological mapping 1:2000, drill core logging, sampling
- Petrography and ore microscopy of thin sections
- Reconnaissance survey for emerald and garnet occurrences in Rajasthan
- Reports as per UNFC and MEMC rules

EDUCATION
M.Sc Applied Geology – MLSU Udaipur – 2019

SKILLS
Geological mapping, Core logging, Petrography, ArcGIS, Surpac (basic)

LANGUAGES
Hindi, English, Rajasthani`,
  },
  {
    ...S,
    id: 'n59',
    resume: `KOMAL BHATT
Lab Technician (DMLT)
Adajan, Surat | 9898 604 513 | komalbhatt.dmlt@gmail.com

OBJECTIVE
To work as Lab Technician in a reputed diagnostic lab / hospital.

EXPERIENCE
Lab Technician – Diagnostic centre, Adajan – 2021 – Present (4 yrs)
- Sample collection, haematology and biochemistry analysers
- Microscopy for urine and stool, slide staining
- Quality control runs, calibration, reports in LIS
- Biomedical waste management

EDUCATION
DMLT – 2021 | B.Sc Microbiology – 2020

LANGUAGES
Gujarati, Hindi, English`,
    skills: ['Lab Testing', 'Microscopy', 'Quality Control'],
    preferredRoles: ['Lab Technician'],
    yearsOfExperience: 4,
    city: 'Surat',
  },
  {
    ...S,
    id: 'n60',
    resume: `FENIL R. DHOLAKIYA
Surat, Gujarat | 7984 215 638 | fenildholakiya@gmail.com

CAREER OBJECTIVE
Fresher with Diamond Grading diploma, looking for trainee grader / QC position in diamond lab or company.

EDUCATION
Diploma in Diamond Grading – IIGJ Surat – 2024 (3 months)
 - 4Cs, colour grading with master stones, clarity plotting, proportion
 - Identification of natural vs lab grown (theory and instrument demo)
B.Com – VNSGU – 2024

TRAINING
15 days practical at family friend's diamond office, Mahidharpura (sorting & checking)

SKILLS
Loupe handling, Tweezers, MS Excel

LANGUAGES
Gujarati, Hindi, English

Hobbies : cricket, bike riding`,
  },
];
