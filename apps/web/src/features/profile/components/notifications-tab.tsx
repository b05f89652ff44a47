/**
 * Profile > Notifications. The spec shows no contents for this tab; it states what the product
 * sends, and that offers follow the marketing choice under General (the one stored setting).
 */
import type { User } from '@fasttrack/contracts';

export function NotificationsTab({ user }: { user: User }) {
  return (
    <div className="flex flex-col gap-3 text-sm text-slate-800">
      <p>We e-mail you about each booking, whatever your choices below:</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>a booking confirmation within 5 minutes of payment;</li>
        <li>a call or message from our team within 24 hours;</li>
        <li>your officer's details and service instructions before your flight.</li>
      </ul>
      <p>
        Travel tips and offers:{' '}
        <strong>{user.marketingConsent ? 'you receive them' : 'you do not receive them'}</strong>. Change this under
        General.
      </p>
    </div>
  );
}
