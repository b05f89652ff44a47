import { describe, expect, it } from 'vitest';
import {
  CreateAddOnRequestSchema,
  CreatePackageRequestSchema,
  ExtrasAdminMessages,
  packageItemWords,
  UpdateAddOnRequestSchema,
  unitSizeProblem,
} from './add-ons-admin';

const porter = {
  code: 'porter',
  name: 'Porter',
  unit: 'per_bag_block',
  unitSize: 3,
  unitPriceUsdCents: 1000,
  maxQuantity: 5,
  fulfilment: 'guaranteed',
  serviceTypes: ['arrival'],
};

describe('the add-ons admin contract (issue 41 item 6)', () => {
  it('asks a size of a block of bags or a vehicle, and of nothing else', () => {
    expect(unitSizeProblem({ unit: 'per_bag_block', unitSize: 3 })).toBeNull();
    expect(unitSizeProblem({ unit: 'per_vehicle', unitSize: null })).toBe(ExtrasAdminMessages.unitSizeRequired);
    expect(unitSizeProblem({ unit: 'per_person', unitSize: 2 })).toBe(ExtrasAdminMessages.unitSizeRefused);
    expect(unitSizeProblem({ unit: 'per_extra_hour', unitSize: null })).toBeNull();
  });

  it('fills the defaults of a new add-on and names the unit size field when it is missing', () => {
    expect(CreateAddOnRequestSchema.parse(porter)).toEqual({
      ...porter,
      description: '',
      leadTimeMinutes: 0,
      active: true,
      position: 0,
    });
    const missing = CreateAddOnRequestSchema.safeParse({ ...porter, unitSize: undefined });
    expect(missing.error?.issues).toMatchObject([
      { path: ['unitSize'], message: ExtrasAdminMessages.unitSizeRequired },
    ]);
    const fraction = CreateAddOnRequestSchema.safeParse({ ...porter, unitPriceUsdCents: 10.5 });
    expect(fraction.error?.issues).toMatchObject([
      { path: ['unitPriceUsdCents'], message: 'Enter a price from $0 to $10,000' },
    ]);
  });

  it('refuses a field it does not know, e.g. a currency', () => {
    expect(CreateAddOnRequestSchema.safeParse({ ...porter, currency: 'EUR' }).success).toBe(false);
    expect(CreatePackageRequestSchema.safeParse({ code: 'vip', name: 'VIP', price: 1 }).success).toBe(false);
  });

  it('never changes a code, and asks for at least one field', () => {
    expect(UpdateAddOnRequestSchema.safeParse({ code: 'other' }).success).toBe(false);
    expect(UpdateAddOnRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(ExtrasAdminMessages.nothingToChange);
    expect(UpdateAddOnRequestSchema.parse({ active: false })).toEqual({ active: false });
  });

  it('refuses a package naming one add-on twice', () => {
    const twice = CreatePackageRequestSchema.safeParse({
      code: 'vip',
      name: 'VIP',
      items: [
        { addOnCode: 'porter', quantity: 1 },
        { addOnCode: 'porter', quantity: 2 },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe(ExtrasAdminMessages.itemTwice);
  });

  it('says what a package includes of an add-on', () => {
    expect(packageItemWords({ name: 'Porter', unit: 'per_bag_block', unitSize: 3 }, 2)).toBe(
      'Porter (2 × per block of 3 bags)',
    );
    expect(packageItemWords({ name: 'Lounge access', unit: 'per_person', unitSize: null }, 1)).toBe(
      'Lounge access (everyone)',
    );
  });
});
