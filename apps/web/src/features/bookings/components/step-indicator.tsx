/** Where the traveller is in the booking dialog (spec §2: booking, auth, payment, success). */
import { Steps } from '../../../components/ui/steps';
import type { BookingStep } from '../booking-flow';

const ORDER: readonly BookingStep[] = ['booking', 'auth', 'payment', 'success'];
const LABELS = ['Flight', 'Account', 'Payment', 'Done'] as const;

export function StepIndicator({ current }: { current: BookingStep }) {
  return (
    <div className="mb-4">
      <Steps label="Booking steps" steps={LABELS} current={ORDER.indexOf(current)} />
    </div>
  );
}
