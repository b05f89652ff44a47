/**
 * The payment step's "Use my credits" (issue 27 §3): shown when the traveller has credits, with
 * the amount that would apply to this booking (contracts `creditSplit`, the rule the server
 * applies; the server decides, the box only sends the wish).
 */
import { type Booking, creditSplit, majorToMinor, rateToE4, USE_CREDITS_LABEL } from '@fasttrack/contracts';
import { useCreditAccount } from '../api/credits-api';
import { formatCredits } from '../credit-format';

export interface UseCreditsChoiceProps {
  booking: Pick<Booking, 'totalAmount' | 'exchangeRate'>;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}

/** The split the box offers, or null while there are no credits to use. */
export function useOfferedSplit(booking: UseCreditsChoiceProps['booking']) {
  const account = useCreditAccount();
  const balance = account.data?.balanceUsdCents ?? 0;
  if (balance <= 0) return null;
  const split = creditSplit(majorToMinor(booking.totalAmount), balance, rateToE4(booking.exchangeRate));
  return split.creditsUsdCents > 0 ? split : null;
}

export function UseCreditsChoice({ booking, checked, disabled, onChange }: UseCreditsChoiceProps) {
  const split = useOfferedSplit(booking);
  if (!split) return null;
  return (
    <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-4">
      <input
        type="checkbox"
        className="mt-1 h-4 w-4"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        <span className="block font-semibold text-slate-900">{USE_CREDITS_LABEL}</span>
        <span className="block text-sm text-slate-700">
          {formatCredits(split.creditsUsdCents)} off this booking
          {split.moneyUsdCents > 0
            ? `; you pay the remaining ${formatCredits(split.moneyUsdCents)} by card or transfer.`
            : ': nothing left to pay.'}
        </span>
      </span>
    </label>
  );
}
