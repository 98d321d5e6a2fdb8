package io.perfgate.server.json;

import io.perfgate.server.api.Messages;
import io.perfgate.server.json.Samples.Holder;
import io.perfgate.server.json.Samples.Item;
import io.perfgate.server.json.Samples.Untyped;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static io.perfgate.server.json.Samples.bytes;
import static io.perfgate.server.json.Samples.utf8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Mapping JSON to records the way Gson maps them, and the own codec's type errors. */
class OwnCodecMappingTest {
    private final JsonCodec own = JsonCodec.named("own");

    private Item item(String json) {
        return own.read(utf8(json), Item.class);
    }

    @Test
    void everyComponentKindIsMappedByName() {
        Item item = item("""
                {"name":"a","count":3,"id":9007199254740993,"score":2.5,"on":true,"boxed":7,
                 "tags":["x","y"],"extra":{"k":1,"l":2},"child":{"name":"c"}}""");
        Map<String, Integer> extra = new LinkedHashMap<>();
        extra.put("k", 1);
        extra.put("l", 2);
        assertEquals(new Item("a", 3, 9007199254740993L, 2.5, true, 7, List.of("x", "y"), extra,
                new Item("c", 0, 0, 0.0, false, null, null, null, null)), item);
    }

    @Test
    void membersMayComeInAnyOrder() {
        assertEquals(item("{\"name\":\"a\",\"count\":1}"), item("{\"count\":1,\"name\":\"a\"}"));
    }

    @Test
    void anAbsentMemberLeavesReferencesNullAndPrimitivesZero() {
        assertEquals(new Item(null, 0, 0L, 0.0, false, null, null, null, null), item("{}"));
    }

    @Test
    void nullLeavesAReferenceComponentNull() {
        assertEquals(new Item(null, 0, 0L, 0.0, false, null, null, null, null),
                item("{\"name\":null,\"boxed\":null,\"tags\":null,\"extra\":null,\"child\":null}"));
    }

    @Test
    void unknownMembersAreIgnoredWhateverTheirValue() {
        assertEquals("a", item("{\"x\":{\"y\":[1,{\"z\":null}],\"w\":1e400},\"name\":\"a\",\"v\":\"\\u00e9\"}").name());
    }

    @Test
    void anEscapedMemberNameMatchesItsComponent() {
        assertEquals("a", item("{\"n\\u0061me\":\"a\"}").name());
    }

    @Test
    void nullElementsOfAListAreKept() {
        assertEquals(Arrays.asList("a", null), item("{\"tags\":[\"a\",null]}").tags());
    }

    @Test
    void anyWholeNumberFitsAnIntComponent() {
        assertEquals(100, item("{\"count\":1e2}").count());
        assertEquals(1, item("{\"count\":1.0}").count());
        assertEquals(0, item("{\"count\":-0}").count());
        assertEquals(Integer.MIN_VALUE, item("{\"count\":-2147483648}").count());
        assertEquals(Long.MAX_VALUE, item("{\"id\":9223372036854775807}").id());
    }

    @Test
    void negativeZeroStaysNegativeInADouble() {
        assertEquals(-0.0, item("{\"score\":-0}").score());
    }

    @Test
    void anObjectComponentTakesAnyValueAsGsonWould() {
        assertEquals(Map.of("a", List.of(1.0, "b", true)), own.read(utf8("{\"any\":{\"a\":[1,\"b\",true]}}"),
                Untyped.class).any());
    }

    /** Documents that are valid JSON but do not fit {@link Item}: the message names the path. */
    static Stream<Arguments> mismatches() {
        return Stream.of(
                Arguments.of("{\"name\":5}", "expected a string but found a number at line 1 column 9 path $.name"),
                Arguments.of("{\"name\":true}", "expected a string but found true at line 1 column 9 path $.name"),
                Arguments.of("{\"name\":{}}", "expected a string but found an object at line 1 column 9 path $.name"),
                Arguments.of("{\"count\":\"5\"}", "expected " + JsonNumbers.INT + " but found a string at line 1 column 10 path $.count"),
                Arguments.of("{\"count\":1.5}", "expected " + JsonNumbers.INT + " but found 1.5 at line 1 column 10 path $.count"),
                Arguments.of("{\"count\":2147483648}", "expected " + JsonNumbers.INT + " but found 2147483648 at line 1 column 10 path $.count"),
                Arguments.of("{\"count\":1e-1}", "but found 1e-1 at line 1 column 10 path $.count"),
                Arguments.of("{\"id\":9223372036854775808}", "expected " + JsonNumbers.LONG + " but found 9223372036854775808 at line 1 column 7 path $.id"),
                Arguments.of("{\"id\":1e99999999999}", "but found 1e99999999999 at line 1 column 7 path $.id"),
                Arguments.of("{\"count\":null}", "expected " + JsonNumbers.INT + " but found null at line 1 column 10 path $.count"),
                Arguments.of("{\"on\":\"true\"}", "expected a boolean but found a string at line 1 column 7 path $.on"),
                Arguments.of("{\"on\":1}", "expected a boolean but found a number at line 1 column 7 path $.on"),
                Arguments.of("{\"on\":null}", "expected a boolean but found null at line 1 column 7 path $.on"),
                Arguments.of("{\"score\":\"1\"}", "expected a number but found a string at line 1 column 10 path $.score"),
                Arguments.of("{\"score\":1e400}", "expected a number within the range of a double but found 1e400 at line 1 column 10 path $.score"),
                Arguments.of("{\"tags\":{}}", "expected an array but found an object at line 1 column 9 path $.tags"),
                Arguments.of("{\"tags\":\"a\"}", "expected an array but found a string at line 1 column 9 path $.tags"),
                Arguments.of("{\"tags\":[\"a\",2]}", "expected a string but found a number at line 1 column 14 path $.tags[1]"),
                Arguments.of("{\"extra\":[]}", "expected an object but found an array at line 1 column 10 path $.extra"),
                Arguments.of("{\"extra\":{\"k\":\"1\"}}", "but found a string at line 1 column 15 path $.extra.k"),
                Arguments.of("{\"child\":[]}", "expected an object but found an array at line 1 column 10 path $.child"),
                Arguments.of("{\"child\":{\"child\":{\"tags\":[1]}}}", "expected a string but found a number at line 1 column 28 path $.child.child.tags[0]"),
                Arguments.of("[]", "expected an object but found an array at line 1 column 1 path $"),
                Arguments.of("\"x\"", "expected an object but found a string at line 1 column 1 path $"),
                Arguments.of("null", "expected an object but found null at line 1 column 1 path $"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mismatches")
    void aValueOfTheWrongTypeIsRejectedNamingThePath(String json, String message) {
        JsonException e = assertThrows(JsonException.class, () -> item(json));
        assertEquals(true, e.getMessage().endsWith(message), e.getMessage());
    }

    static Stream<Arguments> duplicates() {
        return Stream.of(
                Arguments.of("{\"name\":\"a\",\"name\":\"b\"}", "column 13 path $.name"),
                Arguments.of("{\"name\":\"a\",\"n\\u0061me\":\"b\"}", "column 13 path $.name"),
                Arguments.of("{\"x\":1,\"name\":\"a\",\"x\":2}", "column 19 path $.x"),
                Arguments.of("{\"x\":{\"y\":1,\"y\":1}}", "column 13 path $.x.y"),
                Arguments.of("{\"extra\":{\"k\":1,\"k\":2}}", "column 17 path $.extra.k"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("duplicates")
    void aNameUsedTwiceInOneObjectIsRejected(String json, String where) {
        JsonException e = assertThrows(JsonException.class, () -> item(json));
        assertEquals(true, e.getMessage().startsWith("expected a member name not used before in this object but found '"),
                e.getMessage());
        assertEquals(true, e.getMessage().endsWith(where), e.getMessage());
    }

    @Test
    void invalidUtf8InAnIgnoredMemberIsStillRejected() {
        JsonException e = assertThrows(JsonException.class, () -> own.read(bytes("{\"x\":\"<EDA080>\"}"), Item.class));
        assertEquals("expected a valid UTF-8 continuation byte but found byte 0xA0 at line 1 column 8 path $.x",
                e.getMessage());
    }

    @Test
    void aListOfRecordsReportsTheIndexOfTheBadElement() {
        JsonException e = assertThrows(JsonException.class, () -> own.read(utf8("""
                {"items": [
                  {"name": "a"},
                  {"name": "b"},
                  {"name": "c" ]
                }"""), Holder.class));
        assertEquals("expected ',' or '}' but found ']' at line 4 column 16 path $.items[2].name", e.getMessage());
    }

    @Test
    void theColumnCountsCharactersNotBytes() {
        JsonException e = assertThrows(JsonException.class, () -> own.read(utf8("{\"name\":\"\u00e9\u20ac\ud83d\ude00\" x}"),
                Item.class));
        assertEquals("expected ',' or '}' but found 'x' at line 1 column 15 path $.name", e.getMessage());
    }

    @Test
    void anUnsupportedComponentTypeIsNamed() {
        record WithArray(int[] values) {
        }
        JsonException e = assertThrows(JsonException.class, () -> own.read(utf8("{}"), WithArray.class));
        assertEquals(true, e.getMessage().endsWith("but found type int[]"), e.getMessage());
    }

    @Test
    void aFreshCodecMapsCorrectlyFromManyThreadsAtOnce() throws Exception {
        JsonCodec fresh = JsonCodec.named("own");
        byte[] document = own.write(Messages.feed());
        java.util.concurrent.CountDownLatch start = new java.util.concurrent.CountDownLatch(1);
        try (var executor = java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor()) {
            List<java.util.concurrent.Future<Object>> results = new java.util.ArrayList<>();
            for (int i = 0; i < 16; i++) {
                results.add(executor.submit(() -> {
                    start.await();
                    return fresh.read(document, io.perfgate.server.api.Feed.class);
                }));
            }
            start.countDown();
            for (java.util.concurrent.Future<Object> result : results) {
                assertEquals(Messages.feed(), result.get());
            }
        }
    }

    @Test
    void aRecordMayContainItself() {
        Item item = item("{\"child\":{\"child\":{\"name\":\"deep\"}}}");
        assertEquals("deep", item.child().child().name());
        assertNull(item.child().child().child());
    }
}
