/**
 * The booking form's extras (issue 41 item 4): the airport's packages as a radio group of cards
 * (Standard chosen by default when the airport sells packages), then "Add extras", each add-on
 * with a quantity stepper. Both come from the same quote as the total (POST /api/quotes, asked
 * again with `{packageCode, addOns}` whenever the choice changes; the previous answer stays shown
 * meanwhile). A choice the airport cannot sell (422, e.g. more porters than allowed) is said in
 * the server's words, with the last cards and offers kept so the traveller can change it, and a
 * way to drop the extras when there is nothing to change from.
 */
import type { ExtrasSelection, Quote, QuoteRequest } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { quoteQuery } from '../api/get-quote';
import { ExtrasOffers } from './extras-offers';
import { ExtrasPackages } from './extras-packages';

export interface ExtrasChoiceProps {
  /** The quote the form asks for, with the current choice of extras. */
  request: QuoteRequest;
  selection: ExtrasSelection;
  busy: boolean;
  onChange(selection: ExtrasSelection): void;
}

/** The package chosen when none is: the one that adds nothing (Standard), else the first that can be had. */
export function defaultPackageCode(quote: Pick<Quote, 'packages'>): string | undefined {
  const open = quote.packages.filter((p) => p.unavailableReason === null);
  return (open.find((p) => p.includes.length === 0) ?? open[0])?.code;
}

export function ExtrasChoice({ request, selection, busy, onChange }: ExtrasChoiceProps) {
  const quoted = useQuery(quoteQuery(request));
  // The last answer that could be shown: a refused choice keeps the cards to change it with.
  const lastGood = useRef<Quote | null>(null);
  if (quoted.data) lastGood.current = quoted.data;
  const quote = quoted.data ?? lastGood.current;
  const hasChoice = Boolean(selection.packageCode) || (selection.addOns?.length ?? 0) > 0;
  // Only a refusal of the choice is said here; the form already says why a service cannot be booked.
  const refusal = hasChoice && isApiError(quoted.error, 422) ? quoted.error.message : null;

  const fresh = quoted.isSuccess && !quoted.isPlaceholderData ? quoted.data : null;
  const preset = fresh && !selection.packageCode ? defaultPackageCode(fresh) : undefined;
  const latest = useRef({ selection, onChange });
  latest.current = { selection, onChange };
  useEffect(() => {
    if (preset) latest.current.onChange({ ...latest.current.selection, packageCode: preset });
  }, [preset]);

  if (!quote) {
    return refusal ? <Refusal message={refusal} onClear={() => onChange({})} busy={busy} /> : null;
  }
  if (quote.packages.length === 0 && quote.addOns.length === 0) return null;
  return (
    <div className="flex flex-col gap-4">
      {quote.packages.length > 0 ? (
        <ExtrasPackages
          packages={quote.packages}
          chosen={selection.packageCode}
          busy={busy}
          onChoose={(packageCode) => onChange({ ...selection, packageCode })}
        />
      ) : null}
      {quote.addOns.length > 0 ? (
        <ExtrasOffers
          offers={quote.addOns}
          chosen={selection.addOns ?? []}
          busy={busy}
          onChange={(addOns) => onChange({ ...selection, addOns })}
        />
      ) : null}
      {refusal ? <Refusal message={refusal} onClear={() => onChange({})} busy={busy} /> : null}
    </div>
  );
}

/** The server's sentence for a choice it cannot sell, and a way back to no extras. */
function Refusal({ message, busy, onClear }: { message: string; busy: boolean; onClear(): void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
      <p className="font-medium">{message}</p>
      <Button size="sm" variant="outline" disabled={busy} onClick={onClear}>
        Remove extras
      </Button>
    </div>
  );
}
