package io.perfgate.perf.profile;

import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What one server JVM did over one profiling window, by call path from the thread's first frame down: the CPU samples
 * ({@code jdk.ExecutionSample}) and the estimated allocated bytes ({@value #ALLOCATION_EVENT}, weighted) whose stacks
 * pass through each path. Read from a {@code .jfr} file with the JDK's own parser ({@code jdk.jfr.consumer}). Stacks that
 * JFR truncated (deeper than its stack depth, 64 frames by default) have lost their first frames; they hang under one
 * node of their own, {@value #TRUNCATED}, so that they never pass for a path that starts where their kept part starts.
 */
public final class CallTree {
    /** The root's child under which every truncated stack hangs. */
    public static final String TRUNCATED = "(truncated stacks)";
    static final String CPU_EVENT = "jdk.ExecutionSample";
    /**
     * JFR's throttled allocation sample, each weighing the bytes its thread allocated since its previous sample, so that
     * a side's weights add up to its bytes (request-2: 57.5 KB per request, as the JVM's own counter reads it). Per site
     * the estimate is rougher: samples are taken where an allocation needs a new buffer, and a site allocating a large
     * array hands part of its bytes to whichever allocation is sampled next (a planted 4,112 B per request read as
     * 2,369, neighbours a few hundred up). The TLAB events weighted by the buffer's size did worse on the same run: a
     * request-sized buffer put its refills, and 5 KB per request, on one site at every request's start.
     */
    static final String ALLOCATION_EVENT = "jdk.ObjectAllocationSample";
    /**
     * Names the JVM makes up per boot (a lambda's or a proxy's hidden class, a reflection accessor): without their
     * numbers, so that the same code has the same name on both sides and in both boots.
     */
    private static final List<Map.Entry<Pattern, String>> GENERATED = List.of(
            Map.entry(Pattern.compile("\\$\\$Lambda[/$]?(0x)?[0-9a-fA-F]*(/0x[0-9a-fA-F]+)?"), "\\$\\$Lambda"),
            // JFR writes a hidden class's name with a dot where the JVM has a slash: Foo$$Lambda.0x000000009e13e668
            Map.entry(Pattern.compile("[/.]0x[0-9a-fA-F]+"), ""),
            Map.entry(Pattern.compile("GeneratedMethodAccessor\\d+"), "GeneratedMethodAccessor"),
            Map.entry(Pattern.compile("GeneratedConstructorAccessor\\d+"), "GeneratedConstructorAccessor"),
            Map.entry(Pattern.compile("\\$Proxy\\d+"), "\\$Proxy"),
            Map.entry(Pattern.compile("\\$\\$SpringCGLIB\\$\\$\\d+"), "\\$\\$SpringCGLIB"));

    private final Node root = new Node("all", null);

    /** One call path: its frame, its callees, and the samples and bytes of every stack through it. */
    public static final class Node {
        private final String frame;
        private final Node parent;
        private final Map<String, Node> children = new LinkedHashMap<>();
        private long cpuSamples;
        private long cpuSelf;
        private double allocatedBytes;
        private double allocatedSelf;
        /** The sum of the squared sample weights: the sampling variance of {@link #allocatedBytes()}. */
        private double allocatedSquares;

        private Node(String frame, Node parent) {
            this.frame = frame;
            this.parent = parent;
        }

        /** {@code io.perfgate.server.http.Dispatcher.send}; the root is {@code all}. */
        public String frame() {
            return frame;
        }

        /** CPU samples of the stacks through this path (inclusive). */
        public long cpuSamples() {
            return cpuSamples;
        }

        /** CPU samples whose top frame is this path's. */
        public long cpuSelf() {
            return cpuSelf;
        }

        /** Allocated bytes, as the samples' weights estimate them, of the stacks through this path (inclusive). */
        public double allocatedBytes() {
            return allocatedBytes;
        }

        /** Allocated bytes whose allocating frame is this path's. */
        public double allocatedSelf() {
            return allocatedSelf;
        }

        double allocatedSquares() {
            return allocatedSquares;
        }

        public Collection<Node> children() {
            return Collections.unmodifiableCollection(children.values());
        }

        public Node child(String frame) {
            return children.get(frame);
        }

        /** The frames from the first below the root to this one. */
        public List<String> path() {
            List<String> path = new ArrayList<>();
            for (Node n = this; n.parent != null; n = n.parent) {
                path.add(n.frame);
            }
            return List.copyOf(path.reversed());
        }

        private Node childNamed(String name) {
            return children.computeIfAbsent(name, f -> new Node(f, this));
        }
    }

    private CallTree() {
    }

    /**
     * Reads {@code file}'s CPU and allocation samples.
     *
     * @throws ProfileException the file cannot be read as a JFR recording
     */
    public static CallTree read(Path file) {
        CallTree tree = new CallTree();
        Set<Long> sampledThreads = new HashSet<>();
        try (RecordingFile recording = new RecordingFile(file)) {
            while (recording.hasMoreEvents()) {
                RecordedEvent event = recording.readEvent();
                String type = event.getEventType().getName();
                if (type.equals(CPU_EVENT)) {
                    tree.add(event.getStackTrace(), 1, 0);
                } else if (type.equals(ALLOCATION_EVENT)) {
                    // A sample weighs what its thread allocated since the thread's previous sample: the first of each
                    // thread in a recording weighs everything since the thread started (a request thread's warm-up
                    // and trials, gigabytes: request-2 read 324 KB per request instead of 57), not the window's.
                    RecordedThread thread = event.getThread("eventThread");
                    if (thread == null || sampledThreads.add(thread.getId())) {
                        continue;
                    }
                    tree.add(event.getStackTrace(), 0, event.getLong("weight"));
                }
            }
        } catch (IOException | RuntimeException e) {
            throw new ProfileException("cannot read the JFR recording " + file + ": " + e.getMessage(), e);
        }
        return tree;
    }

    /**
     * A tree of the given samples, for tests: each CPU sample a stack, each allocation sample a stack and its weight in
     * bytes; a stack is its frames from the top (the running or allocating method) down.
     */
    static CallTree of(List<List<String>> cpuStacks, List<Map.Entry<List<String>, Long>> allocations) {
        CallTree tree = new CallTree();
        cpuStacks.forEach(stack -> tree.add(stack, false, 1, 0));
        allocations.forEach(sample -> tree.add(sample.getKey(), false, 0, sample.getValue()));
        return tree;
    }

    public Node root() {
        return root;
    }

    private void add(RecordedStackTrace stack, long samples, double bytes) {
        if (stack == null) {
            return;
        }
        List<String> frames = new ArrayList<>(stack.getFrames().size());
        for (RecordedFrame frame : stack.getFrames()) {
            if (frame.getMethod() != null) {
                frames.add(name(frame.getMethod().getType().getName(), frame.getMethod().getName()));
            }
        }
        add(frames, stack.isTruncated(), samples, bytes);
    }

    /** {@code frames}: top (the running or allocating method) first, as JFR lists them. */
    private void add(List<String> frames, boolean truncated, long samples, double bytes) {
        Node node = root;
        visit(node, samples, bytes);
        if (truncated) {
            node = node.childNamed(TRUNCATED);
            visit(node, samples, bytes);
        }
        for (int i = frames.size() - 1; i >= 0; i--) {
            node = node.childNamed(frames.get(i));
            visit(node, samples, bytes);
        }
        node.cpuSelf += samples;
        node.allocatedSelf += bytes;
    }

    private static void visit(Node node, long samples, double bytes) {
        node.cpuSamples += samples;
        node.allocatedBytes += bytes;
        node.allocatedSquares += bytes * bytes;
    }

    /** {@code io.perfgate.server.http.Dispatcher.send}, a generated class's name without the numbers of its boot. */
    static String name(String type, String method) {
        String name = Objects.requireNonNullElse(type, "?") + "." + method;
        for (Map.Entry<Pattern, String> generated : GENERATED) {
            name = generated.getKey().matcher(name).replaceAll(generated.getValue());
        }
        return name;
    }
}
