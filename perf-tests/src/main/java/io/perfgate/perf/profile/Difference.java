package io.perfgate.perf.profile;

import io.perfgate.perf.result.PairId;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The candidate's profile minus the reference's, per request, call path by call path, with the noise band each change
 * must clear before a frame is blamed. Each side's value of a path is the mean over its recordings (one per boot) of
 * that recording's samples divided by the requests its server served in the window, so that a side that served more
 * requests in its turns is not blamed for it.
 *
 * <p>The noise band of a path is the largest of:
 * <ul>
 *   <li>{@value #SPREAD_FACTOR} times the difference between the two reference boots (A1 and A2), the same build run
 *   twice: what a boot's JIT decisions and the machine move a path by with no change to the code;</li>
 *   <li>{@value #SAMPLING_Z} standard errors of the sampling: a path with few samples moves by chance alone (CPU samples
 *   count as Poisson, allocation events by the sum of their squared weights);</li>
 *   <li>{@value #MIN_SHARE} of the reference's whole per request, so that nothing too small to act on is blamed.</li>
 * </ul>
 * A path is <em>claimed</em> when its increase clears its band, no single callee that clears its own band carries
 * {@value #CONCENTRATION} or more of it, and what its claimed callees do not explain of it still clears the band: the
 * deepest paths where the increase is, not every caller it passes through on the way to them (a caller whose increase is
 * the sum of its claimed callees', some up and some down, is not blamed; one with more of its own besides is). Claimed
 * paths rank by their increase.
 */
public final class Difference {
    static final double SPREAD_FACTOR = 2;
    static final double SAMPLING_Z = 3;
    static final double MIN_SHARE = 0.01;
    static final double CONCENTRATION = 0.75;

    private final PairId pair;
    private final Recorded recorded;
    private final Node root;

    /**
     * One call path on both sides, per request. Each measure's arrays hold one value per recording, reference and
     * candidate apart.
     */
    public static final class Node {
        private final String frame;
        private final Node parent;
        private final Map<String, Node> children = new LinkedHashMap<>();
        private final Map<Measure, Stats> stats = new EnumMap<>(Measure.class);

        private Node(String frame, Node parent) {
            this.frame = frame;
            this.parent = parent;
        }

        public String frame() {
            return frame;
        }

        public Collection<Node> children() {
            return children.values();
        }

        public Stats stats(Measure measure) {
            return stats.get(measure);
        }

        /** The frames from the first below the root to this one; empty for the root. */
        public List<String> path() {
            List<String> path = new ArrayList<>();
            for (Node n = this; n.parent != null; n = n.parent) {
                path.add(n.frame);
            }
            return List.copyOf(path.reversed());
        }
    }

    /**
     * One path's figures for one measure, per request.
     *
     * @param reference  the reference's mean over its recordings
     * @param candidate  the candidate's mean over its recordings
     * @param references each reference recording's value (A1, A2, ...): their spread is the boots' noise
     * @param band       the change this path must exceed to be blamed
     * @param claimed    whether it is blamed: beyond its band, and not carried by one callee
     */
    public record Stats(double reference, double candidate, List<Double> references, double band, boolean claimed) {
        public Stats {
            references = List.copyOf(references);
        }

        /** Candidate minus reference. */
        public double change() {
            return candidate - reference;
        }

        /** The largest minus the smallest reference recording: 0 with one. */
        public double referenceSpread() {
            return references.isEmpty() ? 0 : references.stream().mapToDouble(Double::doubleValue).max().orElse(0)
                    - references.stream().mapToDouble(Double::doubleValue).min().orElse(0);
        }

        public boolean beyondBand() {
            return change() > band;
        }
    }

    /**
     * A claimed path, as the reports rank it.
     *
     * @param path the frames from the thread's first down to the claimed one
     */
    public record Hotspot(Measure measure, List<String> path, Stats stats) {
        public Hotspot {
            path = List.copyOf(path);
            Objects.requireNonNull(measure, "measure");
            Objects.requireNonNull(stats, "stats");
        }

        public String frame() {
            return path.isEmpty() ? "all" : path.getLast();
        }
    }

    private Difference(PairId pair, Recorded recorded, Node root) {
        this.pair = pair;
        this.recorded = recorded;
        this.root = root;
    }

    /**
     * Reads the recordings of {@code dir}'s manifest and takes their difference.
     *
     * @throws ProfileException the manifest or a recording cannot be read, or a side has no recording
     */
    public static Difference read(Path dir) {
        Recorded recorded = ProfileFiles.read(dir);
        return of(recorded, recorded.reference().stream().map(r -> CallTree.read(dir.resolve(r.file()))).toList(),
                recorded.candidate().stream().map(r -> CallTree.read(dir.resolve(r.file()))).toList());
    }

    /**
     * The difference of {@code candidate}'s trees minus {@code reference}'s, each the tree of the recording of
     * {@code recorded} at the same position.
     */
    public static Difference of(Recorded recorded, List<CallTree> reference, List<CallTree> candidate) {
        List<Recorded.Recording> as = recorded.reference();
        List<Recorded.Recording> bs = recorded.candidate();
        if (as.isEmpty() || bs.isEmpty() || as.size() != reference.size() || bs.size() != candidate.size()) {
            throw new ProfileException("a profile's difference needs recordings of both sides, one tree each, actual: "
                    + as.size() + " reference recordings with " + reference.size() + " trees, " + bs.size()
                    + " candidate recordings with " + candidate.size() + " trees, for " + recorded.pair());
        }
        for (Recorded.Recording r : recorded.recordings()) {
            if (r.requests() == 0) {
                throw new ProfileException("recording " + r.label() + " of " + recorded.pair() + " served no request: its "
                        + "samples cannot be read per request");
            }
        }
        Sides sides = new Sides(recorded, reference.stream().map(CallTree::root).toList(),
                candidate.stream().map(CallTree::root).toList());
        Node root = new Node("all", null);
        merge(root, sides.as, sides.bs, sides);
        Map<Measure, Double> totals = new EnumMap<>(Measure.class);
        for (Measure m : Measure.values()) {
            totals.put(m, root.stats(m).reference());
        }
        band(root, totals);
        claim(root);
        for (Measure m : Measure.values()) {
            explained(root, m);
        }
        return new Difference(recorded.pair(), recorded, root);
    }

    public PairId pair() {
        return pair;
    }

    public Recorded recorded() {
        return recorded;
    }

    public Node root() {
        return root;
    }

    /** The claimed paths of {@code measure}, the largest increase first. */
    public List<Hotspot> hotspots(Measure measure) {
        List<Hotspot> found = new ArrayList<>();
        collect(root, measure, found);
        found.sort(Comparator.comparingDouble((Hotspot h) -> h.stats().change()).reversed());
        return List.copyOf(found);
    }

    private static void collect(Node node, Measure measure, List<Hotspot> found) {
        if (node.stats(measure).claimed()) {
            found.add(new Hotspot(measure, node.path(), node.stats(measure)));
        }
        node.children().forEach(child -> collect(child, measure, found));
    }

    /** What the per-request values are read from: each recording's tree node and its divisors. */
    private record Sides(List<CallTree.Node> as, List<CallTree.Node> bs, double[] requestsA, double[] requestsB,
                         double cpuMicros) {
        Sides(Recorded recorded, List<CallTree.Node> as, List<CallTree.Node> bs) {
            this(as, bs, recorded.reference().stream().mapToDouble(Recorded.Recording::requests).toArray(),
                    recorded.candidate().stream().mapToDouble(Recorded.Recording::requests).toArray(),
                    recorded.cpuPeriod().toNanos() / 1e3);
        }
    }

    /** Fills {@code node} from the recordings' nodes of the same path (null where a recording has none), then its children. */
    private static void merge(Node node, List<CallTree.Node> as, List<CallTree.Node> bs, Sides sides) {
        for (Measure m : Measure.values()) {
            node.stats.put(m, values(m, as, bs, sides));
        }
        Set<String> frames = new LinkedHashSet<>();
        for (List<CallTree.Node> side : List.of(as, bs)) {
            for (CallTree.Node n : side) {
                if (n != null) {
                    n.children().forEach(c -> frames.add(c.frame()));
                }
            }
        }
        for (String frame : frames) {
            Node child = new Node(frame, node);
            node.children.put(frame, child);
            merge(child, as.stream().map(n -> n == null ? null : n.child(frame)).toList(),
                    bs.stream().map(n -> n == null ? null : n.child(frame)).toList(), sides);
        }
    }

    /** The per-request means, the reference's values, and the sampling variance of the change in {@code band}'s place. */
    private static Stats values(Measure m, List<CallTree.Node> as, List<CallTree.Node> bs, Sides sides) {
        double[] a = new double[as.size()];
        double variance = 0;
        for (int i = 0; i < a.length; i++) {
            a[i] = value(m, as.get(i), sides) / sides.requestsA[i];
            variance += sampling(m, as.get(i), sides) / (sides.requestsA[i] * sides.requestsA[i]) / (a.length * (double) a.length);
        }
        double b = 0;
        for (int i = 0; i < bs.size(); i++) {
            b += value(m, bs.get(i), sides) / sides.requestsB[i] / bs.size();
            variance += sampling(m, bs.get(i), sides) / (sides.requestsB[i] * sides.requestsB[i]) / (bs.size() * (double) bs.size());
        }
        double meanA = 0;
        List<Double> references = new ArrayList<>();
        for (double v : a) {
            meanA += v / a.length;
            references.add(v);
        }
        // The band is finished once the totals are known (band()); until then it holds the sampling standard error.
        return new Stats(meanA, b, references, Math.sqrt(variance), false);
    }

    private static double value(Measure m, CallTree.Node node, Sides sides) {
        if (node == null) {
            return 0;
        }
        return m == Measure.CPU ? node.cpuSamples() * sides.cpuMicros : node.allocatedBytes();
    }

    /** The variance of {@link #value} from sampling alone: Poisson counts of CPU samples; the squared allocation weights. */
    private static double sampling(Measure m, CallTree.Node node, Sides sides) {
        if (node == null) {
            return 0;
        }
        return m == Measure.CPU ? node.cpuSamples() * sides.cpuMicros * sides.cpuMicros : node.allocatedSquares();
    }

    private static void band(Node node, Map<Measure, Double> totals) {
        for (Measure m : Measure.values()) {
            Stats s = node.stats(m);
            double band = Math.max(Math.max(SPREAD_FACTOR * s.referenceSpread(), SAMPLING_Z * s.band()),
                    MIN_SHARE * totals.get(m));
            node.stats.put(m, new Stats(s.reference(), s.candidate(), s.references(), band, false));
        }
        node.children().forEach(child -> band(child, totals));
    }

    /**
     * Unclaims, callees first, each claimed path whose increase its claimed callees explain to within its band; returns
     * the increase of the claimed paths at and below {@code node}, each counted at the highest one.
     */
    private static double explained(Node node, Measure m) {
        double below = 0;
        for (Node child : node.children()) {
            below += explained(child, m);
        }
        Stats s = node.stats(m);
        if (!s.claimed()) {
            return below;
        }
        if (s.change() - below <= s.band()) {
            node.stats.put(m, new Stats(s.reference(), s.candidate(), s.references(), s.band(), false));
            return below;
        }
        return s.change();
    }

    private static void claim(Node node) {
        // The root and the truncated stacks' node are no code of their own: never blamed.
        boolean frame = node.parent != null && !node.frame().equals(CallTree.TRUNCATED);
        for (Measure m : frame ? Measure.values() : new Measure[0]) {
            Stats s = node.stats(m);
            if (s.beyondBand()) {
                boolean carried = node.children().stream().map(c -> c.stats(m))
                        .anyMatch(c -> c.beyondBand() && c.change() >= CONCENTRATION * s.change());
                if (!carried) {
                    node.stats.put(m, new Stats(s.reference(), s.candidate(), s.references(), s.band(), true));
                }
            }
        }
        node.children().forEach(Difference::claim);
    }
}
