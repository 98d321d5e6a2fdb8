package io.perfgate.perf;

import io.perfgate.perf.launch.LaunchSettings;
import io.perfgate.perf.result.ScenarioRun;
import io.perfgate.perf.run.GateHook;
import io.perfgate.perf.run.InvalidRunException;
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
    /** The baseline gate, called once per (variant, scenario) after its results are written. */
    private static final GateHook GATE = GateHook.NONE;

    private static PerfSuite suite;

    @TestFactory
    Stream<DynamicTest> perfSuite() {
        suite = PerfSuite.open(SuiteSettings.fromSystemProperties(), LaunchSettings.fromSystemProperties());
        return suite.pairs().stream().map(pair -> DynamicTest.dynamicTest(pair.displayName(), () -> {
            ScenarioRun run = suite.run(pair);
            GATE.check(run);
            if (!run.valid()) {
                throw new InvalidRunException(run);
            }
        }));
    }

    @AfterAll
    static void stopEverything() {
        if (suite != null) {
            suite.close();
        }
    }
}
