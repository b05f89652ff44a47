/** Page title block (h1); also sets the document title. */
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-slate-700">{description}</p> : null}
      </div>
      {actions}
    </div>
  );
}
