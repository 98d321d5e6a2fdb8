// The entry points a service's repository uses (run by .ci/check-workflows): the reusable workflow gate.yml picks the
// perfgate version its caller pinned, runs perfgate's code only from that checkout, and builds the base through the
// description; bin/perfgate, the same run locally, fails early and clearly on what a person gets wrong.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
const read = file => fs.readFileSync(path.join(root, file), 'utf8');
const { stepScript } = require('./workflow-step.js');

const CALLER_SHA = 'c'.repeat(40);
const PERFGATE_SHA = 'a'.repeat(40);

// Runs "Which perfgate" as the runner would (bash -e), in a workspace that is perfgate's checkout or a service's.
function whichPerfgate({ job = {}, input = {}, callerIsPerfgate = false, caller = 'team/service' }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'which-perfgate-'));
  try {
    if (callerIsPerfgate) {
      fs.mkdirSync(path.join(dir, 'bin'));
      fs.writeFileSync(path.join(dir, 'bin', 'perfgate'), '#!/bin/sh\n', { mode: 0o755 });
      fs.mkdirSync(path.join(dir, '.github', 'workflows'), { recursive: true });
      fs.writeFileSync(path.join(dir, '.github', 'workflows', 'gate.yml'), '');
    }
    const output = path.join(dir, 'github-output');
    fs.writeFileSync(output, '');
    const result = spawnSync('bash', ['-e', '-c', stepScript('gate.yml', 'Which perfgate')], {
      cwd: dir, encoding: 'utf8',
      env: {
        PATH: process.env.PATH, GITHUB_OUTPUT: output, JOB_CONTEXT: JSON.stringify(job),
        INPUT_REPOSITORY: input.repository || '', INPUT_REF: input.ref || '', CALLER_REPOSITORY: caller, CALLER_SHA,
      },
    });
    const outputs = Object.fromEntries(fs.readFileSync(output, 'utf8').split('\n').filter(Boolean).map(l => l.split(/=(.*)/s).slice(0, 2)));
    return { status: result.status, stdout: result.stdout, outputs };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test.describe('gate.yml: which perfgate a run uses', () => {
  test('the version of the uses: line, from the job context, checked out beside the service', () => {
    const r = whichPerfgate({ job: { status: 'success', workflow_repository: 'perfgate/perfgate', workflow_sha: PERFGATE_SHA } });
    assert.equal(r.status, 0, r.stdout);
    assert.deepEqual(r.outputs, { repository: 'perfgate/perfgate', ref: PERFGATE_SHA, path: '.perfgate-harness' });
  });

  test('perfgate calling itself at the same commit runs its own checkout: no second one', () => {
    const r = whichPerfgate({ job: { workflow_repository: 'PerfGate/perfgate', workflow_sha: CALLER_SHA }, caller: 'perfgate/perfgate' });
    assert.deepEqual(r.outputs, { repository: 'PerfGate/perfgate', ref: CALLER_SHA, path: '.' });
  });

  test('where the runner leaves the context empty, the inputs stand in', () => {
    const r = whichPerfgate({ job: { status: 'success' }, input: { repository: 'perfgate/perfgate', ref: 'v1.2.0' } });
    assert.equal(r.status, 0, r.stdout);
    assert.deepEqual(r.outputs, { repository: 'perfgate/perfgate', ref: 'v1.2.0', path: '.perfgate-harness' });
    assert.match(r.stdout, /from the inputs perfgate-repository and perfgate-ref/);
  });

  test('the context wins over a stale input, with a warning: the uses: line decides', () => {
    const r = whichPerfgate({ job: { workflow_repository: 'perfgate/perfgate', workflow_sha: PERFGATE_SHA },
      input: { repository: 'perfgate/perfgate', ref: 'v1.0.0' } });
    assert.equal(r.outputs.ref, PERFGATE_SHA);
    assert.match(r.stdout, /::warning::perfgate-ref 'v1\.0\.0' is ignored/);
  });

  test('no context and no input: perfgate calling itself by a local path (act) uses its own checkout', () => {
    const r = whichPerfgate({ job: {}, callerIsPerfgate: true, caller: 'perfgate/perfgate' });
    assert.equal(r.status, 0, r.stdout);
    assert.deepEqual(r.outputs, { repository: 'perfgate/perfgate', ref: CALLER_SHA, path: '.' });
  });

  test('no context and no input in a service\'s repository fails, naming the inputs to give', () => {
    const r = whichPerfgate({ job: {} });
    assert.equal(r.status, 1);
    assert.match(r.stdout, /::error::which perfgate to run is unknown.*perfgate-repository.*perfgate-ref/);
    assert.deepEqual(r.outputs, {});
  });

  for (const [what, input] of [['a ref that reads as an option', { repository: 'o/r', ref: '-x' }],
    ['a ref with a space', { repository: 'o/r', ref: 'v1 v2' }], ['a repository without an owner', { repository: 'perfgate', ref: 'v1' }]]) {
    test(`${what} is refused before any checkout`, () => {
      const r = whichPerfgate({ job: {}, input });
      assert.equal(r.status, 1);
      assert.match(r.stdout, /::error::perfgate's (repository|version): required/);
    });
  }
});

test.describe('gate.yml: one path for every repository', () => {
  const gate = read('.github/workflows/gate.yml');

  test('perfgate\'s own perf gate and comment call the reusable workflows by their local path', () => {
    assert.match(read('.github/workflows/perf.yml'), /\n    uses: \.\/\.github\/workflows\/gate\.yml\n/);
    assert.match(read('.github/workflows/perf-comment.yml'), /\n    uses: \.\/\.github\/workflows\/comment\.yml\n/);
    assert.match(gate, /\non:\n  workflow_call:\n/);
    assert.match(read('.github/workflows/comment.yml'), /\non:\n  workflow_call:\n/);
  });

  test('the base is built by the harness from the description, never by a module name or jar of perfgate\'s server', () => {
    assert.doesNotMatch(gate, /-pl server|perfgate-server\.jar|\.perf-base/);
    assert.match(gate, /"-Dperf\.reference=git:\$BASE_SHA"/);
  });

  test('perfgate\'s scripts and commands run from its checkout ($PERFGATE), the suite through bin/perfgate', () => {
    const tool = /(\.ci\/|\.github\/(scripts|gh-pages)\/|bin\/perfgate)/g;
    // Not commands: comments, messages, step names, and the test whether the caller's checkout is perfgate.
    const lines = gate.split('\n').filter(l => !/^\s*#/.test(l) && !/echo /.test(l) && !/^\s*- name: /.test(l) && !/^\s*if \[\[/.test(l));
    const uses = lines.flatMap(l => [...l.matchAll(tool)].map(m => ({ line: l, before: l.slice(0, m.index) })));
    assert.ok(uses.length >= 7, `found ${uses.length}`);
    // In a shell "$PERFGATE/...", in a github-script ${process.env.PERFGATE}/... (the same variable).
    for (const { line, before } of uses) assert.match(before, /("\$PERFGATE|\$\{process\.env\.PERFGATE\})\/$/, line);
    assert.doesNotMatch(gate, /\.\/mvnw|perf-tests\/run-main/);
  });
});

// bin/perfgate's own checks, which run before any Maven: a fake `java` stands in for the JDK.
function perfgate(args, { cwd, javaVersion = '25' } = {}) {
  const jdk = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-jdk-'));
  fs.mkdirSync(path.join(jdk, 'bin'));
  fs.writeFileSync(path.join(jdk, 'bin', 'java'),
    `#!/bin/sh\necho "    java.home = ${jdk}" >&2\necho "    java.specification.version = ${javaVersion}" >&2\n`, { mode: 0o755 });
  try {
    return spawnSync(path.join(root, 'bin', 'perfgate'), args, { cwd, encoding: 'utf8', env: { PATH: process.env.PATH, JAVA_HOME: jdk } });
  } finally {
    fs.rmSync(jdk, { recursive: true, force: true });
  }
}

function service({ git = false, description = true } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'service-'));
  if (description) fs.writeFileSync(path.join(dir, 'perfgate.yaml'), 'name: service\n');
  if (git) {
    const g = (...a) => spawnSync('git', ['-C', dir, '-c', 'user.name=t', '-c', 'user.email=t@localhost', ...a], { encoding: 'utf8' });
    g('init', '-q', '-b', 'main');
    g('add', '.');
    g('commit', '-q', '-m', 'one');
  }
  return dir;
}

test.describe('bin/perfgate: what it refuses before running anything', () => {
  const cases = [
    ['a directory without perfgate.yaml', { description: false }, [], /no perfgate\.yaml in .*: run this from your service's repository .* or give --system FILE/],
    ['a --system file that is not there', {}, ['--system', 'nope.yaml'], /--system nope\.yaml: no such file/],
    ['a JDK older than 21', {}, [], /is Java 17: required 21 or newer \(set JAVA_HOME\)/, '17'],
    ['a git: reference outside any git repository', {}, ['-Dperf.reference=git:main'], /is not in a git repository, so no revision of it can be built/],
    ['a git: reference to a revision the repository lacks', { git: true }, ['-Dperf.reference=git:nowhere'], /has no commit 'nowhere' \(fetch it first/],
    ['shards given a Maven option', {}, ['shards', '-o'], /shards: required -Dperf\.variants=\.\.\. or -Dperf\.scenarios=\.\.\., actual '-o'/],
    ['merge without shards', {}, ['merge', 'out'], /merge: required MERGED SHARD\.\.\./],
    ['bisect without --bad', { git: true }, ['bisect', '--good', 'main'], /bisect: required --good REV --bad REV/],
    ['bisect outside any git repository', {}, ['bisect', '--good=a', '--bad=b'], /bisect: .* is not in a git repository, so it has no history to bisect/],
  ];
  for (const [what, repo, args, message, javaVersion] of cases) {
    test(`${what}: exit 2 and a message saying what to do`, () => {
      const dir = service(repo);
      try {
        const r = perfgate(args, { cwd: dir, javaVersion });
        assert.equal(r.status, 2, r.stderr);
        assert.match(r.stderr, message);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  }

  test('--help prints the usage and runs nothing', () => {
    const r = perfgate(['--help'], { cwd: os.tmpdir() });
    assert.equal(r.status, 0);
    assert.match(r.stdout, /bin\/perfgate \[--system FILE\] \[--reports DIR\] \[OPTION\.\.\.\]/);
  });
});

// Where a run's reports go. bin/perfgate runs here as a release's distribution would (lib/ beside bin/), so that a
// stand-in `java` receives what the suite would: it records its arguments and writes the summary where it is told.
test.describe('bin/perfgate: the reports go to the system\'s repository, read from where the command is typed', () => {
  let dist, jdk;
  test.before(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'perfgate-dist-'));
    fs.mkdirSync(path.join(dist, 'bin'));
    fs.copyFileSync(path.join(root, 'bin', 'perfgate'), path.join(dist, 'bin', 'perfgate'));
    fs.chmodSync(path.join(dist, 'bin', 'perfgate'), 0o755);
    fs.mkdirSync(path.join(dist, 'lib'));
    fs.writeFileSync(path.join(dist, 'lib', 'perfgate-perf-tests-0.jar'), '');
    fs.writeFileSync(path.join(dist, 'lib', 'suite.jvm-options'), '-Xss1m\n');
    jdk = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-jdk-'));
    fs.mkdirSync(path.join(jdk, 'bin'));
    // The version check; the candidate's build command (none); the suite: its arguments, and a summary.
    fs.writeFileSync(path.join(jdk, 'bin', 'java'), `#!/bin/bash
case " $* " in
  *" -version "*) echo "    java.home = ${jdk}" >&2; echo "    java.specification.version = 25" >&2 ;;
  *" io.perfgate.perf.run.CandidateBuild "*) ;;
  *ConsoleLauncher*)
    printf '%s\\n' "$@" > "${jdk}/suite-args"
    for a in "$@"; do case "$a" in -Dperf.reports.dir=*) mkdir -p "\${a#*=}"; echo summary > "\${a#*=}/summary.md" ;; esac; done ;;
esac
`, { mode: 0o755 });
  });
  test.after(() => {
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(jdk, { recursive: true, force: true });
  });

  function run(args, cwd) {
    const r = spawnSync(path.join(dist, 'bin', 'perfgate'), args, { cwd, encoding: 'utf8', env: { PATH: process.env.PATH, JAVA_HOME: jdk } });
    assert.equal(r.status, 0, r.stderr);
    const suite = fs.readFileSync(path.join(jdk, 'suite-args'), 'utf8').split('\n');
    const given = suite.filter(a => a.startsWith('-Dperf.reports.dir=')).map(a => a.slice('-Dperf.reports.dir='.length));
    assert.equal(given.length, 1, suite.join(' '));
    assert.ok(fs.existsSync(path.join(given[0], 'summary.md')));
    assert.match(r.stderr, new RegExp(`summary: ${given[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/summary\\.md`));
    return { reports: given[0], suite };
  }

  test('from a subdirectory of the service\'s repository: under its top, in .perfgate/reports', () => {
    const dir = service({ git: true });
    try {
      fs.mkdirSync(path.join(dir, 'perf'));
      fs.renameSync(path.join(dir, 'perfgate.yaml'), path.join(dir, 'perf', 'perfgate.yaml'));
      const { reports } = run([], path.join(dir, 'perf'));
      assert.equal(reports, path.join(fs.realpathSync(dir), '.perfgate', 'reports'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('A/B against the commit before: the same place, the reference passed on', () => {
    const dir = service({ git: true });
    try {
      fs.appendFileSync(path.join(dir, 'perfgate.yaml'), '# two\n');
      spawnSync('git', ['-C', dir, '-c', 'user.name=t', '-c', 'user.email=t@localhost', 'commit', '-qam', 'two']);
      const { reports, suite } = run(['-Dperf.reference=git:HEAD~1'], dir);
      assert.equal(reports, path.join(fs.realpathSync(dir), '.perfgate', 'reports'));
      assert.ok(suite.includes('-Dperf.reference=git:HEAD~1'), suite.join(' '));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('--reports and --system relative to where the command is typed', () => {
    const dir = service();
    try {
      fs.mkdirSync(path.join(dir, 'elsewhere'));
      const { reports } = run(['--system', '../perfgate.yaml', '--reports', 'out/r'], path.join(dir, 'elsewhere'));
      assert.equal(reports, path.join(fs.realpathSync(dir), 'elsewhere', 'out', 'r'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a description in perfgate\'s own checkout: perf-tests/target/perfgate, as before', () => {
    fs.writeFileSync(path.join(dist, 'perfgate.yaml'), 'name: perfgate\n');
    const { reports } = run([], dist);
    assert.equal(reports, path.join(fs.realpathSync(dist), 'perf-tests', 'target', 'perfgate'));
  });

  test('-Dperf.reports.dir is refused: the directory is --reports, read from where the command is typed', () => {
    const dir = service();
    try {
      const r = spawnSync(path.join(dist, 'bin', 'perfgate'), ['-Dperf.reports.dir=x'], { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH, JAVA_HOME: jdk } });
      assert.equal(r.status, 2);
      assert.match(r.stderr, /give the reports' directory as --reports DIR/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

// bisect.yml: the same perfgate as gate.yml, and only inputs of the expected shapes reach bin/perfgate bisect.
test.describe('bisect.yml: one bisection for every repository', () => {
  const bisect = read('.github/workflows/bisect.yml');

  test('it picks perfgate with gate.yml\'s own script, and runs it as adopters call gate.yml', () => {
    assert.equal(stepScript('bisect.yml', 'Which perfgate'), stepScript('gate.yml', 'Which perfgate'));
    assert.match(bisect, /\non:\n  workflow_dispatch:\n/);
    assert.match(bisect, /\n  workflow_call:\n/);
    assert.match(bisect, /fetch-depth: 0\n/, 'the whole history, to bisect it');
    assert.doesNotMatch(bisect, /\.\/mvnw|perf-tests\/run-main/);
    assert.match(bisect, /"\$PERFGATE\/bin\/perfgate" bisect --system "\$SYSTEM"/);
  });

  // Runs the step "bin/perfgate bisect" with a stand-in for bin/perfgate that records its arguments, writes the
  // report's JSON naming `firstBad` (when given) and exits with `status`.
  function runBisect(inputs, { status = 0, firstBad = 'b'.repeat(40) } = {}) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bisect-step-'));
    try {
      fs.mkdirSync(path.join(dir, 'perfgate', 'bin'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'perfgate', 'bin', 'perfgate'), `#!/bin/sh
printf '%s\\n' "$@" > "${dir}/args"
mkdir -p "$BISECT_DIR"
echo '{"firstBad": ${firstBad ? `{"commit": "${firstBad}"}` : 'null'}}' > "$BISECT_DIR/bisect.json"
exit ${status}
`, { mode: 0o755 });
      const output = path.join(dir, 'github-output');
      fs.writeFileSync(output, '');
      const env = { PATH: process.env.PATH, PERFGATE: path.join(dir, 'perfgate'), BISECT_DIR: path.join(dir, 'report'),
        RUNNER_TEMP: dir, GITHUB_OUTPUT: output, GITHUB_SHA: 'f'.repeat(40), SYSTEM: '/repo/perfgate.yaml',
        GOOD: '', BAD: '', VARIANT: '', SCENARIO: '', METRIC: '', MAX_STEPS: '', REPEATS: '', ...inputs };
      const r = spawnSync('bash', ['-e', '-c', stepScript('bisect.yml', 'bin/perfgate bisect')], { encoding: 'utf8', env });
      const args = fs.existsSync(path.join(dir, 'args')) ? fs.readFileSync(path.join(dir, 'args'), 'utf8').trim().split('\n') : null;
      return { status: r.status, stdout: r.stdout, args, output: fs.readFileSync(output, 'utf8'), reportDir: env.BISECT_DIR };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  test('the inputs become options; bad defaults to the commit the run is on; the first bad commit is an output', () => {
    const r = runBisect({ GOOD: 'v1.4.0', VARIANT: 'sync', SCENARIO: 'get-json', METRIC: 'allocatedBytesPerRequest',
      MAX_STEPS: '9', REPEATS: '2' });
    assert.equal(r.status, 0, r.stdout);
    assert.deepEqual(r.args, ['bisect', '--system', '/repo/perfgate.yaml', '--good', 'v1.4.0', '--bad', 'f'.repeat(40),
      '--report', r.reportDir, '--variant', 'sync', '--scenario', 'get-json', '--metric', 'allocatedBytesPerRequest',
      '--max-steps', '9', '--repeats', '2']);
    assert.equal(r.output, `first-bad=${'b'.repeat(40)}\n`);
  });

  test('a search that names no commit is red, with its output empty', () => {
    const r = runBisect({ GOOD: 'main~8', BAD: 'main' }, { status: 1, firstBad: null });
    assert.equal(r.status, 1);
    assert.match(r.stdout, /::error::the bisection named no first bad commit/);
    assert.equal(r.output, 'first-bad=\n');
  });

  for (const [what, inputs, message] of [
    ['a good revision that reads as an option', { GOOD: '--all' }, /::error::good: required a commit, tag or branch/],
    ['a bad revision with a space', { GOOD: 'v1', BAD: 'main; rm' }, /::error::bad: required a commit, tag or branch, actual 'main\?\?rm'/],
    ['a variant with a quote', { GOOD: 'v1', VARIANT: "a'b" }, /::error::variant: required a name/],
    ['a metric with a space', { GOOD: 'v1', METRIC: 'p 50' }, /::error::metric: required a metric's name/],
    ['max-steps that is no number', { GOOD: 'v1', MAX_STEPS: 'lots' }, /::error::max-steps: required a whole number/],
  ]) {
    test(`${what} is refused before anything runs`, () => {
      const r = runBisect(inputs);
      assert.equal(r.status, 2, r.stdout);
      assert.match(r.stdout, message);
      assert.equal(r.args, null);
    });
  }
});
