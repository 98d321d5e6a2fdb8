package io.perfgate.server.json;

import io.perfgate.server.json.Samples.Item;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.perfgate.server.json.Samples.utf8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Where the two codecs still differ, on purpose or because Gson cannot be told otherwise. Each test
 * pins one difference so that a change in either codec shows up here.
 */
class CodecDifferencesTest {
    private final JsonCodec own = JsonCodec.named("own");
    private final JsonCodec gson = JsonCodec.named("gson");

    @Test
    void errorMessagesAgreeOnThePathButGsonReportsTheColumnAfterTheToken() {
        byte[] document = utf8("{\"count\":1.5}");
        assertEquals("expected " + JsonNumbers.INT + " but found 1.5 at line 1 column 10 path $.count",
                assertThrows(JsonException.class, () -> own.read(document, Item.class)).getMessage());
        assertEquals("expected " + JsonNumbers.INT + " but found 1.5 at line 1 column 13 path $.count",
                assertThrows(JsonException.class, () -> gson.read(document, Item.class)).getMessage());
    }

    @Test
    void syntaxErrorsFromGsonKeepGsonsOwnWording() {
        byte[] document = utf8("[1,]");
        assertEquals("expected a value but found ']' at line 1 column 4 path $[1]",
                assertThrows(JsonException.class, () -> own.read(document, Object.class)).getMessage());
        assertEquals("Use JsonReader.setStrictness(Strictness.LENIENT) to accept malformed JSON at line 1 column 5 path $[1]",
                assertThrows(JsonException.class, () -> gson.read(document, Object.class)).getMessage());
    }

    @Test
    void invalidUtf8IsReportedByByteOffsetInGsonAndByLineAndColumnInOwn() {
        byte[] document = Samples.bytes("[\"<C0AF>\"]");
        assertEquals("expected a valid UTF-8 lead byte but found byte 0xC0 at line 1 column 3 path $[0]",
                assertThrows(JsonException.class, () -> own.read(document, Object.class)).getMessage());
        assertEquals("expected valid UTF-8 but found byte 0xC0 at byte offset 2",
                assertThrows(JsonException.class, () -> gson.read(document, Object.class)).getMessage());
    }

    /** Gson maps arrays, enums, sets and plain classes; the own codec maps only what the server's records use. */
    record WithArray(int[] values) {
    }

    @Test
    void typesBeyondRecordsScalarsListsAndMapsAreGsonOnly() {
        byte[] document = utf8("{\"values\":[1,2]}");
        assertArrayEquals(new int[] {1, 2}, gson.read(document, WithArray.class).values());
        assertThrows(JsonException.class, () -> own.read(document, WithArray.class));
        assertThrows(JsonException.class, () -> own.write(new WithArray(new int[] {1})));
    }

    @Test
    void aReadListIsAnArrayListInBothButGsonMapsUntypedObjectsToItsOwnMapClass() {
        Object ownValue = own.read(utf8("{\"a\":[1]}"), Object.class);
        Object gsonValue = gson.read(utf8("{\"a\":[1]}"), Object.class);
        assertEquals(ownValue, gsonValue);
        assertEquals(java.util.LinkedHashMap.class, ownValue.getClass());
        assertEquals("com.google.gson.internal.LinkedTreeMap", gsonValue.getClass().getName());
        assertEquals(List.of(1.0), ((java.util.Map<?, ?>) gsonValue).get("a"));
    }
}
