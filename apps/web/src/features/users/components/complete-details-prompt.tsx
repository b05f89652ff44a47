/**
 * The prompt an account created by quick sign-up sees until it replaces its placeholder details
 * (issue 19 §1): a clear heading, what is missing, and a link to Profile → General where last
 * name, phone, date of birth and nationality are saved. Renders nothing for a complete account.
 */
import { ContactMessages, hasPlaceholderDetails, type User } from '@fasttrack/contracts';
import { ArrowRight, UserRoundPen } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

export function CompleteDetailsPrompt({ user }: { user: User | null }) {
  if (!user || !hasPlaceholderDetails(user)) return null;
  return (
    <section
      aria-labelledby="complete-details-heading"
      className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-sky-300 bg-sky-50 p-5 text-sky-950"
    >
      <div className="flex items-start gap-3">
        <UserRoundPen aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
        <div>
          <h2 id="complete-details-heading" className="text-lg font-bold">
            {ContactMessages.completeDetailsTitle}
          </h2>
          <p className="text-sm">{ContactMessages.completeDetailsBody}</p>
        </div>
      </div>
      <Button asChild>
        <Link to={paths.profile}>
          Complete your details
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </Button>
    </section>
  );
}
