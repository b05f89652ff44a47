/** The payments feature's public surface: its routes (checkout, verify, webhooks, records). */
export { paymentsRoutes } from './payments.routes';
