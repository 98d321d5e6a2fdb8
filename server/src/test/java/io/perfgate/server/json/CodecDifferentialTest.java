package io.perfgate.server.json;

import io.perfgate.server.api.Feed;
import io.perfgate.server.api.FeedRequest;
import io.perfgate.server.api.Messages;
import io.perfgate.server.api.PublicationRequest;
import io.perfgate.server.json.Samples.Item;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.Arrays;
import java.util.stream.Stream;

import static io.perfgate.server.json.Samples.bytes;
import static io.perfgate.server.json.Samples.nested;
import static io.perfgate.server.json.Samples.utf8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The same inputs through both codecs: same accept or reject, same values, same written bytes. Only a
 * {@link JsonException} may signal a rejection; any other exception fails the test.
 */
class CodecDifferentialTest {
    private static final JsonCodec OWN = JsonCodec.named("own");
    private static final JsonCodec GSON = JsonCodec.named("gson");

    /** Accepted with a value, or rejected (the message is kept for the failure report only). */
    private record Outcome(boolean accepted, Object value, String message) {
        static Outcome of(JsonCodec codec, byte[] document, Class<?> type) {
            try {
                return new Outcome(true, codec.read(document, type), null);
            } catch (JsonException e) {
                return new Outcome(false, null, e.getMessage());
            }
        }
    }

    static Stream<Arguments> documents() {
        Stream<Arguments> grammar = Stream.concat(OwnCodecGrammarTest.validDocuments(), OwnCodecGrammarTest.invalidDocuments())
                .map(a -> Arguments.of(a.get()[0], utf8((String) a.get()[1]), Object.class));
        Stream<Arguments> encoding = OwnCodecGrammarTest.invalidUtf8()
                .map(a -> Arguments.of(a.get()[0], bytes((String) a.get()[1]), Object.class));
        Stream<Arguments> mapping = Stream.concat(OwnCodecMappingTest.mismatches(), OwnCodecMappingTest.duplicates())
                .map(a -> Arguments.of(a.get()[0], utf8((String) a.get()[0]), Item.class));
        Stream<Arguments> more = Stream.of(
                Arguments.of("y_item", utf8("{\"name\":\"a\",\"count\":3,\"id\":-9,\"score\":2.5,\"on\":true,\"boxed\":7,"
                        + "\"tags\":[\"x\",null],\"extra\":{\"k\":1},\"child\":{\"name\":\"c\",\"score\":-0}}"), Item.class),
                Arguments.of("y_item_empty", utf8("{}"), Item.class),
                Arguments.of("y_item_nulls", utf8("{\"name\":null,\"boxed\":null,\"tags\":null,\"extra\":null}"), Item.class),
                Arguments.of("y_item_unknown_members", utf8("{\"x\":{\"y\":[1,{\"z\":null}],\"w\":1e400},\"name\":\"a\"}"), Item.class),
                Arguments.of("y_item_whole_numbers", utf8("{\"count\":1e2,\"id\":1.0,\"score\":1E-2}"), Item.class),
                Arguments.of("y_item_escaped_name", utf8("{\"n\\u0061me\":\"\\u00e9\\ud83d\\ude00\"}"), Item.class),
                Arguments.of("y_item_limits", utf8("{\"count\":-2147483648,\"id\":9223372036854775807}"), Item.class),
                Arguments.of("y_bom", bytes("<EFBBBF>{}"), Item.class),
                Arguments.of("n_lone_surrogate_in_ignored_member", utf8("{\"x\":\"\\uDC00\"}"), Item.class),
                Arguments.of("n_lone_surrogate_in_ignored_name", utf8("{\"x\":{\"\\uD800\":1}}"), Item.class),
                Arguments.of("n_lone_surrogate_in_name", utf8("{\"\\uD800\":1}"), Item.class),
                Arguments.of("n_lone_surrogate_in_map_key", utf8("{\"extra\":{\"\\uD800\":1}}"), Item.class),
                Arguments.of("n_invalid_utf8_in_ignored_member", bytes("{\"x\":\"<EDA080>\"}"), Item.class),
                Arguments.of("n_map_as_array_of_pairs", utf8("{\"extra\":[[\"k\",1]]}"), Item.class),
                Arguments.of("y_number_literal_at_length_limit", utf8("{\"count\":1." + "0".repeat(JsonNumbers.MAX_LITERAL - 2) + "}"), Item.class),
                Arguments.of("n_int_literal_too_long", utf8("{\"count\":1." + "0".repeat(JsonNumbers.MAX_LITERAL - 1) + "}"), Item.class),
                Arguments.of("n_double_literal_too_long", utf8("{\"score\":1." + "0".repeat(JsonNumbers.MAX_LITERAL - 1) + "}"), Item.class),
                Arguments.of("n_untyped_literal_too_long", utf8("[1." + "0".repeat(JsonNumbers.MAX_LITERAL - 1) + "]"), Object.class),
                Arguments.of("n_ignored_literal_too_long", utf8("{\"x\":1." + "0".repeat(JsonNumbers.MAX_LITERAL - 1) + "}"), Item.class),
                Arguments.of("n_ignored_literal_far_too_long", utf8("{\"x\":1." + "0".repeat(5000) + "}"), Item.class),
                Arguments.of("n_int_from_string", utf8("{\"count\":\"1\"}"), Item.class),
                Arguments.of("n_trailing_garbage_after_record", utf8("{} x"), Item.class),
                Arguments.of("n_second_record", utf8("{}{}"), Item.class),
                Arguments.of("n_empty_for_record", utf8(""), Item.class),
                Arguments.of("n_far_too_deep", utf8("[".repeat(100_000)), Object.class),
                Arguments.of("n_far_too_deep_in_ignored_member", utf8("{\"x\":" + "{\"a\":".repeat(100_000)), Item.class),
                Arguments.of("n_too_deep_record", utf8("{\"x\":" + nested(JsonInput.MAX_DEPTH) + "}"), Item.class),
                Arguments.of("y_deep_record", utf8("{\"x\":" + nested(JsonInput.MAX_DEPTH - 1) + "}"), Item.class),
                Arguments.of("y_request_1", utf8(Messages.REQUEST_1), PublicationRequest.class),
                Arguments.of("n_request_1_number_text", utf8("{\"userUUID\":\"u\",\"text\":42}"), PublicationRequest.class),
                Arguments.of("y_request_2", utf8(Messages.REQUEST_2), FeedRequest.class),
                Arguments.of("y_feed", OWN.write(Messages.feed()), Feed.class));
        return Stream.of(grammar, encoding, mapping, more, largeIntegers()).flatMap(s -> s);
    }

    /**
     * Integers whose leading digits reach a multiple of 2^64 before their last digit, which Gson 2.13
     * refuses by itself (google/gson#3034), where every JSON value may stand.
     */
    private static Stream<Arguments> largeIntegers() {
        String tenTo65 = "1" + "0".repeat(65);
        String twoTo64Then0 = "184467440737095516160";
        String atLimit = "1" + "0".repeat(JsonNumbers.MAX_LITERAL - 1);
        return Stream.of(
                Arguments.of("y_10e65_digits_untyped", utf8("[" + tenTo65 + "]"), Object.class),
                Arguments.of("y_10e65_digits_negative_untyped", utf8("[-" + tenTo65 + "]"), Object.class),
                Arguments.of("y_10e65_digits_at_top", utf8(tenTo65), Object.class),
                Arguments.of("y_2e64_then_0_with_fraction_and_exponent", utf8("[" + twoTo64Then0 + ".25e-7]"), Object.class),
                Arguments.of("y_10e65_digits_double", utf8("{\"score\":" + tenTo65 + "}"), Item.class),
                Arguments.of("y_10e65_digits_ignored", utf8("{\"x\":[" + tenTo65 + "],\"name\":\"a\"}"), Item.class),
                Arguments.of("y_10e65_digits_in_map_value_untyped", utf8("{\"any\":{\"k\":" + tenTo65 + "}}"), Samples.Untyped.class),
                Arguments.of("y_10e65_digits_beside_a_string_of_digits", utf8("[\"" + tenTo65 + "\"," + tenTo65 + "]"), Object.class),
                Arguments.of("y_affected_literal_at_length_limit", utf8("{\"x\":" + atLimit + "}"), Item.class),
                Arguments.of("n_10e65_digits_int", utf8("{\"count\":" + tenTo65 + "}"), Item.class),
                Arguments.of("n_2e64_then_0_long", utf8("{\"id\":" + twoTo64Then0 + "}"), Item.class),
                Arguments.of("n_10e65_digits_string", utf8("{\"name\":" + tenTo65 + "}"), Item.class),
                Arguments.of("n_10e65_digits_then_garbage", utf8("[" + tenTo65 + ",]"), Object.class),
                Arguments.of("n_10e65_digits_huge_exponent_double", utf8("{\"score\":" + tenTo65 + "e400}"), Item.class),
                Arguments.of("n_affected_literal_over_length_limit", utf8("{\"x\":" + atLimit + "0}"), Item.class));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("documents")
    void bothCodecsAcceptOrRejectAlikeAndReadTheSameValue(String name, byte[] document, Class<?> type) {
        Outcome own = Outcome.of(OWN, document, type);
        Outcome gson = Outcome.of(GSON, document, type);
        assertEquals(own.accepted(), gson.accepted(), () -> "own: " + own + "\ngson: " + gson);
        assertEquals(own.value(), gson.value());
        if (own.accepted()) {
            assertArrayEquals(OWN.write(own.value()), GSON.write(gson.value()), "written bytes differ");
        }
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("io.perfgate.server.json.OwnCodecWriteTest#apiRecords")
    void bothCodecsWriteTheSameBytesForEveryApiRecord(Object record, String json) {
        assertArrayEquals(utf8(json), GSON.write(record));
        assertArrayEquals(OWN.write(record), GSON.write(record));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource({"io.perfgate.server.json.OwnCodecWriteTest#escapes", "io.perfgate.server.json.OwnCodecWriteTest#numbers"})
    void bothCodecsWriteTheSameBytesForStringsAndNumbers(Object value, String json) {
        assertArrayEquals(OWN.write(value), GSON.write(value));
    }

    @Test
    void bothCodecsWriteTheSameFeed() {
        assertArrayEquals(OWN.write(Messages.feed()), GSON.write(Messages.feed()));
        assertEquals(Messages.feed(), GSON.read(OWN.write(Messages.feed()), Feed.class));
    }

    @Test
    void bothCodecsRejectANonFiniteDoubleWhenWriting() {
        Item item = new Item("a", 0, 0, Double.NaN, false, null, null, null, null);
        for (String name : Arrays.asList("own", "gson")) {
            JsonCodec codec = JsonCodec.named(name);
            org.junit.jupiter.api.Assertions.assertThrows(JsonException.class, () -> codec.write(item), name);
        }
    }
}
