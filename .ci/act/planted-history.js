#!/usr/bin/env node
// A planted history for the offline rehearsal (.ci/act-run with PLANTED_HISTORY): gh-pages starts from a data.js of
// real publishes with a step in it, the rehearsal's publishes append to it, and this checks that they found the step,
// filed one issue for it and that the trend page marks it.
//
//   node planted-history.js plant HISTORY_JS OUT_JS REPO_URL        the data.js to commit on gh-pages
//   node planted-history.js publishes EXPECTED_JSON PUBLISHED_JSON PLANTED_JS PUBLISHED_JS API_DIR PUSH1_REQUESTS
//   node planted-history.js marks DOM_HTML EXPECTED_JSON
//
// EXPECTED_JSON is change-points.json of the detection run on the planted data.js alone: the change points the
// publishes must find again (same series, machine, last good and first bad commit). API_DIR is the GitHub API
// stand-in's state (requests.log, issues.json, issues-after-push-1.json); PUSH1_REQUESTS how many requests it had
// received when the second push began. `publishes` and `marks` print Markdown for REPORT.md and exit 1 when a check
// fails.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

// github-action-benchmark reads data.js by cutting exactly this off and writes it back the same way (src/write.ts).
const SCRIPT_PREFIX = 'window.BENCHMARK_DATA = ';
// Every commit of a planted history is synthetic: the issue's table and the page's tooltip show the message.
const SYNTHETIC = 'synthetic commit of a planted history: ';

function readDataJs(file) {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.startsWith(SCRIPT_PREFIX)) {
    throw new Error(`${file}: required a data.js starting ${JSON.stringify(SCRIPT_PREFIX)}, actual ${JSON.stringify(text.slice(0, 30))}`);
  }
  const data = JSON.parse(text.slice(SCRIPT_PREFIX.length));
  if (!data || typeof data.entries !== 'object') throw new Error(`${file}: required window.BENCHMARK_DATA with entries`);
  return data;
}

function readJson(file, otherwise) {
  if (otherwise !== undefined && !fs.existsSync(file)) return otherwise;
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

const runsOf = data => Object.entries(data.entries).flatMap(([suite, runs]) => runs.map(run => ({ suite, run })));
const machineOf = extra => String(extra || '').trim().split('\n').pop();
const short = id => String(id).slice(0, 7);
const indent = text => text.split('\n').map(l => (l ? '    ' + l : '')).join('\n');
const pointKey = c => [c.series, c.machine || '', c.lastGood.id, c.firstBad.id].join('\u0000');
const describe = c => `${c.verdict} ${c.series}${c.machine ? ` (${c.machine})` : ''}: ${c.changePercent >= 0 ? '+' : ''}` +
  `${c.changePercent.toFixed(2)}% at ${short(c.firstBad.id)} (after ${short(c.lastGood.id)}), ` +
  `${c.pointsBefore} publishes before, ${c.pointsAfter} after, p ${c.pValue}`;

// The planted data.js as the action would leave it after publishes in this repository: its repoUrl, each commit
// message saying the commit is synthetic. Prints "<n> publishes, commits <first> to <last>".
function plant(historyFile, outFile, repoUrl) {
  const data = readDataJs(historyFile);
  data.repoUrl = repoUrl;
  const ids = [];
  for (const { run } of runsOf(data)) {
    if (!String(run.commit.message).startsWith(SYNTHETIC)) run.commit.message = SYNTHETIC + run.commit.message;
    if (!ids.includes(run.commit.id)) ids.push(run.commit.id);
  }
  fs.writeFileSync(outFile, SCRIPT_PREFIX + JSON.stringify(data, null, 2));
  return `${ids.length} publishes, commits ${ids[0]} to ${ids[ids.length - 1]}`;
}

function publishes(expectedFile, publishedFile, plantedFile, publishedDataFile, apiDir, push1Requests) {
  const out = [];
  let ok = true;
  const fail = text => { ok = false; out.push(`NOT as required: ${text}`, ''); };
  const expected = readJson(expectedFile).changePoints;
  const published = readJson(publishedFile).changePoints;
  const planted = readDataJs(plantedFile);
  const plantedIds = new Set(runsOf(planted).map(({ run }) => run.commit.id));

  out.push(`change-points.json on gh-pages after both publishes: ${published.length} change points`, '');
  published.forEach(c => out.push(`    ${describe(c)}${plantedIds.has(c.firstBad.id) ? '' : ' (first bad: a commit of this rehearsal)'}`));
  out.push('');
  for (const c of expected) {
    const found = published.find(p => pointKey(p) === pointKey(c));
    if (found) {
      out.push(`as required: the planted change point found again: ${found.metric} of ${found.scenario} / ${found.variant}, ` +
        `last good ${found.lastGood.id}, first bad ${found.firstBad.id} (synthetic commits), ${found.verdict}, ` +
        `${found.changePercent >= 0 ? '+' : ''}${found.changePercent}% (${Math.round(found.confidence * 100)}% interval ` +
        `${found.changePercentLow}% to ${found.changePercentHigh}%)`, '');
    } else {
      fail(`the planted change point ${describe(c)} is not in change-points.json on gh-pages`);
    }
  }

  // The issues: one per planted regression, opened by the first publish, updated (or found up to date) by the second.
  const requests = fs.existsSync(path.join(apiDir, 'requests.log'))
    ? fs.readFileSync(path.join(apiDir, 'requests.log'), 'utf8').split('\n').filter(Boolean).map(l => JSON.parse(l)) : [];
  const issues = readJson(path.join(apiDir, 'issues.json'), []);
  const before = readJson(path.join(apiDir, 'issues-after-push-1.json'), []);
  const secondPush = requests.slice(push1Requests);
  const isIssuePost = r => r.method === 'POST' && /\/issues$/.test(r.path);
  for (const c of expected.filter(e => e.issue)) {
    const title = c.issue.title;
    const same = issues.filter(i => i.title === title);
    const posts = requests.map((r, at) => ({ ...r, at })).filter(r => isIssuePost(r) && r.body && r.body.title === title);
    if (same.length !== 1 || posts.length !== 1 || posts[0].at >= push1Requests) {
      fail(`required one issue titled "${title}", opened by the first push; actual ${same.length} such issues, ` +
        `${posts.length} requests opening one (${posts.map(p => (p.at < push1Requests ? 'first' : 'second') + ' push').join(', ') || 'none'})`);
      continue;
    }
    const issue = same[0];
    const patched = secondPush.filter(r => r.method === 'PATCH' && r.path.endsWith(`/issues/${issue.number}`));
    const looked = secondPush.some(r => r.method === 'GET' && /\/issues\?/.test(r.path));
    const second = patched.length > 0 ? `updated it (PATCH .../issues/${issue.number}: the step's segments changed with the new publish)`
      : looked ? 'found it up to date and left it (same body)' : 'did not look for it';
    if (!looked) fail(`the second push did not look for the issue "${title}"`);
    out.push(`as required: one issue for it, #${issue.number}, opened by the first push (POST .../issues, label ` +
      `${issue.labels.map(l => l.name).join(', ')}); the second push ${second}, opening none for it. The issue as the API ` +
      `stand-in holds it (the commits in its table are the planted history's synthetic ones):`, '');
    out.push(indent(`title: ${issue.title}\n\n${issue.body}`), '');
    const bisect = issue.body.split('\n').find(l => l.startsWith('bin/perfgate bisect '));
    if (bisect) out.push(`its bisect command: \`${bisect}\``, ''); else fail(`issue #${issue.number} has no bisect command`);
    const first = before.find(i => i.number === issue.number);
    if (first && first.body !== issue.body) {
      const a = first.body.split('\n');
      const b = issue.body.split('\n');
      out.push('what the second push changed in its body:', '');
      a.forEach((l, i) => { if (l !== b[i]) out.push(`    - ${l}`, `    + ${b[i] === undefined ? '' : b[i]}`); });
      out.push('');
    }
  }
  const others = issues.filter(i => !expected.some(c => c.issue && c.issue.title === i.title));
  out.push(`issues the API stand-in holds: ${issues.length}; besides the planted change point's: ` +
    `${others.map(i => `#${i.number} ${i.title}`).join('; ') || 'none'}`, '');

  // The rehearsal's publishes must have appended to the planted series: same benchmark, name and unit, and for the
  // time metrics' series in the detection, the same machine line.
  const plantedSeries = new Map();
  for (const { suite, run } of runsOf(planted)) {
    for (const b of run.benches) plantedSeries.set(`${suite} / ${b.name}`, { unit: b.unit, machine: machineOf(b.extra) });
  }
  const real = runsOf(readDataJs(publishedDataFile)).filter(({ run }) => !plantedIds.has(run.commit.id));
  const points = real.flatMap(({ suite, run }) => run.benches.map(b => ({ key: `${suite} / ${b.name}`, unit: b.unit, machine: machineOf(b.extra) })));
  const unknown = points.filter(p => !plantedSeries.has(p.key) || plantedSeries.get(p.key).unit !== p.unit);
  const otherMachine = points.filter(p => plantedSeries.has(p.key) && plantedSeries.get(p.key).machine !== p.machine);
  const commits = [...new Set(real.map(({ run }) => short(run.commit.id)))];
  if (points.length === 0 || unknown.length > 0) {
    fail(`the rehearsal's publishes (${commits.join(', ') || 'none'}) did not append to the planted series: ` +
      `${unknown.map(p => `${p.key} [${p.unit}]`).join('; ') || 'no points'}`);
  } else {
    out.push(`as required: the rehearsal's ${commits.length} publishes (${commits.join(', ')}) appended to the planted ` +
      `series: ${points.length} points, each with a benchmark, name and unit of the planted history; machine line ` +
      (otherMachine.length === 0 ? `the planted one (${points[0].machine})`
        : `different in ${otherMachine.length} points (${otherMachine[0].machine}): their time metrics form series of their own in the detection`), '');
  }
  return { ok, text: out.join('\n') };
}

function decode(html) {
  return html.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'").replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
}

// The page's marks in its rendered DOM: under each chart with a change point, a list item of the verdict's class
// (trend.js, changeList) naming the commit range and the bisect command; the dashed line itself is drawn on the canvas.
function marks(domFile, expectedFile) {
  const html = fs.readFileSync(domFile, 'utf8');
  const expected = readJson(expectedFile).changePoints;
  const out = [];
  let ok = true;
  const items = [];
  for (const [, figure] of html.matchAll(/<figure>([\s\S]*?)<\/figure>/g)) {
    const caption = decode((figure.match(/<figcaption>([\s\S]*?)<\/figcaption>/) || ['', ''])[1]);
    const canvas = /<canvas\b/.test(figure);
    for (const [, verdict, item] of figure.matchAll(/<li class="(regression|improvement)">([\s\S]*?)<\/li>/g)) {
      items.push({ caption, canvas, verdict, text: decode(item) });
    }
  }
  out.push(`change-point marks in the rendered DOM (li.regression / li.improvement under a chart): ${items.length}`, '');
  items.forEach(i => out.push(`    [${i.caption}]${i.canvas ? '' : ' (no canvas)'} li.${i.verdict}: ${i.text}`));
  out.push('');
  for (const c of expected) {
    const range = `${short(c.lastGood.id)}...${short(c.firstBad.id)}`;
    const found = items.find(i => i.verdict === c.verdict && i.canvas && i.text.includes(range) && i.text.includes(c.bisect));
    if (found) {
      out.push(`as required: the planted change point is marked: li.${found.verdict} under the chart "${found.caption}" ` +
        `naming ${range} and its bisect command`, '');
    } else {
      ok = false;
      out.push(`NOT as required: no li.${c.verdict} naming ${range} and \`${c.bisect}\` under a drawn chart`, '');
    }
  }
  return { ok, text: out.join('\n') };
}

function main(argv) {
  const [command, ...args] = argv;
  if (command === 'plant' && args.length === 3) {
    console.log(plant(...args));
    return 0;
  }
  if ((command === 'publishes' && args.length === 6) || (command === 'marks' && args.length === 2)) {
    const result = command === 'publishes' ? publishes(...args.slice(0, 5), Number(args[5])) : marks(...args);
    console.log(result.text);
    return result.ok ? 0 : 1;
  }
  console.error('usage: planted-history.js plant HISTORY_JS OUT_JS REPO_URL\n' +
    '       planted-history.js publishes EXPECTED_JSON PUBLISHED_JSON PLANTED_JS PUBLISHED_JS API_DIR PUSH1_REQUESTS\n' +
    '       planted-history.js marks DOM_HTML EXPECTED_JSON');
  return 2;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));

module.exports = { plant, publishes, marks, SYNTHETIC };
