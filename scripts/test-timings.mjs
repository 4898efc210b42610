// Where the test suite's time goes (docs/testing.md#where-the-time-goes): the slowest test files of each
// tier from the last run's reports, and the machine's speed from a short, fixed CPU probe, so a slow day
// can be told from a slow suite.
//
//   node scripts/test-timings.mjs           the slowest files of each tier, and the probe line
//   node scripts/test-timings.mjs --probe   runs the probe, prints its line and keeps it for the above
//   node scripts/test-timings.mjs --top 30  more files per tier (15 unless told)
//
// The reports are written by the test runners themselves into TEST_REPORTS_DIR (`.test-reports/`, git-
// ignored): `vitest-pglite.json` and `vitest-postgres.json` by vitest.config.ts (Vitest's JSON report,
// with each file's whole time added by scripts/lib/vitest-json-reporter.mjs), `playwright.json` by
// playwright.config.ts (Playwright's JSON report), `vitest-deploy.json` by vitest.deploy.config.ts. A
// tier whose report is missing is named and skipped.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');
const reportsDir = path.resolve(root, process.env.TEST_REPORTS_DIR ?? '.test-reports');
const probeFile = path.join(reportsDir, 'cpu-probe.json');
const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 15;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** No single test may take longer (issue 41): the rows over it are named after each tier's files. */
const TEST_LIMIT_MS = 30_000;

function printLongTests(tests) {
  const long = tests.filter((test) => test.ms > TEST_LIMIT_MS).sort((a, b) => b.ms - a.ms);
  if (long.length === 0) return console.log(`  No test over ${seconds(TEST_LIMIT_MS)}.`);
  console.log(`  ${long.length} test(s) over ${seconds(TEST_LIMIT_MS)}:`);
  for (const test of long) console.log(`    ${seconds(test.ms).padStart(8)}  ${test.name}`);
}
const when = (ms) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw new Error(`${path.relative(root, file)} is not a readable report: ${error.message}`);
  }
}

function printRows(rows) {
  const width = Math.max(...rows.map((row) => row.name.length), 10);
  rows
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top)
    .forEach((row, index) => {
      const rank = String(index + 1).padStart(3);
      const time = seconds(row.ms).padStart(9);
      console.log(`${rank}. ${row.name.padEnd(width)} ${time}${row.note ? `  ${row.note}` : ''}`);
    });
}

/** A Vitest tier from its JSON report: each file's whole time (fileDuration), else its tests' span. */
async function vitestTier(title, file) {
  const report = await readJson(file);
  if (!report) return console.log(`\n== ${title}: no report (${path.relative(root, file)}) ==`);
  const rows = report.testResults.map((result) => ({
    name: path.relative(root, result.name),
    ms: result.fileDuration ?? result.endTime - result.startTime,
    note: result.status === 'passed' ? '' : result.status,
  }));
  const inFiles = rows.reduce((sum, row) => sum + row.ms, 0);
  const wall = report.endTime ? `, ${seconds(report.endTime - report.startTime)} from start to end` : '';
  const failed = report.numFailedTests + report.numFailedTestSuites;
  console.log(
    `\n== ${title}: ${rows.length} files, ${report.numTotalTests} tests${failed ? `, ${failed} failed` : ''}; ` +
      `${seconds(inFiles)} in files${wall}; run ${when(report.startTime)} ==`,
  );
  printRows(rows);
  printLongTests(
    report.testResults.flatMap((result) =>
      (result.assertionResults ?? []).map((test) => ({
        name: `${path.relative(root, result.name)} › ${test.fullName}`,
        ms: test.duration ?? 0,
      })),
    ),
  );
}

/** Every test of a Playwright suite (a spec file's) with its project's name and its results. */
function* playwrightTests(suite) {
  for (const spec of suite.specs ?? []) for (const test of spec.tests) yield { ...test, title: spec.title };
  for (const child of suite.suites ?? []) yield* playwrightTests(child);
}

/** The Playwright tier from its JSON report: each spec file's tests' time, all projects, retries included. */
async function playwrightTier(title, file) {
  const report = await readJson(file);
  if (!report) return console.log(`\n== ${title}: no report (${path.relative(root, file)}) ==`);
  const rows = report.suites.map((suite) => {
    const byProject = new Map();
    let failed = 0;
    for (const test of playwrightTests(suite)) {
      const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
      byProject.set(test.projectName, (byProject.get(test.projectName) ?? 0) + ms);
      if (test.status === 'unexpected' || test.status === 'flaky') failed += 1;
    }
    const ms = [...byProject.values()].reduce((sum, value) => sum + value, 0);
    const projects = [...byProject].map(([name, value]) => `${name} ${seconds(value)}`).join(', ');
    const note = (byProject.size > 1 ? `(${projects})` : '') + (failed ? ` ${failed} failed or flaky` : '');
    return {
      name: path.relative(root, path.resolve(report.config.rootDir, suite.file)),
      ms,
      note: note.trim(),
    };
  });
  const { stats } = report;
  const inFiles = rows.reduce((sum, row) => sum + row.ms, 0);
  const failed = stats.unexpected + stats.flaky;
  const tests = stats.expected + stats.unexpected + stats.flaky + stats.skipped;
  console.log(
    `\n== ${title}: ${rows.length} files, ${tests} tests${failed ? `, ${failed} failed or flaky` : ''}; ` +
      `${seconds(inFiles)} in tests, ${seconds(stats.duration)} from start to end (with the server's start); ` +
      `run ${when(Date.parse(stats.startTime))} ==`,
  );
  printRows(rows);
  printLongTests(
    report.suites.flatMap((suite) =>
      [...playwrightTests(suite)].map((test) => ({
        name: `${suite.file} › [${test.projectName}] ${test.title}`,
        ms: Math.max(0, ...test.results.map((result) => result.duration)),
      })),
    ),
  );
}

/**
 * A fixed amount of work on one core: 200 million steps of integer arithmetic in JavaScript, and SHA-256
 * over 512 MB. About a second on a quiet machine; its rates say how fast the machine was, not the suite.
 */
function cpuProbe() {
  const loadAverage = os.loadavg();
  const steps = 200_000_000;
  let start = performance.now();
  let x = 1;
  let sum = 0;
  for (let i = 0; i < steps; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    sum = (sum + ((x >>> 0) % 1000)) | 0;
  }
  const arithmeticMs = performance.now() - start;
  const megabytes = 512;
  const block = Buffer.alloc(1 << 20, sum & 0xff);
  start = performance.now();
  const hash = createHash('sha256');
  for (let i = 0; i < megabytes; i += 1) hash.update(block);
  hash.digest();
  const hashMs = performance.now() - start;
  return {
    at: Date.now(),
    arithmeticPerSecond: steps / (arithmeticMs / 1000),
    sha256MegabytesPerSecond: megabytes / (hashMs / 1000),
    seconds: (arithmeticMs + hashMs) / 1000,
    cores: os.availableParallelism(),
    loadAverage,
  };
}

function probeLine(probe, label) {
  const load = probe.loadAverage.map((value) => value.toFixed(1)).join(' ');
  return (
    `CPU probe (${label}): arithmetic ${Math.round(probe.arithmeticPerSecond / 1e6)} M steps/s, ` +
    `SHA-256 ${Math.round(probe.sha256MegabytesPerSecond)} MB/s (${probe.seconds.toFixed(1)} s of fixed work; ` +
    `${probe.cores} cores, load average ${load} before it)`
  );
}

if (args.includes('--probe')) {
  const probe = cpuProbe();
  await mkdir(reportsDir, { recursive: true });
  await writeFile(probeFile, JSON.stringify(probe));
  console.log(probeLine(probe, `now, ${when(probe.at)}`));
} else {
  await vitestTier('Slowest files, Vitest PGlite tier', path.join(reportsDir, 'vitest-pglite.json'));
  await vitestTier('Slowest files, Vitest PostgreSQL tier', path.join(reportsDir, 'vitest-postgres.json'));
  await playwrightTier('Slowest files, Playwright', path.join(reportsDir, 'playwright.json'));
  await vitestTier('Slowest files, deploy tier', path.join(reportsDir, 'vitest-deploy.json'));
  const stored = await readJson(probeFile);
  console.log('');
  if (stored) console.log(probeLine(stored, `kept from ${when(stored.at)}`));
  else console.log(probeLine(cpuProbe(), 'now: no probe kept with the reports'));
}
