// Tests of the offline rehearsal's planted history (.ci/act/planted-history.js): the data.js it plants on gh-pages and
// its checks of what the publishes and the trend page did with the planted change point (run by .ci/check-workflows).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { plant, publishes, marks, SYNTHETIC } = require('../../.ci/act/planted-history.js');

const PREFIX = 'window.BENCHMARK_DATA = ';
const MACHINE = 'AMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)';

function tempDir(t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'planted-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function run(id, value, extra = `6 trials\n${MACHINE}`) {
  return { commit: { id, message: `boot ${id}`, url: `https://example.invalid/commit/${id}`, timestamp: '2026-01-01T00:00:00Z' },
    date: Number(id.replace(/\D/g, '')) || 0, tool: 'customSmallerIsBetter',
    benches: [{ name: 'request-2 / platform-own / allocatedBytesPerRequest', unit: 'B', value, extra }] };
}

function writeDataJs(file, runs, repoUrl = 'https://example.invalid') {
  fs.writeFileSync(file, PREFIX + JSON.stringify({ lastUpdate: 1, repoUrl, entries: { 'perfgate smaller is better': runs } }));
}

const readDataJs = file => JSON.parse(fs.readFileSync(file, 'utf8').slice(PREFIX.length));

function changePoint(verdict, lastGood, firstBad) {
  const series = 'request-2 / platform-own / allocatedBytesPerRequest';
  const bisect = `bin/perfgate bisect --good ${lastGood} --bad ${firstBad} --variant platform-own --scenario request-2 ` +
    '--metric allocatedBytesPerRequest';
  return { series, scenario: 'request-2', variant: 'platform-own', metric: 'allocatedBytesPerRequest', machine: null,
    verdict, lastGood: { id: lastGood }, firstBad: { id: firstBad }, pointsBefore: 2, pointsAfter: 2, changePercent: 2.86,
    changePercentLow: 2.85, changePercentHigh: 2.87, confidence: 0.95, pValue: 1e-20, bisect,
    issue: verdict === 'regression' ? { title: `perf regression: ${series}, ${lastGood}..${firstBad}`, body: `step\n\n\`\`\`sh\n${bisect}\n\`\`\`\n` } : null };
}

test('the planted data.js is the history as the action writes it: this repository, each commit marked synthetic once', t => {
  const dir = tempDir(t);
  writeDataJs(path.join(dir, 'history.js'), [run('c0001', 100), run('c0002', 103)]);
  assert.equal(plant(path.join(dir, 'history.js'), path.join(dir, 'data.js'), 'https://github.com/o/r'),
    '2 publishes, commits c0001 to c0002');
  assert.equal(plant(path.join(dir, 'data.js'), path.join(dir, 'again.js'), 'https://github.com/o/r'),
    '2 publishes, commits c0001 to c0002');
  const data = readDataJs(path.join(dir, 'again.js'));
  assert.equal(data.repoUrl, 'https://github.com/o/r');
  assert.deepEqual(data.entries['perfgate smaller is better'].map(r => r.commit.message),
    [`${SYNTHETIC}boot c0001`, `${SYNTHETIC}boot c0002`]);
  assert.ok(fs.readFileSync(path.join(dir, 'again.js'), 'utf8').startsWith(PREFIX + '{\n  "lastUpdate"'));
});

test('a file that is not a data.js is refused, naming the file and what it starts with', t => {
  const dir = tempDir(t);
  fs.writeFileSync(path.join(dir, 'not.js'), '{"entries": {}}');
  assert.throws(() => plant(path.join(dir, 'not.js'), path.join(dir, 'out.js'), 'https://github.com/o/r'),
    /not\.js: required a data\.js starting "window\.BENCHMARK_DATA = ", actual "\{\\"entries/);
});

// The stand-in's state after two pushes: REQUESTS (method, path, title) and the issues before and after the second.
function apiState(dir, requests, issues, issuesAfterFirst) {
  fs.mkdirSync(path.join(dir, 'api'));
  fs.writeFileSync(path.join(dir, 'api', 'requests.log'), requests.map(([method, p, title]) =>
    JSON.stringify({ method, path: `/repos/o/r${p}`, body: title ? { title, body: 'b', labels: ['perf-change-point'] } : undefined })).join('\n') + '\n');
  fs.writeFileSync(path.join(dir, 'api', 'issues.json'), JSON.stringify(issues));
  fs.writeFileSync(path.join(dir, 'api', 'issues-after-push-1.json'), JSON.stringify(issuesAfterFirst));
}

function publishedHistory(dir, secondPushOpens) {
  const planted = changePoint('regression', 'c0002', 'c0003');
  const issue = body => ({ number: 100, title: planted.issue.title, body: `${body}\n\n${planted.bisect}\n`, state: 'open',
    labels: [{ name: 'perf-change-point' }] });
  fs.writeFileSync(path.join(dir, 'expected.json'), JSON.stringify({ changePoints: [planted] }));
  fs.writeFileSync(path.join(dir, 'published.json'), JSON.stringify({ changePoints: [planted, changePoint('improvement', 'c0004', 'aaaaaaa')] }));
  writeDataJs(path.join(dir, 'planted.js'), [run('c0001', 100), run('c0002', 100), run('c0003', 103), run('c0004', 103)]);
  const real = `p50 0.1 ms\nerrors 0 of 9 requests\n6 trials of 1.500 s, closed model 1 users\n${MACHINE}`;
  writeDataJs(path.join(dir, 'published.js'), [run('c0001', 100), run('c0002', 100), run('c0003', 103), run('c0004', 103),
    run('aaaaaaa', 100, real), run('bbbbbbb', 100, real)], 'https://github.com/o/r');
  const second = secondPushOpens ? [['POST', '/issues', planted.issue.title]] : [['PATCH', '/issues/100']];
  apiState(dir, [['GET', '/labels/perf-change-point'], ['GET', '/issues?labels=perf-change-point&state=all'], ['POST', '/issues', planted.issue.title],
    ['GET', '/issues?labels=perf-change-point&state=all'], ...second],
  secondPushOpens ? [issue('new'), { ...issue('new'), number: 101 }] : [issue('step\nover 2')], [issue('step\nover 3')]);
  return ['expected.json', 'published.json', 'planted.js', 'published.js', 'api'].map(f => path.join(dir, f));
}

test('the planted change point found again, its one issue opened by the first push and updated by the second', t => {
  const dir = tempDir(t);
  const { ok, text } = publishes(...publishedHistory(dir, false), 3);
  assert.equal(ok, true, text);
  assert.match(text, /as required: the planted change point found again: allocatedBytesPerRequest of request-2 \/ platform-own, last good c0002, first bad c0003/);
  assert.match(text, /one issue for it, #100, opened by the first push .* the second push updated it \(PATCH \.\.\.\/issues\/100/);
  assert.match(text, /its bisect command: `bin\/perfgate bisect --good c0002 --bad c0003 /);
  assert.match(text, / {4}- over 3\n {4}\+ over 2/);
  assert.match(text, /improvement .* at aaaaaaa \(after c0004\).*\(first bad: a commit of this rehearsal\)/);
  assert.match(text, /the rehearsal's 2 publishes \(aaaaaaa, bbbbbbb\) appended to the planted series: 2 points, .* machine line the planted one/);
});

test('a second issue for the planted change point fails the check', t => {
  const dir = tempDir(t);
  const { ok, text } = publishes(...publishedHistory(dir, true), 3);
  assert.equal(ok, false);
  assert.match(text, /NOT as required: required one issue titled "perf regression: .*c0002\.\.c0003", opened by the first push; actual 2 such issues, 2 requests opening one \(first push, second push\)/);
});

test('the page marks the planted change point under a drawn chart, or the check says what is missing', t => {
  const dir = tempDir(t);
  const expected = changePoint('regression', 'c0002', 'c0003');
  fs.writeFileSync(path.join(dir, 'expected.json'), JSON.stringify({ changePoints: [expected] }));
  const figure = canvas => `<figure><figcaption>allocated bytes per request [B], lower is better</figcaption>
    <div class="chart">${canvas ? '<canvas role="img"></canvas>' : ''}</div><ul class="changes"><li class="regression">
    <span class="swatch"></span>regression, platform-own: +2.86% between <a href="x">c0002...c0003</a>; bisect:
    <code>${expected.bisect}</code></li></ul></figure>`;
  fs.writeFileSync(path.join(dir, 'dom.html'), `<html><body>${figure(true)}</body></html>`);
  const marked = marks(path.join(dir, 'dom.html'), path.join(dir, 'expected.json'));
  assert.equal(marked.ok, true, marked.text);
  assert.match(marked.text, /as required: the planted change point is marked: li\.regression under the chart "allocated bytes per request \[B\], lower is better" naming c0002\.\.\.c0003/);
  fs.writeFileSync(path.join(dir, 'dom.html'), `<html><body>${figure(false)}</body></html>`);
  const undrawn = marks(path.join(dir, 'dom.html'), path.join(dir, 'expected.json'));
  assert.equal(undrawn.ok, false);
  assert.match(undrawn.text, /NOT as required: no li\.regression naming c0002\.\.\.c0003/);
});
