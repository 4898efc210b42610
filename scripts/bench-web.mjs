// npm run bench:web (after the build): Lighthouse 12, mobile preset (its default: a mid-range phone on a
// slow 4G link, simulated), in Debian's Chromium, three runs of each public page of the built product on a
// fresh demo catalogue. Prints the median score, LCP, TBT, CLS and bytes transferred against the targets
// of docs/pages.md.
import { createServer, request as httpRequest } from 'node:http';
import { pipeline } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startProduct } from './start-product.mjs';
import { median } from './bench-stats.mjs';

const PAGES = ['/', '/customer-dashboard', '/phone-auth?role=customer'];
const RUNS = 3;
const TARGETS = { score: 95, lcpMs: 2000, tbtMs: 100, cls: 0.02, homeKb: 120 };
const TEXT = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;

/**
 * The product behind a pass-through proxy that compresses text the server sent uncompressed, as any
 * production front (nginx, a CDN) would. It counts what it had to compress, so the figures say whether the
 * server compresses on its own.
 */
function compressingProxy(target) {
  const stats = { compressedByProxy: 0 };
  const server = createServer((incoming, outgoing) => {
    const upstream = httpRequest(
      new URL(incoming.url ?? '/', target),
      { method: incoming.method, headers: { ...incoming.headers, host: new URL(target).host } },
      (response) => {
        const headers = { ...response.headers };
        const accepts = String(incoming.headers['accept-encoding'] ?? '');
        const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : null;
        const compress =
          encoding && !headers['content-encoding'] && TEXT.test(String(headers['content-type'] ?? ''));
        if (!compress) {
          outgoing.writeHead(response.statusCode ?? 502, headers);
          pipeline(response, outgoing, () => undefined);
          return;
        }
        stats.compressedByProxy++;
        delete headers['content-length'];
        headers['content-encoding'] = encoding;
        headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
        outgoing.writeHead(response.statusCode ?? 502, headers);
        const encoder =
          encoding === 'br'
            ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
            : createGzip({ level: 9 });
        pipeline(response, encoder, outgoing, () => undefined);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    pipeline(incoming, upstream, () => undefined);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, stats, url: `http://127.0.0.1:${server.address().port}` }),
    ),
  );
}

const product = await startProduct();
const proxy = await compressingProxy(product.baseUrl);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows = [];
try {
  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${proxy.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const { categories, audits } = result.lhr;
      runs.push({
        score: Math.round((categories.performance.score ?? 0) * 100),
        lcpMs: audits['largest-contentful-paint'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        bytes: audits['total-byte-weight'].numericValue,
      });
    }
    const pick = (key) => median(runs.map((one) => one[key]));
    rows.push({
      page,
      score: pick('score'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      bytes: pick('bytes'),
    });
  }
} finally {
  await chrome.kill();
  proxy.server.close();
  await product.stop();
}

const pad = (text, width) => String(text).padEnd(width);
console.log(`\nLighthouse ${lighthouse.version ?? '12'}, mobile preset, median of ${RUNS} runs`);
console.log(
  `${pad('page', 28)}${pad('score', 8)}${pad('LCP', 9)}${pad('TBT', 9)}${pad('CLS', 8)}transferred`,
);
let allMet = true;
for (const row of rows) {
  const met =
    row.score >= TARGETS.score &&
    row.lcpMs <= TARGETS.lcpMs &&
    row.tbtMs <= TARGETS.tbtMs &&
    row.cls <= TARGETS.cls &&
    (row.page !== '/' || row.bytes <= TARGETS.homeKb * 1024);
  allMet &&= met;
  console.log(
    `${pad(row.page, 28)}${pad(row.score, 8)}${pad(`${(row.lcpMs / 1000).toFixed(2)} s`, 9)}` +
      `${pad(`${Math.round(row.tbtMs)} ms`, 9)}${pad(row.cls.toFixed(3), 8)}${(row.bytes / 1024).toFixed(1)} KB` +
      `${met ? '' : '  (misses a target)'}`,
  );
}
console.log(
  `Targets: score >= ${TARGETS.score}, LCP <= ${TARGETS.lcpMs / 1000} s, TBT <= ${TARGETS.tbtMs} ms, ` +
    `CLS <= ${TARGETS.cls}, home page <= ${TARGETS.homeKb} KB: ${allMet ? 'all met' : 'NOT all met'}`,
);
console.log(
  proxy.stats.compressedByProxy === 0
    ? 'The server compressed every text response itself.'
    : `${proxy.stats.compressedByProxy} text responses came uncompressed from the server; the bench's proxy compressed them (as a production front would).`,
);
