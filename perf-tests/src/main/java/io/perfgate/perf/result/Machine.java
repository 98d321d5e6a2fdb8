package io.perfgate.perf.result;

import java.util.Objects;

/**
 * The machine a run happened on. Two runs are comparable on absolute numbers only when
 * {@link #sameClassAs(Machine)} holds.
 *
 * @param cpuModel      e.g. "AMD EPYC 7B13" (from /proc/cpuinfo)
 * @param cores         logical processors available to the JVM
 * @param memoryBytes   physical memory
 * @param os            e.g. "Linux 6.1.0 amd64"
 * @param jdk           e.g. "25.0.1+8 (Eclipse Adoptium)"
 * @param launcher      how the servers ran
 * @param dockerVersion the engine's version, or "none"
 */
public record Machine(String cpuModel, int cores, long memoryBytes, String os, String jdk, LauncherKind launcher,
                      String dockerVersion) {
    public Machine {
        Objects.requireNonNull(cpuModel, "cpuModel");
        Objects.requireNonNull(os, "os");
        Objects.requireNonNull(jdk, "jdk");
        Objects.requireNonNull(launcher, "launcher");
        Objects.requireNonNull(dockerVersion, "dockerVersion");
    }

    /** Same CPU model, core count and launcher: the things that move absolute numbers most. */
    public boolean sameClassAs(Machine other) {
        return cpuModel.equals(other.cpuModel) && cores == other.cores && launcher == other.launcher;
    }
}
