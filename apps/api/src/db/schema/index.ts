/** The whole Drizzle schema. One schema and one migration set serve PGlite and PostgreSQL. */
export * from './bookings';
export * from './calls';
export * from './credits';
export * from './enums';
export * from './events';
export * from './flights';
export * from './invoicing';
export * from './leads';
export * from './live';
export * from './messages';
export * from './operations';
export * from './organisations';
export * from './payments';
export * from './pricing';
export * from './push';
export * from './sandbox';
export * from './users';
