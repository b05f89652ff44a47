/**
 * "Back to Services" (spec §2 Booking dialog) below the payment step: one wizard step back, to
 * the service choice with the flight and the form kept (issue 37). Confirm Booking there with no
 * change returns to this booking; a change makes a new one in its place.
 */
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function BackToServices({ onBack }: { onBack(): void }) {
  return (
    <Button variant="ghost" onClick={onBack} className="mt-2 self-start">
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to Services
    </Button>
  );
}
