/**
 * Actions that need the network (issue 36 item 4): offline, every control inside is disabled and
 * one line says "Available when you're back online" (the group's description); back online they
 * work again; with nothing to hold back, no line.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NeedsNetwork } from './needs-network';
import { Button } from './ui/button';

function goOnline(onLine: ReturnType<typeof vi.spyOn>, online: boolean) {
  onLine.mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

describe('NeedsNetwork', () => {
  it('disables its controls offline with the line that says when they come back, and enables them online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const pay = vi.fn();
    render(
      <NeedsNetwork>
        <Button onClick={pay}>Pay now</Button>
        <Button variant="outline">Cancel</Button>
      </NeedsNetwork>,
    );
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
    expect(screen.queryByText("Available when you're back online")).toBeNull();

    goOnline(onLine, false);
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('group')).toHaveAccessibleDescription("Available when you're back online");
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(pay).not.toHaveBeenCalled();

    goOnline(onLine, true);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(pay).toHaveBeenCalledOnce();
    expect(screen.queryByText("Available when you're back online")).toBeNull();
  });

  it('shows no line when there is no action to hold back', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = render(<NeedsNetwork>{false}</NeedsNetwork>);
    expect(container).toBeEmptyDOMElement();
  });
});
