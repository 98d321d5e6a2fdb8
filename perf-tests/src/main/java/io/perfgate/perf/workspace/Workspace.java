package io.perfgate.perf.workspace;

import io.perfgate.perf.property.PerfProperties;
import io.perfgate.perf.property.TypedPaths;
import io.perfgate.perf.sut.SystemRepository;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * Where a perf run's files are: worked out once, where a run or a tool starts, from the {@code perf.*} properties and
 * the place of the description, and handed down as this value. Two owners: the harness's checkout keeps what a run
 * produces (results, reports, builds, under its {@value #MODULE} module's {@code target/} unless a property moves
 * them); the repository holding the description, the system's own (not perfgate's when {@code -Dperf.system} names a
 * file in another repository), keeps what belongs to the system: the revisions an A/B run builds, the commit a run is
 * recorded under, and the local history, outside {@code target/} so that it survives {@code mvn clean}.
 *
 * @param workingDirectory where the person stands ({@link TypedPaths#workingDirectory}); relative paths of the command
 *                         line are read against it
 * @param repository       the repository holding the description, or its directory outside git
 * @param module           the harness's {@value #MODULE} module: the working directory, or its {@value #MODULE}
 *                         directory when a tool runs from the checkout's top ({@code perf-tests/run-main})
 * @param results          {@code -Dperf.results.dir}, default {@code <module>/target/perf-results}: the result files
 *                         of each pair and the run's plan
 * @param work             {@code -Dperf.work.dir}, default {@code <module>/target/perf-work}: the servers' scratch
 *                         space and the reference's builds
 * @param reports          {@code -Dperf.reports.dir}, default {@code <module>/target/perfgate}: the summary, the HTML
 *                         report and the benchmark files ({@code bin/perfgate} gives it: the system's repository's
 *                         {@code .perfgate/reports} when that repository is not perfgate's checkout)
 * @param history          {@code -Dperf.history}, default {@code <repository root>/.perfgate/history.db}: the local run
 *                         history behind the report's trend
 */
public record Workspace(Path workingDirectory, SystemRepository repository, Path module, Path results, Path work,
                        Path reports, Path history) {
    /** The harness's module, the directory Maven runs the suite in. */
    public static final String MODULE = "perf-tests";

    public Workspace {
        Objects.requireNonNull(workingDirectory, "workingDirectory");
        Objects.requireNonNull(repository, "repository");
        Objects.requireNonNull(module, "module");
        Objects.requireNonNull(results, "results");
        Objects.requireNonNull(work, "work");
        Objects.requireNonNull(reports, "reports");
        Objects.requireNonNull(history, "history");
    }

    /**
     * Reads {@code perf.results.dir}, {@code perf.work.dir}, {@code perf.reports.dir} and {@code perf.history} through {@code property} (a name
     * to value lookup; null when unset); {@code descriptionFile} is the description of the system under test.
     *
     * @throws io.perfgate.perf.property.PropertyException a path property that cannot be a path
     */
    public static Workspace resolve(Function<String, String> property, Path descriptionFile) {
        PerfProperties properties = new PerfProperties(property);
        Path here = TypedPaths.workingDirectory(property);
        Path module = Files.isDirectory(here.resolve(MODULE)) && !here.endsWith(MODULE) ? here.resolve(MODULE) : here;
        Path target = module.resolve("target");
        SystemRepository repository = SystemRepository.holding(descriptionFile);
        return new Workspace(here, repository, module,
                properties.path("perf.results.dir").orElse(target.resolve("perf-results")),
                properties.path("perf.work.dir").orElse(target.resolve("perf-work")),
                properties.path("perf.reports.dir").orElse(target.resolve("perfgate")),
                properties.path("perf.history").orElse(repository.root().resolve(".perfgate").resolve("history.db")));
    }

    /** Where a path typed on the command line may be, in the order tried ({@link TypedPaths#candidates}). */
    public List<Path> typed(String path) {
        return TypedPaths.candidates(workingDirectory, path);
    }
}
