package io.perfgate.perf.sut;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

/** The repository a description belongs to: the one holding the file, wherever the harness runs from. */
class SystemRepositoryTest {
    @TempDir
    Path temp;

    @Test
    void perfgatesOwnDescriptionBelongsToThisCheckout() throws IOException {
        SystemRepository repository = SystemRepository.holding(Systems.perfgate().file());

        // Maven runs the tests in perf-tests/, a directory of the checkout's top.
        assertEquals(Path.of(System.getProperty("user.dir")).toRealPath().getParent(), repository.root().toRealPath());
        assertTrue(repository.git());
        assertTrue(repository.head().orElseThrow().matches("[0-9a-f]{40}"), repository.head().toString());
        assertEquals(repository.root(), SystemRepository.holding(Systems.wiremockFile()).root(),
                "the example lives in perfgate's repository too");
    }

    @Test
    void aDescriptionInAnotherRepositoryBelongsToThatRepositoryAtItsTop() throws IOException {
        GitRepository team = GitRepository.init(temp.resolve("team"));
        Path file = team.write("deploy/perf/perfgate.yaml", "name: x\n");
        String head = team.commit("service");

        SystemRepository repository = SystemRepository.holding(file);

        assertEquals(temp.resolve("team").toRealPath(), repository.root().toRealPath());
        assertTrue(repository.git());
        assertEquals(Optional.of(head), repository.head());
    }

    @Test
    void aRepositoryWithoutCommitsHasNoHead() {
        GitRepository team = GitRepository.init(temp.resolve("new"));
        Path file = team.write("perfgate.yaml", "name: x\n");

        assertEquals(Optional.empty(), SystemRepository.holding(file).head());
    }

    @Test
    void outsideGitTheRootIsTheDescriptionsDirectoryAndThereIsNoCommit() throws IOException {
        Path file = Files.writeString(Files.createDirectories(temp.resolve("loose")).resolve("perfgate.yaml"), "name: x\n");
        SystemRepository repository = SystemRepository.holding(file);
        assumeFalse(repository.git(), "the temporary directory is itself in a git work tree");

        assertEquals(new SystemRepository(temp.resolve("loose"), false), repository);
        assertFalse(repository.head().isPresent());
    }
}
