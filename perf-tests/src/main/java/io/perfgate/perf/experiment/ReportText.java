package io.perfgate.perf.experiment;

import io.perfgate.perf.protocol.TrialProtocol;

import java.time.Duration;

/** Small wording shared by the experiment's Markdown and HTML reports. */
final class ReportText {
    /**
     * Why a closed model's numbers flatter an overloaded server (Gil Tene's "coordinated omission"); stated wherever a
     * closed or ramp point is reported.
     */
    static final String COORDINATED_OMISSION_TITLE = "Coordinated omission.";
    static final String COORDINATED_OMISSION = "A closed-model user (and a ramp's) sends its next "
            + "request only when the answer to its last one arrived. When the server is overloaded its users wait instead "
            + "of sending, so the requests that would have queued are never sent: latency is understated and throughput "
            + "limits itself to what the server manages. An open model at a fixed arrival rate (a rate axis) does not "
            + "have this bias.";

    /** What the per-point plots of the server's CPU and memory over time show, and where their numbers come from. */
    static final String SERVER_OVER_TIME = "Each point's server CPU (in cores: CPU time per second of wall time, 1 = one "
            + "core busy) and memory (MB) over time come from the operating system's side of the server, its cgroup files "
            + "in a container or /proc for a process, read every " + TrialProtocol.SERVER_SAMPLING.toMillis()
            + " ms during every load window and put on the load "
            + "generator's seconds: never over JMX, so the server runs no extra code for them. A remote server's cannot "
            + "be read: those plots then say not measured.";

    /**
     * Draws the reports again from an experiment's {@code result.json} without measuring (ExperimentIT, the experiment
     * profile's test, with {@code -Dexperiment.result}); the directory is where a run writes by default.
     */
    static String rerenderCommand(Experiment experiment) {
        return "./mvnw verify -Pexperiment -Dexperiment.result=perf-tests/target/experiments/" + experiment.name();
    }

    private ReportText() {
    }

    /** The command that measures the experiment and writes result.json and these reports. */
    static String runCommand(Experiment experiment) {
        return "./mvnw verify -Pexperiment -Dexperiment=" + experiment.name();
    }

    /** {@code 1 valid trial}, {@code 3 valid trials}. */
    static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    /** A wall time as a person reads it: {@code 42 s}, {@code 12 min 5 s}, {@code 2 h 3 min}. */
    static String wallTime(Duration d) {
        long seconds = Math.round(d.toMillis() / 1000.0);
        if (seconds < 60) {
            return seconds + " s";
        }
        if (seconds < 3600) {
            return seconds / 60 + " min " + seconds % 60 + " s";
        }
        return seconds / 3600 + " h " + seconds % 3600 / 60 + " min";
    }
}
