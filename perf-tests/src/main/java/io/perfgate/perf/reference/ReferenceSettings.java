package io.perfgate.perf.reference;

import io.perfgate.perf.launch.LaunchSettings;
import io.perfgate.perf.property.Defaults;
import io.perfgate.perf.property.PerfProperties;
import io.perfgate.perf.property.TypedPaths;
import io.perfgate.perf.protocol.TrialOrder;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.workspace.Workspace;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * An A/B run: the build under test (the candidate, B) is measured side by side with a reference build (A),
 * usually the pull request's base: the same description of the system under test, given another artifact or built
 * from another revision. Read from system properties:
 *
 * <pre>
 *   -Dperf.reference=../base/server/target/perfgate-server.jar   another jar (a system started from a jar)
 *   -Dperf.reference=image:my-service:1.1                       another local image (a system started from an image)
 *   -Dperf.reference=git:origin/main                            a revision of the repository holding the
 *                                                               description: the suite runs its server.build (or
 *                                                               server.maven) in a checkout of it, or builds its
 *                                                               Dockerfile
 *   -Dperf.reference=same                                       the candidate's own server on both sides: a
 *                                                               same-build run (what perfgate calibrate runs for a
 *                                                               description without a build)
 *   -Dperf.reference.order=lockstep                             one user takes turns between the sides, a round of
 *                                                               requests each (the default; closed model, 1 user),
 *                                                               duet: both loaded at once, each by its own users, or
 *                                                               abba, random (balanced, with a printed seed): in turn
 *   -Dperf.reference.seed=1                                     the seed of the random order
 *   -Dperf.reference.bootPairs=2                                how many times each side's server of a variant is
 *                                                               booted (1 to 4, lockstep or duet; default 2): the
 *                                                               pairs take turns window by window, each measuring an
 *                                                               equal share of the trials
 *   -Dperf.reference.maxBootPairs=4                             how many boot pairs a scenario may grow to when its
 *                                                               boot pairs disagree beyond the calibration (one more
 *                                                               at a time, after its last look; bootPairs to 8,
 *                                                               default 4, the quick profile's bootPairs: none added)
 *   -Dperf.reference.label="base 0123abcd"                      how reports name it (default: the jar or revision)
 *   -Dperf.reference.serverArgs=--extra-delay-micros=2000       TEST-ONLY arguments for the reference's server
 * </pre>
 * ({@code -Dperf.serverArgs=...} is the same for the candidate, see {@link LaunchSettings}.)
 *
 * @param spec       as given: a jar path, {@code image:<name>}, {@code git:<rev>} or {@code same}
 * @param label      how reports name the reference instead of the jar path, e.g. {@code base 0123abcd}
 * @param serverArgs TEST-ONLY arguments appended to the reference server's command line
 * @param order      how the two trials of each pair are ordered
 * @param seed       the seed of {@link TrialOrder.Kind#RANDOM}
 * @param bootPairs  how many servers of each side a variant boots: two boots of the same jar differ by more than the
 *                   trials of one boot do (docs/evidence/lockstep.md), and the mean over k pairs of boots differs by the square
 *                   root of k less
 * @param maxBootPairs how many boot pairs a scenario may grow to, one more at a time, when its verdict is INCONCLUSIVE
 *                   because its boot pairs disagree beyond the calibration: when boots disagree, measure more boots,
 *                   never blame the code ({@link io.perfgate.perf.protocol.MoreBootPairs})
 */
public record ReferenceSettings(String spec, Optional<String> label, List<String> serverArgs, TrialOrder.Kind order,
                                long seed, int bootPairs, int maxBootPairs) {
    public static final String GIT_PREFIX = "git:";
    public static final String IMAGE_PREFIX = "image:";
    /** The candidate's own server as the reference. */
    public static final String SAME = "same";
    public static final long DEFAULT_SEED = 1;
    /** The most pairs of boots a variant may have: each is a full warm-up more per side. */
    public static final int MAX_BOOT_PAIRS = 4;
    /** The most boot pairs a scenario may grow to when they disagree: each added one is two warm-ups more. */
    public static final int MOST_BOOT_PAIRS_ADDED_TO = 8;

    public ReferenceSettings {
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(order, "order");
        Objects.requireNonNull(label, "label");
        serverArgs = List.copyOf(serverArgs);
        if (spec.isBlank() || spec.equals(GIT_PREFIX) || spec.equals(IMAGE_PREFIX)) {
            throw new IllegalArgumentException("perf.reference must be a server jar, image:<name>, git:<revision> or same, actual: '"
                    + spec + "'");
        }
        if (bootPairs < 1 || bootPairs > MAX_BOOT_PAIRS) {
            throw new IllegalArgumentException("perf.reference.bootPairs must be 1 to " + MAX_BOOT_PAIRS + ", actual: "
                    + bootPairs);
        }
        if (bootPairs > 1 && !order.together()) {
            // In turns (abba, random) a pair's two trials are measured one after the other on one pair of servers and
            // may be measured again; taking turns between boot pairs is built for pairs measured in one window.
            throw new IllegalArgumentException("perf.reference.bootPairs=" + bootPairs + " needs perf.reference.order="
                    + "lockstep or duet, actual: " + order.id()
                    + " (give -Dperf.reference.bootPairs=1 with it)");
        }
        if (maxBootPairs < bootPairs || maxBootPairs > MOST_BOOT_PAIRS_ADDED_TO) {
            throw new IllegalArgumentException("perf.reference.maxBootPairs must be perf.reference.bootPairs (" + bootPairs
                    + ") to " + MOST_BOOT_PAIRS_ADDED_TO + ", actual: " + maxBootPairs);
        }
        if (maxBootPairs > bootPairs && !order.together()) {
            throw new IllegalArgumentException("perf.reference.maxBootPairs=" + maxBootPairs + " needs perf.reference.order="
                    + "lockstep or duet, actual: " + order.id() + " (boot pairs are added only to pairs measured together)");
        }
    }

    /** The same settings, {@code bootPairs} and no boot pair added: a design that adds none (a test's, the quick profile's). */
    public ReferenceSettings(String spec, Optional<String> label, List<String> serverArgs, TrialOrder.Kind order, long seed,
                             int bootPairs) {
        this(spec, label, serverArgs, order, seed, bootPairs, bootPairs);
    }

    /**
     * {@link #maxBootPairs} of a run that did not say: {@link Defaults#AB_MAX_BOOT_PAIRS} for pairs measured together
     * (at least {@code bootPairs}), none added in turns or in the quick profile, whose short trials judge nothing.
     */
    public static int defaultMaxBootPairs(TrialOrder.Kind order, boolean quick, int bootPairs) {
        return quick || !order.together() ? bootPairs : Math.max(bootPairs, Defaults.AB_MAX_BOOT_PAIRS);
    }

    /**
     * {@link #bootPairs} of a run that did not say: lockstep and duet boot {@link Defaults#AB_BOOT_PAIRS}, the others 1;
     * the quick profile {@link Defaults#QUICK_AB_BOOT_PAIRS}.
     */
    public static int defaultBootPairs(TrialOrder.Kind order, boolean quick) {
        return quick ? Defaults.QUICK_AB_BOOT_PAIRS : order.together() ? Defaults.AB_BOOT_PAIRS : 1;
    }

    /** Empty unless {@code perf.reference} is set; {@code property} is a name to value lookup (null when unset). */
    public static Optional<ReferenceSettings> from(Function<String, String> property) {
        PerfProperties properties = new PerfProperties(property);
        Optional<String> spec = properties.text("perf.reference");
        if (spec.isEmpty()) {
            return Optional.empty();
        }
        TrialOrder.Kind kind = properties.choice("perf.reference.order", TrialOrder.Kind.LOCKSTEP, TrialOrder.Kind.GIVEN,
                TrialOrder.Kind::id);
        boolean quick = Defaults.profile(properties).equals("quick");
        int bootPairs = properties.integer("perf.reference.bootPairs", defaultBootPairs(kind, quick), 1, MAX_BOOT_PAIRS);
        return Optional.of(new ReferenceSettings(spec.get(), properties.text("perf.reference.label"),
                properties.words("perf.reference.serverArgs"), kind,
                properties.longInteger("perf.reference.seed", DEFAULT_SEED, Long.MIN_VALUE, Long.MAX_VALUE), bootPairs,
                properties.integer("perf.reference.maxBootPairs", defaultMaxBootPairs(kind, quick, bootPairs), 1,
                        MOST_BOOT_PAIRS_ADDED_TO)));
    }

    public boolean isGitRevision() {
        return spec.startsWith(GIT_PREFIX);
    }

    public String gitRevision() {
        return spec.substring(GIT_PREFIX.length()).trim();
    }

    /** The reference's server, and its commit when known ({@code unknown} for an artifact given as such). */
    public record Resolved(SystemDescription.Artifact server, String commit) {
    }

    /**
     * The reference's server, of the same kind as the candidate's ({@code system}): the given jar (a relative path as typed
     * on the command line, {@link TypedPaths}), the given local image, the server built from the revision of the
     * workspace's repository under its work directory, or the candidate's own ({@link #SAME}).
     *
     * @throws ReferenceException no such jar, an artifact of another kind than the description's, or the revision
     *                            cannot be resolved or built
     */
    public Resolved resolve(SystemDescription system, Workspace workspace) {
        if (spec.equals(SAME)) {
            return new Resolved(system.server(), "unknown");
        }
        if (isGitRevision()) {
            return ReferenceBuild.build(gitRevision(), workspace, system);
        }
        if (spec.startsWith(IMAGE_PREFIX)) {
            if (!(system.server() instanceof SystemDescription.Image)) {
                throw new ReferenceException("perf.reference=" + spec + ": an image replaces the server.image of a system "
                        + "started from one, actual: " + system.file() + " starts " + system.server().describe());
            }
            return new Resolved(new SystemDescription.Image(spec.substring(IMAGE_PREFIX.length()).trim()), "unknown");
        }
        if (!(system.server() instanceof SystemDescription.Jar declared)) {
            throw new ReferenceException("perf.reference=" + spec + ": a jar replaces the server.jar of a system started "
                    + "from one, actual: " + system.file() + " starts " + system.server().describe()
                    + " (give image:<name> or git:<revision>)");
        }
        List<Path> tried = workspace.typed(spec);
        return tried.stream().filter(Files::isRegularFile).findFirst()
                .map(jar -> new Resolved(new SystemDescription.Jar(jar, declared.build()), "unknown"))
                .orElseThrow(() -> new ReferenceException(
                "perf.reference: required an existing server jar or git:<revision>, actual: '" + spec
                        + "', no such file (tried " + tried + ")"));
    }
}
