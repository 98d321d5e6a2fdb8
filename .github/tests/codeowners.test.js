// CODEOWNERS puts every change to the gate's own files in front of its owners, and the JDK of CI is the
// JDK of the committed baselines (their work metrics compare only on the same server JVM).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
const read = file => fs.readFileSync(path.join(root, file), 'utf8');

// CODEOWNERS rules as GitHub reads them: the last matching pattern decides. Only the forms used here:
// `/dir/` (everything below) and `/file`.
function owners(file) {
  let found = null;
  for (const line of read('.github/CODEOWNERS').split('\n')) {
    const text = line.trim();
    if (text === '' || text.startsWith('#')) continue;
    const [pattern, ...names] = text.split(/\s+/);
    assert.ok(pattern.startsWith('/'), `CODEOWNERS: anchor every pattern at the root, actual ${pattern}`);
    const matches = pattern.endsWith('/') ? ('/' + file).startsWith(pattern) : '/' + file === pattern;
    if (matches) found = names;
  }
  return found;
}

const GATE_FILES = [
  '.github/workflows/perf.yml', '.github/workflows/perf-comment.yml', '.github/workflows/ci.yml',
  '.github/workflows/gate.yml', '.github/workflows/comment.yml', '.github/workflows/bisect.yml', 'bin/perfgate',
  '.github/scripts/perf-verdict.js', '.github/CODEOWNERS', '.github/gh-pages/trend.js',
  'perf-tests/pom.xml', 'perf-tests/src/main/java/io/perfgate/perf/verdict/Gate.java',
  'baselines/thresholds.json', 'baselines/request-2/virtual-gson.json',
  'pom.xml', 'mvnw', '.mvn/wrapper/maven-wrapper.properties', '.java-version', '.ci/run',
];

test('every file of the gate has a named owner', () => {
  for (const file of GATE_FILES) {
    const names = owners(file);
    assert.ok(names && names.length > 0 && names.every(n => /^@[\w.-]+(\/[\w.-]+)?$/.test(n)), `${file}: owners ${names}`);
  }
});

test('the files listed exist, so the list follows renames', () => {
  for (const file of GATE_FILES) {
    assert.ok(fs.existsSync(path.join(root, file)), `${file} does not exist`);
  }
});

test('the server under test needs no gate owner', () => {
  assert.equal(owners('server/src/main/java/Example.java'), null);
});

function baselineFiles() {
  const dir = path.join(root, 'baselines');
  // thresholds.json and calibration.json sit beside the baselines and are none.
  const notBaselines = ['thresholds.json', 'calibration.json'];
  return fs.readdirSync(dir, { recursive: true }).filter(f => f.endsWith('.json') && !notBaselines.includes(path.basename(f)))
    .map(f => path.join(dir, f));
}

test('.java-version is the JDK of every committed baseline', () => {
  const pin = read('.java-version').trim();
  assert.match(pin, /^\d+\.\d+\.\d+\+\d+$/, '.java-version: an exact Temurin version such as 25.0.3+9');
  const files = baselineFiles();
  assert.ok(files.length > 0);
  for (const file of files) {
    const baseline = JSON.parse(fs.readFileSync(file, 'utf8'));
    const where = path.relative(root, file);
    assert.equal(baseline.serverJvm.vendor, 'Eclipse Adoptium', `${where}: serverJvm.vendor`);
    assert.equal(baseline.serverJvm.version.replace(/-LTS$/, ''), pin, `${where}: serverJvm.version`);
    assert.equal(baseline.machine.jdk.replace(/-LTS .*$/, ''), pin, `${where}: machine.jdk`);
  }
});

test('the workflows set up Temurin from .java-version, and the README names the same version', () => {
  const pin = read('.java-version').trim();
  const ci = read('.github/workflows/ci.yml');
  assert.doesNotMatch(ci, /java-version:/, 'ci.yml: use java-version-file, not java-version');
  assert.match(ci, /distribution: temurin\n\s+java-version-file: \.java-version/, 'ci.yml');
  // gate.yml takes the caller's file (default .java-version) unless the caller gives a version; perf.yml gives neither.
  const gate = read('.github/workflows/gate.yml');
  assert.match(gate, /java-version-file:\n(\s+[a-z-]+: .*\n)*?\s+default: \.java-version\n/, 'gate.yml: input java-version-file defaults to .java-version');
  const setups = gate.match(/distribution: temurin\n\s+java-version: .*\n\s+java-version-file: .*\n/g) || [];
  assert.ok(setups.length >= 3, `gate.yml: every setup-java from the inputs, found ${setups.length}`);
  for (const setup of setups) {
    assert.match(setup, /java-version: \$\{\{ inputs\.java-version \}\}\n\s+java-version-file: \$\{\{ inputs\.java-version == '' && inputs\.java-version-file \|\| '' \}\}/, setup);
  }
  assert.doesNotMatch(read('.github/workflows/perf.yml'), /java-version/, 'perf.yml: the default .java-version');
  // bisect.yml takes the same inputs when called; run by hand it has neither and reads .java-version.
  assert.match(read('.github/workflows/bisect.yml'), /distribution: temurin\n\s+java-version: \$\{\{ inputs\.java-version \}\}\n(\s+#.*\n)?\s+java-version-file: \$\{\{ inputs\.java-version == '' && \(inputs\.java-version-file \|\| '\.java-version'\) \|\| '' \}\}\n/, 'bisect.yml');
  assert.ok(read('README.md').includes(`Temurin ${pin.split('+')[0]}`), `README.md: names Temurin ${pin}`);
});
