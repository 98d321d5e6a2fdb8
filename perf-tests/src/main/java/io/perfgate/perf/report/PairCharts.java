package io.perfgate.perf.report;

import io.perfgate.perf.result.ScenarioRun;

import java.util.ArrayList;
import java.util.List;

/**
 * The charts of one (variant, scenario) in the A/B view, in the order the view shows them: the forest plot of the
 * gate's changes with their intervals against the thresholds ({@link ForestChart}), each compared metric's trials of
 * both sides in run order ({@link TrialCharts}), the latency percentile spectrum of both sides
 * ({@link SpectrumChart}) and both sides second by second ({@link TimelineCharts}). The other side is the reference
 * build's run (A/B) or the committed baseline (its trials boot by boot); without either, this build's trials alone.
 */
final class PairCharts {
    private PairCharts() {
    }

    static List<Chart> of(ReportModel model, ScenarioRun run) {
        List<Chart> charts = new ArrayList<>();
        ForestChart.of(model, run).ifPresent(charts::add);
        charts.addAll(TrialCharts.of(model, run));
        SpectrumChart.of(model, run).ifPresent(charts::add);
        charts.addAll(TimelineCharts.of(model, run));
        return charts;
    }
}
