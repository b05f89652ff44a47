/**
 * A chart of a report table (issue 30 §1), drawn with Recharts: a trend line or bars. The chart
 * is a picture for sighted readers (`role="img"` with a label); the table beside it carries the
 * same figures for everyone, so the chart's own keyboard layer is off.
 *
 * Issue 37 (Staff pages): the value axis ticks whole numbers only (no "0.25 services", no
 * fractions of a naira), and a line of a single day, which has nothing to join, is drawn as one
 * bar with its value written above it instead of a lone dot.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface ReportChartProps {
  kind: 'line' | 'bar';
  /** What the chart shows, read out in place of the picture. */
  label: string;
  data: Array<{ x: string; y: number }>;
  /** How a value reads in the tooltip, e.g. an amount in naira. */
  format?: (value: number) => string;
}

const BRAND = '#0f766e';

/** Below this many, every whole number up to the largest value is a tick: 0, 1, 2 services, never 0.25. */
const FEW = 5;

/** The value axis' ticks when the values are few and small, else undefined (Recharts chooses, whole numbers only). */
function smallCountTicks(values: readonly number[]): number[] | undefined {
  const top = Math.ceil(Math.max(0, ...values));
  if (top >= FEW) return undefined;
  return Array.from({ length: Math.max(top, 1) + 1 }, (_, i) => i);
}

export function ReportChart({ kind, label, data, format = String }: ReportChartProps) {
  const single = data.length === 1;
  const ticks = smallCountTicks(data.map((d) => d.y));
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
      <XAxis dataKey="x" tick={{ fontSize: 12, fill: '#334155' }} />
      <YAxis
        tick={{ fontSize: 12, fill: '#334155' }}
        width={72}
        allowDecimals={false}
        interval={0}
        {...(ticks ? { ticks, domain: [0, ticks.at(-1) ?? 1] } : { domain: [0, 'auto'] })}
        tickFormatter={(v: number) => format(v)}
      />
      <Tooltip formatter={(v) => format(Number(v))} />
    </>
  );
  return (
    <div role="img" aria-label={label} className="h-60 w-full">
      <ResponsiveContainer width="100%" height="100%">
        {kind === 'line' && !single ? (
          <LineChart data={data} accessibilityLayer={false}>
            {axes}
            <Line type="monotone" dataKey="y" stroke={BRAND} strokeWidth={2} dot={false} isAnimationActive={false} />
          </LineChart>
        ) : (
          <BarChart data={data} accessibilityLayer={false}>
            {axes}
            <Bar dataKey="y" fill={BRAND} isAnimationActive={false} maxBarSize={single ? 96 : undefined}>
              {single ? (
                <LabelList
                  dataKey="y"
                  position="top"
                  formatter={(v: unknown) => format(Number(v))}
                  fill="#0f172a"
                  fontSize={13}
                  fontWeight={600}
                />
              ) : null}
            </Bar>
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
