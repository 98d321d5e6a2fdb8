package io.perfgate.perf.run;

import io.perfgate.perf.config.SuiteSettings;
import org.junit.jupiter.api.Test;

import io.perfgate.perf.result.PairId;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The plan of a perf run, without any server: {@link PerfSuite#pairs(SuiteSettings)} needs none. */
class PerfSuiteTest {
    private static SuiteSettings settings(int boots) {
        return SuiteSettings.from(Map.of("perf.variants", "platform-own,virtual-gson", "perf.scenarios", "request-1,request-2",
                "perf.commit", "0123abcd", "perf.results.dir", "/tmp/perf-results")::get, boots, io.perfgate.perf.sut.Systems.perfgate());
    }

    @Test
    void severalBootsRunThePlanRoundAfterRoundEachVariantBootedOncePerRound() {
        List<PerfSuite.Pair> pairs = PerfSuite.pairs(settings(3));

        assertEquals(List.of(
                "platform-own / request-1 (boot 1 of 3)", "platform-own / request-2 (boot 1 of 3)",
                "virtual-gson / request-1 (boot 1 of 3)", "virtual-gson / request-2 (boot 1 of 3)",
                "platform-own / request-1 (boot 2 of 3)", "platform-own / request-2 (boot 2 of 3)",
                "virtual-gson / request-1 (boot 2 of 3)", "virtual-gson / request-2 (boot 2 of 3)",
                "platform-own / request-1 (boot 3 of 3)", "platform-own / request-2 (boot 3 of 3)",
                "virtual-gson / request-1 (boot 3 of 3)", "virtual-gson / request-2 (boot 3 of 3)"),
                pairs.stream().map(PerfSuite.Pair::displayName).toList());
        // The server stops after each variant's last scenario of every round, so the next round boots it anew.
        assertEquals(List.of(false, true, false, true, false, true, false, true, false, true, false, true),
                pairs.stream().map(PerfSuite.Pair::lastOfVariant).toList());
        assertEquals(List.of(1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3), pairs.stream().map(PerfSuite.Pair::boot).toList());
    }

    @Test
    void oneBootIsThePlanAsItWasNamedAsItWas() {
        List<PerfSuite.Pair> pairs = PerfSuite.pairs(settings(1));

        assertEquals(List.of("platform-own / request-1", "platform-own / request-2", "virtual-gson / request-1",
                "virtual-gson / request-2"), pairs.stream().map(PerfSuite.Pair::displayName).toList());
        assertEquals(List.of(1, 1, 1, 1), pairs.stream().map(PerfSuite.Pair::boots).toList());
    }

    @Test
    void thePlanNamesEachPairOnceWithItsBootsCommitAndTime() {
        Instant now = Instant.parse("2026-11-23T18:00:00Z");

        RunPlan plan = PerfSuite.plan(settings(3), Optional.empty(), true, false, now);

        assertEquals(List.of(new PairId("platform-own", "request-1"), new PairId("platform-own", "request-2"),
                new PairId("virtual-gson", "request-1"), new PairId("virtual-gson", "request-2")), plan.pairs());
        assertEquals(3, plan.boots());
        assertEquals("0123abcd", plan.commit());
        assertEquals(now, plan.createdAt());
        assertTrue(plan.update());
    }

    @Test
    void theExpectedDurationCountsEveryBoot() {
        assertEquals(PerfSuite.expectedDuration(settings(1)).multipliedBy(3), PerfSuite.expectedDuration(settings(3)));
    }

    @Test
    void laterBootsWriteTheirResultsIntoTheirOwnDirectory() {
        SuiteSettings settings = settings(3);

        assertEquals(Path.of("/tmp/perf-results"), PerfSuite.resultsDir(settings, 1));
        assertEquals(Path.of("/tmp/perf-results/boot-2"), PerfSuite.resultsDir(settings, 2));
        assertEquals(Path.of("/tmp/perf-results/boot-3"), PerfSuite.resultsDir(settings, 3));
    }

    @Test
    void aPairIsOneOfItsBoots() {
        PerfSuite.Pair pair = PerfSuite.pairs(settings(1)).getFirst();

        assertThrows(IllegalArgumentException.class, () -> new PerfSuite.Pair(pair.variant(), pair.scenario(), false, 4, 3));
        assertThrows(IllegalArgumentException.class, () -> new PerfSuite.Pair(pair.variant(), pair.scenario(), false, 0, 3));
    }
}
