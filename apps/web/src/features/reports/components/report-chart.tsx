/**
 * A chart of a report table (issue 30 §1), drawn with Recharts: a trend line or bars. The chart
 * is a picture for sighted readers (`role="img"` with a label); the table beside it carries the
 * same figures for everyone, so the chart's own keyboard layer is off.
 */
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ReportChartProps {
  kind: 'line' | 'bar';
  /** What the chart shows, read out in place of the picture. */
  label: string;
  data: Array<{ x: string; y: number }>;
  /** How a value reads in the tooltip, e.g. an amount in naira. */
  format?: (value: number) => string;
}

const BRAND = '#0f766e';

export function ReportChart({ kind, label, data, format = String }: ReportChartProps) {
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
      <XAxis dataKey="x" tick={{ fontSize: 12, fill: '#334155' }} />
      <YAxis tick={{ fontSize: 12, fill: '#334155' }} width={72} tickFormatter={(v: number) => format(v)} />
      <Tooltip formatter={(v) => format(Number(v))} />
    </>
  );
  return (
    <div role="img" aria-label={label} className="h-60 w-full">
      <ResponsiveContainer width="100%" height="100%">
        {kind === 'line' ? (
          <LineChart data={data} accessibilityLayer={false}>
            {axes}
            <Line
              type="monotone"
              dataKey="y"
              stroke={BRAND}
              strokeWidth={2}
              // A single day has no line to draw: its point shows instead.
              dot={data.length < 2}
              isAnimationActive={false}
            />
          </LineChart>
        ) : (
          <BarChart data={data} accessibilityLayer={false}>
            {axes}
            <Bar dataKey="y" fill={BRAND} isAnimationActive={false} />
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
