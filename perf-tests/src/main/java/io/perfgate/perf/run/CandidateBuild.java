package io.perfgate.perf.run;

import io.perfgate.perf.config.PerfConfig;
import io.perfgate.perf.sut.SystemFile;
import io.perfgate.perf.sut.SystemUnderTest;

import java.util.List;
import java.util.function.Function;

/**
 * How the candidate's server is built before a run: the same command the description gives for building a revision
 * of the reference ({@code server.maven}), so that both sides of an A/B run are built alike. The harness builds only
 * the reference; {@code bin/perfgate} runs this command in the description's directory first. Prints the command's
 * words, each ended by a NUL character (a word may hold spaces), or nothing when the description says no build (an
 * artifact that is there already: a jar built by other means, a command, a Dockerfile the container launcher builds,
 * an image).
 */
public final class CandidateBuild {
    private CandidateBuild() {
    }

    public static void main(String[] args) {
        try {
            command(System.getProperties()::getProperty).forEach(word -> System.out.print(word + '\0'));
            System.out.flush();
        } catch (RuntimeException e) {
            System.err.println("[ERROR] candidate build: " + e.getMessage());
            System.exit(2);
        }
    }

    /** The build command of the description {@code -Dperf.system} names; empty: nothing to build. */
    static List<String> command(Function<String, String> property) {
        SystemUnderTest system = SystemFile.read(PerfConfig.systemFile(property));
        if (system.server() instanceof SystemUnderTest.Jar jar && jar.mavenModule().isPresent()) {
            // As ReferenceBuild builds a revision: the module and what it needs, tests skipped, by the checkout's wrapper.
            return List.of("./mvnw", "-B", "-q", "-pl", jar.mavenModule().get(), "-am", "package", "-DskipTests");
        }
        return List.of();
    }
}
