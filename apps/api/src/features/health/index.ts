/** The health feature's public surface: its routes. */
export { healthRoutes } from './health.routes';
