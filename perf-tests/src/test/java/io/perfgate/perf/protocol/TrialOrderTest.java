package io.perfgate.perf.protocol;

import io.perfgate.perf.protocol.TrialOrder.Kind;
import io.perfgate.perf.protocol.TrialOrder.Side;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TrialOrderTest {
    @Test
    void abbaAlternatesWhichSideGoesFirst() {
        TrialOrder order = TrialOrder.of(Kind.ABBA, 0, 5);

        assertEquals("AB BA AB BA AB", order.sequence());
        assertEquals(List.of(Side.REFERENCE, Side.CANDIDATE), order.pair(0));
        assertEquals(List.of(Side.CANDIDATE, Side.REFERENCE), order.pair(1));
        assertEquals("order ABBA", order.describe());
    }

    @ParameterizedTest(name = "{0}, {1} pairs, seed {2}")
    @CsvSource({"ABBA, 1, 0", "ABBA, 4, 0", "ABBA, 5, 0", "RANDOM, 2, 1", "RANDOM, 5, 1", "RANDOM, 6, 7", "RANDOM, 9, 123",
            "RANDOM, 20, 42"})
    void eitherSideGoesFirstEquallyOftenGiveOrTakeOne(Kind kind, int pairs, long seed) {
        TrialOrder order = TrialOrder.of(kind, seed, pairs);

        long referenceFirst = order.firsts().stream().filter(side -> side == Side.REFERENCE).count();

        assertEquals(pairs, order.pairs());
        assertEquals((pairs + 1) / 2, referenceFirst, order.sequence());
        IntStream.range(0, pairs).forEach(i -> assertEquals(2, order.pair(i).stream().distinct().count()));
    }

    @Test
    void theRandomOrderIsDeterminedByItsSeedWhichItPrints() {
        TrialOrder once = TrialOrder.of(Kind.RANDOM, 42, 20);
        TrialOrder again = TrialOrder.of(Kind.RANDOM, 42, 20);

        assertEquals(once, again);
        assertEquals("order random balanced (seed 42)", once.describe());
        assertNotEquals(once.sequence(), TrialOrder.of(Kind.RANDOM, 43, 20).sequence());
        assertNotEquals(TrialOrder.of(Kind.ABBA, 0, 20).sequence(), once.sequence());
    }

    @Test
    void noPairsIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> TrialOrder.of(Kind.ABBA, 0, 0));
    }

    @Test
    void theKindIsReadAsWrittenInTheProperty() {
        assertEquals(Kind.ABBA, Kind.parse("abba"));
        assertEquals(Kind.RANDOM, Kind.parse(" Random "));
        assertEquals(Kind.DUET, Kind.parse("duet"));
        assertEquals(Kind.LOCKSTEP, Kind.parse("LOCKSTEP"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Kind.parse("abab"));
        assertTrue(e.getMessage().contains("actual: 'abab'"));
    }
}
