import { describe, expect, it } from 'vitest';
import { afterInlineAuthPath, afterLoginPagePath, loginLinkPath, signupLinkPath, staffLoginPath } from './redirects';

describe('redirects after sign-in (§2)', () => {
  it('login page: a booking goes back to the landing page with the booking dialog', () => {
    expect(afterLoginPagePath({ returnTo: 'booking' })).toBe('/?openBooking=true');
    expect(afterLoginPagePath({ returnTo: 'booking', step: 'confirmation' })).toBe(
      '/?openBooking=true&step=confirmation',
    );
    expect(afterLoginPagePath({ returnTo: 'booking', step: 'payment' })).toBe('/?openBooking=true');
    expect(afterLoginPagePath({})).toBe('/dashboard');
    expect(afterLoginPagePath({ returnTo: 'elsewhere', step: 'confirmation' })).toBe('/dashboard');
  });

  it('card sign-up and dialog: only booking + confirmation reopens the booking on the dashboard', () => {
    expect(afterInlineAuthPath({ returnTo: 'booking', step: 'confirmation' })).toBe(
      '/dashboard?openBooking=true&step=confirmation',
    );
    expect(afterInlineAuthPath({ returnTo: 'booking' })).toBe('/dashboard');
    expect(afterInlineAuthPath({})).toBe('/dashboard');
  });

  it("'Sign up here' carries returnTo and step only when both are present", () => {
    expect(signupLinkPath({ returnTo: 'booking', step: 'confirmation' })).toBe(
      '/?signup=true&returnTo=booking&step=confirmation',
    );
    expect(signupLinkPath({ returnTo: 'booking' })).toBe('/?signup=true');
    expect(signupLinkPath({})).toBe('/?signup=true');
  });

  it('builds the login link for the booking flow', () => {
    expect(loginLinkPath({ returnTo: 'booking', step: 'confirmation' })).toBe(
      '/login?returnTo=booking&step=confirmation',
    );
    expect(loginLinkPath()).toBe('/login');
  });
});

describe('staff land on their console (issue 15 §7)', () => {
  it('a dispatcher or admin lands on /ops, an officer on /officer, a customer as before', () => {
    expect(afterLoginPagePath({}, 'dispatcher')).toBe('/ops');
    expect(afterLoginPagePath({}, 'admin')).toBe('/ops');
    expect(afterLoginPagePath({}, 'officer')).toBe('/officer');
    expect(afterLoginPagePath({}, 'customer')).toBe('/dashboard');
    expect(afterInlineAuthPath({ returnTo: 'booking', step: 'confirmation' }, 'officer')).toBe('/officer');
  });

  it('goes back to the console page asked for, only when the role may open it', () => {
    expect(afterLoginPagePath({ returnTo: '/ops/officers' }, 'dispatcher')).toBe('/ops/officers');
    expect(afterLoginPagePath({ returnTo: '/ops/staff' }, 'admin')).toBe('/ops/staff');
    expect(afterLoginPagePath({ returnTo: '/ops/staff' }, 'dispatcher')).toBe('/ops');
    expect(afterLoginPagePath({ returnTo: '/ops' }, 'officer')).toBe('/officer');
    expect(afterLoginPagePath({ returnTo: '/ops' }, 'customer')).toBe('/dashboard');
    expect(afterLoginPagePath({ returnTo: 'https://evil.example/ops' }, 'admin')).toBe('/ops');
    expect(staffLoginPath('/ops?date=2026-11-24')).toBe('/login?returnTo=%2Fops%3Fdate%3D2026-11-24');
  });
});
