/**
 * Report charts read as a person expects (issue 37, Staff pages): counts tick in whole numbers
 * (no "0.25 services"), and a single day is a labelled bar, not a lone dot.
 */
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportChart } from './report-chart';

// happy-dom lays nothing out: the chart's box is given the size a desktop page gives it.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width: 640, height: 240 }),
  );
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(640);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(240);
});

const yTicks = (container: HTMLElement) =>
  [...container.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')].map(
    (t) => t.textContent,
  );

describe('report charts', () => {
  it('ticks a small count in whole numbers only', () => {
    const { container } = render(
      <ReportChart
        kind="bar"
        label="Services by hour"
        data={[
          { x: '09:00', y: 0 },
          { x: '10:00', y: 1 },
          { x: '11:00', y: 0 },
        ]}
      />,
    );
    // 0 and 1 service: the axis goes no higher than the largest count, in whole numbers.
    expect(yTicks(container)).toEqual(['0', '1']);
  });

  it('draws a single day of a trend as one bar with its value written on it', () => {
    const { container, getByRole } = render(
      <ReportChart
        kind="line"
        label="NGN collected per day"
        data={[{ x: '2026-11-23', y: 67_500 }]}
        format={(v) => `₦${v.toLocaleString('en-NG')}`}
      />,
    );
    expect(getByRole('img', { name: 'NGN collected per day' })).toBeInTheDocument();
    expect(container.querySelector('.recharts-line')).toBeNull();
    expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(1);
    expect(container.querySelector('.recharts-label-list')?.textContent).toBe('₦67,500');
  });

  it('draws several days as a line', () => {
    const { container } = render(
      <ReportChart
        kind="line"
        label="NGN collected per day"
        data={[
          { x: '2026-11-22', y: 1 },
          { x: '2026-11-23', y: 2 },
        ]}
      />,
    );
    expect(container.querySelector('.recharts-line')).not.toBeNull();
    expect(yTicks(container)).toEqual(['0', '1', '2']);
  });

  it('lets larger values choose their own whole-number ticks', () => {
    const { container } = render(
      <ReportChart
        kind="bar"
        label="Ratings by score"
        data={[
          { x: '5 ★', y: 7 },
          { x: '4 ★', y: 3 },
        ]}
      />,
    );
    const ticks = yTicks(container);
    expect(ticks.length).toBeGreaterThan(2);
    for (const tick of ticks) expect(tick).toMatch(/^\d+$/);
  });
});
