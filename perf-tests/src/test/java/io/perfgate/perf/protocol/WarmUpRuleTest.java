package io.perfgate.perf.protocol;

import io.perfgate.perf.config.SuiteSettings;
import io.perfgate.perf.property.Defaults;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.Systems;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WarmUpRuleTest {
    private static final WarmUpRule RULE = new WarmUpRule(Duration.ofSeconds(2), 5, Duration.ofSeconds(30));

    private static List<Double> values(String text) {
        return text.isBlank() ? List.of() : Arrays.stream(text.split(" ")).map(Double::valueOf).toList();
    }

    @ParameterizedTest(name = "[{index}] {0} -> steady {1}")
    @CsvSource({
            "'', false",
            "'100 100', false",
            "'100 100 100', true",
            "'310 240 205 201 199', true",
            "'310 240 205 201', false",
            "'100 104 102', true",
            "'100 104.5 102', true",
            "'100 106 102', false",
            "'200 100 100 104', true",
            "'100 100 0', false",
            "'100 100 NaN', false",
            "'100 100 Infinity', false",
    })
    void steadyMeansTheLastThreeWindowsAgreeWithinTheTolerance(String series, boolean steady) {
        assertEquals(steady, RULE.steady(values(series)));
    }

    @Test
    void theJitIsDoneWhenItsCompilerThreadsTookAtMostFivePercentOfTheWindowsCpu() {
        WarmUpRule rule = new WarmUpRule(Duration.ofSeconds(2), 5, Duration.ofSeconds(30));

        assertTrue(rule.compilerIdle(0.0));
        assertTrue(rule.compilerIdle(0.05));
        assertFalse(rule.compilerIdle(0.051));
        assertFalse(rule.compilerIdle(0.4));
        assertFalse(rule.compilerIdle(Double.NaN), "not readable: the CPU-per-request rule decides");
    }

    @Test
    void aMaximumNoLongerThanTheMinimumIsAFixedWarmUp() {
        assertFalse(WarmUpRule.fixed().adaptive(Duration.ofSeconds(1)));
        assertFalse(new WarmUpRule(Duration.ofSeconds(2), 5, Duration.ofSeconds(3)).adaptive(Duration.ofSeconds(3)));
        assertTrue(RULE.adaptive(Duration.ofSeconds(3)));
    }

    @Test
    void badValuesAreRejectedNamingTheProperty() {
        IllegalArgumentException window = assertThrows(IllegalArgumentException.class,
                () -> new WarmUpRule(Duration.ofMillis(50), 5, Duration.ofSeconds(30)));
        assertTrue(window.getMessage().contains("perf.warmup.window"), window.getMessage());
        IllegalArgumentException tolerance = assertThrows(IllegalArgumentException.class,
                () -> new WarmUpRule(Duration.ofSeconds(2), 0, Duration.ofSeconds(30)));
        assertTrue(tolerance.getMessage().contains("perf.warmup.tolerance"), tolerance.getMessage());
        IllegalArgumentException text = assertThrows(IllegalArgumentException.class,
                () -> SuiteSettings.from(Map.of("perf.warmup.tolerance", "five")::get));
        assertEquals("-Dperf.warmup.tolerance: expected a number from 0 to 100, found 'five'", text.getMessage());
    }

    @Test
    void theDefaultRunWarmsUpUntilSteadyForAtMost20SecondsPlainOr30AbAndTheQuickProfileForAFixedTime() {
        WarmUpRule rule = SuiteSettings.from(Map.<String, String>of()::get).warmUpRule();
        assertEquals(new WarmUpRule(Defaults.WARM_UP_WINDOW, Defaults.WARM_UP_TOLERANCE_PERCENT, Defaults.WARM_UP_MAX), rule);
        assertEquals("windows of 2.0 s until the JIT is idle (compiler threads <= 5% of the server's CPU; where not readable: the last 3 agree within 5%), at most 180 s", rule.describe());
        WarmUpRule ab = SuiteSettings.from(Map.<String, String>of()::get, 1, Systems.perfgate(), true).warmUpRule();
        assertEquals("windows of 2.0 s until the JIT is idle (compiler threads <= 5% of the server's CPU; where not readable: the last 3 agree within 5%), at most 180 s", ab.describe());
        assertEquals(WarmUpRule.fixed(), SuiteSettings.from(Map.of("perf.profile", "quick")::get).warmUpRule());
        assertEquals("windows of 2.0 s until the JIT is idle (compiler threads <= 5% of the server's CPU; where not readable: the last 3 agree within 5%), at most 25 s",
                SuiteSettings.from(Map.of("perf.profile", "quick", "perf.warmup.max", "25s")::get).warmUpRule().describe(),
                "a max named overrides the quick profile's fixed warm-ups");
        assertEquals(Duration.ofSeconds(60), SuiteSettings.from(Map.of("perf.warmup.max", "60s")::get).warmUpRule().max());
    }

    @Test
    void everyMeasuredScenarioWarmsUpUntilTheJitIsIdleCappedByTheDescriptionOrTheMaxGiven() {
        SuiteSettings defaults = SuiteSettings.from(Map.<String, String>of()::get);
        SuiteSettings given = SuiteSettings.from(Map.of("perf.warmup.max", "15s")::get);
        SystemDescription base = Systems.perfgate();
        SystemDescription large = new SystemDescription(base.name(), base.file(), base.server(), base.start(), base.ready(),
                base.resources(), base.variants(), base.scenarios(), base.gateScenarios(), new SystemDescription.WarmUp(
                base.warmUpScenario(), Optional.of(Duration.ofMinutes(3)), Optional.of(Duration.ofSeconds(90))),
                base.baselines());
        SuiteSettings described = SuiteSettings.from(Map.<String, String>of()::get, 1, large, false);

        assertEquals(new WarmUpRule(Defaults.WARM_UP_WINDOW, Defaults.WARM_UP_TOLERANCE_PERCENT,
                Defaults.SCENARIO_WARM_UP_MAX), defaults.scenarioWarmUpRule(), "a scenario's paths may be new to the JIT");
        assertTrue(defaults.scenarioWarmUpRule().adaptive(Defaults.WARM_UP));
        assertEquals(given.warmUpRule(), given.scenarioWarmUpRule());
        assertEquals(Duration.ofSeconds(15), given.scenarioWarmUpRule().max());
        assertEquals(Duration.ofMinutes(3), described.warmUpRule().max(), "the description's warmUp.max");
        assertEquals(Duration.ofSeconds(90), described.scenarioWarmUpRule().max(), "the description's warmUp.scenarioMax");
        assertEquals(Duration.ofSeconds(15), SuiteSettings.from(Map.of("perf.warmup.max", "15s")::get, 1, large, false)
                .scenarioWarmUpRule().max(), "a max named on the command line wins");
        assertEquals(WarmUpRule.fixed(), SuiteSettings.from(Map.of("perf.profile", "quick")::get).scenarioWarmUpRule());
    }

    @Test
    void serversWarmedUpTwoToACpuGetACapTwiceAsLongAndTheSameWindows() {
        WarmUpRule slowed = RULE.slowedBy(2);

        assertEquals(new WarmUpRule(Duration.ofSeconds(2), 5, Duration.ofSeconds(60)), slowed);
        assertEquals(RULE, RULE.slowedBy(1));
    }
}
