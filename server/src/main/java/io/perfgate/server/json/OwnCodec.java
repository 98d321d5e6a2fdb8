package io.perfgate.server.json;

/**
 * The {@code own} variant: this project's recursive-descent parser ({@link JsonInput}) and writer
 * ({@link JsonOutput}), mapping records through cached {@link Bindings}. Thread-safe.
 */
final class OwnCodec implements JsonCodec {
    private final Bindings bindings = new Bindings();

    @Override
    @SuppressWarnings("unchecked")
    public <T> T read(byte[] utf8, Class<T> type) {
        Binding binding = bindings.of(type);
        JsonInput in = new JsonInput(utf8);
        JsonInput.Kind kind = in.peek();
        if (kind == JsonInput.Kind.NULL) {
            // A document must be a value; "expected a value" would contradict itself for Object.
            throw in.mismatch(binding instanceof UntypedBinding ? UntypedBinding.NOT_NULL : binding.expected(), kind);
        }
        Object value = binding.read(in);
        in.finish();
        return (T) value;
    }

    @Override
    public byte[] write(Object value) {
        if (value == null) {
            return new byte[] {'n', 'u', 'l', 'l'};
        }
        Binding binding = bindings.forValue(value);
        // Answers of one type have similar sizes: starting near the last size saves the copies of growing.
        RecordBinding record = binding instanceof RecordBinding r ? r : null;
        JsonOutput out = new JsonOutput(record != null ? record.sizeHint() : JsonOutput.DEFAULT_CAPACITY);
        binding.write(value, out);
        if (record != null) {
            record.sizeHint(out.size());
        }
        return out.toByteArray();
    }
}
