/**
 * The first-load responses are checked by hand-written guards (ADR 051). These samples go through
 * both the guard and the contract schema: the two must agree, so neither can drift.
 */
import { AppConfigSchema, PricingEntrySchema, successEnvelope } from '@fasttrack/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isPricingResponse } from '../pricing/api/get-pricing';
import { isAppConfigResponse } from './api/get-app-config';

const configSamples: unknown[] = [
  { success: true, data: { testMode: true, version: '1.2.3', socialProviders: [] } },
  {
    success: true,
    data: { testMode: false, version: '0.1.0', socialProviders: ['google', 'facebook'] },
    message: 'ok',
  },
  { success: true, data: { testMode: true, version: '1.2.3', socialProviders: ['twitter'] } },
  { success: true, data: { testMode: true, version: '1.2.3' } },
  { success: true, data: { testMode: true, version: '1.2.3', socialProviders: [], texts: true } },
  { success: true, data: { testMode: true, version: '1.2.3', socialProviders: [], texts: 'yes' } },
  { success: true, data: { testMode: true, version: '1.2.3', socialProviders: 'google' } },
  { success: true, data: { testMode: 'yes', version: '1', socialProviders: [] } },
  { success: true, data: { testMode: true } },
  { success: false, data: { testMode: true, version: '1', socialProviders: [] } },
  { success: true, data: null },
  null,
  'text',
];

const entry = { service_type: 'arrival', price_usd: 45, exchange_rate_ngn: 1500 };
const pricingSamples: unknown[] = [
  { success: true, data: [entry, { ...entry, service_type: 'departure', price_usd: 50.5 }] },
  { success: true, data: [] },
  { success: true, data: [{ ...entry, service_type: 'transit' }] },
  { success: true, data: [{ ...entry, price_usd: '45' }] },
  { success: true, data: [{ service_type: 'arrival', price_usd: 45 }] },
  { success: true, data: entry },
  { success: false, data: [entry] },
  undefined,
];

describe('first-load response guards', () => {
  it.each(configSamples)('config guard agrees with AppConfigSchema: %j', (sample) => {
    expect(isAppConfigResponse(sample)).toBe(successEnvelope(AppConfigSchema).safeParse(sample).success);
  });

  it.each(pricingSamples)('pricing guard agrees with PricingEntrySchema: %j', (sample) => {
    expect(isPricingResponse(sample)).toBe(successEnvelope(z.array(PricingEntrySchema)).safeParse(sample).success);
  });
});
