/** The config feature's public surface: its routes. */
export { configRoutes } from './config.routes';
