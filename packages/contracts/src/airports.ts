/**
 * The airports FastTrack serves, as data (issue 41 item 1; ADR 371): shapes the API answers and
 * the pure rules every side applies to them. Which airports are served and open is a row in
 * `service_airports`, never a constant: no code names an airport outside the seed and tests.
 */
import { z } from 'zod';
import { IataCodeSchema } from './flights';

/** A terminal of a served airport, as officers, meeting points and flights name it. */
export const AirportTerminalSchema = z.object({
  /** e.g. International, Domestic, MMA2. */
  name: z.string(),
  /** Handles international routes. */
  international: z.boolean(),
  /** Handles domestic routes. */
  domestic: z.boolean(),
  /** Order on screens and for the default terminal; lower first. */
  position: z.number().int(),
});
export type AirportTerminal = z.infer<typeof AirportTerminalSchema>;

/** A served airport: its codes, place, zone, currency, whether it sells, and its terminals. */
export const ServedAirportSchema = z.object({
  /** IATA code, e.g. LOS. */
  iata: z.string().length(3),
  /** ICAO code, e.g. DNMM. */
  icao: z.string().length(4),
  name: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2, e.g. NG. */
  country: z.string().length(2),
  /** IANA time zone every time at this airport is shown in, e.g. Africa/Accra. */
  timeZone: z.string(),
  /** ISO 4217 code the traveller pays in, e.g. NGN. */
  currency: z.string().length(3),
  /** Flight search offers its services, and bookings may be made, only while true. */
  openForSale: z.boolean(),
  terminals: z.array(AirportTerminalSchema),
});
export type ServedAirport = z.infer<typeof ServedAirportSchema>;

/* ---------- the admin's requests (issue 41 item 1: airports, terminals, meeting points) ---------- */

const upper = (length: number, what: string) =>
  z.string().regex(new RegExp(`^[A-Z]{${length}}$`), { error: `Enter the ${what}: ${length} capital letters` });

/** ICAO location indicator: 4 capital letters, e.g. DNEN. */
export const IcaoCodeSchema = upper(4, 'ICAO code');
/** ISO 3166-1 alpha-2 country code, e.g. NG. */
export const CountryCodeSchema = upper(2, 'country code');
/** ISO 4217 currency code, e.g. NGN. */
export const CurrencyCodeSchema = upper(3, 'currency code');

let knownZones: ReadonlySet<string> | undefined;
/** True when `zone` is a canonical IANA time zone name the runtime knows (e.g. Africa/Accra). */
export function isIanaTimeZone(zone: string): boolean {
  knownZones ??= new Set(Intl.supportedValuesOf('timeZone'));
  return knownZones.has(zone);
}
/** An IANA time zone name, e.g. Africa/Accra; checked against the runtime's list. */
export const TimeZoneSchema = z
  .string()
  .trim()
  .refine(isIanaTimeZone, { error: 'Enter an IANA time zone, e.g. Africa/Accra' });

const PlaceNameSchema = z.string().trim().min(2, { error: 'Enter 2 to 100 characters' }).max(100);

/**
 * `POST /api/ops/airports` (admin). When the curated `airports` row of `iata` exists, its name,
 * city, country and time zone are kept and these fields of the body are ignored (the answer shows
 * what is stored; PATCH changes them); otherwise the row is created from them.
 */
export const CreateServedAirportRequestSchema = z.strictObject({
  iata: IataCodeSchema,
  icao: IcaoCodeSchema,
  name: PlaceNameSchema,
  city: PlaceNameSchema,
  country: CountryCodeSchema,
  timeZone: TimeZoneSchema,
  currency: CurrencyCodeSchema,
  /** Default false: a new airport sells only once its terminals, meeting points and officers are set. */
  openForSale: z.boolean().default(false),
});
export type CreateServedAirportRequest = z.infer<typeof CreateServedAirportRequestSchema>;

/** `PATCH /api/ops/airports/:iata` (admin): any of these, at least one. */
export const UpdateServedAirportRequestSchema = z
  .strictObject({
    icao: IcaoCodeSchema,
    currency: CurrencyCodeSchema,
    openForSale: z.boolean(),
    name: PlaceNameSchema,
    city: PlaceNameSchema,
    timeZone: TimeZoneSchema,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Give at least one field to change' });
export type UpdateServedAirportRequest = z.infer<typeof UpdateServedAirportRequestSchema>;

/** A terminal's name as officers and meeting points use it: 1 to 40 characters. */
export const TerminalNameSchema = z.string().trim().min(1, { error: 'Enter the terminal name' }).max(40);

/** Why a terminal that handles neither kind of route is refused. */
export const TERMINAL_KINDS_MESSAGE = 'A terminal handles international or domestic routes, or both.';

/** `POST /api/ops/airports/:iata/terminals` (admin). A terminal handles domestic or international routes, or both. */
export const CreateTerminalRequestSchema = z
  .strictObject({
    name: TerminalNameSchema,
    international: z.boolean(),
    domestic: z.boolean(),
    position: z.number().int().min(0).max(99).default(0),
  })
  .refine((t) => t.international || t.domestic, {
    error: TERMINAL_KINDS_MESSAGE,
    path: ['domestic'],
  });
export type CreateTerminalRequest = z.infer<typeof CreateTerminalRequestSchema>;

/**
 * `PATCH /api/ops/airports/:iata/terminals/:name` (admin): what it handles and its order. The name
 * is not changed here: officers list terminals by name (add the new one, move officers, delete the old).
 */
export const UpdateTerminalRequestSchema = z
  .strictObject({ international: z.boolean(), domestic: z.boolean(), position: z.number().int().min(0).max(99) })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Give at least one field to change' });
export type UpdateTerminalRequest = z.infer<typeof UpdateTerminalRequestSchema>;

export const AirportParamsSchema = z.strictObject({ iata: IataCodeSchema });
export const TerminalParamsSchema = z.strictObject({ iata: IataCodeSchema, name: TerminalNameSchema });

/** The sentences the airports admin answers (issue 41 item 1); the web shows them as sent. */
export const AirportMessages = {
  created: 'Airport added.',
  saved: 'Airport saved.',
  alreadyServed: 'This airport is already served.',
  terminalCreated: 'Terminal added.',
  terminalSaved: 'Terminal saved.',
  terminalRemoved: 'Terminal deleted, with its meeting points.',
  terminalExists: 'This airport already has a terminal of that name.',
  terminalKinds: TERMINAL_KINDS_MESSAGE,
  /** `count` officers of the airport list the terminal. */
  terminalInUse: (count: number) =>
    `${count === 1 ? 'One officer still works' : `${count} officers still work`} in this terminal. ` +
    'Take it off their terminals first, then delete it.',
} as const;
