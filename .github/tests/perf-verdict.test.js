// The perf gate's decision (.github/scripts/perf-verdict.js): every way to fail open ends red.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { baseStatus, decide, decideMerged, shardProblem, readShard, checkShard, parseExpected, errorLines, main, render } = require('../scripts/perf-verdict.js');

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

test('the first push after adoption, with no baseline for any pair, passes with the instruction to write them', () => {
  const d = push({ summary: summary('ℹ️ perfgate: nothing compared (no baseline 9)', COMMITTED) });
  assert.equal(d.verdict, 'pass');
  assert.match(d.reason, /^No baselines yet: /);
  assert.match(d.todo, /^No baselines yet: refresh the baselines .*`refresh-baselines`/);
  assert.match(render(d), /^### ✅ perf gate: pass/);
});

test('no baselines yet still fails closed: a suite that failed, a pull request, or other reasons beside it', () => {
  const s = summary('ℹ️ perfgate: nothing compared (no baseline 9)', COMMITTED);
  assert.equal(push({ suiteOutcome: 'failure', summary: s }).verdict, 'fail');
  assert.equal(pr({ summary: s }).verdict, 'fail');
  assert.equal(push({ summary: summary('ℹ️ perfgate: nothing compared (no baseline 3, other JDK 6)', COMMITTED) }).verdict, 'fail');
  // What can be judged without a baseline and failed heads the summary as a regression or an invalid run.
  assert.equal(push({ suiteOutcome: 'failure', summary: summary('❌ perfgate: 1 regression', COMMITTED) }).verdict, 'fail');
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

test('error lines include the failures JUnit\'s console launcher prints (the distribution\'s suite)', () => {
  const log = ['Failures (1):', '  JUnit Jupiter:PerfSuiteIT:perfSuite()', '    => io.perfgate.perf.verdict.GateFailure: default / hello: 1 regression',
    '       io.perfgate.perf.run.SuiteGate.check(SuiteGate.java:150)', 'a line => that is no failure'].join('\n');
  assert.deepEqual(errorLines(log), ['[ERROR] io.perfgate.perf.verdict.GateFailure: default / hello: 1 regression']);
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

// A sharded run: one shard job per variant, then the merge job decides (decideMerged).
const shard = (name, over) => ({ name, suiteOutcome: 'success', baseStatus: 'built', baseSha: 'f'.repeat(40), log: '', hasPlan: true, ...over });
const EXPECTED = ['platform-own', 'virtual-gson'];
const merged = over => decideMerged({ event: 'pull_request', expected: EXPECTED,
  shards: { 'platform-own': shard('platform-own'), 'virtual-gson': shard('virtual-gson') },
  shardsResult: 'success', mergeOutcome: 'success', summary: summary('✅ perfgate: passed', AB), ...over });

test('a sharded pull request whose shards all delivered and whose merged A/B comparison passed passes', () => {
  assert.equal(merged({}).verdict, 'pass');
});

test('a sharded push publishes only what passed: same decision as an unsharded one', () => {
  const d = merged({ event: 'push', summary: summary('✅ perfgate: passed (not compared: other machine 6)', COMMITTED) });
  assert.equal(d.verdict, 'pass');
});

test('a shard that left no artifact fails the merge, naming it and saying to re-run the failed jobs', () => {
  const d = merged({ shards: { 'platform-own': shard('platform-own'), 'virtual-gson': null }, shardsResult: 'failure' });
  assert.equal(d.verdict, 'fail');
  assert.match(d.reason, /shard `virtual-gson` left no results \(no artifact `perf-shard-virtual-gson`\)/);
  assert.match(d.todo, /Re-run failed jobs/);
});

test('a missing shard fails even when the merged summary of the others passed', () => {
  const d = merged({ shards: { 'platform-own': shard('platform-own') } });
  assert.equal(d.verdict, 'fail');
  assert.match(d.reason, /virtual-gson/);
});

test('a shard whose base did not build fails the pull request, with the override offered', () => {
  const d = merged({ shards: { 'platform-own': shard('platform-own'), 'virtual-gson': shard('virtual-gson', { baseStatus: 'failed' }) } });
  assert.equal(d.verdict, 'fail');
  assert.match(d.reason, /In the shard `virtual-gson`, the base commit `ffffffffffff` .*did not build/);
  assert.match(d.todo, /perf-override/);
});

test('a shard whose base did not build quotes the harness on why', () => {
  const log = '[INFO] running\n[ERROR] PerfSuiteIT » Reference perf.reference=git:0123abcd: team.yaml has no server.build\n[ERROR] -> [Help 1]\n';
  const d = merged({ shards: { 'platform-own': shard('platform-own'), 'virtual-gson': shard('virtual-gson', { baseStatus: 'failed', log }) } });
  assert.equal(d.verdict, 'fail');
  assert.match(d.reason, /did not build: that shard measured nothing against it\.\n\n```\n\[ERROR\] PerfSuiteIT » Reference perf\.reference=git:0123abcd: team\.yaml has no server\.build\n```/);
});

test('a shard whose suite stopped before the base build fails without blaming the base or offering the override', () => {
  const d = merged({ shards: { 'platform-own': shard('platform-own'),
    'virtual-gson': shard('virtual-gson', { baseStatus: 'not-reached', suiteOutcome: 'failure', hasPlan: false }) } });
  assert.equal(d.verdict, 'fail');
  assert.match(d.reason, /shard `virtual-gson` stopped before it built the base commit `ffffffffffff`: it measured nothing/);
  assert.doesNotMatch(d.reason, /did not build/);
  assert.doesNotMatch(d.todo, /perf-override/);
});

// The shard job reads the base's fate from the suite's log: the harness builds it (-Dperf.reference=git:<base>).
test.describe('the base status read from the suite log', () => {
  const cases = [
    ['a build', '[perf] reference git:0123abcd built in 41 s: /w/reference/0123abcd/server/target/s.jar', 'built'],
    ['a reused build', '[perf] reference git:0123abcd (0123456789ab): reusing /w/reference/0123456789ab/s.jar', 'built'],
    ['a build in colour', '\x1b[1m[perf] reference git:0123abcd built in 41 s: s.jar\x1b[0m', 'built'],
    ['the harness rejecting it', '[ERROR] PerfSuiteIT » Reference perf.reference=git:0123abcd (0123): ./mvnw exited with code 1',
      'failed'],
    ['its exception in a stack trace', 'io.perfgate.perf.reference.ReferenceException: perf.reference=git:x: cannot resolve', 'failed'],
    ['a command line naming the reference only', 'running: bin/perfgate -Dperf.reference=git:0123abcd\n[ERROR] COMPILATION ERROR',
      'not-reached'],
    ['no log at all', undefined, 'not-reached'],
  ];
  for (const [name, log, status] of cases) {
    test(`${name}: ${status}`, () => assert.equal(baseStatus(log), status));
  }
});

test('a cancelled or unfinished shard fails, whatever the merge made of the rest', () => {
  for (const suiteOutcome of ['cancelled', 'skipped', undefined]) {
    const d = merged({ shards: { 'platform-own': shard('platform-own', { suiteOutcome }), 'virtual-gson': shard('virtual-gson') } });
    assert.equal(d.verdict, 'fail', String(suiteOutcome));
    assert.match(d.reason, /shard `platform-own` did not finish/);
  }
});

test('a shard whose suite wrote no plan, or whose artifact names another shard, fails', () => {
  assert.match(merged({ shards: { 'platform-own': shard('platform-own', { hasPlan: false }), 'virtual-gson': shard('virtual-gson') } }).reason,
    /wrote no plan/);
  assert.match(merged({ shards: { 'platform-own': shard('virtual-gson'), 'virtual-gson': shard('virtual-gson') } }).reason,
    /not that shard's/);
});

test('shard jobs that did not all succeed fail the merge although every artifact is there (an earlier attempt\'s)', () => {
  const d = merged({ shardsResult: 'failure' });
  assert.equal(d.verdict, 'fail');
  assert.match(d.reason, /ended `failure`/);
});

test('no plan of shards fails: nothing was measured', () => {
  for (const expected of [null, undefined]) {
    const d = merged({ expected });
    assert.equal(d.verdict, 'fail');
    assert.match(d.reason, /plan job/);
  }
  assert.equal(parseExpected(''), null);
  assert.equal(parseExpected('[]'), null);
  assert.equal(parseExpected('["a b"]'), null);
  assert.deepEqual(parseExpected('["platform-own","virtual-gson"]'), EXPECTED);
});

test('a merge that found a pair missing fails outside the verdicts, quoting the merge and the shard', () => {
  const d = merged({
    mergeOutcome: 'failure',
    mergeLog: '[perf] merge: 1 results judged\n[ERROR] merge: virtual-gson / request-2: shard shards/x planned it but wrote no virtual-gson__request-2.json',
    shards: { 'platform-own': shard('platform-own'), 'virtual-gson': shard('virtual-gson', { suiteOutcome: 'failure',
      log: '[ERROR] PerfSuiteIT.perfSuite virtual-gson / request-2 » Launch server did not start\n[ERROR] -> [Help 1]' }) },
  });
  assert.equal(d.verdict, 'fail');
  assert.match(d.reason, /failed outside the verdicts/);
  assert.match(d.reason, /From the logs of the shards' suites and of the merge:/);
  assert.match(d.reason, /\[ERROR\] \(shard virtual-gson\) PerfSuiteIT.perfSuite virtual-gson \/ request-2 » Launch server did not start/);
  assert.match(d.reason, /\[ERROR\] merge: virtual-gson \/ request-2: shard shards\/x planned it/);
  assert.doesNotMatch(d.reason, /Help 1/);
});

test('a regression in one shard fails the merged gate, and the label overrides it on a pull request only', () => {
  const regressed = { mergeOutcome: 'failure', summary: summary('❌ perfgate: 1 regression', AB),
    shards: { 'platform-own': shard('platform-own'), 'virtual-gson': shard('virtual-gson', { suiteOutcome: 'failure' }) } };
  assert.equal(merged(regressed).verdict, 'fail');
  assert.equal(merged({ ...regressed, override: true }).verdict, 'overridden');
  assert.equal(merged({ ...regressed, event: 'push', summary: summary('❌ perfgate: 1 regression', COMMITTED), override: true }).verdict, 'fail');
  assert.equal(merged({ shards: { 'platform-own': shard('platform-own') }, override: true }).verdict, 'overridden');
});

test('a cancelled merge step fails', () => {
  assert.match(merged({ mergeOutcome: 'cancelled' }).reason, /did not finish \(step outcome: cancelled\)/);
  assert.match(merged({ mergeOutcome: undefined }).reason, /did not finish \(step outcome: none\)/);
});

test('a sharded first push without baselines passes when every shard and the merge passed', () => {
  const s = summary('ℹ️ perfgate: nothing compared (no baseline 9)', COMMITTED);
  assert.equal(merged({ event: 'push', summary: s }).verdict, 'pass');
  assert.equal(merged({ event: 'push', summary: s, mergeOutcome: 'failure' }).verdict, 'fail');
});

test('a sharded baseline refresh passes only when every shard and the merge passed', () => {
  const s = summary('ℹ️ perfgate: nothing compared (no baseline 9)', 'Compared with nothing: this run wrote the baselines: 9 comparisons');
  const refresh = { event: 'workflow_dispatch', refresh: true, summary: s };
  assert.equal(merged(refresh).verdict, 'pass');
  assert.equal(merged({ ...refresh, mergeOutcome: 'failure' }).verdict, 'fail');
});

test('the shard job\'s own check and the merge read the artifact as the shard job stages it', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-shards-'));
  try {
    const stage = (name, files) => {
      const d = path.join(dir, `perf-shard-${name}`);
      fs.mkdirSync(path.join(d, 'perf-results'), { recursive: true });
      for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(d, file), text);
      return d;
    };
    const good = stage('platform-own', { shard: 'platform-own\n', 'suite-outcome': 'success\n', 'base-status': 'built\n',
      'base-sha': 'a'.repeat(40) + '\n', 'suite.log': '[INFO] ok\n', 'perf-results/plan.json': '{}' });
    const noPlan = stage('virtual-gson', { shard: 'virtual-gson\n', 'suite-outcome': 'failure\n', 'base-status': 'built\n' });
    assert.deepEqual(readShard(good), { name: 'platform-own', suiteOutcome: 'success', baseStatus: 'built',
      baseSha: 'a'.repeat(40), log: '[INFO] ok\n', hasPlan: true });
    assert.equal(readShard(path.join(dir, 'absent')), null);
    assert.equal(shardProblem('virtual-gson', readShard(noPlan), 'push').includes('wrote no plan'), true);

    const log = console.log;
    const stdout = process.stdout.write;
    const printed = [];
    console.log = m => printed.push(m);
    process.stdout.write = m => { printed.push(m); return true; };
    let goodExit;
    let badExit;
    let mergeExit;
    const write = (name, text) => { fs.writeFileSync(path.join(dir, name), text); return path.join(dir, name); };
    try {
      goodExit = checkShard(good, 'pull_request');
      badExit = checkShard(noPlan, 'pull_request');
      mergeExit = await main({ EVENT: 'push', SHARDS_DIR: dir, EXPECTED_SHARDS: '["platform-own","virtual-gson"]',
        SHARDS_RESULT: 'success', MERGE_OUTCOME: 'success',
        SUMMARY_FILE: write('summary.md', summary('✅ perfgate: passed', COMMITTED)),
        GATE_FILE: path.join(dir, 'gate.md'), GITHUB_OUTPUT: write('output', '') });
    } finally {
      console.log = log;
      process.stdout.write = stdout;
    }
    assert.equal(goodExit, 0);
    assert.equal(badExit, 1);
    assert.ok(printed.some(l => String(l).startsWith('::error title=perf shard::The shard `virtual-gson` wrote no plan')));
    assert.equal(mergeExit, 1);
    assert.equal(fs.readFileSync(path.join(dir, 'output'), 'utf8'), 'verdict=fail\n');
    assert.match(fs.readFileSync(path.join(dir, 'gate.md'), 'utf8'), /^### ❌ perf gate: FAIL\n\nThe shard `virtual-gson` wrote no plan/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
