/** Cities of the jewellery and luxury trade, with the state and postcode shapes people expect. */
export interface Place {
  city: string;
  state: string;
  country: string;
  /** postcode prefix; the generator appends digits */
  zipPrefix: string;
  zipDigits: number;
  phonePrefix: string;
  /** how often the city appears (the marketplace is mostly Indian) */
  weight: number;
  streets: readonly string[];
}

export const PLACES: readonly Place[] = [
  { city: 'Mumbai', state: 'Maharashtra', country: 'India', zipPrefix: '400', zipDigits: 3, phonePrefix: '+91 9', weight: 16, streets: ['Zaveri Bazaar', 'Opera House', 'Bandra Kurla Complex', 'Andheri East SEEPZ', 'Linking Road, Bandra', 'Nariman Point'] },
  { city: 'Surat', state: 'Gujarat', country: 'India', zipPrefix: '395', zipDigits: 3, phonePrefix: '+91 9', weight: 10, streets: ['Mahidharpura', 'Varachha Road', 'Katargam', 'Surat Diamond Bourse, Khajod', 'Mini Bazar'] },
  { city: 'Jaipur', state: 'Rajasthan', country: 'India', zipPrefix: '302', zipDigits: 3, phonePrefix: '+91 9', weight: 8, streets: ['Johari Bazaar', 'Gopalji Ka Rasta', 'Sitapura Industrial Area', 'MI Road', 'C-Scheme'] },
  { city: 'Hyderabad', state: 'Telangana', country: 'India', zipPrefix: '500', zipDigits: 3, phonePrefix: '+91 9', weight: 6, streets: ['Abids', 'Banjara Hills Road No. 12', 'Charminar Pathergatti', 'Jubilee Hills', 'Somajiguda'] },
  { city: 'New Delhi', state: 'Delhi', country: 'India', zipPrefix: '110', zipDigits: 3, phonePrefix: '+91 9', weight: 8, streets: ['Karol Bagh', 'Chandni Chowk, Dariba Kalan', 'South Extension Part II', 'Connaught Place', 'Greater Kailash M Block'] },
  { city: 'Bengaluru', state: 'Karnataka', country: 'India', zipPrefix: '560', zipDigits: 3, phonePrefix: '+91 9', weight: 6, streets: ['Commercial Street', 'MG Road', 'Jayanagar 4th Block', 'Indiranagar 100 Feet Road', 'UB City'] },
  { city: 'Chennai', state: 'Tamil Nadu', country: 'India', zipPrefix: '600', zipDigits: 3, phonePrefix: '+91 9', weight: 5, streets: ['T. Nagar, Usman Road', 'Sowcarpet', 'Anna Salai', 'Mylapore', 'Velachery Main Road'] },
  { city: 'Kolkata', state: 'West Bengal', country: 'India', zipPrefix: '700', zipDigits: 3, phonePrefix: '+91 9', weight: 4, streets: ['Bowbazar', 'Park Street', 'Gariahat Road', 'Burrabazar', 'Salt Lake Sector V'] },
  { city: 'Thrissur', state: 'Kerala', country: 'India', zipPrefix: '680', zipDigits: 3, phonePrefix: '+91 9', weight: 3, streets: ['Round North', 'MG Road', 'Shornur Road'] },
  { city: 'Ahmedabad', state: 'Gujarat', country: 'India', zipPrefix: '380', zipDigits: 3, phonePrefix: '+91 9', weight: 3, streets: ['Manek Chowk', 'CG Road', 'SG Highway', 'Navrangpura'] },
  { city: 'Coimbatore', state: 'Tamil Nadu', country: 'India', zipPrefix: '641', zipDigits: 3, phonePrefix: '+91 9', weight: 2, streets: ['Big Bazaar Street', 'RS Puram', 'Avinashi Road'] },
  { city: 'Pune', state: 'Maharashtra', country: 'India', zipPrefix: '411', zipDigits: 3, phonePrefix: '+91 9', weight: 3, streets: ['Laxmi Road', 'FC Road', 'Koregaon Park'] },
  { city: 'Antwerp', state: 'Antwerp', country: 'Belgium', zipPrefix: '20', zipDigits: 2, phonePrefix: '+32 3 ', weight: 3, streets: ['Hoveniersstraat', 'Schupstraat', 'Pelikaanstraat', 'Rijfstraat'] },
  { city: 'Dubai', state: 'Dubai', country: 'United Arab Emirates', zipPrefix: '', zipDigits: 5, phonePrefix: '+971 5', weight: 4, streets: ['Gold Souk, Deira', 'Almas Tower, JLT', 'Dubai Mall, Downtown', 'Al Karama'] },
  { city: 'London', state: 'England', country: 'United Kingdom', zipPrefix: 'EC1N ', zipDigits: 1, phonePrefix: '+44 20 ', weight: 3, streets: ['Hatton Garden', 'Bond Street', 'Burlington Arcade', 'Sloane Street'] },
  { city: 'New York', state: 'New York', country: 'United States', zipPrefix: '100', zipDigits: 2, phonePrefix: '+1 212 ', weight: 3, streets: ['47th Street, Diamond District', 'Fifth Avenue', 'Madison Avenue', 'Canal Street'] },
  { city: 'Hong Kong', state: 'Hong Kong', country: 'Hong Kong', zipPrefix: '', zipDigits: 0, phonePrefix: '+852 ', weight: 2, streets: ['Nathan Road, Tsim Sha Tsui', 'Hung Hom', 'Queen\'s Road Central', 'Canton Road'] },
  { city: 'Singapore', state: 'Singapore', country: 'Singapore', zipPrefix: '23', zipDigits: 4, phonePrefix: '+65 ', weight: 1, streets: ['Orchard Road', 'Marina Bay Sands', 'South Bridge Road'] },
  { city: 'Geneva', state: 'Geneva', country: 'Switzerland', zipPrefix: '12', zipDigits: 2, phonePrefix: '+41 22 ', weight: 1, streets: ['Rue du Rhône', 'Quai du Mont-Blanc', 'Rue de la Corraterie'] },
  { city: 'Bangkok', state: 'Bangkok', country: 'Thailand', zipPrefix: '10', zipDigits: 3, phonePrefix: '+66 2 ', weight: 1, streets: ['Silom Road', 'Mahesak Road', 'Sukhumvit Soi 11'] },
];

export const PLACE_WEIGHTS: ReadonlyArray<readonly [Place, number]> = PLACES.map((p) => [p, p.weight] as const);

export function locationLabel(place: Place): string {
  return place.city === place.state ? `${place.city}, ${place.country}` : `${place.city}, ${place.state}, ${place.country}`;
}

export function placeOfCity(city: string | null): Place | undefined {
  return PLACES.find((p) => p.city === city);
}
