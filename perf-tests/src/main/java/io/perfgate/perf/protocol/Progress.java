package io.perfgate.perf.protocol;

import java.io.PrintStream;
import java.time.Duration;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.function.LongSupplier;

/**
 * Progress lines a person can follow: time, pair, phase, elapsed and an estimate of what remains. Safe to call from
 * the two threads of a duet.
 */
public final class Progress {
    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss");
    private final PrintStream out;
    private final LongSupplier nanoTime;
    private final long startNanos;
    private Duration planned;
    /** Whether {@link #partsDone} has replaced the plan by what the parts measured so far took. */
    private boolean projected;

    public Progress(PrintStream out, Duration planned) {
        this(out, planned, System::nanoTime);
    }

    /** With another clock than {@link System#nanoTime()} (for the tests of the estimate). */
    Progress(PrintStream out, Duration planned, LongSupplier nanoTime) {
        this.out = out;
        this.planned = planned;
        this.nanoTime = nanoTime;
        this.startNanos = nanoTime.getAsLong();
    }

    public synchronized void line(String message) {
        Duration elapsed = Duration.ofNanos(nanoTime.getAsLong() - startNanos);
        Duration remaining = planned.minus(elapsed);
        out.printf("[perf] %s %s  (elapsed %s, remaining ~%s)%n", LocalTime.now().format(CLOCK), message,
                clock(elapsed), remaining.isNegative() ? "0:00" : clock(remaining));
        out.flush();
    }

    public synchronized void info(String message) {
        out.println("[perf] " + message);
        out.flush();
    }

    /**
     * Adds to the plan what took longer than planned, e.g. a warm-up that ran on until the server was steady; nothing
     * once the plan is {@link #partsDone projected}, which counts such overruns already.
     */
    public synchronized void extend(Duration more) {
        if (more.isPositive() && !projected) {
            this.planned = planned.plus(more);
        }
    }

    /**
     * {@code done} of the run's {@code total} alike parts (its variants, each booted, warmed up and measured) have
     * ended: from now on what remains is the time they took on average times the parts left. The plan counts each
     * warm-up at its minimum, and how long a JIT takes to settle is known only by watching it (on the 2-vCPU VM four
     * servers warming up at once took 40-60 s where the plan had 6 s).
     */
    public synchronized void partsDone(int done, int total) {
        if (done < 1 || total < 1) {
            throw new IllegalArgumentException("done and total must be >= 1, actual: " + done + " of " + total);
        }
        Duration elapsed = Duration.ofNanos(nanoTime.getAsLong() - startNanos);
        this.planned = elapsed.multipliedBy(total).dividedBy(done);
        this.projected = true;
    }

    public static String clock(Duration d) {
        long s = Math.max(0, d.toSeconds());
        return String.format("%d:%02d", s / 60, s % 60);
    }
}
