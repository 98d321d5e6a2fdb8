package io.perfgate.perf.launch;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** util-linux {@code taskset}, when installed: pins a process to a CPU list. */
final class Taskset {
    private Taskset() {
    }

    static Optional<Path> find() {
        String path = System.getenv().getOrDefault("PATH", "/usr/bin:/bin");
        for (String dir : path.split(File.pathSeparator)) {
            Path candidate = Path.of(dir, "taskset");
            if (Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
