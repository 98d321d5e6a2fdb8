package io.perfgate.perf;

import io.perfgate.perf.baseline.BaselineStore;
import io.perfgate.perf.launch.LaunchSettings;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.run.BaselineGate;
import io.perfgate.perf.run.PerfSuite;
import io.perfgate.perf.run.ReferenceSettings;
import io.perfgate.perf.run.SuiteSettings;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.Optional;
import java.util.stream.Stream;

/**
 * The perf suite: {@code ./mvnw verify -Pperf}. One test per (variant, scenario), e.g.
 * {@code virtual-gson / request-2}; select with {@code -Dperf.variants=...} and {@code -Dperf.scenarios=...}.
 * With {@code -Dperf.reference=<jar>|git:<rev>} each test is an A/B comparison with that build, measured
 * interleaved in the same run, and the reference decides (see {@link ReferenceSettings}).
 * Only the perf profile includes this class in failsafe.
 */
class PerfSuiteIT {
    private static PerfSuite suite;
    private static BaselineGate gate;

    @TestFactory
    Stream<DynamicTest> perfSuite() {
        // The thresholds file is read first: a broken one fails before any server boots.
        gate = BaselineGate.fromSystemProperties(System.out);
        Optional<ReferenceSettings> reference = ReferenceSettings.fromSystemProperties();
        if (reference.isPresent() && BaselineStore.updateRequested()) {
            throw new IllegalArgumentException("-Dperf.baseline.update=true writes baselines from a plain run, "
                    + "-Dperf.reference asks for an A/B run: use one of them");
        }
        suite = PerfSuite.open(SuiteSettings.fromSystemProperties(), LaunchSettings.fromSystemProperties(), reference);
        return suite.pairs().stream().map(pair -> DynamicTest.dynamicTest(pair.displayName(), () -> {
            if (suite.comparesWithReference()) {
                gate.check(suite.runAgainstReference(pair));
            } else {
                ScenarioRun run = suite.run(pair);
                gate.check(run);
            }
        }));
    }

    @AfterAll
    static void stopEverything() {
        try {
            if (suite != null) {
                suite.close();
            }
        } finally {
            if (gate != null) {
                gate.writeReports();
            }
        }
    }
}
