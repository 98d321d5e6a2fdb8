package io.perfgate.perf.workspace;

import io.perfgate.perf.property.PropertyException;
import io.perfgate.perf.sut.GitRepository;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

/**
 * Where a run's files are, worked out once from the properties and the place of the description: what a run produces
 * under the harness's perf-tests module, what belongs to the system in the repository holding its description.
 */
class WorkspaceTest {
    @TempDir
    Path temp;
    /** perfgate's checkout: its top and its perf-tests module. */
    private Path checkout;
    private Path module;
    /** A description in no git repository of its own. */
    private Path loose;

    @BeforeEach
    void aCheckoutAndADescription() throws IOException {
        checkout = temp.resolve("perfgate");
        module = Files.createDirectories(checkout.resolve("perf-tests"));
        loose = Files.writeString(Files.createDirectories(temp.resolve("loose")).resolve("perfgate.yaml"), "name: x\n");
    }

    private static Workspace resolve(Map<String, String> properties, Path description) {
        return Workspace.resolve(properties::get, description);
    }

    @Test
    void aDescriptionInAGitRepositoryKeepsItsHistoryAtThatRepositorysTop() throws IOException {
        GitRepository team = GitRepository.init(temp.resolve("team"));
        Path file = team.write("deploy/perf/perfgate.yaml", "name: x\n");

        Workspace workspace = resolve(Map.of("basedir", module.toString()), file);

        assertTrue(workspace.repository().git());
        assertEquals(team.top().toRealPath(), workspace.repository().root().toRealPath());
        assertEquals(workspace.repository().root().resolve(".perfgate/history.db"), workspace.history());
        assertEquals(module.resolve("target/perf-results"), workspace.results(), "results stay with the harness");
    }

    @Test
    void outsideGitTheDescriptionsDirectoryHoldsTheHistory() {
        Workspace workspace = resolve(Map.of("basedir", module.toString()), loose);
        assumeFalse(workspace.repository().git(), "the temporary directory is itself in a git work tree");

        assertEquals(loose.getParent(), workspace.repository().root());
        assertEquals(loose.getParent().resolve(".perfgate/history.db"), workspace.history());
    }

    @Test
    void whatARunProducesGoesUnderThePerfTestsModuleFromTheModuleAndFromTheCheckoutsTop() {
        for (Path here : List.of(module, checkout)) {
            Workspace workspace = resolve(Map.of("basedir", here.toString()), loose);

            assertEquals(here, workspace.workingDirectory());
            assertEquals(module, workspace.module(), "from " + here);
            assertEquals(module.resolve("target/perf-results"), workspace.results());
            assertEquals(module.resolve("target/perf-work"), workspace.work());
            assertEquals(module.resolve("target/perfgate"), workspace.reports());
        }
    }

    @Test
    void aDirectoryWithoutThePerfTestsModuleIsTheModuleItself() throws IOException {
        Path elsewhere = Files.createDirectories(temp.resolve("elsewhere"));

        assertEquals(elsewhere.resolve("target/perfgate"), resolve(Map.of("basedir", elsewhere.toString()), loose).reports());
    }

    @Test
    void relativePathsGivenAreReadAgainstTheWorkingDirectory() {
        Workspace workspace = resolve(Map.of("basedir", module.toString(), "perf.results.dir", "out/./results",
                "perf.work.dir", "../work", "perf.history", "h/history.db"), loose);

        assertEquals(module.resolve("out/results"), workspace.results());
        assertEquals(checkout.resolve("work"), workspace.work());
        assertEquals(module.resolve("h/history.db"), workspace.history());
    }

    @Test
    void aReportsDirectoryGivenMovesTheReportsAloneReadFromTheWorkingDirectory() {
        Workspace workspace = resolve(Map.of("basedir", module.toString(), "perf.reports.dir", "../team/.perfgate/reports"),
                loose);

        assertEquals(checkout.resolve("team/.perfgate/reports"), workspace.reports());
        assertEquals(module.resolve("target/perf-results"), workspace.results());
        assertEquals(module.resolve("target/perf-work"), workspace.work());
    }

    @Test
    void aResultsDirectoryGivenMovesTheResultsAlone() {
        Path given = temp.resolve("ci/results");

        Workspace workspace = resolve(Map.of("basedir", module.toString(), "perf.results.dir", given.toString()), loose);

        assertEquals(given, workspace.results());
        assertEquals(module.resolve("target/perf-work"), workspace.work());
        assertEquals(module.resolve("target/perfgate"), workspace.reports());
        assertEquals(resolve(Map.of(), loose).history(), workspace.history());
    }

    @Test
    void aPathTypedOnTheCommandLineIsTriedFromWhereThePersonStandsThenFromTheCheckoutsTop() {
        assertEquals(List.of(module.resolve("base.jar"), checkout.resolve("base.jar")),
                resolve(Map.of("basedir", module.toString()), loose).typed("base.jar"));
        assertEquals(List.of(Path.of("/x/base.jar")), resolve(Map.of(), loose).typed("/x/../x/base.jar"));
    }

    @Test
    void aPathPropertyThatCannotBeAPathIsNamed() {
        PropertyException e = assertThrows(PropertyException.class,
                () -> resolve(Map.of("perf.work.dir", "a\0b"), loose));

        assertEquals("-Dperf.work.dir: expected a file path, found 'a\0b'", e.getMessage());
    }
}
