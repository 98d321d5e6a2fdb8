// Draws the experiment report's plots from the Chart.js configurations embedded as JSON (element experiment-data).
// Every number comes from there; this only starts Chart.js. Figures whose plot measured nothing have no canvas.
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('experiment-data').textContent);
  Chart.defaults.animation = false;
  Chart.defaults.maintainAspectRatio = false;
  Chart.defaults.font.family = 'system-ui, sans-serif';
  data.charts.forEach(function (chart) {
    var canvas = document.getElementById(chart.id);
    if (canvas) { new Chart(canvas, chart.config); }
  });
})();
