package io.perfgate.perf.launch;

import io.perfgate.perf.result.ServerJvm;
import io.perfgate.perf.sut.Variant;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;

/**
 * A balanced variant as one server under test: its backends (each started by the launcher as any server is) behind
 * a {@link LoadBalancer}, which the load is sent to. Resource use is the whole topology's, so that CPU per request
 * compares with a single server's: CPU is the backends' plus the balancer's, allocation and GC are the backends' JVMs'
 * summed, and peak memory is the sum of each part's own peak (an upper bound of the peak of their sum: the parts
 * need not peak at the same moment). It is both the balanced pair's hold on its parts and its meters.
 */
final class BalancedServer implements ServerHandle, Meters {
    private final Variant variant;
    private final List<RunningServer> backends;
    private final LoadBalancer balancer;

    BalancedServer(Variant variant, List<RunningServer> backends, LoadBalancer balancer) {
        this.variant = variant;
        this.backends = List.copyOf(backends);
        this.balancer = balancer;
    }

    /**
     * Starts {@code variant.backends()} servers with {@code launcher}, one after another (each on its own free port),
     * then the balancer in front of them, and waits until the system's health path answers through it. Whatever
     * started is stopped again when a later part fails.
     */
    static RunningServer start(Launcher launcher, Variant variant, LaunchSettings settings) {
        List<RunningServer> started = new ArrayList<>();
        LoadBalancer balancer = null;
        try {
            for (int i = 1; i <= variant.backends(); i++) {
                System.out.println("[perf] " + variant + ": starting backend " + i + " of " + variant.backends());
                started.add(launcher.start(variant));
            }
            balancer = LoadBalancer.start(variant.name(), started.stream().map(RunningServer::baseUri).toList(),
                    settings.workDir().resolve("balancer").resolve(variant.name() + "-" + System.nanoTime()),
                    settings.serverCpus());
            BalancedServer server = new BalancedServer(variant, started, balancer);
            // A system known to be up by a log line: each backend showed it, and the balancer's statistics answer.
            Optional<String> health = settings.system().ready().httpPath();
            String failure = health.isEmpty() ? null
                    : HealthProbe.await(balancer.baseUri(), health.get(), settings.startupTimeout(), server::deathReason);
            if (failure != null) {
                throw new LaunchException("variant " + variant + ": its load balancer at " + balancer.baseUri()
                        + " did not pass requests to its backends within " + settings.startupTimeout().toSeconds() + " s: "
                        + failure + "\nbalancer output:\n" + balancer.logTail());
            }
            System.out.println("[perf] " + variant + ": " + variant.backends() + " backends behind " + balancer.version()
                    + " (round robin, pinned to CPUs " + (settings.serverCpus().isEmpty() ? "none" : settings.serverCpus())
                    + ") at " + balancer.baseUri());
            return new StartedServer(variant, balancer.baseUri(), health, server, server);
        } catch (RuntimeException e) {
            if (balancer != null) {
                balancer.close();
            }
            started.forEach(RunningServer::close);
            throw e;
        }
    }

    @Override
    public ResourceUsage usage() {
        List<ResourceUsage> parts = backends.stream().map(RunningServer::usage).toList();
        return sum(parts, balancer.meter().cpuNanos(), balancer.meter().peakMemoryBytes());
    }

    /** The topology's OS-side reading: the backends' summed with HAProxy's; absent when any backend has none. */
    @Override
    public Optional<OsSample> osSample() {
        List<OsSample> parts = new ArrayList<>();
        for (RunningServer backend : backends) {
            Optional<OsSample> part = backend.osSample();
            if (part.isEmpty()) {
                return Optional.empty();
            }
            parts.add(part.get());
        }
        parts.add(balancer.meter().sample());
        return Optional.of(new OsSample(total(parts, OsSample::cpuNanos), total(parts, OsSample::memoryBytes)));
    }

    /**
     * The topology's usage: each counter summed over the backends, plus the balancer's CPU and memory; unknown
     * (empty) when any part's is, since a sum without it would understate.
     */
    static ResourceUsage sum(List<ResourceUsage> backends, OptionalLong balancerCpu, OptionalLong balancerPeakMemory) {
        return new ResourceUsage(
                add(total(backends, ResourceUsage::cpuNanos), balancerCpu),
                add(total(backends, ResourceUsage::peakMemoryBytes), balancerPeakMemory),
                total(backends, ResourceUsage::allocatedBytes),
                total(backends, ResourceUsage::gcCount),
                total(backends, ResourceUsage::gcMillis),
                total(backends, ResourceUsage::compilerCpuNanos));
    }

    private static <T> OptionalLong total(List<T> parts, Function<T, OptionalLong> counter) {
        long sum = 0;
        for (T part : parts) {
            OptionalLong value = counter.apply(part);
            if (value.isEmpty()) {
                return OptionalLong.empty();
            }
            sum += value.getAsLong();
        }
        return OptionalLong.of(sum);
    }

    private static OptionalLong add(OptionalLong a, OptionalLong b) {
        return a.isPresent() && b.isPresent() ? OptionalLong.of(a.getAsLong() + b.getAsLong()) : OptionalLong.empty();
    }

    /** The first backend's JVM: every backend runs the same jar with the same flags. */
    @Override
    public ServerJvm jvm() {
        return backends.get(0).jvm();
    }

    @Override
    public void resetPeakMemory() {
        backends.forEach(RunningServer::resetPeakMemory);
        balancer.meter().resetPeak();
    }

    @Override
    public Optional<String> deathReason() {
        Optional<String> balancerGone = balancer.deathReason();
        if (balancerGone.isPresent()) {
            return balancerGone;
        }
        for (int i = 0; i < backends.size(); i++) {
            Optional<String> gone = backends.get(i).deathReason();
            if (gone.isPresent()) {
                return Optional.of("backend " + (i + 1) + " of " + backends.size() + ": " + gone.get());
            }
        }
        return Optional.empty();
    }

    /** Responses each backend sent through the balancer so far, backend 1 first. */
    List<Long> requestsPerBackend() {
        return balancer.requestsPerBackend();
    }

    @Override
    public String logTail() {
        StringBuilder tail = new StringBuilder("load balancer (" + balancer.version() + "):\n").append(balancer.logTail());
        for (int i = 0; i < backends.size(); i++) {
            tail.append("\nbackend ").append(i + 1).append(":\n").append(backends.get(i).logTail());
        }
        return tail.toString();
    }

    /** Stops the balancer first (no request reaches a stopped backend), then the backends; says how load was spread. */
    @Override
    public void stop() {
        try {
            if (balancer.deathReason().isEmpty()) {
                System.out.println("[perf] " + variant + ": responses per backend through the balancer: " + requestsPerBackend());
            }
        } catch (LaunchException e) {
            System.out.println("[perf] " + variant + ": " + e.getMessage());
        } finally {
            balancer.close();
            backends.forEach(RunningServer::close);
        }
    }
}
