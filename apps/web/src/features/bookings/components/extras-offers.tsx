/**
 * "Add extras" of the booking form (issue 41 item 4): each add-on the airport offers with the
 * service, with its name, description, unit spelled out and price per unit, and a quantity
 * stepper from 0 to how many more may be added beside the package (buttons of 44 px, named for
 * screen readers, the count read out as it changes). An on-request add-on says it is confirmed by
 * our team within 2 hours (contracts ON_REQUEST_NOTE); one that cannot be added now is disabled,
 * with the server's reason.
 */
import { type AddOnOffer, formatMoney, minorToMajor, ON_REQUEST_NOTE, type SelectedAddOn } from '@fasttrack/contracts';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';

export interface ExtrasOffersProps {
  offers: readonly AddOnOffer[];
  /** What is chosen by hand so far, by code. */
  chosen: readonly SelectedAddOn[];
  busy: boolean;
  /** The new hand-picked list, in the offers' order, without zero quantities. */
  onChange(addOns: SelectedAddOn[]): void;
}

const usd = (cents: number) => formatMoney(minorToMajor(cents), 'USD');

export function ExtrasOffers({ offers, chosen, busy, onChange }: ExtrasOffersProps) {
  const id = useId();
  const quantityOf = (code: string) => chosen.find((a) => a.code === code)?.quantity ?? 0;
  const set = (code: string, quantity: number) => {
    const next = offers
      .map((o) => ({ code: o.code, quantity: o.code === code ? quantity : quantityOf(o.code) }))
      .filter((a) => a.quantity > 0);
    onChange(next);
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-2">
      <h3 id={`${id}-heading`} className="text-sm font-medium text-slate-800">
        Add extras
      </h3>
      <ul className="flex flex-col gap-2">
        {offers.map((offer) => {
          const quantity = quantityOf(offer.code);
          const disabled = busy || offer.unavailableReason !== null;
          const noteId = `${id}-${offer.code}-note`;
          return (
            <li
              key={offer.code}
              className="flex flex-col gap-2 rounded-lg border border-slate-300 p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div id={noteId} className="min-w-0 text-sm">
                <p className="font-semibold text-slate-900">{offer.name}</p>
                <p className="text-slate-700">{offer.description}</p>
                <p className="text-slate-900">
                  {usd(offer.unitPriceUsdCents)} {offer.unitWords}
                </p>
                {offer.fulfilment === 'on_request' ? <p className="text-slate-700">{ON_REQUEST_NOTE}</p> : null}
                {offer.unavailableReason ? <p className="text-amber-900">{offer.unavailableReason}</p> : null}
              </div>
              <fieldset
                aria-label={`${offer.name} quantity`}
                aria-describedby={noteId}
                disabled={disabled}
                className="flex shrink-0 items-center gap-2"
              >
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={`One ${offer.name} less`}
                  disabled={quantity === 0}
                  onClick={() => set(offer.code, quantity - 1)}
                >
                  <Minus aria-hidden="true" className="h-4 w-4" />
                </Button>
                <output aria-live="polite" className="w-8 text-center text-base font-semibold text-slate-900">
                  {quantity}
                </output>
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={`One ${offer.name} more`}
                  disabled={quantity >= offer.maxQuantity}
                  onClick={() => set(offer.code, quantity + 1)}
                >
                  <Plus aria-hidden="true" className="h-4 w-4" />
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
