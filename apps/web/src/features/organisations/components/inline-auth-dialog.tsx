/**
 * Sign in or register without leaving the page (issue 39 items 1 and 2): the auth feature's own
 * forms in a dialog, as the booking dialog's auth step uses them mid-flow. The caller follows the
 * auth state and closes the dialog once someone is signed in; nothing navigates away, so what
 * the page holds (a form typed, an invitation opened) stays.
 */
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { LoginForm, RegisterWizard } from '../../auth/index';
import { businessCopy } from '../copy';

export type InlineAuthView = 'login' | 'register';

/** The forms report success through the auth state, which the caller follows. */
const ignore = () => {};

export function InlineAuthDialog({
  view,
  titles,
  description,
  onViewChange,
}: {
  /** null: closed. */
  view: InlineAuthView | null;
  titles: Record<InlineAuthView, string>;
  description: string;
  onViewChange(view: InlineAuthView | null): void;
}) {
  return (
    <Dialog open={view !== null} onOpenChange={(open) => (open ? null : onViewChange(null))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{titles[view ?? 'login']}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {view === 'register' ? (
          <RegisterWizard onBackToLogin={() => onViewChange('login')} onSuccess={ignore} />
        ) : (
          <div className="flex flex-col gap-4">
            <LoginForm onSuccess={ignore} />
            <p className="text-center text-sm text-slate-700">
              <Button variant="link" onClick={() => onViewChange('register')}>
                {businessCopy.noAccountYet}
              </Button>
            </p>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
