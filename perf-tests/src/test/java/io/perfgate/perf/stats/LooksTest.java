package io.perfgate.perf.stats;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LooksTest {
    private static final double ALPHA = 0.01 / 9;

    @Test
    void twelvePairsOnTwoBootPairsAreLookedAtAfterSixEightAndTwelve() {
        Looks looks = Looks.of(12, 2);

        assertEquals(List.of(6, 8, 12), looks.at());
        assertTrue(looks.sequential());
        assertEquals(2, looks.earlyLooks());
        assertEquals("after 6, 8 and 12 pairs", looks.describe());
    }

    @Test
    void theFirstLookLeavesFourDegreesOfFreedomWithinTheBootPairs() {
        assertEquals(List.of(5, 6, 7, 8, 12), Looks.of(12, 1).at(), "5 pairs in 1 block: 4 degrees of freedom");
        assertEquals(List.of(9, 12, 15, 18, 27), Looks.of(27, 3).at(), "9 pairs in 3 blocks: 6, the first full round past 4");
        assertEquals(List.of(6, 8, 10, 12, 14, 16, 24), Looks.of(24, 2).at());
    }

    @Test
    void tooFewPairsForAnEarlyLookAreTheFixedDesign() {
        Looks quick = Looks.of(4, 1);

        assertEquals(List.of(4), quick.at());
        assertFalse(quick.sequential());
        assertEquals(ALPHA, quick.level(ALPHA, 4), "one look judges at the whole alpha");
        assertEquals(Looks.fixed(6), Looks.of(6, 2));
    }

    @Test
    void theLooksSpendTheWholeAlphaAndTheEarlyOnesAlmostNothing() {
        Looks looks = Looks.of(12, 2);

        double sum = looks.at().stream().mapToDouble(n -> looks.level(ALPHA, n)).sum();
        assertEquals(ALPHA, sum, 1e-15, "by the union bound the false-alarm rate over all looks stays below alpha");
        assertTrue(looks.level(ALPHA, 6) < 0.01 * ALPHA, String.valueOf(looks.level(ALPHA, 6)));
        assertTrue(looks.level(ALPHA, 8) < 0.1 * ALPHA, String.valueOf(looks.level(ALPHA, 8)));
        assertTrue(looks.level(ALPHA, 12) > 0.9 * ALPHA, "the last look keeps most of alpha: " + looks.level(ALPHA, 12));
    }

    @Test
    void theSpendingFunctionIsOBrienFlemingsOfLanAndDeMets() {
        // 2 - 2 Phi(z(alpha / 2) / sqrt(t)) for alpha 0.05 at t = 0.5: z(0.025) = 1.95996, / sqrt(0.5) = 2.77180.
        assertEquals(2 * 0.0027873, Looks.spent(0.05, 0.5), 1e-6);
        assertEquals(0.05, Looks.spent(0.05, 1), 1e-15);
        assertEquals(0, Looks.spent(0.05, 0));
    }

    @Test
    void aRunCutShortBetweenLooksIsJudgedAtWhatItSpentSinceTheLookBefore() {
        Looks looks = Looks.of(12, 2);

        assertEquals(Looks.spent(ALPHA, 10 / 12.0) - Looks.spent(ALPHA, 8 / 12.0), looks.level(ALPHA, 10), 1e-18);
        assertEquals(Looks.spent(ALPHA, 3 / 12.0), looks.level(ALPHA, 3), 1e-18);
    }

    @Test
    void aPassSettlesAtAnEarlyLookOnlyWithinTheFutilityErrorSplitOverThem() {
        assertEquals(Looks.FUTILITY_ERROR / 2, Looks.of(12, 2).futilityLevel(), 1e-15);
        assertEquals(Looks.FUTILITY_ERROR, Looks.of(4, 1).futilityLevel(), 1e-15);
    }

    @Test
    void looksMustAscendToTheCap() {
        assertThrows(IllegalArgumentException.class, () -> new Looks(List.of(6, 8), 12));
        assertThrows(IllegalArgumentException.class, () -> new Looks(List.of(8, 6, 12), 12));
        assertThrows(IllegalArgumentException.class, () -> Looks.of(0, 2));
        assertThrows(IllegalArgumentException.class, () -> Looks.of(12, 2).level(Double.NaN, 6));
    }
}
