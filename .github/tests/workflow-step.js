// The `run: |` block of a workflow step, for the tests that run a step's script as the runner would (bash -e).
'use strict';
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');

// The block scalar (`run: |`, `script: |`) that starts after line `at` of `lines`, de-indented: up to the first line
// indented less than its first.
function blockAfter(lines, at) {
  const body = [];
  let indent = null;
  for (const line of lines.slice(at + 1)) {
    if (line.trim() === '') { body.push(''); continue; }
    const lead = line.match(/^ */)[0].length;
    if (indent === null) indent = lead;
    if (lead < indent) break;
    body.push(line.slice(indent));
  }
  return body.join('\n');
}

// The `run: |` block of the step named `name` in a workflow, de-indented.
function stepScript(workflow, name) {
  const lines = fs.readFileSync(path.join(root, '.github', 'workflows', workflow), 'utf8').split('\n');
  const at = lines.findIndex(l => l.trim() === `- name: ${name}`);
  assert.ok(at >= 0, `${workflow}: no step '${name}'`);
  return blockAfter(lines, lines.findIndex((l, i) => i > at && /^\s+run: \|\s*$/.test(l)));
}

module.exports = { stepScript, blockAfter, root };
