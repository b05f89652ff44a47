import { describe, expect, it } from 'vitest';
import { InvitationRequestSchema, PassengerRequestSchema } from './organisation-people';
import { OrganisationApplicationSchema, OrganisationTermsSchema, TinSchema } from './organisations';

describe('organisation schemas', () => {
  it('takes a Nigerian TIN of 8 to 14 digits with at most one hyphen, spaces removed', () => {
    for (const tin of ['12345678-0001', '1234567890', '12345678', '12345678901234', '1234 5678 90']) {
      expect(TinSchema.safeParse(tin).success, tin).toBe(true);
    }
    expect(TinSchema.parse('1234 5678 90')).toBe('1234567890');
    for (const tin of ['1234567', '123456789012345', '1234-5678-90', 'AB345678', '-12345678', '']) {
      expect(TinSchema.safeParse(tin).success, tin).toBe(false);
    }
  });

  it('lower-cases e-mails and refuses unknown fields', () => {
    const application = {
      kind: 'travel_agency',
      legalName: ' Sky Tours Ltd ',
      tin: '12345678-0001',
      vatRegistered: false,
      billingEmail: 'Billing@Sky.example',
      billingAddress: '1 Airport Road, Ikeja',
    };
    expect(OrganisationApplicationSchema.parse(application)).toMatchObject({
      legalName: 'Sky Tours Ltd',
      billingEmail: 'billing@sky.example',
    });
    expect(OrganisationApplicationSchema.safeParse({ ...application, status: 'approved' }).success).toBe(false);
    expect(InvitationRequestSchema.parse({ email: 'A@B.example', role: 'finance' }).email).toBe('a@b.example');
  });

  it('defaults the terms to 30 days and no commission', () => {
    expect(OrganisationTermsSchema.parse({ paymentTerms: 'invoice', creditLimitNgnKobo: 1_000 })).toEqual({
      paymentTerms: 'invoice',
      creditLimitNgnKobo: 1_000,
      paymentDays: 30,
      commissionBps: 0,
    });
    expect(OrganisationTermsSchema.safeParse({ paymentTerms: 'invoice', creditLimitNgnKobo: 1.5 }).success).toBe(false);
  });

  it('reads a guest passenger phone into E.164 and an empty e-mail as none', () => {
    expect(PassengerRequestSchema.parse({ fullName: 'Ngozi  Eze', phone: '0803 123 4567', email: '' })).toEqual({
      fullName: 'Ngozi Eze',
      phone: '+2348031234567',
      email: null,
    });
  });
});
