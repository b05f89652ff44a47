/**
 * Test cards the Paystack stand-in accepts, after Paystack's own test cards
 * (https://paystack.com/docs/payments/test-payments/). Numbers are compared without spaces.
 */
export interface CardEntry {
  number: string;
  expiry: string;
  cvv: string;
  pin: string;
  otp: string;
}

export type CardResult =
  | { ok: true; last4: string; bin: string; brand: string }
  /** `final`: the attempt reached the bank and failed (the transaction is marked failed). */
  | { ok: false; message: string; final: boolean };

export const SANDBOX_CARDS = [
  {
    number: '4084084084084081',
    display: '4084 0840 8408 4081',
    cvv: '408',
    pin: '1234',
    otp: '123456',
    brand: 'visa',
    outcome: 'Successful',
  },
  { number: '4084080000005408', display: '4084 0800 0000 5408', brand: 'visa', outcome: 'Declined' },
  { number: '5060666666666666666', display: '5060 6666 6666 6666 666', brand: 'verve', outcome: 'Insufficient Funds' },
] as const;

/** Decides what the bank says to a card entered on the checkout page. `now` for the expiry check. */
export function chargeCard(entry: CardEntry, now = new Date()): CardResult {
  const number = entry.number.replace(/[\s-]/g, '');
  const card = SANDBOX_CARDS.find((c) => c.number === number);
  if (!card) return { ok: false, message: 'Use one of the test cards listed on this page', final: false };
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(entry.expiry.trim());
  if (!expiry) return { ok: false, message: 'Enter the expiry date as MM/YY', final: false };
  const lastDay = new Date(Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 0, 23, 59, 59));
  if (lastDay < now) return { ok: false, message: 'This card has expired', final: false };
  if (card.outcome !== 'Successful') return { ok: false, message: card.outcome, final: true };
  if (entry.cvv.trim() !== card.cvv) return { ok: false, message: 'Incorrect CVV', final: false };
  if (entry.pin.trim() !== card.pin) return { ok: false, message: 'Incorrect PIN', final: false };
  if (entry.otp.trim() !== card.otp) return { ok: false, message: 'Invalid OTP', final: false };
  return { ok: true, last4: number.slice(-4), bin: number.slice(0, 6), brand: card.brand };
}
