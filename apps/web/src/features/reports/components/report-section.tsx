/** A titled section of the reports page, and what it shows while its query loads or failed. */
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';

export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`report-${title}`} className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
      <h2 id={`report-${title}`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A spinner while `query` loads, its error when it failed, else nothing. */
export function ReportLoading({
  query,
  label,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null };
  label: string;
}) {
  if (query.isPending) return <Spinner label={`Loading ${label}...`} className="py-6" />;
  if (query.isError) return <Alert tone="error">{query.error?.message}</Alert>;
  return null;
}
