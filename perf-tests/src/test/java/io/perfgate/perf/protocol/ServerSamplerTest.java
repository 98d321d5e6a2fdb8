package io.perfgate.perf.protocol;

import io.perfgate.perf.launch.OsSample;
import io.perfgate.perf.protocol.ServerSampler.Reading;
import io.perfgate.perf.result.LoadSlice;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ServerSamplerTest {
    private static final Instant T0 = Instant.parse("2026-11-21T10:00:00Z");
    private static final long MB = 1024 * 1024;

    private static long at(double seconds) {
        return T0.getEpochSecond() * 1_000_000_000L + Math.round(seconds * 1e9);
    }

    private static Reading reading(double seconds, long cpuMillis, long memoryMegabytes) {
        return new Reading(at(seconds), OptionalLong.of(cpuMillis * 1_000_000), OptionalLong.of(memoryMegabytes * MB));
    }

    private static LoadSlice second(double from, double length) {
        return new LoadSlice("trial 1", T0.plusNanos(Math.round(from * 1e9)), length, 100, 1.0, 2.0);
    }

    @Test
    void coresAreTheCpuTimeBetweenTwoReadingsOverTheWallTimeBetweenThem() {
        // 1.5 s of CPU in 1 s: one core and a half busy.
        List<LoadSlice> out = ServerSampler.attach(List.of(second(0, 1.0)), List.of(reading(0, 0, 100), reading(1, 1500, 120)));

        assertEquals(1.5, out.getFirst().serverCores(), 1e-9);
        assertEquals(120.0, out.getFirst().serverMemoryMegabytes(), 1e-9, "the largest reading in the second");
    }

    @Test
    void aSecondBetweenReadingsIsInterpolatedFromTheReadingsAroundItsStartAndEnd() {
        // 0.5 cores until 0.5 s, then 2 cores: the second from 0.25 s to 1.25 s spent 0.125 + 1.5 = 1.625 s of CPU.
        List<Reading> readings = List.of(reading(0, 0, 100), reading(0.5, 250, 100), reading(1.0, 1250, 100),
                reading(1.5, 2250, 100));

        LoadSlice out = ServerSampler.attach(List.of(second(0.25, 1.0)), readings).getFirst();

        assertEquals(1.625, out.serverCores(), 1e-9);
    }

    @Test
    void aShortSecondWithoutAReadingInItTakesTheMemoryReadingNearestItsMiddle() {
        List<Reading> readings = List.of(reading(0, 0, 100), reading(0.25, 100, 110), reading(0.5, 200, 130));

        LoadSlice out = ServerSampler.attach(List.of(second(0.3, 0.1)), readings).getFirst();

        assertEquals(110.0, out.serverMemoryMegabytes(), 1e-9);
        assertEquals(0.4, out.serverCores(), 1e-9);
    }

    @Test
    void aSecondTheReadingsDoNotCoverHasNoCoresRatherThanAGuess() {
        List<LoadSlice> out = ServerSampler.attach(List.of(second(0.5, 1.0)), List.of(reading(0, 0, 100), reading(1, 900, 100)));

        assertTrue(Double.isNaN(out.getFirst().serverCores()), out.toString());
        assertEquals(100.0, out.getFirst().serverMemoryMegabytes(), 1e-9, "a memory reading within it still counts");
    }

    @Test
    void aCounterThatCouldNotBeReadIsAbsentNotZero() {
        List<Reading> readings = List.of(new Reading(at(0), OptionalLong.empty(), OptionalLong.empty()),
                new Reading(at(1), OptionalLong.empty(), OptionalLong.of(200 * MB)));

        LoadSlice out = ServerSampler.attach(List.of(second(0, 1.0)), readings).getFirst();

        assertTrue(Double.isNaN(out.serverCores()), out.toString());
        assertEquals(200.0, out.serverMemoryMegabytes(), 1e-9);
    }

    @Test
    void aCpuCounterThatWentBackwardsIsNotANegativeLoad() {
        LoadSlice out = ServerSampler.attach(List.of(second(0, 1.0)), List.of(reading(0, 5000, 100), reading(1, 10, 100)))
                .getFirst();

        assertTrue(Double.isNaN(out.serverCores()), out.toString());
    }

    @Test
    void withoutReadingsTheSecondsStayAsTheGeneratorSawThem() {
        List<LoadSlice> slices = List.of(second(0, 1.0));

        assertSame(slices, ServerSampler.attach(slices, List.of()));
        assertTrue(Double.isNaN(slices.getFirst().serverCores()) && Double.isNaN(slices.getFirst().serverMemoryMegabytes()));
    }

    @Test
    void aServerWhoseOsSideCannotBeSeenGetsNoThreadAndNoReadings() {
        ServerSampler sampler = ServerSampler.start(new ProcesslessServer(Optional::empty));

        assertEquals(List.of(), sampler.stop());
    }

    @Test
    void theThreadReadsAboutFourTimesASecondFromStartToStopInTimeOrder() throws InterruptedException {
        AtomicInteger reads = new AtomicInteger();
        ProcesslessServer server = new ProcesslessServer(() -> {
            int n = reads.incrementAndGet();
            return Optional.of(new OsSample(OptionalLong.of(n * 1_000_000L), OptionalLong.of(64 * MB)));
        });
        long before = System.currentTimeMillis();
        ServerSampler sampler = ServerSampler.start(server);
        Thread.sleep(600);
        List<Reading> readings = sampler.stop();
        long after = System.currentTimeMillis();

        // One at start, one at 250 ms, one at 500 ms, one at stop (a slow machine may skip one, never add a burst).
        assertTrue(readings.size() >= 3 && readings.size() <= 4, readings.toString());
        assertEquals(reads.get(), readings.size(), "every read of the server is a reading, none wasted");
        for (int i = 1; i < readings.size(); i++) {
            assertTrue(readings.get(i).epochNanos() > readings.get(i - 1).epochNanos(), readings.toString());
        }
        // On the wall clock the generator's seconds use.
        assertTrue(readings.getFirst().epochNanos() / 1_000_000 >= before - 1, readings.toString());
        assertTrue(readings.getLast().epochNanos() / 1_000_000 <= after + 1, readings.toString());
    }
}
