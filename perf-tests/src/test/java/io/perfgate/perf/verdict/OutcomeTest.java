package io.perfgate.perf.verdict;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

class OutcomeTest {

    /** As the reports print them; the summary's readers and its golden files rely on these exact strings. */
    @ParameterizedTest(name = "{0} is {2} {1}")
    @CsvSource(delimiter = ';', value = {
            "PASS; pass; ✅",
            "REGRESSION; regression; ❌",
            "IMPROVEMENT; improvement; 🚀",
            "INVALID; invalid; ⚠️",
            "NO_BASELINE; no baseline; ➖",
            "SETTINGS_CHANGED; settings changed; ⚙️",
            "OTHER_MACHINE; other machine; 🖥️",
            "REPORT_ONLY; report only; ℹ️",
            "NOT_MEASURED; not measured; ➖",
            "INCONCLUSIVE; inconclusive; ❔"})
    void everyOutcomeHasALowerCaseLabelAndOneSymbol(Outcome outcome, String label, String symbol) {
        assertEquals(label, outcome.label());
        assertEquals(symbol, outcome.symbol());
    }
}
