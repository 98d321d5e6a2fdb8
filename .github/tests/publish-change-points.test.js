// The publish job's step "Change points in the trend" (gate.yml), run as the runner would (bash -e) against a local
// bare repository whose gh-pages holds the fixture's data.js (run by .ci/check-workflows, after the Python tests have
// made the virtual environment of .github/scripts/change-points).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { stepScript, root } = require('./workflow-step.js');

const fixture = path.join(root, '.github', 'gh-pages', 'testdata', 'changes');

test('the step commits change-points.json beside data.js and hands the regressions and the summary on', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-change-points-'));
  const git = (cwd, ...args) => {
    const r = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@localhost', ...args], { cwd, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    return r.stdout;
  };
  try {
    // origin: main, and gh-pages with the trend's data.js as github-action-benchmark left it.
    const origin = path.join(dir, 'origin.git');
    const workspace = path.join(dir, 'workspace');
    git(dir, 'init', '-q', '--bare', '-b', 'main', origin);
    git(dir, 'clone', '-q', origin, workspace);
    fs.writeFileSync(path.join(workspace, 'perfgate.yaml'), 'name: service\n');
    git(workspace, 'add', '.');
    git(workspace, 'commit', '-q', '-m', 'service');
    git(workspace, 'push', '-q', 'origin', 'main');
    git(workspace, 'checkout', '-q', '--orphan', 'gh-pages');
    git(workspace, 'rm', '-q', '-r', '-f', '.');
    fs.mkdirSync(path.join(workspace, 'dev', 'bench'), { recursive: true });
    fs.copyFileSync(path.join(fixture, 'data.js'), path.join(workspace, 'dev', 'bench', 'data.js'));
    git(workspace, 'add', 'dev/bench/data.js');
    git(workspace, 'commit', '-q', '-m', 'data');
    git(workspace, 'push', '-q', 'origin', 'gh-pages');
    git(workspace, 'checkout', '-q', 'main');

    const output = path.join(dir, 'github-output');
    const summary = path.join(dir, 'step-summary');
    const out = path.join(dir, 'change-points');
    const r = spawnSync('bash', ['-e', '-c', stepScript('gate.yml', 'Change points in the trend')], {
      cwd: workspace, encoding: 'utf8',
      env: {
        PATH: process.env.PATH, HOME: process.env.HOME, PERFGATE: root, GITHUB_WORKSPACE: workspace,
        GITHUB_REPOSITORY: 'example/service', GITHUB_REPOSITORY_OWNER: 'Example', GITHUB_SHA: 'f'.repeat(40),
        GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary, DATA_DIR: 'dev/bench', WINDOW: '100',
        SYSTEM_PATH: 'perfgate.yaml', OUT: out, CHANGE_POINTS_VENV: path.join(root, 'target', 'change-points-venv'),
      },
    });
    assert.equal(r.status, 0, r.stdout + r.stderr);
    // No thresholds.json beside the description: perfgate's own, as the golden file was written with.
    assert.equal(git(origin, 'show', 'gh-pages:dev/bench/change-points.json'),
      fs.readFileSync(path.join(fixture, 'change-points.json'), 'utf8'));
    assert.equal(git(origin, 'log', '-1', '--format=%s', 'gh-pages').trim(), `perfgate change points after ${'f'.repeat(12)}`);
    assert.equal(fs.readFileSync(output, 'utf8'), 'regressions=2\n');
    assert.equal(fs.readFileSync(summary, 'utf8'), fs.readFileSync(path.join(fixture, 'change-points.md'), 'utf8'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
