/** `/runtime-config.json` and its copy in every page: what the SPA reads at start-up. */
export { registerRuntimeConfigRoute } from './runtime-config.routes';
export { publicRuntimeConfig } from './runtime-config.service';
