package io.perfgate.server.json;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * The member names seen in one object, so that a name given twice is refused in time linear in the
 * number of names: a scan of an array while there are few (the API's objects have one or two members,
 * and a scan allocates nothing more), a hash set beyond {@link #SCAN}. A list alone would make thousands of
 * unknown members cost quadratic time.
 */
final class MemberNames {
    static final int SCAN = 8;

    private final String[] few = new String[SCAN];
    private int count;
    private Set<String> many;

    /** Adds {@code name}; false when it was already there. */
    boolean add(String name) {
        if (many != null) {
            return many.add(name);
        }
        for (int i = 0; i < count; i++) {
            if (few[i].equals(name)) {
                return false;
            }
        }
        if (count < SCAN) {
            few[count++] = name;
            return true;
        }
        many = new HashSet<>(Arrays.asList(few));
        return many.add(name);
    }
}
