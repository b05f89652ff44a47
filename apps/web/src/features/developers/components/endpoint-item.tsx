/**
 * One webhook endpoint (issue 40 item 4): its URL, events and status, with why it is disabled
 * (failing for 3 days, or by hand) and Enable; Edit, Disable, Rotate secret (after a confirmation,
 * the new secret shown once with when the old one stops signing, WAT), Send test event, Delete
 * (after a confirmation) and its delivery log.
 */
import { PartnerMessages, WEBHOOK_SECRET_OVERLAP_HOURS, type WebhookEndpoint } from '@fasttrack/contracts';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatWat } from '../../../lib/wat';
import { useDeleteWebhookEndpoint } from '../api/delete-webhook-endpoint';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useSendTestEvent } from '../api/send-test-event';
import { useUpdateWebhookEndpoint } from '../api/update-webhook-endpoint';
import { DevelopersCopy as copy } from '../copy';
import { Badge } from './badge';
import { DeliveryLog } from './delivery-log';
import { EditEndpointForm } from './endpoint-forms';
import { SecretPanel } from './secret-panel';

type Open = 'edit' | 'rotate' | 'delete' | null;

export function EndpointItem({ organisationId, endpoint }: { organisationId: string; endpoint: WebhookEndpoint }) {
  const update = useUpdateWebhookEndpoint(organisationId, endpoint.id);
  const rotate = useRotateWebhookSecret(organisationId, endpoint.id);
  const test = useSendTestEvent(organisationId, endpoint.id);
  const remove = useDeleteWebhookEndpoint(organisationId);
  const urlId = useId();
  const [open, setOpen] = useState<Open>(null);
  const [showLog, setShowLog] = useState(false);
  const enabled = endpoint.status === 'enabled';
  const error = update.error ?? rotate.error ?? test.error ?? remove.error;
  const name = <span className="sr-only">{` ${endpoint.url}`}</span>;

  return (
    <li aria-labelledby={urlId}>
      <Card className="flex flex-col gap-3 p-4">
        <div className="flex flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <span id={urlId} className="font-mono text-sm font-semibold break-all text-slate-900">
              {endpoint.url}
            </span>
            <Badge tone={enabled ? 'good' : 'bad'}>{enabled ? copy.enabled : copy.disabled}</Badge>
          </p>
          {endpoint.description ? <p className="text-sm text-slate-700">{endpoint.description}</p> : null}
          <p className="font-mono text-xs break-words text-slate-700">{endpoint.eventTypes.join(' ')}</p>
        </div>
        {enabled ? null : (
          <Alert tone="warning">
            {endpoint.disabledReason === 'failing' ? copy.disabledFailing : copy.disabledManual}
          </Alert>
        )}
        {error ? <Alert tone="error">{error.message}</Alert> : null}
        {test.isSuccess ? <Alert tone="success">{PartnerMessages.testSent}</Alert> : null}

        <div className="flex flex-wrap gap-2">
          <Button
            variant={enabled ? 'outline' : 'primary'}
            size="sm"
            disabled={update.isPending}
            onClick={() => update.mutate({ status: enabled ? 'disabled' : 'enabled' })}
          >
            {enabled ? copy.disable : copy.enable}
            {name}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setOpen(open === 'edit' ? null : 'edit')}>
            {copy.edit}
            {name}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!enabled || test.isPending}
            onClick={() => test.mutate(undefined, { onSuccess: () => setShowLog(true) })}
          >
            {test.isPending ? copy.sending : copy.sendTest}
            {name}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setOpen('rotate')}>
            {copy.rotate}
            {name}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setOpen('delete')}>
            {copy.delete}
            {name}
          </Button>
          <Button variant="ghost" size="sm" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
            {showLog ? copy.hideLog : copy.showLog}
            {name}
          </Button>
        </div>

        {open === 'edit' ? (
          <EditEndpointForm organisationId={organisationId} endpoint={endpoint} onDone={() => setOpen(null)} />
        ) : null}
        {open === 'rotate' ? (
          <Confirm
            warning={copy.rotateWarning(WEBHOOK_SECRET_OVERLAP_HOURS)}
            action={copy.rotateConfirm}
            pending={rotate.isPending}
            onConfirm={() => rotate.mutate(undefined, { onSettled: () => setOpen(null) })}
            onKeep={() => setOpen(null)}
          />
        ) : null}
        {open === 'delete' ? (
          <Confirm
            warning={copy.deleteWarning}
            action={copy.deleteConfirm}
            pending={remove.isPending}
            onConfirm={() => remove.mutate(endpoint.id, { onSettled: () => setOpen(null) })}
            onKeep={() => setOpen(null)}
          />
        ) : null}
        {rotate.data ? (
          <SecretPanel
            title={`${copy.newSecretTitle}: ${endpoint.url}`}
            warning={PartnerMessages.secretRotated}
            secret={rotate.data.secret}
            onClose={() => rotate.reset()}
          >
            {rotate.data.endpoint.previousSecretExpiresAt ? (
              <p className="text-sm text-slate-800">
                {copy.oldSecretUntil(formatWat(rotate.data.endpoint.previousSecretExpiresAt))}
              </p>
            ) : null}
          </SecretPanel>
        ) : null}
        {showLog ? <DeliveryLog organisationId={organisationId} endpointId={endpoint.id} /> : null}
      </Card>
    </li>
  );
}

/** The inline confirmation of an action that cannot be undone, as the Passengers tab's Remove. */
function Confirm({
  warning,
  action,
  pending,
  onConfirm,
  onKeep,
}: {
  warning: string;
  action: string;
  pending: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-md border border-slate-200 bg-slate-50 p-3">
      <p className="text-sm text-slate-800">{warning}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" size="sm" disabled={pending} onClick={onConfirm}>
          {action}
        </Button>
        <Button variant="ghost" size="sm" onClick={onKeep}>
          {copy.keep}
        </Button>
      </div>
    </div>
  );
}
