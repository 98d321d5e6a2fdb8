package io.perfgate.perf.launch;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** Programs the launchers start beside the server: util-linux {@code taskset} (pins a process to a CPU list), HAProxy. */
final class Executables {
    private Executables() {
    }

    /** {@code name} on PATH, else in {@code alsoIn} (sbin directories are not on every user's PATH); empty when absent. */
    static Optional<Path> find(String name, String... alsoIn) {
        List<String> dirs = new ArrayList<>(Arrays.asList(System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(File.pathSeparator)));
        dirs.addAll(List.of(alsoIn));
        return dirs.stream().filter(d -> !d.isEmpty()).map(d -> Path.of(d, name)).filter(Files::isExecutable).findFirst();
    }
}
