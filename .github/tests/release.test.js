// A release and its use (run by .ci/check-workflows): gate.yml's steps that choose the setup-java cache from the
// service's build tool and find the released distribution of the pinned version, run as the runner runs them
// (bash -e), against a bare repository holding the tag and the GitHub API stand-in holding the release.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { spawn, spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const { stepScript, root } = require('./workflow-step.js');

// Runs a step of gate.yml in `dir` with `env`; its outputs as an object.
function runStep(name, dir, env) {
  const output = path.join(dir, 'github-output');
  fs.writeFileSync(output, '');
  const result = spawnSync('bash', ['-e', '-c', stepScript('gate.yml', name)], {
    cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH, GITHUB_OUTPUT: output, ...env },
  });
  const outputs = Object.fromEntries(fs.readFileSync(output, 'utf8').split('\n').filter(Boolean).map(l => l.split(/=(.*)/s).slice(0, 2)));
  return { status: result.status, stdout: result.stdout + result.stderr, outputs };
}

function workspace(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'perfgate-release-test-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

test.describe('gate.yml: the setup-java cache follows the service\'s build tool', () => {
  const cases = [
    ['a pom.xml at the top', { 'perfgate.yaml': '', 'pom.xml': '' }, {}, 'maven', 'maven'],
    ['a Gradle settings file', { 'perfgate.yaml': '', 'settings.gradle.kts': '' }, {}, 'gradle', 'gradle'],
    ['a Gradle build file beside a description in a subdirectory', { 'perf/perfgate.yaml': '', 'perf/build.gradle': '' },
      { SYSTEM_PATH: 'perf/perfgate.yaml' }, 'gradle', 'gradle'],
    ['the description\'s directory before the top', { 'svc/perfgate.yaml': '', 'svc/build.gradle': '', 'pom.xml': '' },
      { SYSTEM_PATH: 'svc/perfgate.yaml' }, 'gradle', 'gradle'],
    ['a build.sbt at the top', { 'perfgate.yaml': '', 'build.sbt': '', 'project/build.properties': '' }, {}, 'sbt', 'sbt'],
    ['neither: a service built by a script', { 'perfgate.yaml': '', 'build.sh': '' }, {}, 'none', ''],
    ['the input over the files', { 'perfgate.yaml': '', 'pom.xml': '' }, { BUILD_TOOL: 'gradle' }, 'gradle', 'gradle'],
    ['the input sbt', { 'perfgate.yaml': '' }, { BUILD_TOOL: 'sbt' }, 'sbt', 'sbt'],
    ['the input none', { 'perfgate.yaml': '', 'pom.xml': '' }, { BUILD_TOOL: 'none' }, 'none', ''],
  ];
  for (const [what, files, env, tool, cache] of cases) {
    test(`${what}: ${tool}, cache '${cache || 'none'}'`, () => {
      const dir = workspace(files);
      try {
        const r = runStep('Which build tool', dir, { BUILD_TOOL: '', SYSTEM_PATH: 'perfgate.yaml', ...env });
        assert.equal(r.status, 0, r.stdout);
        assert.deepEqual(r.outputs, { cache, tool });
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  }

  test('an unknown build tool fails, naming the choices', () => {
    const dir = workspace({ 'perfgate.yaml': '' });
    try {
      const r = runStep('Which build tool', dir, { BUILD_TOOL: 'bazel', SYSTEM_PATH: 'perfgate.yaml' });
      assert.equal(r.status, 1);
      assert.match(r.stdout, /::error::build-tool: required maven, gradle, sbt or none, actual 'bazel'/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

test.describe('gate.yml: a service built by sbt gets sbt', () => {
  // Runs the step "sbt" with PATH holding the directory `bin` (and the system's tools), PERFGATE a tree whose mvnw
  // stands in for Maven: it records its arguments and writes the launcher jar where -DoutputDirectory says.
  function sbtStep(bin) {
    const dir = workspace({
      'perfgate/mvnw': `#!/bin/sh\nprintf '%s\\n' "$PWD" "$@" > "$ARGS_FILE"\nfor a; do case "$a" in -DoutputDirectory=*) echo jar > "\${a#*=}/sbt-launch.jar" ;; esac; done\n`,
      'jdk/bin/java': '#!/bin/sh\nprintf \'%s\\n\' "$@"\n',
      'runner/.keep': '',
    });
    fs.chmodSync(path.join(dir, 'perfgate/mvnw'), 0o755);
    fs.chmodSync(path.join(dir, 'jdk/bin/java'), 0o755);
    const githubPath = path.join(dir, 'github-path');
    fs.writeFileSync(githubPath, '');
    const env = { PATH: `${bin ? bin + ':' : ''}/usr/bin:/bin`, PERFGATE: path.join(dir, 'perfgate'),
      RUNNER_TEMP: path.join(dir, 'runner'), GITHUB_PATH: githubPath, ARGS_FILE: path.join(dir, 'mvnw-args'),
      SBT_LAUNCHER_VERSION: '1.11.7' };
    const r = runStep('sbt', dir, env);
    return { dir, env, r, githubPath };
  }

  test('without sbt on the PATH: the launcher through perfgate\'s Maven, and an sbt that runs it with SBT_OPTS', () => {
    const { dir, env, r, githubPath } = sbtStep(null);
    try {
      assert.equal(r.status, 0, r.stdout);
      const args = fs.readFileSync(env.ARGS_FILE, 'utf8').split('\n');
      assert.equal(args[0], env.PERFGATE, 'Maven runs in perfgate\'s tree');
      assert.ok(args.includes('-Dartifact=org.scala-sbt:sbt-launch:1.11.7'), args.join(' '));
      const bin = fs.readFileSync(githubPath, 'utf8').trim();
      assert.equal(bin, path.join(env.RUNNER_TEMP, 'sbt-launcher', 'bin'));
      const sbt = spawnSync(path.join(bin, 'sbt'), ['stage'], { encoding: 'utf8',
        env: { PATH: '/usr/bin:/bin', JAVA_HOME: path.join(dir, 'jdk'), SBT_OPTS: '-Dsbt.a=1 -Dsbt.b=2' } });
      assert.equal(sbt.status, 0, sbt.stderr);
      assert.deepEqual(sbt.stdout.trim().split('\n'),
        ['-Dsbt.a=1', '-Dsbt.b=2', '-jar', `${bin}/../sbt-launch.jar`, 'stage']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the runner\'s own sbt is used as it is: nothing fetched, the PATH left alone', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'runner-sbt-'));
    try {
      fs.writeFileSync(path.join(tmp, 'sbt'), '#!/bin/sh\n', { mode: 0o755 });
      const { dir, env, r, githubPath } = sbtStep(tmp);
      try {
        assert.equal(r.status, 0, r.stdout);
        assert.match(r.stdout, /sbt: .*\/sbt, the runner's/);
        assert.equal(fs.readFileSync(githubPath, 'utf8'), '');
        assert.ok(!fs.existsSync(env.ARGS_FILE), 'Maven did not run');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});

test.describe('gate.yml: a released version runs its distribution', () => {
  const git = (cwd, ...args) => {
    const r = spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } });
    assert.equal(r.status, 0, r.stderr);
    return r.stdout.trim();
  };
  let dir, server, apiUrl, released, unreleased;
  const archive = 'perfgate 0.9.0 as an archive';
  const sha256 = crypto.createHash('sha256').update(archive).digest('hex');

  test.before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'perfgate-release-test-'));
    // perfgate's repository, as GitHub serves it: two commits, the first tagged v0.9.0 (annotated).
    const work = path.join(dir, 'work');
    fs.mkdirSync(work);
    git(work, 'init', '-q', '-b', 'main');
    git(work, 'commit', '-q', '--allow-empty', '-m', 'release');
    released = git(work, 'rev-parse', 'HEAD');
    git(work, 'tag', '-a', '-m', 'perfgate 0.9.0', 'v0.9.0');
    git(work, 'commit', '-q', '--allow-empty', '-m', 'after the release');
    unreleased = git(work, 'rev-parse', 'HEAD');
    fs.mkdirSync(path.join(dir, 'server', 'perfgate'), { recursive: true });
    git(work, 'clone', '-q', '--bare', work, path.join(dir, 'server', 'perfgate', 'perfgate.git'));
    // The release at the API stand-in: the archive and its SHA256SUMS.
    const releases = path.join(dir, 'releases');
    fs.mkdirSync(path.join(releases, 'v0.9.0'), { recursive: true });
    fs.writeFileSync(path.join(releases, 'v0.9.0', 'perfgate-0.9.0.tar.gz'), archive);
    fs.writeFileSync(path.join(releases, 'v0.9.0', 'SHA256SUMS'), `${sha256}  perfgate-0.9.0.tar.gz\n`);
    fs.writeFileSync(path.join(releases, 'v0.9.0', 'release.json'), JSON.stringify({ id: 1, tag_name: 'v0.9.0', name: 'perfgate 0.9.0',
      body: '', draft: false, prerelease: false, assets: [{ id: 1001, name: 'perfgate-0.9.0.tar.gz', size: archive.length, state: 'uploaded' },
        { id: 1002, name: 'SHA256SUMS', size: 88, state: 'uploaded' }] }));
    server = spawn('node', [path.join(root, '.ci', 'act', 'github-api-standin.js'), '0', path.join(dir, 'artifacts'), path.join(dir, 'api'), '1', 'f'.repeat(40)],
      { env: { ...process.env, RELEASES_DIR: releases }, stdio: ['ignore', 'pipe', 'inherit'] });
    apiUrl = await new Promise((resolve, reject) => {
      server.stdout.on('data', d => { const m = String(d).match(/listening on (\S+)/); if (m) resolve(m[1]); });
      server.on('exit', code => reject(new Error(`the stand-in exited ${code}`)));
    });
  });
  test.after(() => {
    if (server) server.kill();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const which = (ref, job = {}, over = {}) => runStep('Which distribution', fs.mkdtempSync(path.join(dir, 'ws-')), {
    JOB_CONTEXT: JSON.stringify(job), REPOSITORY: 'perfgate/perfgate', REF: ref, GITHUB_TOKEN: 't',
    GITHUB_SERVER_URL: `file://${dir}/server`, GITHUB_API_URL: apiUrl, ...over,
  });

  test('a commit a v* tag names: its release\'s archive and the checksum SHA256SUMS gives it', () => {
    const r = which(released);
    assert.equal(r.status, 0, r.stdout);
    assert.deepEqual(r.outputs, { url: `${apiUrl}/repos/o/r/releases/assets/1001`, sha256 });
  });

  test('the tag of the uses: line (job.workflow_ref), whichever the commit', () => {
    const r = which(released, { workflow_ref: 'perfgate/perfgate/.github/workflows/gate.yml@refs/tags/v0.9.0' });
    assert.deepEqual(r.outputs, { url: `${apiUrl}/repos/o/r/releases/assets/1001`, sha256 });
  });

  test('a commit between releases is built from source', () => {
    const r = which(unreleased);
    assert.equal(r.status, 0, r.stdout);
    assert.deepEqual(r.outputs, {});
    assert.match(r.stdout, /is not a release \(no tag v\* names it\): perfgate is built from source/);
  });

  test('a tag without a GitHub release is built from source, saying so', () => {
    const r = which('v0.8.0');
    assert.equal(r.status, 0, r.stdout);
    assert.deepEqual(r.outputs, {});
    assert.match(r.stdout, /::notice::perfgate v0\.8\.0 has no GitHub release/);
  });

  test('the fetch step refuses an archive that is not the one SHA256SUMS names', () => {
    const ws = fs.mkdtempSync(path.join(dir, 'ws-'));
    const r = runStep('Fetch perfgate\'s distribution', ws, { URL: `${apiUrl}/repos/o/r/releases/assets/1001`, SHA256: '0'.repeat(64),
      REF: released, PERFGATE_PATH: '.perfgate-harness', GITHUB_TOKEN: 't', RUNNER_TEMP: ws });
    assert.equal(r.status, 1);
    assert.match(r.stdout, new RegExp(`::error::perfgate's distribution is not the one its release's SHA256SUMS names \\(sha256 ${sha256}, required 0{64}\\)`));
    assert.equal(fs.existsSync(path.join(ws, '.perfgate-harness')), false);
  });
});
