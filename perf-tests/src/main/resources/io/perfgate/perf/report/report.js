// Draws the charts whose Chart.js configurations the report embedded as JSON. Only configuration here:
// every number comes from the perfgate-data element.
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('perfgate-data').textContent);
  Chart.defaults.animation = false;
  Chart.defaults.maintainAspectRatio = false;
  Chart.defaults.font.family = 'system-ui, sans-serif';
  data.charts.forEach(function (chart) {
    var canvas = document.getElementById(chart.id);
    if (canvas) {
      new Chart(canvas, chart.config);
    }
  });
})();
