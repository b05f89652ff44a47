/**
 * /business (issue 39 item 1): who business accounts are for (travel agencies, company travel
 * desks), what they get, and the application form. After applying: the confirmation, and the
 * organisation's page, where the applicant (its owner) follows the review.
 */
import type { Organisation } from '@fasttrack/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { Card } from '../../components/ui/card';
import { organisationPath } from '../../lib/paths';
import { ApplicationForm } from './components/application-form';
import { businessCopy } from './copy';

export function BusinessPage() {
  const [applied, setApplied] = useState<Organisation | null>(null);
  return (
    <PageContainer className="flex flex-col gap-8">
      <PageHeader title={businessCopy.title} description={businessCopy.intro} />
      <ul className="grid gap-4 md:grid-cols-3">
        {businessCopy.benefits.map((b) => (
          <li key={b.title}>
            <Card className="h-full p-5">
              <h2 className="font-bold text-slate-900">{b.title}</h2>
              <p className="mt-2 text-sm text-slate-700">{b.text}</p>
            </Card>
          </li>
        ))}
      </ul>
      <Card className="max-w-2xl p-5 sm:p-6">
        {applied ? (
          <div className="flex flex-col gap-3" role="status">
            <h2 className="flex items-center gap-2 text-xl font-bold text-slate-900">
              <CheckCircle2 aria-hidden="true" className="h-6 w-6 text-green-700" />
              {businessCopy.applied}
            </h2>
            <p className="text-slate-700">{businessCopy.reviewTime}</p>
            <Link
              to={organisationPath(applied.id)}
              className="self-start rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {`See ${applied.legalName}`}
            </Link>
          </div>
        ) : (
          <>
            <h2 className="mb-4 text-xl font-bold text-slate-900">{businessCopy.formTitle}</h2>
            <ApplicationForm onApplied={setApplied} />
          </>
        )}
      </Card>
    </PageContainer>
  );
}
