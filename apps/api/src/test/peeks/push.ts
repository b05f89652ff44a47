/**
 * Caught pushes: a local push service stand-in, an HTTP server on loopback that takes messages
 * as a push service does (RFC 8030 §5: 201 with a Location), and answers 410 Gone or 404 for
 * devices made so. Each device has a real P-256 key pair and auth secret, so every message is
 * decrypted (RFC 8291, with web-push's own `http_ece`) and read as a user's device would.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { PushMessage, PushSubscriptionRequest } from '@fasttrack/contracts';

interface HttpEce {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: unknown; authSecret: string }): Buffer;
}
const ece = createRequire(import.meta.url)('http_ece') as HttpEce;

export interface Delivery {
  device: string;
  status: number;
  headers: IncomingHttpHeaders;
  message: PushMessage;
}

export interface PushStandIn {
  /** Every message the stand-in received, in order, decrypted. */
  deliveries: Delivery[];
  /** A new device of this name; its push service answers `status` (201, 404 or 410). */
  device(name: string, status?: number): PushSubscriptionRequest;
  /** The messages `name` received (also those answered 404/410). */
  messagesOf(name: string): PushMessage[];
  close(): Promise<void>;
}

export async function startPushStandIn(): Promise<PushStandIn> {
  const devices = new Map<
    string,
    { name: string; status: number; ecdh: ReturnType<typeof createECDH>; auth: string }
  >();
  const deliveries: Delivery[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const device = devices.get(req.url?.split('/').pop() ?? '');
      if (!device) {
        res.writeHead(400).end();
        return;
      }
      const plain = ece.decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: device.ecdh,
        authSecret: device.auth,
      });
      deliveries.push({
        device: device.name,
        status: device.status,
        headers: req.headers,
        message: JSON.parse(plain.toString('utf8')) as PushMessage,
      });
      res.writeHead(device.status, device.status === 201 ? { location: `/messages/${randomUUID()}` } : {}).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    deliveries,
    device(name, status = 201) {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      devices.set(id, { name, status, ecdh, auth });
      return { endpoint: `${origin}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
    },
    messagesOf: (name) => deliveries.filter((d) => d.device === name).map((d) => d.message),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
