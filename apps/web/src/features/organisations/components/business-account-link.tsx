/** The Profile page's way to the business application (issue 39 item 1). */
import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { businessCopy } from '../copy';

export function BusinessAccountLink() {
  return (
    <Link
      to={paths.business}
      className="inline-flex items-center gap-2 rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <Building2 aria-hidden="true" className="h-4 w-4" />
      {businessCopy.profileLink}
    </Link>
  );
}
