/**
 * What the stand-ins post to the product: a loopback HTTP server that plays the product's webhook
 * endpoints and records what the stand-ins post there (the stand-in contract tests).
 */
import { createServer, type Server } from 'node:http';

export interface WebhookRecorder {
  /** http://127.0.0.1:<port>, to be used as PUBLIC_URL. */
  url: string;
  /** Every JSON body received, with its path, oldest first. */
  received: { path: string; body: Record<string, unknown>; headers: Record<string, unknown> }[];
  close(): Promise<void>;
}

export async function startWebhookRecorder(): Promise<WebhookRecorder> {
  const received: WebhookRecorder['received'] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      try {
        received.push({ path: req.url ?? '', body: JSON.parse(text), headers: req.headers });
      } catch {
        // Not JSON: not a webhook.
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
