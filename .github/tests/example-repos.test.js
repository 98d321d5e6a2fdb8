// The examples' make-repo scripts (run by .ci/check-workflows): each makes a team's repository from a git source, the
// upstream tree first, perfgate's adoption files second, its workflows pinned to the perfgate version given. The
// source here is a local repository standing in for the upstream one.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
const PERFGATE = `perfgate/perfgate@${'a'.repeat(40)}`;

function git(cwd, ...args) {
  const r = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@localhost', ...args], { cwd, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout.trim();
}

test.describe('examples/play-scala-forms/make-repo: the sample\'s directory as the top of a repository of its own', () => {
  let dir, source, sha;
  test.before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'play-make-repo-'));
    source = path.join(dir, 'play-samples');
    // play-samples' shape: many samples, one .gitignore at the top that the samples rely on.
    for (const [file, text] of Object.entries({
      '.gitignore': 'target/\nlogs/\n',
      'play-scala-forms-example/build.sbt': 'lazy val root = (project in file("."))\n',
      'play-scala-forms-example/project/build.properties': 'sbt.version=1.13.0\n',
      'play-scala-forms-example/README.md': 'the sample\n',
      'play-java-forms-example/build.sbt': '// another sample\n',
    })) {
      fs.mkdirSync(path.dirname(path.join(source, file)), { recursive: true });
      fs.writeFileSync(path.join(source, file), text);
    }
    git(dir, 'init', '-q', '-b', 'main', source);
    git(source, 'add', '-A');
    git(source, 'commit', '-q', '-m', 'samples');
    sha = git(source, 'rev-parse', 'HEAD');
  });
  test.after(() => fs.rmSync(dir, { recursive: true, force: true }));

  function makeRepo(dest, ...args) {
    return spawnSync(path.join(root, 'examples', 'play-scala-forms', 'make-repo'), [dest, '--source', source, '--commit', sha,
      '--perfgate', PERFGATE, ...args], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: dir } });
  }

  test('the sample\'s tree alone first, then the adoption files with sbt\'s and perfgate\'s ignores', () => {
    const dest = path.join(dir, 'team');
    const r = makeRepo(dest);
    assert.equal(r.status, 0, r.stderr);
    assert.deepEqual(git(dest, 'log', '--format=%s').split('\n'), ['Adopt perfgate: performance gate for the Play forms sample',
      `play-scala-forms-example of playframework/play-samples at ${sha}`]);
    assert.deepEqual(git(dest, 'ls-tree', '-r', '--name-only', 'HEAD~1').split('\n'),
      ['README.md', 'build.sbt', 'project/build.properties']);
    const ignored = fs.readFileSync(path.join(dest, '.gitignore'), 'utf8').split('\n');
    for (const line of ['target/', 'logs/', 'RUNNING_PID', '.perfgate/']) assert.ok(ignored.includes(line), line);
    assert.match(fs.readFileSync(path.join(dest, '.github/workflows/perf.yml'), 'utf8'),
      new RegExp(`uses: ${PERFGATE.replace('@', '/.github/workflows/gate.yml@')}\\n[^]*build-tool: sbt`));
    assert.match(fs.readFileSync(path.join(dest, 'perfgate.yaml'), 'utf8'), /build: \[sbt, stage\]/);
    assert.equal(git(dest, 'status', '--porcelain'), '');
  });

  test('a commit without the sample\'s directory is refused, naming it', () => {
    const other = path.join(dir, 'other-source');
    git(dir, 'init', '-q', '-b', 'main', other);
    fs.writeFileSync(path.join(other, 'x'), 'x\n');
    git(other, 'add', '-A');
    git(other, 'commit', '-q', '-m', 'no sample');
    const otherSha = git(other, 'rev-parse', 'HEAD');
    const r = spawnSync(path.join(root, 'examples', 'play-scala-forms', 'make-repo'),
      [path.join(dir, 'nothing'), '--source', other, '--commit', otherSha, '--perfgate', PERFGATE],
      { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: dir } });
    assert.equal(r.status, 1);
    assert.match(r.stderr, new RegExp(`${otherSha} has no directory play-scala-forms-example`));
    assert.ok(!fs.existsSync(path.join(dir, 'nothing')), 'nothing is left behind');
  });
});
