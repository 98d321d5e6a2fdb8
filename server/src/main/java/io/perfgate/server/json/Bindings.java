package io.perfgate.server.json;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The own codec's bindings, built once per type and cached. Supported: records, {@code String},
 * {@code int long double boolean} and their boxes, {@code List<T>}, {@code Map<String, T>} and
 * {@code Object}; anything else is a {@link JsonException} naming the type.
 */
final class Bindings {
    private final Map<Type, Binding> cache = new ConcurrentHashMap<>();
    private final UntypedBinding untyped = new UntypedBinding(this);
    private final ListBinding untypedList = new ListBinding(untyped);
    private final MapBinding untypedMap = new MapBinding(untyped);

    /** The binding for a declared type. */
    Binding of(Type type) {
        Binding binding = cache.get(type);
        return binding != null ? binding : create(type);
    }

    /** The binding that writes {@code value} by its runtime type (for {@code Object} and the top level). */
    Binding forValue(Object value) {
        return switch (value) {
            case List<?> ignored -> untypedList;
            case Map<?, ?> ignored -> untypedMap;
            default -> of(value.getClass());
        };
    }

    /**
     * Builds a binding and those it needs. Records are registered before their components are bound so
     * that a record may contain itself; nothing is published to the cache until all are complete.
     */
    private synchronized Binding create(Type type) {
        Map<Type, Binding> pending = new HashMap<>();
        Binding binding = build(type, pending);
        cache.putAll(pending);
        return binding;
    }

    private Binding build(Type type, Map<Type, Binding> pending) {
        Binding known = cache.get(type);
        if (known == null) {
            known = pending.get(type);
        }
        if (known != null) {
            return known;
        }
        Binding binding;
        if (type instanceof Class<?> c && c.isRecord()) {
            RecordBinding record = new RecordBinding(c);
            pending.put(type, record);
            Type[] componentTypes = RecordBinding.componentTypes(c);
            Binding[] components = new Binding[componentTypes.length];
            for (int i = 0; i < components.length; i++) {
                components[i] = build(componentTypes[i], pending);
            }
            record.bindComponents(components);
            return record;
        } else if (type instanceof Class<?> c) {
            binding = simple(c);
        } else if (type instanceof ParameterizedType p && p.getRawType() instanceof Class<?> raw) {
            Type[] args = p.getActualTypeArguments();
            if (raw.isAssignableFrom(ArrayList.class)) {
                binding = new ListBinding(build(args[0], pending));
            } else if (raw.isAssignableFrom(LinkedHashMap.class) && args[0] == String.class) {
                binding = new MapBinding(build(args[1], pending));
            } else {
                throw unsupported(type);
            }
        } else if (type instanceof WildcardType w && w.getLowerBounds().length == 0) {
            binding = build(w.getUpperBounds()[0], pending);
        } else {
            throw unsupported(type);
        }
        pending.put(type, binding);
        return binding;
    }

    private Binding simple(Class<?> c) {
        if (c == String.class) {
            return Scalar.STRING;
        } else if (c == int.class) {
            return Scalar.PRIMITIVE_INT;
        } else if (c == Integer.class) {
            return Scalar.INT;
        } else if (c == long.class) {
            return Scalar.PRIMITIVE_LONG;
        } else if (c == Long.class) {
            return Scalar.LONG;
        } else if (c == double.class) {
            return Scalar.PRIMITIVE_DOUBLE;
        } else if (c == Double.class) {
            return Scalar.DOUBLE;
        } else if (c == boolean.class) {
            return Scalar.PRIMITIVE_BOOLEAN;
        } else if (c == Boolean.class) {
            return Scalar.BOOLEAN;
        } else if (c == Object.class) {
            return untyped;
        } else if (List.class.isAssignableFrom(c) && c.isAssignableFrom(ArrayList.class)) {
            return untypedList;
        } else if (Map.class.isAssignableFrom(c) && c.isAssignableFrom(LinkedHashMap.class)) {
            return untypedMap;
        }
        throw unsupported(c);
    }

    private static JsonException unsupported(Type type) {
        return new JsonException("expected a record, String, int, long, double, boolean (or boxed), List<T>, "
                + "Map<String, T> or Object but found type " + type.getTypeName());
    }
}
