package io.perfgate.perf.run;

import io.perfgate.perf.config.PerfConfig;
import io.perfgate.perf.sut.SystemFile;
import io.perfgate.perf.sut.SystemDescription;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * How the candidate's server is built before a run: the description's {@code server.build} (or {@code server.maven}),
 * the command the harness runs on the reference's revision, so that both sides of an A/B run are built alike. The
 * harness builds only the reference; {@code bin/perfgate} runs this command in the description's directory first.
 * Prints, each ended by a NUL character (a word may hold spaces): the image tag the build must produce (beside
 * {@code server.image}: the description's image, also for {@code $PERFGATE_IMAGE}; else empty), then the command's
 * words; nothing at all when the description names no build (an artifact that is there already).
 */
public final class CandidateBuild {
    private CandidateBuild() {
    }

    public static void main(String[] args) {
        try {
            output(System.getProperties()::getProperty).forEach(word -> System.out.print(word + '\0'));
            System.out.flush();
        } catch (RuntimeException e) {
            System.err.println("[ERROR] candidate build: " + e.getMessage());
            System.exit(2);
        }
    }

    /** The image tag then the build command of the description {@code -Dperf.system} names; empty: nothing to build. */
    static List<String> output(Function<String, String> property) {
        SystemDescription.Artifact server = SystemFile.read(PerfConfig.systemFile(property)).server();
        String image = server instanceof SystemDescription.Image i ? i.image() : "";
        return server.build().map(build -> {
            List<String> out = new ArrayList<>();
            out.add(image);
            out.addAll(build.command(image));
            return List.copyOf(out);
        }).orElse(List.of());
    }
}
