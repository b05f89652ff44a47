/**
 * Recognises the three picture formats a profile may use by their signatures (magic bytes), so
 * a file's declared type cannot smuggle in anything else:
 * - JPEG: FF D8 FF (ISO/IEC 10918-1, SOI marker followed by a marker)
 * - PNG: 89 50 4E 47 0D 0A 1A 0A (PNG specification §5.2)
 * - WebP: "RIFF" <size> "WEBP" (RFC 9649 §2.5)
 */
import type { ProfileImageContentType } from '@fasttrack/contracts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The image's content type from its first bytes, or null when it is none of JPEG, PNG, WebP. */
export function sniffImageType(bytes: Uint8Array): ProfileImageContentType | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.subarray(0, 3).equals(JPEG)) return 'image/jpeg';
  if (b.subarray(0, 8).equals(PNG)) return 'image/png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return null;
}
