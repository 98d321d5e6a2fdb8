// gate.yml's calibrate-runs (run by .ci/check-workflows): calibration by hand only, each shard delivering every
// same-build run asked for, and the suite job fitting all shards' runs with bin/perfgate calibrate --fit. The steps'
// scripts run as the runner runs them (bash -e), with a bin/perfgate that records what it was given.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { stepScript } = require('./workflow-step.js');

function workspace() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'calibrate-'));
  const perfgate = path.join(dir, 'perfgate');
  fs.mkdirSync(path.join(perfgate, 'bin'), { recursive: true });
  // Records its arguments, one a line, and prints a line as the fit does.
  fs.writeFileSync(path.join(perfgate, 'bin', 'perfgate'),
    '#!/usr/bin/env bash\nprintf "%s\\n" "$@" > "$(dirname "$0")/../args"\n' +
    'if [ "$1" = shards ]; then echo \'["a","b"]\'; fi\n', { mode: 0o755 });
  const output = path.join(dir, 'github-output');
  fs.writeFileSync(output, '');
  return { dir, perfgate, output, args: () => fs.readFileSync(path.join(perfgate, 'args'), 'utf8').trim().split('\n') };
}

function run(step, ws, env) {
  return spawnSync('bash', ['-e', '-c', stepScript('gate.yml', step)], {
    cwd: ws.dir, encoding: 'utf8',
    env: { PATH: process.env.PATH, PERFGATE: ws.perfgate, GITHUB_OUTPUT: ws.output, RUNNER_TEMP: ws.dir, ...env },
  });
}

// A shard's artifact with `runs` same-build runs, each a results directory with its reference's results.
function shard(ws, name, runs) {
  for (let k = 1; k <= runs; k++) {
    const reference = path.join(ws.dir, 'shards', `perf-shard-${name}`, 'calibration', `run-${k}`, 'reference');
    fs.mkdirSync(reference, { recursive: true });
    fs.writeFileSync(path.join(reference, `${name}__x.json`), '{}');
  }
}

const PLAN = { SYSTEM: '/repo/perfgate.yaml', VARIANTS: '', SCENARIOS: '', REFRESH_BASELINES: 'false' };

test.describe('gate.yml: calibrate-runs', () => {
  test('the plan refuses a calibration on a pull request or a push: those are gated', () => {
    const ws = workspace();
    for (const event of ['pull_request', 'push']) {
      const r = run('Which shards', ws, { ...PLAN, EVENT: event, CALIBRATE_RUNS: '3' });
      assert.equal(r.status, 2, r.stdout + r.stderr);
      assert.match(r.stdout, new RegExp(`calibrate-runs 3 on a ${event} event: calibration runs by hand only`));
    }
  });

  test('the plan refuses a calibration together with refresh-baselines, and a count that is no whole number', () => {
    const ws = workspace();
    let r = run('Which shards', ws, { ...PLAN, EVENT: 'workflow_dispatch', CALIBRATE_RUNS: '2', REFRESH_BASELINES: 'true' });
    assert.equal(r.status, 2);
    assert.match(r.stdout, /calibrate-runs and refresh-baselines together/);
    r = run('Which shards', ws, { ...PLAN, EVENT: 'workflow_dispatch', CALIBRATE_RUNS: '1.5' });
    assert.equal(r.status, 2);
    assert.match(r.stdout, /calibrate-runs: required a whole number >= 0, actual '1.5'/);
  });

  test('a calibration by hand, or none on any event, is planned', () => {
    const ws = workspace();
    for (const [event, runs] of [['workflow_dispatch', '5'], ['pull_request', '0']]) {
      const r = run('Which shards', ws, { ...PLAN, EVENT: event, CALIBRATE_RUNS: runs });
      assert.equal(r.status, 0, r.stdout + r.stderr);
      assert.match(fs.readFileSync(ws.output, 'utf8'), /shards=\["a","b"\]/);
    }
  });

  test('a shard delivered only when every same-build run left its reference results', () => {
    const ws = workspace();
    const stage = path.join(ws.dir, 'shards', 'perf-shard-a');
    shard(ws, 'a', 2);
    let r = run('Did the shard deliver?', ws, { STAGE: stage, CALIBRATE_RUNS: '3', EVENT: 'workflow_dispatch' });
    assert.equal(r.status, 1);
    assert.match(r.stdout, /delivered 2 of 3 same-build runs/);
    r = run('Did the shard deliver?', ws, { STAGE: stage, CALIBRATE_RUNS: '2', EVENT: 'workflow_dispatch' });
    assert.equal(r.status, 0, r.stdout);
    assert.match(r.stdout, /calibration: 2 of 2 same-build runs delivered/);
  });

  const FIT = { SHARDS: '["a","b"]', CALIBRATE_RUNS: '2', RUNNER_LABELS: 'ubuntu-latest', SYSTEM_PATH: 'perfgate.yaml',
    SYSTEM: '/repo/perfgate.yaml' };

  test('the suite fits every shard\'s runs together, naming how it was dispatched', () => {
    const ws = workspace();
    shard(ws, 'a', 2);
    shard(ws, 'b', 2);
    const r = run('Fit the calibration', ws, { ...FIT, PLAN_RESULT: 'success', SHARDS_DIR: path.join(ws.dir, 'shards') });
    assert.equal(r.status, 0, r.stdout + r.stderr);
    const args = ws.args();
    assert.deepEqual(args.slice(0, 5), ['calibrate', '--system', '/repo/perfgate.yaml', '--command',
      'the perf workflow run by hand with calibrate-runs 2 on ubuntu-latest']);
    assert.equal(args[5], '--fit');
    assert.deepEqual(args.slice(6).map(d => path.relative(path.join(ws.dir, 'shards'), d)),
      ['perf-shard-a/calibration/run-1', 'perf-shard-a/calibration/run-2',
        'perf-shard-b/calibration/run-1', 'perf-shard-b/calibration/run-2']);
    assert.match(fs.readFileSync(ws.output, 'utf8'), /^dir=baselines$/m);
  });

  test('the suite fits nothing and is red when a shard is short or the plan failed', () => {
    const ws = workspace();
    shard(ws, 'a', 2);
    shard(ws, 'b', 1);
    let r = run('Fit the calibration', ws, { ...FIT, PLAN_RESULT: 'success', SHARDS_DIR: path.join(ws.dir, 'shards') });
    assert.equal(r.status, 1);
    assert.match(r.stdout, /shard b delivered 1 of 2 same-build runs/);
    assert.equal(fs.existsSync(path.join(ws.perfgate, 'args')), false, 'nothing fitted');
    r = run('Fit the calibration', ws, { ...FIT, PLAN_RESULT: 'failure', SHARDS_DIR: path.join(ws.dir, 'shards') });
    assert.equal(r.status, 1);
    assert.match(r.stdout, /the plan job did not say which shards to run/);
  });
});
