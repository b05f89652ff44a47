/**
 * A window of time on the rules form (issue 41 item 1): a whole number and its unit, hours or
 * minutes (./duration.ts reads it as minutes).
 */
import { useId } from 'react';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import type { Duration } from './duration';

export function DurationField(props: {
  label: string;
  hint: string;
  value: Duration;
  error: string | undefined;
  onChange(d: Duration): void;
}) {
  const { label, hint, value, error, onChange } = props;
  // Its own id: inside the Field the number takes the field's id and the label.
  const unitId = useId();
  return (
    <Field label={label} hint={hint} error={error}>
      <div className="grid grid-cols-[minmax(0,1fr)_8rem] gap-2">
        <Input
          inputMode="numeric"
          value={value.amount}
          onChange={(e) => onChange({ ...value, amount: e.target.value })}
        />
        <Select
          id={unitId}
          aria-label={`${label}: unit`}
          value={value.unit}
          onChange={(e) => onChange({ ...value, unit: e.target.value as Duration['unit'] })}
        >
          <option value="hours">hours</option>
          <option value="minutes">minutes</option>
        </Select>
      </div>
    </Field>
  );
}
