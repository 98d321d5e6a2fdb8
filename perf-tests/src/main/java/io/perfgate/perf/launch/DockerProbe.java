package io.perfgate.perf.launch;

import org.testcontainers.DockerClientFactory;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Does a Docker engine answer? Testcontainers' own check can hang on a socket that accepts but never
 * answers, so it runs on a daemon thread bounded by our own timeout.
 */
final class DockerProbe {
    /** The outcome, with the reason when the answer is no. */
    record Answer(boolean available, String detail) {
    }

    private DockerProbe() {
    }

    static Answer ask(Duration timeout) {
        CompletableFuture<Boolean> check = new CompletableFuture<>();
        Thread thread = new Thread(() -> {
            try {
                check.complete(DockerClientFactory.instance().isDockerAvailable());
            } catch (Throwable t) {
                check.completeExceptionally(t);
            }
        }, "perfgate-docker-probe");
        thread.setDaemon(true);
        thread.start();
        try {
            boolean available = check.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            return new Answer(available, available ? "Docker " + DockerClientFactory.instance().getActiveApiVersion()
                    : "Testcontainers found no working Docker environment");
        } catch (TimeoutException e) {
            return new Answer(false, "no answer from Docker within " + timeout.toMillis() + " ms");
        } catch (ExecutionException e) {
            return new Answer(false, String.valueOf(e.getCause()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Answer(false, "interrupted");
        }
    }
}
