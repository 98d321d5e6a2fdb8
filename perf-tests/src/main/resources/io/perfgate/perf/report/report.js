// Draws the charts whose Chart.js configurations the report embedded as JSON. Only configuration here: every
// number comes from the perfgate-data element. What JSON cannot carry (functions for ticks and tooltips) is
// added per chart kind. Charts inside a folded card are drawn when the card opens: a canvas with no size would
// draw nothing, and a report of twelve pairs holds well over a hundred charts.
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('perfgate-data').textContent);
  Chart.defaults.animation = false;
  Chart.defaults.maintainAspectRatio = false;
  Chart.defaults.font.family = 'system-ui, sans-serif';

  function fixed(v, digits) {
    return (v > 0 ? '+' : '') + Number(v).toFixed(digits);
  }

  // Forest plot: right is worse on every row; the zero line is drawn darker than the grid.
  function forest(config) {
    var verdicts = config.options.perfgate.verdicts;
    config.options.scales.x.grid = {
      color: function (ctx) { return ctx.tick && ctx.tick.value === 0 ? '#1f2328' : '#d8dee4'; },
      lineWidth: function (ctx) { return ctx.tick && ctx.tick.value === 0 ? 2 : 1; }
    };
    config.options.plugins = {
      legend: { labels: { usePointStyle: true } },
      tooltip: {
        callbacks: {
          label: function (item) {
            var d = item.dataset, v = item.raw;
            if (v === null || v === undefined) { return null; }
            if (d.label === 'interval') {
              return 'interval ' + fixed(v[0], 1) + ' … ' + fixed(v[1], 1) + ' % (' + d.confidence[item.dataIndex] + ' % confidence)';
            }
            if (d.label === 'change') { return 'change ' + fixed(v, 1) + ' %, ' + verdicts[item.dataIndex]; }
            if (d.label === 'threshold') { return 'threshold ' + fixed(v, 1) + ' %'; }
            return 'detectable ' + fixed(v, 1) + ' %';
          }
        }
      }
    };
  }

  // HdrHistogram's percentile plot: ticks at 0, 50, 90, 99, 99.9 ... percent on a log 1 / (1 - p) axis.
  function percentileLabel(x) {
    if (x <= 1) { return '0%'; }
    var p = 100 * (1 - 1 / x);
    var digits = Math.max(0, Math.ceil(Math.log10(x)) - 2);
    return p.toFixed(digits) + '%';
  }

  function spectrum(config) {
    var x = config.options.scales.x;
    x.afterBuildTicks = function (axis) {
      var ticks = [];
      [1, 2, 10, 100, 1000, 10000, 100000, 1000000].forEach(function (v) {
        if (v >= axis.min && v <= axis.max) { ticks.push({ value: v }); }
      });
      axis.ticks = ticks;
    };
    x.ticks = { callback: function (value) { return percentileLabel(value); } };
    config.options.plugins = {
      legend: { labels: { filter: function (item, chartData) { return !chartData.datasets[item.datasetIndex].perfgateBand; } } },
      tooltip: {
        callbacks: {
          title: function (items) { return items.length ? 'percentile ' + percentileLabel(items[0].parsed.x) : ''; },
          label: function (item) { return item.dataset.label + ': ' + item.parsed.y + ' ms'; }
        }
      }
    };
  }

  // Time series: each point's window (warm-up 2, trial 5) in the tooltip.
  function timeline(config) {
    config.options.plugins = {
      tooltip: {
        callbacks: {
          title: function (items) {
            if (!items.length) { return ''; }
            var item = items[0];
            return Number(item.parsed.x).toFixed(1) + ' s, ' + item.dataset.windows[item.dataIndex];
          }
        }
      }
    };
  }

  var finish = { forest: forest, spectrum: spectrum, timeline: timeline };
  var pending = [];

  function draw(chart) {
    var canvas = document.getElementById(chart.id);
    if (!canvas) { return; }
    var touch = finish[chart.kind];
    if (touch) { touch(chart.config); }
    new Chart(canvas, chart.config);
  }

  data.charts.forEach(function (chart) {
    var canvas = document.getElementById(chart.id);
    var folded = canvas && canvas.closest('details:not([open])');
    if (folded) { pending.push({ chart: chart, details: folded }); } else { draw(chart); }
  });
  document.querySelectorAll('details').forEach(function (details) {
    details.addEventListener('toggle', function () {
      if (!details.open) { return; }
      pending = pending.filter(function (p) {
        if (p.details === details) { draw(p.chart); return false; }
        return true;
      });
    });
  });
})();
