/**
 * The lead passenger's pass link (issue 36 item 1): `PUBLIC_URL/pass/<token>`, valid until the
 * end of the service day (contracts `passExpiresAt`). Texts and e-mails to the passenger carry it
 * instead of the booking page, which needs the booker's account.
 */
import { PASS_PATH_PREFIX, passExpiresAt } from '@fasttrack/contracts';
import type { PassSigner } from '../../lib/passenger-pass';

export function passLink(
  signer: PassSigner,
  publicUrl: string,
  b: { reference: string; serviceWindowEnd: Date; airportTimeZone: string },
): Promise<string> {
  return signer
    .issue(b.reference, passExpiresAt(b.serviceWindowEnd, b.airportTimeZone))
    .then((token) => `${publicUrl}${PASS_PATH_PREFIX}${token}`);
}
