/**
 * Draws the installable app's icons (issue 28 item 5) from the favicon's mark into
 * `public/icons/`: 192 and 512 px with rounded corners, and a 512 px maskable one whose mark sits
 * inside the middle 80 % (the safe zone a launcher's mask never cuts: W3C Web App Manifest,
 * "icon masks"), and the 96 px badge of a push notification (the mark alone). Run `node scripts/icons.mjs` after changing the mark; the PNGs are committed.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const BRAND = '#065f46';
const MARK = 'M9 23 L16 8 L23 23 L16 19 Z';

/** The mark on a 32-unit square; `inset` shrinks it towards the middle (maskable safe zone). */
const svg = ({ rounded, inset, background = true }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
  (background ? `<rect width="32" height="32" rx="${rounded ? 6 : 0}" fill="${BRAND}"/>` : '') +
  `<g transform="translate(${16 * inset} ${16 * inset}) scale(${1 - inset})"><path d="${MARK}" fill="#fff"/></g></svg>`;

await mkdir(out, { recursive: true });
const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, inset: 0 },
  { file: 'icon-512.png', size: 512, rounded: true, inset: 0 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, inset: 0.2 },
  // A notification's badge: the browser uses only its alpha, so the mark alone.
  { file: 'badge-96.png', size: 96, rounded: false, inset: 0, background: false },
];
for (const { file, size, ...look } of icons) {
  await sharp(Buffer.from(svg(look)), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
}
