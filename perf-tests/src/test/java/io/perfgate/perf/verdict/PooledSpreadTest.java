package io.perfgate.perf.verdict;

import io.perfgate.perf.baseline.Baseline;
import io.perfgate.perf.baseline.Fixtures;
import io.perfgate.perf.result.Machine;
import io.perfgate.perf.result.Metric;
import io.perfgate.perf.result.ScenarioRun;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The between-boot spread of time metrics is pooled over the other committed baselines of the same machine. */
class PooledSpreadTest {
    private static final double[] STEADY = {1.00, 1.01, 0.99, 1.005, 0.995};

    /** A baseline of {@code variant / request-2}: three boots whose mean latency is 0.95, 1.0 and 1.05. */
    private static Baseline threeBoots(String variant, Machine machine) {
        return Baseline.of(List.of(boot(variant, machine, 0.95), boot(variant, machine, 1.0), boot(variant, machine, 1.05)));
    }

    private static ScenarioRun boot(String variant, Machine machine, double level) {
        ScenarioRun run = Fixtures.run(Fixtures.settings(), machine, Fixtures.trials(5)
                .with(Metric.MEAN, STEADY[0] * level, STEADY[1] * level, STEADY[2] * level, STEADY[3] * level, STEADY[4] * level)
                .build());
        return new ScenarioRun(variant, run.scenario(), run.settings(), run.machine(), run.serverJvm(), run.startedAt(),
                run.commit(), run.trials());
    }

    /** The pair under test ({@code virtual-gson / request-2}) has a baseline of ONE boot: no spread of its own. */
    private static ScenarioVerdict judge(double factor, List<Baseline> others) {
        Baseline oneBoot = Baseline.of(Fixtures.run(Fixtures.trials(5).with(Metric.MEAN, STEADY).build()));
        ScenarioRun run = Fixtures.run(Fixtures.trials(5).with(Metric.MEAN,
                STEADY[0] * factor, STEADY[1] * factor, STEADY[2] * factor, STEADY[3] * factor, STEADY[4] * factor).build());
        return Gate.judge(run, Comparand.baseline(Optional.of(oneBoot), others, false), Thresholds.defaults());
    }

    @Test
    void otherBaselinesOfThisMachineLendTheirSpread() {
        List<Baseline> others = List.of(threeBoots("platform-own", Fixtures.machine()),
                threeBoots("platform-gson", Fixtures.machine()), threeBoots("virtual-own", Fixtures.machine()));

        MetricVerdict doubled = judge(2.0, others).metric(Metric.MEAN).orElseThrow();
        MetricVerdict drifted = judge(1.12, others).metric(Metric.MEAN).orElseThrow();

        assertEquals(Outcome.REGRESSION, doubled.outcome());
        assertEquals(Outcome.PASS, drifted.outcome(), "12% is within what boots 5% apart do");
        assertTrue(drifted.detectable() > 0.12, "detectable " + drifted.detectable());
    }

    @Test
    void baselinesOfAnotherMachineOrOfTheSamePairLendNothing() {
        List<Baseline> elsewhere = List.of(threeBoots("platform-own", Fixtures.otherMachine()));
        List<Baseline> samePair = List.of(threeBoots("virtual-gson", Fixtures.machine()));

        assertEquals(Outcome.INCONCLUSIVE, judge(2.0, elsewhere).metric(Metric.MEAN).orElseThrow().outcome());
        assertEquals(Outcome.INCONCLUSIVE, judge(2.0, samePair).metric(Metric.MEAN).orElseThrow().outcome());
    }
}
