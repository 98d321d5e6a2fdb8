package io.perfgate.perf.profile;

import io.perfgate.perf.property.PropertyException;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProfileSettingsTest {
    @Test
    void byDefaultOnlyARegressedPairIsProfiledForTenSecondsAWindow() {
        ProfileSettings settings = ProfileSettings.from(Map.<String, String>of()::get);
        assertEquals(ProfileSettings.When.REGRESSED, settings.when());
        assertEquals(Duration.ofSeconds(10), settings.window());
    }

    @Test
    void theWhenAndTheWindowAreReadFromTheirProperties() {
        ProfileSettings settings = ProfileSettings.from(Map.of("perf.jfr", "always", "perf.jfr.window", "3s")::get);
        assertEquals(ProfileSettings.When.ALWAYS, settings.when());
        assertEquals(Duration.ofSeconds(3), settings.window());
        assertEquals(ProfileSettings.When.OFF, ProfileSettings.from(Map.of("perf.jfr", "off")::get).when());
    }

    @Test
    void anUnknownWhenIsRefusedNamingTheProperty() {
        PropertyException e = assertThrows(PropertyException.class,
                () -> ProfileSettings.from(Map.of("perf.jfr", "sometimes")::get));
        assertTrue(e.getMessage().contains("perf.jfr") && e.getMessage().contains("sometimes"), e.getMessage());
    }

    @Test
    void aWindowUnderASecondIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ProfileSettings.from(Map.of("perf.jfr.window", "200ms")::get));
        assertTrue(e.getMessage().contains("perf.jfr.window"), e.getMessage());
    }

    @Test
    void theRecordingHasOnlyTheCpuAndAllocationSamples() {
        Map<String, String> events = ProfileSettings.eventSettings();
        assertEquals("1 ms", events.get("jdk.ExecutionSample#period"));
        assertEquals("true", events.get("jdk.ObjectAllocationSample#enabled"));
        assertTrue(events.keySet().stream().allMatch(k -> k.startsWith("jdk.ExecutionSample#")
                || k.startsWith("jdk.ObjectAllocationSample#")), events.toString());
    }
}
