// The perf gate's decision (.github/scripts/perf-verdict.js): every way to fail open ends red.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { decide, errorLines, main } = require('../scripts/perf-verdict.js');

const AB = 'Compared with reference build base 0123456789ab (A/B in the same run, 12 paired trials, order ABBA): 9 comparisons (pass 9)';
const COMMITTED = 'Compared with committed baselines (baselines): 9 comparisons (pass 3, other machine 6)';
const summary = (headline, compared) => `${headline}\n\n${compared} · 1 scenario × 1 variant\n\n### Mean latency (ms)\n`;
const pr = over => decide({ event: 'pull_request', suiteOutcome: 'success', baseStatus: 'built', baseSha: 'f'.repeat(40),
  summary: summary('✅ perfgate: passed', AB), ...over });
const push = over => decide({ event: 'push', suiteOutcome: 'success', summary: summary('✅ perfgate: passed (not compared: other machine 6)', COMMITTED), ...over });

test('a pull request that passed its A/B comparison passes', () => {
  assert.equal(pr({}).verdict, 'pass');
});

test('a push that passed against the committed baselines passes, time metrics from another machine or not', () => {
  assert.equal(push({}).verdict, 'pass');
});

test('a base commit that does not build fails the pull request, even when the committed baselines passed it', () => {
  const d = pr({ baseStatus: 'failed', summary: summary('✅ perfgate: passed (not compared: other machine 6)', COMMITTED) });
  assert.equal(d.verdict, 'fail');
  assert.match(d.reason, /base commit `ffffffffffff` .*did not build/);
  assert.match(d.todo, /Re-run the job/);
  assert.match(d.todo, /perf-override/);
});

test('a missing base status counts as a base that did not build', () => {
  assert.equal(pr({ baseStatus: undefined }).verdict, 'fail');
});

test('a pull request that passed against committed baselines instead of A/B fails', () => {
  const d = pr({ summary: summary('✅ perfgate: passed', COMMITTED) });
  assert.equal(d.verdict, 'fail');
  assert.match(d.reason, /not as an A\/B comparison/);
});

test('a baseline that cannot be read fails, with the error from the log, although the other pairs passed', () => {
  const log = [
    '[INFO] Running io.perfgate.perf.PerfSuiteIT',
    '[ERROR] Tests run: 2, Failures: 0, Errors: 1, Skipped: 0',
    '[ERROR] PerfSuiteIT.perfSuite virtual-gson / request-2 » Baseline request-2/virtual-gson.json: Expected NUMBER but was STRING at line 3 column 9 path $.metrics',
    '[ERROR] -> [Help 1]',
    '[ERROR] ',
    '[ERROR] Re-run Maven using the -X switch to enable full debug logging.',
  ].join('\n');
  const d = push({ suiteOutcome: 'failure', log });
  assert.equal(d.verdict, 'fail');
  assert.match(d.reason, /failed outside the verdicts/);
  assert.match(d.reason, /request-2\/virtual-gson.json: Expected NUMBER/);
  assert.doesNotMatch(d.reason, /Help 1|Re-run Maven/);
  assert.match(d.todo, /refresh-baselines/);
});

test('an invalid run fails, and says it is a harness problem', () => {
  const d = push({ suiteOutcome: 'failure', summary: summary('⚠️ perfgate: invalid run (harness problem)', COMMITTED) });
  assert.equal(d.verdict, 'fail');
  assert.match(d.todo, /harness problem/);
});

test('an invalid run fails even if Maven had passed', () => {
  assert.equal(push({ summary: summary('⚠️ perfgate: invalid run (harness problem)', COMMITTED) }).verdict, 'fail');
});

test('a regression fails', () => {
  const d = pr({ suiteOutcome: 'failure', summary: summary('❌ perfgate: 1 regression', AB) });
  assert.equal(d.verdict, 'fail');
  assert.match(d.reason, /regression/);
});

test('a run that compared nothing fails: other JDK on a push', () => {
  const d = push({ summary: summary('ℹ️ perfgate: nothing compared (other JDK 3, other machine 6)', COMMITTED) });
  assert.equal(d.verdict, 'fail');
  assert.match(d.todo, /\.java-version/);
});

test('no summary fails with the build error', () => {
  const d = push({ suiteOutcome: 'failure', summary: undefined, log: '[ERROR] Failed to execute goal ... compilation failure' });
  assert.equal(d.verdict, 'fail');
  assert.match(d.reason, /no `summary.md`/);
  assert.match(d.reason, /compilation failure/);
});

test('a cancelled or skipped suite fails', () => {
  for (const suiteOutcome of ['cancelled', 'skipped', undefined]) {
    assert.equal(push({ suiteOutcome }).verdict, 'fail', String(suiteOutcome));
  }
});

test('an unknown headline fails', () => {
  assert.equal(push({ summary: summary('perfgate: all good', COMMITTED) }).verdict, 'fail');
});

test('the override label turns a failing pull request into overridden, and says so', () => {
  const d = pr({ baseStatus: 'failed', override: true });
  assert.equal(d.verdict, 'overridden');
  assert.match(d.reason, /did not build/);
  assert.match(d.todo, /overrode the gate with the label `perf-override`/);
});

test('the override does not apply to a push: a failing push is never published', () => {
  assert.equal(push({ suiteOutcome: 'failure', summary: summary('❌ perfgate: 1 regression', COMMITTED), override: true }).verdict, 'fail');
});

test('a baseline refresh passes when the suite passed, although it compared nothing', () => {
  const s = summary('ℹ️ perfgate: nothing compared (no baseline 9)', 'Compared with nothing: this run wrote the baselines: 9 comparisons');
  assert.equal(decide({ event: 'workflow_dispatch', suiteOutcome: 'success', summary: s, refresh: true }).verdict, 'pass');
  assert.equal(decide({ event: 'workflow_dispatch', suiteOutcome: 'failure', summary: s, refresh: true }).verdict, 'fail');
});

test('error lines keep what failed, once, and at most 40', () => {
  const log = Array.from({ length: 60 }, (_, i) => `[ERROR] failure ${i}`).concat(['[ERROR] failure 1', '\x1b[1;31m[ERROR] coloured\x1b[m']).join('\n');
  const lines = errorLines(log);
  assert.equal(lines.length, 40);
  assert.equal(new Set(lines).size, 40);
  assert.deepEqual(errorLines('[ERROR] \x1b[1mx\x1b[m'), ['[ERROR] x']);
});

test('the command line writes the section and the output, exits 1 on a failure, and reads the override label live', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-verdict-'));
  try {
    const write = (name, text) => { fs.writeFileSync(path.join(dir, name), text); return path.join(dir, name); };
    const env = {
      EVENT: 'pull_request', SUITE_OUTCOME: 'success', BASE_STATUS: 'failed', BASE_SHA: 'a'.repeat(40),
      SUMMARY_FILE: write('summary.md', summary('✅ perfgate: passed', COMMITTED)), SUITE_LOG: path.join(dir, 'absent.log'),
      GATE_FILE: path.join(dir, 'gate.md'), GITHUB_OUTPUT: write('output', ''),
    };
    const log = console.log;
    const stdout = process.stdout.write;
    const printed = [];
    console.log = m => printed.push(m);
    process.stdout.write = m => { printed.push(m); return true; };
    let code;
    let overridden;
    let unreadable;
    try {
      code = await main(env, async () => ['perf-override']);
      overridden = await main({ ...env, LABELS_URL: 'https://api.example/labels', GITHUB_OUTPUT: write('output2', '') },
        async () => ['bug', 'perf-override']);
      unreadable = await main({ ...env, LABELS_URL: 'https://api.example/labels', GITHUB_OUTPUT: write('output3', ''),
        GATE_FILE: path.join(dir, 'gate3.md') }, async () => { throw new Error('HTTP 404'); });
    } finally {
      console.log = log;
      process.stdout.write = stdout;
    }
    assert.equal(unreadable, 1);
    assert.match(fs.readFileSync(path.join(dir, 'gate3.md'), 'utf8'), /labels could not be read, so no override applies: HTTP 404/);
    assert.equal(code, 1, 'without LABELS_URL no label is read');
    assert.equal(overridden, 0);
    assert.equal(fs.readFileSync(path.join(dir, 'output'), 'utf8'), 'verdict=fail\n');
    assert.equal(fs.readFileSync(path.join(dir, 'output2'), 'utf8'), 'verdict=overridden\n');
    assert.match(fs.readFileSync(path.join(dir, 'gate.md'), 'utf8'), /^### ⚠️ perf gate: failed, OVERRIDDEN/);
    assert.ok(printed.some(l => l.startsWith('::error title=perf gate::')));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
