/** Names, houses and schools of the trade. */
import type { Category, Family } from './roles';

export const FIRST_NAMES = [
  'Aarav', 'Aditi', 'Akash', 'Ananya', 'Anjali', 'Arjun', 'Bhavesh', 'Chirag', 'Deepa', 'Dhruv', 'Divya', 'Farhan',
  'Gaurav', 'Hardik', 'Harsha', 'Isha', 'Jay', 'Kavya', 'Kiran', 'Krunal', 'Lakshmi', 'Manish', 'Meera', 'Mihir',
  'Naina', 'Neha', 'Nikhil', 'Nisha', 'Pooja', 'Pranav', 'Priya', 'Rahul', 'Rajesh', 'Ravi', 'Riya', 'Rohan',
  'Sakshi', 'Sandeep', 'Sanjay', 'Shreya', 'Simran', 'Sneha', 'Suresh', 'Tanvi', 'Tejas', 'Vikram', 'Yash', 'Zoya',
  'Fatima', 'Imran', 'Ayesha', 'Salman', 'Joseph', 'Maria', 'Anita', 'Thomas', 'Lukas', 'Sophie', 'Emma', 'Oliver',
  'Layla', 'Omar', 'Hannah', 'Daniel', 'Grace', 'Wei', 'Mei', 'Kenji', 'Chloe', 'Noah', 'Elena', 'Marco',
];

export const LAST_NAMES = [
  'Shah', 'Mehta', 'Patel', 'Desai', 'Joshi', 'Sharma', 'Verma', 'Gupta', 'Agarwal', 'Jain', 'Soni', 'Zaveri',
  'Choksi', 'Kothari', 'Bhansali', 'Reddy', 'Rao', 'Nair', 'Menon', 'Iyer', 'Pillai', 'Banerjee', 'Das', 'Ghosh',
  'Khan', 'Sheikh', 'Qureshi', 'Singh', 'Kaur', 'Malhotra', 'Kapoor', 'Chopra', 'Saxena', 'Mishra', 'Pandey', 'Yadav',
  'Dsouza', 'Fernandes', 'Pereira', 'Peeters', 'Janssens', 'Wouters', 'Smith', 'Taylor', 'Brown', 'Cohen', 'Levy',
  'Haddad', 'Al Mansoori', 'Chan', 'Wong', 'Lee', 'Tanaka', 'Rossi', 'Bianchi', 'Dubois', 'Müller', 'Martin',
];

/** Parts of jewellery-house names: "<founder> <kind>" or "<word> <kind>". */
export const HOUSE_WORDS = [
  'Tanishka', 'Kalyani', 'Ratnam', 'Heeraka', 'Suvarna', 'Navratna', 'Zaveri', 'Kohinoor', 'Moti', 'Panna', 'Neelam',
  'Shubh', 'Aabhushan', 'Kundanika', 'Lumière', 'Solitaire', 'Aurum', 'Carat', 'Brilliance', 'Regal', 'Meridian',
  'Hatton', 'Bourse', 'Orchid', 'Opaline', 'Sapphire Coast', 'Emerald Row', 'Golden Lotus', 'Silver Pearl', 'Star',
  'Heritage', 'Royal Crest', 'Ivory Lane', 'Velvet Box', 'Maison Varma', 'Atelier Sen', 'Noor', 'Sitara', 'Prism',
];

export interface HouseKind {
  suffix: string;
  industry: string;
  about: string;
  /** what it makes or sells: the jobs it posts come from roles of these categories */
  categories: readonly Category[];
}

export const HOUSE_KINDS: readonly HouseKind[] = [
  { suffix: 'Jewellers', categories: ['Jewellery Retail', 'Jewellery Manufacturing', 'Bridal Wear'], industry: 'Jewellery', about: 'a family jewellery house known for bridal gold, kundan and polki sets, with showrooms and an in-house karigar workshop' },
  { suffix: 'Diamonds', categories: ['Natural Diamond', 'Diamond Grading', 'Jewellery Manufacturing'], industry: 'Gemstone', about: 'a diamond manufacturer that cuts and polishes natural diamonds and exports certified stones to Antwerp, Dubai and New York' },
  { suffix: 'Lab Grown Diamonds', categories: ['Lab Grown Diamond', 'Jewellery Retail'], industry: 'D2C Brands', about: 'a direct-to-consumer brand of IGI-certified lab-grown diamond jewellery, sold online and in experience studios' },
  { suffix: 'Gems & Jewels', categories: ['Gemstone', 'Jewellery Manufacturing', 'Natural Diamond'], industry: 'Gemstone', about: 'a gemstone house trading emeralds, rubies and sapphires and making coloured-stone jewellery' },
  { suffix: 'Bullion', categories: ['Jewellery Manufacturing', 'Jewellery Retail'], industry: 'Precious Metals', about: 'a bullion and refinery business supplying hallmarked gold and silver to manufacturers and retailers' },
  { suffix: 'Fine Jewellery', categories: ['Jewellery Retail', 'Lab Grown Diamond', 'Natural Diamond', 'Bridal Wear'], industry: 'Jewellery', about: 'a fine-jewellery brand designing contemporary diamond and gold collections for everyday luxury' },
  { suffix: 'Watches & Co.', categories: ['Watches', 'Jewellery Retail'], industry: 'Luxury Retail', about: 'an authorised retailer of Swiss watches with boutiques, a service centre and a certified pre-owned programme' },
  { suffix: 'Luxury Retail', categories: ['Bags', 'Watches', 'Cosmetics', 'Footwear', 'Clothing'], industry: 'Luxury Retail', about: 'a multi-brand luxury retailer of watches, leather goods, fragrances and jewellery in premium malls' },
  { suffix: 'Mines & Minerals', categories: ['Natural Diamond', 'Gemstone', 'Diamond Grading'], industry: 'Mining', about: 'a mining and rough-trading company supplying rough diamonds and coloured stones to cutters' },
  { suffix: 'Silver Studio', categories: ['Jewellery Retail', 'Clothing', 'Jewellery Manufacturing'], industry: 'D2C Brands', about: 'an online-first brand of 925 sterling silver jewellery with oxidised and gold-plated lines' },
];

/** The kind of house a generated company name ends with (longest suffix first: "Lab Grown Diamonds"). */
export function houseKindOf(companyName: string): HouseKind {
  const kinds = [...HOUSE_KINDS].sort((a, b) => b.suffix.length - a.suffix.length);
  return kinds.find((k) => companyName.includes(` ${k.suffix}`)) ?? HOUSE_KINDS[0];
}

export const EDUCATION: Record<Family, readonly string[]> = {
  design: ['B.Des in Jewellery Design (NIFT)', 'Diploma in Jewellery Design (JDTI)', 'Certificate in Jewellery CAD (IIGJ Mumbai)', 'BFA in Applied Arts'],
  craft: ['10th Pass', '12th Pass', 'ITI Certificate in Jewellery Making', 'Diploma in Jewellery Manufacturing (IIGJ)', 'Traditional karigar apprenticeship'],
  grading: ['GIA Graduate Gemologist (GG)', 'IGI Diamond Grading Certificate', 'B.Sc. Geology and IIGJ Gemmology Diploma', 'GIA Accredited Jewelry Professional (AJP)'],
  operations: ['B.Com', 'BBA', 'MBA (Operations)', 'B.Tech (Production Engineering)', 'Diploma in Jewellery Manufacturing (IIGJ)'],
  retail: ['12th Pass', 'Graduate (any stream)', 'BBA', 'Diploma in Retail Management', 'IIGJ Jewellery Retail Certificate'],
  digital: ['BBA in Marketing', 'MBA (Marketing)', 'Bachelor of Mass Media', 'B.Sc. Photography', 'BA English'],
  corporate: ['B.Com', 'M.Com', 'CA Inter', 'MBA (HR)', 'BBA'],
};

export const INSTITUTES: Record<Family, readonly string[]> = {
  design: ['NIFT Mumbai', 'JDTI Mumbai', 'IIGJ Mumbai', 'Pearl Academy Jaipur', 'Central Saint Martins'],
  craft: ['IIGJ Jaipur', 'Government ITI Surat', 'Family workshop, Zaveri Bazaar', 'SEEPZ skill centre'],
  grading: ['GIA Mumbai', 'IGI Antwerp', 'IIGJ Mumbai', 'GIA Carlsbad', 'HRD Antwerp'],
  operations: ['Mumbai University', 'Gujarat University', 'NMIMS', 'Symbiosis Pune'],
  retail: ['Mumbai University', 'Delhi University', 'Retailers Association Skill Council', 'Osmania University'],
  digital: ['Xavier Institute of Communications', 'MICA Ahmedabad', 'Delhi University', 'Christ University'],
  corporate: ['ICAI', 'Mumbai University', 'Gujarat University', 'Symbiosis Pune'],
};

export const NOTICE_PERIODS = ['Immediate', '15 days', '30 days', '45 days', '60 days', '90 days'] as const;

export const JOB_SOURCES = ['LinkedIn', 'Naukri', 'Indeed', 'Glassdoor', 'Company careers page', 'GJEPC job board'] as const;

export const EXTERNAL_EMPLOYERS = [
  'Tiffany & Co.', 'Cartier', 'Bulgari', 'Swarovski', 'Pandora', 'Chopard', 'Graff', 'De Beers Group', 'Rosy Blue',
  'Kiran Gems', 'Hari Krishna Exports', 'Venus Jewel', 'Malabar Gold & Diamonds', 'Joyalukkas', 'CaratLane', 'BlueStone',
  'Senco Gold', 'PC Jeweller', 'Rolex Service Centre', 'Ethos Watch Boutiques', 'Signet Jewelers', 'Chow Tai Fook',
] as const;
