/**
 * Add a price at an airport (issue 41 item 3), admin only: the service type, the price per
 * passenger typed in US dollars (sent in cents, contracts `dollarsToCents`) and its start on the
 * airport's clock (empty: now). A version cannot be edited once made, so the admin confirms it
 * first; the server's sentence (saved, or a start in the past) is shown as it says it.
 */
import {
  type CreatePriceListRequest,
  CreatePriceListRequestSchema,
  dollarsToCents,
  formatInZone,
  formatMoney,
  minorToMajor,
  SERVICE_TYPES,
  type ServedAirport,
  type ServiceType,
  zonedLocalToIso,
  zoneName,
} from '@fasttrack/contracts';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { serviceLabel } from '../../bookings/index';
import { useCreatePriceList } from '../api/pricing';

type Errors = Partial<Record<'serviceType' | 'unitPriceUsdCents' | 'effectiveFrom', string>>;

export function AddPriceForm({ airport }: { airport: ServedAirport }) {
  const create = useCreatePriceList();
  const [serviceType, setServiceType] = useState<ServiceType>('arrival');
  const [price, setPrice] = useState('');
  const [starts, setStarts] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<CreatePriceListRequest | null>(null);
  const [saved, setSaved] = useState<string | undefined>();
  const zone = zoneName(airport.timeZone, new Date()) ?? airport.timeZone;
  const formId = `add-price-${airport.iata}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(undefined);
    const next: Errors = {};
    const cents = dollarsToCents(price);
    if (cents === null) next.unitPriceUsdCents = 'Enter the price in US dollars, e.g. 50 or 52.50';
    const effectiveFrom = starts ? zonedLocalToIso(starts, airport.timeZone) : undefined;
    if (effectiveFrom === null) next.effectiveFrom = 'Enter a date and time, or leave it empty to start now';
    const parsed = CreatePriceListRequestSchema.safeParse({
      serviceType,
      unitPriceUsdCents: cents ?? 0,
      ...(effectiveFrom ? { effectiveFrom } : {}),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
    }
    setErrors(next);
    if (Object.keys(next).length === 0 && parsed.success) setConfirming(parsed.data);
  };

  const confirm = (priceList: CreatePriceListRequest) =>
    create.mutate(
      { iata: airport.iata, priceList },
      {
        onSuccess: (body) => {
          setSaved(body.message);
          setConfirming(null);
          setPrice('');
          setStarts('');
        },
      },
    );

  return (
    <form noValidate onSubmit={submit} aria-labelledby={formId} className="flex flex-col gap-3">
      <h4 id={formId} className="font-semibold text-slate-900">
        Add a price at {airport.iata}
      </h4>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Service" error={errors.serviceType}>
          <Select value={serviceType} onChange={(e) => setServiceType(e.target.value as ServiceType)}>
            {SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {serviceLabel(type)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Price per passenger (USD)" hint="e.g. 50 or 52.50" error={errors.unitPriceUsdCents}>
          <Input inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
        </Field>
        <Field
          label={`Starts (${zone})`}
          hint="The airport's clock; leave empty to start now"
          error={errors.effectiveFrom}
        >
          <Input type="datetime-local" value={starts} onChange={(e) => setStarts(e.target.value)} />
        </Field>
      </div>
      <span role="status" className="text-sm text-green-800">
        {saved ?? ''}
      </span>
      <Button type="submit" size="sm" className="self-start">
        Add price
      </Button>
      {confirming ? (
        <Dialog open onOpenChange={(open) => (open ? undefined : setConfirming(null))}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Add this price at {airport.iata}?</DialogTitle>
              <DialogDescription>
                {serviceLabel(confirming.serviceType)}: {formatMoney(minorToMajor(confirming.unitPriceUsdCents), 'USD')}{' '}
                per passenger from{' '}
                {confirming.effectiveFrom ? formatInZone(confirming.effectiveFrom, airport.timeZone) : 'now'}. Bookings
                already made keep their price; a price cannot be changed once added, only replaced by a newer one.
              </DialogDescription>
            </DialogHeader>
            {create.isError ? <Alert tone="error">{create.error.message}</Alert> : null}
            <div className="mt-4 flex justify-end gap-2">
              <Button variant="outline" onClick={() => setConfirming(null)} disabled={create.isPending}>
                Cancel
              </Button>
              <Button disabled={create.isPending} onClick={() => confirm(confirming)}>
                {create.isPending ? 'Adding...' : 'Add price'}
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      ) : null}
    </form>
  );
}
