package io.perfgate.perf;

import io.perfgate.perf.launch.LaunchSettings;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.run.BaselineGate;
import io.perfgate.perf.run.PerfSuite;
import io.perfgate.perf.run.SuiteSettings;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

/**
 * The perf suite: {@code ./mvnw verify -Pperf}. One test per (variant, scenario), e.g.
 * {@code virtual-gson / request-2}; select with {@code -Dperf.variants=...} and {@code -Dperf.scenarios=...}.
 * Only the perf profile includes this class in failsafe.
 */
class PerfSuiteIT {
    private static PerfSuite suite;
    private static BaselineGate gate;

    @TestFactory
    Stream<DynamicTest> perfSuite() {
        // The thresholds file is read first: a broken one fails before any server boots.
        gate = BaselineGate.fromSystemProperties(System.out);
        suite = PerfSuite.open(SuiteSettings.fromSystemProperties(), LaunchSettings.fromSystemProperties());
        return suite.pairs().stream().map(pair -> DynamicTest.dynamicTest(pair.displayName(), () -> {
            ScenarioRun run = suite.run(pair);
            gate.check(run);
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
