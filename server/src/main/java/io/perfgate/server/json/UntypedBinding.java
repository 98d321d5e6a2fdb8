package io.perfgate.server.json;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code Object}: reads any value as Gson does (object as a {@code Map}, array as a {@code List}, number
 * as a {@code Double}, string, boolean, null) and writes a value by its runtime type.
 */
final class UntypedBinding implements Binding {
    /** What a whole document read as {@code Object} must be: anything but {@code null}, which reads as nothing. */
    static final String NOT_NULL = "an object, array, string, number or boolean";

    private final Bindings bindings;

    UntypedBinding(Bindings bindings) {
        this.bindings = bindings;
    }

    @Override
    public String expected() {
        return "a value";
    }

    @Override
    public Object read(JsonInput in) {
        JsonInput.Kind kind = in.peek();
        return switch (kind) {
            case OBJECT -> {
                in.beginObject();
                Map<String, Object> map = new LinkedHashMap<>();
                while (in.nextMember()) {
                    String name = in.name();
                    if (map.containsKey(name)) {
                        throw in.duplicateMember();
                    }
                    map.put(name, read(in));
                }
                yield map;
            }
            case ARRAY -> {
                in.beginArray();
                List<Object> list = new ArrayList<>();
                while (in.nextElement()) {
                    list.add(read(in));
                }
                yield list;
            }
            case STRING -> in.readString();
            case NUMBER -> in.readDouble();
            case TRUE, FALSE -> in.readBoolean(kind);
            case NULL -> {
                in.readNull();
                yield null;
            }
        };
    }

    @Override
    public void write(Object value, JsonOutput out) {
        bindings.forValue(value).write(value, out);
    }
}
