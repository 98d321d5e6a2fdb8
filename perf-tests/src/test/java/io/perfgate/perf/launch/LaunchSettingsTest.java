package io.perfgate.perf.launch;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

class LaunchSettingsTest {
    @ParameterizedTest(name = "{0} = {1} bytes")
    @CsvSource({"0, 0", "1048576, 1048576", "512m, 536870912", "1g, 1073741824", "64K, 65536"})
    void memorySizesReadWithUnits(String text, long bytes) {
        assertEquals(bytes, LaunchSettings.parseBytes(text));
    }
}
