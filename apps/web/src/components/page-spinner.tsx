/** Full-area spinner for pages and routes that are loading. */
import { Spinner } from './ui/spinner';

export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return <Spinner label={label} className="min-h-[50vh] w-full" />;
}
