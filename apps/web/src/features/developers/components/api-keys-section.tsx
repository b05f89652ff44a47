/**
 * API keys (issue 40 item 1), owner and admin: each key by name and prefix with its mode, scopes,
 * dates (Lagos, WAT) and status; "Create key", whose whole key is shown once in a panel (closing
 * it, or leaving the tab, loses it: the API keeps only a hash); Revoke after a confirmation.
 */
import { type ApiKey, type CreatedApiKey, PartnerMessages } from '@fasttrack/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatWat } from '../../../lib/wat';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { type ApiKeyStatus, DevelopersCopy as copy, keyStatusLabels, modeLabels } from '../copy';
import { Badge } from './badge';
import { CreateApiKeyForm } from './create-api-key-form';
import { SecretPanel } from './secret-panel';

/** Revoked wins over expired: both stop the key, but revoking was someone's act. */
export function apiKeyStatus(key: ApiKey, now: Date): ApiKeyStatus {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && new Date(key.expiresAt) <= now) return 'expired';
  return 'active';
}

export function ApiKeysSection({ organisationId, now = new Date() }: { organisationId: string; now?: Date }) {
  const keys = useApiKeys(organisationId);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <section aria-labelledby="api-keys-heading" className="flex flex-col gap-3">
      <h2 id="api-keys-heading" className="text-lg font-bold text-slate-900">
        {copy.keysTitle}
      </h2>
      <p className="text-sm text-slate-700">{copy.keysIntro}</p>
      {keys.isPending ? <Spinner label={copy.keysLoading} className="py-6" /> : null}
      {keys.isError ? <Alert tone="error">{keys.error.message}</Alert> : null}
      {keys.data ? <ApiKeyList organisationId={organisationId} keys={keys.data} now={now} /> : null}

      {created ? (
        <SecretPanel
          title={`${copy.newKeyTitle}: ${created.apiKey.name}`}
          warning={PartnerMessages.keyCreated}
          secret={created.secret}
          onClose={() => setCreated(null)}
        />
      ) : (
        <Card className="flex flex-col gap-3 p-4">
          <h3 className="text-base font-bold text-slate-900">{copy.createKeyTitle}</h3>
          <CreateApiKeyForm organisationId={organisationId} now={now} onCreated={setCreated} />
        </Card>
      )}
    </section>
  );
}

function ApiKeyList({ organisationId, keys, now }: { organisationId: string; keys: ApiKey[]; now: Date }) {
  const revoke = useRevokeApiKey(organisationId);
  const [confirming, setConfirming] = useState<string | null>(null);
  if (keys.length === 0) return <p className="text-slate-700">{copy.keysEmpty}</p>;
  return (
    <>
      {revoke.isError ? <Alert tone="error">{revoke.error.message}</Alert> : null}
      {revoke.isSuccess ? <Alert tone="success">{PartnerMessages.keyRevoked}</Alert> : null}
      <ul
        aria-label={copy.keysCaption}
        className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
      >
        {keys.map((key) => {
          const status = apiKeyStatus(key, now);
          return (
            <li key={key.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-slate-900">{key.name}</span>
                  <Badge tone={key.mode === 'live' ? 'good' : 'warn'}>{modeLabels[key.mode]}</Badge>
                  <Badge tone={status === 'active' ? 'good' : 'bad'}>{keyStatusLabels[status]}</Badge>
                </p>
                <p className="font-mono text-sm break-all text-slate-700">{key.prefix}…</p>
                <p className="font-mono text-xs text-slate-700">{key.scopes.join(' ')}</p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs text-slate-600">
                  <dt>{copy.created}</dt>
                  <dd>{formatWat(key.createdAt)}</dd>
                  <dt>{copy.lastUsed}</dt>
                  <dd>{key.lastUsedAt ? formatWat(key.lastUsedAt) : copy.notUsed}</dd>
                  <dt>{copy.expires}</dt>
                  <dd>{key.expiresAt ? formatWat(key.expiresAt) : copy.never}</dd>
                  {key.revokedAt ? (
                    <>
                      <dt>{copy.revoked}</dt>
                      <dd>{formatWat(key.revokedAt)}</dd>
                    </>
                  ) : null}
                </dl>
              </div>
              {status !== 'active' ? null : confirming === key.id ? (
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="danger"
                    size="sm"
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate(key.id, { onSettled: () => setConfirming(null) })}
                  >
                    {copy.revokeConfirm(key.name)}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setConfirming(null)}>
                    {copy.keep}
                  </Button>
                </div>
              ) : (
                <Button variant="outline" size="sm" onClick={() => setConfirming(key.id)}>
                  {copy.revoke}
                  <span className="sr-only">{` ${key.name}`}</span>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
