/**
 * The landing page says what the product does (issue 37): the live status of the service on the
 * booking page, not an officer followed on a map on the way to the traveller.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LandingSections } from './sections';

describe('landing features', () => {
  it('promise the live steps of the service on the booking page, and no tracking of the officer', () => {
    render(
      <MemoryRouter>
        <LandingSections />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Live Service Tracking' })).toBeInTheDocument();
    expect(screen.getByText(/^Your booking page follows your service as it happens/)).toBeInTheDocument();
    expect(screen.queryByText(/on the way to meet you/)).not.toBeInTheDocument();
  });
});
