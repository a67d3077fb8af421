// The names race cards are made of. Tracks are real so punters recognise the meetings; horses, jockeys and
// trainers are generated from parts so no card implies a real entry.

/** A racecourse and when its meetings usually run (UTC hour of the first race). */
export interface TrackSeed {
  name: string;
  country: 'GB' | 'IE' | 'FR' | 'US' | 'AU';
  /** Flat tracks race on the flat only; mixed ones also stage hurdles and chases. */
  surface: 'turf' | 'dirt' | 'all-weather';
  jumps: boolean;
  firstRaceHourUtc: number;
}

/** Countries with racing, as the catalogue's categories. */
export const racingCountries = [
  { code: 'GB', name: 'United Kingdom', priority: 100 },
  { code: 'IE', name: 'Ireland', priority: 90 },
  { code: 'FR', name: 'France', priority: 80 },
  { code: 'US', name: 'USA', priority: 70 },
  { code: 'AU', name: 'Australia', priority: 60 },
] as const;

export const tracks: readonly TrackSeed[] = [
  { name: 'Ascot', country: 'GB', surface: 'turf', jumps: true, firstRaceHourUtc: 13 },
  { name: 'Cheltenham', country: 'GB', surface: 'turf', jumps: true, firstRaceHourUtc: 12 },
  { name: 'Newmarket', country: 'GB', surface: 'turf', jumps: false, firstRaceHourUtc: 13 },
  { name: 'Kempton Park', country: 'GB', surface: 'all-weather', jumps: false, firstRaceHourUtc: 17 },
  { name: 'Wolverhampton', country: 'GB', surface: 'all-weather', jumps: false, firstRaceHourUtc: 16 },
  { name: 'Sandown Park', country: 'GB', surface: 'turf', jumps: true, firstRaceHourUtc: 12 },
  { name: 'Leopardstown', country: 'IE', surface: 'turf', jumps: true, firstRaceHourUtc: 12 },
  { name: 'Dundalk', country: 'IE', surface: 'all-weather', jumps: false, firstRaceHourUtc: 17 },
  { name: 'Fairyhouse', country: 'IE', surface: 'turf', jumps: true, firstRaceHourUtc: 12 },
  { name: 'Longchamp', country: 'FR', surface: 'turf', jumps: false, firstRaceHourUtc: 12 },
  { name: 'Chantilly', country: 'FR', surface: 'turf', jumps: false, firstRaceHourUtc: 11 },
  { name: 'Deauville', country: 'FR', surface: 'all-weather', jumps: false, firstRaceHourUtc: 11 },
  { name: 'Gulfstream Park', country: 'US', surface: 'dirt', jumps: false, firstRaceHourUtc: 17 },
  { name: 'Santa Anita', country: 'US', surface: 'dirt', jumps: false, firstRaceHourUtc: 19 },
  { name: 'Aqueduct', country: 'US', surface: 'dirt', jumps: false, firstRaceHourUtc: 18 },
  { name: 'Flemington', country: 'AU', surface: 'turf', jumps: false, firstRaceHourUtc: 2 },
  { name: 'Randwick', country: 'AU', surface: 'turf', jumps: false, firstRaceHourUtc: 3 },
  { name: 'Caulfield', country: 'AU', surface: 'turf', jumps: false, firstRaceHourUtc: 1 },
];

export const horseNameStarts = [
  'Silver',
  'Golden',
  'Midnight',
  'Royal',
  'Storm',
  'Wild',
  'Highland',
  'Lucky',
  'Northern',
  'Velvet',
  'Crimson',
  'Secret',
  'Dancing',
  'Quiet',
  'Brave',
  'Misty',
  'Copper',
  'Emerald',
  'Thunder',
  'Winter',
] as const;

export const horseNameEnds = [
  'Harbour',
  'Legend',
  'Comet',
  'Rebel',
  'Whisper',
  'Spirit',
  'Arrow',
  'Echo',
  'Charm',
  'Voyage',
  'Dancer',
  'Knight',
  'Melody',
  'Flame',
  'Warrior',
  'Breeze',
  'Ruler',
  'Promise',
  'Jewel',
  'Falcon',
] as const;

export const jockeys = [
  'T. Marquand',
  'O. Murphy',
  'H. Doyle',
  'R. Moore',
  'W. Buick',
  'P. Townend',
  'R. Blackmore',
  'J. Kennedy',
  'M. Guyon',
  'C. Soumillon',
  'I. Ortiz Jr',
  'F. Prat',
  'J. McDonald',
  'C. Williams',
  'D. Tudhope',
  'S. Levey',
] as const;

export const trainers = [
  'A. Balding',
  'J. Gosden',
  'W. Mullins',
  'G. Elliott',
  'N. Henderson',
  'P. Nicholls',
  'A. O\u2019Brien',
  'A. Fabre',
  'C. Laffon-Parias',
  'T. Pletcher',
  'B. Baffert',
  'C. Waller',
  'K. Burke',
  'R. Varian',
] as const;

export const raceNameParts = {
  sponsors: [
    'Coral',
    'Sky Bet',
    'Betfair',
    'Paddy Power',
    'Unibet',
    'William Hill',
    'Racing TV',
    'At The Races',
  ],
  kinds: {
    flat: [
      'Handicap',
      'Maiden Stakes',
      'Novice Stakes',
      'Conditions Stakes',
      'Listed Stakes',
      'Group 3 Stakes',
    ],
    hurdle: ['Novices\u2019 Hurdle', 'Handicap Hurdle', 'Juvenile Hurdle', 'Maiden Hurdle'],
    chase: ['Handicap Chase', 'Novices\u2019 Chase', 'Beginners\u2019 Chase'],
  },
} as const;

/** Colours silks are drawn from. */
export const silkColours = [
  '#1f3a93',
  '#ffffff',
  '#c0392b',
  '#f1c40f',
  '#27ae60',
  '#000000',
  '#8e44ad',
  '#e67e22',
  '#16a085',
  '#7f8c8d',
  '#d35400',
  '#2c3e50',
  '#f39c12',
  '#2980b9',
  '#e84393',
  '#6d214f',
] as const;

export const silkPatterns = ['plain', 'hoops', 'stripes', 'chevrons', 'star', 'diamond'] as const;
