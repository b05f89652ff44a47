/**
 * One endpoint's delivery log (issue 40 item 4): newest first, a page at a time with "Load more";
 * each delivery's event type, `webhook-id`, status and time (WAT), its attempts (time, status code
 * or "no answer", latency in ms, error) and "Resend" (not while it is pending: it is still being
 * tried). Resend and Send test event read the log again.
 */
import { PartnerMessages, type WebhookDelivery } from '@fasttrack/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatWat } from '../../../lib/wat';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery';
import { DevelopersCopy as copy, deliveryStatusLabels } from '../copy';
import { Badge } from './badge';

const statusTones = { pending: 'warn', succeeded: 'good', failed: 'bad' } as const;

export function DeliveryLog({ organisationId, endpointId }: { organisationId: string; endpointId: string }) {
  const log = useWebhookDeliveries(organisationId, endpointId);
  const resend = useResendWebhookDelivery(organisationId, endpointId);
  const deliveries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-label={copy.logTitle} className="flex flex-col gap-2">
      <h3 className="text-sm font-bold text-slate-900">{copy.logTitle}</h3>
      {log.isPending ? <Spinner label={copy.logLoading} className="py-4" /> : null}
      {log.isError ? <Alert tone="error">{log.error.message}</Alert> : null}
      {resend.isError ? <Alert tone="error">{resend.error.message}</Alert> : null}
      {resend.isSuccess ? <Alert tone="success">{PartnerMessages.resent}</Alert> : null}
      {log.isSuccess && deliveries.length === 0 ? <p className="text-sm text-slate-700">{copy.logEmpty}</p> : null}
      {deliveries.length > 0 ? (
        <ol className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {deliveries.map((delivery) => (
            <DeliveryRow
              key={delivery.id}
              delivery={delivery}
              resending={resend.isPending && resend.variables === delivery.id}
              onResend={() => resend.mutate(delivery.id)}
            />
          ))}
        </ol>
      ) : null}
      {log.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? copy.loadingMore : copy.loadMore}
        </Button>
      ) : null}
    </section>
  );
}

function DeliveryRow({
  delivery,
  resending,
  onResend,
}: {
  delivery: WebhookDelivery;
  resending: boolean;
  onResend: () => void;
}) {
  return (
    <li aria-label={`${delivery.eventType} ${delivery.messageId}`} className="flex flex-col gap-2 p-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-sm font-semibold text-slate-900">{delivery.eventType}</span>
            <Badge tone={statusTones[delivery.status]}>{deliveryStatusLabels[delivery.status]}</Badge>
          </p>
          <p className="font-mono text-xs break-all text-slate-700">{delivery.messageId}</p>
          <p className="text-xs text-slate-600">
            {formatWat(delivery.createdAt)}
            {delivery.nextAttemptAt ? ` · ${copy.nextAttempt(formatWat(delivery.nextAttemptAt))}` : ''}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={delivery.status === 'pending' || resending}
          onClick={onResend}
        >
          {copy.resend}
          <span className="sr-only">{` ${delivery.messageId}`}</span>
        </Button>
      </div>
      {delivery.attempts.length === 0 ? (
        <p className="text-xs text-slate-600">{copy.noAttempts}</p>
      ) : (
        <ul aria-label={copy.attempts} className="flex flex-col gap-1 text-xs text-slate-700">
          {delivery.attempts.map((attempt) => (
            <li key={attempt.attemptedAt} className="flex flex-wrap gap-x-3">
              <span>{formatWat(attempt.attemptedAt, 'd MMM, HH:mm:ss')}</span>
              <span className="font-semibold">{attempt.statusCode ?? copy.noAnswer}</span>
              <span>{`${attempt.latencyMs} ms`}</span>
              {attempt.error ? <span className="break-all text-red-800">{attempt.error}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
