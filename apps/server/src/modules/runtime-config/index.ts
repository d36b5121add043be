/** `/runtime-config.json`: what the SPA reads at start-up. */
export { registerRuntimeConfigRoute } from './runtime-config.routes';
