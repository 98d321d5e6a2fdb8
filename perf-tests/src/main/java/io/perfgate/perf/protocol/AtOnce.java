package io.perfgate.perf.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;

/**
 * Work that must run at the same time: the two loads of a duet, the warm-ups of servers that share the CPUs meanwhile.
 * A failure is thrown only once all ended, so that no load is left running against a server the caller goes on with.
 */
final class AtOnce {
    private AtOnce() {
    }

    /**
     * Runs {@code first} on a second thread and {@code second} on this one, at the same time, and returns both
     * results ({@code first}'s as {@link Both#reference()}); a failure of either is thrown once both ended.
     */
    static <T> Both<T> both(Supplier<T> first, Supplier<T> second) {
        List<T> both = all(List.of(first, second));
        return new Both<>(both.getFirst(), both.getLast());
    }

    /**
     * Runs every one of {@code work} at the same time, the last on this thread and the others on threads of their own,
     * and returns their results in order; once all ended, a failure is thrown (this thread's first, the others'
     * suppressed in it).
     */
    static <T> List<T> all(List<Supplier<T>> work) {
        try (ExecutorService threads = Executors.newFixedThreadPool(Math.max(1, work.size() - 1),
                r -> new Thread(r, "perfgate-at-once"))) {
            List<CompletableFuture<T>> others = work.subList(0, work.size() - 1).stream()
                    .map(w -> CompletableFuture.supplyAsync(w, threads)).toList();
            List<RuntimeException> failures = new ArrayList<>();
            T here = null;
            try {
                here = work.getLast().get();
            } catch (RuntimeException e) {
                failures.add(e);
            }
            List<T> results = new ArrayList<>();
            for (CompletableFuture<T> other : others) {
                try {
                    results.add(other.join());
                } catch (CompletionException e) {
                    failures.add(e.getCause() instanceof RuntimeException r ? r : e);
                }
            }
            if (!failures.isEmpty()) {
                failures.subList(1, failures.size()).forEach(failures.getFirst()::addSuppressed);
                throw failures.getFirst();
            }
            results.add(here);
            return results;
        }
    }
}
