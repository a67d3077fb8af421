import type { Random } from '../random';

const firstNames = [
  'Adam',
  'Bruno',
  'Carlos',
  'Dario',
  'Erik',
  'Felix',
  'Goran',
  'Hugo',
  'Ivan',
  'Jonas',
  'Karim',
  'Luca',
  'Mateo',
  'Nico',
  'Oscar',
  'Pablo',
  'Rafael',
  'Sami',
  'Tomas',
  'Viktor',
] as const;

const lastNames = [
  'Alves',
  'Berg',
  'Costa',
  'Dalton',
  'Eriksen',
  'Ferreira',
  'Grant',
  'Hoffmann',
  'Ivanov',
  'Jansen',
  'Kovac',
  'Lindqvist',
  'Moreau',
  'Novak',
  'Okafor',
  'Petit',
  'Rossi',
  'Silva',
  'Torres',
  'Weber',
] as const;

/** A believable, fictional striker's name (`L. Rossi`) from the seeded random. */
export function strikerName(random: Random): string {
  return `${random.pick(firstNames).charAt(0)}. ${random.pick(lastNames)}`;
}
