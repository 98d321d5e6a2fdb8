package io.perfgate.server.json;

/**
 * The {@code own} variant: this project's recursive-descent parser ({@link JsonInput}) and writer
 * ({@link JsonOutput}), mapping records through cached {@link Bindings}. Thread-safe.
 */
final class OwnCodec implements JsonCodec {
    private final Bindings bindings = new Bindings();

    @Override
    public String name() {
        return "own";
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T read(byte[] utf8, Class<T> type) {
        Binding binding = bindings.of(type);
        JsonInput in = new JsonInput(utf8);
        JsonInput.Kind kind = in.peek();
        if (kind == JsonInput.Kind.NULL) {
            throw in.mismatch(binding.expected(), kind);
        }
        Object value = binding.read(in);
        in.finish();
        return (T) value;
    }

    @Override
    public byte[] write(Object value) {
        JsonOutput out = new JsonOutput();
        if (value == null) {
            out.nullValue();
        } else {
            bindings.forValue(value).write(value, out);
        }
        return out.toByteArray();
    }
}
