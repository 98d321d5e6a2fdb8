package io.perfgate.server.json;

import io.perfgate.server.api.ApiKey;
import io.perfgate.server.api.CacheEntry;
import io.perfgate.server.api.CacheValue;
import io.perfgate.server.api.ErrorBody;
import io.perfgate.server.api.Feed;
import io.perfgate.server.api.FeedRequest;
import io.perfgate.server.api.Health;
import io.perfgate.server.api.Messages;
import io.perfgate.server.api.Publication;
import io.perfgate.server.api.PublicationRequest;
import io.perfgate.server.json.Samples.Item;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static io.perfgate.server.json.Samples.utf8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The own writer: compact, component order, Gson's escaping and number format; and round trips. */
class OwnCodecWriteTest {
    private final JsonCodec own = JsonCodec.named("own");

    private String write(Object value) {
        return new String(own.write(value), StandardCharsets.UTF_8);
    }

    static Stream<Arguments> apiRecords() {
        return Stream.of(
                Arguments.of(new PublicationRequest("u-1", "hello"), "{\"userUUID\":\"u-1\",\"text\":\"hello\"}"),
                Arguments.of(new Publication("u-1", 7, "hello"), "{\"userUUID\":\"u-1\",\"publicationID\":7,\"text\":\"hello\"}"),
                Arguments.of(new FeedRequest("u-1"), "{\"userUUID\":\"u-1\"}"),
                Arguments.of(new CacheValue("v"), "{\"value\":\"v\"}"),
                Arguments.of(new CacheEntry("k", "v"), "{\"key\":\"k\",\"value\":\"v\"}"),
                Arguments.of(new ApiKey("a"), "{\"apiKey\":\"a\"}"),
                Arguments.of(new ErrorBody("bad"), "{\"error\":\"bad\"}"),
                Arguments.of(new Health("ok", "virtual-own"), "{\"status\":\"ok\",\"variant\":\"virtual-own\"}"),
                Arguments.of(new Feed("u", 3, List.of(new Feed.FeedItem(1, "a", "t", "s", List.of("x", "y"), 2, 0.5, true)),
                                List.of(new Feed.Suggestion("v", "n", 4))),
                        "{\"userUUID\":\"u\",\"generation\":3,\"items\":[{\"id\":1,\"author\":\"a\",\"title\":\"t\","
                                + "\"summary\":\"s\",\"tags\":[\"x\",\"y\"],\"likes\":2,\"score\":0.5,\"pinned\":true}],"
                                + "\"suggestions\":[{\"userUUID\":\"v\",\"name\":\"n\",\"mutualFollowers\":4}]}"));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("apiRecords")
    void anApiRecordIsWrittenCompactInComponentOrder(Object record, String json) {
        assertEquals(json, write(record));
    }

    @Test
    void aNullComponentIsOmittedAsGsonOmitsIt() {
        assertEquals("{\"publicationID\":1}", write(new Publication(null, 1, null)));
    }

    @Test
    void nullElementsOfAListAreWrittenAndNullMapValuesOmitted() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("a", null);
        map.put("b", Arrays.asList("x", null));
        assertEquals("{\"b\":[\"x\",null]}", write(map));
    }

    static Stream<Arguments> escapes() {
        return Stream.of(
                Arguments.of("\"", "\"\\\"\""),
                Arguments.of("\\", "\"\\\\\""),
                Arguments.of("/", "\"/\""),
                Arguments.of("\b\f\n\r\t", "\"\\b\\f\\n\\r\\t\""),
                Arguments.of("\u0000\u0001\u001f", "\"\\u0000\\u0001\\u001f\""),
                Arguments.of("\u007f", "\"\u007f\""),
                Arguments.of("<>&='", "\"<>&='\""),
                Arguments.of("\u2028\u2029", "\"\\u2028\\u2029\""),
                Arguments.of("\u00e9\u20ac\ud83d\ude00", "\"\u00e9\u20ac\ud83d\ude00\""),
                Arguments.of("a\ud800b", "\"a?b\""),
                Arguments.of("\udc00", "\"?\""),
                Arguments.of("\ud83d", "\"?\""));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("escapes")
    void aStringIsEscapedAsGsonEscapesIt(String value, String json) {
        assertEquals(json, write(value));
    }

    static Stream<Arguments> numbers() {
        return Stream.of(
                Arguments.of(0L, "0"), Arguments.of(-7L, "-7"), Arguments.of(Long.MIN_VALUE, "-9223372036854775808"),
                Arguments.of(Long.MAX_VALUE, "9223372036854775807"), Arguments.of(Integer.MIN_VALUE, "-2147483648"),
                Arguments.of(1.0, "1.0"), Arguments.of(-0.0, "-0.0"), Arguments.of(0.1, "0.1"),
                Arguments.of(1e20, "1.0E20"), Arguments.of(1e-5, "1.0E-5"), Arguments.of(12345678.0, "1.2345678E7"),
                Arguments.of(Double.MIN_VALUE, "4.9E-324"), Arguments.of(true, "true"), Arguments.of(false, "false"));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("numbers")
    void numbersAndBooleansAreWrittenAsGsonWritesThem(Object value, String json) {
        assertEquals(json, write(value));
    }

    @Test
    void nullAtTheTopLevelIsWrittenAsNull() {
        assertEquals("null", write(null));
    }

    @Test
    void aNonFiniteDoubleIsRejected() {
        for (double value : new double[] {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
            JsonException e = assertThrows(JsonException.class,
                    () -> own.write(new Item("a", 0, 0, value, false, null, null, null, null)));
            assertEquals("expected a finite number to write but found " + value + " (JSON has no NaN or infinities)",
                    e.getMessage());
        }
    }

    @Test
    void aFeedSurvivesARoundTrip() {
        Feed feed = Messages.feed();
        byte[] json = own.write(feed);
        assertEquals(feed, own.read(json, Feed.class));
        assertArrayEquals(json, own.write(own.read(json, Feed.class)));
    }

    @Test
    void theRepresentativeFeedIsAboutFiveKilobytes() {
        int size = own.write(Messages.feed()).length;
        assertEquals(true, size >= 4_500 && size <= 5_500, "size " + size);
    }

    @Test
    void everyStringSurvivesARoundTrip() {
        StringBuilder all = new StringBuilder();
        for (int c = 0; c < 0x3000; c++) {
            if (!Character.isSurrogate((char) c)) {
                all.append((char) c);
            }
        }
        all.append("\ud83d\ude00\udbff\udfff");
        Item item = new Item(all.toString(), 1, 2, 3.5, true, 4, List.of(all.toString()), Map.of(all.toString(), 5), null);
        assertEquals(item, own.read(own.write(item), Item.class));
        assertEquals(item, own.read(utf8(write(item)), Item.class));
    }
}
