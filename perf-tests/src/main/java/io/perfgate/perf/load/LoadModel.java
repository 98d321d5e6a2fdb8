package io.perfgate.perf.load;

import java.util.Locale;

/**
 * How a scenario offers load. {@link #CLOSED} (the gate's default) keeps N users busy back to back: with
 * one user, latency is the server's service time. {@link #OPEN} sends arrivals at a fixed rate whether or
 * not the server keeps up, so a slow response cannot hold back the next request (no coordinated omission):
 * latency under a given load.
 */
public enum LoadModel {
    /** Hyperfoil {@code constantRate}: a fixed arrival rate. */
    OPEN("open"),
    /** Hyperfoil {@code always}: a fixed number of users, each starting again as soon as it finishes. */
    CLOSED("closed");

    private final String id;

    LoadModel(String id) {
        this.id = id;
    }

    /** The name used in system properties, YAML phase names and result files. */
    public String id() {
        return id;
    }

    public static LoadModel byId(String id) {
        for (LoadModel model : values()) {
            if (model.id.equals(id.trim().toLowerCase(Locale.ROOT))) {
                return model;
            }
        }
        throw new IllegalArgumentException("load model must be open or closed, actual: '" + id + "'");
    }
}
