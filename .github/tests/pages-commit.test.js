// Tests of the one way the publish job writes gh-pages (.github/gh-pages/pages-commit, and install-page through it),
// against a local bare repository standing in for origin (run by .ci/check-workflows).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const pages = path.join(__dirname, '..', 'gh-pages');

function run(cwd, command, args) {
  const result = spawnSync(command, args, {
    cwd, encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@localhost',
      GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@localhost' },
  });
  return { status: result.status, out: result.stdout + result.stderr };
}

// A bare origin with one commit on main, and a clone of it: the publish job's checkout.
function repositories() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-commit-'));
  const origin = path.join(dir, 'origin.git');
  const clone = path.join(dir, 'clone');
  assert.equal(run(dir, 'git', ['init', '-q', '--bare', '-b', 'main', origin]).status, 0);
  assert.equal(run(dir, 'git', ['clone', '-q', origin, clone]).status, 0);
  fs.writeFileSync(path.join(clone, 'README.md'), 'service\n');
  assert.equal(run(clone, 'git', ['add', 'README.md']).status, 0);
  assert.equal(run(clone, 'git', ['commit', '-q', '-m', 'first']).status, 0);
  assert.equal(run(clone, 'git', ['push', '-q', 'origin', 'main']).status, 0);
  return { dir, origin, clone };
}

const files = (origin, branch) => run(origin, 'git', ['ls-tree', '-r', '--name-only', branch]).out.trim().split('\n');
const show = (origin, spec) => run(origin, 'git', ['show', spec]).out;

test('install-page creates gh-pages with the page, then finds it up to date', () => {
  const { dir, origin, clone } = repositories();
  try {
    let r = run(clone, path.join(pages, 'install-page'), ['gh-pages', 'dev/bench']);
    assert.equal(r.status, 0, r.out);
    assert.match(r.out, /gh-pages does not exist on origin; creating it/);
    assert.deepEqual(files(origin, 'gh-pages'), ['.nojekyll', 'dev/bench/index.html', 'dev/bench/trend.js']);
    assert.equal(show(origin, 'gh-pages:dev/bench/trend.js'), fs.readFileSync(path.join(pages, 'trend.js'), 'utf8'));
    r = run(clone, path.join(pages, 'install-page'), ['gh-pages', 'dev/bench']);
    assert.equal(r.status, 0, r.out);
    assert.match(r.out, /dev\/bench on gh-pages is up to date/);
    assert.equal(run(origin, 'git', ['rev-list', '--count', 'gh-pages']).out.trim(), '1');
    assert.equal(run(clone, 'git', ['branch', '--list', 'gh-pages']).out.trim(), '', 'no local branch left behind');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the command runs in DIR of the branch as origin has it, and starts over when the push is rejected', () => {
  const { dir, origin, clone } = repositories();
  try {
    assert.equal(run(clone, path.join(pages, 'install-page'), ['gh-pages', 'dev/bench']).status, 0);
    // Another publish lands first: origin rejects the first push once (a pre-receive hook), as GitHub rejects a push
    // that is not a fast-forward any more.
    const marker = path.join(dir, 'rejected-once');
    fs.writeFileSync(path.join(origin, 'hooks', 'pre-receive'),
      `#!/bin/sh\nif [ ! -e '${marker}' ]; then touch '${marker}'; echo 'moved' >&2; exit 1; fi\n`, { mode: 0o755 });
    const r = run(clone, path.join(pages, 'pages-commit'),
      ['gh-pages', 'dev/bench', 'change points', 'sh', '-c', 'ls > listing.txt']);
    assert.equal(r.status, 0, r.out);
    assert.match(r.out, /push rejected \(attempt 1 of 5\)/);
    assert.match(r.out, /pushed [0-9a-f]{12} to gh-pages \(dev\/bench\/: dev\/bench\/listing.txt \)/);
    assert.equal(show(origin, 'gh-pages:dev/bench/listing.txt'), 'index.html\nlisting.txt\ntrend.js\n');
    assert.equal(run(origin, 'git', ['log', '-1', '--format=%s', 'gh-pages']).out.trim(), 'change points');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a failing command commits nothing and fails', () => {
  const { dir, origin, clone } = repositories();
  try {
    assert.equal(run(clone, path.join(pages, 'install-page'), ['gh-pages', 'dev/bench']).status, 0);
    const r = run(clone, path.join(pages, 'pages-commit'), ['gh-pages', 'dev/bench', 'm', 'sh', '-c', 'touch x; exit 4']);
    assert.equal(r.status, 4, r.out);
    assert.equal(run(origin, 'git', ['rev-list', '--count', 'gh-pages']).out.trim(), '1');
    assert.equal(run(clone, path.join(pages, 'pages-commit'), ['gh-pages', '../x', 'm', 'true']).status, 2);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
