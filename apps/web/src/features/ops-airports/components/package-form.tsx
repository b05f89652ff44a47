/**
 * Add a package to a served airport, or change one (issue 41 item 6, for item 4's extras), admin
 * only: its name, its order, whether it is sold, and the airport's add-ons it includes, each with
 * its quantity (a per-person add-on counts the whole party, so it asks none). The items are sent
 * as a whole, in the add-ons' order; the code is set once. A change is confirmed first, and only
 * the fields changed are sent. The server's refusal (a code taken: 409; an add-on the airport
 * lacks: 422) is shown as it says it; its sentence on success goes to the panel (`onSaved`).
 */
import {
  type AddOn,
  addOnUnitWords,
  CreatePackageRequestSchema,
  type Package,
  type PackageItem,
  type ServedAirport,
  type UpdatePackageRequest,
  UpdatePackageRequestSchema,
} from '@fasttrack/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Checkbox, Input } from '../../../components/ui/input';
import { useCreatePackage, useUpdatePackage } from '../api/extras';
import { ConfirmSave } from './confirm-save';

type Fields = Omit<Package, 'id' | 'airportIata' | 'code'>;
type Errors = Partial<Record<keyof Fields | 'code' | 'form', string>>;

export interface PackageFormProps {
  airport: ServedAirport;
  /** The airport's add-ons, the ones a package may include. */
  addOns: AddOn[];
  /** The package to change; null to add one. */
  pack: Package | null;
  nextPosition: number;
  onClose(): void;
  onSaved(message: string): void;
}

export function PackageForm({ airport, addOns, pack, nextPosition, onClose, onSaved }: PackageFormProps) {
  const id = useId();
  const create = useCreatePackage();
  const update = useUpdatePackage();
  const [code, setCode] = useState('');
  const [name, setName] = useState(pack?.name ?? '');
  const [description, setDescription] = useState(pack?.description ?? '');
  const [active, setActive] = useState(pack?.active ?? true);
  const [position, setPosition] = useState(String(pack?.position ?? nextPosition));
  // Quantity typed per add-on code; a code absent from the map is not included.
  const [included, setIncluded] = useState<Record<string, string>>(
    Object.fromEntries((pack?.items ?? []).map((item) => [item.addOnCode, String(item.quantity)])),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<UpdatePackageRequest | null>(null);
  const busy = create.isPending || update.isPending;
  const failure = create.error?.message ?? update.error?.message;
  const done = { onSuccess: (body: { message?: string | undefined }) => onSaved(body.message ?? '') };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const items: PackageItem[] = addOns
      .filter((a) => a.code in included)
      .map((a) => ({ addOnCode: a.code, quantity: Number(included[a.code]) }));
    const fields: Fields = { name, description, active, position: Number(position), items };
    const changes = pack ? changedFields(pack, fields) : fields;
    const parsed = pack
      ? UpdatePackageRequestSchema.safeParse(changes)
      : CreatePackageRequestSchema.safeParse({ code, ...fields });
    const next: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        const itemName = field === 'items' && typeof index === 'number' ? `${addOnName(items[index])}: ` : '';
        next[(field ?? 'form') as keyof Errors] ??= `${itemName}${issue.message}`;
      }
    }
    setErrors(next);
    if (!parsed.success) return;
    if (!pack) create.mutate({ iata: airport.iata, pack: CreatePackageRequestSchema.parse({ code, ...fields }) }, done);
    else setConfirming(changes);
  };
  const addOnName = (item: PackageItem | undefined) => addOns.find((a) => a.code === item?.addOnCode)?.name ?? '';

  const title = pack ? `${pack.name} at ${airport.iata}` : `Add a package at ${airport.iata}`;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{confirming && pack ? `Save the changes to ${pack.name}?` : title}</DialogTitle>
          <DialogDescription>
            A package is the service with some of the airport's add-ons, shown as a card on the booking form. Bookings
            already made keep their lines.
          </DialogDescription>
        </DialogHeader>
        {confirming && pack ? (
          <ConfirmSave
            failure={failure ?? null}
            busy={busy}
            label="Save package"
            onBack={() => setConfirming(null)}
            onSave={() => update.mutate({ iata: airport.iata, code: pack.code, changes: confirming }, done)}
          />
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-3">
            <div className="grid gap-3 sm:grid-cols-2">
              {pack ? null : (
                <Field label="Code" hint="Lower-case letters, digits or hyphens, e.g. premium" error={errors.code}>
                  <Input value={code} maxLength={40} onChange={(e) => setCode(e.target.value)} />
                </Field>
              )}
              <Field label="Name" error={errors.name}>
                <Input value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
              </Field>
              <Field label="Description" error={errors.description}>
                <Input value={description} maxLength={300} onChange={(e) => setDescription(e.target.value)} />
              </Field>
              <Field label="Order" hint="Lower first, from 0" error={errors.position}>
                <Input inputMode="numeric" value={position} onChange={(e) => setPosition(e.target.value)} />
              </Field>
            </div>
            <fieldset className="flex flex-col gap-1 text-sm">
              <legend className="font-semibold text-slate-900">Includes</legend>
              {addOns.length === 0 ? <p>No add-ons at {airport.iata} yet: the package is the service alone.</p> : null}
              {addOns.map((a) => (
                <div key={a.code} className="flex min-h-11 flex-wrap items-center gap-2">
                  <Checkbox
                    id={`${id}-${a.code}`}
                    checked={a.code in included}
                    onChange={(e) => {
                      const { [a.code]: _dropped, ...rest } = included;
                      setIncluded(e.target.checked ? { ...included, [a.code]: '1' } : rest);
                    }}
                  />
                  <label htmlFor={`${id}-${a.code}`}>
                    {a.name} ({addOnUnitWords(a)}){a.active ? '' : ', not sold'}
                  </label>
                  {a.code in included && a.unit !== 'per_person' ? (
                    <Input
                      aria-label={`${a.name}: quantity`}
                      inputMode="numeric"
                      className="w-20"
                      value={included[a.code]}
                      onChange={(e) => setIncluded({ ...included, [a.code]: e.target.value })}
                    />
                  ) : null}
                </div>
              ))}
              {errors.items ? (
                <p role="alert" className="text-red-700">
                  {errors.items}
                </p>
              ) : null}
            </fieldset>
            <div className="flex min-h-11 items-center gap-2 text-sm">
              <Checkbox id={`${id}-active`} checked={active} onChange={(e) => setActive(e.target.checked)} />
              <label htmlFor={`${id}-active`}>Sold</label>
            </div>
            {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
            {failure ? <Alert tone="error">{failure}</Alert> : null}
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? 'Saving...' : pack ? 'Save package' : 'Add package'}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The fields of `next` that differ from `current`: what a change sends (the items as a whole). */
function changedFields(current: Package, next: Fields): UpdatePackageRequest {
  const changed = Object.entries(next).filter(
    ([key, value]) => JSON.stringify(value) !== JSON.stringify(current[key as keyof Fields]),
  );
  return Object.fromEntries(changed) as UpdatePackageRequest;
}
