/**
 * VAT on an invoice (issue 39 items 3 and 6; ADR 364). Nigerian VAT is 7.5 % (VAT_RATE_BPS; Finance
 * Act 2019 s. 34 amending VAT Act s. 4). The Act sets no rounding rule, so ours is: VAT is worked
 * out once per invoice, on its subtotal (services less credits), and rounded half up to the kobo.
 * Once per invoice, so the VAT line is exactly the rate times the subtotal that the invoice
 * prints (per-line rounding drifts by up to half a kobo a line), and it is the one tax amount a
 * Paystack Payment Request carries (`tax: [{ name, amount }]`, Paystack API reference, Payment
 * Requests).
 */
import { VAT_RATE_BPS } from '@fasttrack/contracts';

/**
 * VAT in kobo on `subtotalNgnKobo` (kobo, > 0) at `rateBps` basis points, half up, in integers
 * only: floor((subtotal × bps + 5 000) / 10 000).
 */
export function vatOnSubtotal(subtotalNgnKobo: number, rateBps: number = VAT_RATE_BPS): number {
  if (!Number.isSafeInteger(subtotalNgnKobo) || subtotalNgnKobo < 0) throw new RangeError('subtotal must be kobo >= 0');
  return Math.floor((subtotalNgnKobo * rateBps + 5_000) / 10_000);
}
