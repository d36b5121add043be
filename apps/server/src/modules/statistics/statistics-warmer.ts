import type { FastifyBaseLogger } from 'fastify';
import type { StatisticsService } from './statistics.service';

/**
 * Runs `warmRecentMonths` every `everyMs` (and once shortly after start), one run at a time; 0 turns it off. The
 * first run also back-fills every older month once (`warmAllMonths`), so no month's first view waits for its days to
 * be computed. A failed run is logged and the next one tries again (the back-fill included): the month view computes
 * what is missing itself anyway.
 */
export const startStatisticsWarmer = (
  service: Pick<StatisticsService, 'warmRecentMonths' | 'warmAllMonths'>,
  logger: FastifyBaseLogger,
  everyMs: number,
) => {
  if (everyMs <= 0) return { stop: async () => undefined };
  let running: Promise<void> | null = null;
  let isBackFilled = false;
  let isStopped = false;
  const work = async () => {
    try {
      await service.warmRecentMonths();
      if (!isBackFilled) {
        const started = performance.now();
        const months = await service.warmAllMonths(() => isStopped);
        isBackFilled = !isStopped;
        logger.info(
          { months, ms: Math.round(performance.now() - started) },
          'statistics: daily rollups of every month brought up to date',
        );
      }
    } catch (error) {
      logger.warn({ err: error }, 'statistics warm-up failed; the month view computes what it needs');
    }
  };
  const run = () => {
    running ??= work().finally(() => {
      running = null;
    });
    return running;
  };
  const first = setTimeout(() => void run(), Math.min(everyMs, 10_000));
  const timer = setInterval(() => void run(), everyMs);
  first.unref();
  timer.unref();
  return {
    /** Stops the timers, and waits for a run in progress to end (the back-fill stops after its current month). */
    stop: async () => {
      isStopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
};
