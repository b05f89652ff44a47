import { lagosToday, Messages, PHONE_EXAMPLE } from '@fasttrack/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fake-fetch';
import { authResult, makeUser } from '../../../test/fixtures';
import { CurrentLocation, renderWithApp } from '../../../test/render';
import { AuthDialog } from './auth-dialog';

function renderDialog() {
  return renderWithApp(
    <>
      <Routes>
        <Route path="*" element={<AuthDialog open options={{ view: 'register' }} onOpenChange={() => {}} />} />
      </Routes>
      <CurrentLocation />
    </>,
  );
}

const dialog = () => screen.getByRole('dialog');
const stepHeading = (text: string) => within(dialog()).findByRole('heading', { name: text });
const next = () => userEvent.click(within(dialog()).getByRole('button', { name: 'Next' }));

/** `YYYY-MM-DD` for someone who turns `years` old today (Lagos). */
function bornYearsAgo(years: number): string {
  const [y, m, d] = lagosToday().split('-');
  return `${Number(y) - years}-${m}-${d}`;
}

async function fillStep1(overrides: Partial<Record<'firstName' | 'lastName' | 'dateOfBirth', string>> = {}) {
  await userEvent.type(screen.getByLabelText('First Name'), overrides.firstName ?? 'Ada');
  await userEvent.type(screen.getByLabelText('Last Name'), overrides.lastName ?? 'Obi');
  await userEvent.type(screen.getByLabelText('Date of Birth'), overrides.dateOfBirth ?? '1990-05-17');
  await userEvent.selectOptions(screen.getByLabelText('Nationality'), 'British');
}

describe('registration wizard', () => {
  it('keeps Next on step 1 until the personal info is valid, with the §5 messages', async () => {
    stubFetch({});
    renderDialog();
    expect(within(dialog()).getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    await stepHeading('Step 1 of 3: Personal Info');

    await next();
    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid date of birth')).toBeInTheDocument();
    expect(screen.getByText('Please select your nationality')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('First name must be at least 2 characters');
    expect(screen.getByLabelText('First Name')).toHaveFocus();

    await fillStep1({ firstName: 'A'.repeat(51), dateOfBirth: bornYearsAgo(17) });
    await next();
    expect(await screen.findByText('First name must be less than 50 characters')).toBeInTheDocument();
    expect(screen.getByText('You must be between 18 and 100 years old')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Personal Info' })).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('First Name'));
    await userEvent.type(screen.getByLabelText('First Name'), 'Ada');
    await userEvent.clear(screen.getByLabelText('Date of Birth'));
    await userEvent.type(screen.getByLabelText('Date of Birth'), bornYearsAgo(18));
    await next();
    expect(await stepHeading('Step 2 of 3: Contact Details')).toBeInTheDocument();
  });

  it('has the keyboard in the first field of a step as soon as the step is on screen', async () => {
    // Focus moved after the step is painted would leave a field the person already tapped and
    // typed into: their text would land in the e-mail field instead (seen in a browser spec).
    stubFetch({});
    renderDialog();
    await fillStep1();
    // Read where the focus is once the task that put step 2 on screen has ended: a microtask, as a
    // browser delivers mutation records (happy-dom calls observers during the change itself).
    let focusedWhenShown: Element | null | undefined;
    const observer = new MutationObserver(() => {
      queueMicrotask(() => {
        if (focusedWhenShown === undefined && screen.queryByRole('heading', { name: 'Step 2 of 3: Contact Details' })) {
          focusedWhenShown = document.activeElement;
        }
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await next();
    await stepHeading('Step 2 of 3: Contact Details');
    observer.disconnect();
    expect(focusedWhenShown).toBe(screen.getByLabelText('Email'));
  });

  it('checks the contact details; Previous goes back with the values kept, then Back to Sign In to the login view', async () => {
    stubFetch({});
    renderDialog();
    await fillStep1();
    await next();
    await stepHeading('Step 2 of 3: Contact Details');

    await userEvent.type(screen.getByLabelText('Email'), 'ada@');
    await userEvent.type(screen.getByLabelText('Phone Number'), '0801234{Enter}');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText(Messages.phoneInvalid(PHONE_EXAMPLE))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await stepHeading('Step 1 of 3: Personal Info');
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');

    // Step 1 has no step before it: its button goes back to the sign-in form and says so.
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(await within(dialog()).findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
  });

  it('submits only from step 3, once passwords match and the terms are accepted, then shows success and goes to /dashboard', async () => {
    const net = stubFetch({
      'POST /api/auth/check-user': () => json(200, { success: true, data: { exists: false } }),
      'POST /api/auth/register': () => json(201, authResult(makeUser({ firstName: 'Ada' }))),
    });
    renderDialog();
    await fillStep1();
    await userEvent.type(screen.getByLabelText('Last Name'), '{Enter}');
    await stepHeading('Step 2 of 3: Contact Details');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Phone Number'), '+234 801 234 5678{Enter}');
    await stepHeading('Step 3 of 3: Security');
    expect(net.calls('POST /api/auth/check-user').map((r) => r.body)).toEqual([{ email: 'ada@example.com' }]);
    expect(net.calls('POST /api/auth/register')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Password'), 'password');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Secret124');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText(
        'Password must contain at least one lowercase letter, one uppercase letter and one number',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('You must accept the terms and conditions')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(net.calls('POST /api/auth/register')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Secret123');
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the Terms of Service/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /travel tips and offers/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await within(dialog()).findByRole('heading', { name: 'Welcome, Ada!' })).toBeInTheDocument();
    expect(net.calls('POST /api/auth/register')[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Obi',
      dateOfBirth: '1990-05-17',
      nationality: 'British',
      email: 'ada@example.com',
      phone: '+2348012345678',
      password: 'Secret123',
      marketingConsent: true,
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard'), { timeout: 4_000 });
  });

  it('says on step 2 that the e-mail is already registered, and offers to sign in instead (issue 19 §9)', async () => {
    stubFetch({
      'POST /api/auth/check-user': (req) =>
        json(200, { success: true, data: { exists: (req.body as { email: string }).email === 'taken@example.com' } }),
    });
    renderDialog();
    await fillStep1();
    await next();
    await stepHeading('Step 2 of 3: Contact Details');
    const email = screen.getByLabelText('Email');
    await userEvent.type(email, 'taken@example.com');
    await userEvent.type(screen.getByLabelText('Phone Number'), '+2348012345678');
    await next();
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 2 of 3: Contact Details' })).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();

    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    await next();
    expect(await stepHeading('Step 3 of 3: Security')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'taken@example.com');
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in instead' }));
    expect(await within(dialog()).findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it("shows the server's refusal on step 3 when the step 2 check could not answer", async () => {
    stubFetch({
      'POST /api/auth/check-user': () =>
        json(429, { success: false, message: 'Too many requests', error: 'RATE_LIMITED' }),
      'POST /api/auth/register': () =>
        json(409, { success: false, message: 'An account with this email already exists', error: 'CONFLICT' }),
    });
    renderDialog();
    await fillStep1();
    await next();
    await userEvent.type(screen.getByLabelText('Email'), 'taken@example.com');
    await userEvent.type(screen.getByLabelText('Phone Number'), '+2348012345678');
    await next();
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Secret123');
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the Terms of Service/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 3 of 3: Security' })).toBeInTheDocument();
  });
});
