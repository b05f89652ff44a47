/**
 * Add an add-on to a served airport, or change one (issue 41 item 6, for item 4's extras), admin
 * only. The price is typed in US dollars and sent in cents (contracts `dollarsToCents`); the size
 * is asked only of a block of bags or a vehicle (contracts `unitSizeProblem`); the code is set
 * once. A change is confirmed first, and only the fields changed are sent. The server's refusal
 * (a code taken: 409; a unit size: 400) is shown as it says it; its sentence on success goes to
 * the panel (`onSaved`).
 */
import {
  ADD_ON_UNITS,
  type AddOn,
  type AddOnUnit,
  addOnFulfilmentWords,
  CreateAddOnRequestSchema,
  dollarsToCents,
  minorToMajor,
  SERVICE_TYPES,
  type ServedAirport,
  SIZED_ADD_ON_UNITS,
  type UpdateAddOnRequest,
  UpdateAddOnRequestSchema,
  unitSizeProblem,
} from '@fasttrack/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Checkbox, Input, Select } from '../../../components/ui/input';
import { serviceLabel } from '../../bookings/index';
import { useCreateAddOn, useUpdateAddOn } from '../api/extras';
import { ConfirmSave } from './confirm-save';

/** The units as the admin picks them; the table spells each add-on's out with `addOnUnitWords`. */
const UNIT_OPTIONS: Record<AddOnUnit, string> = {
  per_person: 'Per person',
  per_booking: 'Per booking',
  per_bag_block: 'Per block of bags',
  per_vehicle: 'Per vehicle',
  per_extra_hour: 'Per hour beyond the base service',
};
const SIZE_LABEL: Partial<Record<AddOnUnit, string>> = {
  per_bag_block: 'Bags per block',
  per_vehicle: 'Seats per vehicle',
};
const PRICE_HINT = 'Enter the price in US dollars, e.g. 10 or 12.50 (0 for free)';

type Fields = Omit<AddOn, 'id' | 'airportIata' | 'code'>;
type Errors = Partial<Record<keyof Fields | 'code' | 'form', string>>;

export interface AddOnFormProps {
  airport: ServedAirport;
  /** The add-on to change; null to add one. */
  addOn: AddOn | null;
  /** The number a new add-on takes in the order. */
  nextPosition: number;
  onClose(): void;
  onSaved(message: string): void;
}

export function AddOnForm({ airport, addOn, nextPosition, onClose, onSaved }: AddOnFormProps) {
  const id = useId();
  const create = useCreateAddOn();
  const update = useUpdateAddOn();
  const [code, setCode] = useState('');
  const [name, setName] = useState(addOn?.name ?? '');
  const [description, setDescription] = useState(addOn?.description ?? '');
  const [unit, setUnit] = useState<AddOnUnit>(addOn?.unit ?? 'per_person');
  const [unitSize, setUnitSize] = useState(String(addOn?.unitSize ?? ''));
  const [price, setPrice] = useState(addOn ? minorToMajor(addOn.unitPriceUsdCents).toFixed(2) : '');
  const [maxQuantity, setMaxQuantity] = useState(String(addOn?.maxQuantity ?? 1));
  const [fulfilment, setFulfilment] = useState(addOn?.fulfilment ?? 'guaranteed');
  const [leadTime, setLeadTime] = useState(String(addOn?.leadTimeMinutes ?? 0));
  const [services, setServices] = useState(addOn?.serviceTypes ?? [...SERVICE_TYPES]);
  const [active, setActive] = useState(addOn?.active ?? true);
  const [position, setPosition] = useState(String(addOn?.position ?? nextPosition));
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<UpdateAddOnRequest | null>(null);
  const busy = create.isPending || update.isPending;
  const failure = create.error?.message ?? update.error?.message;
  const sized = SIZED_ADD_ON_UNITS.includes(unit);
  const done = { onSuccess: (body: { message?: string | undefined }) => onSaved(body.message ?? '') };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const cents = dollarsToCents(price);
    const fields: Fields = {
      name,
      description,
      unit,
      unitSize: sized && unitSize.trim() !== '' ? Number(unitSize) : null,
      unitPriceUsdCents: cents ?? 0,
      maxQuantity: Number(maxQuantity),
      fulfilment,
      leadTimeMinutes: Number(leadTime),
      serviceTypes: SERVICE_TYPES.filter((type) => services.includes(type)),
      active,
      position: Number(position),
    };
    const changes = addOn ? changedFields(addOn, fields) : fields;
    const parsed = addOn
      ? UpdateAddOnRequestSchema.safeParse(changes)
      : CreateAddOnRequestSchema.safeParse({ code, ...fields });
    const next: Errors = {};
    if (cents === null) next.unitPriceUsdCents = PRICE_HINT;
    if (!parsed.success)
      for (const issue of parsed.error.issues) next[(issue.path[0] ?? 'form') as keyof Errors] ??= issue.message;
    const sizeProblem = unitSizeProblem(fields);
    if (sizeProblem) next.unitSize ??= sizeProblem;
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.success) return;
    if (!addOn) create.mutate({ iata: airport.iata, addOn: CreateAddOnRequestSchema.parse({ code, ...fields }) }, done);
    else setConfirming(changes);
  };

  const title = addOn ? `${addOn.name} at ${airport.iata}` : `Add an add-on at ${airport.iata}`;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{confirming && addOn ? `Save the changes to ${addOn.name}?` : title}</DialogTitle>
          <DialogDescription>
            Bookings made from now on take it; bookings already made keep their lines. Nothing is deleted: untick "Sold"
            to stop selling it.
          </DialogDescription>
        </DialogHeader>
        {confirming && addOn ? (
          <ConfirmSave
            failure={failure ?? null}
            busy={busy}
            label="Save add-on"
            onBack={() => setConfirming(null)}
            onSave={() => update.mutate({ iata: airport.iata, code: addOn.code, changes: confirming }, done)}
          />
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-3">
            <div className="grid gap-3 sm:grid-cols-2">
              {addOn ? null : (
                <Field label="Code" hint="Lower-case letters, digits or hyphens, e.g. porter" error={errors.code}>
                  <Input value={code} maxLength={40} onChange={(e) => setCode(e.target.value)} />
                </Field>
              )}
              <Field label="Name" error={errors.name}>
                <Input value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
              </Field>
              <Field label="Description" error={errors.description}>
                <Input value={description} maxLength={300} onChange={(e) => setDescription(e.target.value)} />
              </Field>
              <Field label="Unit" error={errors.unit}>
                <Select value={unit} onChange={(e) => setUnit(e.target.value as AddOnUnit)}>
                  {ADD_ON_UNITS.map((u) => (
                    <option key={u} value={u}>
                      {UNIT_OPTIONS[u]}
                    </option>
                  ))}
                </Select>
              </Field>
              {sized ? (
                <Field label={SIZE_LABEL[unit]} error={errors.unitSize}>
                  <Input inputMode="numeric" value={unitSize} onChange={(e) => setUnitSize(e.target.value)} />
                </Field>
              ) : null}
              <Field label="Price per unit (USD)" hint="e.g. 10 or 12.50; 0 for free" error={errors.unitPriceUsdCents}>
                <Input inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
              </Field>
              <Field label="Most per booking" error={errors.maxQuantity}>
                <Input inputMode="numeric" value={maxQuantity} onChange={(e) => setMaxQuantity(e.target.value)} />
              </Field>
              <Field label="Confirmation" error={errors.fulfilment}>
                <Select value={fulfilment} onChange={(e) => setFulfilment(e.target.value as AddOn['fulfilment'])}>
                  {(['guaranteed', 'on_request'] as const).map((f) => (
                    <option key={f} value={f}>
                      {addOnFulfilmentWords[f]}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field
                label="Lead time (minutes)"
                hint="Booked at least this long before the meeting"
                error={errors.leadTimeMinutes}
              >
                <Input inputMode="numeric" value={leadTime} onChange={(e) => setLeadTime(e.target.value)} />
              </Field>
              <Field label="Order" hint="Lower first, from 0" error={errors.position}>
                <Input inputMode="numeric" value={position} onChange={(e) => setPosition(e.target.value)} />
              </Field>
            </div>
            <fieldset className="flex flex-wrap items-center gap-4 text-sm">
              <legend className="font-semibold text-slate-900">Offered with</legend>
              {SERVICE_TYPES.map((type) => (
                <span key={type} className="flex min-h-11 items-center gap-2">
                  <Checkbox
                    id={`${id}-${type}`}
                    checked={services.includes(type)}
                    onChange={(e) =>
                      setServices(e.target.checked ? [...services, type] : services.filter((s) => s !== type))
                    }
                  />
                  <label htmlFor={`${id}-${type}`}>{serviceLabel(type)}</label>
                </span>
              ))}
              <span className="flex min-h-11 items-center gap-2">
                <Checkbox id={`${id}-active`} checked={active} onChange={(e) => setActive(e.target.checked)} />
                <label htmlFor={`${id}-active`}>Sold</label>
              </span>
            </fieldset>
            {errors.serviceTypes ? (
              <p role="alert" className="text-sm text-red-700">
                {errors.serviceTypes}
              </p>
            ) : null}
            {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
            {failure ? <Alert tone="error">{failure}</Alert> : null}
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? 'Saving...' : addOn ? 'Save add-on' : 'Add add-on'}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The fields of `next` that differ from `current`: what a change sends. */
function changedFields(current: AddOn, next: Fields): UpdateAddOnRequest {
  const changed = Object.entries(next).filter(
    ([key, value]) => JSON.stringify(value) !== JSON.stringify(current[key as keyof Fields]),
  );
  return Object.fromEntries(changed) as UpdateAddOnRequest;
}
