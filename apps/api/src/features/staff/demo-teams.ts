/**
 * Who the demo officers of test mode are, per open served airport (issue 15 §2; issue 41 item 1).
 * Demo data, like the seed: the first team keeps the sign-in details it had before airports were
 * rows (`officer1@fasttrack.test`, badge `LOS-PO-001`, ... as the README lists them); every other
 * open airport gets a small team of its own (`officer1.abv@fasttrack.test`, badge `ABV-PO-001`).
 */
import { readFileSync } from 'node:fs';
import { HOME_AIRPORT_IATA } from '@fasttrack/contracts';

/** The airport whose demo officers are `officer1..N@fasttrack.test`, N = DEMO_OFFICERS (README): the home airport. */
export const FIRST_DEMO_AIRPORT = HOME_AIRPORT_IATA;
/** Demo officers at each other open airport: enough to book a service there in test mode. */
export const OTHER_AIRPORT_OFFICERS = 3;

const FIRST_NAMES = ['Adebayo', 'Ngozi', 'Ibrahim', 'Funmilayo', 'Chukwuemeka', 'Aisha', 'Oluwaseun', 'Halima'];
const LAST_NAMES = ['Ogunleye', 'Eze', 'Bello', 'Adeyemi', 'Nwosu', 'Abubakar', 'Balogun', 'Okonkwo'];
const LANGUAGES = [
  ['English', 'Yoruba'],
  ['English', 'Igbo', 'French'],
  ['English', 'Hausa', 'Arabic'],
];
const PHOTOS = [1, 2, 3].map((n) => readFileSync(new URL(`./demo-photos/officer${n}.png`, import.meta.url)));

/** Names and languages of the small teams elsewhere; an airport not listed takes the first. */
const OTHER_TEAMS: Record<string, { first: string; last: string; languages: string[] }[]> = {
  ABV: [
    { first: 'Musa', last: 'Danjuma', languages: ['English', 'Hausa'] },
    { first: 'Zainab', last: 'Yakubu', languages: ['English', 'Hausa', 'Arabic'] },
    { first: 'Emeka', last: 'Obi', languages: ['English', 'Igbo'] },
  ],
  PHC: [
    { first: 'Tamuno', last: 'Briggs', languages: ['English', 'Ijaw'] },
    { first: 'Ibiere', last: 'Harry', languages: ['English', 'Ijaw', 'French'] },
    { first: 'Chinedu', last: 'Wokocha', languages: ['English', 'Igbo'] },
  ],
};
const FALLBACK_TEAM = [
  { first: 'Kelechi', last: 'Amadi', languages: ['English', 'Igbo'] },
  { first: 'Yetunde', last: 'Lawal', languages: ['English', 'Yoruba'] },
  { first: 'Sani', last: 'Garba', languages: ['English', 'Hausa'] },
];

export interface DemoOfficer {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  badgeNumber: string;
  languages: string[];
  photo: Buffer | null;
  airportIata: string;
}

/** `officer1@fasttrack.test` ... `officerN@fasttrack.test`: the first team. */
export const demoOfficerEmail = (n: number) => `officer${n}@fasttrack.test`;

/** The n-th (from 1) officer of the first team, as before issue 41. */
function firstTeamOfficer(n: number): DemoOfficer {
  const i = n - 1;
  return {
    email: demoOfficerEmail(n),
    firstName: FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Demo',
    lastName: `${LAST_NAMES[(i + Math.floor(i / FIRST_NAMES.length)) % LAST_NAMES.length] ?? 'Officer'}`,
    phone: `+23480310${String(n).padStart(5, '0')}`,
    badgeNumber: `${FIRST_DEMO_AIRPORT}-PO-${String(n).padStart(3, '0')}`,
    languages: LANGUAGES[i % LANGUAGES.length] ?? ['English'],
    photo: PHOTOS[i] ?? null,
    airportIata: FIRST_DEMO_AIRPORT,
  };
}

/** The n-th (from 1) officer of the team at `iata`, the `team`-th other airport (from 1). */
function otherTeamOfficer(iata: string, team: number, n: number): DemoOfficer {
  const names = OTHER_TEAMS[iata] ?? FALLBACK_TEAM;
  const person = names[(n - 1) % names.length] ?? { first: 'Demo', last: 'Officer', languages: ['English'] };
  return {
    email: `officer${n}.${iata.toLowerCase()}@fasttrack.test`,
    firstName: person.first,
    lastName: person.last,
    phone: `+2348031${String(team % 10)}${String(n).padStart(5, '0')}`,
    badgeNumber: `${iata}-PO-${String(n).padStart(3, '0')}`,
    languages: person.languages,
    // The three demo photos are the first team's faces: the others show their initials.
    photo: null,
    airportIata: iata,
  };
}

/**
 * The demo officers of the open airports `openIatas`: `firstTeamSize` at the first demo airport
 * (when open), OTHER_AIRPORT_OFFICERS at each other one, in IATA order after the first team.
 */
export function demoOfficers(openIatas: readonly string[], firstTeamSize: number): DemoOfficer[] {
  const first = openIatas.includes(FIRST_DEMO_AIRPORT)
    ? Array.from({ length: firstTeamSize }, (_, i) => firstTeamOfficer(i + 1))
    : [];
  const others = [...openIatas]
    .filter((iata) => iata !== FIRST_DEMO_AIRPORT)
    .sort()
    .flatMap((iata, team) =>
      Array.from({ length: OTHER_AIRPORT_OFFICERS }, (_, i) => otherTeamOfficer(iata, team + 1, i + 1)),
    );
  return [...first, ...others];
}
