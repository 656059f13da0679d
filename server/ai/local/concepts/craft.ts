/** Design, bench craft, production and quality: how jewellery is made (see ../lexicon.ts). */
import type { Concept } from './concept';

export const CRAFT_CONCEPTS: Concept[] = [
  // design
  {
    id: 'jewellery_designer', families: ['design'], weight: 1.6,
    terms: ['jewellery designer', 'jewelry designer', 'jewellery design', 'jewelry design', 'designer', 'design', 'designing',
      'collection design', 'product design', 'accessory designer', 'accessories designer', 'design development',
      'collection development', 'concept development', 'trend forecasting', 'trend research', 'nift', 'niid', 'jdti'],
  },
  {
    id: 'cad', families: ['design'], weight: 2, related: ['rhino', 'matrixgold', 'modelling_3d'],
    terms: ['cad', 'cad designer', 'cad design', 'cad jewellery', 'cad designing', 'computer aided design', 'cad cam', 'cad/cam',
      'cad modeller', 'cad modeler', 'cad artist', 'cad jewellery designer', '3d jewellery designer', '3d jewelry designer'],
  },
  { id: 'rhino', families: ['design'], weight: 2, related: ['cad', 'matrixgold'], terms: ['rhino', 'rhino 3d', 'rhinoceros', 'rhinogold', 'rhino gold'] },
  { id: 'matrixgold', families: ['design'], weight: 2, related: ['cad', 'rhino'], terms: ['matrixgold', 'matrix gold', 'matrix', 'gemvision'] },
  { id: 'zbrush', families: ['design'], weight: 1.8, related: ['modelling_3d', 'cad'], terms: ['zbrush', 'z brush', 'sculpting', 'digital sculpting', 'blender'] },
  {
    id: 'modelling_3d', families: ['design'], weight: 1.8, related: ['cad'],
    terms: ['3d modelling', '3d modeling', '3d model', '3d models', '3d design', '3d', '3d printing', '3d print', 'stl', 'keyshot',
      'rendering', 'renders', 'render', 'photorealistic', 'vray', 'v ray'],
  },
  {
    id: 'sketching', families: ['design'], weight: 1.6, related: ['jewellery_designer'],
    terms: ['hand sketching', 'sketching', 'sketch', 'sketches', 'hand drawing', 'gouache', 'illustration', 'moodboard', 'mood board',
      'concept drawing', 'manual sketching', 'freehand drawing', 'free hand sketching', 'technical drawing', 'hand rendering',
      'manual rendering', 'gouache rendering', 'colour rendering'],
  },
  { id: 'adobe', families: ['design', 'digital'], weight: 1.1, terms: ['photoshop', 'illustrator', 'coreldraw', 'corel draw', 'adobe', 'indesign', 'canva', 'lightroom'] },
  {
    id: 'autocad', families: ['design'], weight: 1.4, related: ['cad'],
    terms: ['autocad', 'solidworks', 'fusion 360', 'jewelcad', 'jewel cad', '3design', '3 design', 'counter sketch', 'countersketch',
      'firestorm', 'firestorm cad'],
  },
  // bench craft
  {
    id: 'karigar', families: ['bench'], weight: 1.8, related: ['goldsmith'],
    terms: ['karigar', 'karigars', 'karigari', 'kaarigar', 'artisan', 'artisans', 'craftsman', 'craftsmen', 'craftsmanship',
      'bench work', 'handmade', 'handcrafted', 'hand made', 'jewellery maker',
      'jewelry maker', 'jewellery fabricator', 'jewellery craftsman'],
  },
  {
    id: 'goldsmith', families: ['bench', 'metal'], weight: 1.8, related: ['karigar'],
    terms: ['goldsmith', 'goldsmiths', 'goldsmithing', 'silversmith', 'silversmithing', 'soldering', 'solder', 'fabrication', 'filing',
      'sizing', 'ring sizing', 'repair', 'repairs', 'jewellery repair', 'metalsmith', 'metalsmithing', 'laser soldering',
      'laser welding', 'laser welder', 'findings', 'clasps', 'chain making', 'machine chains', 'bangle making', 'resizing',
      'ring resizing', 'hand fabrication', 'solderer', 'repairer', 'chain maker',
      // the goldsmith by his other names: the Western trade's bench jeweller, the Hindi sunar
      'bench jeweller', 'bench jeweler', 'sunar'],
  },
  {
    id: 'stone_setting', families: ['bench'], weight: 2, related: ['goldsmith', 'gems'],
    terms: ['stone setter', 'stone setting', 'setting', 'setter', 'prong setting', 'pave', 'pave setting', 'micro pave', 'micro setting',
      'bezel setting', 'channel setting', 'claw setting', 'invisible setting', 'kundan setting', 'bead setting', 'bright cut',
      'flush setting', 'gypsy setting', 'tension setting', 'jadau setting', 'pressure setting', 'diamond setting', 'gem setting',
      'diamond setter', 'jadai', 'jadiya', 'stone fixing', 'stone fitting', 'micro setter', 'pave setter'],
  },
  {
    id: 'casting', families: ['bench', 'metal'], weight: 2, related: ['wax'],
    terms: ['casting', 'caster', 'casting technician', 'lost wax casting', 'investment casting', 'vacuum casting', 'induction casting',
      'burnout', 'moulding', 'molding', 'rubber mould', 'rubber mold', 'centrifugal casting', 'investment powder', 'mould making',
      'mold making', 'silicone mould', 'silicone mold', 'tree making', 'casting machine'],
  },
  {
    id: 'wax', families: ['bench', 'design'], weight: 1.9, related: ['casting', 'sketching'],
    terms: ['wax carver', 'wax carving', 'wax', 'wax model', 'wax models', 'wax setting', 'wax injection', 'wax tree', 'wax injector',
      'wax modeller', 'wax modeler', 'wax pattern'],
  },
  {
    id: 'polishing', families: ['bench'], weight: 1.8,
    terms: ['polisher', 'polishing', 'polish', 'buffing', 'finishing', 'finisher', 'rhodium plating', 'plating', 'plater', 'electroplating', 'electroplater', 'rhodium',
      'pre polish', 'pre polishing', 'final polishing', 'filing and polishing', 'tumbling', 'magnetic polishing', 'barrel polishing',
      'ultrasonic cleaning', 'gold plating', 'micron plating', 'e coating', 'ecoating', 'oxidising', 'oxidizing', 'antique finish',
      'sandblasting', 'matte finish', 'satin finish', 'hammered finish', 'lapping'],
  },
  {
    id: 'enamel', families: ['bench'], weight: 1.8,
    terms: ['enameller', 'enameler', 'enamelist', 'enamelling', 'enameling', 'enamel', 'meenakari', 'meena', 'minakari', 'meena work',
      'meenakari work', 'meenakar', 'meenakars', 'enamel work', 'cloisonne', 'champleve', 'plique a jour', 'cold enamel'],
  },
  {
    id: 'engraving', families: ['bench'], weight: 1.8,
    terms: ['engraver', 'engraving', 'hand engraving', 'laser engraving', 'laser marking', 'hallmarking laser', 'cnc engraving',
      'repousse', 'chasing and repousse', 'hand chasing', 'engraving machine'],
  },
  {
    id: 'traditional_craft', context: true, families: ['bench'], weight: 1.5, related: ['karigar'],
    terms: ['kundan', 'polki', 'jadau', 'temple jewellery', 'temple jewelry', 'filigree', 'antique jewellery', 'nakshi', 'nakashi',
      'kundan meena', 'jadau jewellery', 'uncut diamonds', 'tarkashi', 'thewa', 'navratna', 'navaratna', 'guttapusalu',
      'kolhapuri saaj', 'rani haar', 'vaddanam', 'oddiyanam', 'kamarbandh', 'rajwadi'],
  },
  {
    id: 'production', families: ['bench', 'management'], weight: 1.4, related: ['quality'],
    terms: ['production manager', 'production', 'manufacturing', 'manufacture', 'factory', 'workshop', 'production planning', 'ppc',
      'shop floor', 'lean manufacturing', 'yield', 'metal loss', 'jewellery manufacturing', 'production head', 'factory manager',
      'plant head', 'unit head', 'workshop manager', 'manufacturing unit', 'karkhana', 'job work', 'job worker', 'karigar management',
      'gold loss', 'loss control', 'wastage control', 'melting', 'alloying', 'master alloy', 'gold refining', 'gold refinery', 'galai',
      'rolling mill', 'wire drawing', 'electroforming', 'kaizen', '5s', 'six sigma', 'capacity planning', 'bom',
      'bill of materials', 'export house'],
  },
  {
    id: 'cnc', families: ['bench', 'design'], weight: 1.5, related: ['cad', 'modelling_3d'],
    terms: ['cnc', 'cam', 'milling', '3d printer', 'resin printing', 'rapid prototyping', 'prototype', 'prototyping', 'wax printing',
      'wax printer', 'resin printer', 'envisiontec', 'solidscape', 'asiga', 'formlabs', 'cnc milling', 'cnc machining'],
  },
  // quality
  {
    id: 'quality', families: ['quality'], weight: 1.8, related: ['production', 'hallmarking'],
    terms: ['quality controller', 'quality control', 'quality', 'qc', 'qa', 'quality assurance', 'quality check', 'quality checks',
      'inspection', 'inspections', 'defects', 'rejection', 'rejections', 'iso', 'iso 9001', 'standards', 'sop', 'sops',
      'quality checker', 'final inspection', 'incoming inspection', 'in process qc', 'in process inspection', 'metal qc', 'stone qc',
      'diamond qc', 'aql', 'capa', 'root cause analysis', 'quality audit', 'rjc', 'responsible jewellery council',
      'kimberley process', 'chain of custody', 'nabl', 'iso 17025'],
  },
];
