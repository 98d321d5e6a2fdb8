package io.perfgate.perf.protocol;

import java.io.PrintStream;
import java.time.Duration;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;

/**
 * Progress lines a person can follow: time, pair, phase, elapsed and an estimate of what remains. Safe to call from
 * the two threads of a duet.
 */
public final class Progress {
    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss");
    private final PrintStream out;
    private final long startNanos = System.nanoTime();
    private Duration planned;

    public Progress(PrintStream out, Duration planned) {
        this.out = out;
        this.planned = planned;
    }

    public synchronized void line(String message) {
        Duration elapsed = Duration.ofNanos(System.nanoTime() - startNanos);
        Duration remaining = planned.minus(elapsed);
        out.printf("[perf] %s %s  (elapsed %s, remaining ~%s)%n", LocalTime.now().format(CLOCK), message,
                clock(elapsed), remaining.isNegative() ? "0:00" : clock(remaining));
        out.flush();
    }

    public synchronized void info(String message) {
        out.println("[perf] " + message);
        out.flush();
    }

    /** Adds to the plan what took longer than planned, e.g. a warm-up that ran on until the server was steady. */
    public synchronized void extend(Duration more) {
        if (more.isPositive()) {
            this.planned = planned.plus(more);
        }
    }

    public static String clock(Duration d) {
        long s = Math.max(0, d.toSeconds());
        return String.format("%d:%02d", s / 60, s % 60);
    }
}
