/**
 * The flags Debian's Chromium runs with, in the browser specs (../playwright.config.ts) and in the
 * Lighthouse and start-up profile benchmarks (scripts/bench/lighthouse.ts, web-profile.ts):
 * headless, no sandbox (the machines run as root in a container), no GPU, and none of the
 * browser's own traffic (component updates, sync, QUIC probes, first-run pages), which would add
 * requests and CPU that the product did not cause.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
