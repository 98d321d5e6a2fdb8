package io.perfgate.server.json;

import java.util.ArrayList;
import java.util.List;

/** A JSON array as a {@code List<T>} (an {@link ArrayList}, as Gson gives); elements may be null. */
final class ListBinding implements Binding {
    private final Binding element;

    ListBinding(Binding element) {
        this.element = element;
    }

    @Override
    public String expected() {
        return "an array";
    }

    @Override
    public Object read(JsonInput in) {
        if (!in.nonNull(JsonInput.Kind.ARRAY, expected())) {
            return null;
        }
        in.beginArray();
        List<Object> list = new ArrayList<>();
        while (in.nextElement()) {
            list.add(element.read(in));
        }
        return list;
    }

    @Override
    public void write(Object value, JsonOutput out) {
        out.raw((byte) '[');
        boolean first = true;
        for (Object item : (Iterable<?>) value) {
            if (!first) {
                out.raw((byte) ',');
            }
            first = false;
            if (item == null) {
                out.nullValue();
            } else {
                element.write(item, out);
            }
        }
        out.raw((byte) ']');
    }
}
