package io.perfgate.perf.result;

/**
 * How a scenario offers load. {@link #CLOSED} (the gate's default) keeps N users busy back to back: with
 * one user, latency is the server's service time. {@link #OPEN} sends arrivals at a fixed rate whether or
 * not the server keeps up, so a slow response cannot hold back the next request (no coordinated omission):
 * latency under a given load. {@link #RAMP} is the closed model with users added one at a time (JMeter's ramp-up):
 * the response time against the number of users, second by second.
 */
public enum LoadModel {
    /** Hyperfoil {@code constantRate}: a fixed arrival rate. */
    OPEN("open"),
    /** Hyperfoil {@code always}: a fixed number of users, each starting again as soon as it finishes. */
    CLOSED("closed"),
    /**
     * The scenario file's {@code closed} phase started for 1 user, and one more user every ramp step, each a Hyperfoil
     * {@code always} phase of one user that runs to the window's end; so at most {@code users} users.
     */
    RAMP("ramp"),
    /**
     * The scenario file's {@code once} phase (Hyperfoil {@code atOnce}): {@code users} users each run the scenario once,
     * and the window lasts until the last one finished. Not a measured load: it sets up data before an experiment's
     * points (a prefilled database).
     */
    ONCE("once");

    private final String id;

    LoadModel(String id) {
        this.id = id;
    }

    /** The name used in system properties, YAML phase names and result files. */
    public String id() {
        return id;
    }

    /** The model whose {@link #id()} {@code id} is, as a file spells it (a property is read in any case). */
    public static LoadModel byId(String id) {
        for (LoadModel model : values()) {
            if (model.id.equals(id)) {
                return model;
            }
        }
        throw new IllegalArgumentException("model must be open, closed, ramp or once, actual: " + id);
    }
}
