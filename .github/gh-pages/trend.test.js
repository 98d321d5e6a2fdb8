// Tests of the trend page's data model (run by .ci/check-workflows).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { parseSeriesName, buildModel, chartConfig } = require('./trend.js');

// data.js exactly as github-action-benchmark writes it: a script assigning window.BENCHMARK_DATA.
function loadDataJs(file) {
  const sandbox = { window: {} };
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox);
  return sandbox.window.BENCHMARK_DATA;
}

const data = loadDataJs(path.join(__dirname, 'testdata', 'data.js'));
const model = buildModel(data);

test('series names split into scenario, variant and metric', () => {
  assert.deepEqual(parseSeriesName('request-1 / virtual-gson / p99 latency'),
    { scenario: 'request-1', variant: 'virtual-gson', metric: 'p99 latency' });
  assert.equal(parseSeriesName('request-1/virtual-gson/p99'), null);
  assert.equal(parseSeriesName('a / b'), null);
  assert.equal(parseSeriesName('a /  / c'), null);
});

test('one section per scenario, in natural order, with other names last', () => {
  assert.deepEqual(model.scenarios.map(s => s.name), ['cache-crud', 'request-1', 'request-2', 'other']);
});

test('variants get one colour each, the same in every chart', () => {
  assert.deepEqual(model.variants.map(v => v.name), ['platform-own', 'virtual-gson']);
  for (const scenario of model.scenarios.filter(s => s.name !== 'other')) {
    for (const metric of scenario.metrics) {
      for (const s of metric.series) {
        assert.equal(s.color, model.variants.find(v => v.name === s.variant).color);
      }
    }
  }
  const legacy = model.scenarios.find(s => s.name === 'other').metrics[0].series[0];
  assert.ok(!model.variants.some(v => v.color === legacy.color), 'a series outside the convention takes a colour of its own');
});

test('latency comes first, throughput next, CPU and memory last', () => {
  const request1 = model.scenarios.find(s => s.name === 'request-1');
  assert.deepEqual(request1.metrics.map(m => m.name),
    ['p50', 'p99', 'throughput', 'cpuPerRequest', 'serverMemory']);
  assert.deepEqual(request1.metrics.map(m => m.label),
    ['p50 latency', 'p99 latency', 'throughput', 'server CPU per request', 'server memory']);
  assert.equal(request1.metrics.find(m => m.name === 'throughput').direction, 'bigger');
  assert.equal(request1.metrics.find(m => m.name === 'p99').direction, 'smaller');
});

test('points line up by commit in date order, a missing point is a gap', () => {
  const p99 = model.scenarios.find(s => s.name === 'request-1').metrics.find(m => m.name === 'p99');
  assert.deepEqual(p99.commits.map(c => c.short), ['aaaaaaa', 'bbbbbbb', 'ccccccc']);
  const platform = p99.series.find(s => s.variant === 'platform-own');
  const virtual = p99.series.find(s => s.variant === 'virtual-gson');
  assert.deepEqual(platform.values, [3.1, 3.3, 2.9]);
  assert.deepEqual(virtual.values, [null, 2.5, 2.4]); // virtual-gson joined at the second commit
  assert.equal(virtual.points[1].range, '± 0.2');
});

test('a unit change over time is reported, the latest unit names the axis', () => {
  const cpu = model.scenarios.find(s => s.name === 'request-1').metrics.find(m => m.name === 'cpuPerRequest');
  assert.equal(cpu.unit, 'us');
  assert.deepEqual(cpu.mixedUnits, ['ms', 'us']);
});

test('names outside the convention still show, one series per name', () => {
  const other = model.scenarios.find(s => s.name === 'other');
  assert.equal(other.metrics.length, 1);
  assert.deepEqual(other.metrics[0].series.map(s => s.variant), ['legacy-series']);
});

test('the chart config carries one dataset per variant and the direction on the axis', () => {
  const p99 = model.scenarios.find(s => s.name === 'request-1').metrics.find(m => m.name === 'p99');
  const config = chartConfig(p99);
  assert.deepEqual(config.data.labels, ['aaaaaaa', 'bbbbbbb', 'ccccccc']);
  assert.deepEqual(config.data.datasets.map(d => d.label), ['platform-own', 'virtual-gson']);
  assert.equal(config.options.scales.y.title.text, 'ms (lower is better)');
  const label = config.options.plugins.tooltip.callbacks.label({ datasetIndex: 1, dataIndex: 1, dataset: { label: 'virtual-gson' } });
  assert.equal(label, 'virtual-gson: 2.5 ms (± 0.2)');
});

test('latency starts at zero, bytes per request zoom in on their values but not closer than 2%', () => {
  const p99 = model.scenarios.find(s => s.name === 'request-1').metrics.find(m => m.name === 'p99');
  assert.equal(chartConfig(p99).options.scales.y.beginAtZero, true);
  const allocated = buildModel({ entries: { 'perfgate smaller is better': [{
    commit: { id: 'a'.repeat(40), message: 'm', timestamp: '2026-11-23T22:00:00Z', url: 'u' }, date: 1, tool: 'customSmallerIsBetter',
    benches: [{ name: 'request-2 / platform-own / allocatedBytesPerRequest', value: 56160, unit: 'B' }] }] } })
    .scenarios[0].metrics[0];
  assert.equal(allocated.label, 'allocated bytes per request');
  const y = chartConfig(allocated).options.scales.y;
  assert.equal(y.beginAtZero, false);
  // at least 2% either side: a 1% step shows, a 0.03% wobble does not fill the chart
  assert.equal(y.suggestedMin, 56160 * 0.98);
  assert.equal(y.suggestedMax, 56160 * 1.02);
});

test('no data gives an empty model, not an error', () => {
  assert.deepEqual(buildModel(undefined).scenarios, []);
  assert.deepEqual(buildModel({ entries: {} }).scenarios, []);
});

// The change points of the fixture (testdata/changes: data.js and the change-points.json that
// .github/scripts/change_points.py writes for it, a golden file of its tests).
const changesDir = path.join(__dirname, 'testdata', 'changes');
const changeData = loadDataJs(path.join(changesDir, 'data.js'));
const changePoints = JSON.parse(fs.readFileSync(path.join(changesDir, 'change-points.json'), 'utf8'));
const metricOf = (m, name) => m.scenarios.find(s => s.name === 'request-2').metrics.find(x => x.name === name);

test('each change point sits on its chart at its first bad commit, in its variant\'s colour', () => {
  const m = buildModel(changeData, changePoints);
  const cpu = metricOf(m, 'cpuPerRequest');
  assert.equal(cpu.changes.length, 1);
  const c = cpu.changes[0];
  assert.equal(cpu.commits[c.index].id, changePoints.changePoints[0].firstBad.id);
  assert.equal(cpu.commits[c.index].message, 'Change 10 of the server');
  assert.deepEqual({ variant: c.variant, verdict: c.verdict, size: c.size, range: c.range },
    { variant: 'virtual-gson', verdict: 'regression', size: '+7.67% (95% interval +5.47% to +9.86%)', range: '64d7d56...6ee34ae' });
  assert.equal(c.color, m.variants.find(v => v.name === 'virtual-gson').color);
  assert.equal(c.compareUrl, changePoints.changePoints[0].compareUrl);
  assert.match(c.bisect, /^bin\/perfgate bisect --good 64d7d56\S* --bad 6ee34ae\S* --variant virtual-gson --scenario request-2 --metric cpuPerRequest$/);
  assert.equal(c.machine, 'AMD EPYC 7763 64-Core Processor, 4 cores, process, JDK 25.0.3+9 (Eclipse Adoptium)');
  const allocated = metricOf(m, 'allocatedBytesPerRequest').changes;
  assert.deepEqual(allocated.map(x => [x.variant, x.verdict, x.range]),
    [['platform-own', 'regression', '3ae9238...8380b46'], ['virtual-gson', 'improvement', '9fb8fb7...606c45a']]);
  assert.deepEqual(metricOf(m, 'mean').changes, []);
});

test('the chart draws a mark per change point and names it in the tooltip at its commit', () => {
  const cpu = metricOf(buildModel(changeData, changePoints), 'cpuPerRequest');
  const config = chartConfig(cpu);
  assert.deepEqual(config.plugins.map(p => p.id), ['perfgateChangePoints']);
  const afterBody = config.options.plugins.tooltip.callbacks.afterBody;
  const at = cpu.changes[0].index;
  assert.deepEqual(afterBody([{ dataIndex: at }]),
    ['change point, virtual-gson on AMD EPYC 7763 64-Core Processor: +7.67% (95% interval +5.47% to +9.86%) after 64d7d56']);
  assert.deepEqual(afterBody([{ dataIndex: at - 1 }]), []);
  // The plugin draws a dashed line from the top to the bottom of the chart area at the commit's x.
  const drawn = [];
  const ctx = new Proxy({}, { get: (_, k) => (typeof k === 'string' && !['strokeStyle', 'fillStyle', 'lineWidth', 'font', 'textAlign'].includes(k))
    ? (...a) => drawn.push([k, ...a]) : undefined, set: (_, k, v) => { drawn.push([k, v]); return true; } });
  config.plugins[0].afterDatasetsDraw({ ctx, chartArea: { top: 10, bottom: 200, left: 0, right: 400 },
    scales: { x: { getPixelForValue: i => i * 10 } } });
  assert.deepEqual(drawn.filter(d => ['strokeStyle', 'setLineDash', 'moveTo', 'lineTo'].includes(d[0])),
    [['strokeStyle', '#d1242f'], ['setLineDash', [5, 3]], ['moveTo', at * 10, 10], ['lineTo', at * 10, 200]]);
  assert.ok(drawn.some(d => d[0] === 'fillText' && d[1] === 'virtual-gson +7.67%'));
});

test('without change points, or with ones the chart does not show, no mark and no plugin', () => {
  for (const cps of [undefined, null, {}, { changePoints: 'x' }]) {
    const cpu = metricOf(buildModel(changeData, cps), 'cpuPerRequest');
    assert.deepEqual(cpu.changes, []);
    assert.deepEqual(chartConfig(cpu).plugins, []);
  }
  const elsewhere = { changePoints: [{ ...changePoints.changePoints[0], firstBad: { id: 'f'.repeat(40) } }] };
  assert.deepEqual(metricOf(buildModel(changeData, elsewhere), 'cpuPerRequest').changes, []);
  const notHttps = { changePoints: [{ ...changePoints.changePoints[0], compareUrl: 'javascript:alert(1)' }] };
  assert.equal(metricOf(buildModel(changeData, notHttps), 'cpuPerRequest').changes[0].compareUrl, '');
  assert.deepEqual(buildModel(data, changePoints).scenarios.flatMap(s => s.metrics.flatMap(m => m.changes)), []);
});
