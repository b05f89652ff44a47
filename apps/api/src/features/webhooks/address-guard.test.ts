/**
 * Where a webhook endpoint may point (issue 40 item 4): https outside test mode, and never a
 * private, loopback, link-local, unique-local, CGNAT or unspecified address, whether written as a
 * literal or reached through a host name. Names are resolved by an injected resolver, so the test
 * needs no network; `localhost` goes through the machine's own resolver.
 */
import { PartnerMessages } from '@fasttrack/contracts';
import { describe, expect, it } from 'vitest';
import { assertEndpointUrl, ENDPOINT_UNRESOLVED, isPublicAddress } from './address-guard';

/** A resolver that knows a few names, as a DNS server would answer them (documentation ranges such as 203.0.113.0/24 are reserved, so public examples use real public addresses). */
const resolve = async (hostname: string) => {
  const names: Record<string, string[]> = {
    'hooks.partner.example': ['93.184.215.14'],
    'rebind.partner.example': ['93.184.215.15', '10.1.2.3'],
    'metadata.partner.example': ['169.254.169.254'],
  };
  const addresses = names[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses;
};

/** The §8 message the check answers with, or 'accepted'. */
async function verdict(url: string, testMode = false): Promise<string> {
  try {
    await assertEndpointUrl(url, { testMode, resolve });
    return 'accepted';
  } catch (err) {
    expect(err).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    return (err as Error).message;
  }
}

describe('endpoint addresses outside test mode', () => {
  it.each([
    'https://169.254.169.254/latest/meta-data',
    'https://10.0.0.1/hooks',
    'https://127.0.0.1/hooks',
    'https://172.16.5.4/',
    'https://192.168.1.1/',
    'https://100.64.0.1/',
    'https://0.0.0.0/',
    'https://[::1]/',
    'https://[fe80::1]/',
    'https://[fd00::1]/',
    'https://[::ffff:10.0.0.1]/',
    'https://metadata.partner.example/',
    'https://rebind.partner.example/',
  ])('refuses %s as not public', async (url) => {
    expect(await verdict(url)).toBe(PartnerMessages.endpointNotPublic);
  });

  it('refuses a name the machine resolves to loopback (localhost)', async () => {
    await expect(assertEndpointUrl('https://localhost:8443/hooks', { testMode: false })).rejects.toMatchObject({
      statusCode: 400,
      message: PartnerMessages.endpointNotPublic,
    });
  });

  it('refuses http and other schemes', async () => {
    expect(await verdict('http://hooks.partner.example/')).toBe(PartnerMessages.endpointHttps);
    expect(await verdict('ftp://hooks.partner.example/')).toBe(PartnerMessages.endpointHttps);
  });

  it('refuses a name that resolves to nothing', async () => {
    expect(await verdict('https://nowhere.partner.example/')).toBe(ENDPOINT_UNRESOLVED);
  });

  it('accepts https to a public address or a name with only public addresses', async () => {
    expect(await verdict('https://hooks.partner.example/fasttrack')).toBe('accepted');
    expect(await verdict('https://93.184.215.14:8443/')).toBe('accepted');
    expect(await verdict('https://[2001:4860:4860::8888]/')).toBe('accepted');
  });
});

describe('endpoint addresses in test mode', () => {
  it('accepts http and loopback, for the sandbox inbox and a local receiver', async () => {
    expect(await verdict('http://127.0.0.1:3000/sandbox/webhooks/inboxes/abc', true)).toBe('accepted');
    expect(await verdict('http://localhost:4000/hooks', true)).toBe('accepted');
  });

  it('still refuses a scheme other than http and https', async () => {
    expect(await verdict('ftp://127.0.0.1/', true)).toBe(PartnerMessages.endpointHttps);
  });
});

describe('isPublicAddress', () => {
  it('takes public unicast only', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('169.254.169.254')).toBe(false);
    expect(isPublicAddress('224.0.0.1')).toBe(false);
    expect(isPublicAddress('not an address')).toBe(false);
  });
});
