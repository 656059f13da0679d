/**
 * The sealed résumé part's job seekers: 60 whole résumés (sr01..sr60), the text a PDF's text layer
 * gives, for the jobs of evaluationSetSealedResumes.ts.
 *
 * Sealed: written blind, without reading the matching engine, its tests or any other part of the
 * evaluation set, and labelled in full (in evaluationSetSealedResumes.ts) before any engine ranked
 * them; reported only as totals, never job by job. About half carry the marketplace profile fields
 * (skills, preferredRoles, yearsOfExperience, city) as a seeker fills them in the app; the rest have
 * only the résumé. Labels: 2 = strong fit (does the job at the asked seniority), 1 = plausible
 * (near trade, short on years or well above them, adjacent role), absent = not a fit.
 */
import type { EvalSeeker } from './evaluationTypes';

const S = { part: 'sealedResume', overview: '' } as const;

export const SEALED_RESUME_SEEKERS: EvalSeeker[] = [
  {
    ...S,
    id: 'sr01',
    resume: `SNEHA RAJESH PAWAR
Mobile: +91 98201 44731 | Email: sneha.pawar.design@gmail.com
Address: B-12, Shivshakti CHS, Kandivali (W), Mumbai - 400067

CAREER OBJECTIVE
Seeking an opportunity as a Jewellery CAD Designer where I can use my creativity and 3D modelling skills and learn from experienced designers.

EDUCATION
Diploma in Jewellery Design & CAD – Jewellery Design and Technology Institute, Mumbai | 2025 – 2026 | Grade A
B.Sc. (Interior Design) – SNDT Women's University | 2022 – 2025 | 7.4 CGPA
HSC – Thakur College, Kandivali | 2022 | 71%

INTERNSHIP
CAD Intern | Riddhi Siddhi Jewels, SEEPZ Andheri | Jan 2026 – Jun 2026
• Modelled 40+ rings, pendants and stud earrings in Rhino 7 under senior CAD designer
• Learnt prong, bezel and pave layouts, shank sizing and metal weight checking
• Made KeyShot renders for customer approval
• Corrected STL files before sending to 3D printer

SOFTWARE
Rhino 7, MatrixGold (basic), KeyShot, CorelDRAW, Photoshop

STRENGTHS
• Hand sketching and gouache rendering
• Quick learner, punctual
• Good at detailing

LANGUAGES: English, Hindi, Marathi`,
    skills: ['Rhino', 'MatrixGold (basic)', 'KeyShot', 'Hand sketching'],
    preferredRoles: ['Jewellery CAD Designer'],
    yearsOfExperience: 0,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'sr02',
    resume: `MOHAMMED IRFAN QURESHI
Ph: 91 77024 18396
irfanqureshi.hyd@gmail.com
H.No 18-6-412, Chandrayangutta, Hyderabad, Telangana

PROFESSIONAL SUMMARY
Jewellery sales executive with 3 yrs exp in a leading gold and diamond showroom. Handling walk-in customers for bridal, daily wear and diamond jewellery. Good in Telugu, Hindi, Urdu and English.

WORK EXPERIENCE
Sales Executive | Malabar Gold & Diamonds, Punjagutta, Hyderabad | Aug 2023 – Present
• Attending customers at gold and diamond counter, showing necklace, haram, bangles and mangalsutra
• Explaining 22kt / 18kt purity, BIS hallmark and HUID, making charges and wastage
• Old gold exchange: testing on karat meter with QC, calculating exchange value
• Enrolling customers in gold savings scheme, follow up calls for scheme maturity
• Achieved monthly target 9 out of 12 months in 2025, best performer Akshaya Tritiya 2025
• Daily stock counting of counter trays, tag checking with system
• Coordinating with billing and cashier, customer order booking for customized pieces

EDUCATION
B.Com (Computers) – Osmania University, 2023
Intermediate (MEC) – Narayana Junior College, 2020

SKILLS
- Customer handling and closing
- Gold, diamond and polki jewellery knowledge
- Old gold exchange process
- MS Office, billing software

LANGUAGES
Telugu, Hindi, Urdu, English`,
    skills: ['Jewellery Sales', 'Gold & Diamond', 'Customer Handling', 'Old Gold Exchange', 'Billing'],
    preferredRoles: ['Sales Executive'],
    yearsOfExperience: 3,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 'sr03',
    resume: `RAKESH KUMAR SHARMA
Watchmaker
+91-98110 27564 | rakeshsharma.watch@yahoo.in
Lajpat Nagar-IV, New Delhi - 110024

SUMMARY
Trained watchmaker with 6 years of after-sales service for Swiss watch brands. Complete service of mechanical and quartz calibres, regulation and water resistance testing.

EXPERIENCE
Watchmaker – Level 2
The Swatch Group (India) Pvt Ltd – Customer Service Centre, Gurugram
Jul 2020 – Present
* Full service of ETA 2824, 2892, Valjoux 7750 and Powermatic 80 calibres for Tissot, Longines, Rado and Omega (entry models)
* Dismantling, ultrasonic cleaning, oiling as per brand technical guides
* Regulation on Witschi timegrapher, amplitude and beat error checks
* Water resistance test (dry and wet), gasket and crystal replacement, crown and stem fitting
* Quartz movement diagnosis, coil and circuit change, battery and seal change
* Case and bracelet refinishing (satin and polish) on brand-approved machine
* Handling 8-10 job cards per day, target TAT 10 days

Trainee Watch Technician
Kamal Watch Co., Connaught Place, New Delhi
Jun 2019 – Jun 2020
* Battery change, strap and bracelet sizing, basic quartz repairs

TRAINING
- Swatch Group Technical Training – Level 1 and Level 2 (2021, 2023)
- Certificate Course in Watch Repairing – ITI Pusa, 2019

EDUCATION
12th Pass (Science) – CBSE, 2017
ITI – Electronics Mechanic, 2019

TOOLS
Witschi Chronoscope, Bergeon tools, ultrasonic cleaner, pressure tester, lathe (basic)`,
  },
  {
    ...S,
    id: 'sr04',
    resume: `SK. ABDUL MALIK
Stone Setter (Diamond Jewellery)
Mob: 9330 415 872 / 8291 667 105
Add: Room 4, Chawl No 7, Marol Naka, Andheri East, Mumbai 400059
Native: Domjur, Howrah, West Bengal

OBJECTIVE
To work as a diamond setter in a good jewellery manufacturing company and give quality setting work.

WORK EXPERIENCE
Company: Unique Diamond Jewels Pvt. Ltd., SEEPZ, Andheri East
Designation: Stone Setter (Micro Pave)
Duration: Nov 2021 to till date
Work:
➢ Micro pave and pave setting of round diamonds 0.8 mm to 2 mm under microscope
➢ Prong (4 and 6 claw) setting of solitaires and fancy shapes (oval, pear, princess)
➢ Bezel, channel and bead-and-bright setting on 18kt gold and platinum
➢ Bright cut and finishing with graver, checking stone height and table level
➢ Daily 150-250 stones as per design, rejection below 1%
➢ Making minor repair of ghaat before setting and re-tipping of prongs

Company: Bowbazar workshop (Ustad Jahangir Sk.), Kolkata
Designation: Setting Trainee
Duration: Jan 2021 to Oct 2021
➢ Learnt hand setting, filing, soldering small jobs

SKILLS
Micro pave, pave, prong, bezel, channel setting, graver sharpening, microscope work, GRS tools

EDUCATION
Madhyamik (10th) – WBBSE, 2018

PERSONAL DETAILS
Date of Birth: 14/03/2002
Languages Known: Bengali, Hindi
Marital Status: Single

Declaration: I hereby declare that above information is true to my knowledge.
Sk. Abdul Malik`,
    skills: ['Micro pave setting', 'Prong setting', 'Bezel setting', 'Channel setting', 'Microscope work'],
    preferredRoles: ['Stone Setter'],
    yearsOfExperience: 5,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'sr05',
    resume: `HETAL DIPAKBHAI VAGHASIYA
Diamond Grader | GIA Graduate Diamonds | IGI Polished Diamond Grading
Email: hetal.vaghasiya91@gmail.com  Phone: +91 97250 38814
Varachha Road, Surat, Gujarat

PROFILE
Diamond grader with 3 years in a international gem laboratory. Grading colour, clarity and cut of natural and lab-grown polished diamonds from 0.30 ct to 5 ct, and checking reports before release.

WORK EXPERIENCE
Diamond Grader
International Gemological Institute (IGI), Surat
Sep 2023 – Present
- Clarity grading and inclusion plotting under 10x loupe and microscope
- Colour grading with master stones under standard light (D to N)
- Checking proportion and measurement data from Sarin / Helium scanner and cut grade
- Screening for CVD / HPHT lab-grown with DiamondView and FTIR results from senior team
- Second-opinion grading for jewellery lots and re-checks
- Maintaining grading sheets and report checking before print

Trainee Diamond Assorter
Shree Ramkrishna Exports (polished division), Surat
Jun 2022 – Aug 2023
- Sorting polished diamonds by size, colour and clarity for parcels

EDUCATION & CERTIFICATIONS
GIA Graduate Diamonds (GD) – GIA India, Mumbai, 2022
Polished Diamond Grading Course – IGI Surat, 2023
B.Sc. (Chemistry) – Veer Narmad South Gujarat University, 2021

SKILLS
4Cs grading, inclusion plotting, master stone colour grading, lab-grown identification (screening), report QC

Languages: Gujarati, Hindi, English`,
  },
  {
    ...S,
    id: 'sr06',
    resume: `R. KALAIVANI
No. 23, Thirumalai Pillai Road, T. Nagar, Chennai - 600017
Cell: 94440 61228 | kalaivani.accounts@gmail.com

OBJECTIVE
To obtain a position as an Accountant in an organisation where I can use my knowledge of Tally, GST and jewellery accounts.

EXPERIENCE
Accountant – Sri Lakshmi Jewellery Mart, T. Nagar, Chennai (Apr 2022 – Present)
• Daily entries in Tally Prime: sales, purchase, receipts, payments, journal
• Old gold purchase and exchange entries with weight, purity and rate
• Karigar metal issue and receipt register, wastage and making charges account
• GSTR-1 and GSTR-3B preparation with auditor, e-way bills, TDS on purchase
• Bank reconciliation for 3 accounts, card and UPI settlement matching
• Daily cash and stock tally with counter in-charges, gold scheme collection accounts
• Supporting yearly stock audit and BIS hallmark records

EDUCATION
M.Com – University of Madras (Distance), 2023
B.Com – Guru Nanak College, Chennai, 2021

COMPUTER SKILLS
Tally Prime with GST, MS Excel (VLOOKUP, pivot), GST portal, jewellery billing software

PERSONAL DETAILS
Date of Birth: 09-11-2000
Languages Known: Tamil, English
Marital Status: Married

DECLARATION
I hereby declare that the above details are true to the best of my knowledge.
(R. KALAIVANI)`,
    skills: ['Tally Prime', 'GST', 'Jewellery accounts', 'Bank reconciliation', 'MS Excel'],
    preferredRoles: ['Accountant'],
    yearsOfExperience: 4,
    city: 'Chennai',
  },
  {
    ...S,
    id: 'sr07',
    resume: `Divya Nair
divya.nair2401@gmail.com | +91 81970 52263 | HSR Layout, Bengaluru

Catalogue Executive with 1.5 years in online jewellery. Detail oriented, good with Excel and marketplace panels.

EXPERIENCE
Catalogue Executive – BlueStone Jewellery & Lifestyle Pvt Ltd, Bengaluru
May 2025 – Present
- Creating and updating 300+ SKUs per month on website and marketplace panels (Amazon, Myntra, Flipkart)
- Writing product titles, descriptions and attributes: metal, karat, gross / net weight, diamond count and carat, sizes
- Bulk upload through Excel templates, fixing listing errors and rejected SKUs
- Coordinating with photography team for image sets, renaming and resizing images in Photoshop
- Occasionally shooting quick catalogue images of new arrivals on lightbox when studio is busy
- Price updates as per gold rate changes, checking live pages

INTERNSHIP
E-commerce Intern – Tjori (ethnic wear), remote, Nov 2024 – Feb 2025
- Listing kurtas and accessories on Shopify

EDUCATION
BBA – Christ University, Bengaluru, 2025

SKILLS
Excel (VLOOKUP, pivot), Shopify, Amazon Seller Central, Myntra partner portal, Photoshop basics, Canva`,
  },
  {
    ...S,
    id: 'sr08',
    resume: `AMIT J. SOLANKI
Jewellery & Product Photographer
+91 99200 38470 | amitsolanki.photo@gmail.com | Portfolio: behance.net/amitsolankiphoto
Girgaon, Mumbai 400004

PROFESSIONAL SUMMARY
Jewellery photographer with 4 years of studio work for jewellery manufacturers and brands of Zaveri Bazaar. Expert in macro shooting of gold and diamond jewellery, reflection control and focus stacking, retouching to catalogue standard.

WORK EXPERIENCE
Jewellery Photographer | Pixel Jewels Studio, Zaveri Bazaar, Mumbai | Oct 2022 – Present
• Shooting 80-120 pieces a day on white background for websites and catalogues (rings, necklace sets, bangles, polki and diamond)
• Lighting setups with softboxes, diffusion tents and flags to control metal reflections and make diamonds sparkle
• Focus stacking in Helicon Focus, retouching and dust cleaning in Photoshop, colour matching gold tone
• Model shoots for bridal collections and Instagram reels
• Uploading final images to clients' Shopify stores and sharing marketplace image sets

Assistant Photographer | Rahul Studio (weddings), Dadar | Mar 2022 – Sep 2022
• Assisting on wedding shoots, lights and editing

EQUIPMENT & SOFTWARE
Canon R6, 100 mm macro, Godox strobes, Photoshop, Lightroom, Helicon Focus, Capture One (tethering)

EDUCATION
Diploma in Photography – Sir J.J. Institute of Applied Art (part time), 2021
B.A. – Mumbai University, 2020`,
    skills: ['Jewellery photography', 'Focus stacking', 'Photoshop retouching', 'Studio lighting', 'Lightroom'],
    preferredRoles: ['Jewellery Photographer'],
    yearsOfExperience: 4,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'sr09',
    resume: `CURRICULUM VITAE

ANJU K. VARGHESE
Kizhakkel House, Ollur P.O., Thrissur, Kerala - 680306
Mobile: 94961 20347
Email: anjukvarghese96@gmail.com

Career Objective:
To work in a challenging environment in the field of assaying and hallmarking where I can use my knowledge of chemistry.

Educational Qualification:
M.Sc Chemistry – St. Thomas College, Thrissur (Calicut University) – 2020 – 72%
B.Sc Chemistry – Vimala College, Thrissur – 2018 – 80%

Work Experience:
Company: Sree Guruvayurappan Assaying & Hallmarking Centre, Thrissur
Designation: Assayer
Duration: July 2023 – Present
Responsibilities:
- Receiving jewellery lots from jewellers, sampling as per BIS IS 1418 and IS 15820
- XRF screening of gold jewellery and articles
- Fire assay (cupellation) of gold samples, weighing on micro balance, calculation of fineness
- Entry of results in BIS portal, HUID generation and coordination with laser marking section
- Maintaining registers and records for BIS surveillance audit

Company: Kerala Solvent Extractions (QC Lab), Irinjalakuda
Designation: Lab Chemist
Duration: Aug 2020 – June 2023

Training: BIS Assayer Training Programme (NITS, Noida) – 2023

Personal Details:
Father's Name: K. P. Varghese
Date of Birth: 18.05.1998
Marital Status: Married
Languages Known: Malayalam, English, Hindi

Declaration:
I hereby declare that all the information given above is true to the best of my knowledge and belief.
Place: Thrissur
ANJU K. VARGHESE`,
  },
  {
    ...S,
    id: 'sr10',
    resume: `PRATIK VINOD MHATRE
3D Jewellery Designer (CAD)
pratikmhatre.cad@gmail.com | 98673 22019 | Borivali East, Mumbai

Summary
3 years making production-ready jewellery CAD models in MatrixGold and Rhino for a diamond jewellery manufacturer. Rings, bands, pendants, earrings and bridal sets for export and domestic retail.

Work Experience
CAD Designer — Shree Ganesh Jewel Crafts Pvt. Ltd., SEEPZ, Mumbai — Jun 2023 to Present
- Converting customer sketches, photos and CAD briefs to 3D models in MatrixGold 3
- Stone layout with correct seat, prong and gallery design for micro pave and prong setting
- Checking metal weight in 14kt/18kt/PT950, wall thickness and castability with production
- KeyShot renders and 2D technical drawings for customer approval
- Preparing STL support files for 3D printing (Asiga, Envisiontec)
- Modifications as per customer / QC feedback, maintaining CAD library

Trainee CAD Designer — Same company — Dec 2022 to May 2023

Education
Diploma in Jewellery CAD – Indian Institute of Gems & Jewellery (IIGJ), Mumbai, 2022
B.Com – Mumbai University, 2021

Software
MatrixGold, Rhino 7, KeyShot, Photoshop, basic ZBrush`,
  },
  {
    ...S,
    id: 'sr11',
    resume: `BIO-DATA

Name: K. Srinivas Goud
Address: H.No 3-5-88, Ramkote, Hyderabad - 500001
Mobile: 90004 72815

Career Objective:
To work sincerely in a reputed jewellery showroom and grow with the company.

Educational Qualification:
Intermediate (CEC) - Board of Intermediate Education, A.P. - 2016
S.S.C. - Board of Secondary Education - 2014

Work Experience:
1) Sri Balaji Jewellers, Abids, Hyderabad
   Designation: Counter Salesman (Gold)
   Period: June 2021 to till date
   - Selling gold chains, bangles, necklaces, nallapusalu and mangalsutram to customers
   - Explaining hallmark, HUID, wastage and making charges to customers
   - Old gold exchange and weighing with owner, customer order booking
   - Showing silver articles and pooja items
   - Daily stock count and display arrangement of counter

2) Sri Ganesh Gold Covering, Koti, Hyderabad
   Designation: Sales Boy
   Period: 2017 to 2021
   - Sales of one gram gold and covering jewellery, billing

Languages Known: Telugu, Hindi, little English

Personal Details:
Father's Name: K. Yadagiri Goud
Date of Birth: 02-07-1998
Marital Status: Married
Hobbies: Cricket, Listening music

Declaration:
I hereby declare that the above particulars are true to the best of my knowledge.
Place: Hyderabad                         (K. Srinivas Goud)`,
  },
  {
    ...S,
    id: 'sr12',
    resume: `AKSHAY S. KULKARNI
CAD Engineer – Automotive Body & Trims
+91 90110 65432 | akshay.kulkarni.cad@outlook.com | Pimple Saudagar, Pune

PROFESSIONAL SUMMARY
Mechanical design engineer with 6 years of CAD modelling and drafting for automotive OEM programs. Strong in CATIA V5 surface and part design, Siemens NX and GD&T.

WORK EXPERIENCE
CAD Engineer | Tata Technologies Ltd, Hinjewadi, Pune | Aug 2021 – Present
• 3D modelling of interior trims, door panels and brackets in CATIA V5 for passenger vehicle program
• Class-A surface checks, draft analysis, parting line and tooling feasibility with supplier
• 2D drawings with GD&T as per ASME Y14.5, BOM preparation in Teamcenter
• Design changes as per DFMEA and customer feedback

Design Trainee | Precision Castings & Forgings, Chakan | Jul 2020 – Jul 2021
• Modelling of cast components, pattern and core box drawings in SolidWorks

EDUCATION
B.E. Mechanical – Savitribai Phule Pune University, 2020 – 7.9 CGPA

SKILLS
CATIA V5, Siemens NX, SolidWorks, AutoCAD, Teamcenter, GD&T, sheet metal and plastic design`,
    skills: ['CATIA V5', 'Siemens NX', 'AutoCAD', 'GD&T', 'SolidWorks'],
    preferredRoles: ['CAD Engineer', 'Design Engineer'],
    yearsOfExperience: 6,
    city: 'Pune',
  },
  {
    ...S,
    id: 'sr13',
    resume: `VIKRAM DATTATRAY JOSHI
Showroom Manager – Jewellery Retail
Mobile: +91 98220 51873 | Email: vikramjoshi.retail@gmail.com
Kothrud, Pune - 411038

PROFESSIONAL SUMMARY
Jewellery retail professional with 14 years of experience from sales executive to showroom manager. Managing a 6,000 sq ft showroom with 28 staff and annual turnover above Rs 90 crore. Strong in gold and diamond sales, stock control, team building and customer relations in Pune market.

WORK EXPERIENCE

Showroom Manager | P. N. Gadgil Jewellers (PNG), Aundh, Pune | Apr 2019 – Present
• Full responsibility of showroom P&L, monthly and festival targets (Gudi Padwa, Akshaya Tritiya, Dussehra, Diwali)
• Leading 28 staff: sales, cashier, billing, security, housekeeping; daily briefing and duty roster
• Daily gold rate update, stock tally of all counters, monthly physical stock audit with HO auditors
• Old gold exchange and buyback policy, gold savings scheme enrollment targets
• Handling HNI and bridal customers, customer complaints and repairs escalations
• Local promotions, exhibitions and society activations; grew diamond share from 11% to 19%
• Hiring and training of sales executives on product knowledge and hallmark / HUID

Floor Manager | P. N. Gadgil Jewellers, Laxmi Road, Pune | Jun 2015 – Mar 2019
• Managed gold floor of 12 sales executives, counter allocation and targets
• Customer order booking and karigar coordination for custom orders

Sales Executive | Waman Hari Pethe Sons, Thane | Jul 2012 – May 2015
• Sales of gold, silver and diamond jewellery, scheme enrollments

EDUCATION
MBA (Retail Management) – Symbiosis Centre for Distance Learning, 2017
B.Com – Pune University, 2012

KEY SKILLS
Store operations | Team handling | Sales target achievement | Inventory & stock audit | Visual merchandising | Customer relationship | SAP retail (basic)

LANGUAGES
Marathi, Hindi, English`,
  },
  {
    ...S,
    id: 'sr14',
    resume: `RESUME

Name: Mohd. Salim Khan
Trade: Kundan & Jadau Karigar
Address: Ramganj Bazar, Jaipur, Rajasthan
Mobile: 98291 70346

Objective:
Want to do good quality kundan jadau work in a reputed jewellery firm.

Work Experience:
1. Shri Gopal Jewellers (Jadau workshop), Johari Bazar, Jaipur
   Post: Jadau Karigar
   Period: 2020 to Present
   - Kundan setting in 22kt and 24kt gold, polki and uncut diamond jadau
   - Making ghaat of necklace, chokers, jhumka, maang tikka from gold sheet and wire
   - Soldering, joining and filing, preparing piece for meenakari
   - Lac filling, foil (panna) work and final finishing
   - Guiding 2 helpers in the workshop

2. Haji Abdul Rashid & Sons, Jaipur
   Post: Karigar (learning and then regular)
   Period: 2017 to 2020
   - Ghaat work for kundan pieces, chain and bangle joining
   - Stone setting in kundan, silver jewellery repair

Skills:
Kundan setting, jadau, polki setting, ghaat, soldering, filing, basic meenakari

Education: 8th Pass

Languages: Hindi, Urdu

Personal Details:
Date of Birth: 1995
Marital Status: Married

I hereby declare the above information is correct.
(Mohd. Salim Khan)`,
    skills: ['Kundan setting', 'Jadau', 'Ghaat', 'Soldering', 'Polki setting'],
    preferredRoles: ['Karigar', 'Goldsmith'],
    yearsOfExperience: 9,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 'sr15',
    resume: `DEEPAK RAWAT
Watch Service Technician
Contact: 88002 61479 | deepakrawat.tech@gmail.com
Sector 62, Noida, Uttar Pradesh

PROFILE SUMMARY
Watch technician with 4 years experience at a national watch service centre. Repair and service of quartz and automatic watches of Titan, Sonata, Fastrack, Xylys, Nebula and licensed international brands.

WORK EXPERIENCE
Watch Technician – Titan Company Ltd., National Service Centre (through TeamLease), Noida
Sep 2022 – Present
➢ Diagnosis and repair of quartz movements (Miyota, Ronda, in-house Titan calibres): coil, circuit, train wheel replacement
➢ Service of automatic movements (Miyota 8215, Seiko NH35, ETA 2824 for Xylys): dismantle, clean, oil, assemble
➢ Timegrapher checking and regulation, demagnetising
➢ Water resistance test, gasket, crown and glass replacement, dial and hands fitting
➢ Bracelet repair, case polishing and buffing
➢ Monthly output 250+ watches with less than 2% repeat complaints

Watch Repair Assistant – Time Zone Watch Repairs, Karol Bagh, Delhi
Mar 2021 – Aug 2022
➢ Battery change, strap fitting, cleaning and small repairs

EDUCATION & TRAINING
Certificate in Watch Technology – Titan Horology Training, Hosur (3 months), 2022
ITI (Electrician) – Govt ITI, Dehradun, 2020
12th – Uttarakhand Board, 2018

Languages: Hindi, English (basic)`,
  },
  {
    ...S,
    id: 'sr16',
    resume: `JIGNESH R. PATEL
Diamond Assorter
Mobile: 99796 08231
Address: Katargam, Surat - 395004

OBJECTIVE
To grow in diamond sorting and grading in a good company.

WORK EXPERIENCE
Diamond Assorter – Kiran Gems Pvt Ltd, Surat (Jun 2021 – Present)
- Assortment of rough diamonds by model, size, colour, clarity for planning
- Polished diamond assortment: sieve sizes, colour and clarity grading for parcels of 0.01 to 1 ct
- Checking 4Cs and preparing parcel packets for export and domestic sale
- Using loupe, tweezers, colour grading tray and Sarin reports
- Separating lab-grown (CVD) stones from natural using screening machine results

Helper / Trainee – Diamond Polishing Unit (Ghodasara Diamonds), Surat (2019 – 2021)
- Worked on polishing machine (4P), learnt basic cutting process

EDUCATION
12th Commerce – GSEB, 2019
Diamond Assortment Course – Surat Diamond Institute, 2021

SKILLS
Rough and polished assortment, 4Cs, loupe work, colour grading, screening

Languages: Gujarati, Hindi`,
    skills: ['Rough diamond assortment', 'Polished assortment', '4Cs', 'Loupe & colour grading'],
    preferredRoles: ['Diamond Assorter', 'Diamond Grader'],
    yearsOfExperience: 7,
    city: 'Surat',
  },
  {
    ...S,
    id: 'sr17',
    resume: `S. PRIYADHARSHINI
Accounts Executive
No. 7/14, Vellala Street, Purasawalkam, Chennai - 600084
Phone: 97899 30815 | priyadharshini.s.acc@gmail.com

OBJECTIVE
Seeking a suitable position in accounts to use my skills in Tally and GST.

WORK EXPERIENCE
Accounts Executive – Sri Devi Textiles (silk sarees and readymades), Purasawalkam, Chennai
June 2023 – Present
• Purchase and sales entries in Tally Prime, supplier bills and debit notes
• Preparing GST data for GSTR-1 and 3B, reconciliation of GSTR-2B with purchase register
• Bank reconciliation, cash book, petty cash
• Stock statement of sarees for bank, salary register and PF/ESI data
• Supporting auditor during yearly audit

EDUCATION
B.Com (General) – Ethiraj College for Women, Chennai – 2023 – 76%
HSC – 2020 – 84%

SKILLS
Tally Prime, GST returns, MS Excel, Bank reconciliation, Typing

PERSONAL DETAILS
Date of Birth: 21/08/2002
Languages: Tamil, English
Marital Status: Single

DECLARATION
I hereby declare that the above information is true and correct.
S. Priyadharshini`,
  },
  {
    ...S,
    id: 'sr18',
    resume: `TANVI HEGDE
+91 96115 70482 | tanvihegde.work@gmail.com | Jayanagar, Bengaluru

EDUCATION
BBA (Marketing) – Mount Carmel College, Bengaluru | 2023 – 2026 | 8.1 CGPA
PUC (Commerce) – Jain College | 2023 | 89%

INTERNSHIP
E-commerce Intern | Fashion jewellery start-up "Kaaya Trinkets", Bengaluru | Jan 2026 – Jun 2026
• Listed 250+ earrings, necklaces and rings on Shopify with titles, descriptions, tags and variants
• Maintained master catalogue sheet in Excel / Google Sheets (SKU, material, plating, price, stock)
• Resized and renamed product photos in Canva and Photoshop, uploaded image sets
• Created the same listings on Amazon and Meesho seller panels

PROJECTS
• Final year project: Study of customer buying behaviour for online jewellery in Bengaluru

SKILLS
Shopify, Excel / Google Sheets, Canva, basic Photoshop, Amazon Seller Central, content writing

STRENGTHS
Detail oriented, good English writing, team player

LANGUAGES
English, Kannada, Hindi`,
    skills: ['Shopify', 'Excel', 'Canva', 'Product listing'],
    preferredRoles: ['E-commerce Executive'],
    yearsOfExperience: 0,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'sr19',
    resume: `CURRICULUM VITAE

NAME: RAMESH CHAND KUMAWAT
POST APPLIED FOR: STONE SETTER / MARBLE & GRANITE FIXER
Mobile: +91 94140 58317 (India), WhatsApp
Address: Village Borawar, Tehsil Makrana, Dist. Nagaur, Rajasthan

CAREER OBJECTIVE:
To get a job as Stone Setter in a reputed construction company in India or Gulf.

WORK EXPERIENCE:
1. Company: Arabtec Construction LLC, Dubai, UAE
   Designation: Stone Setter (Marble & Granite)
   Duration: March 2018 to January 2023
   - Fixing of marble and granite cladding on walls and floors in hotel and tower projects
   - Stone setting as per drawings, levelling and line checking
   - Cutting, grinding and polishing of marble with machine
   - Fixing of stair steps, skirting, window sills and counter tops

2. Company: Shree Marble Contractors, Makrana / Jaipur
   Designation: Marble Fitter
   Duration: 2013 to 2018
   - Marble flooring and inlay work in bungalows and temples

3. Working as marble and tile contractor in Jaipur from Feb 2023 to till date

SKILLS:
Marble & granite setting, cladding, flooring, cutting and polishing machines, reading site drawings

EDUCATION: 10th Pass (RBSE)

PERSONAL DETAILS:
Date of Birth: 12-05-1988
Passport No: Available
Marital Status: Married
Languages Known: Hindi, Rajasthani, little Arabic

DECLARATION:
I hereby declare that the above information is true.
RAMESH CHAND`,
  },
  {
    ...S,
    id: 'sr20',
    resume: `SUNITA BALASAHEB GAIKWAD
Floor Incharge – Jewellery Showroom
Phone: 97654 21093 | Email: sunitagaikwad.pune@gmail.com
Address: Hadapsar, Pune - 411028

PROFESSIONAL SUMMARY
9 years in jewellery retail with Joyalukkas, from sales executive to floor incharge of the diamond and gold floor. Good in sales, team coordination and stock handling.

WORK EXPERIENCE
Floor Incharge | Joyalukkas India Ltd, Camp (MG Road), Pune | Apr 2021 – Present
• Managing diamond and gold floor with 10 sales executives, daily allocation of counters
• Monitoring individual and floor targets, reporting to showroom manager
• Opening and closing stock tally of floor, tag and weight verification
• Handling VIP and bridal customers, resolving complaints and exchange requests
• Training new joinees on product knowledge, hallmark, HUID and old gold process
• Supporting showroom manager in monthly audit and festival promotions

Sales Executive | Joyalukkas India Ltd, Camp, Pune | Jun 2017 – Mar 2021
• Sales of gold, diamond and precious stone jewellery, scheme enrolment
• Best sales executive award for 2019-20

EDUCATION
B.A. – Savitribai Phule Pune University, 2016

SKILLS
Jewellery sales, floor management, team handling, stock tally, customer service

LANGUAGES
Marathi, Hindi, English, basic Malayalam`,
    skills: ['Jewellery Sales', 'Floor Management', 'Team Handling', 'Stock Tally', 'Customer Service'],
    preferredRoles: ['Floor Manager', 'Assistant Store Manager'],
    yearsOfExperience: 9,
    city: 'Pune',
  },
  {
    ...S,
    id: 'sr21',
    resume: `NILESH RAMCHANDRA SAWANT
CAD Manager – Jewellery Product Development
+91 98203 77561 | nilesh.sawant.cad@gmail.com | Dahisar East, Mumbai
LinkedIn: linkedin.com/in/nileshsawantcad

PROFESSIONAL SUMMARY
Jewellery CAD professional with 12 years of experience, last 6 years heading the CAD department of a diamond jewellery exporter. Manage a team of 12 CAD designers and 3D printing cell, build collections with merchandising, and ensure every model is castable, settable and within weight.

WORK EXPERIENCE

CAD Manager | Aurum Creations Pvt Ltd, SEEPZ, Andheri East | May 2020 – Present
• Head the CAD studio: 12 designers in MatrixGold and Rhino, 2 CAM / 3D print operators
• Plan weekly work allocation and TAT for customer projects (US retailers, Middle East, domestic chains)
• Review models for metal weight, wall thickness, prong and seat sizes, casting tree feasibility
• Collection development with merchandising team: 6-8 collections a year, 400+ new designs
• Introduced MatrixGold parametric library, reduced average model time from 6 to 3.5 hours
• Hiring, training and appraisal of CAD designers; coordinating with setting and casting heads
• Vendor evaluation for resin printers (Asiga, Envisiontec) and rendering workstation upgrade

Senior CAD Designer / Team Leader | Kiran Jewels (jewellery division), Mumbai | Jul 2016 – Apr 2020
• Led 5 designers for bridal and solitaire programs, direct CAD for key accounts
• Bridal sets, eternity bands, halo rings, tennis bracelets in Rhino + Matrix 8

CAD Designer | Shree Mahalaxmi Jewel Arts, Zaveri Bazaar | Jun 2014 – Jun 2016
• Rings, pendants and mangalsutra models in JewelCAD and Rhino, wax output

EDUCATION
Diploma in Jewellery Design – SNDT Women's University Jewellery Design (evening), 2013
B.Sc. (IT) – Mumbai University, 2013

SOFTWARE
MatrixGold, Rhino 7, Matrix 9, JewelCAD, KeyShot, Materialise Magics, ZBrush (basic)

KEY SKILLS
Team management | Production feasibility | Collection development | CAM / 3D printing coordination | Customer presentations`,
  },
  {
    ...S,
    id: 'sr22',
    resume: `Ananya Gowda
Jewellery Consultant
Email: ananyagowda.blr@gmail.com | Mobile: 99456 10287
Basavanagudi, Bengaluru - 560004

SUMMARY
Jewellery consultant with 2 years at a Tanishq store. Comfortable with walk-in, wedding and diamond customers, good at explaining product details and closing.

WORK EXPERIENCE
Jewellery Consultant – Tanishq (Titan Company Ltd), Jayanagar 4th Block, Bengaluru
Sep 2024 – Present
- Greeting customers, understanding requirement and showing gold, diamond and Mia collections
- Explaining karatmeter purity check, hallmark / HUID, making charges and Tanishq exchange programme for old gold
- Bridal customer journey: multiple visits, order booking and follow up on WhatsApp
- Golden Harvest scheme enrolments and maturity follow up
- Store target achievement 105% in FY 2025-26, Star Consultant award (Q3)
- Stock count, display and tray maintenance

Retail Trainee – Lifestyle Stores, Forum Mall | Jan 2024 – Jul 2024
- Billing and floor support in accessories section

EDUCATION
B.Com – Bangalore University, 2023

SKILLS
- Jewellery sales and clienteling
- Diamond basics (4Cs)
- Kannada, English, Hindi, Telugu (speak)`,
    skills: ['Jewellery Sales', 'Clienteling', 'Diamond basics', 'Old gold exchange'],
    preferredRoles: ['Jewellery Consultant', 'Sales Executive'],
    yearsOfExperience: 2,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'sr23',
    resume: `K. SENTHIL KUMAR
Senior Assayer
No. 45, Big Bazaar Street, Coimbatore - 641001
Mobile: 98427 15603 | Email: senthilassayer@gmail.com

OBJECTIVE
Experienced assayer looking for senior role in BIS hallmarking centre, ready to relocate to Kerala.

EXPERIENCE
Senior Assayer – Kovai Assaying & Hallmarking Centre (BIS recognised), Coimbatore
January 2021 – Present
* Fire assay (cupellation) of gold jewellery samples as per IS 1418, duplicate and check assays
* XRF analysis of gold and silver jewellery and bullion
* Sampling plan as per IS 15820, scraping and drilling samples
* Entry of test results in BIS Manak Online portal, HUID generation
* Calibration of balances and XRF with certified reference materials
* Training junior assayers, maintaining records for BIS audit and NABL documents

Lab Assistant – Sri Vari Refinery, Coimbatore
June 2018 – December 2020
* Melting and refining of old gold, touchstone testing and purity checking

EDUCATION
B.Sc. Chemistry – Bharathiar University, 2018

TRAINING
BIS Assayer Certificate – NITS Noida, 2021

LANGUAGES
Tamil, Malayalam, English`,
    skills: ['Fire assay', 'XRF', 'BIS hallmarking', 'HUID', 'Sampling'],
    preferredRoles: ['Assayer', 'Hallmarking Lab In-charge'],
    yearsOfExperience: 8,
    city: 'Coimbatore',
  },
  {
    ...S,
    id: 'sr24',
    resume: `KARAN MEHROTRA
Performance Marketing Manager
+91 98450 22937 | karan.mehrotra.mkt@gmail.com | Koramangala, Bengaluru

SUMMARY
Performance marketer with 4 years in D2C brands, last 2 years for an online jewellery brand. Manage Google and Meta ad budgets of Rs 40 lakh per month with ROAS focus.

EXPERIENCE
Performance Marketing Manager — D2C silver jewellery brand "Silvora", Bengaluru — Nov 2024 – Present
• Plan and run Meta (Facebook / Instagram) and Google Ads (Search, Shopping, PMax) campaigns
• Product feed optimisation in Google Merchant Center, catalogue ads on Meta
• Creative testing with design team, UGC and influencer ads
• Daily ROAS, CAC and CTR reporting in GA4 and Looker Studio
• Scaled monthly revenue from ads by 2.3x in 12 months

Digital Marketing Executive — Mamaearth (Honasa Consumer), Gurugram — Oct 2022 – Oct 2024
• Google Ads and Meta campaigns for skin care, budget pacing, A/B tests

EDUCATION
MBA (Marketing) – Amity University, 2022
B.Tech – AKTU, 2020

SKILLS
Google Ads, Meta Ads Manager, GA4, Google Merchant Center, Looker Studio, Excel`,
    skills: ['Google Ads', 'Meta Ads', 'GA4', 'Performance marketing', 'Merchant Center'],
    preferredRoles: ['Performance Marketing Manager'],
    yearsOfExperience: 4,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'sr25',
    resume: `BIODATA

Name : Tapas Kumar Bera
Work : Sonar / Goldsmith (Hand-made Gold)
Present Address : Room 12, Kalbadevi Road, near Zaveri Bazar, Mumbai - 400002
Permanent Address : Vill. Chandrakona, Dist. Paschim Medinipur, West Bengal
Mobile : 89103 56472

Work Experience :

Present working : Mahalaxmi Gold Art (Bengali karkhana), Zaveri Bazar, Mumbai
From 2020 to till now (6 years)
- Hand-made 22ct gold jewellery: chain, kada, bangles, necklace, jhumka, earrings
- Full ghaat from raw gold: melting, wire drawing, sheet rolling, cutting, soldering
- Filigree (jaali) and Kolkata design work, joining and filing
- Repair and alteration of old jewellery for shop customers
- Finishing before polishing and hallmark

Before : Learning and working under Uncle (Sri Nimai Bera) in Hooghly workshop
From 2017 to 2020
- Gold ring, earring and small pieces making, soldering, filing

Skill : Ghaat, soldering, filigree, chain making, bangle making, repair work

Education : Class 10 Pass (WBBSE)

Languages : Bengali, Hindi

Personal Details :
Date of Birth : 04-01-1997
Father's Name : Sri Gopal Bera
Marital Status : Married
Religion : Hindu

Declaration : I hereby declare that all the above information are true.

Signature
Tapas Kumar Bera`,
  },
  {
    ...S,
    id: 'sr26',
    resume: `ROHIT MALHOTRA
Sales Executive – Luxury Watches
rohitmalhotra.sales@gmail.com | +91 98734 55102 | Malviya Nagar, New Delhi

PROFESSIONAL SUMMARY
6 years selling premium and luxury watches in a multi-brand watch boutique. Strong product knowledge of Swiss and Japanese brands, complications and movements; clienteling of HNI customers.

WORK EXPERIENCE
Senior Sales Executive | Helios (Titan Company), Select Citywalk, Saket | Sep 2021 – Present
• Selling Tissot, Longines, Rado, Seiko, Citizen, Tommy Hilfiger and Titan Edge watches
• Explaining automatic vs quartz movements, chronograph, GMT, power reserve and water resistance to customers
• Managing client book of 300+ customers, WhatsApp clienteling and brand launch invites
• Store target achievement 110% in 2024-25; top seller for Longines in North region
• Handling service requests: taking watch for service, job card and sending to service centre
• Display, stock checking and brand audits

Sales Associate | Just In Time (Ethos), DLF Promenade | Jun 2020 – Aug 2021
• Sales of fashion and premium watches

EDUCATION
BBA – Guru Gobind Singh Indraprastha University, 2020

SKILLS
Luxury retail sales, watch product knowledge, clienteling, CRM, visual display`,
    skills: ['Luxury watch sales', 'Clienteling', 'Product knowledge', 'CRM'],
    preferredRoles: ['Sales Executive', 'Boutique Manager'],
    yearsOfExperience: 6,
    city: 'New Delhi',
  },
  {
    ...S,
    id: 'sr27',
    resume: `PRIYANKA SONI, G.G. (GIA)
Gemmologist
E: priyankasoni.gem@gmail.com | M: +91 94610 27718
Malviya Nagar, Jaipur, Rajasthan

PROFILE
GIA Graduate Gemologist with 4 years of laboratory work, identifying and grading coloured gemstones and diamonds. Skilled in refractometer, spectroscope, polariscope, microscope and advanced instruments (FTIR, UV-Vis).

EXPERIENCE
Gemmologist – Gem Testing Laboratory, Jaipur (Gem & Jewellery Export Promotion Council supported)
Aug 2022 – Present
- Identification of coloured stones: ruby, sapphire, emerald, spinel, tourmaline and more
- Detection of treatments (heat, glass filling, oil / resin in emerald) and synthetics
- Diamond grading of loose and mounted stones: colour, clarity, cut, fluorescence
- Screening of lab-grown diamonds (CVD / HPHT) using spectroscopy results
- Writing identification and grading reports, report QC
- Handling walk-in customers and jewellers for report queries

Junior Gemmologist – Royal Gems & Arts (coloured stone manufacturer), Jaipur
Jun 2021 – Jul 2022
- Lot checking of emerald and tanzanite parcels, weight and measurement, basic identification

EDUCATION
Graduate Gemologist (GG) – GIA, Mumbai campus, 2021
B.Sc. (Geology) – University of Rajasthan, 2020

LANGUAGES: Hindi, English`,
  },
  {
    ...S,
    id: 'sr28',
    resume: `SUBHAJIT GHOSH
Store Manager – Jewellery Retail
Phone: +91 98306 41128 | Email: subhajit.ghosh.retail@gmail.com
Address: Salt Lake Sector II, Kolkata - 700091

PROFESSIONAL SUMMARY
12 years in jewellery retail with Senco Gold & Diamonds; presently Store Manager of a flagship showroom. Experienced in store P&L, large team management, inventory control of gold, diamond and platinum, and festive season planning (Akshaya Tritiya, Durga Puja, Dhanteras).

WORK EXPERIENCE

Store Manager — Senco Gold & Diamonds, Gariahat, Kolkata — Jul 2020 – Present
• P&L of a 7,500 sq ft showroom with 35 staff, annual sales Rs 120 crore
• Monthly target planning per counter; diamond jewellery contribution increased by 6%
• Stock management, daily stock tally, monthly and surprise audits with zero major variance
• Old gold exchange, buyback, gold scheme (Swarna Lakshmi) and customer order management
• Training, roster and appraisal of sales staff; attrition reduced through incentive plan
• Customer complaints, repairs and escalations; local marketing and bridal events

Assistant Store Manager — Senco Gold & Diamonds, Howrah — Apr 2017 – Jun 2020
• Floor operations, counter allocation, stock reconciliation, billing controls

Sales Executive — Senco Gold & Diamonds, Esplanade — Jun 2014 – Mar 2017
• Sales of gold and diamond jewellery, scheme enrollment

EDUCATION
PG Diploma in Retail Management – IISWBM, Kolkata, 2016
B.Com (Hons.) – University of Calcutta, 2014

SKILLS
Store operations | P&L | Team handling | Inventory & audit | Customer relationship | SAP

Willing to relocate: Pune / Mumbai / Bengaluru`,
    skills: ['Store operations', 'Team handling', 'Sales targets', 'Inventory & audit', 'Customer relationship'],
    preferredRoles: ['Store Manager', 'Showroom Manager'],
    yearsOfExperience: 12,
    city: 'Kolkata',
  },
  {
    ...S,
    id: 'sr29',
    resume: `Sai Pranathi Reddy
Mobile: 70135 48862 | Email: pranathireddy.sai@gmail.com
Kukatpally, Hyderabad

CAREER OBJECTIVE
A commerce graduate looking for a start in retail sales, interested in the jewellery industry.

EDUCATION
B.Com (General) – St. Francis College for Women, Hyderabad – 2026 – 7.6 CGPA
Intermediate (CEC) – Sri Chaitanya Junior College – 2023 – 88%

INTERNSHIP
Retail Sales Intern – CaratLane (A Tanishq Partnership), Banjara Hills store | Jan 2026 – Apr 2026
- Assisted jewellery consultants with customers, showing rings, earrings and pendants
- Learnt basics of diamond 4Cs, 14kt / 18kt gold and try-at-home process
- Helped in stock counting and display setup
- Entered customer details in CRM and did follow up calls

STRENGTHS
- Good communication in Telugu, English and Hindi
- Friendly and patient with customers
- Willing to learn

COMPUTER KNOWLEDGE
MS Office, Tally basics

HOBBIES
Rangoli, reading`,
  },
  {
    ...S,
    id: 'sr30',
    resume: `Pooja Yadav
Photo Retoucher (Jewellery & E-commerce)
poojayadav.retouch@gmail.com | 90820 61475 | Thane West, Maharashtra

SUMMARY
2 years retouching jewellery images for e-commerce and catalogues. Expert in clipping path, metal colour correction, stone brilliance and shadow creation.

EXPERIENCE
Jr. Retoucher / Image Editor | ClipStudio Imaging Services, Thane | Jul 2024 – Present
• Retouching 60-80 jewellery images per day for Indian and US jewellery brands
• Dust and scratch removal, metal colour correction (yellow, rose, white gold), diamond sparkle enhancement
• Clipping path, white background, natural and reflection shadows
• Focus-stacked image cleanup, consistent image sets for Amazon, Shopify and website
• Renaming and resizing as per marketplace image guidelines
• Assisting photographer during studio shoots on busy days

EDUCATION
B.Sc. (Animation & VFX) – Mumbai University, 2024
Certificate in Adobe Photoshop – Arena Animation, 2023

SOFTWARE
Photoshop, Lightroom, Capture One (basic), Illustrator`,
    skills: ['Photoshop retouching', 'Jewellery image editing', 'Clipping path', 'Lightroom'],
    preferredRoles: ['Photo Retoucher', 'Jewellery Photographer'],
    yearsOfExperience: 2,
    city: 'Thane',
  },
  {
    ...S,
    id: 'sr31',
    resume: `MANISH KUMAR SAINI
Senior CAD Designer (Jewellery)
+91 97847 30615 | manishsaini.jewelcad@gmail.com | Sanganer, Jaipur

PROFESSIONAL SUMMARY
8 years of jewellery CAD in Rhino, MatrixGold and JewelCAD for diamond and coloured stone jewellery. Presently senior designer guiding a small team of 3 juniors, checking their files and handling key customer projects.

WORK EXPERIENCE
Senior CAD Designer / Team Lead – Sunrise Jewels Pvt Ltd, Sitapura SEZ, Jaipur | Apr 2022 – Present
➢ Lead 3 junior CAD designers: allot jobs, review models, fix errors before 3D print
➢ Complex bridal and high jewellery models with coloured stones (emerald, ruby, tanzanite)
➢ Parametric rings and tennis bracelets in MatrixGold, weight estimation and costing inputs
➢ Customer calls with US clients for design changes, KeyShot renders
➢ Coordinate with casting and setting departments for feasibility and rejections

CAD Designer – Amrapali Jewels (manufacturing unit), Jaipur | Jul 2018 – Mar 2022
➢ Silver and gold jewellery models in Rhino and JewelCAD
➢ Kundan-style and temple jewellery models converted for casting
➢ STL preparation and support for wax printing

EDUCATION
Diploma in Jewellery Design & Technology – IIGJ Jaipur, 2018
B.A. – University of Rajasthan, 2017

SOFTWARE
Rhino 7, MatrixGold, JewelCAD Pro, KeyShot, Magics

LANGUAGES
Hindi, English`,
    skills: ['Rhino', 'MatrixGold', 'JewelCAD', 'KeyShot', 'Team lead'],
    preferredRoles: ['Senior CAD Designer', 'CAD Team Lead'],
    yearsOfExperience: 8,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 'sr32',
    resume: `RAJU SONI
Diamond Setter
Mobile - 96361 40827
Address - Pratap Nagar, Sanganer, Jaipur

OBJECTIVE -
Looking for setter job in diamond jewellery factory with good salary.

WORK EXPERIENCE -
* Setter, Shubh Diamond Jewellery Pvt Ltd, Sitapura SEZ, Jaipur
  Oct 2023 to Present
  - Prong setting of round, oval, cushion and pear diamonds in 14kt and 18kt
  - Bezel and channel setting for bands and earrings
  - Pave setting under microscope, bright cut finishing
  - Seat cutting with burs, checking stone tightness and height
  - Working on export orders with QC check

* Trainee Setter, Shubh Diamond Jewellery Pvt Ltd
  Jan 2023 to Sep 2023
  - Learnt setting on brass practice plates and silver pieces

EDUCATION -
12th Pass (Arts), RBSE, 2022

SKILLS -
Prong, bezel, channel, pave setting; microscope; graver

LANGUAGES - Hindi, Marwari`,
    skills: ['Prong setting', 'Bezel setting', 'Channel setting', 'Pave setting'],
    preferredRoles: ['Stone Setter'],
    yearsOfExperience: 3,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 'sr33',
    resume: `ATHIRA MOHANDAS
Pullazhi, Thrissur, Kerala - 680012
Phone: 81290 44637 | athiramohandas@gmail.com

CAREER OBJECTIVE
A chemistry graduate seeking an entry level job as Assayer / Lab Assistant in an assaying and hallmarking centre.

EDUCATION
B.Sc. Chemistry – Sree Kerala Varma College, Thrissur (Calicut University) – 2025 – 78%
Plus Two (Science) – 2022 – 91%

TRAINING / EXPERIENCE
Trainee Assayer – Malabar Hallmarking Centre, Thrissur | Feb 2026 – Jul 2026 (6 months)
- Assisted in sample collection and weighing of jewellery lots
- XRF testing under supervision, data entry of results
- Observed fire assay process and cupellation, cleaning of cupels and furnace area
- Learnt HUID process and BIS records

BIS Online Training on Hallmarking (Manak) – 2026

SKILLS
Lab safety, analytical balance, MS Excel, XRF (basic)

STRENGTHS
Hardworking, good in calculations, honest

LANGUAGES
Malayalam, English, Hindi (basic)`,
  },
  {
    ...S,
    id: 'sr34',
    resume: `Zeenat Shaikh
Gem Lab Assistant (Fresher)
zeenatshaikh.gem@gmail.com | 77384 90215 | Mumbra, Thane

EDUCATION
Diploma in Diamond Grading & Gemmology – Indian Institute of Gems & Jewellery (IIGJ), Mumbai – 2025
B.Sc. (Chemistry) – Mumbai University – 2024

INTERNSHIP
Gem Lab Assistant (Intern) – Gemmological Institute of India (GII), Mumbai | Jan 2026 – Jun 2026
- Assisted gemmologists in stone identification: RI, SG, UV fluorescence
- Weighing and measuring diamonds and gemstones, sealing and labelling packets
- Observed diamond colour and clarity grading, made practice plots
- Data entry of reports in lab software

SKILLS
4Cs grading (training), refractometer, loupe, microscope, MS Excel

STRENGTHS
Careful with valuable items, good eyesight for detail, punctual

LANGUAGES
English, Hindi, Urdu, Marathi`,
    skills: ['4Cs grading', 'Gem identification', 'Loupe & microscope', 'MS Excel'],
    preferredRoles: ['Gem Lab Assistant', 'Diamond Grader'],
    yearsOfExperience: 0,
    city: 'Thane',
  },
  {
    ...S,
    id: 'sr35',
    resume: `SANTOSH BHIMRAO JADHAV
Store Manager – Retail (Hypermarket)
+91 98816 30274 | santoshjadhav.retail@gmail.com
Wakad, Pune 411057

PROFESSIONAL SUMMARY
Retail operations professional with 10 years in hypermarket and FMCG retail. Presently Store Manager of a 35,000 sq ft store with 120 staff. Strong in P&L, shrinkage control, inventory and team management.

WORK EXPERIENCE

Store Manager | Avenue Supermarts Ltd (DMart), Wakad, Pune | Mar 2021 – Present
• End to end store operations, sales Rs 14 crore per month, store P&L
• Manpower planning for 120 staff including contract staff, shift rosters
• Inventory management, stock replenishment and ageing, shrinkage below 0.3%
• Cash office controls, audits, FSSAI and safety compliance
• Visual merchandising of FMCG, staples and general merchandise as per planogram
• Customer complaints and store hygiene

Department Manager | Reliance Retail (Reliance Smart), Hadapsar, Pune | Jun 2017 – Feb 2021
• Managed FMCG and staples departments, ordering, receiving and display

Team Leader | More Retail, Pune | Jul 2016 – May 2017
• Floor supervision, billing and stock

EDUCATION
B.Com – Pune University, 2016

SKILLS
Store operations, P&L, inventory, shrinkage control, team handling, SAP, MS Excel`,
  },
  {
    ...S,
    id: 'sr36',
    resume: `AMANDEEP SINGH
Watchmaker
Ph: +91 98912 70384 | amandeep.horology@gmail.com | Rajouri Garden, New Delhi

PROFILE
Watchmaker with 4 years at a luxury watch retailer's service workshop. Servicing Swiss automatic and chronograph movements, regulation and water testing to brand standards.

WORK EXPERIENCE
Watchmaker – Kapoor Watch Co., Service Workshop, New Delhi
Aug 2022 – Present
- Complete service of automatic and manual-winding movements (ETA, Sellita, in-house calibres of Swiss brands), chronograph service under senior watchmaker
- Dismantling, cleaning, lubrication, assembly, regulation on timegrapher
- Water resistance testing, gasket and crystal changes, crown and tube replacement
- Quartz movement diagnosis and replacement
- Case and bracelet refinishing, final QC before delivery to boutique
- Explaining service findings and estimates to boutique staff and customers

TRAINING
Watchmaking Course (12 months) – Horology Training Centre, Hosur, 2021 – 2022
Brand technical training for service – 2024

EDUCATION
Diploma in Mechanical Engineering – Pusa Polytechnic, Delhi, 2021

TOOLS
Witschi timegrapher, pressure tester, Bergeon and Horotec tools, ultrasonic cleaning machine

LANGUAGES
Punjabi, Hindi, English`,
    skills: ['Mechanical watch servicing', 'Quartz repair', 'Timegrapher', 'Water resistance testing'],
    preferredRoles: ['Watchmaker'],
    yearsOfExperience: 4,
    city: 'New Delhi',
  },
  {
    ...S,
    id: 'sr37',
    resume: `CURRICULUM VITAE

M. ARUN PRASATH
Old Washermenpet, Chennai - 600021
Mobile: 98840 52167
E-mail: arunprasath.m88@gmail.com

Career Objective:
Seeking a responsible position in accounts / inventory in the jewellery field.

Work Experience:
Company: Sri Kamakshi Gold Jewellery Manufacturers, Sowcarpet, Chennai
Designation: Metal Accounts & Stock Executive
Duration: August 2021 – Present
- Maintaining gold metal account of 40 karigars: issue, receipt, wastage and melting loss
- Daily fine gold calculation, touch (purity) conversion, balance of each karigar
- Entry of stock receipt and issue in jewellery ERP and Tally inventory
- Preparing daily production report and monthly gold loss report for management
- Supporting accountant in purchase entries and GST invoices for B2B sales
- Physical stock verification with weighing

Educational Qualification:
B.Com – Pachaiyappa's College, Chennai – 2021

Computer Knowledge:
Tally ERP 9, jewellery ERP software, MS Excel

Personal Details:
Father's Name: S. Murugan
Date of Birth: 11-06-2000
Marital Status: Single
Languages Known: Tamil, English, Telugu (speak)

Declaration:
I hereby declare that the information furnished above is true to the best of my knowledge.
Place: Chennai
(M. Arun Prasath)`,
  },
  {
    ...S,
    id: 'sr38',
    resume: `PAWAN KUMAR SONI
Goldsmith (Junior Karigar)
Mob: 95493 18270
Address: Ghat Gate, Jaipur, Rajasthan

OBJECTIVE
To learn more and work as a goldsmith in a good jewellery workshop.

EXPERIENCE
Junior Karigar – Soni Ornaments (family workshop of uncle), Jaipur
Oct 2024 – Present
- Ghaat of rings, tops and pendants from gold wire and patti
- Soldering, joining and filing work, assisting senior karigar in necklace ghaat
- Small stone setting (prong and bezel) in silver and gold rings
- Repair and resizing of customer jewellery

Helper – Same workshop
Dec 2023 – Sep 2024
- Cleaning, pickling, polishing and helping in melting

EDUCATION
10th Pass – RBSE, 2022

SKILLS
Ghaat (basic), soldering, filing, prong / bezel setting (basic), repair

LANGUAGES
Hindi, Marwari`,
    skills: ['Ghaat', 'Soldering', 'Filing', 'Stone setting (basic)', 'Repair'],
    preferredRoles: ['Karigar', 'Goldsmith'],
    yearsOfExperience: 2,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 'sr39',
    resume: `VIKAS CHAUHAN
Product Photographer – E-commerce (Fashion)
vikaschauhan.clicks@gmail.com | +91 96069 38125 | BTM Layout, Bengaluru

SUMMARY
Studio photographer with 3 years of high volume e-commerce shoots for fashion marketplaces: apparel on model, flat lay and ghost mannequin, footwear and accessories.

EXPERIENCE
Product Photographer | Shootfactory E-commerce Studios (for Myntra, Ajio vendors), Bengaluru | Aug 2023 – Present
• 300-400 SKUs per day in apparel, footwear and bags on white and grey background
• Model shoots with stylist, consistent lighting for marketplace guidelines
• Accessories and watches shoots on table top with light tent
• Basic retouching and batch processing in Lightroom and Photoshop
• Tethered shooting, file naming and delivery to catalogue team

Freelance Photographer | Bengaluru | 2022 – 2023
• Events, restaurant food shoots and portraits

EDUCATION
Diploma in Photography – Light & Life Academy, Ooty, 2022
B.A. – Bangalore University, 2021

GEAR & SOFTWARE
Nikon Z6 II, 24-70 mm, 105 mm macro, Profoto lights, Lightroom, Photoshop, Capture One`,
  },
  {
    ...S,
    id: 'sr40',
    resume: `HARDIK N. DESAI
Sr. 3D Modeller – Jewellery
Email: hardikdesai3d@gmail.com | Mobile: 98251 47063 | Adajan, Surat, Gujarat

SUMMARY
Jewellery 3D modeller with 6 years in JewelCAD and Rhino for diamond jewellery manufacturing. Fast in rings, bands and earrings, checking files of 2 junior modellers.

WORK EXPERIENCE
Sr. 3D Modeller | Sheetal Diamonds Ltd (jewellery division), Surat | Feb 2023 – Present
- Modelling lab-grown and natural diamond jewellery for export: solitaire rings, eternity bands, studs, tennis bracelets
- JewelCAD Pro for fast models, Rhino + RhinoGold for complex pieces
- Stone layout, prong sizes, gallery and under-bezel design, weight checking
- Guiding 2 junior modellers and checking their files before printing
- Renders for customer approval, STL export for printing

3D Modeller | Vaibhav Jewels, Mumbai (Surat unit) | Jan 2020 – Jan 2023
- Gold and diamond jewellery models for domestic chains, modifications as per customer sample

EDUCATION
Certificate Course in JewelCAD & Rhino – Surat Jewellery Design Institute, 2019
B.Com – VNSGU, 2019

SOFTWARE
JewelCAD Pro, Rhino 7, RhinoGold, MatrixGold (basic), KeyShot

Languages: Gujarati, Hindi, English`,
  },
  {
    ...S,
    id: 'sr41',
    resume: `NEHA SANJAY KULKARNI
Assistant Store Manager | Jewellery Retail
+91 98509 12736 | neha.kulkarni.tanishq@gmail.com | Baner, Pune

PROFILE
7 years with Tanishq in Pune, from jewellery consultant to assistant store manager. Handle daily floor operations, team of consultants, stock and customer experience; looking for a store manager opportunity.

EXPERIENCE
Assistant Store Manager – Tanishq (Titan Company Ltd), Baner, Pune
Aug 2022 – Present
• Run store operations in absence of store manager, opening / closing, daily stock tally
• Team of 14 consultants: daily huddles, targets by category (gold, diamond, Rivaah bridal)
• Monthly stock audit with regional team, tag and weight verification
• Customer escalations, exchange and buyback cases, karatmeter disputes
• Planning of Akshaya Tritiya and Diwali events with store manager
• Store achieved 112% of target in FY 2024-25

Jewellery Consultant – Tanishq, FC Road, Pune
Jul 2019 – Jul 2022
• Sales of gold and diamond jewellery, bridal clienteling, Golden Harvest scheme

EDUCATION
MBA (Marketing) – Pune University, 2019
B.Com – Fergusson College, 2017

SKILLS
Store operations • Team coordination • Jewellery sales • Stock audit • Customer service

LANGUAGES
Marathi, Hindi, English`,
  },
  {
    ...S,
    id: 'sr42',
    resume: `SACHIN APPASO PATIL
Foundry Supervisor – Casting
Mob: 94221 68034 | sachinpatil.foundry@gmail.com
Shiroli MIDC, Kolhapur, Maharashtra

SUMMARY
Foundry professional with 7 years in grey iron and SG iron casting for automotive and pump components. Melting, moulding, pouring and fettling supervision.

EXPERIENCE
Foundry Supervisor – Ghatge Patil Industries (casting division), Kolhapur | Jan 2022 – Present
- Supervising induction furnace melting (3 T), charge mix calculation, spectro analysis coordination
- Green sand moulding line, core shop and pouring; reducing casting rejections (blow holes, shrinkage)
- Fettling, shot blasting and final inspection of castings
- Shift planning for 40 workers, 5S and safety

Caster / Melting Operator – Kolhapur Steel Castings, Shiroli | Jun 2019 – Dec 2021
- Melting and pouring of steel and SG iron, ladle handling, temperature checking

EDUCATION
Diploma in Metallurgical Engineering – Government Polytechnic, Kolhapur, 2019

SKILLS
Induction furnace, melting & pouring, sand moulding, casting defects analysis, 5S`,
    skills: ['Casting', 'Induction furnace melting', 'Moulding', 'Foundry supervision'],
    preferredRoles: ['Foundry Supervisor', 'Caster'],
    yearsOfExperience: 7,
    city: 'Kolhapur',
  },
  {
    ...S,
    id: 'sr43',
    resume: `Gaurav Bhatia
Customer Service Executive – Watch Service
gauravbhatia.cs@gmail.com | 99589 41036 | Kalkaji, New Delhi

SUMMARY
3 years at the service desk of a luxury watch retailer. Receiving watches for repair, first-level checks and small jobs, coordinating with watchmakers and brand service centres.

EXPERIENCE
Customer Service Executive | Ethos Ltd – Customer Service Centre, Nehru Place, New Delhi | Oct 2023 – Present
- Receiving watches from boutiques and walk-in customers, opening job cards with condition report
- First-level checks: battery test, pressure test on machine, timegrapher reading for automatics
- Small jobs: battery and gasket change on quartz watches, strap and bracelet sizing, pin and clasp replacement
- Preparing estimates from watchmaker's findings and explaining to customers
- Tracking job status, sending watches to brand service centres, delivery with QC
- Stock of spares (batteries, straps, crystals) and monthly MIS

EDUCATION
B.Com – Delhi University (SOL), 2023

TRAINING
In-house basic watch servicing training – Ethos, 2024

SKILLS
Job card system, customer handling, battery / strap work, pressure tester, MS Excel`,
  },
  {
    ...S,
    id: 'sr44',
    resume: `RUSHABH SHAH
Diamond Grader (GIA GD)
+91 98195 60742 | rushabh.shah.gd@gmail.com | Ghatkopar East, Mumbai

PROFESSIONAL SUMMARY
Diamond grader with 2 years in a polished diamond export house at Bharat Diamond Bourse. Grading of certified and non-certified goods, pre-grading before lab submission, and matching pairs and layouts.

WORK EXPERIENCE
Diamond Grader | Shree Krishna Diamond Exports, Bharat Diamond Bourse, BKC, Mumbai | Sep 2024 – Present
• Pre-grading of polished diamonds 0.50 to 3 ct for colour and clarity before sending to GIA / IGI
• Comparing lab reports with in-house grades, tracking upgrades and downgrades
• Checking cut grade and proportions on Sarin DiaMension, symmetry and polish
• Screening every lot for CVD / HPHT on AMS2 and referring suspects to lab
• Making pairs for earrings and layouts for tennis bracelets
• Inventory and memo records in ERP

EDUCATION
Graduate Diamonds Diploma (GD) – GIA India, Mumbai, 2024
B.Com – Mumbai University, 2023

SKILLS
Colour and clarity grading, cut analysis, lab-grown screening, pairing, Sarin, Excel

LANGUAGES
Gujarati, Hindi, English, Marathi`,
    skills: ['Diamond grading', '4Cs', 'GIA GD', 'Lab-grown screening', 'Sarin'],
    preferredRoles: ['Diamond Grader'],
    yearsOfExperience: 2,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'sr45',
    resume: `J. REVATHI
Cashier
Address: 18/2, Kutchery Road, Mylapore, Chennai - 600004
Mobile: 96000 37184
Email: revathij.cashier@gmail.com

OBJECTIVE
To work as cashier / accounts assistant in a reputed organisation.

EXPERIENCE
Cashier – Sri Vinayaga Thanga Maaligai (gold and silver jewellery showroom), Mylapore, Chennai
July 2023 – Present
- Cash counter: receiving cash, card, UPI and cheque payments, issuing receipts
- Final billing with gold rate, making charges, stone charges and GST
- Old gold purchase payments and exchange adjustment in bill
- Daily cash closing, day book and handing over cash to bank
- Gold savings scheme instalment collection and passbook entry
- Basic entries in Tally (receipts and payments)

EDUCATION
B.Com (CA) – Queen Mary's College, Chennai – 2023

SKILLS
Cash handling, jewellery billing software, Tally (basic), MS Excel

PERSONAL DETAILS
Date of Birth: 03.02.2002
Languages Known: Tamil, English
Marital Status: Single

DECLARATION
I hereby declare that the above information is true.
J. Revathi`,
    skills: ['Cash handling', 'Jewellery billing', 'Tally (basic)', 'GST billing'],
    preferredRoles: ['Cashier', 'Accounts Assistant'],
    yearsOfExperience: 3,
    city: 'Chennai',
  },
  {
    ...S,
    id: 'sr46',
    resume: `SURESH YADAV
QC Inspector – Jewellery
Mobile: 91671 40528 | sureshyadav.qc@gmail.com
Marol, Andheri East, Mumbai

PROFILE
4 years in quality control of gold and diamond jewellery in an export manufacturing unit. Metal purity checks, finish, setting and dimension inspection before dispatch.

EXPERIENCE
QC Inspector | Kama Jewellery Pvt Ltd (unit 2), SEEPZ, Mumbai | Nov 2022 – Present
- Purity checking of castings and finished pieces on XRF (karat analyser) and recording results
- Checking stone setting security, missing / loose stones, prong height under microscope
- Finish checks: porosity, polishing marks, rhodium, engraving and stamping (14K / 18K)
- Weight and dimension checks against CAD specification and customer tolerance
- Preparing lots and documents for hallmarking and export inspection
- Rejection reports and root cause meetings with production

QC Assistant | same company | Nov 2021 – Oct 2022

EDUCATION
B.Sc. (Physics) – Mumbai University, 2021

SKILLS
XRF purity testing, visual and microscope inspection, QC documentation, Excel`,
  },
  {
    ...S,
    id: 'sr47',
    resume: `Aditi Chheda
Sales Executive – Lab Grown Diamond Jewellery
aditichheda.sales@gmail.com | +91 98924 37150 | Santacruz West, Mumbai

SUMMARY
2 years selling lab-grown (CVD) diamond jewellery in a brand store. Comfortable explaining the difference between natural and lab-grown diamonds, IGI certificates and 4Cs to young customers.

EXPERIENCE
Sales Executive | Limelight Lab Grown Diamonds, Linking Road, Bandra | Aug 2024 – Present
• Walk-in and appointment customers for engagement rings, solitaires, earrings and tennis bracelets
• Explaining CVD growth process, 4Cs and IGI / GIA lab-grown reports, price comparison with natural diamonds
• Custom solitaire orders: choosing stone, setting and metal (14kt / 18kt / platinum)
• Instagram and WhatsApp follow ups, store events and bridal appointments
• Monthly target achieved 10 of 12 months, billing support and stock count

Retail Associate | Forever New (fashion), Phoenix Palladium | Jun 2023 – Jul 2024
• Apparel sales and visual display

EDUCATION
BMS – Mithibai College, Mumbai University, 2023

SKILLS
Jewellery sales, diamond 4Cs, lab-grown diamonds, clienteling, English / Hindi / Gujarati`,
  },
  {
    ...S,
    id: 'sr48',
    resume: `MOUMITA CHAKRABORTY
Senior Jewellery Designer / Design Lead
moumita.designs@gmail.com | +91 98741 60259 | Behala, Kolkata
Portfolio: behance.net/moumitajewels

PROFESSIONAL SUMMARY
Jewellery designer with 7 years of hand sketching and rendering for retail chains and manufacturers, presently leading a design team of 4. Strong in Bengali, bridal and temple design language; basic 3D in Rhino to prepare concept models and brief CAD teams.

WORK EXPERIENCE
Design Lead | Swarnakala Design Studio (designs for retail chains), Kolkata | Apr 2022 – Present
• Lead 4 designers: concept to final design for festive and bridal collections
• Hand sketches and gouache / digital renders (Procreate, CorelDRAW)
• Basic Rhino models for concept approval, briefing and checking CAD vendors' models
• Collection presentations to buyers of retail chains; trend research
• Coordinating with karigars for sample making and costing

Jewellery Designer | Bowbazar Art Jewellery, Kolkata | Sep 2019 – Mar 2022
• Hand designs of gold necklace, bangles, Bengali bridal sets (sitahar, chur, tikli)
• Technical drawings with measurements for karigars

EDUCATION
B.Des (Accessory Design) – NIFT Kolkata, 2019

SOFTWARE
CorelDRAW, Procreate, Photoshop, Rhino 7 (basic), KeyShot (basic)

LANGUAGES
Bengali, Hindi, English`,
    skills: ['Hand sketching', 'Jewellery design', 'CorelDRAW', 'Rhino (basic)', 'Team lead'],
    preferredRoles: ['Design Lead', 'Senior Jewellery Designer'],
    yearsOfExperience: 7,
    city: 'Kolkata',
  },
  {
    ...S,
    id: 'sr49',
    resume: `CURRICULUM VITAE

Name: Imran Ali Ansari
Position Applied: Stone Setter / Tile Fixer (Mason)
Mobile: 97025 83146
Address: Room 7, Ekta Nagar, Kurla West, Mumbai - 400070
Native: Gorakhpur, U.P.

Career Objective:
To get a job as Stone Setter / Tile Mason in a reputed construction company.

Work Experience (8 years):

1) Larsen & Toubro Ltd (through sub-contractor Shree Sai Constructions)
   Designation: Stone Setter / Tile Fixer
   Duration: April 2020 to Present
   - Fixing of vitrified tiles, granite and Kota stone in residential towers
   - Stone cladding of facade and lobby walls with anchors and epoxy
   - Setting of granite kitchen platforms, stair steps and door frames
   - Line, level and joint finishing as per drawing

2) Mason – Local contractors, Mumbai
   Duration: 2018 to March 2020
   - Brick work, plaster and tile fixing

Skills:
Tile fixing, granite and marble setting, stone cladding, levelling, reading site drawing

Education: 10th Pass (U.P. Board)

Personal Details:
Date of Birth: 15-08-1993
Marital Status: Married
Languages: Hindi, Urdu
Passport: Yes (ECR)

Declaration: I hereby declare that above information is correct.
(Imran Ali)`,
    skills: ['Tile fixing', 'Stone cladding', 'Granite setting', 'Site drawing reading'],
    preferredRoles: ['Stone Setter', 'Tile Mason'],
    yearsOfExperience: 8,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'sr50',
    resume: `BIODATA

Name: Bapi Mondal
Work: Hand Setting & Wax Setting Karigar (Diamond / CZ)
Address: C/o Room 21, Dharavi Cross Road, Mumbai (present)
Village: Sonarpur, South 24 Parganas, West Bengal (permanent)
Mobile: 90517 23684 / 87799 41350

Experience Details:
1. Firm: Shree Jee Diamond Jewellery Karkhana, Zaveri Bazar, Mumbai
   Work: Diamond Setter (hand setting)
   Period: 2021 to till date
   - Prong, pave and micro pave setting of diamonds in 18kt gold rings, earrings, pendants
   - Setting of polki and uncut stones in gold frames
   - Bead setting, bright cut and milgrain finish
   - Checking loose stone after polishing and re-setting

2. Firm: Bowbazar setting workshop (Sri Swapan Das), Kolkata
   Work: Wax Setting and Hand Setting
   Period: 2018 to 2021
   - Wax setting of CZ and small diamonds for casting
   - Hand setting of CZ in silver and gold jewellery, filing and soldering small work

Total Experience: 8 years

Skills: Micro pave, pave, prong, bead setting, wax setting, polki setting, graver work, microscope

Education: Class 8

Languages: Bengali, Hindi

Personal:
Date of Birth: 10-10-1996
Marital Status: Married

Declaration: All information is true.
Bapi Mondal`,
  },
  {
    ...S,
    id: 'sr51',
    resume: `ABHIJIT S. DESHMUKH
Store Head – Jewellery Retail
Mobile: 98604 27315 | Email: abhijitdeshmukh.mgd@gmail.com
Address: Sinhagad Road, Pune - 411041

CAREER SUMMARY
10 years with Malabar Gold & Diamonds in Maharashtra; store head of Pune Deccan showroom for the last 4 years. Experienced in running a high footfall jewellery showroom, team of 32, target planning and strict stock control.

WORK EXPERIENCE

Store Head | Malabar Gold & Diamonds, Deccan Gymkhana, Pune | Aug 2022 – Present
- Overall in-charge of showroom: sales, operations, stock, security, compliance
- Annual target Rs 150 crore achieved 2023-24 and 2024-25
- Team of 32 across gold, diamond, uncut / polki, platinum and silver counters plus cashiers and security
- Daily rate board, opening / closing stock verification, monthly audit by corporate team
- Old gold exchange, 'Malabar Promise' buyback, gold purchase plan (scheme) targets
- Customer relationship: bridal and NRI customers, complaint resolution within 48 hours
- Store promotions, society activations and corporate tie-ups

Assistant Store Manager | Malabar Gold & Diamonds, Kalyan (W) | Jun 2019 – Jul 2022
- Floor operations, counter allocation, staff attendance, stock reconciliation

Sales Executive / Senior Sales Executive | Malabar Gold & Diamonds, Thane | May 2016 – May 2019
- Gold and diamond sales, customer orders, scheme enrolment

EDUCATION
MBA (Retail) – Welingkar Institute (distance), 2020
B.Com – Mumbai University, 2016

KEY SKILLS
Showroom operations | P&L | Team management | Stock audit | Customer relationship | Sales planning

LANGUAGES
Marathi, Hindi, English, Malayalam (understand)`,
  },
  {
    ...S,
    id: 'sr52',
    resume: `NIKHIL PAREKH
Freelance Jewellery Photographer
+91 97694 12058 | nikhilparekh.studio@gmail.com | Instagram: @nikhil.shootsjewels
Malad West, Mumbai

ABOUT
I shoot jewellery for small brands and manufacturers: white background e-commerce images, creative still life and Instagram reels. 2 years full time freelance.

EXPERIENCE
Freelance Jewellery Photographer | Mumbai | Jun 2024 – Present
- Clients: 15+ jewellery brands and manufacturers (gold, diamond, silver, fashion jewellery)
- Macro photography of rings and earrings, focus stacking for full sharpness
- Lighting with strip boxes and diffusion to control reflections on polished gold and get diamond sparkle
- Creative product shoots with props and hands; short videos and reels on turntable
- Editing and retouching in Photoshop and Lightroom, delivering web and marketplace image sets
- Helping small brands upload images and basic listings on Shopify

Photography Assistant | Studio Lumiere (product & food), Andheri | Jan 2024 – May 2024

EDUCATION
Certificate in Product Photography – Focus Nahar Academy, Mumbai, 2023
B.Com – Mumbai University, 2023

GEAR
Sony A7 IV, 90 mm macro, Godox lights, turntable, Helicon Focus, Photoshop, Lightroom`,
    skills: ['Jewellery photography', 'Macro & focus stacking', 'Photoshop', 'Lighting', 'Reels / video'],
    preferredRoles: ['Jewellery Photographer'],
    yearsOfExperience: 2,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'sr53',
    resume: `Rahul Shetty
Catalog Executive – Marketplaces
rahulshetty.catalog@gmail.com | 88617 30592 | Marathahalli, Bengaluru

PROFILE
Catalogue executive with 2 years on Amazon and Flipkart seller accounts for a home decor brand. Good at bulk listing, flat files and fixing listing issues.

WORK EXPERIENCE
Catalog Executive — HomeCraft Decor (home furnishing and decor brand), Bengaluru — Sep 2024 – Present
- Creating listings on Amazon Seller Central and Flipkart using flat files / bulk upload templates
- Writing titles, bullet points and descriptions with keywords, A+ content with designer
- Managing variations (size, colour), images and prices; fixing suppressed and stranded listings
- Updating stock and prices weekly, competitor price checks
- Maintaining catalogue master sheet in Excel

E-commerce Intern — same company — Mar 2024 – Aug 2024

EDUCATION
B.Com – Bangalore University, 2024

SKILLS
Amazon Seller Central, Flipkart Seller Hub, Excel (VLOOKUP, pivot), Canva, keyword research`,
  },
  {
    ...S,
    id: 'sr54',
    resume: `SRAVANI KONDA
QC Chemist
+91 90596 18273 | sravanikonda.qc@gmail.com | Miyapur, Hyderabad

PROFESSIONAL SUMMARY
Quality control chemist with 4 years in a pharmaceutical formulation plant (USFDA approved). Analysis of raw materials, in-process and finished products by HPLC, GC, UV and wet chemistry, with GMP / GLP documentation.

WORK EXPERIENCE
QC Chemist | Aurobindo Pharma Ltd (Unit VII), Jadcherla | Jul 2022 – Present
• HPLC and GC analysis of finished products and stability samples
• Wet chemical analysis: titrations, loss on drying, assay, limit tests
• Calibration of instruments (HPLC, UV, balances), preparing standard solutions
• Documentation as per GMP, GLP and data integrity, OOS investigations support
• Facing USFDA and customer audits

Trainee Chemist | Hetero Labs, Hyderabad | Jul 2021 – Jun 2022

EDUCATION
M.Sc. (Analytical Chemistry) – Osmania University, 2021
B.Sc. (MPC) – Osmania University, 2019

SKILLS
HPLC, GC, UV spectrophotometer, wet chemistry, GMP / GLP, LIMS`,
    skills: ['HPLC', 'GC', 'Wet chemistry', 'GMP / GLP', 'Instrument calibration'],
    preferredRoles: ['QC Chemist', 'QC Analyst'],
    yearsOfExperience: 5,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 'sr55',
    resume: `JAYESH MANSUKHLAL VORA
Head – Design & CAD Studio (Jewellery)
Mobile: +91 98200 64193 | Email: jayeshvora.design@gmail.com
Address: Malad East, Mumbai - 400097

PROFESSIONAL SUMMARY
14 years in jewellery CAD and product development. Presently heading the design and CAD studio of a leading gold and diamond jewellery manufacturer supplying national retail chains: team of 18 CAD designers and 4 sketch designers, plus the 3D printing and rubber mould cell. Strong in translating retail briefs into castable, settable and cost-effective collections.

WORK EXPERIENCE

Head – Design & CAD Studio | Shringar Fine Jewellery Pvt Ltd, Goregaon East, Mumbai | Jan 2019 – Present
➢ Department head reporting to Director; team of 22 in design and CAD, 5 in CAM / 3D printing
➢ Annual collection calendar with retail chain buyers (Tanishq, Kalyan, Reliance Jewels programmes); 1,200+ new SKUs a year
➢ Final review of every model: weight targets, castability, setting feasibility, findings and locks
➢ Set TAT and productivity norms; introduced MatrixGold builders and shared component library
➢ Hiring and training; ran an in-house CAD trainee programme (12 trainees placed in team)
➢ Coordination with production head for sample making, wax trees, casting rejections
➢ Capex for 3D printers (Asiga Max, Formlabs) and rendering PCs

Senior CAD Designer | Sheetal Jewellery House, Zaveri Bazaar | Apr 2015 – Dec 2018
➢ Bridal and temple collections in Rhino and Matrix; led a group of 4 designers

CAD Designer | Kanak Jewels, Andheri | Jun 2012 – Mar 2015
➢ Rings, pendants, mangalsutra and chains in JewelCAD and Rhino

EDUCATION
Diploma in Jewellery Design & Manufacturing – SVT Jewellery Institute, Mumbai, 2012
B.Com – Mumbai University, 2011

SOFTWARE
MatrixGold, Matrix 9, Rhino 7, JewelCAD, KeyShot, Magics, ZBrush

KEY STRENGTHS
Team management, production feasibility, collection development, vendor and customer presentations

LANGUAGES
Gujarati, Hindi, Marathi, English`,
  },
  {
    ...S,
    id: 'sr56',
    resume: `CURRICULUM VITAE

P. MAHESWARAN, B.Com., M.B.A.
No. 9, Raja Street, Coimbatore - 641001
Mobile: 97877 40136
Email: maheswaran.accounts@gmail.com

Career Objective:
To work as Accountant in a reputed jewellery concern in Chennai and contribute my 6 years of experience in jewellery accounts.

Work Experience:
Company: Sri Annapoorna Gold Palace (jewellery wholesale and manufacturing), Coimbatore
Designation: Accountant
Duration: June 2020 – Present
- Complete accounts in Tally Prime up to finalisation with auditor
- Sales, purchase, old gold and bullion purchase entries, metal account with karigars
- GST returns GSTR-1, GSTR-3B, annual return GSTR-9, e-way bills, TDS returns
- Bank reconciliation, gold loan and OD account statements
- Monthly stock statement (gold, silver, stones) and MIS to management

Company: K. R. Textiles, Tiruppur
Designation: Accounts Assistant
Duration: May 2018 – May 2020
- Day book entries, purchase register, payment follow up

Educational Qualification:
M.B.A. (Finance) – Anna University (Distance), 2021
B.Com – PSG College of Arts & Science, Coimbatore, 2018

Computer Skills: Tally Prime, Tally ERP 9, MS Excel, GST portal

Personal Details:
Father's Name: K. Palanisamy
Date of Birth: 25-04-1997
Marital Status: Married
Languages Known: Tamil, English
Willing to relocate to Chennai.

Declaration:
I hereby declare that the above information is true to the best of my knowledge.
(P. Maheswaran)`,
  },
  {
    ...S,
    id: 'sr57',
    resume: `LAVANYA CHOWDARY
Sales Executive (Sarees & Ethnic Wear)
Mobile: 96184 35207 | lavanya.chowdary.sales@gmail.com
Dilsukhnagar, Hyderabad

SUMMARY
5 years in textile retail selling silk sarees and bridal wear. Good at handling wedding families, upselling and billing. Looking to move into jewellery sales.

WORK EXPERIENCE
Senior Sales Executive – The Chennai Silks, Dilsukhnagar, Hyderabad | Jan 2022 – Present
• Selling Kanchipuram, Banarasi, Dharmavaram silk sarees and bridal lehengas
• Handling wedding purchase families, showing 50-100 sarees, explaining zari and silk quality
• Monthly individual target Rs 12-15 lakh, achieved most months
• Display of counters, stock arrangement and billing coordination
• Training new sales girls

Sales Girl – R S Brothers, Kukatpally | Jun 2021 – Dec 2021
• Sarees and dress material sales

EDUCATION
B.A. – Kakatiya University, 2021

SKILLS
Customer handling, bridal sales, upselling, Telugu / Hindi / English`,
    skills: ['Retail sales', 'Bridal customers', 'Upselling', 'Customer handling'],
    preferredRoles: ['Sales Executive', 'Jewellery Sales Executive'],
    yearsOfExperience: 5,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 'sr58',
    resume: `Arjun Negi
Trainee Watchmaker
arjunnegi.watch@gmail.com | 70421 65830 | Mayur Vihar Phase 1, Delhi

EDUCATION
Diploma in Watch Technology (1 year) – Horology Training Centre, Hosur, 2025
ITI (Fitter) – Govt ITI Pusa, Delhi, 2023
12th (Science) – CBSE, 2021

EXPERIENCE
Trainee Watchmaker | Bombay Watch Co. Service Centre, Karol Bagh, New Delhi | Sep 2025 – Present
- Service of quartz movements under supervision: cleaning, coil and circuit change
- Practice service of Miyota and Seiko automatic movements, oiling and regulation on timegrapher
- Battery, gasket and crystal replacement, pressure testing
- Strap and bracelet adjustment, case cleaning

SKILLS
Quartz movement service, basic mechanical service, timegrapher, pressure tester, watchmaker's lathe (practice)

STRENGTHS
Patience, steady hands, good eyesight, eager to learn Swiss movements

LANGUAGES
Hindi, Garhwali, English`,
  },
  {
    ...S,
    id: 'sr59',
    resume: `SREEJITH K. R.
Gold Loan Appraiser
Kunnath House, Kuriachira, Thrissur - 680006
Mobile: 94474 52083 | sreejithkr.appraiser@gmail.com

OBJECTIVE
To build a career in gold testing / hallmarking where my experience in gold purity checking will be useful.

WORK EXPERIENCE
Gold Loan Appraiser – South Indian Bank (through Sree Durga Appraisers), Thrissur branches
Sep 2022 – Present
• Checking purity of pledged gold ornaments by touchstone and acid test, and karat meter where available
• Weighing ornaments, deducting stone and wax, calculating net weight and eligible loan value
• Identifying fake, gold-plated and low purity ornaments; reporting spurious cases
• Sealing packets and signing appraisal certificate, auction support for overdue loans

Helper – Family goldsmith shop (Kuriachira), 2019 – 2022
• Repairs, soldering and polishing of gold ornaments

EDUCATION
B.Com – Calicut University, 2019
Gold Appraiser Certificate Course – Kerala, 2022

SKILLS
Touchstone testing, acid testing, karat meter, ornament weighing, gold purity identification

LANGUAGES
Malayalam, English, Tamil (speak)`,
    skills: ['Gold purity testing', 'Touchstone', 'Karat meter', 'Gold appraisal'],
    preferredRoles: ['Gold Appraiser', 'Assayer'],
    yearsOfExperience: 7,
    city: 'Thrissur',
  },
  {
    ...S,
    id: 'sr60',
    resume: `SIDDHARTH KAPOOR
Boutique Manager – Luxury Watches
+91 98110 73624 | siddharth.kapoor.lux@gmail.com | Vasant Kunj, New Delhi

PROFESSIONAL SUMMARY
Luxury retail professional with 9 years in Swiss watch boutiques. Presently managing a multi-brand luxury watch boutique: sales targets, clienteling of HNI and UHNI clients, brand relations, stock and team of 8.

WORK EXPERIENCE

Boutique Manager | Ethos Ltd – Ethos Summit, DLF Emporio, New Delhi | Apr 2022 – Present
• Boutique P&L, annual sales Rs 45 crore across Omega, TAG Heuer, Longines, Oris, Rado, Bvlgari
• Team of 8 client advisors: hiring, coaching on product and clienteling
• Brand allocation discussions, stock planning, monthly stock audit
• Private client events, launches and trunk shows
• Coordinating after-sales service with service centre for VIP clients

Senior Client Advisor | Johnson Watch Co., Khan Market | Jul 2019 – Mar 2022
• Sales of Rolex, Tudor and Cartier watches; waitlist and client book management

Sales Executive | Just In Time (Ethos), Select Citywalk | Jun 2017 – Jun 2019
• Watch sales, display and stock

EDUCATION
BBA – Amity University, Noida, 2017

SKILLS
Luxury clienteling • Boutique operations • Team leadership • Stock & brand management • Events`,
  },
];
