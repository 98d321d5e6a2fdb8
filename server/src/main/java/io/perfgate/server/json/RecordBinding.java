package io.perfgate.server.json;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;

/**
 * A JSON object as a record, mapped by component name, as Gson maps records: members may come in any
 * order; an absent member leaves its component null (0 or false if primitive); unknown members are
 * skipped (but still checked); a name used twice in one object is an error. Written in component order,
 * null components omitted (Gson's default). The canonical constructor and accessors are looked up once.
 */
final class RecordBinding implements Binding {
    /** A long holds the seen-components mask; records this wide are not expected in a JSON API. */
    static final int MAX_COMPONENTS = 64;

    private final Class<?> type;
    private final Constructor<?> constructor;
    private final Method[] accessors;
    private final String[] names;
    private final byte[][] utf8Names;
    private final byte[][] writtenNames;
    private final Object[] defaults;
    private Binding[] bindings;
    /** Size of the last document written with this record at the top; racy on purpose (only a hint). */
    private int sizeHint = JsonOutput.DEFAULT_CAPACITY;

    RecordBinding(Class<?> type) {
        RecordComponent[] components = type.getRecordComponents();
        if (components.length > MAX_COMPONENTS) {
            throw new JsonException("expected a record with at most " + MAX_COMPONENTS + " components but found "
                    + components.length + " in " + type.getName());
        }
        int n = components.length;
        Class<?>[] parameterTypes = new Class<?>[n];
        this.type = type;
        this.accessors = new Method[n];
        this.names = new String[n];
        this.utf8Names = new byte[n][];
        this.writtenNames = new byte[n][];
        this.defaults = new Object[n];
        for (int i = 0; i < n; i++) {
            RecordComponent component = components[i];
            parameterTypes[i] = component.getType();
            accessors[i] = component.getAccessor();
            accessors[i].setAccessible(true);
            names[i] = component.getName();
            utf8Names[i] = names[i].getBytes(StandardCharsets.UTF_8);
            writtenNames[i] = JsonOutput.memberName(names[i]);
            defaults[i] = defaultValue(component.getType());
        }
        try {
            this.constructor = type.getDeclaredConstructor(parameterTypes);
            constructor.setAccessible(true);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("a record always has a canonical constructor: " + type.getName(), e);
        }
    }

    /** Set once, before the binding is shared: component bindings may refer back to this one. */
    void bindComponents(Binding[] componentBindings) {
        this.bindings = componentBindings;
    }

    static java.lang.reflect.Type[] componentTypes(Class<?> type) {
        RecordComponent[] components = type.getRecordComponents();
        java.lang.reflect.Type[] types = new java.lang.reflect.Type[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getGenericType();
        }
        return types;
    }

    private static Object defaultValue(Class<?> type) {
        if (type == int.class) {
            return 0;
        } else if (type == long.class) {
            return 0L;
        } else if (type == double.class) {
            return 0.0;
        } else if (type == boolean.class) {
            return false;
        }
        return null;
    }

    int sizeHint() {
        return sizeHint;
    }

    /** Remembers a written size, plus an eighth for the next one being a little longer. */
    void sizeHint(int written) {
        sizeHint = Math.min(written + (written >> 3) + 16, 1 << 20);
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
        Object[] args = defaults.clone();
        long seen = 0;
        MemberNames unknown = null;
        int next = 0;
        while (in.nextMember()) {
            int i = indexOfName(in, next);
            if (i < 0) {
                String name = in.name();
                if (unknown == null) {
                    unknown = new MemberNames();
                }
                if (!unknown.add(name)) {
                    throw in.duplicateMember();
                }
                in.skipValue();
                continue;
            }
            if ((seen & 1L << i) != 0) {
                throw in.duplicateMember();
            }
            seen |= 1L << i;
            args[i] = bindings[i].read(in);
            next = i + 1;
        }
        try {
            return constructor.newInstance(args);
        } catch (InvocationTargetException e) {
            throw new JsonException("expected a value the constructor of " + type.getSimpleName()
                    + " accepts but it refused: " + e.getCause().getMessage(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot construct " + type.getName(), e);
        }
    }

    /** Members usually come in component order, so the search starts at the one after the last. */
    private int indexOfName(JsonInput in, int start) {
        int n = names.length;
        for (int k = 0; k < n; k++) {
            int i = start + k < n ? start + k : start + k - n;
            if (in.nameEquals(utf8Names[i], names[i])) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public void write(Object record, JsonOutput out) {
        out.raw((byte) '{');
        boolean first = true;
        for (int i = 0; i < accessors.length; i++) {
            Object value;
            try {
                value = accessors[i].invoke(record);
            } catch (InvocationTargetException e) {
                throw new JsonException("expected " + type.getSimpleName() + "." + names[i]
                        + "() to return a value but it threw " + e.getCause(), e.getCause());
            } catch (IllegalAccessException e) {
                throw new IllegalStateException("cannot read " + type.getName() + "." + names[i], e);
            }
            if (value == null) {
                continue;
            }
            if (!first) {
                out.raw((byte) ',');
            }
            first = false;
            out.raw(writtenNames[i]);
            bindings[i].write(value, out);
        }
        out.raw((byte) '}');
    }
}
