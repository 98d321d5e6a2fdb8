package io.perfgate.perf.run;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ShardsTest {
    @Test
    void everyVariantOfTheDescriptionIsAShardUnlessTheSelectionNarrowsIt() {
        assertEquals(List.of("platform-own", "platform-gson", "virtual-own", "virtual-gson"),
                Shards.variants(Map.of("perf.commit", "0123abcd")::get));
        assertEquals(List.of("virtual-gson", "platform-own"),
                Shards.variants(Map.of("perf.commit", "0123abcd", "perf.variants", "virtual-gson,platform-own")::get));
    }

    @Test
    void aNameTheDescriptionDoesNotDeclareFailsBeforeAnyShardRuns() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Shards.variants(
                Map.of("perf.commit", "0123abcd", "perf.scenarios", "request-9")::get));

        assertTrue(e.getMessage().contains("request-9"), e.getMessage());
    }
}
