package io.perfgate.server.json;

import io.perfgate.server.api.PublicationRequest;
import io.perfgate.server.json.Samples.Item;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.stream.Stream;

import static io.perfgate.server.json.Samples.utf8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What both codecs say when they refuse a document, as the server echoes it in a 400 answer: bounded
 * whatever the size of the name or literal it quotes, and true of what was expected.
 */
class ErrorMessagesTest {
    private static final String MEBI_NAME = "n".repeat(1 << 20);
    /** A message quoting two cut names and a location stays well under this. */
    private static final int BOUND = 400;

    private static String message(String codec, String document, Class<?> type) {
        return assertThrows(JsonException.class, () -> JsonCodec.named(codec).read(utf8(document), type)).getMessage();
    }

    static Stream<Arguments> hugeQuotes() {
        String longLiteral = "9".repeat(JsonNumbers.MAX_LITERAL);
        return Stream.of(
                Arguments.of("duplicate ignored member", "{\"" + MEBI_NAME + "\":1,\"" + MEBI_NAME + "\":2}", Item.class,
                        "found '" + "n".repeat(Excerpt.MAX_CHARS) + "\u2026(1048576 chars)' again"),
                Arguments.of("duplicate untyped member", "{\"" + MEBI_NAME + "\":1,\"" + MEBI_NAME + "\":2}", Object.class,
                        "found '" + "n".repeat(Excerpt.MAX_CHARS) + "\u2026(1048576 chars)' again"),
                Arguments.of("duplicate map key", "{\"extra\":{\"" + MEBI_NAME + "\":1,\"" + MEBI_NAME + "\":2}}", Item.class,
                        "found '" + "n".repeat(Excerpt.MAX_CHARS) + "\u2026(1048576 chars)' again"),
                Arguments.of("huge name in the path of a duplicate", "{\"" + MEBI_NAME + "\":{\"x\":1,\"x\":2}}", Object.class,
                        "path $." + "n".repeat(Excerpt.MAX_CHARS) + "\u2026(1048577 chars)"),
                Arguments.of("huge name in the path of a mismatch", "{\"extra\":{\"" + MEBI_NAME + "\":\"x\"}}", Item.class,
                        "but found a string"),
                Arguments.of("long int literal", "{\"count\":" + longLiteral + "}", Item.class,
                        "but found " + "9".repeat(Excerpt.MAX_CHARS) + "\u2026(1000 chars)"),
                Arguments.of("many dotted names in the path", "{\"" + "a.".repeat(100_000) + "\":{\"x\":1,\"x\":1}}", Object.class,
                        "found 'x' again"));
    }

    @ParameterizedTest(name = "{0} ({3})")
    @MethodSource("quotesPerCodec")
    void aRefusalQuotesAtMostAShortPrefixOfTheDocument(String name, String document, Class<?> type, String codec,
                                                       String expectedPart) {
        String message = message(codec, document, type);
        assertTrue(message.length() < BOUND, () -> message.length() + " chars: " + message.substring(0, BOUND));
        if (expectedPart != null) {
            assertTrue(message.contains(expectedPart), message);
        }
    }

    static Stream<Arguments> quotesPerCodec() {
        return hugeQuotes().flatMap(a -> Stream.of("own", "gson").map(codec ->
                Arguments.of(a.get()[0], a.get()[1], a.get()[2], codec, a.get()[3])));
    }

    static Stream<Arguments> topLevelNull() {
        return Stream.of(
                Arguments.of(PublicationRequest.class, "expected an object but found null"),
                Arguments.of(Item.class, "expected an object but found null"),
                Arguments.of(Object.class, "expected an object, array, string, number or boolean but found null"),
                Arguments.of(String.class, "expected a string but found null"),
                Arguments.of(Integer.class, "expected " + JsonNumbers.INT + " but found null"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("topLevelNull")
    void aTopLevelNullIsRefusedAsNotWhatTheTypeExpects(Class<?> type, String expected) {
        assertEquals(expected + " at line 1 column 1 path $", message("own", "null", type));
        // Gson places its errors after the token.
        assertEquals(expected + " at line 1 column 5 path $", message("gson", "null", type));
    }

    @ParameterizedTest
    @ValueSource(strings = {"own", "gson"})
    void anEmptyDocumentIsAMissingValueNotANull(String codec) {
        assertTrue(message(codec, " ", PublicationRequest.class).startsWith("expected a value but found end of input"));
    }
}
