/**
 * The admin's add-ons and packages of a served airport (issue 41 item 6, for item 4's extras):
 * `GET /api/ops/airports/:iata/extras` (dispatcher, admin), `POST .../add-ons`, `PATCH
 * .../add-ons/:code`, `POST .../packages`, `PATCH .../packages/:code` (admin). Nothing is
 * deleted: `active: false` stops the sale, and a booking keeps the lines it bought. A change
 * applies to bookings made from then on. Prices are USD cents, like the service's.
 */
import { z } from 'zod';
import {
  type AddOn,
  AddOnSchema,
  type AddOnUnit,
  AddOnUnitSchema,
  addOnUnitWords,
  PackageItemSchema,
  PackageSchema,
} from './add-ons';
import { CatalogueCodeSchema } from './extras-selection';
import { IataCodeSchema, ServiceTypeSchema } from './flights';
import { AddOnFulfilmentSchema } from './quotes';

/** The units whose size is a number of things: bags per block, seats per vehicle. */
export const SIZED_ADD_ON_UNITS: readonly AddOnUnit[] = ['per_bag_block', 'per_vehicle'];

/** The sentences the add-ons admin answers (issue 41 item 6); the console shows them as sent. */
export const ExtrasAdminMessages = {
  addOnCreated: 'Add-on added. Bookings made from now on can buy it.',
  addOnSaved: 'Add-on saved. Bookings made from now on take it; earlier bookings keep their lines.',
  packageCreated: 'Package added. Bookings made from now on can choose it.',
  packageSaved: 'Package saved. Bookings made from now on take it; earlier bookings keep their lines.',
  addOnCodeTaken: 'This airport already has an add-on with that code.',
  packageCodeTaken: 'This airport already has a package with that code.',
  unknownAddOnInPackage: (code: string) => `There is no add-on "${code}" at this airport to put in the package.`,
  unitSizeRequired: 'Enter the bags per block or the seats per vehicle.',
  unitSizeRefused: 'Only a block of bags or a vehicle has a size: leave it empty.',
  itemTwice: 'Name each add-on of the package once, with its quantity.',
  nothingToChange: 'Give at least one field to change.',
} as const;

/** The unit size rule, for the add-on as it will stand: the sentence when broken, else null. */
export function unitSizeProblem(addOn: { unit: AddOnUnit; unitSize: number | null | undefined }): string | null {
  const sized = SIZED_ADD_ON_UNITS.includes(addOn.unit);
  if (sized && addOn.unitSize == null) return ExtrasAdminMessages.unitSizeRequired;
  if (!sized && addOn.unitSize != null) return ExtrasAdminMessages.unitSizeRefused;
  return null;
}

const NameSchema = z.string().trim().min(1, { error: 'Enter the name' }).max(60);
const DescriptionSchema = z.string().trim().max(300);

/** A whole number from `lo` to `hi`, refused with `message` (a form shows it under its field). */
const wholeNumber = (lo: number, hi: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(lo, { error: message }).max(hi, { error: message });

/** What an admin sets on an add-on; the code is given once, on creation. */
const AddOnFieldsSchema = z.strictObject({
  name: NameSchema,
  description: DescriptionSchema,
  unit: AddOnUnitSchema,
  /** Bags per block (`per_bag_block`) or seats per vehicle (`per_vehicle`), 1-99; null for other units. */
  unitSize: wholeNumber(1, 99, 'Enter a number from 1 to 99').nullable(),
  /** USD cents per unit, 0 (free, e.g. wheelchair assistance) to 1,000,000 ($10,000). */
  unitPriceUsdCents: wholeNumber(0, 1_000_000, 'Enter a price from $0 to $10,000'),
  maxQuantity: wholeNumber(1, 99, 'Enter a number from 1 to 99'),
  fulfilment: AddOnFulfilmentSchema,
  /** Minutes before the meeting time, 0 to 10,080 (7 days). */
  leadTimeMinutes: wholeNumber(0, 10_080, 'Enter 0 to 10080 minutes (7 days)'),
  serviceTypes: z.array(ServiceTypeSchema).min(1, { error: 'Choose at least one service' }),
  active: z.boolean(),
  position: wholeNumber(0, 999, 'Enter a number from 0 to 999'),
});

/** `POST /api/ops/airports/:iata/add-ons` (admin). */
export const CreateAddOnRequestSchema = AddOnFieldsSchema.extend({
  code: CatalogueCodeSchema,
  description: DescriptionSchema.default(''),
  unitSize: AddOnFieldsSchema.shape.unitSize.default(null),
  leadTimeMinutes: AddOnFieldsSchema.shape.leadTimeMinutes.default(0),
  active: z.boolean().default(true),
  position: AddOnFieldsSchema.shape.position.default(0),
}).superRefine((body, ctx) => {
  const problem = unitSizeProblem(body);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['unitSize'] });
});
export type CreateAddOnRequest = z.infer<typeof CreateAddOnRequestSchema>;
export type CreateAddOnInput = z.input<typeof CreateAddOnRequestSchema>;

/**
 * `PATCH /api/ops/airports/:iata/add-ons/:code` (admin): any field but the code, at least one. The
 * unit size rule is checked on the add-on as it will stand (the server's 400 names `unitSize`).
 */
export const UpdateAddOnRequestSchema = AddOnFieldsSchema.partial().refine((body) => Object.keys(body).length > 0, {
  error: ExtrasAdminMessages.nothingToChange,
});
export type UpdateAddOnRequest = z.infer<typeof UpdateAddOnRequestSchema>;

const PackageItemsSchema = z
  .array(PackageItemSchema)
  .max(20)
  .refine((items) => new Set(items.map((i) => i.addOnCode)).size === items.length, {
    error: ExtrasAdminMessages.itemTwice,
  });

const PackageFieldsSchema = z.strictObject({
  name: NameSchema,
  description: DescriptionSchema,
  active: z.boolean(),
  position: wholeNumber(0, 999, 'Enter a number from 0 to 999'),
  /** The add-ons it includes, in the order shown; an empty list is the service alone (Standard). */
  items: PackageItemsSchema,
});

/** `POST /api/ops/airports/:iata/packages` (admin): each item names an add-on of the same airport. */
export const CreatePackageRequestSchema = PackageFieldsSchema.extend({
  code: CatalogueCodeSchema,
  description: DescriptionSchema.default(''),
  active: z.boolean().default(true),
  position: PackageFieldsSchema.shape.position.default(0),
  items: PackageItemsSchema.default([]),
});
export type CreatePackageRequest = z.infer<typeof CreatePackageRequestSchema>;
export type CreatePackageInput = z.input<typeof CreatePackageRequestSchema>;

/** `PATCH /api/ops/airports/:iata/packages/:code` (admin): `items`, when given, replace the package's as a whole. */
export const UpdatePackageRequestSchema = PackageFieldsSchema.partial().refine((body) => Object.keys(body).length > 0, {
  error: ExtrasAdminMessages.nothingToChange,
});
export type UpdatePackageRequest = z.infer<typeof UpdatePackageRequestSchema>;

/** An add-on or a package of an airport, by its code. */
export const CatalogueItemParamsSchema = z.strictObject({ iata: IataCodeSchema, code: CatalogueCodeSchema });

/** The answer of `GET .../extras`: every add-on and package, inactive ones included, in the admin's order. */
export const ExtrasCatalogueSchema = z.object({ addOns: z.array(AddOnSchema), packages: z.array(PackageSchema) });
export type ExtrasCatalogueAnswer = z.infer<typeof ExtrasCatalogueSchema>;

export const AddOnResultSchema = z.object({ addOn: AddOnSchema });
export type AddOnResult = z.infer<typeof AddOnResultSchema>;
export const PackageResultSchema = z.object({ package: PackageSchema });
export type PackageResult = z.infer<typeof PackageResultSchema>;

/** How an add-on is confirmed, in the console's words. */
export const addOnFulfilmentWords = { guaranteed: 'Guaranteed', on_request: 'On request' } as const;

/**
 * What a package includes of one add-on, as its card and the console say it: "Lounge access
 * (everyone)" for a per-person add-on (the whole party), else "Porter (1 × per block of 3 bags)".
 */
export function packageItemWords(addOn: Pick<AddOn, 'name' | 'unit' | 'unitSize'>, quantity: number): string {
  return addOn.unit === 'per_person'
    ? `${addOn.name} (everyone)`
    : `${addOn.name} (${quantity} × ${addOnUnitWords(addOn)})`;
}
