package io.perfgate.server.json;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.math.BigDecimal;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The rewrite of the large integers Gson 2.13 refuses (google/gson#3034); both codecs are compared in CodecDifferentialTest. */
class GsonLargeIntegersTest {

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({
            "1, false",
            "18446744073709551616, false",   // 2^64 itself: its last digit makes the multiple, nothing follows it
            "184467440737095516160, true",   // 2^64, then a digit
            "184467440737095516161, true",
            "36893488147419103232, false",   // 2^65
            "368934881474191032320, true",
            "99999999999999999999999999999, false"})
    void gsonRefusesDigitsWhoseLeadingPartIsAMultipleOfTwoToThe64(String digits, boolean refused) {
        assertEquals(refused, GsonLargeIntegers.refusedByGson(digits));
    }

    @Test
    void oneFollowedBy65ZerosIsRefusedAnd64AreNot() {
        assertEquals(true, GsonLargeIntegers.refusedByGson("1" + "0".repeat(65)));
        assertEquals(false, GsonLargeIntegers.refusedByGson("1" + "0".repeat(64)));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "[184467440737095516160]|[1.84467440737095516160e20]",
            "{\"a\":-184467440737095516160.5e-3}|{\"a\":-1.844674407370955161605e17}",
            "[184467440737095516160E+2, 1]|[1.84467440737095516160e22, 1]"})
    void anAffectedLiteralBecomesTheSameNumberWithOneIntegerDigit(String document, String rewritten) {
        assertEquals(Optional.of(rewritten), GsonLargeIntegers.rewrite(document));
        String before = document.replaceAll("[^0-9eE.+-]", " ").trim().split(" ")[0];
        String after = rewritten.replaceAll("[^0-9eE.+-]", " ").trim().split(" ")[0];
        assertEquals(0, new BigDecimal(before).compareTo(new BigDecimal(after)));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "[1, 2.5, 1e400]",
            "[\"184467440737095516160\"]",          // in a string: text, not a number
            "[\"\\\" 184467440737095516160\"]",     // after an escaped quote, still in the string
            "[0184467440737095516160]"})            // a leading zero: refused for that, by both codecs
    void aDocumentWithoutAnAffectedNumberIsLeftAlone(String document) {
        assertEquals(Optional.empty(), GsonLargeIntegers.rewrite(document));
    }

    @Test
    void aDocumentWithAnOverlongLiteralIsLeftAloneForBothCodecsToRefuse() {
        String document = "[184467440737095516160, 1" + "0".repeat(JsonNumbers.MAX_LITERAL) + "]";
        assertEquals(Optional.empty(), GsonLargeIntegers.rewrite(document));
    }
}
