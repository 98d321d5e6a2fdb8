package io.perfgate.perf.config;

import io.perfgate.perf.result.LoadModel;
import io.perfgate.perf.load.ScenarioSettings;
import io.perfgate.perf.property.Defaults;
import io.perfgate.perf.protocol.RunEstimate;
import io.perfgate.perf.protocol.ValidityRules;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.Systems;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SuiteSettingsTest {
    private static final SystemDescription PERFGATE = Systems.perfgate();

    @Test
    void theDefaultRunIsEveryVariantByTheGateScenariosOfTheDescription() {
        SuiteSettings s = SuiteSettings.from(Map.<String, String>of()::get);

        assertEquals(List.of("platform-own", "platform-gson", "virtual-own", "virtual-gson"),
                s.variants().stream().map(v -> v.name()).toList());
        assertEquals(List.of("request-1", "request-2", "cache-crud"), s.scenarios().stream().map(ScenarioSettings::scenario).toList());
        ScenarioSettings crud = s.scenarios().get(2);
        assertEquals(LoadModel.CLOSED, crud.model());
        assertEquals(1, crud.users());
        assertEquals(1000, crud.ratePerSecond());
        assertEquals(5, crud.requestsPerUser());
        assertEquals(PERFGATE.scenario("cache-crud").orElseThrow().file(), crud.file());
        assertEquals(Defaults.WARM_UP, crud.warmUp());
        assertEquals(Defaults.TRIAL, crud.trialDuration());
        assertEquals(Defaults.PLAIN_TRIALS, crud.trials());
        assertEquals(ValidityRules.DEFAULT, s.rules());
    }

    @Test
    void anABRunMeasuresTwelvePairsAndAPlainRunSixTrialsUnlessToldOtherwise() {
        SuiteSettings ab = SuiteSettings.from(Map.of("perf.commit", "0123abcd")::get, 1, PERFGATE, true);
        SuiteSettings plain = SuiteSettings.from(Map.of("perf.commit", "0123abcd")::get, 1, PERFGATE, false);
        SuiteSettings told = SuiteSettings.from(Map.of("perf.commit", "0123abcd", "perf.trials", "9")::get, 1, PERFGATE, true);

        assertEquals(List.of(12, 12, 12), ab.scenarios().stream().map(ScenarioSettings::trials).toList());
        assertEquals(List.of(6, 6, 6), plain.scenarios().stream().map(ScenarioSettings::trials).toList());
        assertEquals(List.of(9, 9, 9), told.scenarios().stream().map(ScenarioSettings::trials).toList());
    }

    @Test
    void thePlanRunsOnceUnlessToldToBootMoreOften() {
        assertEquals(1, SuiteSettings.from(Map.of("perf.commit", "0123abcd")::get).boots());
        assertEquals(3, SuiteSettings.from(Map.of("perf.commit", "0123abcd")::get, 3, PERFGATE).boots());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SuiteSettings.from(Map.of("perf.commit", "0123abcd")::get, 0, PERFGATE));
        assertEquals("perf.baseline.boots must be >= 1, actual: 0", e.getMessage());
    }

    @Test
    void aScenarioSettingBeatsTheGeneralOneWhichBeatsTheDefault() {
        SuiteSettings s = SuiteSettings.from(Map.of(
                "perf.scenarios", "request-1, request-2",
                "perf.rate", "800",
                "perf.scenario.request-2.rate", "2000",
                "perf.scenario.request-2.connections", "64",
                "perf.trials", "7")::get);

        assertEquals(800, s.scenarios().get(0).ratePerSecond());
        assertEquals(2000, s.scenarios().get(1).ratePerSecond());
        assertEquals(Defaults.USERS, s.scenarios().get(0).connections(), "closed model: a connection per user");
        assertEquals(64, s.scenarios().get(1).connections());
        assertEquals(7, s.scenarios().get(1).trials());
    }

    @Test
    void theQuickProfileIsAFewSecondsPerPair() {
        ScenarioSettings s = SuiteSettings.from(Map.of("perf.profile", "quick", "perf.scenarios", "request-2",
                "perf.variants", "platform-gson")::get).scenarios().get(0);

        assertEquals(List.of(PERFGATE.variant("platform-gson").orElseThrow()),
                SuiteSettings.from(Map.of("perf.variants", "platform-gson")::get).variants());
        assertTrue(RunEstimate.alone().scenario(s).toSeconds() <= 6, RunEstimate.alone().scenario(s).toString());
        assertEquals(1000 * Defaults.QUICK_RATE_FACTOR, s.ratePerSecond(), 1e-9);
        assertEquals(Defaults.QUICK_TRIALS, s.trials());
        // An A/B run's paired test needs more pairs than its boot pairs, and at least 2 in each: 4 on one boot pair.
        ScenarioSettings ab = SuiteSettings.from(Map.of("perf.profile", "quick", "perf.scenarios", "request-2")::get, 1,
                PERFGATE, true).scenarios().get(0);
        assertEquals(Defaults.QUICK_AB_TRIALS, ab.trials());
    }

    @Test
    void eachVariantIsWarmedUpOnceOverTheMixedScenarioAsFastAsItAnswersExceptInTheQuickProfile() {
        ScenarioSettings warmUp = SuiteSettings.from(Map.<String, String>of()::get).variantWarmUp().orElseThrow();

        assertEquals("mixed", warmUp.scenario());
        assertEquals(Defaults.VARIANT_WARM_UP, warmUp.warmUp());
        assertEquals(LoadModel.CLOSED, warmUp.forWarmUp().model());
        assertEquals(Defaults.WARM_UP_USERS, warmUp.forWarmUp().users());
        assertEquals(Defaults.WARM_UP_USERS, warmUp.forWarmUp().connections(), "a connection per warm-up user");
        assertTrue(SuiteSettings.from(Map.of("perf.profile", "quick")::get).variantWarmUp().isEmpty());
        assertTrue(SuiteSettings.from(Map.of("perf.variantWarmup", "0")::get).variantWarmUp().isEmpty());
    }

    @Test
    void theOpenModelSharesItsConnectionsAndAnExplicitCountWins() {
        SuiteSettings s = SuiteSettings.from(Map.of("perf.scenarios", "request-1, request-2", "perf.model", "open",
                "perf.scenario.request-2.connections", "4")::get);

        assertEquals(Defaults.OPEN_CONNECTIONS, s.scenarios().get(0).connections());
        assertEquals(4, s.scenarios().get(1).connections());
    }

    @Test
    void warmUpUsersZeroWarmsUpWithTheMeasuredModel() {
        ScenarioSettings s = SuiteSettings.from(Map.of("perf.scenarios", "request-2", "perf.warmupUsers", "0")::get).scenarios().get(0);

        // The measured model and load; only a warm-up request may wait longer for its answer.
        assertEquals(s.withRequestTimeout(ScenarioSettings.WARM_UP_REQUEST_TIMEOUT), s.forWarmUp());
        assertEquals(ScenarioSettings.REQUEST_TIMEOUT, s.requestTimeout());
    }

    @Test
    void theSessionPoolCoversABurstOfArrivals() {
        ScenarioSettings s = SuiteSettings.from(Map.of("perf.scenarios", "request-2", "perf.rate", "5000")::get).scenarios().get(0);

        assertEquals(1000, s.maxSessions(), "0.2 s of arrivals at 5000/s");
    }

    @Test
    void aBrokenSettingSaysWhatWasExpected() {
        IllegalArgumentException profile = assertThrows(IllegalArgumentException.class,
                () -> SuiteSettings.from(Map.of("perf.profile", "fast")::get));
        IllegalArgumentException model = assertThrows(IllegalArgumentException.class,
                () -> SuiteSettings.from(Map.of("perf.model", "half-open")::get));

        assertEquals("-Dperf.profile: expected default or quick, found 'fast'", profile.getMessage());
        assertEquals("-Dperf.model: expected open, closed, ramp or once, found 'half-open'", model.getMessage());
    }

    @Test
    void aBrokenScenarioSettingNamesTheKeyThatHoldsIt() {
        IllegalArgumentException own = assertThrows(IllegalArgumentException.class, () -> SuiteSettings.from(Map.of(
                "perf.scenarios", "request-2", "perf.trials", "3", "perf.scenario.request-2.trials", "0")::get));
        IllegalArgumentException shared = assertThrows(IllegalArgumentException.class, () -> SuiteSettings.from(Map.of(
                "perf.scenarios", "request-2", "perf.trial", "soon")::get));

        assertEquals("-Dperf.scenario.request-2.trials: expected a whole number >= 1, found '0'", own.getMessage());
        assertEquals("-Dperf.trial: expected a duration >= 0 such as 5s, 1500ms, 2.5 (seconds) or PT5S, found 'soon'",
                shared.getMessage());
    }

    @Test
    void aVariantOrScenarioTheDescriptionDoesNotDeclareIsNamedWithTheDeclaredOnes() {
        IllegalArgumentException variant = assertThrows(IllegalArgumentException.class,
                () -> SuiteSettings.from(Map.of("perf.variants", "platform-jackson")::get));
        IllegalArgumentException scenario = assertThrows(IllegalArgumentException.class,
                () -> SuiteSettings.from(Map.of("perf.scenarios", "request-3")::get));

        assertEquals("perf.variants: required variants of " + PERFGATE.file() + " (platform-own, platform-gson, virtual-own, "
                + "virtual-gson), actual: 'platform-jackson'", variant.getMessage());
        assertEquals("perf.scenarios: required scenarios of " + PERFGATE.file() + " (request-1, request-2, cache-crud, mixed, "
                + "cache-key-validation, cache-entry-validation, cache-groups, cache-prefill, "
                + "cache-echo), actual: 'request-3'", scenario.getMessage());
    }

    @Test
    void anotherSystemBringsItsOwnVariantsScenariosAndWarmUp() {
        SuiteSettings s = SuiteSettings.from(Map.<String, String>of()::get, 1, Systems.wiremock());

        assertEquals(List.of("sync", "async"), s.variants().stream().map(v -> v.name()).toList());
        assertEquals(List.of("get-json", "post-match"), s.scenarios().stream().map(ScenarioSettings::scenario).toList());
        assertEquals("post-match", s.variantWarmUp().orElseThrow().scenario());
    }
}
