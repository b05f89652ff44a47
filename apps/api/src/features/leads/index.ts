/** The leads feature's public surface: its routes. */
export { leadsRoutes } from './leads.routes';
