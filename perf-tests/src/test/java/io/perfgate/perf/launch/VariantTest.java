package io.perfgate.perf.launch;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class VariantTest {
    @Test
    void allFourVariantsInAFixedOrder() {
        assertEquals(List.of("platform-own", "platform-gson", "virtual-own", "virtual-gson"),
                Variant.all().stream().map(Variant::name).toList());
    }

    @Test
    void aVariantBecomesTheServerFlags() {
        assertEquals(List.of("--threads=virtual", "--json=gson"), Variant.parse(" Virtual-GSON ").serverArgs());
    }

    @ParameterizedTest
    @ValueSource(strings = {"virtual", "virtual-jackson", "green-gson", "platform-own-x"})
    void anUnknownVariantSaysWhatIsExpected(String name) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Variant.parse(name));
        assertTrue(e.getMessage().contains("actual"), e.getMessage());
    }
}
