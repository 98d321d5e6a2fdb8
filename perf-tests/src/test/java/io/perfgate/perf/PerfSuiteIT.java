package io.perfgate.perf;

import io.perfgate.perf.config.PerfConfig;
import io.perfgate.perf.run.PerfSuite;
import io.perfgate.perf.run.SuiteGate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * The perf suite: {@code ./mvnw verify -Pperf}. One test per (variant, scenario), e.g.
 * {@code virtual-gson / request-2}; select with {@code -Dperf.variants=...} and {@code -Dperf.scenarios=...}.
 * With {@code -Dperf.reference=<jar>|git:<rev>} each test is an A/B comparison with that build, measured
 * interleaved in the same run, and the reference decides (see {@link io.perfgate.perf.reference.ReferenceSettings}).
 * With {@code -Dperf.baseline.update=true} the plan runs {@code -Dperf.baseline.boots} times (default 3), round
 * after round, and the tests are named {@code virtual-gson / request-2 (boot 2 of 3)}.
 * Only the perf profile includes this class in failsafe.
 */
class PerfSuiteIT {
    private static PerfSuite suite;
    private static SuiteGate gate;
    private static Path reports;
    private static Path results;

    @TestFactory
    Stream<DynamicTest> perfSuite() {
        PerfConfig config = PerfConfig.fromSystemProperties();
        // The thresholds file is read first: a broken one fails before any server boots.
        gate = SuiteGate.open(config.gate(), System.out);
        reports = config.workspace().reports();
        results = config.workspace().results();
        suite = PerfSuite.open(config.suite(), config.launch(), config.reference());
        // What the run sets out to do, before any pair can fail: a merge of shards (Merge) reads it.
        suite.writePlan(config.gate().update(), config.gate().strict());
        return suite.pairs().stream().map(pair -> DynamicTest.dynamicTest(pair.displayName(),
                () -> gate.check(pair, suite.run(pair, gate.sequential(), gate.profiling(config.profiling())))));
    }

    @AfterAll
    static void stopEverything() {
        try {
            if (suite != null) {
                suite.close();
            }
        } finally {
            if (gate != null) {
                gate.writeReports(reports, results);
            }
        }
    }
}
