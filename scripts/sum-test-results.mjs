#!/usr/bin/env node
// Sums vitest and Playwright JSON reports into the one closing line CI reads: "N passed, N failed".
// Failed tests are listed just above that line, because CI keeps only the tail of the output and a
// failure scrolled away hundreds of lines earlier cannot be found again.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

const firstLine = (message) =>
  String(message ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colour codes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300) ?? '';

function vitestFailures(report, suite) {
  for (const file of report.testResults ?? []) {
    const name = path.relative(process.cwd(), file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push(`[${suite}] ${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    // A file that fails to load or errors in a hook has no failed test to show for it.
    if (failedTests.length === 0 && file.status === 'failed') {
      failures.push(`[${suite}] ${name}: ${firstLine(file.message)}`);
    }
  }
}

function playwrightFailures(suites, trail = []) {
  for (const suite of suites ?? []) {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        failures.push(`[e2e] ${[...here, spec.title].join(' › ')}: ${firstLine(last?.error?.message)}`);
      }
    }
    playwrightFailures(suite.suites, here);
  }
}

for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    // vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    vitestFailures(report, path.basename(file, '.json'));
  } else if (report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped ?? 0;
    playwrightFailures(report.suites);
  }
}

if (failures.length > 0) {
  console.log('\nFailed:');
  for (const line of failures) console.log(`  ✗ ${line}`);
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
