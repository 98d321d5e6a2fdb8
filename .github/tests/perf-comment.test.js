// Tests of comment.yml's script against hand-made artifacts (run by .ci/check-workflows).
// The script runs as actions/github-script would run it, with fake github, context and core.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { blockAfter } = require('./workflow-step');

const MARKER = '<!-- perfgate-summary -->';

// The `script: |` block of the github-script step, de-indented (the YAML has no other block scalar there).
function commentScript() {
  const lines = fs.readFileSync(path.join(__dirname, '..', 'workflows', 'comment.yml'), 'utf8').split('\n');
  const start = lines.findIndex(l => /^\s+script: \|\s*$/.test(l));
  assert.ok(start >= 0, 'comment.yml: no `script: |` block');
  return blockAfter(lines, start);
}

const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
const script = new AsyncFunction('require', 'github', 'context', 'core', commentScript());

async function run({ files = {}, symlinks = {}, headSha = 'abc1234def', prHead = 'abc1234def', existing = [], conclusion = 'failure' }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-comment-'));
  try {
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), content);
    }
    for (const [name, target] of Object.entries(symlinks)) {
      fs.symlinkSync(target, path.join(dir, name));
    }
    Object.assign(process.env, { REPORT_DIR: dir, HEAD_SHA: headSha, RUN_URL: 'https://github.com/o/r/actions/runs/1', CONCLUSION: conclusion });
    const result = { failed: [], warnings: [], calls: [] };
    const core = { setFailed: m => result.failed.push(m), warning: m => result.warnings.push(m), info: () => {} };
    const github = {
      paginate: async () => existing,
      rest: {
        pulls: { get: async a => { result.calls.push(['get', a.pull_number]); return { data: { head: { sha: prHead } } }; } },
        issues: {
          listComments: () => {},
          updateComment: async a => { result.calls.push(['update', a.comment_id]); result.body = a.body; },
          createComment: async a => { result.calls.push(['create', a.issue_number]); result.body = a.body; return { data: {} }; },
        },
      },
    };
    await script(require, github, { repo: { owner: 'o', repo: 'r' } }, core);
    return result;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const summary = '## perfgate: regression\n\n| metric | base | now |\n|---|---|---|\n| p99 | 2.0 | 3.1 |\n';

test('creates one comment that starts with the marker and carries the summary', async () => {
  const r = await run({ files: { 'pr-number': '42\n', 'perfgate/summary.md': summary } });
  assert.deepEqual(r.calls, [['get', 42], ['create', 42]]);
  assert.ok(r.body.startsWith(MARKER + '\n**perfgate** failed on `abc1234`'));
  assert.ok(r.body.includes('| p99 | 2.0 | 3.1 |'));
});

test('edits its own earlier comment, not a user comment holding the marker', async () => {
  const r = await run({
    files: { 'pr-number': '42', 'perfgate/summary.md': summary }, conclusion: 'success',
    existing: [{ id: 1, user: { login: 'mallory' }, body: MARKER + ' fake' },
      { id: 7, user: { login: 'github-actions[bot]' }, body: MARKER + '\nold' }],
  });
  assert.deepEqual(r.calls, [['get', 42], ['update', 7]]);
  assert.ok(r.body.includes('**perfgate** passed'));
});

for (const [label, files, symlinks] of [
  ['not an integer', { 'pr-number': '42; rm -rf /' }, {}],
  ['zero-padded', { 'pr-number': '0042' }, {}],
  ['missing', {}, {}],
  ['a symlink', {}, { 'pr-number': '/etc/hostname' }],
]) {
  test(`refuses a pull request number that is ${label}`, async () => {
    const r = await run({ files: { ...files, 'perfgate/summary.md': summary }, symlinks });
    assert.equal(r.failed.length, 1);
    assert.match(r.failed[0], /required a positive integer/);
    assert.deepEqual(r.calls, []);
  });
}

test('does not comment when the pull request head is not the commit the run measured', async () => {
  const r = await run({ files: { 'pr-number': '42', 'perfgate/summary.md': summary }, prHead: 'fff0000' });
  assert.deepEqual(r.calls, [['get', 42]]);
  assert.equal(r.warnings.length, 1);
});

test('untrusted text mentions nobody and cannot forge the marker', async () => {
  const r = await run({ files: { 'pr-number': '42', 'perfgate/summary.md': `cc @octocat ${MARKER} @org/team` } });
  assert.ok(!/@[A-Za-z]/.test(r.body), r.body);
  assert.equal(r.body.split(MARKER).length, 2);
});

test('a missing summary still gives a comment that says so', async () => {
  const r = await run({ files: { 'pr-number': '42' } });
  assert.match(r.body, /wrote no summary/);
});

test('a huge summary is cut below the comment size limit', async () => {
  const r = await run({ files: { 'pr-number': '42', 'perfgate/summary.md': 'x'.repeat(2 * 1024 * 1024) } });
  assert.ok(r.body.length <= 60000, String(r.body.length));
  assert.match(r.body, /cut here/);
});

test('puts the gate\'s decision before the summary, with mentions disarmed', async () => {
  const gate = '### ❌ perf gate: FAIL\n\nThe base commit did not build. @someone\n';
  const r = await run({ files: { 'pr-number': '42', 'gate.md': gate, 'perfgate/summary.md': summary } });
  const at = r.body.indexOf('perf gate: FAIL');
  assert.ok(at > 0 && at < r.body.indexOf('| p99 | 2.0 | 3.1 |'));
  assert.ok(r.body.includes('@\u200bsomeone'));
});
