package io.perfgate.perf.experiment;

import io.perfgate.perf.experiment.ExperimentResult.Point;
import io.perfgate.perf.result.LoadModel;
import io.perfgate.perf.result.PairId;
import io.perfgate.perf.sut.Variant;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * An {@link ExperimentResult} as the reports read it: its variants and scenarios in the experiment's order, each
 * (variant, scenario)'s points in run order, and the x values a sweep plots. Shared by the plots and the tables so that
 * both put the same point at the same place.
 */
final class ExperimentView {
    private final ExperimentResult result;
    private final List<String> variants;
    private final List<String> scenarios;

    ExperimentView(ExperimentResult result) {
        this.result = result;
        // The experiment's order first; a point of a variant or scenario it does not list (a hand-edited result.json)
        // is still shown, after them, rather than dropped.
        Set<String> variantNames = new LinkedHashSet<>(result.experiment().variants().stream().map(Variant::name).toList());
        Set<String> scenarioNames = new LinkedHashSet<>(result.experiment().scenarios());
        for (Point point : result.points()) {
            variantNames.add(point.variant());
            scenarioNames.add(point.scenario());
        }
        this.variants = List.copyOf(variantNames);
        this.scenarios = List.copyOf(scenarioNames);
    }

    ExperimentResult result() {
        return result;
    }

    List<String> variants() {
        return variants;
    }

    List<String> scenarios() {
        return scenarios;
    }

    /** The variant's index in {@link #variants()}: its colour and marker in every plot. */
    int variantIndex(String variant) {
        return variants.indexOf(variant);
    }

    /** The (variant, scenario)'s points in the order they ran. */
    List<Point> points(PairId pair) {
        return result.points().stream().filter(p -> p.pair().equals(pair)).toList();
    }

    /** Every point of the scenario, in run order. */
    List<Point> points(String scenario) {
        return result.points().stream().filter(p -> p.scenario().equals(scenario)).toList();
    }

    /** The point at {@code x}; the first, should a file hold two. Empty when it was not measured (see the failures). */
    Optional<Point> point(PairId pair, double x) {
        return points(pair).stream().filter(p -> p.x() == x).findFirst();
    }

    /** A sweep's x values, ascending: the axis's values (a point that failed is a gap there) and any point's x. */
    List<Double> xs(String scenario) {
        TreeSet<Double> xs = new TreeSet<>(result.experiment().axis().map(Axis::values).orElse(List.of()));
        points(scenario).forEach(p -> xs.add(p.x()));
        return new ArrayList<>(xs);
    }

    /**
     * A ramp: no axis, and the points ramp closed users up (a ramp's file says {@code model: ramp}; with no point
     * measured, only the file can say).
     */
    boolean ramp() {
        if (result.experiment().axis().isPresent()) {
            return false;
        }
        if (result.points().isEmpty()) {
            return "ramp".equals(result.experiment().load().get("model"));
        }
        return result.points().stream().anyMatch(p -> p.run().settings().model() == LoadModel.RAMP);
    }

    /** Whether any point ran a closed model (closed or ramp): the reports then state the coordinated-omission caveat. */
    boolean closedModel() {
        if (result.points().isEmpty()) {
            return !"open".equals(result.experiment().load().getOrDefault("model", "closed"));
        }
        return result.points().stream().map(p -> p.run().settings().model()).anyMatch(m -> m == LoadModel.CLOSED || m == LoadModel.RAMP);
    }

    /** A sweep's x axis: the axis's label, or (a single load shape) what the points' model fixes. */
    String xLabel() {
        if (ramp()) {
            return "active users";
        }
        return result.experiment().axis().map(Axis::label).orElseGet(() -> {
            boolean open = !result.points().isEmpty() && result.points().getFirst().run().settings().model() == LoadModel.OPEN;
            return open ? Axis.Kind.RATE.id() + " (" + Axis.Kind.RATE.unit() + ")" : Axis.Kind.USERS.id();
        });
    }

    /** The swept parameter's name ({@code users}), or the x label when there is no axis. */
    String xName() {
        return result.experiment().axis().map(a -> a.kind().id()).orElseGet(this::xLabel);
    }
}
