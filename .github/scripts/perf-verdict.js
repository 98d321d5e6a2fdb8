#!/usr/bin/env node
// The perf gate's one decision, in gate.yml's suite job: pass, fail or overridden.
//
// The Maven run alone fails OPEN in three ways: a base commit that does not build leaves the pull
// request to committed baselines from another machine (whose time metrics never fail there); a run
// that compared nothing ("nothing compared": another JDK, other settings) exits 0; and a failure
// outside the verdicts (a baseline that cannot be read) still leaves a summary whose headline says
// "passed" for the pairs that completed. So the job's colour is decided here, from what the run
// produced, and anything this script does not recognise as a pass is a failure that says what to do.
// One state that compares nothing passes: a push or manual run with no baseline for any pair yet (the first days
// after adoption), whose suite passed what it could judge without one; the decision says how to write them.
//
//   node .github/scripts/perf-verdict.js      (reads the environment below; writes GATE_FILE)
//
// EVENT          github.event_name: pull_request, push or workflow_dispatch
// SUITE_OUTCOME  steps.suite.outcome: success, failure, cancelled or skipped
// BASE_STATUS    pull_request only: built, failed (the base commit's server did not build) or not-reached (the
//                suite stopped before building it); `perf-verdict.js --base-status LOG` reads it from the suite's log
// BASE_SHA       pull_request only: the base commit measured against (the merge commit's first parent)
// SUMMARY_FILE   perf-tests/target/perfgate/summary.md
// SUITE_LOG      the Maven output of the suite step, for the errors behind a failure
// LABELS_URL     pull_request only: the API address of the pull request's labels, read live (below)
// GITHUB_TOKEN   read-only token for LABELS_URL
// REFRESH        'true' when the run rewrote baselines/ (workflow_dispatch refresh-baselines)
// GATE_FILE      where the gate's Markdown section goes (the job summary and the comment show it first)
// GITHUB_OUTPUT  verdict=pass|fail|overridden
//
// A sharded run (gate.yml: one `perf shard` job per variant, then the `perf suite` job merges): the merge job sets
//
// SHARDS_DIR      one directory per shard artifact (perf-shard-<variant>), each as the shard job staged it:
//                 shard (its name), suite-outcome, base-status, base-sha, suite.log, perf-results/plan.json, ...
// EXPECTED_SHARDS the plan job's JSON array of shard names; empty or unreadable when the plan job failed
// SHARDS_RESULT   needs.shard.result: success only when every shard job succeeded
// MERGE_OUTCOME   steps.merge.outcome: the merge of the shards' results (perf-tests/run-main ...Merge)
// MERGE_LOG       the merge's output
//
// and SUITE_OUTCOME, BASE_STATUS, BASE_SHA and SUITE_LOG are then read from the shards instead. In a shard job,
// `perf-verdict.js --shard DIR` exits 1 when that shard delivered nothing the merge can use (its base did not
// build, its suite did not finish, or it wrote no plan), so that "Re-run failed jobs" measures it again.
// `perf-verdict.js --base-status LOG` prints what the suite's log says of the base it was to build (baseStatus).
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const OVERRIDE_LABEL = 'perf-override';
const AB_MARK = '(A/B in the same run';
const MAX_LOG_LINES = 40;

/** The first line of summary.md and its "Compared with ..." line, or null when there is no summary. */
function readSummary(text) {
  if (typeof text !== 'string' || text.trim() === '') return null;
  const lines = text.split('\n');
  return {
    headline: lines[0].trim(),
    compared: lines.find(l => l.startsWith('Compared with ')) || '',
  };
}

/**
 * The lines that say what failed, without boilerplate: Maven's [ERROR] lines, and the "=> exception: message" lines
 * of JUnit's console launcher (the suite of perfgate's distribution), given the same [ERROR] prefix.
 */
function errorLines(log) {
  if (typeof log !== 'string') return [];
  const noise = /^\[ERROR\]\s*(->|Re-run Maven|For more information|To see the full stack trace|$|\[Help 1\])/;
  const lines = log.split('\n').map(l => l.replace(/\x1b\[[0-9;]*m/g, '').trimEnd())
    .map(l => l.replace(/^\s+=> (?=\S)/, '[ERROR] '))
    .filter(l => l.startsWith('[ERROR]') && !noise.test(l));
  return [...new Set(lines)].slice(0, MAX_LOG_LINES);
}

/** Whether a "nothing compared (...)" headline names only pairs without a baseline ("no baseline 9"). */
function onlyNoBaseline(headline) {
  const m = headline.match(/nothing compared \(([^)]*)\)/);
  return m !== null && /^no baseline \d+$/.test(m[1].trim());
}

const REFRESH_TODO = 'Refresh the baselines on the machine that gates: Actions → perf → Run workflow → ' +
  'tick `refresh-baselines`, then commit the artifact `baselines` in a pull request (README, "Refreshing baselines").';

/**
 * The decision. Returns { verdict: 'pass' | 'fail' | 'overridden', reason, todo }: reason says what
 * happened, todo what a person does about it.
 */
function failure(event, override) {
  return (reason, todo) => (override && event === 'pull_request')
    ? { verdict: 'overridden', reason, todo: `A maintainer overrode the gate with the label \`${OVERRIDE_LABEL}\`; ` +
        'the failure above stands in this report. Remove the label to restore the gate.' }
    : { verdict: 'fail', reason, todo };
}

function decide({ event, suiteOutcome, baseStatus, baseSha = '', summary, log = '', errors: given, logName = 'the log of the suite step',
  override = false, refresh = false }) {
  const fail = failure(event, override);
  const parsed = readSummary(summary);
  const errors = given || errorLines(log);
  const errorText = errors.length ? `\n\nFrom ${logName}:\n\n\`\`\`\n` + errors.join('\n') + '\n```' : '';

  if (event === 'pull_request' && baseStatus !== 'built') {
    return fail(`The base commit ${baseSha ? '`' + baseSha.slice(0, 12) + '` ' : ''}(the merge commit's first parent) ` +
      'did not build, so this pull request was not measured against it: no A/B comparison, no verdict.',
      'Re-run the job (a failed download is the usual cause; the shard\'s step `bin/perfgate` shows the build\'s error). ' +
      `If the base cannot build on purpose (this pull request repairs it or adds the server), a maintainer adds the label \`${OVERRIDE_LABEL}\`.`);
  }
  if (suiteOutcome === 'cancelled' || suiteOutcome === 'skipped' || !suiteOutcome) {
    return fail(`The perf suite did not finish (step outcome: ${suiteOutcome || 'none'}).`, 'Re-run the job.');
  }
  if (!parsed) {
    return fail('The perf suite wrote no `summary.md`: it failed before any (variant, scenario) was judged.' + errorText,
      'Fix what the log names (a build error, a thresholds file or baseline that cannot be read, a server that did not start), then push again.');
  }
  if (refresh) {
    return suiteOutcome === 'success'
      ? { verdict: 'pass', reason: 'The run rewrote the baselines; nothing was compared.', todo: 'Review the diff below and commit the artifact `baselines` in a pull request.' }
      : fail('The baseline refresh failed; no baseline it could not write was changed.' + errorText, 'Fix what the log names and run the refresh again.');
  }
  const { headline, compared } = parsed;
  if (headline.startsWith('❌')) {
    return fail(`The gate found a regression: "${headline}".`,
      'Read the comparison table (metric, change, threshold, p-value). Fix the code, or if the change is intended, ' +
      `a maintainer adds the label \`${OVERRIDE_LABEL}\` and the baselines are refreshed after the merge.`);
  }
  if (headline.startsWith('⚠️')) {
    return fail(`The run is not a result: "${headline}".` + errorText,
      'An invalid run is a harness problem (the load generator fell behind, the server died), not a pass: read the ' +
      'invalid-run lines in the summary and re-run the job; if it repeats, fix the cause they name.');
  }
  // The first pushes after adoption: no baseline for any pair, and nothing the gate can judge without one failed
  // (a regression on an absolute limit such as the error ratio heads the summary with ❌, an invalid run with ⚠️).
  // That is a state with an instruction, not a failure, so that the trend is published from the first push on;
  // a suite that failed besides (a baseline that cannot be read, a server that did not start) still fails below.
  if (headline.startsWith('ℹ️') && event !== 'pull_request' && onlyNoBaseline(headline) && suiteOutcome === 'success') {
    return { verdict: 'pass', reason: `No baselines yet: "${headline}". Errors and absolute limits were judged and passed; ` +
      'nothing was compared with committed numbers.', todo: 'No baselines yet: ' + REFRESH_TODO.charAt(0).toLowerCase() +
      REFRESH_TODO.slice(1) + ' Until then pushes pass on what can be judged without them, and the trend is published.' };
  }
  if (headline.startsWith('ℹ️')) {
    return fail(`Nothing was compared: "${headline}". A run that compared nothing is not a pass.`,
      event === 'pull_request'
        ? 'The A/B comparison judged no metric: see the summary\'s comparison table for why.'
        : 'The committed baselines do not match this runner (another JDK or other load settings): keep `.java-version` ' +
          'at the baselines\' JDK, or ' + REFRESH_TODO.charAt(0).toLowerCase() + REFRESH_TODO.slice(1));
  }
  if (!headline.startsWith('✅')) {
    return fail(`The summary's first line is not a verdict this gate knows: "${headline.slice(0, 200)}".`,
      'Check that perf-tests writes summary.md as its golden files say, and this script reads the same format.');
  }
  if (suiteOutcome !== 'success') {
    return fail('The perf suite failed outside the verdicts shown in the summary (the summary covers only the pairs that ' +
      'completed): a baseline that cannot be read, a server that did not start, a reference that did not build.' + errorText,
      'Fix what the log names, then push again; a baseline that cannot be read is repaired or refreshed (' + REFRESH_TODO + ')');
  }
  if (event === 'pull_request' && !compared.includes(AB_MARK)) {
    return fail('The run passed, but not as an A/B comparison with the base commit, which is what decides a pull request.',
      'Check the step that builds the base commit and the `-Dperf.reference` argument of the suite step.');
  }
  return { verdict: 'pass', reason: `The gate passed: "${headline}".`, todo: '' };
}

const RERUN_FAILED = 'Re-run failed jobs: GitHub measures the shards that did not deliver again and merges anew ' +
  '(the shards that delivered keep their results).';

/**
 * What the suite's log says of the reference it was to build from a git revision (-Dperf.reference=git:<base>):
 * 'built' once the harness printed that it built or reused it; 'failed' when the harness rejected it (a
 * ReferenceException: the revision is missing, its build failed or wrote no server); 'not-reached' when the suite
 * stopped before it came to the reference (perfgate or the service did not build, a description it rejected).
 */
function baseStatus(log) {
  if (typeof log !== 'string') return 'not-reached';
  const text = log.replace(/\x1b\[[0-9;]*m/g, '');
  if (/^\[perf\] reference git:\S+ (\([0-9a-f]+\): reusing |built in )/m.test(text)) return 'built';
  if (/ReferenceException/.test(text) || /^\[ERROR\].*perf\.reference(=git:|:)/m.test(text)) return 'failed';
  return 'not-reached';
}

/**
 * What a shard job left for the merge, from its artifact directory; null when there is none. Every field is read
 * as untrusted text: a file that is absent reads as undefined.
 */
function readShard(dir) {
  if (!dir || !fs.existsSync(dir)) return null;
  const text = name => { const t = readOptional(path.join(dir, name)); return t === undefined ? undefined : t.trim(); };
  return {
    name: text('shard'),
    suiteOutcome: text('suite-outcome'),
    baseStatus: text('base-status'),
    baseSha: text('base-sha') || '',
    log: readOptional(path.join(dir, 'suite.log')) || '',
    hasPlan: fs.existsSync(path.join(dir, 'perf-results', 'plan.json')),
  };
}

/**
 * Why a shard delivered nothing the merge can use, or null when it delivered: its results (good or bad) are then
 * the merge's to judge. A regression or an invalid run in a shard is a delivery; a shard that never measured is not.
 */
function shardProblem(name, shard, event) {
  if (!shard) {
    return `The shard \`${name}\` left no results (no artifact \`perf-shard-${name}\`): its job failed before uploading, ` +
      'was cancelled, or its upload failed.';
  }
  if (shard.name !== name) {
    return `The artifact of shard \`${name}\` names the shard ${JSON.stringify(String(shard.name).slice(0, 40))}: ` +
      'it is not that shard\'s.';
  }
  if (event === 'pull_request' && shard.baseStatus === 'not-reached') {
    return `The perf suite of the shard \`${name}\` stopped before it built the base commit` +
      `${shard.baseSha ? ' `' + shard.baseSha.slice(0, 12) + '`' : ''}: it measured nothing (its log names the error).`;
  }
  if (event === 'pull_request' && shard.baseStatus !== 'built') {
    // The harness's own words say why (a failed build, a description without server.build): quoted when the log has them.
    const why = errorLines(shard.log).filter(l => /perf\.reference/.test(l)).slice(0, 3);
    return `In the shard \`${name}\`, the base commit ${shard.baseSha ? '`' + shard.baseSha.slice(0, 12) + '` ' : ''}` +
      '(the merge commit\'s first parent) did not build: that shard measured nothing against it.' +
      (why.length ? '\n\n```\n' + why.join('\n') + '\n```' : '');
  }
  if (shard.suiteOutcome !== 'success' && shard.suiteOutcome !== 'failure') {
    return `The perf suite of the shard \`${name}\` did not finish (step outcome: ${shard.suiteOutcome || 'none'}).`;
  }
  if (!shard.hasPlan) {
    return `The shard \`${name}\` wrote no plan (perf-results/plan.json): its suite failed before measuring anything.`;
  }
  return null;
}

/** The shard names the plan job produced: a JSON array of names; anything else is no plan. */
function parseExpected(text) {
  try {
    const names = JSON.parse(text);
    if (Array.isArray(names) && names.length > 0 && names.every(n => typeof n === 'string' && /^[A-Za-z0-9._-]+$/.test(n))) {
      return names;
    }
  } catch { /* no plan */ }
  return null;
}

/**
 * The decision of a sharded run, in the merge job: first whether every planned shard delivered, then the same
 * decision as one unsharded run (decide), over the merged summary, with the shards' and the merge's outcomes and
 * errors combined as one run's would be.
 */
function decideMerged({ event, expected, shards, shardsResult, mergeOutcome, summary, mergeLog = '', override = false, refresh = false }) {
  const fail = failure(event, override);
  if (!expected) {
    return fail('The plan job did not say which shards to run, so nothing was measured (see the job `perf plan`: ' +
      'a variant or scenario name the description does not declare is the usual cause).',
      'Fix the selection (the inputs `variants`, `scenarios`, or the repository variables `PERF_VARIANTS`, `PERF_SCENARIOS`) and run again.');
  }
  const problems = expected.map(name => shardProblem(name, shards[name], event)).filter(Boolean);
  if (problems.length) {
    const baseFailed = problems.some(p => p.includes('did not build'));
    return fail(problems.join('\n\n'),
      RERUN_FAILED + (baseFailed
        ? ` If the base cannot build on purpose (this pull request repairs it or adds the server), a maintainer adds the label \`${OVERRIDE_LABEL}\`.`
        : ' If it happens again, the shard\'s log names the cause.'));
  }
  if (shardsResult !== 'success') {
    return fail(`Every shard left results, but the shard jobs ended \`${shardsResult || 'unknown'}\`: ` +
      'results from an earlier attempt cannot stand in for a shard that failed in this one.', RERUN_FAILED);
  }
  const outcomes = [...expected.map(name => shards[name].suiteOutcome), mergeOutcome];
  const suiteOutcome = outcomes.every(o => o === 'success') ? 'success'
    // A shard that did not finish was caught above; here only the merge itself can have been cancelled or skipped.
    : outcomes.some(o => o !== 'success' && o !== 'failure') ? mergeOutcome : 'failure';
  const errors = [...new Set([
    ...expected.flatMap(name => errorLines(shards[name].log).map(l => l.replace(/^\[ERROR\]/, `[ERROR] (shard ${name})`))),
    ...errorLines(mergeLog),
  ])].slice(0, MAX_LOG_LINES);
  return decide({ event, suiteOutcome, baseStatus: 'built', summary, errors, logName: 'the logs of the shards\' suites and of the merge', override, refresh });
}

/** The gate's section for the job summary and the pull-request comment. */
function render(decision) {
  const title = { pass: '✅ perf gate: pass', fail: '❌ perf gate: FAIL', overridden: '⚠️ perf gate: failed, OVERRIDDEN by a maintainer' }[decision.verdict];
  return `### ${title}\n\n${decision.reason}\n` + (decision.todo ? `\n**What to do:** ${decision.todo}\n` : '') + '\n';
}

function readOptional(file) {
  if (!file) return undefined;
  try { return fs.readFileSync(file, 'utf8'); } catch { return undefined; }
}

/**
 * The pull request's labels as they are NOW, not as the event saw them: a maintainer adds the label to a
 * red pull request and re-runs the failed job, and a re-run keeps the original event's payload.
 */
async function fetchLabels(env) {
  const response = await fetch(env.LABELS_URL, {
    headers: { accept: 'application/vnd.github+json', authorization: `Bearer ${env.GITHUB_TOKEN}`, 'x-github-api-version': '2022-11-28' },
    signal: AbortSignal.timeout(20000),
  });
  if (!response.ok) throw new Error(`GET ${env.LABELS_URL}: HTTP ${response.status}`);
  return (await response.json()).map(label => label.name);
}

/** The facts of a sharded run from the merge job's environment: the shards' artifacts and the merge's outcome. */
function mergedFacts(env) {
  const expected = parseExpected(env.EXPECTED_SHARDS || '');
  const shards = {};
  for (const name of expected || []) shards[name] = readShard(path.join(env.SHARDS_DIR, `perf-shard-${name}`));
  return {
    event: env.EVENT, expected, shards, shardsResult: env.SHARDS_RESULT, mergeOutcome: env.MERGE_OUTCOME,
    summary: readOptional(env.SUMMARY_FILE), mergeLog: readOptional(env.MERGE_LOG), refresh: env.REFRESH === 'true',
  };
}

/** A shard job's own check: exit 1 when it delivered nothing the merge can use (see shardProblem). */
function checkShard(dir, event) {
  const shard = readShard(dir);
  const problem = shardProblem(shard && shard.name ? shard.name : path.basename(String(dir)), shard, event);
  if (problem) {
    console.log(`::error title=perf shard::${problem.replace(/\r?\n/g, ' ')} The gate (job \`perf suite\`) fails; re-run this job.`);
    return 1;
  }
  console.log(`shard ${shard.name}: delivered (suite ${shard.suiteOutcome}); the job \`perf suite\` merges and decides`);
  return 0;
}

async function main(env, labels = fetchLabels) {
  const sharded = Boolean(env.SHARDS_DIR);
  const facts = sharded ? mergedFacts(env) : {
    event: env.EVENT,
    suiteOutcome: env.SUITE_OUTCOME,
    baseStatus: env.BASE_STATUS,
    baseSha: env.BASE_SHA,
    summary: readOptional(env.SUMMARY_FILE),
    log: readOptional(env.SUITE_LOG),
    refresh: env.REFRESH === 'true',
  };
  const judge = sharded ? decideMerged : decide;
  let decision = judge(facts);
  // Only a failing pull request asks for its labels; a label that cannot be read is no override.
  if (decision.verdict === 'fail' && facts.event === 'pull_request' && env.LABELS_URL) {
    try {
      if ((await labels(env)).includes(OVERRIDE_LABEL)) decision = judge({ ...facts, override: true });
    } catch (e) {
      decision.todo += ` (The labels could not be read, so no override applies: ${e.message}.)`;
    }
  }
  const section = render(decision);
  if (env.GATE_FILE) fs.writeFileSync(env.GATE_FILE, section);
  if (env.GITHUB_OUTPUT) fs.appendFileSync(env.GITHUB_OUTPUT, `verdict=${decision.verdict}\n`);
  process.stdout.write(section);
  if (decision.verdict === 'fail') {
    // One annotation line: the first sentence of the reason and what to do.
    console.log(`::error title=perf gate::${(decision.reason.split('\n')[0] + ' ' + decision.todo).replace(/\r?\n/g, ' ')}`);
    return 1;
  }
  if (decision.verdict === 'overridden') {
    console.log(`::warning title=perf gate::overridden by the label ${OVERRIDE_LABEL}: ${decision.reason.split('\n')[0]}`);
  }
  return 0;
}

module.exports = { baseStatus, decide, decideMerged, shardProblem, readShard, checkShard, parseExpected, render, errorLines, main, OVERRIDE_LABEL };

if (require.main === module) {
  if (process.argv[2] === '--base-status') {
    console.log(baseStatus(readOptional(process.argv[3])));
  } else if (process.argv[2] === '--shard') {
    process.exitCode = checkShard(process.argv[3], process.env.EVENT);
  } else {
    main(process.env).then(code => { process.exitCode = code; }, e => { console.error(e); process.exitCode = 1; });
  }
}
