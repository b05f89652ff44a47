/**
 * /invitations/:token (issue 39 item 1): the invitation's organisation, role and e-mail. A person
 * signed in with that e-mail accepts it; anyone else is asked to sign in or register (in a
 * dialog, staying here), or told the link is for another address. An expired, withdrawn or used
 * link says so, in the API's words.
 */
import { type InvitationPreview, OrganisationMessages } from '@fasttrack/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { organisationPath } from '../../lib/paths';
import { formatWat } from '../../lib/wat';
import { useAuth } from '../auth/index';
import { useAcceptInvitation, useInvitationPreview } from './api/invitation-api';
import { InlineAuthDialog, type InlineAuthView } from './components/inline-auth-dialog';
import { invitationCopy, kindLabels, roleHints, roleLabels } from './copy';

const closedMessages = {
  expired: OrganisationMessages.invitationExpired,
  revoked: OrganisationMessages.invitationRevoked,
  accepted: OrganisationMessages.invitationUsed,
} as const;

export function InvitationPage() {
  const { token = '' } = useParams();
  const preview = useInvitationPreview(token);
  return (
    <PageContainer className="flex max-w-2xl flex-col gap-5">
      <PageHeader title={invitationCopy.title} />
      {preview.isPending ? <Spinner label="Loading the invitation..." className="py-10" /> : null}
      {preview.isError ? <Alert tone="error">{preview.error.message}</Alert> : null}
      {preview.data ? <InvitationCard token={token} invitation={preview.data} /> : null}
    </PageContainer>
  );
}

function InvitationCard({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { user, isInitializing, logout } = useAuth();
  const accept = useAcceptInvitation(token);
  const [authView, setAuthView] = useState<InlineAuthView | null>(null);
  const signedInAs = user?.email.toLowerCase() ?? null;
  const forThisPerson = signedInAs === invitation.email.toLowerCase();
  useEffect(() => {
    if (user) setAuthView(null);
  }, [user]);

  return (
    <Card className="flex flex-col gap-4 p-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="text-slate-700">Organisation</dt>
        <dd className="font-semibold text-slate-900">
          <span className="block">{invitation.organisationName}</span>
          <span className="block text-sm font-normal text-slate-700">{kindLabels[invitation.organisationKind]}</span>
        </dd>
        <dt className="text-slate-700">Role</dt>
        <dd className="text-slate-900">
          <span className="block">{roleLabels[invitation.role]}</span>
          <span className="block text-sm text-slate-700">{roleHints[invitation.role]}</span>
        </dd>
        <dt className="text-slate-700">E-mail</dt>
        <dd className="break-all text-slate-900">{invitation.email}</dd>
        {invitation.state === 'open' ? (
          <>
            <dt className="text-slate-700">Valid until</dt>
            <dd className="text-slate-900">{formatWat(invitation.expiresAt)}</dd>
          </>
        ) : null}
      </dl>

      {accept.isSuccess ? (
        <div className="flex flex-col gap-3" role="status">
          <p className="flex items-center gap-2 font-semibold text-green-800">
            <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
            {invitationCopy.accepted}
          </p>
          <Link
            to={organisationPath(accept.data.id)}
            className="self-start rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {`Open ${accept.data.legalName}`}
          </Link>
        </div>
      ) : invitation.state !== 'open' ? (
        <Alert tone="warning">{closedMessages[invitation.state]}</Alert>
      ) : isInitializing ? (
        <Spinner className="py-4" />
      ) : !user ? (
        <div className="flex flex-col gap-3">
          <p className="text-slate-700">{invitationCopy.signInToAccept(invitation.email)}</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setAuthView('login')}>Sign In</Button>
            <Button variant="outline" onClick={() => setAuthView('register')}>
              Create account
            </Button>
          </div>
        </div>
      ) : !forThisPerson ? (
        <div className="flex flex-col gap-3">
          <Alert tone="warning">{OrganisationMessages.invitationOtherEmail}</Alert>
          <Button variant="outline" className="self-start" onClick={() => void logout()}>
            Sign Out
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          {accept.isError ? <Alert tone="error">{accept.error.message}</Alert> : null}
          <Button size="lg" className="self-start" disabled={accept.isPending} onClick={() => accept.mutate()}>
            {accept.isPending ? 'Accepting...' : 'Accept invitation'}
          </Button>
        </div>
      )}

      <InlineAuthDialog
        view={authView}
        titles={{ login: invitationCopy.signInTitle, register: invitationCopy.registerTitle }}
        description={invitationCopy.signInToAccept(invitation.email)}
        onViewChange={setAuthView}
      />
    </Card>
  );
}
