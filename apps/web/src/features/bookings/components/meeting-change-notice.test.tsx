/**
 * The notice of a moved meeting time (issue 36 items 5, 6): a delay says the old and new times in
 * WAT, a move says from which flight (and why) to which, with the day and the meeting time.
 */
import type { MeetingChange } from '@fasttrack/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MeetingChangeNotice } from './meeting-change-notice';

/** The zone of the bookings these tests are about (the airport's row names it). */
const LAGOS = 'Africa/Lagos';

const delayed: MeetingChange = {
  kind: 'retimed',
  // 16:45 and 18:15 UTC are 17:45 and 19:15 in Lagos.
  fromMeetingTime: '2026-11-30T16:45:00.000Z',
  toMeetingTime: '2026-11-30T18:15:00.000Z',
  fromFlightNumber: null,
  fromFlightDisruption: null,
  toFlightNumber: null,
};

describe('MeetingChangeNotice', () => {
  it('says a delay in the words of the texts', () => {
    render(<MeetingChangeNotice timeZone={LAGOS} change={delayed} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your flight is delayed: your meeting moved from 17:45 to 19:15 WAT.',
    );
  });

  it('names both days when the new time is on another day, and says an earlier flight as such', () => {
    const { rerender } = render(
      <MeetingChangeNotice timeZone={LAGOS} change={{ ...delayed, toMeetingTime: '2026-11-30T23:30:00.000Z' }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your flight is delayed: your meeting moved from Mon 30 Nov, 17:45 to Tue 1 Dec, 00:30 WAT.',
    );
    rerender(
      <MeetingChangeNotice timeZone={LAGOS} change={{ ...delayed, toMeetingTime: '2026-11-30T15:45:00.000Z' }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your flight is earlier: your meeting moved from 17:45 to 16:45 WAT.',
    );
  });

  it('says a move to the re-booked flight as a move', () => {
    render(
      <MeetingChangeNotice
        timeZone={LAGOS}
        change={{
          ...delayed,
          kind: 'moved',
          fromMeetingTime: '2026-11-29T14:15:00.000Z',
          toMeetingTime: '2026-11-30T14:15:00.000Z',
          fromFlightNumber: 'P47125',
          fromFlightDisruption: 'cancelled',
          toFlightNumber: 'P47121',
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your booking moved from P47125 (cancelled) to P47121, Mon 30 Nov, meeting 15:15 WAT.',
    );
  });

  it("reads the times on the clock of the booking's airport, with that zone's name (issue 41 item 2)", () => {
    render(<MeetingChangeNotice timeZone="Africa/Accra" change={delayed} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your flight is delayed: your meeting moved from 16:45 to 18:15 GMT.',
    );
  });

  it('says nothing when the time never moved', () => {
    const { container } = render(<MeetingChangeNotice timeZone={LAGOS} change={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
