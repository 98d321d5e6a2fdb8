package io.perfgate.perf.launch;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ExitStatusTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "0|exited with code 0",
            "1|exited with code 1",
            "128|exited with code 128",
            "137|exited with code 137 (killed by signal 9, SIGKILL: killed from outside, by a person, a script or the kernel's out-of-memory killer)",
            "143|exited with code 143 (killed by signal 15, SIGTERM: asked to stop from outside)",
            "130|exited with code 130 (killed by signal 2)",
            "255|exited with code 255"})
    void anExitCodeAbove128NamesTheSignal(long code, String words) {
        assertEquals(words, ExitStatus.describe(code));
    }
}
