package io.perfgate.perf.reference;

import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.Systems;
import io.perfgate.perf.workspace.Workspace;

import io.perfgate.perf.baseline.Fixtures;
import io.perfgate.perf.protocol.Measured;
import io.perfgate.perf.protocol.TrialOrder;
import io.perfgate.perf.result.ScenarioRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReferenceSettingsTest {
    @TempDir
    Path temp;

    private static Optional<ReferenceSettings> from(Map<String, String> properties) {
        return ReferenceSettings.from(properties::get);
    }

    /** The workspace of {@code system} whose work directory is the test's temporary directory. */
    private Workspace in(SystemDescription system) {
        return Workspace.resolve(Map.of("perf.work.dir", temp.toString())::get, system.file());
    }

    @Test
    void withoutTheReferencePropertyThereIsNoAbRun() {
        assertEquals(Optional.empty(), from(Map.of("perf.reference.order", "random")));
    }

    @Test
    void defaultsAreLockstepAndNoExtraServerArguments() {
        ReferenceSettings r = from(Map.of("perf.reference", "base/server/target/perfgate-server.jar")).orElseThrow();

        assertEquals(TrialOrder.Kind.LOCKSTEP, r.order());
        assertEquals(2, r.bootPairs());
        assertEquals(List.of(), r.serverArgs());
        assertEquals(false, r.isGitRevision());
        assertEquals(Optional.empty(), r.label());
    }

    @Test
    void aGitRevisionAndEveryOptionAreRead() {
        ReferenceSettings r = from(Map.of("perf.reference", "git:origin/main", "perf.reference.order", "random",
                "perf.reference.seed", "42", "perf.reference.serverArgs", " --extra-delay-micros=2000  --x=1 ",
                "perf.reference.label", "base 0123abcd")).orElseThrow();

        assertTrue(r.isGitRevision());
        assertEquals("origin/main", r.gitRevision());
        assertEquals(TrialOrder.Kind.RANDOM, r.order());
        assertEquals(42, r.seed());
        assertEquals(List.of("--extra-delay-micros=2000", "--x=1"), r.serverArgs());
        assertEquals(Optional.of("base 0123abcd"), r.label());
        assertEquals(1, r.bootPairs(), "in turns: one pair of boots");
    }

    @Test
    void bootPairsAreReadAndCheckedAgainstTheOrder() {
        assertEquals(3, from(Map.of("perf.reference", "a.jar", "perf.reference.bootPairs", " 3 ")).orElseThrow().bootPairs());
        assertEquals(2, from(Map.of("perf.reference", "a.jar", "perf.reference.order", "duet")).orElseThrow().bootPairs());
        assertEquals(1, from(Map.of("perf.reference", "a.jar", "perf.profile", "quick")).orElseThrow().bootPairs(),
                "the quick profile: one pair of boots");
        assertEquals(1, from(Map.of("perf.reference", "a.jar", "perf.reference.order", "abba", "perf.reference.bootPairs", "1"))
                .orElseThrow().bootPairs());

        IllegalArgumentException inTurns = assertThrows(IllegalArgumentException.class, () -> from(Map.of(
                "perf.reference", "a.jar", "perf.reference.order", "abba", "perf.reference.bootPairs", "2")));
        assertEquals("perf.reference.bootPairs=2 needs perf.reference.order=lockstep or duet, actual: abba (give "
                + "-Dperf.reference.bootPairs=1 with it)", inTurns.getMessage());
        for (String bad : List.of("0", "5", "two")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> from(Map.of(
                    "perf.reference", "a.jar", "perf.reference.bootPairs", bad)));
            assertEquals("-Dperf.reference.bootPairs: expected a whole number from 1 to 4, found '" + bad + "'",
                    e.getMessage());
        }
    }

    @Test
    void bootPairsAreAddedWhenTheyDisagreeUpToMaxBootPairsOnlyWherePairsAreMeasuredTogether() {
        assertEquals(4, from(Map.of("perf.reference", "a.jar")).orElseThrow().maxBootPairs(), "lockstep: up to 4");
        assertEquals(4, from(Map.of("perf.reference", "a.jar", "perf.reference.bootPairs", "3")).orElseThrow().maxBootPairs());
        assertEquals(4, from(Map.of("perf.reference", "a.jar", "perf.reference.bootPairs", "4")).orElseThrow().maxBootPairs());
        assertEquals(6, from(Map.of("perf.reference", "a.jar", "perf.reference.maxBootPairs", "6")).orElseThrow().maxBootPairs());
        assertEquals(1, from(Map.of("perf.reference", "a.jar", "perf.profile", "quick")).orElseThrow().maxBootPairs(),
                "the quick profile judges nothing: none added");
        assertEquals(1, from(Map.of("perf.reference", "a.jar", "perf.reference.order", "abba")).orElseThrow().maxBootPairs(),
                "in turns: none added");

        IllegalArgumentException fewer = assertThrows(IllegalArgumentException.class, () -> from(Map.of(
                "perf.reference", "a.jar", "perf.reference.bootPairs", "3", "perf.reference.maxBootPairs", "2")));
        assertEquals("perf.reference.maxBootPairs must be perf.reference.bootPairs (3) to 8, actual: 2", fewer.getMessage());
        IllegalArgumentException inTurns = assertThrows(IllegalArgumentException.class, () -> from(Map.of(
                "perf.reference", "a.jar", "perf.reference.order", "random", "perf.reference.maxBootPairs", "3")));
        assertEquals("perf.reference.maxBootPairs=3 needs perf.reference.order=lockstep or duet, actual: random (boot pairs "
                + "are added only to pairs measured together)", inTurns.getMessage());
        IllegalArgumentException tooMany = assertThrows(IllegalArgumentException.class, () -> from(Map.of(
                "perf.reference", "a.jar", "perf.reference.maxBootPairs", "9")));
        assertEquals("-Dperf.reference.maxBootPairs: expected a whole number from 1 to 8, found '9'", tooMany.getMessage());
    }

    @Test
    void anEmptyRevisionIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> from(Map.of("perf.reference", "git:")));
    }

    @Test
    void anExistingJarIsUsedAsGiven() throws IOException {
        Path jar = Files.createFile(temp.resolve("perfgate-server.jar"));

        ReferenceSettings.Resolved resolved = from(Map.of("perf.reference", jar.toString())).orElseThrow()
                .resolve(Systems.perfgate(), in(Systems.perfgate()));

        assertEquals(new SystemDescription.Jar(jar, Optional.of(SystemDescription.Build.maven("server"))), resolved.server());
        assertEquals("unknown", resolved.commit());
    }

    @Test
    void sameIsTheCandidatesOwnServerEvenWithoutABuild() {
        ReferenceSettings.Resolved resolved = from(Map.of("perf.reference", "same")).orElseThrow()
                .resolve(Systems.wiremock(), in(Systems.wiremock()));

        assertEquals(Systems.wiremock().server(), resolved.server());
        assertEquals("unknown", resolved.commit());
    }

    @Test
    void aMissingJarIsAClearError() {
        Path missing = temp.resolve("nope.jar");

        ReferenceException e = assertThrows(ReferenceException.class,
                () -> from(Map.of("perf.reference", missing.toString())).orElseThrow().resolve(Systems.perfgate(), in(Systems.perfgate())));

        assertTrue(e.getMessage().contains("'" + missing + "', no such file"), e.getMessage());
    }

    @Test
    void anUnknownRevisionIsAClearErrorNamingIt() {
        ReferenceException e = assertThrows(ReferenceException.class,
                () -> from(Map.of("perf.reference", "git:no-such-branch-xyz")).orElseThrow().resolve(Systems.perfgate(), in(Systems.perfgate())));

        assertTrue(e.getMessage().contains("perf.reference=git:no-such-branch-xyz: cannot resolve the revision"), e.getMessage());
    }

    @Test
    void aRevisionOfASystemThatDoesNotSayHowToBuildItFailsClosedNamingTheFieldToAdd() {
        ReferenceException e = assertThrows(ReferenceException.class,
                () -> from(Map.of("perf.reference", "git:HEAD")).orElseThrow().resolve(Systems.wiremock(), in(Systems.wiremock())));

        assertEquals(Systems.wiremockFile() + ": server.build is missing: -Dperf.reference=git:HEAD cannot build the base; "
                + "add server.build (the command that builds ../../perf-tests/target/wiremock/wiremock-standalone-3.13.2.jar "
                + "from a checkout) or server.maven (the Maven module that builds it)", e.getMessage());
    }

    @Test
    void anImageReferenceNeedsASystemStartedFromAnImage() {
        ReferenceException e = assertThrows(ReferenceException.class,
                () -> from(Map.of("perf.reference", "image:wiremock:3.12")).orElseThrow().resolve(Systems.wiremock(), in(Systems.wiremock())));

        assertTrue(e.getMessage().startsWith("perf.reference=image:wiremock:3.12: an image replaces the server.image of a "
                + "system started from one, actual: "), e.getMessage());
    }

    @Test
    void aJarBuiltFromARevisionIsAtTheSamePlaceRelativeToTheDescriptionInThatRevisionsTree() {
        SystemDescription.Build build = new SystemDescription.Build(List.of("make"));
        SystemDescription.Artifact moved = ReferenceBuild.inRevision("perf.reference=git:main", new SystemDescription.Jar(
                Path.of("/repo/svc/server/target/s.jar"), Optional.of(build)), Path.of("/repo/svc"),
                Path.of("/ref/demo-0123/svc"), Path.of("/ref/demo-0123"), "demo-reference:0123");

        assertEquals(new SystemDescription.Jar(Path.of("/ref/demo-0123/svc/server/target/s.jar"), Optional.of(build)), moved);
    }

    @Test
    void anArtifactOutsideTheRepositoryHasNoRevision() {
        ReferenceException e = assertThrows(ReferenceException.class, () -> ReferenceBuild.inRevision("perf.reference=git:main",
                new SystemDescription.Jar(Path.of("/elsewhere/s.jar")), Path.of("/repo/svc"), Path.of("/ref/demo-0123/svc"),
                Path.of("/ref/demo-0123"), "demo-reference:0123"));

        assertTrue(e.getMessage().startsWith("perf.reference=git:main: /elsewhere/s.jar is outside the repository that holds "
                + "/repo/svc"), e.getMessage());
    }

    @Test
    void anAbRunNeedsAsManyReferenceAsCandidateTrials() {
        ScenarioRun five = Fixtures.run(Fixtures.trials(5).build());
        ScenarioRun four = Fixtures.run(Fixtures.trials(4).build());

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Measured(five, Optional.of(new Measured.Reference(four, "reference build x.jar",
                        TrialOrder.of(TrialOrder.Kind.ABBA, 0, 5)))));

        assertTrue(e.getMessage().contains("required 4, actual 5"), e.getMessage());
        assertEquals("reference build x.jar (A/B in the same run, 5 paired trials, order ABBA)",
                new Measured.Reference(five, "reference build x.jar", TrialOrder.of(TrialOrder.Kind.ABBA, 0, 5)).comparisonKind());
    }
}
