package io.perfgate.perf.load;

import io.hyperfoil.api.config.BaseSequenceBuilder;
import io.hyperfoil.api.config.PhaseBuilder;
import io.hyperfoil.api.config.PhaseForkBuilder;
import io.hyperfoil.api.config.ScenarioBuilder;
import io.hyperfoil.api.config.SequenceBuilder;
import io.hyperfoil.http.steps.HttpRequestStepBuilder;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Walks a parsed Hyperfoil benchmark's builders down to its steps. Hyperfoil (0.25) keeps the lists this
 * needs in non-public fields (a phase's forks, a scenario's sequences, a sequence's steps) and offers no
 * accessor; they are read here, in one place, and a missing field fails with what changed.
 */
final class HyperfoilBuilders {
    private static final Field FORKS = field(PhaseBuilder.class, "forks");
    private static final Field INITIAL_SEQUENCES = field(ScenarioBuilder.class, "initialSequences");
    private static final Field SEQUENCES = field(ScenarioBuilder.class, "sequences");
    private static final Field STEPS = field(BaseSequenceBuilder.class, "steps");
    private static final Field NEXT_SEQUENCE = field(SequenceBuilder.class, "nextSequence");

    private HyperfoilBuilders() {
    }

    /** The scenario of each fork of {@code phase} (one for a phase without forks). */
    static List<ScenarioBuilder> scenarios(PhaseBuilder<?> phase) {
        List<ScenarioBuilder> scenarios = new ArrayList<>();
        for (Object fork : list(FORKS, phase)) {
            scenarios.add(((PhaseForkBuilder) fork).scenario);
        }
        return scenarios;
    }

    /** Every sequence of {@code scenario}, initial ones included (Hyperfoil lists those in both of its lists). */
    static List<BaseSequenceBuilder<?>> sequences(ScenarioBuilder scenario) {
        Set<BaseSequenceBuilder<?>> sequences = Collections.newSetFromMap(new IdentityHashMap<>());
        List<BaseSequenceBuilder<?>> ordered = new ArrayList<>();
        for (Field field : List.of(INITIAL_SEQUENCES, SEQUENCES)) {
            for (Object sequence : list(field, scenario)) {
                if (sequences.add((SequenceBuilder) sequence)) {
                    ordered.add((SequenceBuilder) sequence);
                }
            }
        }
        return ordered;
    }

    /**
     * The sequences of {@code scenario} in the order they run, when the scenario is a list of sequences run one after
     * another (YAML {@code scenario: - a: [...] - b: [...]}: one initial sequence, each naming the next); empty when it
     * is anything else (several initial sequences, sequences started by steps).
     */
    static List<SequenceBuilder> orderedChain(ScenarioBuilder scenario) {
        List<?> initial = list(INITIAL_SEQUENCES, scenario);
        List<?> all = list(SEQUENCES, scenario);
        if (initial.size() != 1) {
            return List.of();
        }
        List<SequenceBuilder> chain = new ArrayList<>();
        SequenceBuilder next = (SequenceBuilder) initial.getFirst();
        while (next != null && !chain.contains(next)) {
            chain.add(next);
            String name = nextSequence(next);
            next = name == null ? null : all.stream().map(SequenceBuilder.class::cast)
                    .filter(sequence -> name.equals(sequence.name())).findFirst().orElse(null);
        }
        return chain.size() == all.size() && next == null ? chain : List.of();
    }

    private static String nextSequence(SequenceBuilder sequence) {
        try {
            return (String) NEXT_SEQUENCE.get(sequence);
        } catch (IllegalAccessException | ClassCastException e) {
            throw new LoadException("cannot read " + NEXT_SEQUENCE + " of Hyperfoil's SequenceBuilder (expected a String):"
                    + " the Hyperfoil version changed; adapt HyperfoilBuilders", e);
        }
    }

    /** Adds every HTTP request step of {@code sequence} to {@code requests}, descending into steps that hold steps. */
    static void collectRequests(BaseSequenceBuilder<?> sequence, Set<HttpRequestStepBuilder> requests) {
        for (Object step : list(STEPS, sequence)) {
            if (step instanceof HttpRequestStepBuilder request) {
                requests.add(request);
            }
            if (step instanceof BaseSequenceBuilder<?> nested) {
                collectRequests(nested, requests);
            }
        }
    }

    private static List<?> list(Field field, Object owner) {
        try {
            Object value = field.get(owner);
            return value == null ? List.of() : (List<?>) value;
        } catch (IllegalAccessException | ClassCastException e) {
            throw new LoadException("cannot read " + field + " of Hyperfoil's " + owner.getClass().getName()
                    + " (expected a List): the Hyperfoil version changed; adapt HyperfoilBuilders", e);
        }
    }

    private static Field field(Class<?> owner, String name) {
        try {
            Field field = owner.getDeclaredField(name);
            field.setAccessible(true);
            return field;
        } catch (NoSuchFieldException | RuntimeException e) {
            throw new LoadException("Hyperfoil's " + owner.getName() + " has no field '" + name + "' any more (expected in "
                    + "Hyperfoil 0.25): the Hyperfoil version changed; adapt HyperfoilBuilders", e);
        }
    }
}
