/**
 * Lighthouse 13 (npm `lighthouse`) on Debian's Chromium against a Lumi server this script starts (a new database,
 * the production web build), on the public pages, mobile (Lighthouse's default: Moto G Power, slow 4G, 4× CPU
 * slowdown) and desktop (its desktop preset). Prints per page the median of the runs: the four scores, LCP, TBT and
 * CLS, then every audit below 100 % in accessibility, best practices and SEO (from the runs of that page).
 * `BENCH_PAGES=/,/pricing` and `BENCH_RUNS=1` narrow a run; `BENCH_FORM_FACTORS=mobile` runs one form factor.
 * Run by hand: `npx tsx bench/lighthouse.ts`. Results: bench/README.md. The machine's load changes the performance
 * score (TBT most): say it beside the figures.
 */
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config } from 'lighthouse';
import { ensureWebBuild } from '../scripts/web-build.js';
import { startTestServer } from '../tests/support/test-server.js';

const PAGES = (process.env.BENCH_PAGES ?? '/,/pricing,/auth,/features,/docs').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FORM_FACTORS = (process.env.BENCH_FORM_FACTORS ?? 'mobile,desktop').split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const median = (values: number[]) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

await ensureWebBuild();
const server = await startTestServer({ LOG_LEVEL: 'error' });
// chrome-launcher reads CHROME_PATH; Debian's Chromium, as the tests use (Playwright cannot download a browser here).
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

/** One Lighthouse run; null when Lighthouse reports a runtime error (said on stderr). */
async function audit(url: string, config: Config | undefined) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }, config);
  if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
  if (!result.lhr.runtimeError) return result.lhr;
  console.error(`${url} : ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  return null;
}

console.log(
  `Serveur ${server.url}, charge au départ ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}, ${RUNS} passage(s) par page`,
);
try {
  for (const formFactor of FORM_FACTORS) {
    const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
    console.log(`\n### ${formFactor}\n`);
    console.log('| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    const findings = new Map<string, Set<string>>();
    for (const pathname of PAGES) {
      const scores: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
      const metrics = { lcp: [] as number[], tbt: [] as number[], cls: [] as number[] };
      for (let run = 0; run < RUNS; run += 1) {
        // A trace Chromium failed to record (NO_NAVSTART on a loaded machine) is run again, twice at most.
        let lhr: Awaited<ReturnType<typeof audit>> = null;
        for (let attempt = 0; attempt < 3 && !lhr; attempt += 1) lhr = await audit(server.url + pathname, config);
        if (!lhr) {
          console.error(`${pathname} : passage ${run + 1} abandonné après 3 erreurs de Lighthouse`);
          continue;
        }
        for (const category of CATEGORIES) scores[category]!.push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
        metrics.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
        metrics.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
        metrics.cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN);
        for (const category of CATEGORIES.slice(1)) {
          for (const ref of lhr.categories[category]?.auditRefs ?? []) {
            const item = lhr.audits[ref.id];
            if (ref.weight > 0 && item && item.score !== null && item.score < 1) {
              const key = `${pathname}: ${category} — ${item.id} (${item.title})`;
              if (!findings.has(key)) findings.set(key, new Set());
              findings.get(key)!.add(String(run + 1));
            }
          }
        }
      }
      console.log(
        `| \`${pathname}\` | ${CATEGORIES.map((c) => median(scores[c]!)).join(' | ')} | ${(median(metrics.lcp) / 1000).toFixed(2)} s | ${Math.round(median(metrics.tbt))} ms | ${median(metrics.cls).toFixed(3)} |`,
      );
    }
    console.log(
      findings.size
        ? `\nAudits below 100 % (${formFactor}, runs):\n${[...findings].map(([key, runs]) => `- ${key} [${[...runs].join(',')}]`).join('\n')}`
        : `\nNo accessibility, best-practices or SEO audit below 100 % (${formFactor}).`,
    );
  }
  console.log(
    `\nCharge à la fin ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  );
} finally {
  chrome.kill();
  await server.close();
}
