package io.perfgate.server.json;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A JSON object as a {@code Map<String, T>} in document order. A repeated name is an error (as in
 * Gson's map adapter). Entries whose value is null are not written (Gson omits them too).
 */
final class MapBinding implements Binding {
    private final Binding value;

    MapBinding(Binding value) {
        this.value = value;
    }

    @Override
    public String expected() {
        return "an object";
    }

    @Override
    public Object read(JsonInput in) {
        if (!in.nonNull(JsonInput.Kind.OBJECT, expected())) {
            return null;
        }
        in.beginObject();
        Map<String, Object> map = new LinkedHashMap<>();
        while (in.nextMember()) {
            String name = in.name();
            if (map.containsKey(name)) {
                throw in.duplicateMember();
            }
            map.put(name, value.read(in));
        }
        return map;
    }

    @Override
    public void write(Object map, JsonOutput out) {
        out.raw((byte) '{');
        boolean first = true;
        for (Map.Entry<?, ?> entry : ((Map<?, ?>) map).entrySet()) {
            if (entry.getValue() == null) {
                continue;
            }
            if (!first) {
                out.raw((byte) ',');
            }
            first = false;
            out.string(String.valueOf(entry.getKey()));
            out.raw((byte) ':');
            value.write(entry.getValue(), out);
        }
        out.raw((byte) '}');
    }
}
