/**
 * The bodies the Paystack stand-in answers and posts for Customers and Payment Requests, with
 * every field Paystack's OpenAPI description marks as required (`CustomerCreateResponse`,
 * `CustomerFetchResponse`, `PaymentRequestCreateResponse`, `PaymentRequestListResponseArray`,
 * `PaymentRequestVerifyResponse`) and the documented `paymentrequest.pending` / `.success`
 * webhook samples (issue 39 item 3). Each is cut from the object the store keeps (the List
 * shape): Create and the events name the customer by id, Verify and List give the object.
 * Amounts are in kobo.
 */
import { SANDBOX_INTEGRATION_ID, type StoredObject } from './payment-request-store';

/** A Payment Request's line: Paystack's `PaymentRequestLineItemsArray`. */
export interface LineItem {
  name: string;
  amount: number;
  quantity: number;
}

/** A tax: Paystack's `PaymentRequestTaxArray`. */
export interface Tax {
  name: string;
  amount: number;
}

/**
 * What a request is for: Paystack reads `amount` only when there are neither line items nor
 * taxes (OpenAPI `PaymentRequestCreate.amount`); otherwise the request is for their sum.
 */
export function requestAmount(amount: number, lineItems: LineItem[], tax: Tax[]): number {
  if (lineItems.length === 0 && tax.length === 0) return amount;
  return lineItems.reduce((sum, l) => sum + l.amount * l.quantity, 0) + tax.reduce((sum, t) => sum + t.amount, 0);
}

/** The customer as a request shows it (`PaymentRequestListResponseArray.customer`). */
export function requestCustomer(customer: StoredObject) {
  const phone = typeof customer.phone === 'string' ? customer.phone : '';
  return {
    id: customer.id,
    first_name: customer.first_name ?? '',
    last_name: customer.last_name ?? '',
    email: customer.email,
    customer_code: customer.customer_code,
    phone,
    metadata: customer.metadata && typeof customer.metadata === 'object' ? customer.metadata : {},
    risk_action: customer.risk_action ?? 'default',
    international_format_phone: phone,
  };
}

/** Create Customer's `data`: the customer and its (empty) transactions, subscriptions, authorizations. */
export function customerCreateJson(customer: StoredObject) {
  return { transactions: [], subscriptions: [], authorizations: [], ...customer };
}

/** Fetch Customer's `data` (`CustomerFetchResponse`): the stand-in's customers never pay outside requests. */
export function customerFetchJson(customer: StoredObject) {
  return {
    ...customerCreateJson(customer),
    created_at: customer.createdAt,
    updated_at: customer.updatedAt,
    total_transactions: 0,
    total_transaction_value: [],
    dedicated_account: null,
    dedicated_accounts: [],
  };
}

const customerId = (request: StoredObject) => (request.customer as { id: number }).id;

/** Create Payment Request's `data`: the customer by id, no `paid_at` or `pdf_url` yet. */
export function requestCreateJson(request: StoredObject) {
  const { paid_at: _paidAt, pdf_url: _pdf, ...rest } = request;
  return { ...rest, customer: customerId(request) };
}

/** List (and Fetch) Payment Request's array entry: the stored object. */
export function requestListJson(request: StoredObject) {
  return request;
}

/** Verify Payment Request's `data`: the integration as an object and what is left to pay. */
export function requestVerifyJson(request: StoredObject) {
  return {
    ...request,
    integration: {
      key: 'pk_test_fasttrack_sandbox',
      name: 'FastTrack LOS (sandbox)',
      logo: '',
      allowed_currencies: ['NGN', 'USD'],
    },
    pending_amount: request.paid === true ? 0 : request.amount,
  };
}

/** `paymentrequest.pending` / `.success` data, as Paystack's samples show it: the customer by id. */
export function requestEventJson(request: StoredObject) {
  const { integration: _i, discount: _d, split_code: _s, ...rest } = request;
  return { ...rest, customer: customerId(request) };
}

/** A new request's stored object (Paystack's List shape). */
export function newRequestObject(input: {
  id: number;
  requestCode: string;
  createdAt: Date;
  customer: StoredObject;
  amount: number;
  currency: string;
  dueDate: string | null;
  description: string | null;
  lineItems: LineItem[];
  tax: Tax[];
  invoiceNumber: number | null;
  draft: boolean;
}): StoredObject {
  return {
    id: input.id,
    integration: SANDBOX_INTEGRATION_ID,
    domain: 'test',
    amount: requestAmount(input.amount, input.lineItems, input.tax),
    currency: input.currency,
    due_date: input.dueDate,
    has_invoice: input.invoiceNumber !== null || input.lineItems.length > 0 || input.tax.length > 0,
    invoice_number: input.invoiceNumber,
    description: input.description,
    pdf_url: null,
    line_items: input.lineItems,
    tax: input.tax,
    request_code: input.requestCode,
    status: input.draft ? 'draft' : 'pending',
    paid: false,
    paid_at: null,
    metadata: null,
    notifications: [],
    // Paystack's reference for paying the request offline (by bank transfer): digits.
    offline_reference: `${SANDBOX_INTEGRATION_ID}${input.id}`,
    customer: requestCustomer(input.customer),
    created_at: input.createdAt.toISOString(),
    discount: null,
    split_code: null,
  };
}
