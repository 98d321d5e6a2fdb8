package io.perfgate.server.json;

/**
 * Bindings of strings, numbers and booleans. No coercion: a string is never read as a number nor a
 * number as a string. The {@code PRIMITIVE_*} constants reject {@code null}, like Gson does for
 * primitive record components.
 */
enum Scalar implements Binding {
    STRING("a string", true),
    INT(NumberKind.INT, true), PRIMITIVE_INT(NumberKind.INT, false),
    LONG(NumberKind.LONG, true), PRIMITIVE_LONG(NumberKind.LONG, false),
    DOUBLE(NumberKind.DOUBLE, true), PRIMITIVE_DOUBLE(NumberKind.DOUBLE, false),
    BOOLEAN("a boolean", true), PRIMITIVE_BOOLEAN("a boolean", false);

    private enum NumberKind {
        INT(JsonNumbers.INT), LONG(JsonNumbers.LONG), DOUBLE("a number");

        final String expected;

        NumberKind(String expected) {
            this.expected = expected;
        }
    }

    private final String expected;
    private final NumberKind number;
    private final boolean nullable;

    Scalar(String expected, boolean nullable) {
        this.expected = expected;
        this.number = null;
        this.nullable = nullable;
    }

    Scalar(NumberKind number, boolean nullable) {
        this.expected = number.expected;
        this.number = number;
        this.nullable = nullable;
    }

    @Override
    public String expected() {
        return expected;
    }

    @Override
    public Object read(JsonInput in) {
        JsonInput.Kind kind = in.peek();
        if (kind == JsonInput.Kind.NULL && nullable) {
            in.readNull();
            return null;
        }
        if (number != null) {
            if (kind != JsonInput.Kind.NUMBER) {
                throw in.mismatch(expected, kind);
            }
            return switch (number) {
                case INT -> (int) in.readLong(Integer.MIN_VALUE, Integer.MAX_VALUE, expected);
                case LONG -> in.readLong(Long.MIN_VALUE, Long.MAX_VALUE, expected);
                case DOUBLE -> in.readDouble();
            };
        }
        if (this == STRING) {
            if (kind != JsonInput.Kind.STRING) {
                throw in.mismatch(expected, kind);
            }
            return in.readString();
        }
        if (kind != JsonInput.Kind.TRUE && kind != JsonInput.Kind.FALSE) {
            throw in.mismatch(expected, kind);
        }
        return in.readBoolean(kind);
    }

    @Override
    public void write(Object value, JsonOutput out) {
        switch (value) {
            case String s -> out.string(s);
            case Boolean b -> out.literal(b);
            case Double d -> out.number(d);
            case Integer i -> out.number(i.longValue());
            case Long l -> out.number(l);
            default -> throw new JsonException("expected " + expected + " to write but found " + value.getClass().getName());
        }
    }
}
