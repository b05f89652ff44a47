/** The reports page's range: a preset or Custom, with its two dates, and the range it stands for (WAT). */
import { REPORT_PRESET_LABELS, REPORT_PRESETS, type ReportPreset, type ReportRange } from '@fasttrack/contracts';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';

export interface RangeFormProps {
  preset: ReportPreset | 'custom';
  range: ReportRange;
  setPreset: (p: string) => void;
  setDates: (r: ReportRange) => void;
}

export function RangeForm({ preset, range, setPreset, setDates }: RangeFormProps) {
  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()}>
      <Field label="Range" className="w-48">
        <Select value={preset} onChange={(e) => setPreset(e.target.value)}>
          {REPORT_PRESETS.map((p) => (
            <option key={p} value={p}>
              {REPORT_PRESET_LABELS[p]}
            </option>
          ))}
          <option value="custom">Custom</option>
        </Select>
      </Field>
      {preset === 'custom' ? (
        <>
          <Field label="From" className="w-44">
            <Input
              type="date"
              value={range.from}
              onChange={(e) => e.target.value && setDates({ ...range, from: e.target.value })}
            />
          </Field>
          <Field label="To" className="w-44">
            <Input
              type="date"
              value={range.to}
              onChange={(e) => e.target.value && setDates({ ...range, to: e.target.value })}
            />
          </Field>
        </>
      ) : null}
      <p className="pb-2 text-sm text-slate-700">
        {range.from} to {range.to} (WAT)
      </p>
    </form>
  );
}
