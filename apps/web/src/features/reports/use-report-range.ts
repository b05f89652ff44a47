/**
 * The reports page's range (issue 30): it lives in the address, so a view can be shared and
 * survives a reload. A preset (`range`, last 7 days by default), or `from` and `to` (custom).
 */
import {
  isIsoDate,
  lagosToday,
  REPORT_PRESETS,
  type ReportPreset,
  type ReportRange,
  ReportRangeQuerySchema,
  reportPresetRange,
} from '@fasttrack/contracts';
import { useSearchParams } from 'react-router';

const DEFAULT_PRESET: ReportPreset = 'last-7';

/** The range in the address: a preset, or `from` and `to` when both are valid. */
export function useReportRange(): {
  preset: ReportPreset | 'custom';
  range: ReportRange;
  setPreset: (p: string) => void;
  setDates: (r: ReportRange) => void;
} {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const custom = isIsoDate(from) && isIsoDate(to) && ReportRangeQuerySchema.safeParse({ from, to }).success;
  const presetParam = params.get('range') as ReportPreset | null;
  const preset = presetParam && REPORT_PRESETS.includes(presetParam) ? presetParam : DEFAULT_PRESET;
  return {
    preset: custom ? 'custom' : preset,
    range: custom ? { from, to } : reportPresetRange(preset, lagosToday()),
    setPreset: (p) =>
      setParams(p === 'custom' ? { ...reportPresetRange(preset, lagosToday()) } : { range: p }, { replace: true }),
    setDates: (r) => setParams({ from: r.from, to: r.to }, { replace: true }),
  };
}
