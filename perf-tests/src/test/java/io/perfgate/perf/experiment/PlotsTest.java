package io.perfgate.perf.experiment;

import io.perfgate.perf.experiment.ExperimentResult.Point;
import io.perfgate.perf.report.Plot;
import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.result.LoadModel;
import io.perfgate.perf.result.LoadSettings;
import io.perfgate.perf.result.LoadSlice;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.TrialResult;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import static io.perfgate.perf.experiment.ExperimentFixtures.closed;
import static io.perfgate.perf.experiment.ExperimentFixtures.run;
import static io.perfgate.perf.experiment.ExperimentFixtures.trial;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PlotsTest {
    private static final List<Plot> SWEEP = Plots.of(ExperimentFixtures.sweep());

    static Plot plot(List<Plot> plots, String id) {
        return plots.stream().filter(p -> p.id().equals(id)).findFirst()
                .orElseThrow(() -> new AssertionError(id + " not among " + plots.stream().map(Plot::id).toList()));
    }

    static Plot.Line line(Plot plot, String label) {
        return plot.lines().stream().filter(l -> l.label().equals(label)).findFirst()
                .orElseThrow(() -> new AssertionError(label + " not among " + plot.lines().stream().map(Plot.Line::label).toList()));
    }

    @Test
    void aSweepHasOnePlotPerScenarioAndMetricWithTheAxisValuesAsX() {
        assertEquals(List.of("request-1-mean", "request-1-p50", "request-1-p90", "request-1-p99", "request-1-throughput",
                "request-1-serverTime", "request-1-cpuPerRequest", "request-1-serverMemory", "request-1-cpuPerRequest-trials",
                "request-1-serverMemory-trials", "request-1-users-1-server-cpu", "request-1-users-1-server-memory",
                "request-1-users-10-server-cpu", "request-1-users-10-server-memory", "request-1-users-100-server-cpu",
                "request-1-users-100-server-memory"), SWEEP.stream().filter(p -> p.section().equals("request-1")).map(Plot::id).toList());
        Plot mean = plot(SWEEP, "request-1-mean");
        assertEquals("users", mean.xLabel());
        assertEquals("mean latency (ms)", mean.yLabel());
        assertEquals(List.of("platform-own", "virtual-own"), mean.lines().stream().map(Plot.Line::label).toList());
        assertEquals(ExperimentFixtures.USERS, mean.lines().get(0).x());
        // 1 ... 100 users: two decades, drawn on a log axis.
        assertTrue(mean.logX());
    }

    @Test
    void aPointIsTheMedianOfItsValidTrialsAndAnInvalidTrialCountsForNothing() {
        List<Double> platform = line(plot(SWEEP, "request-1-mean"), "platform-own").y();

        // 1 user: trials 1.05 x (1.00, 1.03, 1.06) ms, median the middle one.
        assertEquals(1.05 * 1.03, platform.get(0), 1e-12);
        // 10 users: trial 2 (99 ms) is invalid; the median of the other two (1.5, 1.59) is their mean. With it: 1.59.
        assertEquals((1.5 + 1.5 * 1.06) / 2, platform.get(1), 1e-12);
    }

    @Test
    void aPointWithoutAValidTrialAndAPointNotRunAreGapsNotZeros() {
        Plot mean = plot(SWEEP, "request-2-mean");

        assertTrue(Double.isNaN(line(mean, "platform-own").y().get(2)), "platform-own at 100 users has no valid trial");
        assertTrue(Double.isNaN(line(mean, "virtual-own").y().get(2)), "virtual-own at 100 users was not run");
        assertTrue(line(mean, "virtual-own").y().get(1) > 0);
        assertTrue(plot(SWEEP, "request-2-mean").caption().contains("a gap: no valid trial (or no run) at that value"));
    }

    @Test
    void aMetricTheServerDidNotReportIsAGapAndItsLegendSaysNotMeasured() {
        Plot serverTime = plot(SWEEP, "request-1-serverTime");

        Plot.Line virtualServer = line(serverTime, "virtual-own server (Server-Timing total) (not measured)");
        assertTrue(virtualServer.y().stream().allMatch(y -> Double.isNaN(y)));
        assertTrue(virtualServer.dashed());
        // platform-own: 60 % of the client mean, as the fixture's server reports.
        assertEquals(line(serverTime, "platform-own client").y().get(0) * 0.6,
                line(serverTime, "platform-own server (Server-Timing total)").y().get(0), 1e-12);
        assertTrue(serverTime.measured());
    }

    @Test
    void aPlotWithNothingMeasuredSaysSoInsteadOfDrawingEmptyAxes() {
        List<TrialResult> trials = List.of(withoutServerFigures(trial(1, 1.0, false, List.of())),
                withoutServerFigures(trial(2, 1.1, false, List.of())));
        ExperimentResult result = single(new Point(new PairId("platform-own", "request-1"), 10,
                run("platform-own", "request-1", closed(10), trials)));

        Plot cpu = plot(Plots.of(result), "request-1-cpuPerRequest");

        assertFalse(cpu.measured());
        assertEquals("not measured: no valid trial of request-1 reported a server CPU time", cpu.missingReason());
        assertEquals("platform-own (not measured)", cpu.lines().getFirst().label());
    }

    @Test
    void aScenarioWithoutAnyValidTrialSaysNothingCouldBeDrawn() {
        List<TrialResult> trials = List.of(trial(1, 1.0, true, List.of(ExperimentFixtures.INVALID_REASON)));
        ExperimentResult result = single(new Point(new PairId("platform-own", "request-1"), 10,
                run("platform-own", "request-1", closed(10), trials)));

        Plot mean = plot(Plots.of(result), "request-1-mean");

        assertFalse(mean.measured());
        assertEquals("no valid trial of request-1: nothing to draw", mean.missingReason());
        assertEquals("platform-own (no valid trial)", mean.lines().getFirst().label());
    }

    @Test
    void perTrialPlotsCountTrialsInRunOrderWithInvalidTrialsAsGaps() {
        Plot cpu = plot(SWEEP, "request-1-cpuPerRequest-trials");

        assertEquals("trial, in run order (users 1, 10, 100; 3 trials each)", cpu.xLabel());
        Plot.Line platform = line(cpu, "platform-own");
        assertEquals(List.of(1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0), platform.x());
        assertTrue(Double.isNaN(platform.y().get(4)), "users 10, trial 2 is invalid");
        assertEquals(40 + 1.5, platform.y().get(3), 1e-12);
    }

    @Test
    void anOpenModelRateSweepDrawsTheOfferedRateBesideTheThroughput() {
        LoadSettings open = new LoadSettings(LoadModel.OPEN, 200, 0, 64, Duration.ofSeconds(3), Duration.ofSeconds(5), 1);
        Point point = new Point(new PairId("platform-own", "request-1"), 200,
                run("platform-own", "request-1", open, List.of(trial(1, 5.0, true, List.of()))));
        Experiment base = ExperimentFixtures.sweep().experiment();
        Experiment experiment = new Experiment(base.name(), base.file(), base.title(), base.seed(), base.system(),
                base.variants(), List.of("request-1"), base.load(), Optional.of(new Axis(Axis.Kind.RATE, List.of(100.0, 200.0))),
                List.of());
        ExperimentResult result = new ExperimentResult(experiment, ExperimentFixtures.MACHINE, LauncherKind.PROCESS,
                ExperimentFixtures.COMMIT, ExperimentFixtures.STARTED, Duration.ofSeconds(30), List.of(point), List.of());

        Plot throughput = plot(Plots.of(result), "request-1-throughput");

        assertEquals("rate (req/s)", throughput.xLabel());
        assertEquals(List.of(100.0, 200.0), line(throughput, "offered rate").y());
        assertEquals(-1, line(throughput, "offered rate").variant());
        assertEquals(List.of(Double.NaN, 200.0), line(throughput, "platform-own").y());
        assertFalse(throughput.logX());
    }

    @Test
    void aRampPutsEachTrialSecondAtItsActiveUsersAndLeavesOutWarmUpAndInvalidTrials() {
        List<Plot> plots = Plots.of(ExperimentFixtures.rampResult());
        Plot latency = plot(plots, "request-1-ramp-latency");

        assertEquals("active users", latency.xLabel());
        // platform-own: trial 1's four seconds at 1, 2, 3, 4 users; its warm-up (50 ms) and invalid trial 2 (90 ms) left out.
        assertEquals(List.of(1.0, 2.0, 3.0, 4.0), line(latency, "platform-own mean").x());
        assertEquals(List.of(1.0, 2.0, 3.0, 4.0), line(latency, "platform-own mean").y());
        assertEquals(List.of(3.0, 5.0, 9.0, 12.0), line(latency, "platform-own max").y());
        assertTrue(line(latency, "platform-own max").dashed());
        assertEquals(List.of(100.0, 180.0, 240.0, 280.0),
                line(plot(plots, "request-1-ramp-throughput"), "platform-own").y());
    }

    @Test
    void aRampPoolsTheSameUsersOfEveryValidTrialWeightedByResponses() {
        List<Plot> plots = Plots.of(ExperimentFixtures.rampResult());
        Plot latency = plot(plots, "request-1-ramp-latency");

        // 1 user: trial 1 100 responses at 1 ms, trial 2 300 at 2 ms: (100 + 600) / 400.
        assertEquals(1.75, line(latency, "virtual-own mean").y().get(0), 1e-12);
        assertEquals(6.0, line(latency, "virtual-own max").y().get(0), 1e-12);
        // 400 responses in two seconds.
        assertEquals(200.0, line(plot(plots, "request-1-ramp-throughput"), "virtual-own").y().get(0), 1e-12);
        assertTrue(latency.caption().contains("3 valid trials in all"), latency.caption());
    }

    @Test
    void aRampSecondCountsAtTheUsersOfItsMiddleSoAStepStartingLateStillLandsOnItsUser() {
        LoadSettings ramp = ExperimentFixtures.ramp();
        Instant t0 = ExperimentFixtures.STARTED;
        // The second step's second began 5 ms before the step: by its start it would count at 1 user, twice.
        List<LoadSlice> timeline = List.of(
                new LoadSlice("trial 1", t0, 0.995, 100, 1.0, 2.0),
                new LoadSlice("trial 1", t0.plusMillis(995), 1.0, 200, 2.0, 4.0),
                new LoadSlice("trial 1", t0.plusMillis(1995), 1.0, 300, 3.0, 6.0));

        RampCurve curve = RampCurve.of(run("platform-own", "request-1", ramp, List.of(trial(1, 2.0, true, List.of())), timeline));

        assertEquals(List.of(1, 2, 3), curve.steps().stream().map(RampCurve.Step::users).toList());
        assertEquals(1, curve.trials());
    }

    @Test
    void eachPointDrawsTheServersCoresSecondBySecondOfItsValidTrialsOnItsOwnClock() {
        Plot cpu = plot(SWEEP, "request-1-users-10-server-cpu");

        assertEquals("request-1, users 10: server CPU over time", cpu.title());
        assertEquals("server CPU (cores)", cpu.yLabel());
        assertEquals("seconds since the point's first trial began", cpu.xLabel());
        // Trials 1 and 3 (5 s apart) at each second's middle; invalid trial 2 and the warm-up left out; a gap between.
        Plot.Line platform = line(cpu, "platform-own");
        assertEquals(List.of(0.5, 1.5, 10.0, 10.5, 11.5), platform.x());
        assertEquals(List.of(1.0, 1.1, Double.NaN, 1.0, 1.1), platform.y().stream()
                .map(y -> Double.isNaN(y) ? y : Math.round(y * 1e9) / 1e9).toList());
        assertEquals(6, line(cpu, "virtual-own").x().size() - 2, "all three trials, two gaps");
        assertTrue(cpu.caption().contains("every 250 ms"), cpu.caption());
    }

    @Test
    void aServerMemoryThatCouldNotBeReadIsAnEmptyLineThatSaysNotMeasured() {
        Plot memory = plot(SWEEP, "request-1-users-1-server-memory");

        assertEquals(List.of(110.0, 110.0, Double.NaN, 120.0, 120.0, Double.NaN, 130.0, 130.0),
                line(memory, "platform-own").y());
        assertFalse(line(memory, "virtual-own (not measured)").measured());
        assertEquals("server memory (MB)", memory.yLabel());
    }

    @Test
    void aPointWithoutTheServersSideOrWithoutValidTrialsSaysWhyInsteadOfDrawingZeros() {
        Plot unmeasured = plot(SWEEP, "request-2-users-1-server-cpu");
        Plot invalid = plot(SWEEP, "request-2-users-100-server-cpu");

        assertFalse(unmeasured.measured());
        assertEquals("not measured: no valid trial of request-2 at users 1 has the server's CPU second by second (a "
                + "remote server, or a result written before it was kept)", unmeasured.missingReason());
        assertFalse(invalid.measured());
        assertEquals("no valid trial of request-2 at users 100: nothing to draw", invalid.missingReason());
        assertEquals(List.of("platform-own (no valid trial)", "virtual-own (not run)"),
                invalid.lines().stream().map(Plot.Line::label).toList());
    }

    @Test
    void aRampDrawsTheServersCpuAndMemoryOverTimeWhileUsersRampUp() {
        List<Plot> plots = Plots.of(ExperimentFixtures.rampResult());
        Plot cpu = plot(plots, "request-1-server-cpu");
        Plot memory = plot(plots, "request-1-server-memory");

        assertEquals("request-1: server CPU over time while users ramp up", cpu.title());
        assertEquals(List.of(0.5, 1.5, 2.5, 3.5, 10.0, 10.5, 11.5, 12.5, 13.5), line(cpu, "virtual-own").x());
        assertEquals(List.of(0.25, 0.5, 0.75, 1.0, Double.NaN, 0.25, 0.5, 0.75, 1.0), line(cpu, "virtual-own").y());
        assertEquals(List.of(200.0, 205.0, 210.0, 215.0), line(memory, "virtual-own").y().subList(0, 4));
        // platform-own's seconds carry no server side, as a remote server's: an empty line, not zeros.
        assertFalse(line(cpu, "platform-own (not measured)").measured());
    }

    @Test
    void theMedianOfAnEvenCountIsTheMeanOfTheMiddleTwoAndNanIsLeftOut() {
        assertEquals(2.5, ValidTrials.median(new double[]{4, 1, 3, 2}));
        assertEquals(3.0, ValidTrials.median(new double[]{Double.NaN, 3, 1, 5}));
        assertTrue(Double.isNaN(ValidTrials.median(new double[]{Double.NaN})));
    }

    @Test
    void trialWindowsAreRecognisedByName() {
        assertEquals(3, RampCurve.trialNumber("trial 3"));
        assertEquals(null, RampCurve.trialNumber("warm-up 1"));
    }

    private static ExperimentResult single(Point point) {
        Experiment base = ExperimentFixtures.sweep().experiment();
        Experiment experiment = new Experiment(base.name(), base.file(), base.title(), base.seed(), base.system(),
                base.variants().subList(0, 1), List.of("request-1"), base.load(),
                Optional.of(new Axis(Axis.Kind.USERS, List.of(10.0))), List.of());
        return new ExperimentResult(experiment, ExperimentFixtures.MACHINE, LauncherKind.PROCESS, ExperimentFixtures.COMMIT,
                ExperimentFixtures.STARTED, Duration.ofSeconds(30), List.of(point), List.of());
    }

    private static TrialResult withoutServerFigures(TrialResult t) {
        return new TrialResult(t.trial(), t.requests(), t.responses(), t.meanMillis(), t.p50Millis(), t.p90Millis(),
                t.p99Millis(), t.maxMillis(), t.throughputPerSecond(), t.targetRatePerSecond(), t.errors(), Double.NaN,
                Double.NaN, Double.NaN, t.allocatedBytesPerRequest(), t.responseBytesPerRequest(),
                t.gcCountPer1000Requests(), t.gcMillisPerRequest(), t.generator(), t.invalidReasons());
    }
}
