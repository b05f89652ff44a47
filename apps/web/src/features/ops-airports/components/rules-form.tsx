/**
 * An airport's rules (issue 41 item 1): the minimum notice, the urgent window and surcharge, the
 * night window (the airport's clock, its zone named) and surcharge, the free-cancellation hours
 * and how long an arrival's service lasts from the landing. An admin
 * changes them; a dispatcher reads them. Windows are typed in hours or minutes and sent in
 * minutes; surcharges are typed in US dollars and sent in cents (contracts `dollarsToCents`).
 * Only the rules changed are sent; the server's sentence is shown as it says it.
 */
import {
  type AirportPriceRules,
  dollarsToCents,
  formatMoney,
  minorToDecimalText,
  minorToMajor,
  type ServedAirport,
  UpdateAirportRulesRequestSchema,
  zoneName,
} from '@fasttrack/contracts';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useUpdateAirportRules } from '../api/pricing';
import { type Duration, durationMinutes, durationOf, durationText } from './duration';
import { DurationField } from './duration-field';

const usd = (cents: number) => formatMoney(minorToMajor(cents), 'USD');
// The amount as the field first shows it, "10.00": integer arithmetic (contracts).
const dollars = minorToDecimalText;

interface Values {
  minNotice: Duration;
  urgentWindow: Duration;
  urgentSurcharge: string;
  nightStartsAt: string;
  nightEndsAt: string;
  nightSurcharge: string;
  freeCancellationHours: string;
  arrivalService: Duration;
}

const valuesOf = (rules: AirportPriceRules): Values => ({
  minNotice: durationOf(rules.minNoticeMinutes),
  urgentWindow: durationOf(rules.urgentWindowMinutes),
  urgentSurcharge: dollars(rules.urgentSurchargeUsdCents),
  nightStartsAt: rules.nightStartsAt,
  nightEndsAt: rules.nightEndsAt,
  nightSurcharge: dollars(rules.nightSurchargeUsdCents),
  freeCancellationHours: String(rules.freeCancellationHours),
  arrivalService: durationOf(rules.arrivalServiceMinutes),
});

type Errors = Partial<Record<keyof AirportPriceRules | 'form', string>>;

/** The rules typed, as the API takes them, or the errors of the fields that are not. */
function readRules(v: Values): { rules: AirportPriceRules } | { errors: Errors } {
  const errors: Errors = {};
  const minutes = (d: Duration, key: keyof AirportPriceRules) => {
    const n = durationMinutes(d);
    if (n === null) errors[key] = 'Enter a whole number';
    return n ?? 0;
  };
  const wholeHours = (text: string) => {
    if (!/^\d+$/.test(text.trim())) errors.freeCancellationHours = 'Enter a whole number of hours';
    return Number(text.trim()) || 0;
  };
  const cents = (text: string, key: keyof AirportPriceRules) => {
    const n = dollarsToCents(text);
    if (n === null) errors[key] = 'Enter an amount in US dollars, e.g. 10 or 12.50';
    return n ?? 0;
  };
  const rules: AirportPriceRules = {
    minNoticeMinutes: minutes(v.minNotice, 'minNoticeMinutes'),
    urgentWindowMinutes: minutes(v.urgentWindow, 'urgentWindowMinutes'),
    urgentSurchargeUsdCents: cents(v.urgentSurcharge, 'urgentSurchargeUsdCents'),
    nightStartsAt: v.nightStartsAt.trim(),
    nightEndsAt: v.nightEndsAt.trim(),
    nightSurchargeUsdCents: cents(v.nightSurcharge, 'nightSurchargeUsdCents'),
    freeCancellationHours: wholeHours(v.freeCancellationHours),
    arrivalServiceMinutes: minutes(v.arrivalService, 'arrivalServiceMinutes'),
  };
  return Object.keys(errors).length > 0 ? { errors } : { rules };
}

export function RulesForm({
  airport,
  rules,
  canEdit,
}: {
  airport: ServedAirport;
  rules: AirportPriceRules;
  canEdit: boolean;
}) {
  // The mutation lives here: a save refreshes the rules, which remounts the editor with them.
  const save = useUpdateAirportRules();
  const zone = zoneName(airport.timeZone, new Date()) ?? airport.timeZone;
  const none = (cents: number, text: string) => (cents > 0 ? `${usd(cents)} ${text}` : `None (${text})`);
  if (!canEdit) {
    return (
      <dl className="grid gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-3 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-900">Minimum notice</dt>
        <dd>{durationText(rules.minNoticeMinutes)}</dd>
        <dt className="font-semibold text-slate-900">Urgent surcharge</dt>
        <dd>
          {none(
            rules.urgentSurchargeUsdCents,
            `per booking made less than ${durationText(rules.urgentWindowMinutes)} before the meeting`,
          )}
        </dd>
        <dt className="font-semibold text-slate-900">Night surcharge</dt>
        <dd>
          {none(rules.nightSurchargeUsdCents, `per booking met ${rules.nightStartsAt}-${rules.nightEndsAt} ${zone}`)}
        </dd>
        <dt className="font-semibold text-slate-900">Free cancellation</dt>
        <dd>Until {rules.freeCancellationHours} hours before the flight</dd>
        <dt className="font-semibold text-slate-900">Arrival service</dt>
        <dd>{durationText(rules.arrivalServiceMinutes)} from the landing</dd>
      </dl>
    );
  }
  return <RulesEditor key={JSON.stringify(rules)} airport={airport} rules={rules} zone={zone} save={save} />;
}

interface EditorProps {
  airport: ServedAirport;
  rules: AirportPriceRules;
  zone: string;
  save: ReturnType<typeof useUpdateAirportRules>;
}

function RulesEditor({ airport, rules, zone, save }: EditorProps) {
  const [values, setValues] = useState(() => valuesOf(rules));
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.reset();
    const read = readRules(values);
    if ('errors' in read) return setErrors(read.errors);
    const changed = Object.fromEntries(
      Object.entries(read.rules).filter(([key, value]) => rules[key as keyof AirportPriceRules] !== value),
    );
    const parsed = UpdateAirportRulesRequestSchema.safeParse(changed);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues)
        next[(issue.path[0] as keyof AirportPriceRules) ?? 'form'] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    save.mutate({ iata: airport.iata, changes: parsed.data });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={`Rules at ${airport.iata}`} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <DurationField
          label="Minimum notice"
          hint="Less notice than this: the service cannot be booked"
          value={values.minNotice}
          error={errors.minNoticeMinutes}
          onChange={(d) => set('minNotice', d)}
        />
        <DurationField
          label="Urgent within"
          hint="Booked less than this before the meeting: urgent"
          value={values.urgentWindow}
          error={errors.urgentWindowMinutes}
          onChange={(d) => set('urgentWindow', d)}
        />
        <Field label="Urgent surcharge (USD per booking)" hint="0 for none" error={errors.urgentSurchargeUsdCents}>
          <Input
            inputMode="decimal"
            value={values.urgentSurcharge}
            onChange={(e) => set('urgentSurcharge', e.target.value)}
          />
        </Field>
        <Field label="Night surcharge (USD per booking)" hint="0 for none" error={errors.nightSurchargeUsdCents}>
          <Input
            inputMode="decimal"
            value={values.nightSurcharge}
            onChange={(e) => set('nightSurcharge', e.target.value)}
          />
        </Field>
        <Field label={`Night starts at (${zone})`} hint="HH:mm, the airport's clock" error={errors.nightStartsAt}>
          <Input value={values.nightStartsAt} maxLength={5} onChange={(e) => set('nightStartsAt', e.target.value)} />
        </Field>
        <Field
          label={`Night ends at (${zone})`}
          hint="HH:mm; before the start: the next morning"
          error={errors.nightEndsAt}
        >
          <Input value={values.nightEndsAt} maxLength={5} onChange={(e) => set('nightEndsAt', e.target.value)} />
        </Field>
        <Field
          label="Free cancellation (hours before the flight)"
          hint="Cancelled later, a paid booking is not refunded; bookings keep the hours they were made with"
          error={errors.freeCancellationHours}
        >
          <Input
            inputMode="numeric"
            value={values.freeCancellationHours}
            onChange={(e) => set('freeCancellationHours', e.target.value)}
          />
        </Field>
        <DurationField
          label="Arrival service"
          hint="From the landing: the officer is held this long (30 minutes to 8 hours)"
          value={values.arrivalService}
          error={errors.arrivalServiceMinutes}
          onChange={(d) => set('arrivalService', d)}
        />
      </div>
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      {save.isError ? <Alert tone="error">{save.error.message}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save rules'}
          <span className="sr-only"> at {airport.iata}</span>
        </Button>
        <span role="status" className="text-sm text-green-800">
          {save.data?.message ?? ''}
        </span>
      </div>
    </form>
  );
}
