package io.perfgate.perf.launch;

import io.perfgate.perf.result.ServerJvm;
import io.perfgate.perf.sut.Variant;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The running server every launcher returns, around a handle and meters that write down what they were asked. */
class StartedServerTest {
    private static final Variant VARIANT = new Variant("platform-own", List.of(), Map.of());
    private static final URI BASE = URI.create("http://127.0.0.1:41234");
    private static final ResourceUsage USAGE = new ResourceUsage(OptionalLong.of(7), OptionalLong.of(8));

    private final List<String> asked = new ArrayList<>();

    private final class Handle implements ServerHandle {
        final boolean movable;
        Optional<String> death = Optional.empty();

        Handle(boolean movable) {
            this.movable = movable;
        }

        @Override
        public Optional<String> deathReason() {
            return death;
        }

        @Override
        public String logTail() {
            return "last lines";
        }

        @Override
        public boolean movable() {
            return movable;
        }

        @Override
        public void moveTo(String cpus) {
            asked.add("move to " + cpus);
        }

        @Override
        public void stop() {
            asked.add("stop");
        }
    }

    private final class Readings implements Meters {
        RuntimeException closing;

        @Override
        public ResourceUsage usage() {
            return USAGE;
        }

        @Override
        public Optional<OsSample> osSample() {
            return Optional.of(new OsSample(OptionalLong.of(7), OptionalLong.of(6)));
        }

        @Override
        public void resetPeakMemory() {
            asked.add("reset peak");
        }

        @Override
        public ServerJvm jvm() {
            return ServerJvm.UNKNOWN;
        }

        @Override
        public void close() {
            asked.add("close meters");
            if (closing != null) {
                throw closing;
            }
        }
    }

    private StartedServer server(Handle handle, Readings meters) {
        return new StartedServer(VARIANT, BASE, Optional.of("/health"), handle, meters);
    }

    @Test
    void closingClosesTheJvmConnectionFirstThenStopsTheServerOnce() {
        StartedServer server = server(new Handle(false), new Readings());

        server.close();
        server.close();

        assertEquals(List.of("close meters", "stop"), asked);
    }

    @Test
    void theServerIsStoppedEvenWhenItsMetersFailToClose() {
        Readings meters = new Readings();
        meters.closing = new IllegalStateException("connection broken");
        StartedServer server = server(new Handle(false), meters);

        assertThrows(IllegalStateException.class, server::close);

        assertEquals(List.of("close meters", "stop"), asked);
    }

    @Test
    void readingsComeFromItsMetersAndItsStateFromItsHandle() {
        Handle handle = new Handle(false);
        StartedServer server = server(handle, new Readings());

        assertEquals(VARIANT, server.variant());
        assertEquals(BASE, server.baseUri());
        assertEquals(Optional.of("/health"), server.healthPath());
        assertSame(USAGE, server.usage());
        assertEquals(Optional.of(new OsSample(OptionalLong.of(7), OptionalLong.of(6))), server.osSample());
        assertEquals(ServerJvm.UNKNOWN, server.jvm());
        assertEquals("last lines", server.logTail());
        assertEquals(Optional.empty(), server.deathReason());
        server.resetPeakMemory();
        assertEquals(List.of("reset peak"), asked);
        assertSame(handle, server.handle());
    }

    @Test
    void aServerGoneWithoutAHealthPathIsReportedWithItsReasonAndAddress() {
        Handle handle = new Handle(false);
        handle.death = Optional.of("process exited with code 1");
        StartedServer server = new StartedServer(VARIANT, BASE, Optional.empty(), handle, new Readings());

        LaunchException e = assertThrows(LaunchException.class, () -> server.requireUp(Duration.ofMillis(10)));

        assertEquals("server platform-own at http://127.0.0.1:41234 is gone: process exited with code 1", e.getMessage());
    }

    @Test
    void aMovableServerIsMovedByItsHandle() {
        StartedServer server = server(new Handle(true), new Readings());

        assertTrue(server.movable());
        server.moveTo("0-1");

        assertEquals(List.of("move to 0-1"), asked);
    }

    @Test
    void aServerThatCannotMoveSaysWhichOneAndNeverAsksItsHandle() {
        StartedServer server = server(new Handle(false), new Readings());

        assertFalse(server.movable());
        UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class, () -> server.moveTo("0-1"));

        assertEquals("server platform-own at http://127.0.0.1:41234 cannot be moved to other CPUs", e.getMessage());
        assertEquals(List.of(), asked);
    }
}
