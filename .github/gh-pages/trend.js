// perfgate trend page. Reads the data.js that github-action-benchmark keeps on gh-pages
// (window.BENCHMARK_DATA: {lastUpdate, repoUrl, entries: {<benchmark name>: [run, ...]}}, each run
// {commit, date, tool, benches: [{name, value, unit, range?, extra?}]}) and draws, per scenario,
// one chart per metric with one line per variant. Series names read
// "<scenario> / <variant> / <metric>"; any other name is shown under "other" as its own series.
//
// change-points.json beside data.js (written after each publish by .github/scripts/change_points.py), when there is
// one, marks each change point on its chart: a dashed vertical line at the first bad commit, the step in the tooltip
// there, and under the chart the commit range (linked to GitHub's compare view) and the command that bisects it.
//
// buildModel() is pure and runs under node (see trend.test.js); render() needs a browser and the
// global Chart (Chart.js 4).
(function (root, factory) {
  if (typeof module === 'object' && module.exports) {
    module.exports = factory();
  } else {
    root.PerfgateTrend = factory();
  }
})(typeof self !== 'undefined' ? self : this, function () {
  'use strict';

  var SEPARATOR = ' / ';
  var OTHER = 'other';
  // Okabe-Ito: tells eight variants apart, also for colour-blind readers.
  var PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];
  var DIRECTION_BY_TOOL = { customSmallerIsBetter: 'smaller', customBiggerIsBetter: 'bigger' };
  // perfgate's metric ids (io.perfgate.perf.result.Metric) as chart captions; other ids show as they are.
  var LABELS = {
    mean: 'mean latency', p50: 'p50 latency', p90: 'p90 latency', p99: 'p99 latency', max: 'max latency',
    throughput: 'throughput', cpuPerRequest: 'server CPU per request', serverMemory: 'server memory',
    allocatedBytesPerRequest: 'allocated bytes per request', responseBytesPerRequest: 'response bytes per request'
  };
  // Work metrics move by a percent or two when code changes (the gate's thresholds are +1%): on an axis from
  // zero such a step would be a flat line, so their charts zoom in, but never closer than ZOOM_MARGIN around the
  // values, or a 0.03% wobble of unchanged code would fill the chart like a regression.
  var ZOOMED = { allocatedBytesPerRequest: true, responseBytesPerRequest: true };
  var ZOOM_MARGIN = 0.02;
  var CHANGE_COLORS = { regression: '#d1242f', improvement: '#1a7f37' };

  function parseSeriesName(name) {
    var parts = String(name).split(SEPARATOR);
    if (parts.length !== 3 || parts.some(function (p) { return p.trim() === ''; })) {
      return null;
    }
    return { scenario: parts[0].trim(), variant: parts[1].trim(), metric: parts[2].trim() };
  }

  // Latency first, then throughput, then the rest (CPU, memory); percentiles in numeric order.
  function metricRank(metric) {
    var name = metric.name.toLowerCase();
    var unit = (metric.unit || '').toLowerCase();
    if (/latency|^p\d|mean|max/.test(name) || ['ms', 'us', 'µs', 'ns', 's'].indexOf(unit) >= 0 && !/cpu/.test(name)) {
      return 0;
    }
    if (/throughput|req\/s|rps/.test(name) || /\/s$/.test(unit) || metric.direction === 'bigger') {
      return 1;
    }
    return 2;
  }

  function naturalCompare(a, b) {
    return String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });
  }

  function signedPercent(x) {
    return (x > 0 ? '+' : '') + Number(x).toFixed(2) + '%';
  }

  // The change points of one chart (scenario and metric), each at the index of its first bad commit among the
  // chart's commits; one whose commit the chart no longer shows (older than its 100 publishes) is left out.
  function changesOf(changePoints, scenario, metric, commits, colorOf) {
    var list = (changePoints && Array.isArray(changePoints.changePoints)) ? changePoints.changePoints : [];
    return list.filter(function (c) {
      return c && c.scenario === scenario && c.metric === metric && c.firstBad && c.lastGood;
    }).map(function (c) {
      var index = commits.map(function (k) { return k.id; }).indexOf(c.firstBad.id);
      var good = String(c.lastGood.id).slice(0, 7);
      var bad = String(c.firstBad.id).slice(0, 7);
      return {
        variant: c.variant,
        machine: c.machine || '',
        verdict: c.verdict === 'improvement' ? 'improvement' : 'regression',
        index: index,
        color: colorOf(c.variant),
        size: signedPercent(c.changePercent) + ' (' + Math.round((c.confidence || 0.95) * 100) + '% interval ' +
          signedPercent(c.changePercentLow) + ' to ' + signedPercent(c.changePercentHigh) + ')',
        range: good + '...' + bad,
        compareUrl: /^https:\/\//.test(c.compareUrl || '') ? c.compareUrl : '',
        bisect: String(c.bisect || '')
      };
    }).filter(function (c) { return c.index >= 0; });
  }

  function buildModel(data, changePoints) {
    var entries = (data && data.entries) || {};
    var scenarios = {};
    var variants = {};
    var others = {};
    var commits = {};

    Object.keys(entries).forEach(function (suite) {
      (entries[suite] || []).forEach(function (run) {
        var commit = run.commit || {};
        var id = commit.id || String(run.date);
        if (!commits[id]) {
          commits[id] = {
            id: id,
            short: String(id).slice(0, 7),
            date: run.date,
            message: String(commit.message || '').split('\n')[0],
            url: commit.url || '',
            timestamp: commit.timestamp || ''
          };
        } else if (run.date < commits[id].date) {
          commits[id].date = run.date;
        }
        (run.benches || []).forEach(function (bench) {
          var parsed = parseSeriesName(bench.name);
          if (parsed) {
            variants[parsed.variant] = true;
          } else {
            parsed = { scenario: OTHER, variant: String(bench.name), metric: suite };
            others[parsed.variant] = true;
          }
          var scenario = scenarios[parsed.scenario] || (scenarios[parsed.scenario] = {});
          var metric = scenario[parsed.metric] || (scenario[parsed.metric] = {
            name: parsed.metric, unit: bench.unit, units: {},
            direction: DIRECTION_BY_TOOL[run.tool] || 'unknown', byVariant: {}
          });
          metric.unit = bench.unit; // the latest unit names the axis
          metric.units[bench.unit] = true;
          var series = metric.byVariant[parsed.variant] || (metric.byVariant[parsed.variant] = {});
          series[id] = { value: bench.value, range: bench.range || '', extra: bench.extra || '' };
        });
      });
    });

    // Variants share one colour across all charts; series outside the naming convention follow.
    var variantNames = Object.keys(variants).sort(naturalCompare);
    var colorOrder = variantNames.concat(Object.keys(others).sort(naturalCompare).filter(function (n) {
      return !variants[n];
    }));
    var colorOf = function (name) { return PALETTE[colorOrder.indexOf(name) % PALETTE.length]; };
    var byCommitDate = function (a, b) { return commits[a].date - commits[b].date; };

    var scenarioList = Object.keys(scenarios).sort(function (a, b) {
      if (a === OTHER || b === OTHER) { return a === OTHER ? 1 : (b === OTHER ? -1 : 0); }
      return naturalCompare(a, b);
    }).map(function (scenarioName) {
      var metrics = Object.keys(scenarios[scenarioName]).map(function (metricName) {
        var m = scenarios[scenarioName][metricName];
        var ids = {};
        Object.keys(m.byVariant).forEach(function (v) {
          Object.keys(m.byVariant[v]).forEach(function (id) { ids[id] = true; });
        });
        var labels = Object.keys(ids).sort(byCommitDate);
        var series = colorOrder.filter(function (v) { return m.byVariant[v]; }).map(function (v) {
          var points = labels.map(function (id) { return m.byVariant[v][id] || null; });
          return {
            variant: v,
            color: colorOf(v),
            values: points.map(function (p) { return p ? p.value : null; }),
            points: points
          };
        });
        var metricCommits = labels.map(function (id) { return commits[id]; });
        return {
          name: m.name,
          label: LABELS[m.name] || m.name,
          unit: m.unit,
          mixedUnits: Object.keys(m.units).length > 1 ? Object.keys(m.units) : null,
          direction: m.direction,
          commits: metricCommits,
          series: series,
          changes: changesOf(changePoints, scenarioName, m.name, metricCommits, colorOf)
        };
      });
      metrics.sort(function (a, b) {
        return metricRank(a) - metricRank(b) || naturalCompare(a.name, b.name);
      });
      return { name: scenarioName, metrics: metrics };
    });

    return {
      repoUrl: (data && data.repoUrl) || '',
      lastUpdate: (data && data.lastUpdate) || null,
      variants: variantNames.map(function (v) { return { name: v, color: colorOf(v) }; }),
      scenarios: scenarioList
    };
  }

  function el(doc, tag, attrs, text) {
    var node = doc.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text !== undefined) { node.textContent = text; }
    return node;
  }

  function anchor(name) {
    return 'scenario-' + name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  }

  function directionText(direction) {
    return direction === 'smaller' ? 'lower is better' : direction === 'bigger' ? 'higher is better' : '';
  }

  // The y axis: from zero, or for a work metric at least ZOOM_MARGIN around its values.
  function yAxis(metric) {
    var title = metric.unit + (directionText(metric.direction) ? ' (' + directionText(metric.direction) + ')' : '');
    var axis = { beginAtZero: !ZOOMED[metric.name], title: { display: true, text: title } };
    if (ZOOMED[metric.name]) {
      var values = [];
      metric.series.forEach(function (s) {
        s.values.forEach(function (v) { if (typeof v === 'number' && isFinite(v)) { values.push(v); } });
      });
      if (values.length > 0) {
        axis.suggestedMin = Math.min.apply(null, values) * (1 - ZOOM_MARGIN);
        axis.suggestedMax = Math.max.apply(null, values) * (1 + ZOOM_MARGIN);
      }
    }
    return axis;
  }

  // One line per change point at its first bad commit, dashed, in the colour of its verdict, with the variant and the
  // step above it (a plugin of this chart only: no annotation library to load).
  function changeMarks(metric) {
    return {
      id: 'perfgateChangePoints',
      afterDatasetsDraw: function (chart) {
        var x = chart.scales.x;
        var area = chart.chartArea;
        var ctx = chart.ctx;
        metric.changes.forEach(function (c, i) {
          var at = x.getPixelForValue(c.index);
          ctx.save();
          ctx.strokeStyle = CHANGE_COLORS[c.verdict];
          ctx.lineWidth = 1.5;
          ctx.setLineDash([5, 3]);
          ctx.beginPath();
          ctx.moveTo(at, area.top);
          ctx.lineTo(at, area.bottom);
          ctx.stroke();
          ctx.fillStyle = CHANGE_COLORS[c.verdict];
          ctx.font = '11px system-ui, sans-serif';
          ctx.textAlign = at > (area.left + area.right) / 2 ? 'right' : 'left';
          ctx.fillText(c.variant + ' ' + c.size.split(' ')[0], at + (ctx.textAlign === 'left' ? 3 : -3), area.top + 11 + 12 * i);
          ctx.restore();
        });
      }
    };
  }

  function changeText(c) {
    return 'change point, ' + c.variant + (c.machine ? ' on ' + c.machine.split(', ')[0] : '') + ': ' + c.size +
      ' after ' + c.range.split('...')[0];
  }

  function chartConfig(metric) {
    var changes = metric.changes || [];
    return {
      plugins: changes.length > 0 ? [changeMarks({ changes: changes })] : [],
      type: 'line',
      data: {
        labels: metric.commits.map(function (c) { return c.short; }),
        datasets: metric.series.map(function (s) {
          return {
            label: s.variant, data: s.values, borderColor: s.color, backgroundColor: s.color,
            spanGaps: true, tension: 0, pointRadius: 2, pointHoverRadius: 5, borderWidth: 2
          };
        })
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: { title: { display: true, text: 'commit' } },
          y: yAxis(metric)
        },
        plugins: {
          legend: { display: false },
          tooltip: {
            callbacks: {
              title: function (items) {
                var c = metric.commits[items[0].dataIndex];
                return c.short + '  ' + new Date(c.date).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
              },
              beforeBody: function (items) {
                return metric.commits[items[0].dataIndex].message;
              },
              afterBody: function (items) {
                return changes.filter(function (c) { return c.index === items[0].dataIndex; }).map(changeText);
              },
              label: function (item) {
                var p = metric.series[item.datasetIndex].points[item.dataIndex];
                if (!p) { return null; }
                return item.dataset.label + ': ' + p.value + ' ' + metric.unit + (p.range ? ' (' + p.range + ')' : '');
              },
              afterLabel: function (item) {
                var p = metric.series[item.datasetIndex].points[item.dataIndex];
                return p && p.extra ? p.extra.split('\n').map(function (l) { return '    ' + l; }) : [];
              }
            }
          }
        },
        onClick: function (event, elements) {
          if (elements.length > 0) {
            var c = metric.commits[elements[0].index];
            if (/^https:\/\//.test(c.url)) { window.open(c.url, '_blank', 'noopener'); }
          }
        }
      }
    };
  }

  // Under a chart, one line per change point: what moved, the commit range linked to GitHub's compare view, and the
  // command that bisects it.
  function changeList(doc, metric) {
    var list = el(doc, 'ul', { class: 'changes' });
    metric.changes.forEach(function (c) {
      var item = el(doc, 'li', { class: c.verdict });
      item.appendChild(el(doc, 'span', { class: 'swatch', style: 'background:' + c.color }));
      item.appendChild(doc.createTextNode(c.verdict + ', ' + c.variant +
        (c.machine ? ' on ' + c.machine.split(', ')[0] : '') + ': ' + c.size + ' between '));
      item.appendChild(c.compareUrl ? el(doc, 'a', { href: c.compareUrl }, c.range) : el(doc, 'code', {}, c.range));
      if (c.bisect) {
        item.appendChild(doc.createTextNode('; bisect: '));
        item.appendChild(el(doc, 'code', {}, c.bisect));
      }
      list.appendChild(item);
    });
    return list;
  }

  function render(container, data, Chart, changePoints) {
    var doc = container.ownerDocument;
    container.textContent = '';
    if (!data || !data.entries) {
      container.appendChild(el(doc, 'p', { class: 'notice' },
        'No data yet: data.js appears after the first push to main has passed the perf gate.'));
      return [];
    }
    if (typeof Chart !== 'function') {
      container.appendChild(el(doc, 'p', { class: 'notice' },
        'The chart library did not load (blocked, offline or integrity mismatch). The data is in data.js.'));
      return [];
    }
    var model = buildModel(data, changePoints);

    var header = el(doc, 'header');
    var meta = el(doc, 'p', { class: 'meta' });
    if (model.repoUrl) {
      var link = el(doc, 'a', { href: model.repoUrl }, model.repoUrl.replace(/^https:\/\/github\.com\//, ''));
      meta.appendChild(link);
      meta.appendChild(doc.createTextNode(' · '));
    }
    meta.appendChild(doc.createTextNode('last update ' +
      (model.lastUpdate ? new Date(model.lastUpdate).toISOString().slice(0, 16).replace('T', ' ') + ' UTC' : 'unknown')));
    header.appendChild(meta);

    var legend = el(doc, 'ul', { class: 'legend' });
    model.variants.forEach(function (v) {
      var item = el(doc, 'li');
      item.appendChild(el(doc, 'span', { class: 'swatch', style: 'background:' + v.color }));
      item.appendChild(doc.createTextNode(v.name));
      legend.appendChild(item);
    });
    header.appendChild(legend);

    var nav = el(doc, 'nav');
    model.scenarios.forEach(function (s) {
      nav.appendChild(el(doc, 'a', { href: '#' + anchor(s.name) }, s.name));
    });
    header.appendChild(nav);
    container.appendChild(header);

    var charts = [];
    model.scenarios.forEach(function (scenario) {
      var section = el(doc, 'section', { id: anchor(scenario.name) });
      section.appendChild(el(doc, 'h2', {}, scenario.name));
      var grid = el(doc, 'div', { class: 'grid' });
      scenario.metrics.forEach(function (metric) {
        var figure = el(doc, 'figure');
        var caption = metric.label + ' [' + metric.unit + ']' +
          (directionText(metric.direction) ? ', ' + directionText(metric.direction) : '') +
          (metric.mixedUnits ? ' (units changed over time: ' + metric.mixedUnits.join(', ') + ')' : '');
        figure.appendChild(el(doc, 'figcaption', {}, caption));
        var holder = el(doc, 'div', { class: 'chart' });
        var canvas = el(doc, 'canvas', { 'aria-label': scenario.name + ' ' + caption, role: 'img' });
        holder.appendChild(canvas);
        figure.appendChild(holder);
        if (metric.changes.length > 0) { figure.appendChild(changeList(doc, metric)); }
        grid.appendChild(figure);
        charts.push(new Chart(canvas, chartConfig(metric)));
      });
      section.appendChild(grid);
      container.appendChild(section);
    });
    return charts;
  }

  return { parseSeriesName: parseSeriesName, buildModel: buildModel, chartConfig: chartConfig, render: render };
});
