// The names the generated world is made of. Teams are fictional-but-believable where real ones would imply
// real fixtures; leagues and countries are real so operators recognise the structure.

export interface LeagueSeed {
  name: string;
  priority: number;
  teams: readonly string[];
}

export interface CategorySeed {
  name: string;
  countryCode: string | null;
  priority: number;
  leagues: readonly LeagueSeed[];
}

export interface SportSeed {
  key: string;
  /** Which pricing model prices it. */
  model: 'goals' | 'points' | 'sets' | 'maps';
  categories: readonly CategorySeed[];
}

const clubs = (city: readonly string[], suffixes: readonly string[]) =>
  city.map((c, i) => `${c} ${suffixes[i % suffixes.length]}`);

export const catalogueSeeds: readonly SportSeed[] = [
  {
    key: 'football',
    model: 'goals',
    categories: [
      {
        name: 'England',
        countryCode: 'GB',
        priority: 100,
        leagues: [
          {
            name: 'Premier League',
            priority: 100,
            teams: clubs(
              [
                'Arlington',
                'Bramford',
                'Castleton',
                'Dunmore',
                'Eastwick',
                'Fairhaven',
                'Glenbury',
                'Harwich',
                'Ironbridge',
                'Kingsmoor',
                'Langley',
                'Marston',
              ],
              ['United', 'City', 'Rovers', 'Athletic', 'Town', 'Wanderers'],
            ),
          },
          {
            name: 'Championship',
            priority: 80,
            teams: clubs(
              [
                'Northam',
                'Oakridge',
                'Penrith',
                'Queensbury',
                'Redcliff',
                'Stowe',
                'Thornbury',
                'Upton',
                'Westbrook',
                'Yarmouth',
              ],
              ['FC', 'Albion', 'County', 'United', 'City'],
            ),
          },
        ],
      },
      {
        name: 'Spain',
        countryCode: 'ES',
        priority: 95,
        leagues: [
          {
            name: 'LaLiga',
            priority: 98,
            teams: clubs(
              [
                'Alcora',
                'Benalmar',
                'Castella',
                'Doria',
                'Estepa',
                'Fuenmayor',
                'Granadilla',
                'Huelvar',
                'Isla Verde',
                'Jaraiz',
              ],
              ['CF', 'Deportivo', 'Real', 'Atlético', 'UD'],
            ),
          },
        ],
      },
      {
        name: 'Germany',
        countryCode: 'DE',
        priority: 94,
        leagues: [
          {
            name: 'Bundesliga',
            priority: 97,
            teams: clubs(
              [
                'Altheim',
                'Bergstadt',
                'Dornfeld',
                'Eichwald',
                'Falkenau',
                'Grünberg',
                'Hohenfels',
                'Kaltenbach',
                'Lindau',
                'Mühlhausen',
              ],
              ['SV', 'FC', 'VfB', 'Borussia', 'TSV'],
            ),
          },
        ],
      },
      {
        name: 'Italy',
        countryCode: 'IT',
        priority: 93,
        leagues: [
          {
            name: 'Serie A',
            priority: 96,
            teams: clubs(
              [
                'Aurelia',
                'Bellano',
                'Castoro',
                'Domodossola',
                'Ercolano',
                'Fiorano',
                'Gallico',
                'Lucera',
                'Montalto',
                'Novara Alta',
              ],
              ['Calcio', 'AC', 'Sporting', 'United', 'FC'],
            ),
          },
        ],
      },
      {
        name: 'France',
        countryCode: 'FR',
        priority: 92,
        leagues: [
          {
            name: 'Ligue 1',
            priority: 95,
            teams: clubs(
              ['Aubenac', 'Belval', 'Châtelard', 'Doucier', 'Estaing', 'Fontvieille', 'Gravelle', 'Lormont'],
              ['FC', 'Olympique', 'Stade', 'AS'],
            ),
          },
        ],
      },
      {
        name: 'International Clubs',
        countryCode: null,
        priority: 99,
        leagues: [
          {
            name: 'Champions Cup',
            priority: 99,
            teams: [
              'Arlington United',
              'Castella Real',
              'Bergstadt FC',
              'Aurelia Calcio',
              'Aubenac Olympique',
              'Porto Mar',
              'Ajaxburg',
              'Celtic Vale',
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'tennis',
    model: 'sets',
    categories: [
      {
        name: 'ATP',
        countryCode: null,
        priority: 100,
        leagues: [
          {
            name: 'ATP Masters Vienna',
            priority: 90,
            teams: [
              'L. Moreau',
              'D. Kovac',
              'A. Lindqvist',
              'J. Carvalho',
              'M. Rossi',
              'T. Nakamura',
              'F. Weber',
              'C. Ortega',
              'R. Novak',
              'S. Petrov',
            ],
          },
        ],
      },
      {
        name: 'WTA',
        countryCode: null,
        priority: 95,
        leagues: [
          {
            name: 'WTA Finals',
            priority: 88,
            teams: [
              'E. Laurent',
              'I. Horvat',
              'K. Svensson',
              'B. Almeida',
              'G. Bianchi',
              'Y. Tanaka',
              'H. Schmidt',
              'P. Alonso',
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'basketball',
    model: 'points',
    categories: [
      {
        name: 'USA',
        countryCode: 'US',
        priority: 100,
        leagues: [
          {
            name: 'Pro Basketball League',
            priority: 95,
            teams: clubs(
              [
                'Bayport',
                'Cedar Falls',
                'Dawson',
                'Elk Grove',
                'Fort Lane',
                'Granite City',
                'Harbor View',
                'Iron Hill',
              ],
              ['Hawks', 'Kings', 'Comets', 'Stallions'],
            ),
          },
        ],
      },
      {
        name: 'Europe',
        countryCode: null,
        priority: 90,
        leagues: [
          {
            name: 'EuroCup',
            priority: 85,
            teams: clubs(
              ['Valmora', 'Zagorje', 'Kaunava', 'Istanbulu', 'Belgrava', 'Pireas'],
              ['Basket', 'BC', 'KK'],
            ),
          },
        ],
      },
    ],
  },
  {
    key: 'ice-hockey',
    model: 'goals',
    categories: [
      {
        name: 'North America',
        countryCode: null,
        priority: 100,
        leagues: [
          {
            name: 'Pro Hockey League',
            priority: 92,
            teams: clubs(
              ['Calder', 'Mapleton', 'Northfield', 'Ridgeway', 'Silverlake', 'Timberline'],
              ['Wolves', 'Blades', 'Frost', 'Bears'],
            ),
          },
        ],
      },
      {
        name: 'Sweden',
        countryCode: 'SE',
        priority: 80,
        leagues: [
          {
            name: 'SHL',
            priority: 75,
            teams: clubs(['Björkby', 'Dalsjö', 'Falkholm', 'Lövsta', 'Norrvik', 'Åsby'], ['IK', 'HC', 'IF']),
          },
        ],
      },
    ],
  },
  {
    key: 'volleyball',
    model: 'sets',
    categories: [
      {
        name: 'Italy',
        countryCode: 'IT',
        priority: 90,
        leagues: [
          {
            name: 'SuperLega',
            priority: 80,
            teams: clubs(
              ['Treviglio', 'Modena Sud', 'Perugino', 'Civitella', 'Piacenzano', 'Trentino Alto'],
              ['Volley', 'Pallavolo'],
            ),
          },
        ],
      },
    ],
  },
  {
    key: 'handball',
    model: 'points',
    categories: [
      {
        name: 'Germany',
        countryCode: 'DE',
        priority: 90,
        leagues: [
          {
            name: 'Handball-Bundesliga',
            priority: 80,
            teams: clubs(
              ['Kielstadt', 'Flensau', 'Magdenburg', 'Lemgau', 'Melsung', 'Rhein-Neckar'],
              ['THW', 'HSV', 'SC', 'TBV'],
            ),
          },
        ],
      },
    ],
  },
  {
    key: 'table-tennis',
    model: 'sets',
    categories: [
      {
        name: 'International',
        countryCode: null,
        priority: 80,
        leagues: [
          {
            name: 'TT Elite Series',
            priority: 70,
            teams: [
              'W. Chen',
              'O. Kowalski',
              'N. Haddad',
              'P. Dubois',
              'Z. Ivanov',
              'R. Okafor',
              'T. Lindgren',
              'M. Santos',
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'baseball',
    model: 'points',
    categories: [
      {
        name: 'USA',
        countryCode: 'US',
        priority: 90,
        leagues: [
          {
            name: 'Pro Baseball League',
            priority: 80,
            teams: clubs(
              ['Bayside', 'Copper Creek', 'Delmar', 'Easton', 'Fulton', 'Greenville'],
              ['Mariners', 'Miners', 'Pilots', 'Rangers'],
            ),
          },
        ],
      },
    ],
  },
  {
    key: 'american-football',
    model: 'points',
    categories: [
      {
        name: 'USA',
        countryCode: 'US',
        priority: 90,
        leagues: [
          {
            name: 'Pro Football League',
            priority: 85,
            teams: clubs(
              ['Ashford', 'Boulder Bay', 'Clearwater', 'Denton', 'Everett', 'Foxborough'],
              ['Titans', 'Chargers', 'Patriots', 'Raiders'],
            ),
          },
        ],
      },
    ],
  },
  {
    key: 'cs2',
    model: 'maps',
    categories: [
      {
        name: 'International',
        countryCode: null,
        priority: 90,
        leagues: [
          {
            name: 'CS2 Pro Series',
            priority: 85,
            teams: [
              'Nova Syndicate',
              'Iron Wolves',
              'Team Polaris',
              'Crimson Five',
              'Vertex Gaming',
              'Northern Lights',
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'dota-2',
    model: 'maps',
    categories: [
      {
        name: 'International',
        countryCode: null,
        priority: 90,
        leagues: [
          {
            name: 'Dota 2 Champions League',
            priority: 80,
            teams: [
              'Ancient Order',
              'Radiant Rise',
              'Dire Straits',
              'Mystic Tide',
              'Storm Spirits',
              'Team Aegis',
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'league-of-legends',
    model: 'maps',
    categories: [
      {
        name: 'International',
        countryCode: null,
        priority: 90,
        leagues: [
          {
            name: 'LoL Masters',
            priority: 80,
            teams: [
              'Rift Kings',
              'Baron Esports',
              'Nexus Five',
              'Dragon Soul',
              'Elder Gaming',
              'Team Herald',
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'efootball',
    model: 'goals',
    categories: [
      {
        name: 'International',
        countryCode: null,
        priority: 80,
        leagues: [
          {
            name: 'eFootball Battle League',
            priority: 70,
            teams: [
              'Arlington United (Ace)',
              'Castella Real (Milo)',
              'Bergstadt FC (Kruger)',
              'Aurelia Calcio (Dante)',
              'Aubenac Olympique (Remy)',
              'Porto Mar (Tiago)',
            ],
          },
        ],
      },
    ],
  },
];
