package io.perfgate.server.json;

/**
 * Maps JSON documents (UTF-8 bytes) to and from records. Two implementations exist, one per value of
 * the server's {@code json} axis: {@code own} (this project's parser and writer) and {@code gson}.
 * Both must accept and reject the same documents and produce the same records, so that every handler
 * runs unchanged on either. The rules both follow (depth bound, surrogates, duplicate names, number
 * ranges, null writing) are listed in the package documentation.
 */
public interface JsonCodec {

    /**
     * Parses {@code utf8} into an instance of {@code type} (a record, or a {@code List}/{@code Map} of
     * such). A member absent from the document leaves a reference-typed component {@code null}.
     *
     * @throws JsonException when the bytes are not one valid JSON document, or do not fit {@code type};
     *     the message says what was expected, what was found, and where
     */
    <T> T read(byte[] utf8, Class<T> type) throws JsonException;

    /** Writes {@code value} (a record, list, map, string, number or boolean) as compact UTF-8 JSON. */
    byte[] write(Object value);

    /** The codec for a variant name, {@code own} or {@code gson}. */
    static JsonCodec named(String name) {
        return switch (name) {
            case "gson" -> new GsonCodec();
            case "own" -> new OwnCodec();
            default -> throw new IllegalArgumentException("json must be own or gson, actual: " + name);
        };
    }
}
