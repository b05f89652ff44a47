/**
 * Mobile menu (below `md`): a disclosure that mirrors the top bar (mobile-menu-panel.tsx). The
 * button is in the first load; the panel's code loads once the page is idle after its start-up,
 * so it is there when tapped without weighing on the first paint or the first input (ADR 070,
 * ADR 385, issue 42). Closes on navigation and Escape.
 */
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { whenIdle } from '../../lib/when-idle';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileMenuPanel })));

/** `narrow`: below the top bar's `md` breakpoint, where this menu shows. */
export function MobileMenu({ showAppLinks, narrow }: { showAppLinks: boolean; narrow: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const location = useLocation();

  useEffect(() => {
    if (narrow) return whenIdle(() => void loadPanel());
  }, [narrow]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the location changes
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="md:hidden">
      <Button
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuPanel id={panelId} showAppLinks={showAppLinks} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
