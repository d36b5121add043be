import type { FastifyBaseLogger } from 'fastify';
import type { StatisticsService } from './statistics.service';

/**
 * Runs `warmRecentMonths` every `everyMs` (and once shortly after start), one run at a time; 0 turns it off. A
 * failed run is logged and the next one tries again: the month view computes what is missing itself anyway.
 */
export const startStatisticsWarmer = (
  service: Pick<StatisticsService, 'warmRecentMonths'>,
  logger: FastifyBaseLogger,
  everyMs: number,
) => {
  if (everyMs <= 0) return { stop: () => undefined };
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await service.warmRecentMonths();
    } catch (error) {
      logger.warn({ err: error }, 'statistics warm-up failed; the month view computes what it needs');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), Math.min(everyMs, 10_000));
  const timer = setInterval(() => void run(), everyMs);
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
};
