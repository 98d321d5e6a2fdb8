package io.perfgate.server.json;

/** How the own codec reads and writes one Java type. Instances are immutable and cached per type. */
interface Binding {

    /** What a JSON value for this type is, for messages: {@code "a string"}, {@code "an object"}. */
    String expected();

    /** Reads the next value; JSON {@code null} gives {@code null} unless the type is primitive. */
    Object read(JsonInput in);

    /** Writes {@code value}, which is not null. */
    void write(Object value, JsonOutput out);
}
