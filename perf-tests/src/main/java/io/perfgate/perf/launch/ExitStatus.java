package io.perfgate.perf.launch;

/** A server's exit code in words: above 128 a shell, a container engine and the JDK all mean "killed by signal code - 128". */
final class ExitStatus {
    private ExitStatus() {
    }

    /** {@code exited with code 1}, or {@code exited with code 137 (killed by signal 9, SIGKILL: ...)}. */
    static String describe(long code) {
        String text = "exited with code " + code;
        if (code <= 128 || code > 128 + 64) {
            return text;
        }
        int signal = (int) (code - 128);
        String name = switch (signal) {
            case 9 -> "SIGKILL: killed from outside, by a person, a script or the kernel's out-of-memory killer";
            case 15 -> "SIGTERM: asked to stop from outside";
            case 6 -> "SIGABRT: the JVM aborted, look for an hs_err file";
            case 11 -> "SIGSEGV: a crash in native code";
            default -> "";
        };
        return text + " (killed by signal " + signal + (name.isEmpty() ? "" : ", " + name) + ")";
    }
}
