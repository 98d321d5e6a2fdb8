package io.perfgate.server.json;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static io.perfgate.server.json.Samples.bytes;
import static io.perfgate.server.json.Samples.nested;
import static io.perfgate.server.json.Samples.utf8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * RFC 8259 conformance of the own parser, in the spirit of JSONTestSuite: y_ documents must be accepted,
 * n_ documents rejected with a {@link JsonException} (and never another exception).
 */
class OwnCodecGrammarTest {
    private final JsonCodec own = JsonCodec.named("own");

    /** Valid documents, read as {@code Object}, with the value each must give. */
    static Stream<Arguments> validDocuments() {
        return Stream.of(
                Arguments.of("y_empty_array", "[]", List.of()),
                Arguments.of("y_empty_object", "{}", Map.of()),
                Arguments.of("y_all_whitespace_kinds", " \t\r\n[ \t\r\n1 \t\r\n] \t\r\n", List.of(1.0)),
                Arguments.of("y_top_level_string", "\"a\"", "a"),
                Arguments.of("y_top_level_number", "0", 0.0),
                Arguments.of("y_top_level_true", "true", true),
                Arguments.of("y_null_in_array", "[null]", java.util.Arrays.asList((Object) null)),
                Arguments.of("y_negative_zero", "[-0]", List.of(-0.0)),
                Arguments.of("y_fraction_and_exponent", "[1.5e+10, 1E-2, -1.0, 2e3, 0.5E-0]",
                        List.of(1.5e10, 0.01, -1.0, 2000.0, 0.5)),
                Arguments.of("y_big_integer_as_double", "[123456789012345678901234567890]",
                        List.of(1.2345678901234568E29)),
                Arguments.of("y_underflow_to_zero", "[1e-400]", List.of(0.0)),
                Arguments.of("y_nested", "{\"a\":[1,{\"b\":null}],\"c\":\"x\"}",
                        Map.of("a", List.of(1.0, java.util.Collections.singletonMap("b", null)), "c", "x")),
                Arguments.of("y_empty_member_name", "{\"\":0}", Map.of("", 0.0)),
                Arguments.of("y_short_escapes", "[\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"]", List.of("\"\\/\b\f\n\r\t")),
                Arguments.of("y_unicode_escapes", "[\"\\u0000\\u00e9\\u20AC\\uD83D\\uDE00\"]",
                        List.of("\u0000\u00e9\u20ac\ud83d\ude00")),
                Arguments.of("y_raw_utf8", "[\"\u00e9\u20ac\ud83d\ude00\u07ff\uffff\"]",
                        List.of("\u00e9\u20ac\ud83d\ude00\u07ff\uffff")),
                Arguments.of("y_escaped_member_name", "{\"\\u0061\":1}", Map.of("a", 1.0)),
                Arguments.of("y_delete_char_unescaped", "[\"\u007f\"]", List.of("\u007f")),
                Arguments.of("y_nesting_at_the_limit", nested(JsonInput.MAX_DEPTH), nestedList(JsonInput.MAX_DEPTH)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("validDocuments")
    void aValidDocumentIsAcceptedWithItsValue(String name, String json, Object expected) {
        assertEquals(expected, own.read(utf8(json), Object.class));
    }

    @Test
    void aLeadingByteOrderMarkIsIgnored() {
        assertEquals(Map.of(), own.read(bytes("<EFBBBF>{}"), Object.class));
    }

    /** Invalid documents, with a fragment the error message must contain. */
    static Stream<Arguments> invalidDocuments() {
        return Stream.of(
                Arguments.of("n_empty", "", "expected a value but found end of input"),
                Arguments.of("n_whitespace_only", " \n ", "expected a value but found end of input"),
                Arguments.of("n_trailing_comma_array", "[1,]", "expected a value but found ']'"),
                Arguments.of("n_trailing_comma_object", "{\"a\":1,}", "expected a member name but found '}'"),
                Arguments.of("n_leading_comma", "[,1]", "expected a value but found ','"),
                Arguments.of("n_only_comma_object", "{,}", "expected a member name or '}' but found ','"),
                Arguments.of("n_double_comma", "[1,,2]", "expected a value but found ','"),
                Arguments.of("n_missing_comma", "[1 2]", "expected ',' or ']' but found '2'"),
                Arguments.of("n_missing_colon", "{\"a\" 1}", "expected ':' but found '1'"),
                Arguments.of("n_missing_value", "{\"a\":}", "expected a value but found '}'"),
                Arguments.of("n_unquoted_name", "{a:1}", "expected a member name or '}' but found 'a'"),
                Arguments.of("n_single_quotes", "{'a':1}", "expected a member name or '}' but found '''"),
                Arguments.of("n_unclosed_array", "[\"a\"", "expected ',' or ']' but found end of input"),
                Arguments.of("n_unclosed_object", "{\"a\":1", "expected ',' or '}' but found end of input"),
                Arguments.of("n_open_bracket", "[", "expected a value but found end of input"),
                Arguments.of("n_close_bracket", "]", "expected a value but found ']'"),
                Arguments.of("n_mismatched_brackets", "[}", "expected a value but found '}'"),
                Arguments.of("n_object_closed_by_bracket", "{\"a\":1]", "expected ',' or '}' but found ']'"),
                Arguments.of("n_extra_close", "[1]]", "expected end of input but found ']'"),
                Arguments.of("n_trailing_garbage", "[1] x", "expected end of input but found 'x'"),
                Arguments.of("n_two_documents", "{} {}", "expected end of input but found '{'"),
                Arguments.of("n_leading_zero", "[01]", "no leading zeros"),
                Arguments.of("n_negative_leading_zero", "[-01]", "no leading zeros"),
                Arguments.of("n_fraction_without_digits", "[1.]", "expected a digit but found ']'"),
                Arguments.of("n_fraction_without_integer", "[.5]", "expected a value but found '.'"),
                Arguments.of("n_minus_alone", "[-]", "expected a digit but found ']'"),
                Arguments.of("n_exponent_without_digits", "[1e]", "expected a digit but found ']'"),
                Arguments.of("n_exponent_sign_without_digits", "[1e+]", "expected a digit but found ']'"),
                Arguments.of("n_plus_sign", "[+1]", "expected a value but found '+'"),
                Arguments.of("n_nan", "[NaN]", "expected a value but found 'N'"),
                Arguments.of("n_infinity", "[Infinity]", "expected a value but found 'I'"),
                Arguments.of("n_minus_infinity", "[-Infinity]", "expected a digit but found 'I'"),
                Arguments.of("n_hex_number", "[0x10]", "expected ',' or ']' but found 'x'"),
                Arguments.of("n_two_dots", "[1.5.3]", "expected ',' or ']' but found '.'"),
                Arguments.of("n_truncated_true", "[tru]", "expected a value but found 't'"),
                Arguments.of("n_capitalized_true", "[True]", "expected a value but found 'T'"),
                Arguments.of("n_literal_with_suffix", "[nullx]", "expected ',' or ']' but found 'x'"),
                Arguments.of("n_raw_control_character", "[\"a\u0001b\"]", "expected a control character written as an escape but found U+0001"),
                Arguments.of("n_raw_tab_in_string", "[\"a\tb\"]", "but found U+0009"),
                Arguments.of("n_raw_newline_in_string", "[\"a\nb\"]", "but found U+000A"),
                Arguments.of("n_invalid_escape", "[\"\\x\"]", "expected an escape"),
                Arguments.of("n_escaped_single_quote", "[\"\\'\"]", "expected an escape"),
                Arguments.of("n_short_unicode_escape", "[\"\\u12\"]", "expected four hexadecimal digits after \\u but found '\"'"),
                Arguments.of("n_non_hex_unicode_escape", "[\"\\uZZZZ\"]", "expected four hexadecimal digits"),
                Arguments.of("n_lone_high_surrogate", "[\"\\uD800\"]", "expected a low surrogate escape after the high surrogate \\uD800"),
                Arguments.of("n_high_surrogate_then_letter", "[\"\\uD800\\u0041\"]", "expected a low surrogate escape"),
                Arguments.of("n_lone_low_surrogate", "[\"\\uDC00\"]", "expected a high surrogate escape before the low surrogate"),
                Arguments.of("n_unterminated_string", "[\"abc", "expected '\"' closing the string but found end of input"),
                Arguments.of("n_block_comment", "/* c */ []", "expected a value but found '/'"),
                Arguments.of("n_line_comment", "[1] // c", "expected end of input but found '/'"),
                Arguments.of("n_too_deep", nested(JsonInput.MAX_DEPTH + 1), "expected at most 256 nested arrays and objects"),
                Arguments.of("n_duplicate_member", "{\"a\":1,\"a\":2}", "expected a member name not used before in this object but found 'a' again"),
                Arguments.of("n_number_out_of_double_range", "[1e400]", "expected a number within the range of a double but found 1e400"),
                Arguments.of("n_number_literal_too_long", "[1" + "0".repeat(JsonNumbers.MAX_LITERAL) + "]",
                        "expected a number of at most 1000 characters but found one of 1001 characters at line 1 column 2 path $[0]"),
                Arguments.of("n_non_ascii_outside_strings", "[\u00e9]", "expected a value but found byte 0xC3"),
                Arguments.of("n_top_level_null", "null", "expected an object, array, string, number or boolean but found null"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("invalidDocuments")
    void anInvalidDocumentIsRejectedSayingWhatWasExpectedAndFound(String name, String json, String message) {
        JsonException e = assertThrows(JsonException.class, () -> own.read(utf8(json), Object.class));
        assertTrue(e.getMessage().contains(message), () -> "message: " + e.getMessage());
        assertTrue(e.getMessage().contains(" at line "), () -> "message: " + e.getMessage());
    }

    /** Invalid UTF-8 inside strings (outside them no byte above 0x7F is valid anyway). */
    static Stream<Arguments> invalidUtf8() {
        return Stream.of(
                Arguments.of("n_overlong_2_byte_slash", "[\"<C0AF>\"]"),
                Arguments.of("n_overlong_C1", "[\"<C1BF>\"]"),
                Arguments.of("n_overlong_3_byte", "[\"<E080AF>\"]"),
                Arguments.of("n_overlong_4_byte", "[\"<F08080AF>\"]"),
                Arguments.of("n_utf8_encoded_high_surrogate", "[\"<EDA080>\"]"),
                Arguments.of("n_utf8_encoded_low_surrogate", "[\"<EDB080>\"]"),
                Arguments.of("n_above_U+10FFFF", "[\"<F4908080>\"]"),
                Arguments.of("n_lone_continuation_byte", "[\"<80>\"]"),
                Arguments.of("n_truncated_2_byte", "[\"<C3>\"]"),
                Arguments.of("n_truncated_3_byte", "[\"<E282>\"]"),
                Arguments.of("n_truncated_4_byte", "[\"<F09F98>\"]"),
                Arguments.of("n_truncated_at_end_of_input", "[\"<E282>"),
                Arguments.of("n_byte_FF", "[\"<FF>\"]"),
                Arguments.of("n_byte_FE", "[\"<FE>\"]"),
                Arguments.of("n_five_byte_form", "[\"<F888808080>\"]"),
                Arguments.of("n_invalid_utf8_in_member_name", "{\"<C0AF>\":1}"),
                Arguments.of("n_invalid_utf8_nested_in_object", "{\"unknown\":[\"<C0AF>\"]}"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("invalidUtf8")
    void invalidUtf8IsRejected(String name, String spec) {
        JsonException e = assertThrows(JsonException.class, () -> own.read(bytes(spec), Object.class));
        assertTrue(e.getMessage().startsWith("expected a valid UTF-8 "), () -> "message: " + e.getMessage());
    }

    @Test
    void nestingFarBeyondTheLimitIsAJsonExceptionNotAStackOverflow() {
        String deep = "[".repeat(100_000);
        JsonException e = assertThrows(JsonException.class, () -> own.read(utf8(deep), Object.class));
        assertTrue(e.getMessage().startsWith("expected at most 256 nested arrays and objects but found deeper nesting"
                + " at line 1 column 257"), e.getMessage());
    }

    @Test
    void deepObjectsInAnIgnoredMemberAreBoundedToo() {
        String deep = "{\"unknown\":" + "{\"a\":".repeat(100_000) + "}";
        assertThrows(JsonException.class, () -> own.read(utf8(deep), Samples.Item.class));
    }

    private static Object nestedList(int depth) {
        Object list = List.of();
        for (int i = 1; i < depth; i++) {
            list = List.of(list);
        }
        return list;
    }
}
