/** Account messages (issue 16 §3): welcome after registration, and the password-reset link. */
import { MERCHANT } from '../../../lib/merchant';
import type { Recipient } from '../messages.repository';
import { type Rendered, renderLayout } from './layout';

export function welcome(to: Recipient, publicUrl: string): Promise<Rendered> {
  return renderLayout({
    subject: `Welcome to ${MERCHANT.name}`,
    preview: 'Skip the queues at Lagos airport.',
    heading: `Welcome, ${to.firstName}`,
    intro: [
      'Your account is ready. Book Arrival Service or Departure Service at Murtala Muhammed International Airport, and a protocol officer escorts you through immigration and the queues.',
    ],
    cta: { label: 'Go to your dashboard', url: `${publicUrl}/dashboard` },
  });
}

/** @param resetUrl the single-use link, valid 30 minutes. */
export function passwordReset(to: Recipient, resetUrl: string): Promise<Rendered> {
  return renderLayout({
    subject: 'Reset your FastTrack LOS password',
    preview: 'The link is valid for 30 minutes.',
    heading: 'Reset your password',
    intro: [
      `Hello ${to.firstName},`,
      'We received a request to reset the password of your FastTrack LOS account. The link below works once and is valid for 30 minutes.',
    ],
    outro: ['If you did not ask for this, ignore this e-mail: your password stays as it is.'],
    cta: { label: 'Choose a new password', url: resetUrl },
  });
}
