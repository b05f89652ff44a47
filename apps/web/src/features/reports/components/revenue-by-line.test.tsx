/**
 * "Revenue by line" on the reports page (issue 41 item 5): one row per airport and kind of line,
 * the kind in words and the amounts in USD and naira as the API gives them.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { RevenueByLine } from './revenue-by-line';

describe('revenue by line', () => {
  it('shows each airport and kind of line with its net in USD and NGN', () => {
    renderWithApp(
      <RevenueByLine
        range={{ from: '2026-04-14', to: '2026-04-15' }}
        rows={[
          { airportIata: 'ABV', kind: 'service', netNgnKobo: 20_543_478, netUsdCents: 13_696 },
          { airportIata: 'ABV', kind: 'urgent_surcharge', netNgnKobo: 1_956_522, netUsdCents: 1304 },
          { airportIata: 'ABV', kind: 'night_surcharge', netNgnKobo: 1_500_000, netUsdCents: 1000 },
          { airportIata: 'LOS', kind: 'service', netNgnKobo: -6_750_000, netUsdCents: -4500 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Revenue by line' });
    const cells = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(cells).toEqual([
      ['Airport', 'Line', 'USD', 'NGN'],
      ['ABV', 'Service', '$136.96', '₦205,434.78'],
      ['ABV', 'Urgent surcharge', '$13.04', '₦19,565.22'],
      ['ABV', 'Night surcharge', '$10.00', '₦15,000.00'],
      // Refunds outweighed charges: a negative net.
      ['LOS', 'Service', '-$45.00', '-₦67,500.00'],
    ]);
    expect(screen.getByRole('button', { name: 'Download CSV: Revenue by line' })).toBeEnabled();
  });
});
