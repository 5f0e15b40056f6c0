import { statfs, readFile } from 'node:fs/promises';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { lt } from 'drizzle-orm';
import type { MetricName } from '../../../common/admin.js';
import type { Database } from '../../db/client.js';
import { systemMetrics } from '../../db/schema.js';
import type { Logger } from '../../logger.js';

const KEEP_MS = 30 * 24 * 60 * 60 * 1000;
/** Not a metric shown as a tile: 1 when the process could reach its database, 0 when not (availability). */
export const HEALTH_METRIC = 'health_check';

export interface SystemSampler {
  /** Records one sample now (the console's « Générer métriques ») and prunes rows older than 30 days. */
  sample: () => Promise<void>;
  stop: () => void;
}

function cpuTimes() {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    idle += cpu.times.idle;
    total += cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.idle + cpu.times.irq;
  }
  return { idle, total };
}

/** MemAvailable counts the page cache as free, as `free` does; os.freemem() would call a busy cache « used ». */
async function memoryUsedPercent(): Promise<number> {
  try {
    const info = await readFile('/proc/meminfo', 'utf8');
    const read = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(info)?.[1]);
    const total = read('MemTotal');
    const available = read('MemAvailable');
    if (total > 0 && Number.isFinite(available)) return (1 - available / total) * 100;
  } catch {
    // Not Linux: the portable figure below.
  }
  return (1 - os.freemem() / os.totalmem()) * 100;
}

async function diskUsedPercent(dir: string): Promise<number | null> {
  try {
    const stats = await statfs(dir);
    const total = stats.blocks * stats.bsize;
    return total > 0 ? (1 - (stats.bavail * stats.bsize) / total) * 100 : null;
  } catch {
    return null;
  }
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Each app process measures the machine it runs on: CPU over the interval since its last sample, memory, the disk
 * holding DATA_DIR, and the p95 of its own event-loop delay (« Latence Réseau »: how late this process answers
 * anything, measured, rather than a ping to a host we do not have). Every row carries the host name, so several
 * processes on one PostgreSQL keep their figures apart.
 */
export function startSystemSampler(options: {
  db: Database;
  dataDir: string;
  intervalMs: number;
  logger: Logger;
  ping: () => Promise<unknown>;
}): SystemSampler {
  const host = os.hostname();
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  let lastCpu = cpuTimes();
  let running: Promise<void> | null = null;
  // A failed probe cannot be written while the database is down: it waits here (a day at most) for the next write,
  // or availability would only ever count the probes that succeeded.
  const unwrittenFailures: { at: Date }[] = [];

  const record = async () => {
    const now = cpuTimes();
    const totalDelta = now.total - lastCpu.total;
    const cpu = totalDelta > 0 ? (1 - (now.idle - lastCpu.idle) / totalDelta) * 100 : (os.loadavg()[0]! / os.cpus().length) * 100;
    lastCpu = now;
    const latency = loopDelay.count > 0 ? loopDelay.percentile(95) / 1e6 : 0;
    loopDelay.reset();
    let healthy = 1;
    try {
      await Promise.race([options.ping(), new Promise((_, reject) => setTimeout(() => reject(new Error('délai dépassé')), 2000).unref())]);
    } catch {
      healthy = 0;
    }
    const disk = await diskUsedPercent(options.dataDir);
    const values: { name: MetricName | typeof HEALTH_METRIC; value: number | null; unit: string }[] = [
      { name: 'cpu_usage', value: Math.min(100, Math.max(0, cpu)), unit: '%' },
      { name: 'memory_usage', value: await memoryUsedPercent(), unit: '%' },
      { name: 'disk_usage', value: disk, unit: '%' },
      { name: 'network_latency', value: latency, unit: 'ms' },
      { name: HEALTH_METRIC, value: healthy, unit: 'ok' },
    ];
    const recordedAt = new Date();
    const rows = [
      ...values
        .filter((entry): entry is typeof entry & { value: number } => entry.value !== null)
        .map((entry) => ({ metricName: entry.name, metricValue: round(entry.value), metricUnit: entry.unit, host, recordedAt })),
      ...unwrittenFailures.map(({ at }) => ({ metricName: HEALTH_METRIC, metricValue: 0, metricUnit: 'ok', host, recordedAt: at })),
    ];
    try {
      await options.db.insert(systemMetrics).values(rows);
    } catch (error) {
      if (healthy === 0 && unwrittenFailures.length < 2880) unwrittenFailures.push({ at: recordedAt });
      throw error;
    }
    unwrittenFailures.length = 0;
    await options.db.delete(systemMetrics).where(lt(systemMetrics.recordedAt, new Date(Date.now() - KEEP_MS)));
  };

  const sample = () => {
    // Two calls at once (the timer and the button) share one sample.
    running ??= record().finally(() => {
      running = null;
    });
    return running;
  };

  const timer =
    options.intervalMs > 0
      ? setInterval(() => {
          sample().catch((error: unknown) =>
            options.logger.warn(`Échantillon système non enregistré : ${error instanceof Error ? error.message : String(error)}`),
          );
        }, options.intervalMs)
      : null;
  timer?.unref();

  return {
    sample,
    stop: () => {
      if (timer) clearInterval(timer);
      loopDelay.disable();
    },
  };
}
