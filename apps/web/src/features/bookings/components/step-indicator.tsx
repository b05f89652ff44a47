/** Where the traveller is in the booking dialog (spec §2: booking, auth, payment, success). */
import { cn } from '../../../lib/cn';
import type { BookingStep } from '../booking-flow';

const STEPS: ReadonlyArray<{ step: BookingStep; label: string }> = [
  { step: 'booking', label: 'Flight' },
  { step: 'auth', label: 'Account' },
  { step: 'payment', label: 'Payment' },
  { step: 'success', label: 'Done' },
];

export function StepIndicator({ current }: { current: BookingStep }) {
  const index = STEPS.findIndex((s) => s.step === current);
  return (
    <ol aria-label="Booking steps" className="mb-4 grid grid-cols-4 gap-2 text-xs sm:text-sm">
      {STEPS.map((s, i) => (
        <li
          key={s.step}
          aria-current={i === index ? 'step' : undefined}
          className={cn(
            'border-t-4 pt-1 font-medium',
            i <= index ? 'border-brand-700 text-brand-800' : 'border-slate-300 text-slate-700',
          )}
        >
          {s.label}
        </li>
      ))}
    </ol>
  );
}
