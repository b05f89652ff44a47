import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getAuthToken } from '../../../lib/auth-storage';
import { json, stubFetch } from '../../../test/fake-fetch';
import { authResult, makeUser } from '../../../test/fixtures';
import { CurrentLocation, renderWithApp } from '../../../test/render';
import type { ReturnIntent } from '../redirects';
import { type CardStep, EmailFirstCard } from './email-first-card';

/** Renders the card and waits for its form (the Login and Signup steps load on demand). */
async function renderCard(props: { initialStep?: CardStep; intent?: ReturnIntent } = {}) {
  const view = renderWithApp(
    <>
      <Routes>
        <Route path="/" element={<EmailFirstCard {...props} />} />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Routes>
      <CurrentLocation />
    </>,
  );
  await screen.findByLabelText('Email');
  return view;
}

const title = (name: string) => screen.findByRole('heading', { name });
const emailInput = () => screen.getByLabelText('Email');
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function continueWith(email: string) {
  await userEvent.type(emailInput(), email);
  await userEvent.click(continueButton());
}

describe('email-first card: email step', () => {
  it("is titled 'Get Started Today'; Continue waits for an e-mail with an @", async () => {
    stubFetch({});
    await renderCard();
    expect(await title('Get Started Today')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    await userEvent.type(emailInput(), 'ada');
    expect(continueButton()).toBeDisabled();
    await userEvent.type(emailInput(), '@example.com');
    expect(continueButton()).toBeEnabled();
  });

  it("goes to 'Welcome Back!' when the account exists", async () => {
    const net = stubFetch({ 'POST /api/auth/check-user': () => json(200, { success: true, data: { exists: true } }) });
    await renderCard();
    await continueWith('  ada@example.com ');
    expect(await title('Welcome Back!')).toBeInTheDocument();
    expect(net.calls('POST /api/auth/check-user')[0]?.body).toEqual({ email: 'ada@example.com' });
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });

  it("goes to 'Create Account' when it does not, and when the check fails", async () => {
    let fail = false;
    stubFetch({
      'POST /api/auth/check-user': () =>
        fail
          ? json(429, { success: false, message: 'Too many requests. Please try again later.', error: 'RATE_LIMITED' })
          : json(200, { success: true, data: { exists: false } }),
    });
    await renderCard();
    await continueWith('new@example.com');
    expect(await title('Create Account')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    fail = true;
    await continueWith('new@example.com');
    expect(await title('Create Account')).toBeInTheDocument();
  });
});

describe('email-first card: login step', () => {
  async function toLogin() {
    stubFetch({
      'POST /api/auth/check-user': () => json(200, { success: true, data: { exists: true } }),
      'POST /api/auth/login': (req) =>
        (req.body as { password: string }).password === 'Secret123'
          ? json(200, authResult(makeUser()))
          : json(401, { success: false, message: 'Invalid email or password', error: 'UNAUTHORIZED' }),
    });
    await renderCard();
    await continueWith('ada@example.com');
    await title('Welcome Back!');
    await screen.findByLabelText('Password');
  }

  it('shows the failure, clears it when a field is edited, then signs in and goes to /dashboard', async () => {
    await toLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    expect(signIn).toBeDisabled();

    await userEvent.type(screen.getByLabelText('Password'), 'wrong-one');
    await userEvent.click(signIn);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

    await userEvent.clear(screen.getByLabelText('Password'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard'));
    expect(getAuthToken()).toBe('access-1');
  });

  it('Back resets the fields and the error and returns to the email step', async () => {
    await toLogin();
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('alert');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));

    expect(await title('Get Started Today')).toBeInTheDocument();
    expect(emailInput()).toHaveValue('');
    expect(emailInput()).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("'Create new account' and 'Already have an account? Sign in' switch between the steps", async () => {
    await toLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Create new account' }));
    expect(await title('Create Account')).toBeInTheDocument();
    expect(emailInput()).toHaveValue('ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(await title('Welcome Back!')).toBeInTheDocument();
  });
});

describe('email-first card: signup step', () => {
  it('shows the live hints and enables Create Account only when the rules hold', async () => {
    stubFetch({});
    await renderCard({ initialStep: 'signup' });
    const create = screen.getByRole('button', { name: 'Create Account' });
    const password = screen.getByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm Password');

    await userEvent.type(emailInput(), 'new@example.com');
    expect(screen.getByText('Valid email format')).toBeInTheDocument();

    await userEvent.type(password, 'abc12');
    expect(screen.getByText('Password must be at least 8 characters (5/8)')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('Password must be at least 8 characters (5/8)');
    await userEvent.type(password, '345');
    expect(screen.getByText('Password meets requirements')).toBeInTheDocument();

    await userEvent.type(confirm, 'abc');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(create).toBeDisabled();
    await userEvent.type(confirm, '12345');
    expect(screen.getByText('Passwords match')).toBeInTheDocument();
    expect(create).toBeEnabled();
  });

  it('signs up with the quick-signup placeholders and goes to the booking confirmation when asked', async () => {
    const net = stubFetch({
      'POST /api/auth/register': () => json(201, authResult(makeUser({ firstName: 'Traveller' }))),
    });
    await renderCard({ initialStep: 'signup', intent: { returnTo: 'booking', step: 'confirmation' } });
    await userEvent.type(emailInput(), 'ada.obi@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Secret123');
    // The Terms first, as in the booking flow's registration (issue 26 §6).
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('You must accept the terms and conditions')).toBeInTheDocument();
    expect(net.calls('POST /api/auth/register')).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the Terms of Service/ }));
    expect(screen.queryByText('You must accept the terms and conditions')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/dashboard?openBooking=true&step=confirmation'),
    );
    expect(net.calls('POST /api/auth/register')[0]?.body).toEqual({
      email: 'ada.obi@example.com',
      password: 'Secret123',
      firstName: 'Traveller',
      lastName: 'User',
      phone: '+2340000000000',
      dateOfBirth: '1990-01-01',
      nationality: 'Nigerian',
      marketingConsent: false,
    });
  });

  it("shows the server's reason when sign-up is refused", async () => {
    stubFetch({
      'POST /api/auth/register': () =>
        json(400, {
          success: false,
          message: 'Validation failed',
          error: 'VALIDATION_FAILED',
          details: {
            password: 'Password must contain at least one lowercase letter, one uppercase letter and one number',
          },
        }),
    });
    await renderCard({ initialStep: 'signup' });
    await userEvent.type(emailInput(), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'alllowercase');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'alllowercase');
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the Terms of Service/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password must contain at least one lowercase letter, one uppercase letter and one number',
    );
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });
});
