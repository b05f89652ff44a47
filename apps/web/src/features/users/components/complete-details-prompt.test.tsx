import { QUICK_SIGNUP_PLACEHOLDERS } from '@fasttrack/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { CompleteDetailsPrompt } from './complete-details-prompt';

function renderPrompt(user: ReturnType<typeof makeUser>) {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route path="/dashboard" element={<CompleteDetailsPrompt user={user} />} />
        <Route path="/profile" element={<h1>Profile Settings</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('complete your details prompt (issue 19 §1)', () => {
  it('asks a quick sign-up account to complete its details and leads to the profile', async () => {
    renderPrompt(makeUser({ ...QUICK_SIGNUP_PLACEHOLDERS, firstName: 'Chidi' }));
    expect(screen.getByRole('heading', { name: 'Complete your details' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Complete your details' }));
    expect(await screen.findByRole('heading', { name: 'Profile Settings' })).toBeInTheDocument();
  });

  it('says nothing to a complete account, even one born on 1 January 1990', () => {
    renderPrompt(makeUser({ dateOfBirth: QUICK_SIGNUP_PLACEHOLDERS.dateOfBirth }));
    expect(screen.queryByRole('heading', { name: 'Complete your details' })).not.toBeInTheDocument();
  });
});
