package io.perfgate.perf.host;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

class CpuAffinityTest {
    @ParameterizedTest(name = "server on ''{0}'' of {1} cores leaves ''{2}''")
    @CsvSource({"1, 2, 0", "1, 4, '0,2,3'", "2-3, 4, '0,1'", "'0,1', 2, ''", "'', 2, ''", "0, 1, ''"})
    void theGeneratorGetsTheCoresTheServerDoesNotHave(String server, int cores, String generator) {
        assertEquals(generator, CpuAffinity.complement(server, cores));
    }
}
