package io.perfgate.perf.protocol;

import io.perfgate.perf.result.LoadModel;
import io.perfgate.perf.load.ScenarioSettings;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class RunEstimateTest {
    /** 3 s of warm-up, then 6 trials of 1.5 s. */
    private static final ScenarioSettings SCENARIO = scenario(Duration.ofSeconds(3));
    private static final Duration OVERHEAD = RunEstimate.RUN_OVERHEAD;

    private static ScenarioSettings scenario(Duration warmUp) {
        return new ScenarioSettings("request-2", 1, LoadModel.CLOSED, 1000, 1, 1, 250, 1, warmUp, 16,
                Duration.ofMillis(1500), 6, Path.of("request-2.hf.yaml"));
    }

    @Test
    void aScenarioAloneIsItsWarmUpAndTrialsEachWithTheOverheadOfAHyperfoilRun() {
        assertEquals(Duration.ofSeconds(3).plus(OVERHEAD).plus(Duration.ofMillis(1500).plus(OVERHEAD).multipliedBy(6)),
                RunEstimate.alone().scenario(SCENARIO));
        assertEquals(Duration.ofMillis(1500).plus(OVERHEAD).multipliedBy(6), RunEstimate.alone().scenario(scenario(Duration.ZERO)),
                "no warm-up, no warm-up run");
    }

    @Test
    void sidesMeasuredTogetherTakeOneTurnAndSidesInTurnTwo() {
        Duration alone = RunEstimate.alone().scenario(SCENARIO);

        assertEquals(alone, new RunEstimate(2, 1, true, false).scenario(SCENARIO), "lockstep or a duet");
        assertEquals(alone.multipliedBy(2), new RunEstimate(2, 1, false, false).scenario(SCENARIO), "ABBA or random");
    }

    @Test
    void theBootPairsShareTheScenariosWarmUpTimeEachInAWindowOfItsOwn() {
        Duration onePair = new RunEstimate(2, 1, true, false).scenario(SCENARIO);

        assertEquals(onePair.plus(OVERHEAD.multipliedBy(2)), new RunEstimate(2, 3, true, false).scenario(SCENARIO));
        assertEquals(new RunEstimate(2, 1, true, false).scenario(scenario(Duration.ZERO)),
                new RunEstimate(2, 3, true, false).scenario(scenario(Duration.ZERO)), "no warm-up to share");
    }

    @Test
    void aVariantBootsEveryServerAndWarmsThemUpInTurnOrAllAtOnce() {
        Optional<ScenarioSettings> variantWarmUp = Optional.of(scenario(Duration.ofSeconds(10)));
        Duration warmUp = Duration.ofSeconds(10).plus(OVERHEAD);
        RunEstimate inTurn = new RunEstimate(2, 2, true, false);
        RunEstimate atOnce = new RunEstimate(2, 2, true, true);
        Duration scenarios = inTurn.scenario(SCENARIO).multipliedBy(2);

        assertEquals(Duration.ofSeconds(2 * 4).plus(warmUp.multipliedBy(4)).plus(scenarios),
                inTurn.variant(variantWarmUp, List.of(SCENARIO, SCENARIO)));
        assertEquals(Duration.ofSeconds(2 * 4).plus(warmUp).plus(scenarios), atOnce.variant(variantWarmUp, List.of(SCENARIO, SCENARIO)));
        assertEquals(Duration.ofSeconds(2 * 4).plus(scenarios), atOnce.variant(Optional.empty(), List.of(SCENARIO, SCENARIO)),
                "the quick profile has no variant warm-up");
    }

    @Test
    void aRunHasOneOrTwoSidesOfAtLeastOneServerEach() {
        assertThrows(IllegalArgumentException.class, () -> new RunEstimate(3, 1, true, false));
        assertThrows(IllegalArgumentException.class, () -> new RunEstimate(2, 0, true, false));
    }
}
