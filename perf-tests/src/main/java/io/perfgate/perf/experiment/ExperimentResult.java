package io.perfgate.perf.experiment;

import io.perfgate.perf.result.LauncherKind;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.result.ScenarioRun;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * What one experiment run measured: for each variant and scenario, one {@link Point} per axis value (or one point for
 * a ramp), in the order they ran. Written as {@code result.json} beside its reports; the reports are drawn from it.
 *
 * @param experiment the experiment as its file declared it
 * @param machine    where the load generator ran
 * @param launcher   how the servers ran
 * @param commit     the commit measured
 * @param startedAt  when the first server booted
 * @param wallTime   from the first boot to the last point's end
 * @param points     every point measured, in run order; a point whose server failed is absent and named in
 *                   {@code failures}
 * @param failures   what could not be measured and why, e.g. {@code virtual-own / request-2.users-250: server died}
 */
public record ExperimentResult(Experiment experiment, Machine machine, LauncherKind launcher, String commit, Instant startedAt,
                               Duration wallTime, List<Point> points, List<String> failures) {
    public ExperimentResult {
        Objects.requireNonNull(experiment, "experiment");
        Objects.requireNonNull(machine, "machine");
        Objects.requireNonNull(launcher, "launcher");
        Objects.requireNonNull(commit, "commit");
        Objects.requireNonNull(startedAt, "startedAt");
        Objects.requireNonNull(wallTime, "wallTime");
        points = List.copyOf(points);
        failures = List.copyOf(failures);
    }

    /**
     * One measured point of the sweep.
     *
     * @param pair     the variant and the system's scenario, e.g. {@code platform-own / request-2} (not the point's own
     *                 name, which its run has); result.json keeps them as the point's {@code variant} and
     *                 {@code scenario} fields
     * @param x        the axis value (users, req/s or ms of think time); for a ramp, its top number of users
     * @param run      its trials (each valid or INVALID with reasons) and its timeline, second by second
     */
    public record Point(PairId pair, double x, ScenarioRun run) {
        public Point {
            Objects.requireNonNull(pair, "pair");
            Objects.requireNonNull(run, "run");
        }

        /** e.g. {@code platform-own}: {@link #pair}'s. */
        public String variant() {
            return pair.variant();
        }

        /** e.g. {@code request-2}: {@link #pair}'s. */
        public String scenario() {
            return pair.scenario();
        }
    }
}
