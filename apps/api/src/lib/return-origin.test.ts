import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { allowedReturnOrigins, requestOrigin, returnBase } from './return-origin';

const lan = {
  lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true } as NetworkInterfaceInfo],
  eth0: [
    { address: '192.168.1.20', family: 'IPv4', internal: false } as NetworkInterfaceInfo,
    { address: 'fe80::1', family: 'IPv6', internal: false, scopeid: 2 } as NetworkInterfaceInfo,
    { address: 'fd00::20', family: 'IPv6', internal: false, scopeid: 0 } as NetworkInterfaceInfo,
  ],
};
const unset = { publicUrl: 'http://localhost:3000', publicUrlSet: false, port: 3000, testMode: true };
const req = (headers: { origin?: string }, host = 'localhost:3000', protocol = 'http') => ({ headers, host, protocol });

describe('payment return origin (issue 19 §6)', () => {
  it('allows PUBLIC_URL, loopback on the port and, in test mode, the machine’s own addresses', () => {
    expect([...allowedReturnOrigins(unset, lan)].sort()).toEqual(
      [
        'http://127.0.0.1:3000',
        'http://192.168.1.20:3000',
        'http://[::1]:3000',
        'http://[fd00::20]:3000',
        'http://localhost:3000',
      ].sort(),
    );
    expect(allowedReturnOrigins({ ...unset, testMode: false }, lan).has('http://192.168.1.20:3000')).toBe(false);
  });

  it('uses the Origin header, else the Host with the trusted protocol', () => {
    expect(requestOrigin(req({ origin: 'http://127.0.0.1:3000' }))).toBe('http://127.0.0.1:3000');
    expect(requestOrigin(req({}, '192.168.1.20:3000'))).toBe('http://192.168.1.20:3000');
    expect(requestOrigin(req({ origin: 'null' }, '127.0.0.1:3000'))).toBe('http://127.0.0.1:3000');
    expect(requestOrigin(req({ origin: 'javascript:alert(1)' }))).toBeNull();
  });

  it('returns to an allowed origin the traveller used, and never to one a client chose', () => {
    expect(returnBase(unset, req({ origin: 'http://192.168.1.20:3000' }), lan)).toBe('http://192.168.1.20:3000');
    expect(returnBase(unset, req({ origin: 'https://evil.example' }), lan)).toBe('http://localhost:3000');
    expect(returnBase(unset, req({}, 'evil.example:3000'), lan)).toBe('http://localhost:3000');
    expect(returnBase(unset, req({ origin: 'http://10.0.0.9:3000' }), lan)).toBe('http://localhost:3000');
    expect(returnBase({ ...unset, testMode: false }, req({ origin: 'http://192.168.1.20:3000' }), lan)).toBe(
      'http://localhost:3000',
    );
  });

  it('always returns to PUBLIC_URL when it is set', () => {
    const set = { ...unset, publicUrl: 'https://fasttrack.example', publicUrlSet: true };
    expect(returnBase(set, req({ origin: 'http://127.0.0.1:3000' }), lan)).toBe('https://fasttrack.example');
  });
});
