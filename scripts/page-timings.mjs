// `npm run page-timings -- <base URL> [baseline URL]`: how a page starts on a phone, for
// comparing two builds in one run. Loads each page of PAGES (default /appointment and
// /pharmacy/checkout) RUNS times (default 5), signed in as the demo patient, in Debian's Chromium
// with the CPU slowed four times and a mobile connection (150 ms round trip, 1.6 Mb/s), as
// Lighthouse's mobile preset assumes, and prints the medians of: the blocking time after the first
// paint (each long task's time beyond 50 ms, as Lighthouse's Total Blocking Time counts it) and
// the largest paint. Lighthouse simulates these from one trace and varies by several points a run
// on a busy machine; these are measured, and a baseline server (another build, started on another
// port) is loaded in turn with the first, so both see the same machine.
import { chromium } from '@playwright/test';

const bases = process.argv.slice(2);
if (bases.length === 0) {
  console.error('Usage: node scripts/page-timings.mjs <base URL> [baseline URL]');
  process.exit(2);
}
const PAGES = (process.env.PAGES ?? '/appointment,/pharmacy/checkout').split(',');
const RUNS = Number(process.env.RUNS ?? 5);
const DEMO_PATIENT = { email: 'patient@sustho.demo', password: 'demo-patient-2026' };

async function sessionCookies(base) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(DEMO_PATIENT),
  });
  if (!response.ok) throw new Error(`Signing in at ${base} failed with ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => {
    const [pair] = cookie.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
  });
}

/** One load of `url` in a fresh context: blocking time after the first paint, and the largest paint. */
async function load(browser, url, cookies) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  // These two run in the page (globalThis is its window).
  await page.addInitScript(() => {
    const seen = { tasks: [], largestPaint: 0 };
    globalThis.__timings = seen;
    new globalThis.PerformanceObserver((list) => {
      for (const task of list.getEntries()) seen.tasks.push([task.startTime, task.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new globalThis.PerformanceObserver((list) => {
      for (const paint of list.getEntries()) seen.largestPaint = paint.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const { tasks, largestPaint, firstPaint } = await page.evaluate(() => ({
    ...globalThis.__timings,
    firstPaint:
      globalThis.performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  await context.close();
  const blocking = tasks
    .filter(([start]) => start >= firstPaint)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return { blocking, largestPaint };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const cookies = await Promise.all(bases.map(sessionCookies));
  const rows = [];
  for (const path of PAGES) {
    const runs = bases.map(() => []);
    for (let run = 0; run < RUNS; run += 1)
      for (const [index, base] of bases.entries())
        runs[index].push(await load(browser, base + path, cookies[index]));
    for (const [index, base] of bases.entries())
      rows.push({
        page: path,
        server: base,
        'blocking ms (median)': Math.round(median(runs[index].map((r) => r.blocking))),
        'largest paint ms (median)': Math.round(median(runs[index].map((r) => r.largestPaint))),
      });
  }
  console.table(rows);
} finally {
  await browser.close();
}
