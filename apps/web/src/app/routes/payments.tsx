/** /payments (spec §2 Payments): the payments feature's page. */
export { PaymentsPage as PaymentsRoute } from '../../features/payments/payments-page';
