import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createInvitationSigner } from './invitation-token';
import { createPassSigner } from './passenger-pass';

describe('invitation tokens', () => {
  const secret = randomBytes(32);
  const signer = createInvitationSigner(secret);

  it('names the invitation, the same every time, short enough for one path segment', async () => {
    const id = randomUUID();
    const token = await signer.issue(id);
    expect(token).toBe(await signer.issue(id));
    expect(token.length).toBeLessThanOrEqual(100);
    expect(token).toMatch(/^[\w-]+~[\w-]+$/);
    expect(await signer.verify(token)).toEqual({ invitationId: id });
  });

  it('refuses a changed token, another key, and a pass made with the same secret', async () => {
    const token = await signer.issue(randomUUID());
    const [payload = '', signature = ''] = token.split('~');
    const flipped = `${payload}~${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await signer.verify(flipped)).toBeNull();
    expect(await createInvitationSigner(randomBytes(32)).verify(token)).toBeNull();
    expect(await signer.verify(`${token}~x`)).toBeNull();
    const pass = await createPassSigner(secret).issue('FT-ABC123', new Date(Date.now() + 60_000));
    expect(await signer.verify(pass)).toBeNull();
  });
});
