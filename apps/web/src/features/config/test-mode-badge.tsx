/**
 * Visible 'Test mode' marker while the server runs on its built-in payment and flight sandbox
 * (architecture guide, Run modes). Renders nothing in live mode or while unknown.
 */
import { FlaskConical } from 'lucide-react';
import { useAppConfig } from './api/get-app-config';

export function TestModeBadge() {
  const { data } = useAppConfig();
  if (!data?.testMode) return null;
  return (
    <span
      className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border border-amber-400 bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
      title="Payments and flight data use the built-in sandbox; no real money moves."
    >
      <FlaskConical aria-hidden="true" className="h-3.5 w-3.5" />
      Test mode
    </span>
  );
}
