package io.perfgate.perf.run;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;

/**
 * Does something the first time the console shows a line containing a marker, such as {@code ": trial 1/"},
 * which the suite prints right before a trial's load starts: a fault injected then lands inside that trial,
 * however long boot and warm-up took. Everything still reaches the console. Install it before the suite is
 * opened (the suite keeps the stream it found).
 */
final class ConsoleWatch implements AutoCloseable {
    private final PrintStream original;
    private final CompletableFuture<Void> done = new CompletableFuture<>();

    private ConsoleWatch(String marker, Runnable action) {
        this.original = System.out;
        OutputStream watching = new OutputStream() {
            private final ByteArrayOutputStream line = new ByteArrayOutputStream();

            @Override
            public synchronized void write(int b) {
                original.write(b);
                if (b != '\n') {
                    line.write(b);
                    return;
                }
                String text = line.toString(StandardCharsets.UTF_8);
                line.reset();
                if (text.contains(marker) && !done.isDone() && !started) {
                    started = true;
                    // Not on the printing thread: the suite goes on while the fault is injected.
                    Thread.ofPlatform().daemon().name("console-watch").start(() -> {
                        try {
                            action.run();
                            done.complete(null);
                        } catch (RuntimeException | Error e) {
                            done.completeExceptionally(e);
                        }
                    });
                }
            }

            private boolean started;

            @Override
            public void flush() {
                original.flush();
            }
        };
        System.setOut(new PrintStream(watching, true, StandardCharsets.UTF_8));
    }

    static ConsoleWatch on(String marker, Runnable action) {
        return new ConsoleWatch(marker, action);
    }

    /** Rethrows what the action threw; fails if the marker never showed. */
    void requireDone() {
        if (!done.isDone()) {
            throw new AssertionError("the console never showed the line the fault waited for");
        }
        done.join();
    }

    @Override
    public void close() {
        System.setOut(original);
    }
}
