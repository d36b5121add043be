/** Today's business for the dashboard and monthly order statistics (issue 13, decision 016). */
export { registerStatisticsRoutes } from './statistics.routes';
export { createStatisticsService, type StatisticsService } from './statistics.service';
export { startStatisticsWarmer } from './statistics-warmer';
