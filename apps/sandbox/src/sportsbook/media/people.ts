import type { Random } from '../../feed/random';

const firstNames = (
  'Adam Bruno Carlos Daniel Emil Felix Gabriel Hugo Ivan Jonas Karim Luca Marco Nico Oscar Pedro Rafael Sami ' +
  'Tomas Victor Yusuf Mateo Erik Leon'
).split(' ');
const lastNames = (
  'Andersen Becker Costa Dubois Eriksen Ferreira García Hansen Ivanov Jensen Kowalski Lindqvist Moreau Novak ' +
  'Okafor Petrov Rossi Silva Tanaka Urban Varga Weber Yilmaz Zieliński Murphy Horvat Santos Kovač'
).split(' ');
const handles = 'zeus nova blaze kyo frost viper echo rift storm hex pulse ghost sky drift onyx lynx'.split(
  ' ',
);

/** A believable player name (initial and surname); esports players get a handle. */
export function personName(random: Random, esports: boolean): string {
  if (esports) return `${random.pick(handles)}${random.int(0, 9) > 6 ? random.int(1, 99) : ''}`;
  return `${random.pick(firstNames).charAt(0)}. ${random.pick(lastNames)}`;
}
