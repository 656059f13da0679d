/**
 * Résumé batch 7 (tuning): senior and head-office roles of jewellery companies.
 *
 * Ten ads of experienced roles (regional sales, purchase, finance of a bullion house, HR of a retail
 * chain, digital / e-commerce, quality and hallmarking, export, category management, head of design,
 * factory production) and sixty job seekers given as whole résumés, the text a PDF's text layer gives:
 * corporate layouts, Indian bio-data, job-portal exports and flattened tables. Some seekers are
 * juniors aiming higher, some come from other industries whose titles share the same words.
 *
 * Two hard jobs: rf-head-design (junior designers with strong-sounding résumés apply for a head's
 * role) and rf-production-mgr (production managers of garment and auto-parts plants beside those of
 * jewellery factories).
 *
 * Written blind: without reading the matching engine, its tests or any other evaluation data, and
 * labelled by hand before any engine ranked these seekers. Labels: 2 = strong fit (does this job at
 * the asked seniority), 1 = plausible, absent = not a fit. Every seeker of this file was considered
 * for every job.
 */
import type { EvalJob, EvalSeeker } from './evaluationTypes';

type Labels = Record<string, Record<string, 1 | 2>>;

const E = { kind: 'easy', part: 'tuning', source: 'resume', batch: 'resumes7' } as const;
const H = { kind: 'hard', part: 'tuning', source: 'resume', batch: 'resumes7' } as const;

export const RESUME7_JOBS: EvalJob[] = [
  {
    ...E,
    id: 'rf-rsm-karnataka',
    title: 'Regional Sales Manager – Karnataka (Jewellery Retail Chain)',
    category: 'Sales',
    industry: 'Jewellery Retail',
    skillsRequired: ['Multi-store P&L', 'Jewellery retail sales', 'Team leadership', 'Footfall conversion', 'Gold saving schemes', 'Sales MIS'],
    description:
      'About us: a South Indian gold and diamond jewellery chain with 46 showrooms and a turnover of Rs. 3,200 crore. ' +
      'We are hiring a Regional Sales Manager for Karnataka who will own the sales and P&L of 9 showrooms (Bengaluru, Mysuru, Mangaluru, Hubballi). ' +
      'Reports to the Zonal Business Head. Drive monthly targets for gold, diamond and platinum, walk-in conversion, average ticket size, ' +
      'old-gold exchange and gold saving scheme enrolments; review store managers weekly, plan wedding-season and Akshaya Tritiya activity, ' +
      'control stock ageing with the merchandising team and keep audit and shrinkage in check. CTC Rs. 24–32 LPA plus incentive.',
    requirements:
      '12+ years in jewellery retail, at least 4 years handling multiple showrooms as Area / Cluster / Regional Manager. Graduate, MBA preferred. Kannada or willingness to learn.',
    experience: 'Sr-Level',
    yearsOfExperience: 12,
    city: 'Bengaluru',
  },
  {
    ...E,
    id: 'rf-purchase-mgr',
    title: 'Purchase Manager – Gold & Diamond Jewellery',
    category: 'Purchase / Sourcing',
    industry: 'Jewellery Retail',
    skillsRequired: ['Gold bullion procurement', 'Diamond sourcing', 'Vendor and karigar management', 'Metal reconciliation', 'Negotiation', 'ERP'],
    description:
      'A Mumbai-headquartered jewellery retailer (28 stores, western India) needs a Purchase Manager to head buying of finished gold and diamond jewellery. ' +
      'KRAs: develop and rate a base of 60+ manufacturers and karigar workshops in Mumbai, Rajkot, Kolkata and Coimbatore; negotiate making charges and wastage; ' +
      'buy bullion on fix/unfix basis with banks and nominated agencies; control metal issued on job-work and its reconciliation; diamond and solitaire buying by 4Cs with certification; ' +
      'hallmark compliance of every lot; purchase MIS and stock-turn reviews with merchandising. Reports to the Director – Operations. Team of 6 buyers.',
    requirements: '10–15 years in jewellery purchase / sourcing with a manufacturer or retailer; knowledge of gold rate, making charges, wastage and diamond grading. Graduate; GIA / IGI course an advantage.',
    experience: 'Sr-Level',
    yearsOfExperience: 10,
    city: 'Mumbai',
  },
  {
    ...E,
    id: 'rf-finance-bullion',
    title: 'Finance Manager / Chief Accountant – Bullion & Jewellery',
    category: 'Finance & Accounts',
    industry: 'Bullion & Jewellery Wholesale',
    skillsRequired: ['Metal accounting', 'GST and TDS', 'Bank finance and gold metal loans', 'MCX hedging', 'Finalisation and audit', 'Tally / ERP'],
    description:
      'Our group trades bullion and manufactures plain gold jewellery for wholesale (turnover Rs. 1,800 crore, 11 branches in Gujarat and Rajasthan). ' +
      'Chief Accountant / Finance Manager reporting to the CFO: books of all entities, monthly closing and finalisation, metal stock accounting in fine weight, ' +
      'GST, TDS and customs duty on imported bullion, gold metal loan and working capital limits with banks, MCX hedge accounting, cash management across branches, ' +
      'statutory, stock and internal audits, MIS to promoters. Leads a team of 14 accountants.',
    requirements: 'CA / CMA with 8+ years, or B.Com / M.Com with 15+ years, in bullion, jewellery or a trading house. Gujarati preferred.',
    experience: 'Sr-Level',
    yearsOfExperience: 10,
    city: 'Ahmedabad',
  },
  {
    ...E,
    id: 'rf-hr-retail',
    title: 'HR Manager – Retail Chain (Jewellery Showrooms)',
    category: 'Human Resources',
    industry: 'Jewellery Retail',
    skillsRequired: ['Store staff hiring', 'Attrition control', 'Payroll and statutory compliance', 'Performance management', 'Labour laws', 'HRMS'],
    description:
      'About us: a family-owned jewellery retailer growing from 22 to 40 showrooms in Tamil Nadu and Kerala, 2,600 employees. ' +
      'The HR Manager (reports to the Head – HR) runs HR for the showrooms: volume hiring of sales staff, cashiers and security, onboarding and induction, ' +
      'incentive and payroll inputs, PF/ESI/Shops & Establishment compliance, attrition and engagement of floor staff, PMS, grievance and discipline, new-store manpower plans. ' +
      'Travel to showrooms 10 days a month.',
    requirements: '8–14 years of HR, at least 5 in a multi-location retail chain (jewellery, apparel, electronics, hypermarket). MBA / MSW HR. Tamil essential.',
    experience: 'Sr-Level',
    yearsOfExperience: 10,
    city: 'Chennai',
  },
  {
    ...E,
    id: 'rf-digital-ecom',
    title: 'Head – Digital Marketing & E-commerce',
    category: 'Marketing',
    industry: 'Jewellery Brand (D2C)',
    skillsRequired: ['Performance marketing', 'E-commerce P&L', 'Shopify / website', 'Marketplaces', 'SEO and CRM', 'Social media'],
    description:
      'A Mumbai jewellery brand (gold, diamond and lab-grown diamond, 14 stores and an online store) wants a Head – Digital Marketing & E-commerce. ' +
      'Own the online revenue (Rs. 60 crore target), performance marketing on Google and Meta with ROAS targets, website and app conversion, marketplace listings, ' +
      'SEO, CRM and WhatsApp journeys, influencer and content calendar, omnichannel (online-to-store appointments, video calling). ' +
      'Reports to the CEO, team of 9 plus agencies. CTC up to Rs. 40 LPA.',
    requirements: '8–12 years in digital marketing / e-commerce with a D2C or retail brand; jewellery, fashion or lifestyle preferred. Hands-on with analytics.',
    experience: 'Management-Level',
    yearsOfExperience: 9,
    city: 'Mumbai',
  },
  {
    ...E,
    id: 'rf-qa-hallmark',
    title: 'Quality Assurance Manager – Hallmarking, BIS & Assaying',
    category: 'Quality',
    industry: 'Jewellery Manufacturing',
    skillsRequired: ['BIS hallmarking / HUID', 'XRF and fire assay', 'Purity control', 'Finished goods QC', 'Diamond and stone QC', 'ISO / SOPs'],
    description:
      'A gold and diamond jewellery manufacturer (Andheri, Mumbai; 400 karigars; supplies large retail chains) needs a QA Manager. ' +
      'Responsibilities: purity control from alloying to finished goods, XRF and fire-assay lab, BIS licence and hallmarking with AHCs, HUID compliance, ' +
      'incoming inspection of findings and stones, finished goods QC (finish, setting, weight tolerance), customer returns analysis, SOPs and audits of retail customers. ' +
      'Reports to the Plant Head.',
    requirements: '10+ years of quality in jewellery manufacturing, assaying or hallmarking. B.Sc Chemistry / Metallurgy; BIS assaying training; GIA / IGI diamond course an advantage.',
    experience: 'Sr-Level',
    yearsOfExperience: 10,
    city: 'Mumbai',
  },
  {
    ...E,
    id: 'rf-export-mgr',
    title: 'Export Manager – Silver & Gemstone Jewellery',
    category: 'Export / International Sales',
    industry: 'Jewellery Export',
    skillsRequired: ['International buyers', 'Trade fairs', 'Export documentation', 'Costing and quotations', 'GJEPC / SEZ procedures', 'Order follow-up'],
    description:
      'Jaipur export house (sterling silver and gemstone jewellery, Rs. 150 crore, SEZ unit at Sitapura) is looking for an Export Manager. ' +
      'Handle key accounts in USA, UK and Europe (retail chains, TV shopping, wholesalers), develop new buyers, represent the company at JCK Las Vegas, Hong Kong and IIJS, ' +
      'costing and quotes, sample lines with the design team, order execution with production, export documentation, shipping and payment realisation. Reports to the Managing Partner.',
    requirements: '8+ years in export sales / export marketing, jewellery preferred. Fluent English. Willing to travel abroad.',
    experience: 'Sr-Level',
    yearsOfExperience: 8,
    city: 'Jaipur',
  },
  {
    ...E,
    id: 'rf-category-mgr',
    title: 'Category Manager – Diamond Jewellery',
    category: 'Merchandising',
    industry: 'Jewellery Retail',
    skillsRequired: ['Assortment planning', 'Sell-through analysis', 'Stock allocation', 'Vendor development', 'Design briefs', 'Inventory ageing'],
    description:
      'Bengaluru head office of a jewellery retail chain (60 stores pan-India) seeks a Category Manager for diamond jewellery (Rs. 700 crore category). ' +
      'Plan the range and price architecture by region and store grade, open-to-buy with finance, brief design and vendors on new collections, ' +
      'allocate and replenish stock to stores, track sell-through, stock turns and ageing, plan liquidation and re-make of slow stock, and launch collections with marketing. ' +
      'Reports to the VP – Merchandising.',
    requirements: '8–12 years of merchandising / category management in jewellery retail or a jewellery brand. MBA preferred; strong Excel.',
    experience: 'Sr-Level',
    yearsOfExperience: 8,
    city: 'Bengaluru',
  },
  {
    ...H,
    id: 'rf-head-design',
    title: 'Head of Design – Fine Jewellery',
    category: 'Design',
    industry: 'Jewellery Brand',
    skillsRequired: ['Design leadership', 'Collection development', 'Trend forecasting', 'Team management', 'CAD / 3D oversight', 'Brand design language'],
    description:
      'About us: a fine jewellery brand (gold, diamond, polki) with its own manufacturing and 30 stores. ' +
      'The Head of Design leads a studio of 14 designers and 10 CAD modellers, sets the design direction of 6 collections a year, ' +
      'works with merchandising on briefs and price points, with production on manufacturability and weight, and presents to the Managing Director. ' +
      'Owns design calendar, design budget, hiring and grooming of designers.',
    requirements: '12+ years of jewellery design with at least 5 years leading a design team as Design Manager / Head. Degree from NID, NIFT, SEED or similar. Portfolio required.',
    experience: 'Management-Level',
    yearsOfExperience: 12,
    city: 'Mumbai',
  },
  {
    ...H,
    id: 'rf-production-mgr',
    title: 'Production Manager – Jewellery Manufacturing Unit',
    category: 'Production / Manufacturing',
    industry: 'Jewellery Manufacturing',
    skillsRequired: ['Jewellery production planning', 'Casting to polishing', 'Karigar management', 'Metal loss control', 'Delivery schedules', 'Quality and hallmarking'],
    description:
      'Gold and diamond studded jewellery factory in Marol, Mumbai (250 karigars in-house, job-workers outside) needs a Production Manager. ' +
      'Plan daily production of orders from retail customers, run wax, casting, filing, pre-polish, setting, polishing and rhodium departments, ' +
      'control metal loss and department-wise gold balance, manage karigars and supervisors, on-time delivery, rework and QC with the quality team, ' +
      'and introduce process improvements. Reports to the Director.',
    requirements: '12+ years in jewellery manufacturing, at least 5 as Production Manager or Production Head. Diploma / degree; knowledge of jewellery ERP.',
    experience: 'Sr-Level',
    yearsOfExperience: 12,
    city: 'Mumbai',
  },
];

const S = { part: 'resume', batch: 'resumes7', overview: '' } as const;

export const RESUME7_SEEKERS: EvalSeeker[] = [
  {
    ...S,
    id: 'rf01',
    resume: `PRAKASH N. GOWDA
Area Sales Manager – Jewellery Retail
Bengaluru | +91 98450 xxxxx | prakash.gowda@email.com

PROFESSIONAL SUMMARY
Jewellery retail professional with 13+ years from showroom floor to multi-store leadership. Currently Area Sales Manager for 6 showrooms of a gold and diamond jewellery chain with annual sales of Rs. 540 crore. Strong in P&L, store manager coaching, wedding-season planning and gold scheme growth.

KEY ACHIEVEMENTS
• Grew area turnover from Rs. 410 cr to Rs. 540 cr in two years (+31%).
• Diamond contribution raised from 14% to 21% of area sales.
• Gold saving scheme enrolments up 2.4x; old-gold exchange made a weekly KPI.
• Shrinkage held below 0.02% across 6 stores; 3 store managers promoted.

WORK EXPERIENCE
Area Sales Manager | Suvarna Jewels Pvt. Ltd., Bengaluru | Apr 2021 – Present
Reporting to: Regional Business Head – Karnataka
- Sales and P&L of 6 showrooms (Jayanagar, Malleshwaram, Whitefield, Mysuru x2, Tumakuru)
- Weekly reviews of conversion, ATV, stock ageing; manpower planning with HR
Store Manager | Suvarna Jewels Pvt. Ltd., Jayanagar | Jun 2017 – Mar 2021
- Flagship store, Rs. 120 cr turnover, 48 staff
Assistant Store Manager | Lakshmi Gold Palace, Bengaluru | Jul 2015 – May 2017
Sales Executive – Diamond Section | Lakshmi Gold Palace | Jun 2013 – Jun 2015

EDUCATION
MBA (Marketing), Bangalore University, 2013
B.Com, Mysore University, 2011

LANGUAGES: Kannada, English, Hindi, Tamil`,
    skills: ['Jewellery retail', 'Multi-store P&L', 'Team leadership', 'Gold saving schemes', 'Sales MIS'],
    preferredRoles: ['Regional Sales Manager', 'Area Manager'],
    yearsOfExperience: 13,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'rf02',
    resume: `Resume Headline: Cluster Manager - Jewellery Retail | 15 years | Kerala & Karnataka
Name: Shibu Varghese
Total Experience: 15 Year(s) 4 Month(s)
Current Designation: Cluster Manager
Current Company: Malabar Coast Gold & Diamonds Ltd.
Current Location: Kochi
Preferred Location: Bengaluru, Kochi, Mangaluru
Annual Salary: INR 21.5 Lakh(s)
Notice Period: 60 Days
Key Skills: Jewellery Retail, Cluster Management, P&L, Store Operations, Gold Schemes, Team Handling, Customer Service, Visual Merchandising

Work Experience
Cluster Manager | Malabar Coast Gold & Diamonds Ltd. | Aug 2020 to Till Date
Handling a cluster of 7 showrooms in Ernakulam, Thrissur and Mangaluru, cluster sales Rs. 680 crore. Reporting to the Regional Director.
- Achieved 108% of annual target in FY 2024-25 and 112% in FY 2025-26
- Opened 2 new showrooms in Mangaluru and Kannur, hired and trained 90 staff
- Introduced weekly stock-ageing review, non-moving stock down 27%
Showroom Manager | Malabar Coast Gold & Diamonds Ltd. | Apr 2015 to Jul 2020
Thrissur showroom, 55 staff, turnover Rs. 150 crore. Bridal jewellery focus.
Floor Manager | Kalyan Heritage Jewellers | Jun 2011 to Mar 2015

Education
UG: B.Com (Commerce) from Mahatma Gandhi University, 2010
PG: MBA (Marketing & HR) from Cochin University, 2012 (Distance)

Certifications: Diamond Grading Course, IGI Mumbai (2016)
Languages: Malayalam, English, Kannada, Tamil, Hindi`,
  },
  {
    ...S,
    id: 'rf03',
    resume: `KAVYA RAO
Store Manager | Gold & Diamond Jewellery Showroom
Mysuru, Karnataka

PROFILE
Store Manager with 9 years in jewellery retail, running a Rs. 95 crore showroom of a national jewellery brand. Known for customer experience, bridal sales and developing sales staff. Looking to move to an Area / Cluster role.

ACHIEVEMENTS
- Store ranked No. 1 in South zone for diamond conversion (FY 2025-26)
- Grew store sales 22% year on year with a team of 32
- Customer NPS from 61 to 78; complaint closure within 48 hours

EXPERIENCE
Store Manager – Tanvi Fine Jewellery (Brand Store, Mysuru)   Jan 2022 – Present
Reports to Area Manager. P&L, stock audit, manpower, local marketing events, wedding leads.
Deputy Store Manager – Tanvi Fine Jewellery, Bengaluru   Mar 2019 – Dec 2021
Customer Relationship Executive – Sri Devi Jewellers, Mysuru   Jul 2017 – Feb 2019

EDUCATION
BBA, University of Mysore, 2017
Diploma in Diamond Grading, Jewellery Design & Technology Institute, 2020

SKILLS
Store P&L | Team leadership | Bridal jewellery | Clienteling | Stock audit | CRM`,
    skills: ['Store management', 'Jewellery retail', 'Bridal sales', 'Clienteling', 'Stock audit'],
    preferredRoles: ['Area Manager', 'Cluster Manager'],
    yearsOfExperience: 9,
    city: 'Mysuru',
  },
  {
    ...S,
    id: 'rf04',
    resume: `RAHUL DESHPANDE
Regional Manager – Retail (Apparel & Lifestyle)
Bengaluru | rahul.d@email.com

SUMMARY
14 years in organised apparel retail. Currently Regional Manager – South for a fashion chain, handling 38 stores across Karnataka, Tamil Nadu and Andhra Pradesh with Rs. 260 crore annual sales. P&L ownership, store openings, VM and loss prevention.

KEY ACHIEVEMENTS
• Like-for-like growth of 11% in FY 2025-26 against a market decline
• Opened 12 stores in 3 years; break-even in 9 months on average
• Reduced store attrition from 64% to 41% through a store-manager academy

CAREER HISTORY
Regional Manager – South | Trendline Fashions Ltd. | Feb 2020 – Present
Reporting to National Retail Head; 6 Area Managers report to me.
Area Manager | Trendline Fashions Ltd. | Jun 2016 – Jan 2020
Store Manager | UrbanWear Retail Pvt. Ltd. | Apr 2012 – May 2016

EDUCATION
PGDM (Retail Management), Welingkar Institute, 2012
B.Sc, Karnatak University, 2010

SKILLS
Retail operations, P&L, store expansion, visual merchandising, loss prevention, team development`,
  },
  {
    ...S,
    id: 'rf05',
    resume: `SRINIVAS REDDY K
AGM – Zonal Sales | Jewellery Retail
Hyderabad | Mobile: 99490 xxxxx

Career Objective: To lead a region of a growing jewellery retail chain as Regional / Zonal Sales Head.

Summary
18 years in jewellery retail across sales, store operations and zonal leadership. Handling 11 showrooms in Telangana and North Karnataka (Rs. 1,150 crore). Deep understanding of gold, diamond, polki and temple jewellery customers of the Deccan.

Key Achievements
* Zonal sales up from Rs. 820 cr to Rs. 1,150 cr in 3 years
* Launched 3 showrooms at Kalaburagi, Ballari and Karimnagar
* Gold Harvest scheme base grew to 1.2 lakh customers
* Built a bench of 9 store managers from within

Experience
AGM – Zonal Sales, Deccan Jewels Ltd., Hyderabad (Oct 2019 – Present)
  Reporting to: Director – Retail
Regional Manager, Deccan Jewels Ltd. (May 2014 – Sep 2019)
Showroom Manager, Navrathan Jewellers, Secunderabad (Jan 2010 – Apr 2014)
Sales Supervisor, Navrathan Jewellers (Jun 2008 – Dec 2009)

Education
MBA, Osmania University (2008)
B.Com, Osmania University (2006)

Languages: Telugu, Kannada, Hindi, English`,
    skills: ['Jewellery retail', 'Zonal sales', 'P&L', 'Store expansion', 'Gold schemes', 'Team building'],
    preferredRoles: ['Regional Sales Manager', 'Zonal Head'],
    yearsOfExperience: 18,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 'rf06',
    resume: `MOHAMMED IRFAN
Senior Sales Executive – Jewellery | Top performer | Aspiring Area Sales Manager
Bengaluru

ABOUT ME
Result-oriented senior sales executive with 5 years in a premium jewellery showroom. Consistently top seller of the store. Seeking a leadership role as Area Sales Manager / Regional Sales Manager where I can use my sales strategy and customer network.

ACHIEVEMENTS
- Personal sales of Rs. 6.2 crore in FY 2025-26 (store rank 1 of 40)
- Handled 300+ bridal customers; 45% repeat customers
- Trained 6 new joiners on product knowledge

EXPERIENCE
Senior Sales Executive – Shree Ganesh Jewel House, Commercial Street, Bengaluru | Aug 2023 – Present
- Diamond and bridal counters, gold scheme enrolments, customer follow-ups on WhatsApp
Sales Executive – Shree Ganesh Jewel House | Sep 2021 – Jul 2023

EDUCATION
B.Com, Bangalore University, 2021

SKILLS
Jewellery sales, customer handling, product knowledge, gold rate and making charges, billing software`,
    skills: ['Jewellery sales', 'Customer handling', 'Bridal jewellery', 'Product knowledge'],
    preferredRoles: ['Area Sales Manager', 'Regional Sales Manager'],
    yearsOfExperience: 5,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'rf07',
    resume: `S. BALAMURUGAN
Plant Head – Machine-made Gold Jewellery
Coimbatore, Tamil Nadu

Profile
Jewellery manufacturing professional with 16 years in production of machine-made gold chains, bangles and light-weight jewellery. Plant head of a 2,200 kg per month unit with 380 workers. Strong in production planning, metal loss control, machine maintenance and delivery to retail chains.

Key Achievements
• Metal loss brought down from 0.42% to 0.18% of throughput
• Output up 35% with the same headcount through line balancing and new chain-making machines
• On-time delivery to 14 retail chains above 96%
• BIS hallmarking of 100% output with HUID from 2021

Experience
Plant Head | Kongu Chains Pvt. Ltd., Coimbatore | Mar 2019 – Present
Reporting to: Managing Director
- Chain-making, hollow bangle, electroforming, diamond-cut, polishing and plating departments
- Production plan, department gold balance, karigar and operator management, audits
Production Manager | Kongu Chains Pvt. Ltd. | Jan 2015 – Feb 2019
Production In-charge (Casting & Bangles) | Sree Valli Jewel Works, Coimbatore | Jun 2010 – Dec 2014

Education
B.E. Mechanical, PSG College of Technology, 2010
Certificate in Jewellery Manufacturing Technology, 2012

Languages: Tamil, English, Hindi (working)`,
  },
  {
    ...S,
    id: 'rf08',
    resume: `AMIT V. SONI
Purchase Manager – Jewellery | Mumbai

SUMMARY
12 years in jewellery purchase with a western India retail chain. Buy finished gold and diamond jewellery worth Rs. 900 crore a year from 70 vendors and karigar units. Bullion purchase, making-charge negotiation, job-work metal reconciliation and purchase MIS.

KEY ACHIEVEMENTS
• Cut average making charges by 1.1% and wastage by 0.6% through vendor rating and re-tendering
• Set up job-work module in ERP; metal reconciliation closed within 3 days of month end
• Added 18 Rajkot and Kolkata vendors for light-weight and Bengali designs
• Solitaire buying with GIA/IGI certificates; returns down 40%

EXPERIENCE
Purchase Manager | Rajratna Jewellers Ltd., Mumbai | Jul 2019 – Present
Reports to: Director – Operations | Team: 5 buyers, 2 MIS executives
Assistant Manager – Purchase | Rajratna Jewellers Ltd. | Apr 2016 – Jun 2019
Purchase Executive | Shah Gold Manufacturers, Zaveri Bazaar | Jun 2014 – Mar 2016

EDUCATION
B.Com, Mumbai University, 2014
Diamond Grading (GG module), IGI, 2017

SKILLS
Gold and diamond jewellery buying, vendor development, karigar job-work, bullion fix/unfix, SAP B1, purchase MIS`,
    skills: ['Jewellery purchase', 'Vendor development', 'Bullion procurement', 'Metal reconciliation', 'SAP B1'],
    preferredRoles: ['Purchase Manager', 'Sourcing Head'],
    yearsOfExperience: 12,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rf09',
    resume: `NEHA KOTHARI
Head – Sourcing & Vendor Development | Diamond Jewellery
Mumbai

Summary: 16 years in diamond jewellery sourcing and supply chain for retail and brand businesses. Manage a vendor base of 45 manufacturers (Mumbai, Surat, Kolkata, Jaipur), loose diamond buying and a purchase budget of Rs. 650 crore. GIA Graduate Gemologist.

Key Achievements
- Consolidated vendors from 90 to 45 while raising fill rate from 78% to 94%
- Introduced lab-grown diamond sourcing line: Rs. 80 cr in the first year
- Negotiated diamond price lists saving Rs. 14 crore a year
- Built vendor scorecard (quality, lead time, metal loss)

Experience
Head – Sourcing | Aurelle Diamonds Pvt. Ltd. (Brand, 42 stores) | Jan 2020 – Present
  Reporting: CEO; team of 11
Senior Manager – Procurement | Aurelle Diamonds Pvt. Ltd. | Aug 2015 – Dec 2019
Manager – Diamond Purchase | Zenith Jewellery Exports, SEEPZ | Aug 2013 – Jul 2015
Diamond Assorter / Buyer | Kothari Gems, Bharat Diamond Bourse | Jul 2010 – Jul 2013

Education
GIA Graduate Gemologist (GG), 2011
B.Com, H.R. College, Mumbai, 2009

Skills: Diamond sourcing, vendor development, solitaire buying, negotiation, supply chain, ERP (Emerald, SAP)`,
  },
  {
    ...S,
    id: 'rf10',
    resume: `VIKRAM P. JOSHI
Procurement Manager – Automotive Components
Pune

PROFESSIONAL SUMMARY
14 years in strategic sourcing and procurement for auto components: steel, castings, forgings and bought-out parts. Annual spend of Rs. 480 crore, 120 suppliers. Cost reduction, supplier development, IATF supplier audits.

KEY ACHIEVEMENTS
• Rs. 22 crore savings in FY 2025-26 through VA/VE and e-auctions
• Localised 140 imported parts; supplier PPM down from 1,800 to 350
• Implemented SAP Ariba for RFQs

EXPERIENCE
Procurement Manager | Bharat Axle Systems Ltd., Chakan | May 2018 – Present
Reports to: GM – Supply Chain
Deputy Manager – Purchase | Maha Forge Ltd., Pune | Jan 2014 – Apr 2018
Purchase Engineer | Deccan Castings, Satara | Jul 2012 – Dec 2013

EDUCATION
B.E. Mechanical, Pune University, 2012
MBA (Operations), Symbiosis (Part-time), 2017

SKILLS
Strategic sourcing, negotiation, supplier development, SAP MM, cost analysis, commodity (steel) contracts`,
    skills: ['Strategic sourcing', 'Supplier development', 'SAP MM', 'Negotiation', 'Cost reduction'],
    preferredRoles: ['Procurement Manager', 'Purchase Manager'],
    yearsOfExperience: 14,
    city: 'Pune',
  },
  {
    ...S,
    id: 'rf11',
    resume: `CURRICULUM VITAE
Rajesh Manilal Parekh
Senior Manager – Procurement (Gold, Bullion & Findings)
Borivali (W), Mumbai

Experience Summary
10 years of procurement in a gold and diamond jewellery manufacturing company supplying national retail chains. Responsible for bullion purchase (about 2.8 tonnes a year), alloys, findings, colour stones and diamonds, karigar job-work and vendor payments.

Achievements
1. Bullion buying through 4 banks and 2 nominated agencies on fix/unfix; premium savings of Rs. 3.1 crore a year
2. Job-work control across 35 outside karigar units; loss allowance renegotiated
3. Daily metal position report to promoters; stock variance below 0.05%

Employment
Senior Manager – Procurement   Shubh Labh Jewels Pvt. Ltd., Marol   Jun 2021 – Present   (reports to CFO)
Manager – Purchase             Shubh Labh Jewels Pvt. Ltd.          Apr 2018 – May 2021
Purchase Officer               Om Bullion & Jewellery, Zaveri Bazaar  Jun 2016 – Mar 2018

Education
M.Com, Mumbai University, 2016
Diamond Course, IGI, 2019

Personal Details
Date of Birth: 12-03-1993 | Languages: Gujarati, Hindi, Marathi, English`,
  },
  {
    ...S,
    id: 'rf12',
    resume: `POOJA SHARMA
Senior Merchandiser – Jewellery Export
Jaipur, Rajasthan

Summary
7 years in an export house of silver and gemstone jewellery: buyer merchandising, vendor coordination with karigars and sub-contractors, sampling, costing and shipment follow-up for US and UK buyers.

Highlights
- Handle 4 key buyers worth USD 6 million a year
- Developed 20 silver vendors and stone cutters in Jaipur and Khambhat
- Cut sample lead time from 21 to 12 days

Experience
Senior Merchandiser | Gulabi Jewels Exports, Sitapura SEZ | Apr 2022 – Present
Reports to Export Manager
- Tech packs, costing sheets, vendor follow-up, pre-shipment inspection
Merchandiser | Amer Silver Crafts | Jul 2019 – Mar 2022

Education
B.Des (Accessory Design), NIFT Jodhpur, 2019

Skills
Export merchandising, vendor management, costing, sampling, silver jewellery, gemstones`,
    skills: ['Export merchandising', 'Vendor coordination', 'Costing', 'Silver jewellery', 'Sampling'],
    preferredRoles: ['Export Manager', 'Sourcing Manager'],
    yearsOfExperience: 7,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 'rf13',
    resume: `BIO-DATA

Name : Hiren Dhirubhai Patel
Address : Varachha Road, Surat, Gujarat
Date of Birth : 04-08-1988
Education : B.Com (VNSGU, 2009); Diamond Grading & Assortment Course (2010)

Work Experience : 11 years

1) Diamond Buyer – Polished (Jan 2020 – Present)
   Shree Hari Diam, Surat – buying polished diamonds from manufacturers and brokers for jewellery manufacturers; parcel valuation, assortment by 4Cs, Rapaport based pricing, stock of Rs. 40 crore.

2) Rough Assorter and Buyer (Apr 2015 – Dec 2019)
   Mahalaxmi Exports, Surat – rough buying at tenders, planning, sorting for manufacture.

Skills : Diamond assortment, polished diamond buying, pricing, negotiation with brokers, GIA / IGI certificates
Languages : Gujarati, Hindi, English (read / write)
Expected : Diamond purchase role with a jewellery company, Mumbai or Surat`,
  },
  {
    ...S,
    id: 'rf14',
    resume: `CA MANAN SHAH
Finance Manager | Bullion & Precious Metals
Ahmedabad

PROFILE
Chartered Accountant with 11 years, 8 of them in a bullion trading and refining group. Head the accounts and finance of entities with Rs. 2,400 crore turnover: metal accounting, GST, customs on bullion imports, gold metal loans and MCX hedging.

KEY ACHIEVEMENTS
• Monthly closing cut from 12 to 5 working days
• Set up daily metal and cash position MIS for promoters
• Obtained gold metal loan limit of 600 kg from 2 banks; interest cost down 1.2%
• Clean statutory and stock audits for 5 consecutive years

EXPERIENCE
Finance Manager | Sabarmati Bullion & Refinery Pvt. Ltd. | Nov 2018 – Present
Reports to: CFO | Team of 9
Assistant Manager – Accounts | Sabarmati Bullion & Refinery Pvt. Ltd. | Sep 2016 – Oct 2018
Audit Senior | Mehta & Desai Chartered Accountants | Aug 2015 – Aug 2016

EDUCATION
Chartered Accountant (ICAI), 2015
B.Com, Gujarat University, 2012

SKILLS
Metal accounting, GST, customs, bank finance, MCX hedge accounting, Tally Prime, SAP FICO`,
    skills: ['Metal accounting', 'GST', 'Gold metal loans', 'MCX hedging', 'Finalisation'],
    preferredRoles: ['Finance Manager', 'Chief Accountant'],
    yearsOfExperience: 11,
    city: 'Ahmedabad',
  },
  {
    ...S,
    id: 'rf15',
    resume: `BIO-DATA

Name: Jayesh Kantilal Trivedi
Position applied for: Chief Accountant
Native: Rajkot, Gujarat
Education: B.Com (Saurashtra University, 2007), Tally ERP certificate
Total experience: 18 years (accounts of gold jewellery manufacturers and wholesalers)

Experience Details:
1. Chief Accountant — Rajkot Gold Ornaments Mfg. Co., Rajkot (Apr 2017 – till date)
   - Complete accounts of manufacturing and wholesale (turnover Rs. 900 cr)
   - Metal accounting in fine weight, karigar ledgers, wastage and labour
   - GST returns, TDS, bank CC limit and gold metal loan renewals, stock audit with bank
   - Finalisation with CA, income tax assessment support
   - Team of 8 accountants
2. Senior Accountant — Shreeji Jewellers Wholesale, Rajkot (Jun 2011 – Mar 2017)
3. Accountant — Soni Bullion House, Rajkot (Jul 2008 – May 2011)

Key strengths: Fine-gold stock reconciliation, karigar accounts, bank dealings, GST
Languages: Gujarati, Hindi, English
Marital Status: Married
Ready to relocate to Ahmedabad.`,
  },
  {
    ...S,
    id: 'rf16',
    resume: `CA RITU AGARWAL
Finance Manager | Pharmaceuticals
Ahmedabad

SUMMARY
Chartered Accountant with 12 years in manufacturing finance (pharma API and formulations). Finance Manager for a Rs. 1,100 crore company: financial reporting under Ind AS, budgeting, costing, treasury, working capital, GST and audits.

KEY ACHIEVEMENTS
• Led SAP S/4HANA migration of finance
• Working capital cycle down from 118 to 86 days
• Raised Rs. 150 crore term loan for new plant

EXPERIENCE
Finance Manager | Zydex Lifesciences Ltd. | Jan 2019 – Present
Deputy Manager – Finance | Cadmed Pharma Ltd. | Jul 2015 – Dec 2018
Executive – Accounts | Sarkhej Formulations Pvt. Ltd. | Jun 2014 – Jun 2015

EDUCATION
CA (ICAI), 2014; B.Com, Gujarat University, 2011

SKILLS
Ind AS reporting, budgeting, treasury, costing, GST, SAP FICO`,
    skills: ['Financial reporting', 'Budgeting', 'Treasury', 'GST', 'SAP FICO'],
    preferredRoles: ['Finance Manager'],
    yearsOfExperience: 12,
    city: 'Ahmedabad',
  },
  {
    ...S,
    id: 'rf17',
    resume: `Name: Dhruv Mehta
Senior Accounts Executive – Jewellery Retail
Surat, Gujarat

Total Experience: 6 Year(s)
Current Designation: Sr. Accounts Executive
Current Company: Navkar Jewellers (5 showrooms)
Key Skills: Tally Prime, GST, Metal Stock Accounting, Bank Reconciliation, TDS, Old Gold Accounting

Work Experience
Sr. Accounts Executive | Navkar Jewellers, Surat | Jan 2023 – Present
- Daily sales, cash and card reconciliation of 5 showrooms
- Gold and silver stock in gross and fine weight, old gold purchase entries
- GSTR-1 and 3B, TDS returns, coordination with auditors
Accounts Executive | Navkar Jewellers | Nov 2020 – Dec 2022

Education
M.Com, VNSGU, 2020
Pursuing CMA Inter

Looking for: Accounts Manager / Finance role in jewellery or bullion firm

Responsibilities also include:
- Monthly stock tally with physical count of showrooms, karigar issue/receipt register
- Preparing data for statutory audit and income tax audit
Personal Details: DOB 14-02-1998 | Languages: Gujarati, Hindi, English`,
  },
  {
    ...S,
    id: 'rf18',
    resume: `CA SUNIL IYER
AGM – Finance & Accounts | Jewellery Retail
Mumbai

Summary
Chartered Accountant with 15 years in finance, the last 10 in a jewellery retail chain of 35 stores (Rs. 4,000 crore). Lead finance operations, metal and stock accounting, gold metal loans, treasury, taxation, IPO-readiness and MIS.

Key Achievements
- Managed gold metal loan book of 1.5 tonnes with 5 banks; hedging policy with MCX
- Quarterly closing within 7 days; clean audits through 2 IPO-readiness reviews
- Physical stock verification of 35 stores with zero material variance
- GST structuring saved Rs. 6 crore a year

Experience
AGM – Finance & Accounts | Ratnakar Jewellers Ltd., Mumbai | Apr 2020 – Present
  Reporting to CFO; team of 22
Manager – Finance | Ratnakar Jewellers Ltd. | Jan 2017 – Mar 2020
Manager – Accounts | Western Trading Corporation (metals trading) | Aug 2013 – Dec 2016
Assistant Manager – Audit | a Big 4 audit firm | Jul 2011 – Jul 2013

Education
Chartered Accountant, 2011 | B.Com, Mumbai University, 2008

Skills: Metal accounting, treasury, bank finance, GST, Ind AS, SAP, MIS`,
    skills: ['Metal accounting', 'Treasury', 'Gold metal loans', 'GST', 'SAP', 'MIS'],
    preferredRoles: ['Finance Manager', 'Financial Controller'],
    yearsOfExperience: 15,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rf19',
    resume: `ANKIT GUPTA
Manager – Bullion Desk | Private Sector Bank
Mumbai

SUMMARY
10 years in banking, 6 of them on the bullion desk: gold consignment imports for jewellers and bullion dealers, gold metal loans to manufacturers, pricing and hedging, relationship with 120 jewellery clients across Mumbai, Ahmedabad and Rajkot.

ACHIEVEMENTS
- Bullion desk volume up from 18 to 31 tonnes a year
- Gold metal loan book of Rs. 900 crore with no NPAs

EXPERIENCE
Manager – Bullion Desk | Coastal Bank Ltd., Fort, Mumbai | Jun 2020 – Present
Deputy Manager – Trade Finance | Coastal Bank Ltd. | Aug 2016 – May 2020

EDUCATION
MBA (Finance), NMIMS, 2016
B.Com, Mumbai University, 2014
NISM Commodity Derivatives Certification

SKILLS
Bullion imports, gold metal loans, trade finance, hedging, credit appraisal

CERTIFICATIONS
- NISM Series XVI Commodity Derivatives
- IIBF Certificate in Trade Finance
Languages: Hindi, English, Gujarati (spoken)`,
  },
  {
    ...S,
    id: 'rf20',
    resume: `LAKSHMI NARAYANAN
HR Manager | Jewellery Retail
Chennai

PROFESSIONAL SUMMARY
12 years of HR, 10 in a jewellery retail chain of 26 showrooms (1,900 employees) across Tamil Nadu and Puducherry. End-to-end HR for showrooms: volume hiring, induction, payroll inputs and incentives, statutory compliance, PMS, engagement and discipline.

KEY ACHIEVEMENTS
• Hired 1,100 staff for 9 new showrooms in 3 years
• Sales staff attrition down from 48% to 29%
• Launched HRMS with biometric attendance for all showrooms
• Zero adverse findings in PF, ESI and labour inspections

EXPERIENCE
HR Manager | Thangam Jewellers Pvt. Ltd., Chennai | Jun 2018 – Present
Reporting to: Head – HR; 6 HR executives
Assistant Manager – HR | Thangam Jewellers Pvt. Ltd. | Oct 2016 – May 2018 (joined for new store rollout)
HR Executive | Sakthi Textiles Showroom chain | Jul 2014 – Sep 2016

EDUCATION
MBA (HR), Madras University, 2014
B.Sc Mathematics, Loyola College, 2012

LANGUAGES: Tamil, English, Malayalam (spoken)`,
    skills: ['Retail HR', 'Volume hiring', 'Payroll', 'Statutory compliance', 'Attrition control', 'HRMS'],
    preferredRoles: ['HR Manager'],
    yearsOfExperience: 12,
    city: 'Chennai',
  },
  {
    ...S,
    id: 'rf21',
    resume: `DIVYA MENON
HR Business Partner – Retail
Bengaluru

SUMMARY
HR professional with 10 years in retail chains (hypermarkets and apparel). Currently HRBP for 42 stores in South India with 3,400 employees: store manpower plans, hiring, payroll coordination, engagement, performance and compliance.

ACHIEVEMENTS
- Store staffing fill rate above 95% through campus and walk-in drives
- Attrition of store associates reduced by 14 points in 2 years
- Store-manager HR toolkit and grievance hotline rolled out

EXPERIENCE
HR Business Partner – South | FreshMart Hypermarkets Ltd. | Mar 2021 – Present
Reporting to: Zonal HR Head
Deputy Manager – HR | StyleKart Apparel Retail | Jun 2017 – Feb 2021
HR Executive | StyleKart Apparel Retail | Aug 2016 – May 2017

EDUCATION
MBA (HRM), Christ University, 2016
B.A., Mount Carmel College, 2014

SKILLS
Retail HR, hiring, PMS, engagement, labour laws, Darwinbox

Languages: Malayalam, Tamil, Kannada, English`,
  },
  {
    ...S,
    id: 'rf22',
    resume: `KARTHIK SUBRAMANIAM
HR Manager – Technology
Chennai

Summary
11 years in HR for IT services companies: talent acquisition for engineering roles, HRBP for delivery units of 1,200 engineers, compensation benchmarking, appraisal cycles and employee engagement.

Achievements
• Hired 600 engineers in FY 2025-26 with cost per hire down 18%
• Voluntary attrition reduced from 24% to 16%
• Rolled out OKR-based performance management

Experience
HR Manager | Coderidge Technologies, Chennai | Jan 2020 – Present
Senior HR Executive | InfoNova Systems | Jul 2016 – Dec 2019
HR Executive | InfoNova Systems | Jun 2015 – Jun 2016

Education
MBA (HR), Anna University, 2015

Skills
Talent acquisition, HRBP, compensation, performance management, HRMS (SuccessFactors)

Additional
- Campus hiring from 25 engineering colleges in Tamil Nadu
- Led HR integration after an acquisition of a 300-member product team
Certifications: SHRM-CP (2022); Languages: Tamil, English, Hindi`,
    skills: ['Talent acquisition', 'HRBP', 'Compensation', 'Performance management'],
    preferredRoles: ['HR Manager'],
    yearsOfExperience: 11,
    city: 'Chennai',
  },
  {
    ...S,
    id: 'rf23',
    resume: `PRIYA S
HR Executive
Coimbatore

Career Objective: Seeking a challenging HR Manager position in a reputed retail organisation.

Experience: 3 years
HR Executive – Sri Murugan Jewellery Mart, Coimbatore (Sep 2023 – Present)
- Attendance and leave records for 120 staff
- Joining formalities, ID cards, PF and ESI enrolment
- Walk-in interview arrangements for sales staff
HR Trainee – Kovai Textiles (Jan 2023 – Aug 2023)

Education
MBA (HR), Bharathiar University, 2022
B.Com (CA), PSG College, 2020

Skills: Recruitment coordination, MS Excel, payroll inputs, employee records
Languages: Tamil, English

Roles and Responsibilities (additional)
- Maintaining personal files and exit formalities
- Coordinating staff birthday and festival celebrations
- Preparing monthly attendance summary for accounts
Strengths: Good communication, hard working, quick learner
Personal Details: DOB 18-06-1999 | Marital Status: Single
Declaration: I hereby declare that the above information is true to the best of my knowledge.`,
  },
  {
    ...S,
    id: 'rf24',
    resume: `VENKATESH RAO M
Training Manager – Jewellery Retail
Hyderabad | venkat.trainer@email.com

SUMMARY
14 years in jewellery retail: 3 years in sales and 11 years in learning and development. Built the training academy of a 30-showroom jewellery chain: induction, product knowledge (gold, diamond, gemstones), selling skills and store-manager development.

KEY ACHIEVEMENTS
• Trained 4,500 staff; induction-to-floor time down from 21 to 10 days
• Diamond selling programme lifted diamond conversion by 6 points
• Certified in-house trainers in each of 30 showrooms

EXPERIENCE
Training Manager | Deccan Jewels Ltd., Hyderabad | Feb 2019 – Present
  Reports to: VP – HR
Assistant Manager – Training | Sri Balaji Jewellers | Jun 2017 – Jan 2019
Sales Trainer | Sri Balaji Jewellers | Jul 2015 – May 2017
Senior Sales Executive | Sri Balaji Jewellers | Jun 2012 – Jun 2015

EDUCATION
MBA (HR), Osmania University, 2012
GIA Diamond Essentials; IGI Diploma in Diamond Grading

SKILLS
Training needs analysis, product training, selling skills, LMS, store-manager development`,
    skills: ['Retail training', 'Product training', 'Selling skills', 'L&D', 'Diamond grading'],
    preferredRoles: ['Training Manager', 'L&D Manager'],
    yearsOfExperience: 14,
    city: 'Hyderabad',
  },
  {
    ...S,
    id: 'rf25',
    resume: `SANJAY KADAM
Senior Manager – HR & IR | Jewellery Manufacturing
Andheri (E), Mumbai

Profile
13 years of plant HR and industrial relations in jewellery manufacturing units in SEEPZ and Marol with 1,500 karigars and workers. Manpower planning, contract labour, wage settlements, factory act compliance, safety and welfare, and hiring of skilled karigars from West Bengal and Gujarat.

Achievements
- Wage settlement for 3 years without a day lost
- Karigar hostel and welfare scheme; skilled karigar attrition from 30% to 18%
- Factory Act, CLRA and SEZ compliance audits clean

Experience
Senior Manager – HR & IR | Orion Jewellery Manufacturing Pvt. Ltd., SEEPZ | Jul 2019 – Present
Manager – HR | Orion Jewellery Manufacturing Pvt. Ltd. | Apr 2016 – Jun 2019
Officer – Personnel & Admin | Kamala Gems & Jewellery, Marol | Jun 2013 – Mar 2016

Education
MLS / MPM (Personnel Management), Mumbai University, 2013
B.A., Mumbai University, 2011

Skills: IR, labour laws, contract labour, wage administration, factory compliance, karigar hiring`,
  },
  {
    ...S,
    id: 'rf26',
    resume: `ARUNA GOPAL
Deputy Manager – HR | Consumer Electronics Retail Chain
Chennai

SUMMARY
9 years of HR in multi-location retail: 55 consumer electronics showrooms in Tamil Nadu and Kerala (1,700 staff). Store hiring, onboarding, payroll inputs with incentives, compliance (Shops & Establishment, PF, ESI), PMS and store-level engagement.

KEY ACHIEVEMENTS
• Opened HR for 14 new showrooms, hiring 480 staff in 18 months
• Incentive calculation automated; disputes down 70%
• Store-level attrition from 52% to 35%

EXPERIENCE
Deputy Manager – HR | Vasanth Digital World Pvt. Ltd. | Apr 2021 – Present
Reports to: Head – HR; team of 4
Assistant Manager – HR | Vasanth Digital World Pvt. Ltd. | May 2019 – Mar 2021
HR Executive | Sree Kumaran Stores (textiles and jewellery) | Jul 2017 – Apr 2019

EDUCATION
MSW (HR), Madras School of Social Work, 2017

SKILLS
Retail HR, volume hiring, payroll, statutory compliance, PMS, employee relations`,
    skills: ['Retail HR', 'Volume hiring', 'Payroll', 'Statutory compliance', 'Employee relations'],
    preferredRoles: ['HR Manager'],
    yearsOfExperience: 9,
    city: 'Chennai',
  },
  {
    ...S,
    id: 'rf27',
    resume: `ISHA NAIR
Digital Marketing Manager | D2C Jewellery
Bengaluru (open to Mumbai)

SUMMARY
9 years in digital marketing, the last 5 at a D2C silver and demi-fine jewellery brand. Own performance marketing (Rs. 2.4 crore monthly spend), website conversion, SEO, CRM and influencer programmes. Grew online revenue from Rs. 9 crore to Rs. 48 crore.

KEY ACHIEVEMENTS
- Blended ROAS from 2.1 to 3.4 on Meta and Google
- Website conversion 0.9% to 1.8% after Shopify Plus re-platform
- WhatsApp CRM drove 22% of repeat revenue
- Launched marketplace stores on Myntra, Nykaa Fashion, Amazon

EXPERIENCE
Digital Marketing Manager | Silverlane Jewellery (D2C) | Jul 2021 – Present
  Reports to: Co-founder & CEO; team of 6
Performance Marketing Lead | Glowbox Beauty | Aug 2019 – Jun 2021
Digital Marketing Executive | AdCraft Agency | Jun 2017 – Jul 2019

EDUCATION
MBA (Marketing), IIM Kozhikode (EPGP), 2022
B.Tech, NIT Calicut, 2017

SKILLS
Performance marketing, Shopify, GA4, SEO, CRM, influencer marketing, marketplaces`,
  },
  {
    ...S,
    id: 'rf28',
    resume: `ROHAN MALHOTRA
Head – E-commerce | Fashion & Lifestyle D2C
Mumbai

Summary
11 years in e-commerce and digital for fashion brands. Head of E-commerce of a women's fashion D2C brand (Rs. 210 crore online): website, app, marketplaces, performance marketing, CRM and omnichannel.

Key Achievements
• Online GMV from Rs. 70 crore to Rs. 210 crore in 4 years, contribution margin positive
• Launched app; 38% of revenue from app within 18 months
• Omnichannel: endless aisle and store pick-up in 60 stores

Experience
Head – E-commerce | Kaia Fashions Pvt. Ltd., Mumbai | Mar 2022 – Present (reports to CEO; team of 18)
Senior Manager – Digital | Kaia Fashions Pvt. Ltd. | Jan 2019 – Feb 2022
Manager – Marketplaces | TrendBay Online | Jun 2015 – Dec 2018

Education
MBA, NMIMS Mumbai, 2015 | B.E. (IT), Mumbai University, 2013

Skills: E-commerce P&L, marketplaces, performance marketing, app growth, CRM, omnichannel`,
    skills: ['E-commerce P&L', 'Marketplaces', 'Performance marketing', 'CRM', 'Omnichannel'],
    preferredRoles: ['Head E-commerce', 'Digital Marketing Head'],
    yearsOfExperience: 11,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rf29',
    resume: `Name: Aditya Kulkarni
Total Experience: 8 Year(s) 2 Month(s)
Current Designation: Performance Marketing Manager
Current Company: LearnSphere EdTech
Current Location: Mumbai
Key Skills: Google Ads, Meta Ads, Performance Marketing, Lead Generation, GA4, Attribution, A/B Testing

Work Experience
Performance Marketing Manager | LearnSphere EdTech | May 2022 – Present
- Monthly spend Rs. 5 crore on Google, Meta and YouTube for lead generation
- Cost per lead down 35%; funnel dashboards in Looker Studio
Senior Digital Marketing Executive | FinPlus Loans App | Jul 2020 – Apr 2022
Digital Marketing Executive | Pixel Agency | Sep 2018 – Jun 2020

Education
PGDM (Marketing), Welingkar, 2018
B.Sc (IT), Mumbai University, 2016

Other Responsibilities
- Built a lead-quality feedback loop with a 40-member sales team
- Managed agency partners and a team of 3 executives

Certifications: Google Ads Search and Display; Meta Certified Media Buying Professional`,
  },
  {
    ...S,
    id: 'rf30',
    resume: `SANA QURESHI
Social Media Executive – Jewellery Brand
Mumbai

About: Creative social media executive with 3 years at a fine jewellery brand, growing Instagram from 40k to 1.6 lakh followers. Want to grow into a Digital Marketing Head role.

Experience
Social Media Executive | Noor Fine Jewels, Mumbai | Oct 2023 – Present
- Content calendar, reels, influencer coordination, festive campaigns
- Reports to Marketing Manager
Content Intern | Buzzworks Agency | Jun 2023 – Sep 2023

Education
BMM (Advertising), Mumbai University, 2023

Skills
Instagram, reels, Canva, copywriting, influencer outreach, Meta Business Suite

Achievements
- Dhanteras reel campaign reached 24 lakh accounts
- Coordinated 35 influencer collaborations in 2025-26

Languages: Hindi, English, Urdu, Marathi
Personal: DOB 09-11-2001`,
    skills: ['Social media', 'Instagram', 'Content creation', 'Influencer outreach'],
    preferredRoles: ['Digital Marketing Manager'],
    yearsOfExperience: 3,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rf31',
    resume: `SOUMITRA BOSE
Marketing Manager | Jewellery Retail
Kolkata

Summary
14 years of brand and retail marketing for a 20-showroom jewellery chain in East India. ATL and BTL campaigns, festive (Durga Puja, Akshaya Tritiya, Dhanteras) and wedding campaigns, store launches, print and outdoor, and for the last 3 years social media and Google ads through an agency.

Achievements
- Puja campaign lifted festive sales 18%
- Managed Rs. 25 crore annual marketing budget
- Loyalty programme with 3 lakh members

Experience
Marketing Manager | Bandhan Swarna Bhandar Ltd., Kolkata | Aug 2016 – Present
Assistant Manager – Marketing | Bandhan Swarna Bhandar Ltd. | Jul 2014 – Jul 2016
Brand Executive | Eastern Ads Pvt. Ltd. | Jun 2012 – Jun 2014

Education
MBA (Marketing), IISWBM Kolkata, 2012

Skills: Brand campaigns, BTL, store launches, loyalty, agency management, media buying`,
  },
  {
    ...S,
    id: 'rf32',
    resume: `MEGHA JAIN
E-commerce Manager | Lab-grown Diamond Jewellery
Mumbai

SUMMARY
10 years in e-commerce and digital, 5 at an online-first lab-grown diamond jewellery brand. Run the online store, performance marketing, marketplace channels and video-consultation sales. Online revenue Rs. 38 crore (FY 2025-26).

KEY ACHIEVEMENTS
• Built video-call selling desk: 28% of online revenue
• Reduced RTO from 19% to 8% with pre-dispatch verification and COD controls
• SEO for engagement rings: organic traffic 4x
• Try-at-home in 6 cities

EXPERIENCE
E-commerce Manager | Lumora Lab Diamonds, Mumbai | Jun 2021 – Present
  Reports to Founder; team of 7
Assistant Manager – Online Sales | Zaveri Online Jewels | Jan 2019 – May 2021
Category Executive – Jewellery | ShopKart Marketplace | Jul 2016 – Dec 2018

EDUCATION
MBA (Marketing), K.J. Somaiya, 2016
B.Com, Mumbai University, 2014

SKILLS
E-commerce, Shopify, performance marketing, SEO, marketplaces, CRM, analytics`,
    skills: ['E-commerce', 'Shopify', 'Performance marketing', 'SEO', 'Marketplaces'],
    preferredRoles: ['E-commerce Head', 'Digital Marketing Manager'],
    yearsOfExperience: 10,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rf33',
    resume: `DEEPAK CHAVAN
Quality Assurance Manager | Gold & Diamond Jewellery Manufacturing
Mumbai

PROFESSIONAL SUMMARY
12 years in quality of jewellery manufacturing. Head the QA department of a 350-karigar factory: purity control, XRF lab, BIS licence and hallmarking with AHCs, finished goods inspection, stone setting QC and customer audits of retail chains.

KEY ACHIEVEMENTS
• Purity complaints from retail customers: zero in the last 3 years
• HUID rollout for 100% of output in 2021-22 without delivery delays
• Customer returns down from 3.8% to 1.1%
• Wrote 46 SOPs; passed ISO 9001 surveillance audits

EXPERIENCE
QA Manager | Navkar Jewel Crafts Pvt. Ltd., Andheri | Sep 2019 – Present
  Reports to Plant Head; team of 18 QC inspectors
Assistant Manager – QC | Navkar Jewel Crafts Pvt. Ltd. | Jan 2017 – Aug 2019
QC Executive | Sparkle Diamond Jewellery, SEEPZ | Jun 2014 – Dec 2016

EDUCATION
B.Sc Chemistry, Mumbai University, 2014
BIS Training on Assaying & Hallmarking, 2018
IGI Diploma in Diamond Grading, 2016

SKILLS
Hallmarking, XRF, fire assay, purity control, finished goods QC, SOPs, ISO 9001`,
  },
  {
    ...S,
    id: 'rf34',
    resume: `CURRICULUM VITAE
Name: Sameer Ashok Pawar
Designation: Centre In-charge – BIS Recognised Assaying & Hallmarking Centre
Location: Zaveri Bazaar, Mumbai

Summary of Experience: 10 years in assaying and hallmarking of gold and silver articles.

Experience
1. Centre In-charge — Precious Assay & Hallmarking Centre, Mumbai (Mar 2020 – Present)
   - Run a BIS recognised AHC hallmarking 18,000 articles a day
   - Fire assay lab (cupellation), XRF screening, HUID marking with laser
   - BIS surveillance audits, IS 1417 / IS 1418 / IS 2112 compliance, NABL documentation
   - Team of 22 assayers and marking operators
2. Senior Assayer — Precious Assay & Hallmarking Centre (Jan 2018 – Feb 2020)
3. Assayer — Shree Hallmark Centre, Thane (Aug 2016 – Dec 2017)

Education: B.Sc Chemistry (2016); BIS Assaying Course (2016)
Skills: Fire assay, XRF, hallmarking, HUID, BIS norms, NABL, lab management
Languages: Marathi, Hindi, English`,
    skills: ['Fire assay', 'XRF', 'BIS hallmarking', 'HUID', 'Lab management'],
    preferredRoles: ['QA Manager', 'Hallmarking Manager'],
    yearsOfExperience: 10,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rf35',
    resume: `Name: Nilesh Vora
Current Designation: QC Supervisor – Diamond Jewellery
Total Experience: 7 Year(s)
Current Location: Mumbai
Key Skills: Finished Goods QC, Stone Setting Inspection, Loupe Checking, Diamond Weight Verification, Rhodium Finish

Work Experience
QC Supervisor | Sparkle Diamond Jewellery, SEEPZ | Apr 2022 – Present
- Supervise 8 QC checkers for finished diamond jewellery
- Inspection for loose stones, setting, finish and weight tolerance before dispatch
QC Checker | Sparkle Diamond Jewellery | Nov 2019 – Mar 2022

Education
B.Sc (Physics), Mumbai University, 2019
Diamond Grading Certificate, IGI, 2021

Other Responsibilities
- Prepare daily rejection reports and return pieces to setting and polishing departments
- Check HUID marking and hallmark on pieces received back from the AHC

Certifications: Internal Auditor ISO 9001 (2024)
Languages: Gujarati, Hindi, Marathi, English`,
  },
  {
    ...S,
    id: 'rf36',
    resume: `G. RAMESH KUMAR
Quality Assurance Manager – Automotive Components
Chennai

SUMMARY
14 years of quality assurance in auto-component manufacturing (sheet metal and machined parts) for OEMs. IATF 16949, APQP, PPAP, SPC, MSA and supplier quality.

ACHIEVEMENTS
- Customer PPM from 420 to 45
- IATF 16949 certification of 2 plants
- Zero-defect award from OEM customer (2024)

EXPERIENCE
QA Manager | Sundaram Pressings Ltd., Oragadam | Feb 2018 – Present
Deputy Manager – Quality | Pioneer Auto Parts | Jun 2014 – Jan 2018
Quality Engineer | Pioneer Auto Parts | Jul 2012 – May 2014

EDUCATION
B.E. Mechanical, Anna University, 2012
Six Sigma Black Belt

SKILLS
IATF 16949, APQP, PPAP, SPC, root cause analysis, supplier audits

ADDITIONAL
- Led 8D and root cause analysis for field failures
- Supplier quality development for 60 suppliers
Languages: Tamil, English, Hindi`,
    skills: ['IATF 16949', 'APQP', 'PPAP', 'SPC', 'Supplier quality'],
    preferredRoles: ['QA Manager'],
    yearsOfExperience: 14,
    city: 'Chennai',
  },
  {
    ...S,
    id: 'rf37',
    resume: `TANVI DESAI
Senior Diamond Grader | Gem Laboratory
Mumbai

Summary
9 years grading diamonds and lab-grown diamonds at an international gem laboratory. Colour, clarity and cut grading, LGD screening, jewellery certification of studded pieces. GIA Graduate Gemologist.

Experience
Senior Diamond Grader | Gemological Testing Lab, BKC Mumbai | Apr 2021 – Present
- Final grading of 1 ct+ stones; LGD and treatment detection; mentoring 10 graders
Diamond Grader | Gemological Testing Lab | Jul 2017 – Mar 2021

Education
GIA Graduate Gemologist, 2019
B.Sc Geology, St. Xavier's College, 2017

Skills
Diamond grading, LGD detection, jewellery certification, gem identification

Additional
- Trained jewellery retail staff of 3 chains on diamond basics and LGD disclosure
- Quality checks of studded jewellery for certificate issuance (gold purity via XRF)
Languages: Gujarati, Marathi, Hindi, English`,
  },
  {
    ...S,
    id: 'rf38',
    resume: `HARISH BHAT
Senior Manager – Quality Assurance | Jewellery Retail Chain
Bengaluru (open to Mumbai)

PROFILE
15 years of jewellery quality: purity, hallmarking and product quality for a 60-store jewellery chain, with an earlier 3 years in a gold refinery lab. Set incoming inspection for all vendors, karatmeter checks in stores, BIS compliance and HUID reconciliation.

KEY ACHIEVEMENTS
• Vendor lot rejection system: purity deviations down to 0.02% of lots
• Karatmeter (XRF) in all 60 stores with audit trail
• HUID reconciliation for 9 lakh pieces during the 2021 transition
• Vendor quality scorecards for 85 manufacturers

EXPERIENCE
Senior Manager – QA | Nakshatra Jewellers Ltd., Bengaluru | Jun 2017 – Present
  Reports to: Head – Supply Chain; team of 26
Manager – QC | Nakshatra Jewellers Ltd. | Jan 2015 – May 2017
Assayer / Lab Chemist | Southern Gold Refinery, Hosur | Jun 2011 – Dec 2014

EDUCATION
M.Sc Chemistry, Bangalore University, 2011
BIS Assaying & Hallmarking Training; ISO 9001 Lead Auditor

SKILLS
Hallmarking, XRF, fire assay, vendor quality, SOPs, audits`,
    skills: ['Hallmarking', 'XRF', 'Fire assay', 'Vendor quality', 'SOPs', 'ISO 9001'],
    preferredRoles: ['QA Manager', 'Head Quality'],
    yearsOfExperience: 15,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'rf39',
    resume: `ABHISHEK KHANDELWAL
Export Manager | Silver & Gemstone Jewellery
Jaipur

SUMMARY
12 years in export of silver and gemstone jewellery from Jaipur. Manage buyers in USA, UK, Germany and Australia (TV shopping, department stores, wholesalers). Trade fairs, costing, sampling, order execution and documentation in an SEZ unit.

KEY ACHIEVEMENTS
• Export turnover from Rs. 60 crore to Rs. 135 crore in 5 years
• Opened 9 new buyers through JCK Las Vegas and Hong Kong shows
• Payment realisation within 60 days for 97% of invoices

EXPERIENCE
Export Manager | Rajputana Gems & Jewels, Sitapura SEZ | Apr 2018 – Present
  Reports to: Managing Partner; team of 7 merchandisers
Assistant Export Manager | Pinkcity Silver Exports | Jul 2015 – Mar 2018
Export Executive | Pinkcity Silver Exports | Jun 2014 – Jun 2015

EDUCATION
MBA (International Business), IIS University Jaipur, 2014
B.Com, University of Rajasthan, 2012

SKILLS
Export sales, buyer management, trade fairs, costing, SEZ documentation, GJEPC`,
  },
  {
    ...S,
    id: 'rf40',
    resume: `FARHAN SHAIKH
Manager – International Business Development | Gold Jewellery Export
Mumbai (SEEPZ) | Open to Jaipur

Summary
10 years of international sales for a SEEPZ gold and diamond jewellery exporter. Manage key accounts in the USA and the Middle East, new buyer development, trade fairs (JCK, Vicenza, Dubai), pricing and order follow-up with production.

Key Achievements
- Added USD 18 million of new business from 11 buyers
- Private-label programme for a US retail chain (USD 7 million a year)
- Cut sample-to-order time from 8 to 5 weeks

Experience
Manager – International BD | Zenith Jewellery Exports, SEEPZ | Aug 2020 – Present
Assistant Manager – Exports | Zenith Jewellery Exports | Jan 2018 – Jul 2020
Export Executive | Al Noor Gold, Dubai | Oct 2016 – Dec 2017

Education
MBA (International Business), IIFT Delhi, 2016
B.Com, Mumbai University, 2014

Skills: International sales, key accounts, trade fairs, export pricing, SEZ procedures, buyer negotiation`,
    skills: ['International sales', 'Key accounts', 'Trade fairs', 'Export pricing', 'SEZ procedures'],
    preferredRoles: ['Export Manager'],
    yearsOfExperience: 10,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rf41',
    resume: `MAHENDRA SINGH RATHORE
Export Manager – Handicrafts & Home Décor
Jodhpur, Rajasthan

Summary: 13 years in export of wooden and iron furniture, home décor and handicrafts to USA and Europe. Buyer development, trade fairs (Ambiente Frankfurt, IHGF Delhi), costing, production follow-up, shipping and documentation.

Achievements
* Export sales of Rs. 90 crore a year; 14 active buyers
* Set up compliance audits (BSCI, SMETA) for 3 units

Experience
Export Manager | Marwar Home Exports, Jodhpur | Jan 2017 – Present
Merchandiser | Desert Craft International | May 2013 – Dec 2016

Education
MBA (IB), Jai Narain Vyas University, 2013

Skills: Export marketing, buyer handling, trade fairs, documentation, costing

Responsibilities
- Sampling with designers for each season, FOB costing and price negotiation
- Production follow-up with 30 artisans' workshops, pre-shipment inspection
- LC, export incentives (RoDTEP), EPCH membership
Languages: Hindi, English, Rajasthani`,
  },
  {
    ...S,
    id: 'rf42',
    resume: `Name: Kunal Agarwal
Current Designation: Export Documentation Executive
Current Company: Jaipur Jewel Exports (SEZ)
Total Experience: 5 Year(s)
Current Location: Jaipur
Key Skills: Export Documentation, Shipping Bills, SEZ Online, Customs, GJEPC, Letter of Credit, Invoicing

Work Experience
Export Documentation Executive | Jaipur Jewel Exports | Dec 2021 – Present
- Invoices, packing lists, shipping bills, SEZ online, insured and hand-carry shipments
- Coordinate with customs, banks for LC and e-BRC
Documentation Assistant | Global Freight Forwarders, Jaipur | Jun 2021 – Nov 2021

Education
B.Com, University of Rajasthan, 2021
Diploma in Export-Import Management, 2022

Career goal: Export Manager

Achievements
- Zero shipment held at customs for documentation errors in 2025-26
- Handled 1,200 shipments a year including hand-carry to JCK and Hong Kong fairs

Languages: Hindi, English`,
    skills: ['Export documentation', 'SEZ procedures', 'Customs', 'Letter of credit'],
    preferredRoles: ['Export Manager', 'Export Executive'],
    yearsOfExperience: 5,
    city: 'Jaipur',
  },
  {
    ...S,
    id: 'rf43',
    resume: `PARESH DOSHI
Senior Manager – International Sales | Diamond Jewellery Manufacturing
Mumbai

SUMMARY
15 years of international sales of diamond jewellery to retail chains in the USA, UK and Japan. Key accounts worth USD 40 million, trade shows, product development with design, pricing with gold and diamond costing, shipment and payment follow-up.

KEY ACHIEVEMENTS
• Grew the UK business from USD 3 million to USD 14 million
• Won 2 new US chain accounts at JCK Las Vegas
• Set costing model with live gold and diamond prices

EXPERIENCE
Senior Manager – International Sales | Stellar Diamond Jewellery Pvt. Ltd., SEEPZ | May 2018 – Present
Manager – Exports | Stellar Diamond Jewellery Pvt. Ltd. | Jun 2014 – Apr 2018
Export Executive | Bombay Gems International | Jul 2011 – May 2014

EDUCATION
MBA (Marketing), Narsee Monjee, 2011
GIA Accredited Jewellery Professional

SKILLS
Export sales, key accounts, costing, trade fairs, buyer development`,
  },
  {
    ...S,
    id: 'rf44',
    resume: `ANANYA KRISHNAN
Category Manager – Diamond Jewellery
Bengaluru

SUMMARY
10 years in jewellery merchandising; Category Manager for diamond jewellery at a 48-store retail chain (Rs. 520 crore category). Range planning, OTB, design briefs, vendor development, allocation and replenishment, sell-through and ageing control.

KEY ACHIEVEMENTS
• Category sales +34% in two years with 12% less inventory
• Aged stock (over 365 days) down from 22% to 9%
• Launched 8 collections incl. an everyday-diamond line priced under Rs. 50,000
• Store-grade based assortment model for 48 stores

EXPERIENCE
Category Manager – Diamond | Nakshatra Jewellers Ltd., Bengaluru | Apr 2021 – Present
  Reports to: VP – Merchandising; team of 4 merchandisers
Senior Merchandiser | Nakshatra Jewellers Ltd. | Jun 2018 – Mar 2021
Merchandiser | Solitaire Boutique Pvt. Ltd. (diamond jewellery chain) | Jul 2016 – May 2018

EDUCATION
MBA (Retail), NMIMS Bengaluru, 2016
GIA Diamonds Graduate, 2019

SKILLS
Assortment planning, OTB, sell-through, allocation, vendor development, Excel / Power BI`,
    skills: ['Assortment planning', 'Sell-through analysis', 'Allocation', 'Vendor development', 'Power BI'],
    preferredRoles: ['Category Manager'],
    yearsOfExperience: 10,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'rf45',
    resume: `R. SENTHIL KUMAR
Merchandising Manager – Gold Jewellery
Chennai | Open to Bengaluru

Summary
13 years in jewellery merchandising for retail chains. Merchandising Manager for gold jewellery across 30 showrooms: regional assortments (Chettinad, Kerala, Andhra designs), vendor briefs, stock allocation, inventory ageing, re-make of slow stock and festival planning.

Achievements
- Stock turn from 1.6 to 2.3 in 3 years
- Slow-moving stock re-made into light-weight designs worth Rs. 40 crore
- Assortment tool in Excel used by all showrooms

Experience
Merchandising Manager | Thangam Jewellers Pvt. Ltd., Chennai | Jan 2019 – Present
  Reports to: Director – Purchase & Merchandising
Assistant Manager – Merchandising | Thangam Jewellers Pvt. Ltd. | Jun 2015 – Dec 2018
Merchandiser | Sree Kumaran Gold Palace | Jul 2013 – May 2015

Education
MBA (Marketing), Anna University, 2013

Skills: Assortment, allocation, vendor briefs, inventory ageing, Excel, jewellery ERP`,
  },
  {
    ...S,
    id: 'rf46',
    resume: `NIKHIL BANSAL
Category Manager – Watches & Fashion Accessories | E-commerce
Bengaluru

SUMMARY
9 years in e-commerce category management. Manage watches, fashion jewellery and accessories on a large online marketplace (GMV Rs. 1,400 crore): brand onboarding, assortment, pricing, events and seller growth.

ACHIEVEMENTS
- Category GMV +48% in FY 2025-26
- Onboarded 120 brands incl. 15 fine and demi-fine jewellery brands
- Sale-festival events: 3x daily GMV

EXPERIENCE
Category Manager | ShopKart Marketplace, Bengaluru | Feb 2021 – Present
Assistant Category Manager | ShopKart Marketplace | Jul 2019 – Jan 2021
Business Analyst | RetailIQ Consulting | Jul 2017 – Jun 2019

EDUCATION
MBA, IIM Indore, 2017
B.Tech, DTU, 2015

SKILLS
Category management, assortment, pricing, seller management, analytics (SQL)`,
    skills: ['Category management', 'Assortment', 'Pricing', 'Seller management', 'SQL'],
    preferredRoles: ['Category Manager'],
    yearsOfExperience: 9,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'rf47',
    resume: `Name: Saurabh Tiwari
Total Experience: 10 Year(s)
Current Designation: Category Manager – Personal Care (Modern Trade)
Current Company: HomeFresh Consumer Products Ltd.
Current Location: Mumbai
Key Skills: Category Management, Modern Trade, Planograms, Trade Promotions, Joint Business Plans, Nielsen Data

Work Experience
Category Manager – Personal Care | HomeFresh Consumer Products Ltd. | Jun 2021 – Present
- Category plans with modern-trade chains, planograms, trade promotions, JBPs
- Share gain of 1.8 points in shampoos across key accounts
Key Account Manager – Modern Trade | HomeFresh Consumer Products Ltd. | Apr 2018 – May 2021
Sales Officer | Sunrise Foods Ltd. | Nov 2016 – Mar 2018

Education
MBA (Marketing), IMT Ghaziabad, 2016

Achievements
- Built a shopper insight dashboard with Nielsen and retailer POS data
- Launched 14 SKUs in 3 modern-trade chains with 92% listing
Languages: Hindi, English, Marathi
Notice Period: 90 Days`,
  },
  {
    ...S,
    id: 'rf48',
    resume: `SHRUTI PATIL
Merchandise Planner – Jewellery Retail
Bengaluru

Summary
7 years in jewellery retail planning: stock allocation and replenishment for 40 stores, weekly sell-through reports, ageing analysis and inter-store transfers.

Highlights
- Replenishment model cut stock-outs of best sellers by 30%
- Ageing dashboard in Power BI used by category managers

Experience
Merchandise Planner | Nakshatra Jewellers Ltd., Bengaluru | Mar 2022 – Present (reports to Category Manager – Gold)
Allocation Analyst | Nakshatra Jewellers Ltd. | Jan 2020 – Feb 2022
MIS Executive | Kanchi Silks (textile retail) | Sep 2019 – Dec 2019

Education
B.Com, Christ University, 2019

Skills
Allocation, replenishment, sell-through, Power BI, Excel

Other Responsibilities
- Weekly stock health review with 6 regional managers
- Festival stock build plans (Akshaya Tritiya, Diwali) for gold and diamond

Languages: Marathi, Kannada, Hindi, English`,
    skills: ['Allocation', 'Replenishment', 'Sell-through analysis', 'Power BI'],
    preferredRoles: ['Category Manager', 'Merchandising Manager'],
    yearsOfExperience: 7,
    city: 'Bengaluru',
  },
  {
    ...S,
    id: 'rf49',
    resume: `AARTI MALIK
Head – Product & Merchandising | Silver & Demi-fine Jewellery Brand
Gurugram | Open to Bengaluru

SUMMARY
12 years in jewellery product and merchandising. Head of Product & Merchandising at a silver jewellery brand with 70 stores and online: range architecture, pricing, buying from 40 vendors, inventory planning, and an in-house design team of 6.

KEY ACHIEVEMENTS
• Revenue from Rs. 80 crore to Rs. 310 crore in 4 years
• Full-price sell-through from 58% to 71%
• Range architecture by store cluster; SKU count down 25% with higher sales

EXPERIENCE
Head – Product & Merchandising | Rajat Silver Co. | Aug 2021 – Present (reports to CEO)
Category Manager – Jewellery | Bloom Fashion Retail | Jul 2017 – Jul 2021
Assistant Merchandiser | Jaipur Accessories Exports | Jun 2014 – Jun 2017

EDUCATION
M.Des / PG Diploma (Fashion Management), NIFT Delhi, 2014

SKILLS
Range planning, merchandising, vendor development, pricing, inventory planning, team leadership`,
  },
  {
    ...S,
    id: 'rf50',
    resume: `RADHIKA SHENOY
Design Manager – Fine Jewellery
Mumbai

PROFILE
Jewellery designer with 14 years, the last 7 leading the design studio of a fine jewellery brand: 11 designers and 6 CAD modellers. Collections in gold, diamond and polki from concept to launch; trend research, merchandising briefs and manufacturability with production.

KEY ACHIEVEMENTS
• Led 22 collections; 'Nazakat' bridal line crossed Rs. 120 crore sales in year one
• Design-to-sample time down from 6 weeks to 3.5 weeks with CAD and 3D printing
• Built a design library of 9,000 approved designs

EXPERIENCE
Design Manager | Vasundhara Fine Jewels Pvt. Ltd., Mumbai | Jun 2019 – Present
  Reports to: Managing Director
Senior Jewellery Designer | Vasundhara Fine Jewels Pvt. Ltd. | Apr 2016 – May 2019
Jewellery Designer | Orion Jewellery Manufacturing, SEEPZ | Jul 2012 – Mar 2016

EDUCATION
B.Des (Accessory Design), NIFT Mumbai, 2012
GIA Jewelry Design & Technology, 2014

SKILLS
Design leadership, collection development, trend forecasting, Rhino / Matrix oversight, team grooming`,
    skills: ['Design leadership', 'Collection development', 'Trend forecasting', 'Team management', 'Rhino / Matrix'],
    preferredRoles: ['Head of Design', 'Design Manager'],
    yearsOfExperience: 14,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rf51',
    resume: `KIRAN MEHRA
Head – Design | Gold & Diamond Jewellery Manufacturing
Mumbai

SUMMARY
18 years of jewellery design; Head – Design at a SEEPZ manufacturer and exporter for 8 years, leading 20 designers and CAD modellers for domestic retail chains and US buyers. Collection development, trend forecasting, design costing and presentations to buyers.

KEY ACHIEVEMENTS
- 300+ designs a month; hit rate of designs to orders 38%
- Set up 3D printing and CAD lab with 12 workstations
- Designed lines for 4 national retail chains' festive collections

EXPERIENCE
Head – Design | Zenith Jewellery Exports, SEEPZ | Jul 2018 – Present (reports to Director)
Design Manager | Zenith Jewellery Exports | Apr 2013 – Jun 2018
Senior Designer | Kamala Gems & Jewellery | Jun 2008 – Mar 2013

EDUCATION
Diploma in Jewellery Design, SEED Mumbai, 2008
B.F.A., Sir J.J. School of Art, 2007

SKILLS
Design direction, team leadership, CAD lab, trend research, buyer presentations`,
  },
  {
    ...S,
    id: 'rf52',
    resume: `YASH THAKKAR
3D CAD Jewellery Designer | Award-winning | Lead Designer mindset
Mumbai

ABOUT
Passionate CAD designer with 3 years who has modelled 2,500+ jewellery pieces. Winner of a national CAD design contest (2025). Looking for Head of Design / Design Manager opportunities to lead a creative team and shape a brand's design language.

EXPERIENCE
CAD Designer | Shree Jewel Crafts, Marol | Jan 2024 – Present
- Rhino + MatrixGold models for rings, pendants and bangles; renders for catalogue
- Lead CAD for a 40-piece festive collection
Junior CAD Designer | Freelance | Nov 2023 – Dec 2023

EDUCATION
Diploma in Jewellery CAD, JDTI Mumbai, 2023

SKILLS
Rhino, MatrixGold, KeyShot, 3D printing, rendering

PROJECTS
- Bridal choker collection: 18 CAD models, 3D printed resin for casting
- Lab-grown diamond solitaire ring configurator models for e-commerce

Languages: Gujarati, Hindi, English`,
    skills: ['Rhino', 'MatrixGold', 'KeyShot', '3D printing'],
    preferredRoles: ['Head of Design', 'Design Manager'],
    yearsOfExperience: 3,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rf53',
    resume: `ZOYA KAPADIA
Jewellery Designer | Design Lead – Bridal Capsule
Mumbai

Summary
Creative jewellery designer with 5 years at a fine jewellery brand. Led design for a 25-piece bridal capsule. Featured in a jewellery magazine's 'Designers to Watch' list. Strong sense of trends and storytelling. Seeking Head of Design role.

Experience
Jewellery Designer | Noor Fine Jewels, Mumbai | Jul 2021 – Present
- Hand sketches and renders for bridal and diamond collections
- Coordinate with CAD and sampling; reports to Design Manager
Design Intern | Aurelle Diamonds | Jan 2021 – Jun 2021

Education
B.Des (Jewellery Design), Pearl Academy, 2021

Skills
Sketching, Photoshop, trend research, mood boards, gemstone knowledge

Awards
- Shortlisted, national jewellery design award (student category), 2021
- 'Designers to Watch' feature, 2025

Languages: English, Hindi, Gujarati
Portfolio available on request`,
  },
  {
    ...S,
    id: 'rf54',
    resume: `MANISH SONI
Senior Jewellery Designer
Mumbai

Profile
9 years of jewellery design for a retail chain's in-house studio and a manufacturer. Senior Designer guiding a team of 3 junior designers; festive and everyday collections in gold and diamond.

Highlights
- 14 collections contributed; 2 as lead designer
- Trained juniors on manufacturability and weight control

Experience
Senior Jewellery Designer | Ratnakar Jewellers Ltd., Mumbai | Apr 2021 – Present (reports to Design Head)
Jewellery Designer | Shubh Labh Jewels Pvt. Ltd. | Oct 2017 – Mar 2021

Education
B.Des, SEED Mumbai, 2017

Skills
Design, sketching, CAD briefing, gold and diamond jewellery, team guidance

Other Responsibilities
- Prepare design sheets with weight estimates and stone layouts for CAD
- Present designs in monthly review with merchandising and Design Head

Languages: Hindi, Marathi, English
Portfolio on request`,
    skills: ['Jewellery design', 'Sketching', 'CAD briefing', 'Collection development'],
    preferredRoles: ['Design Manager'],
    yearsOfExperience: 9,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rf55',
    resume: `SUDESHNA CHATTERJEE
Senior Design Manager – Bridal & Heritage Jewellery
Kolkata | Willing to relocate to Mumbai

Summary
13 years in jewellery design; leading a team of 9 designers and 5 CAD modellers at a jewellery brand known for bridal and heritage jewellery. Own the annual collection calendar, trend forecasts and design reviews with merchandising and production.

Key Achievements
• 16 collections launched; heritage line 'Rajbari' contributes 30% of bridal sales
• Introduced design costing review, saving 0.8 g per piece average
• Mentored 4 designers into senior roles

Experience
Senior Design Manager | Bandhan Swarna Bhandar Ltd., Kolkata | Sep 2020 – Present (reports to MD)
Design Manager | Bandhan Swarna Bhandar Ltd. | Jan 2017 – Aug 2020
Jewellery Designer | Kolkata Ornament House | Jun 2013 – Dec 2016

Education
B.Des (Accessory Design), NIFT Kolkata, 2013

Skills
Design leadership, bridal collections, trend forecasting, team management, CAD oversight`,
  },
  {
    ...S,
    id: 'rf56',
    resume: `RAMESH GHOSH
Production Manager | Gold & Diamond Jewellery Factory
Mumbai

PROFESSIONAL SUMMARY
15 years in jewellery manufacturing, 8 as Production Manager of a 300-karigar gold and diamond studded jewellery factory. Wax, casting, filing, setting, polishing and rhodium; production planning, metal loss control, karigar management and on-time delivery to retail chains.

KEY ACHIEVEMENTS
• Overall metal loss from 0.9% to 0.45% through department gold balance and sweeping recovery
• On-time delivery from 81% to 96%
• Setting rework down 40% with first-piece approval
• Implemented jewellery ERP bag tracking from wax to dispatch

EXPERIENCE
Production Manager | Navkar Jewel Crafts Pvt. Ltd., Andheri | Jan 2018 – Present
  Reports to: Director; 12 supervisors
Production Supervisor – Setting & Polishing | Sparkle Diamond Jewellery, SEEPZ | Apr 2014 – Dec 2017
Karigar / Setter, later Setting In-charge | Kolkata workshops | Jun 2011 – Mar 2014

EDUCATION
Diploma in Jewellery Manufacturing, IIGJ Mumbai, 2013
Higher Secondary, West Bengal Board

SKILLS
Production planning, casting, setting, polishing, metal loss control, karigar management, ERP`,
    skills: ['Jewellery production planning', 'Casting', 'Setting', 'Metal loss control', 'Karigar management'],
    preferredRoles: ['Production Manager', 'Factory Manager'],
    yearsOfExperience: 15,
    city: 'Mumbai',
  },
  {
    ...S,
    id: 'rf57',
    resume: `MAHESH RAJPUT
General Manager – Operations | Diamond Jewellery Manufacturing
Mumbai (SEEPZ)

Summary
20 years in jewellery manufacturing, from CAD and casting to complete factory operations. GM Operations of a 650-employee diamond jewellery unit in SEEPZ producing 25,000 pieces a month for US and Indian customers.

Key Achievements
- Capacity doubled in 5 years with new casting and laser units
- Metal loss held at 0.35% and diamond loss below 0.01%
- Lean cells for setting; lead time from 28 to 16 days

Experience
GM – Operations | Stellar Diamond Jewellery Pvt. Ltd., SEEPZ | Feb 2017 – Present (reports to MD)
Production Manager | Stellar Diamond Jewellery Pvt. Ltd. | Jul 2011 – Jan 2017
Casting & CAD In-charge | Bombay Gems International | Jun 2006 – Jun 2011

Education
B.E. (Production), Mumbai University, 2006
Diploma in Jewellery Technology, SEED, 2008

Skills: Factory operations, production planning, casting, setting, lean, metal and diamond loss control`,
  },
  {
    ...S,
    id: 'rf58',
    resume: `P. SARAVANAN
Production Manager – Garment Export Unit
Tiruppur

SUMMARY
14 years in knitwear garment production for export. Production Manager of a 900-machine unit: cutting, stitching, checking, ironing and packing; line balancing, efficiency, on-time shipment and buyer compliance.

ACHIEVEMENTS
• Line efficiency from 52% to 68%
• On-time shipment 97% for European buyers
• Rework below 3%

EXPERIENCE
Production Manager | Kumaran Knit Exports, Tiruppur | Mar 2018 – Present
Assistant Production Manager | Sri Lakshmi Garments | Jun 2014 – Feb 2018
Production Supervisor | Sri Lakshmi Garments | Jul 2012 – May 2014

EDUCATION
B.Tech (Textile Technology), Anna University, 2012

SKILLS
Production planning, line balancing, industrial engineering, manpower management, buyer compliance

CERTIFICATIONS
- Industrial Engineering (GSD) certificate
- WRAP and BSCI compliance training
Languages: Tamil, English, Hindi`,
    skills: ['Production planning', 'Line balancing', 'Manpower management', 'Garment manufacturing'],
    preferredRoles: ['Production Manager'],
    yearsOfExperience: 14,
    city: 'Tiruppur',
  },
  {
    ...S,
    id: 'rf59',
    resume: `Name: Sachin Patwardhan
Total Experience: 12 Year(s)
Current Designation: Production Manager
Current Company: Sahyadri Forgings Ltd. (auto parts)
Current Location: Pune
Key Skills: Production Planning, Forging, CNC Machining, TPM, Lean Manufacturing, OEE, Kaizen, Manpower Handling

Work Experience
Production Manager | Sahyadri Forgings Ltd., Chakan | Jun 2019 – Present
- Forging and machining lines for crankshafts and gear blanks; 450 workmen
- OEE from 61% to 78%; TPM and 5S
Assistant Manager – Production | Precision Auto Components | Jul 2014 – May 2019

Education
B.E. Production, COEP Pune, 2014

Other Responsibilities
- Handled IATF audits for production processes
- Kaizen: 120 implemented in 2025-26, setup time of forging press down 40%

Certifications: Lean Six Sigma Green Belt
Languages: Marathi, Hindi, English`,
  },
  {
    ...S,
    id: 'rf60',
    resume: `SUBHANKAR DAS
Production Supervisor – Casting & Setting | Jewellery
Mumbai (Marol)

Summary
8 years in jewellery manufacturing. Supervise the casting and setting departments (60 karigars) of a gold and diamond jewellery factory. Daily targets, issue and receipt of gold by bag, loss reporting and quality of setting.

Achievements
- Casting defects down 25% after sprue and flask schedule changes
- Department loss within norm for 24 straight months

Experience
Production Supervisor | Shubh Labh Jewels Pvt. Ltd., Marol | Aug 2021 – Present (reports to Production Manager)
Setting In-charge | Shubh Labh Jewels Pvt. Ltd. | Jan 2020 – Jul 2021
Setter | Howrah workshop | Nov 2018 – Dec 2019

Education
Higher Secondary, West Bengal Board, 2017
Certificate in Jewellery Casting, IIGJ, 2020

Skills
Casting, setting, bag tracking, gold issue/receipt, karigar supervision`,
    skills: ['Casting', 'Stone setting', 'Karigar supervision', 'Gold issue and receipt'],
    preferredRoles: ['Production Manager', 'Production Supervisor'],
    yearsOfExperience: 8,
    city: 'Mumbai',
  },
];

export const RESUME7_LABELS: Labels = {
  'rf-rsm-karnataka': { rf01: 2, rf02: 2, rf05: 2, rf03: 1, rf04: 1 },
  'rf-purchase-mgr': { rf08: 2, rf09: 2, rf11: 2, rf12: 1, rf13: 1, rf45: 1 },
  'rf-finance-bullion': { rf14: 2, rf15: 2, rf18: 2, rf16: 1, rf17: 1, rf19: 1 },
  'rf-hr-retail': { rf20: 2, rf21: 2, rf26: 2, rf22: 1, rf24: 1, rf25: 1 },
  'rf-digital-ecom': { rf27: 2, rf28: 2, rf32: 2, rf29: 1, rf31: 1 },
  'rf-qa-hallmark': { rf33: 2, rf34: 2, rf38: 2, rf35: 1, rf37: 1 },
  'rf-export-mgr': { rf39: 2, rf40: 2, rf43: 2, rf41: 1, rf42: 1, rf12: 1 },
  'rf-category-mgr': { rf44: 2, rf45: 2, rf49: 2, rf46: 1, rf48: 1, rf08: 1, rf09: 1 },
  'rf-head-design': { rf50: 2, rf51: 2, rf55: 2, rf54: 1, rf49: 1 },
  'rf-production-mgr': { rf56: 2, rf57: 2, rf07: 2, rf60: 1, rf33: 1 },
};
