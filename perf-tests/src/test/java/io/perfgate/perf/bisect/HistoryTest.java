package io.perfgate.perf.bisect;

import io.perfgate.perf.sut.GitRepository;
import io.perfgate.perf.sut.SystemRepository;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The first-parent history between two revisions of a real repository, with a merged branch in it. */
class HistoryTest {
    @TempDir
    Path temp;
    private GitRepository repo;
    private SystemRepository system;

    @BeforeEach
    void aRepositoryWithAMergedBranch() {
        repo = GitRepository.init(temp.resolve("service"));
        system = SystemRepository.holding(repo.write("perfgate.yaml", "name: service\n"));
        repo.commit("one");
        repo.git("tag", "good");
        repo.write("a.txt", "a\n");
        repo.commit("two");
        repo.git("checkout", "-q", "-b", "feature");
        repo.write("b.txt", "b\n");
        repo.commit("on the branch | with a pipe");
        repo.git("checkout", "-q", "main");
        repo.write("c.txt", "c\n");
        repo.commit("three");
        repo.git("merge", "-q", "--no-ff", "-m", "merge feature", "feature");
        repo.write("d.txt", "d\n");
        repo.commit("four");
    }

    @Test
    void listsTheFirstParentsOldestFirstAndMarksTheMerge() {
        History history = History.read(system, "good", "main");

        assertEquals("one", history.good().subject());
        assertEquals(List.of("two", "three", "merge feature", "four"), history.commits().stream().map(Revision::subject).toList());
        assertEquals(List.of(false, false, true, false), history.commits().stream().map(Revision::merge).toList());
        assertEquals(repo.git("rev-parse", "main"), history.bad().commit());
    }

    @Test
    void aRevisionTheRepositoryLacksIsNamedWithWhatToDo() {
        BisectException e = assertThrows(BisectException.class, () -> History.read(system, "good", "nowhere"));

        assertTrue(e.getMessage().startsWith("--bad nowhere: the repository at " + repo.top()), e.getMessage());
        assertTrue(e.getMessage().contains("fetch it first"), e.getMessage());
    }

    @Test
    void goodMustBeOlderThanBad() {
        BisectException reversed = assertThrows(BisectException.class, () -> History.read(system, "main", "good"));
        BisectException same = assertThrows(BisectException.class, () -> History.read(system, "good", "good"));

        assertTrue(reversed.getMessage().contains("is not an ancestor of --bad good"), reversed.getMessage());
        assertTrue(same.getMessage().contains("are the same commit"), same.getMessage());
    }

    @Test
    void aRevisionThatReadsAsAnOptionIsRefused() {
        BisectException e = assertThrows(BisectException.class, () -> History.read(system, "--all", "main"));

        assertEquals("--good: required a revision (a commit, tag or branch), actual: '--all'", e.getMessage());
    }

    @Test
    void outsideGitThereIsNoHistory() {
        SystemRepository none = new SystemRepository(temp, false);

        assertFalse(none.git());
        assertThrows(BisectException.class, () -> History.read(none, "good", "main"));
    }
}
