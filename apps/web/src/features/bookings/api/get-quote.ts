/**
 * POST /api/quotes (issue 41 item 5): for a found flight, the chosen service type, passenger
 * count and extras (a package and add-ons by code, issue 41 item 4), the price lines and totals a booking made now would carry (the airport's price list in
 * force and its surcharges, decided by the server). The booking form shows them; the server
 * prices the booking again when it is created.
 */
import {
  type ExtrasSelection,
  type Quote,
  type QuoteRequest,
  QuoteResultSchema,
  successEnvelope,
} from '@fasttrack/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const ResponseSchema = successEnvelope(QuoteResultSchema);

/**
 * The quote request of a form: the flight, service and party, with the extras chosen (an empty
 * choice is left out, as the server's default). The traveller's form and the desk's both ask it.
 */
export function quoteRequestFor(
  booking: Pick<QuoteRequest, 'flightBookingReference' | 'serviceType' | 'passengerCount'>,
  selection: ExtrasSelection,
): QuoteRequest {
  return {
    ...booking,
    ...(selection.packageCode ? { packageCode: selection.packageCode } : {}),
    ...(selection.addOns && selection.addOns.length > 0 ? { addOns: selection.addOns } : {}),
  };
}

/**
 * Open to visitors (no session needed).
 * @throws ApiError (404 unknown flight, 422 the service does not fit the flight, 400 bad body, 503).
 */
export async function getQuote(request: QuoteRequest, signal?: AbortSignal): Promise<Quote> {
  const body = await apiClient.post('/quotes', request, {
    auth: false,
    schema: ResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.data.quote;
}

/**
 * Keyed by flight booking reference, service type, passenger count and the choice of extras
 * (issue 41 item 4: a package and add-ons change the lines); fresh for 30 s, as the availability
 * is (an urgent surcharge depends on how soon the meeting is). While a changed request is asked,
 * the previous answer stays shown (`placeholderData`), so the lines do not blink.
 */
export const quoteQuery = (request: QuoteRequest) =>
  queryOptions({
    queryKey: [
      'quote',
      request.flightBookingReference,
      request.serviceType,
      request.passengerCount,
      request.packageCode ?? '',
      (request.addOns ?? []).map((a) => `${a.code}:${a.quantity}`).join(','),
    ],
    queryFn: ({ signal }) => getQuote(request, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
