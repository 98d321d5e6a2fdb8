package io.perfgate.perf.profile;

import io.perfgate.perf.result.PairId;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Which paths the difference blames, on call trees of known samples: 1,000 requests per recording and a 1 ms period,
 * so that a path's CPU per request in microseconds is its sample count.
 */
class ClaimTest {
    private static final List<String> BODY = List.of("Json.write", "Handler.handle", "Main.run");
    private static final List<String> DIGEST = List.of("Sha.compress", "Digest.digest", "Dispatcher.etag", "Handler.handle", "Main.run");
    private static final List<String> HEX = List.of("Hex.format", "Dispatcher.etag", "Handler.handle", "Main.run");

    @Test
    void anIncreaseThatOneCalleeCarriesIsBlamedWhereItEndsNotOnEveryCallerOnTheWay() {
        Difference d = difference(tree(stacks(BODY, 1000)), tree(stacks(BODY, 1000)),
                tree(stacks(BODY, 1000), stacks(DIGEST, 100)), tree(stacks(BODY, 1000), stacks(DIGEST, 100)));
        List<Difference.Hotspot> hotspots = d.hotspots(Measure.CPU);
        assertEquals(List.of(List.of("Main.run", "Handler.handle", "Dispatcher.etag", "Digest.digest", "Sha.compress")),
                hotspots.stream().map(Difference.Hotspot::path).toList());
        assertEquals(100, hotspots.getFirst().stats().change(), 1e-9);
    }

    @Test
    void anIncreaseSplitBetweenCalleesThatEachClearTheirBandIsBlamedOnEachNotOnTheirCaller() {
        List<List<String>> b = stacks(BODY, 1000);
        b.addAll(stacks(DIGEST, 50));
        b.addAll(stacks(HEX, 50));
        Difference d = difference(tree(stacks(BODY, 1000)), tree(stacks(BODY, 1000)), tree(b), tree(b));
        assertEquals(List.of("Sha.compress", "Hex.format"), d.hotspots(Measure.CPU).stream().map(Difference.Hotspot::frame)
                .sorted(java.util.Comparator.reverseOrder()).toList());
    }

    @Test
    void anIncreaseSpreadOverCalleesTooSmallToBlameIsBlamedOnTheirCaller() {
        // 25 callees of +4 each, each within its band (1% of 1,000): their caller's +100 clears its own.
        List<List<String>> b = stacks(BODY, 1000);
        for (int i = 0; i < 25; i++) {
            b.addAll(stacks(List.of("Hex.format" + i, "Dispatcher.etag", "Handler.handle", "Main.run"), 4));
        }
        Difference d = difference(tree(stacks(BODY, 1000)), tree(stacks(BODY, 1000)), tree(b), tree(b));
        assertEquals(List.of("Dispatcher.etag"), d.hotspots(Measure.CPU).stream().map(Difference.Hotspot::frame).toList());
        assertEquals(100, d.hotspots(Measure.CPU).getFirst().stats().change(), 1e-9);
    }

    @Test
    void aCallerWhoseIncreaseItsClaimedCalleesExplainIsNotBlamed() {
        // Under Handler.handle (+160, beyond its band, no callee carrying 75% of it): the digest +100 and a socket write
        // +60, each claimed; nothing of Handler.handle's increase is left for itself.
        List<List<String>> b = stacks(BODY, 1000);
        b.addAll(stacks(DIGEST, 100));
        b.addAll(stacks(List.of("Socket.write", "Handler.handle", "Main.run"), 60));
        Difference d = difference(tree(stacks(BODY, 1000)), tree(stacks(BODY, 1000)), tree(b), tree(b));
        Difference.Node handle = d.root().children().iterator().next().children().iterator().next();
        assertEquals("Handler.handle", handle.frame());
        assertTrue(handle.stats(Measure.CPU).beyondBand(), handle.stats(Measure.CPU).toString());
        assertEquals(List.of("Sha.compress", "Socket.write"), d.hotspots(Measure.CPU).stream().map(Difference.Hotspot::frame)
                .toList());
    }

    @Test
    void aPathThatMovesNoMoreThanTheReferenceBootsDifferIsNotBlamed() {
        // A1 and A2 differ by 60 on Json.write: a band of 120; B is 70 above their mean.
        Difference d = difference(tree(stacks(BODY, 1000)), tree(stacks(BODY, 1060)), tree(stacks(BODY, 1100)),
                tree(stacks(BODY, 1100)));
        Difference.Node write = d.root().children().iterator().next().children().iterator().next().children().iterator().next();
        assertEquals("Json.write", write.frame());
        assertEquals(120, write.stats(Measure.CPU).band(), 1e-9);
        assertEquals(70, write.stats(Measure.CPU).change(), 1e-9);
        assertEquals(List.of(), d.hotspots(Measure.CPU));
    }

    @Test
    void aFrameTooSmallToActOnIsNotBlamedHoweverSteady() {
        // +2 of 1,000 per request is 0.2%: below the 1% floor, though both boots agree exactly.
        Difference d = difference(tree(stacks(BODY, 1000)), tree(stacks(BODY, 1000)),
                tree(stacks(BODY, 1000), stacks(DIGEST, 2)), tree(stacks(BODY, 1000), stacks(DIGEST, 2)));
        assertEquals(List.of(), d.hotspots(Measure.CPU));
    }

    @Test
    void allocationIsReadPerRequestFromTheSamplesWeights() {
        // 1,000 samples of 50 B on the body's path; the candidate's 1,000 more of 1,020 B under String.format.
        List<Map.Entry<List<String>, Long>> body = new ArrayList<>(Collections.nCopies(1000, Map.entry(BODY, 50L)));
        List<Map.Entry<List<String>, Long>> format = new ArrayList<>(body);
        format.addAll(Collections.nCopies(1000, Map.entry(List.of("String.format", "Dispatcher.send", "Main.run"), 1_020L)));
        CallTree a = CallTree.of(List.of(), body);
        CallTree b = CallTree.of(List.of(), format);
        Difference d = difference(a, a, b, b);
        List<Difference.Hotspot> hotspots = d.hotspots(Measure.ALLOCATION);
        assertEquals("String.format", hotspots.getFirst().frame());
        assertEquals(1_020, hotspots.getFirst().stats().change(), 1e-9, "bytes per request");
        assertTrue(ProfileMarkdown.render(d).contains("**+1,020 B/request** in `Dispatcher.send -> String.format`"),
                ProfileMarkdown.render(d));
    }

    @Test
    void theGeneratedNamesOfABootAreTheSameInEveryBoot() {
        assertEquals("com.example.Owner$$Lambda.apply", CallTree.name("com.example.Owner$$Lambda/0x00007f3c1c0a1234", "apply"));
        assertEquals("com.example.Owner$$Lambda.apply", CallTree.name("com.example.Owner$$Lambda$41/0x0000000800c01234", "apply"));
        assertEquals("com.example.Owner$$Lambda.run", CallTree.name("com.example.Owner$$Lambda.0x000000009e13e668", "run"));
        assertEquals("jdk.internal.reflect.GeneratedMethodAccessor.invoke",
                CallTree.name("jdk.internal.reflect.GeneratedMethodAccessor17", "invoke"));
        assertEquals("jdk.proxy2.$Proxy.find", CallTree.name("jdk.proxy2.$Proxy42", "find"));
    }

    @Test
    void aSideWithoutRecordingsHasNoDifference() {
        Recorded onlyA = new Recorded(new PairId("v", "s"), "lockstep", Duration.ofSeconds(1), Duration.ofMillis(1), "test",
                Instant.now(), List.of(new Recorded.Recording(Recorded.Side.A, 1, "A1.jfr", 1000)));
        ProfileException e = org.junit.jupiter.api.Assertions.assertThrows(ProfileException.class,
                () -> Difference.of(onlyA, List.of(tree(stacks(BODY, 1))), List.of()));
        assertTrue(e.getMessage().contains("0 candidate recordings"), e.getMessage());
    }

    private static List<List<String>> stacks(List<String> stack, int n) {
        return new ArrayList<>(Collections.nCopies(n, stack));
    }

    @SafeVarargs
    private static CallTree tree(List<List<String>>... stacks) {
        List<List<String>> all = new ArrayList<>();
        for (List<List<String>> s : stacks) {
            all.addAll(s);
        }
        return CallTree.of(all, List.of());
    }

    private static Difference difference(CallTree a1, CallTree a2, CallTree b1, CallTree b2) {
        List<Recorded.Recording> recordings = List.of(new Recorded.Recording(Recorded.Side.A, 1, "A1.jfr", 1000),
                new Recorded.Recording(Recorded.Side.A, 2, "A2.jfr", 1000), new Recorded.Recording(Recorded.Side.B, 1, "B1.jfr", 1000),
                new Recorded.Recording(Recorded.Side.B, 2, "B2.jfr", 1000));
        Recorded recorded = new Recorded(new PairId("platform-own", "request-2"), "lockstep", Duration.ofSeconds(10),
                Duration.ofMillis(1), "test", Instant.now(), recordings);
        return Difference.of(recorded, List.of(a1, a2), List.of(b1, b2));
    }
}
