// Tests of the issues the publish job opens for change points (.github/scripts/change-point-issues.js), with a fake of
// the few REST calls it makes (run by .ci/check-workflows).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { fileIssues, LABEL, MAX_NEW_ISSUES } = require('../scripts/change-point-issues.js');

const report = JSON.parse(fs.readFileSync(
  path.join(__dirname, '..', 'gh-pages', 'testdata', 'changes', 'change-points.json'), 'utf8'));
const regressions = report.changePoints.filter(c => c.verdict === 'regression');

// The repository's issues and labels, and every call made.
function fakeGithub({ issues = [], labels = [] } = {}) {
  const calls = [];
  const notFound = () => Object.assign(new Error('Not Found'), { status: 404 });
  const rest = {
    issues: {
      getLabel: async ({ name }) => { calls.push(['getLabel', name]); if (!labels.includes(name)) throw notFound(); return { data: { name } }; },
      createLabel: async ({ name }) => { calls.push(['createLabel', name]); labels.push(name); return { data: { name } }; },
      listForRepo: async () => { throw new Error('called through paginate only'); },
      create: async ({ title, body, labels: given }) => {
        calls.push(['create', title]);
        const issue = { number: 100 + issues.length, title, body, state: 'open', labels: given.map(name => ({ name })),
          html_url: `https://github.com/o/r/issues/${100 + issues.length}` };
        issues.push(issue);
        return { data: issue };
      },
      update: async ({ issue_number, body }) => {
        calls.push(['update', issue_number]);
        issues.find(i => i.number === issue_number).body = body;
        return { data: {} };
      },
    },
  };
  const paginate = async (method, { labels: label, state }) => {
    assert.equal(method, rest.issues.listForRepo);
    calls.push(['list', label, state]);
    return issues.filter(i => i.labels.some(l => l.name === label));
  };
  const log = [];
  const core = { info: m => log.push(m), warning: m => log.push(`warning: ${m}`) };
  return { github: { rest, paginate }, core, calls, issues, log };
}

test('the first publish opens one issue per regression, with the label, after creating it', async () => {
  const fake = fakeGithub();
  const outcome = await fileIssues({ ...fake, owner: 'o', repo: 'r', report });
  assert.equal(regressions.length, 2);
  assert.deepEqual(fake.calls, [['getLabel', LABEL], ['createLabel', LABEL], ['list', LABEL, 'all'],
    ['create', regressions[0].issue.title], ['create', regressions[1].issue.title]]);
  assert.deepEqual(outcome.created, ['https://github.com/o/r/issues/100', 'https://github.com/o/r/issues/101']);
  assert.equal(fake.issues[0].body, regressions[0].issue.body);
  assert.match(fake.issues[0].title, /^perf regression: request-2 \/ virtual-gson \/ cpuPerRequest, [0-9a-f]{7}\.\.[0-9a-f]{7}/);
});

test('a re-run finds its issues by title: edits an open one whose text changed, leaves a closed one alone', async () => {
  const fake = fakeGithub();
  await fileIssues({ ...fake, owner: 'o', repo: 'r', report });
  fake.issues[0].body = 'an older text';
  fake.issues[1].state = 'closed';
  fake.calls.length = 0;
  const outcome = await fileIssues({ ...fake, owner: 'o', repo: 'r', report });
  assert.deepEqual(fake.calls, [['getLabel', LABEL], ['list', LABEL, 'all'], ['update', 100]]);
  assert.deepEqual(outcome.updated, ['https://github.com/o/r/issues/100']);
  assert.deepEqual(outcome.closed, ['https://github.com/o/r/issues/101']);
  assert.equal(fake.issues[0].body, regressions[0].issue.body);
  fake.calls.length = 0;
  assert.deepEqual((await fileIssues({ ...fake, owner: 'o', repo: 'r', report })).unchanged, ['https://github.com/o/r/issues/100']);
  assert.deepEqual(fake.calls.filter(c => c[0] !== 'getLabel' && c[0] !== 'list'), []);
});

test('no regression, no call', async () => {
  const fake = fakeGithub();
  const improvementsOnly = { ...report, changePoints: report.changePoints.filter(c => c.verdict !== 'regression') };
  await fileIssues({ ...fake, owner: 'o', repo: 'r', report: improvementsOnly });
  assert.deepEqual(fake.calls, []);
});

test(`at most ${MAX_NEW_ISSUES} new issues a publish; the rest are named and open later`, async () => {
  const fake = fakeGithub({ labels: [LABEL] });
  const many = { ...report, changePoints: Array.from({ length: MAX_NEW_ISSUES + 2 }, (_, i) =>
    ({ ...regressions[0], issue: { title: `perf regression: s / v / m, ${i}`, body: 'b' } })) };
  const outcome = await fileIssues({ ...fake, owner: 'o', repo: 'r', report: many });
  assert.equal(outcome.created.length, MAX_NEW_ISSUES);
  assert.deepEqual(outcome.postponed, [`perf regression: s / v / m, ${MAX_NEW_ISSUES}`, `perf regression: s / v / m, ${MAX_NEW_ISSUES + 1}`]);
  assert.match(fake.log.at(-1), /^warning: 2 more regressions than the 10 issues one publish opens/);
  assert.equal((await fileIssues({ ...fake, owner: 'o', repo: 'r', report: many })).created.length, 2);
});

test('a change-points.json of another format is refused, naming what was expected', async () => {
  const fake = fakeGithub();
  await assert.rejects(fileIssues({ ...fake, owner: 'o', repo: 'r', report: { formatVersion: 2 } }),
    /change-points.json: required formatVersion 1 and changePoints/);
  await assert.rejects(fileIssues({ ...fake, owner: 'o', repo: 'r',
    report: { formatVersion: 1, changePoints: [{ issue: { title: '', body: 'b' } }] } }),
  /changePoints\[0\]\.issue: required a title of 1-256 characters/);
});

// The offline rehearsal's stand-in of the GitHub API (.ci/act/github-api-standin.js) answers the same calls: the
// REST routes Octokit sends them to, called here with fetch.
test('the act-run stand-in of the API answers the issue calls', async () => {
  const { spawn } = require('node:child_process');
  const os = require('node:os');
  const state = fs.mkdtempSync(path.join(os.tmpdir(), 'standin-'));
  const standin = spawn(process.execPath, [path.join(__dirname, '..', '..', '.ci', 'act', 'github-api-standin.js'),
    '0', state, state, '1', 'a'.repeat(40)], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const base = await new Promise((resolve, reject) => {
      standin.stdout.on('data', d => { const m = String(d).match(/listening on (\S+)/); if (m) resolve(m[1]); });
      standin.on('exit', code => reject(new Error(`the stand-in exited with ${code}`)));
    });
    const call = async (method, route, body) => {
      const res = await fetch(`${base}/repos/o/r${route}`, { method, body: body && JSON.stringify(body),
        headers: { 'content-type': 'application/json' } });
      const data = await res.json();
      if (!res.ok) throw Object.assign(new Error(data.message), { status: res.status });
      return { data };
    };
    const rest = { issues: {
      getLabel: ({ name }) => call('GET', `/labels/${encodeURIComponent(name)}`),
      createLabel: ({ owner, repo, ...body }) => call('POST', '/labels', body),
      listForRepo: ({ labels, state: s, per_page: n }) => call('GET', `/issues?labels=${labels}&state=${s}&per_page=${n}`),
      create: ({ owner, repo, ...body }) => call('POST', '/issues', body),
      update: ({ owner, repo, issue_number: n, ...body }) => call('PATCH', `/issues/${n}`, body),
    } };
    const github = { rest, paginate: async (method, params) => (await method(params)).data };
    const core = { info() {}, warning() {} };
    const first = await fileIssues({ github, core, owner: 'o', repo: 'r', report });
    assert.equal(first.created.length, 2);
    const changed = { ...report, changePoints: report.changePoints.map(c => c.issue ? { ...c, issue: { ...c.issue, body: 'new' } } : c) };
    const second = await fileIssues({ github, core, owner: 'o', repo: 'r', report: changed });
    assert.deepEqual([second.created.length, second.updated.length], [0, 2]);
    const filed = JSON.parse(fs.readFileSync(path.join(state, 'issues.json'), 'utf8'));
    assert.deepEqual(filed.map(i => [i.number, i.title, i.body, i.labels]),
      regressions.map((c, i) => [100 + i, c.issue.title, 'new', [{ name: LABEL }]]));
  } finally {
    standin.kill();
    fs.rmSync(state, { recursive: true, force: true });
  }
});
