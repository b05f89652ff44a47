/**
 * Webhook endpoints (issue 40 item 4), owner and admin: each endpoint with its events, status and
 * actions ({@link EndpointItem}); "Add endpoint", whose `whsec_…` signing secret is shown once in
 * a panel (closing it, or leaving the tab, loses it).
 */
import { PartnerMessages, type WebhookEndpointWithSecret } from '@fasttrack/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useWebhookEndpoints } from '../api/get-webhook-endpoints';
import { DevelopersCopy as copy } from '../copy';
import { AddEndpointForm } from './endpoint-forms';
import { EndpointItem } from './endpoint-item';
import { SecretPanel } from './secret-panel';

export function WebhookEndpointsSection({ organisationId }: { organisationId: string }) {
  const endpoints = useWebhookEndpoints(organisationId);
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);
  return (
    <section aria-labelledby="webhook-endpoints-heading" className="flex flex-col gap-3">
      <h2 id="webhook-endpoints-heading" className="text-lg font-bold text-slate-900">
        {copy.endpointsTitle}
      </h2>
      <p className="text-sm text-slate-700">{copy.endpointsIntro}</p>
      {endpoints.isPending ? <Spinner label={copy.endpointsLoading} className="py-6" /> : null}
      {endpoints.isError ? <Alert tone="error">{endpoints.error.message}</Alert> : null}
      {endpoints.data?.length === 0 ? <p className="text-slate-700">{copy.endpointsEmpty}</p> : null}
      {endpoints.data && endpoints.data.length > 0 ? (
        <ul aria-label={copy.endpointsTitle} className="flex flex-col gap-3">
          {endpoints.data.map((endpoint) => (
            <EndpointItem key={endpoint.id} organisationId={organisationId} endpoint={endpoint} />
          ))}
        </ul>
      ) : null}

      {created ? (
        <SecretPanel
          title={`${copy.newSecretTitle}: ${created.endpoint.url}`}
          warning={PartnerMessages.endpointCreated}
          secret={created.secret}
          onClose={() => setCreated(null)}
        />
      ) : (
        <Card className="flex flex-col gap-3 p-4">
          <h3 className="text-base font-bold text-slate-900">{copy.addEndpointTitle}</h3>
          <AddEndpointForm organisationId={organisationId} onCreated={setCreated} />
        </Card>
      )}
    </section>
  );
}
