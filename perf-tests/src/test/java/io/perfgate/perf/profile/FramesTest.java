package io.perfgate.perf.profile;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class FramesTest {
    @ParameterizedTest(name = "{0} reads {1}")
    @CsvSource(delimiter = ';', value = {
            // the caller outside the JDK, then the last three frames down to the claimed one
            "org.example.OwnerController.processFindForm,java.lang.String.format,java.util.Formatter.format,"
                    + "java.util.Formatter.parse,java.util.ArrayList.add;"
                    + "OwnerController.processFindForm -> ... -> Formatter.format -> Formatter.parse -> ArrayList.add",
            // that caller among the last frames (the claimed frame is not its own caller): the path from it
            "io.perfgate.server.http.Dispatcher.send,io.perfgate.server.http.Dispatcher.etag,"
                    + "java.security.MessageDigest.digest;Dispatcher.etag -> MessageDigest.digest",
            // the JDK's frames only
            "java.lang.Thread.run,java.lang.Thread.runWith,java.util.concurrent.ThreadPoolExecutor.runWorker,"
                    + "java.lang.Object.wait;... -> Thread.runWith -> ThreadPoolExecutor.runWorker -> Object.wait",
            // a frame without a package
            "Main.run,Handler.handle;Main.run -> Handler.handle"})
    void aClaimedPathReadsFromItsNearestCallerOutsideTheJdk(String frames, String expected) {
        assertEquals(expected, Frames.where(List.of(frames.split(",")), 3));
    }

    @ParameterizedTest(name = "{0} {1} reads {2}")
    @CsvSource(delimiter = ';', value = {"1020;ALLOCATION;+1,020 B/request", "-2.84;CPU;-2.8 us/request",
            "1234.5;CPU;+1,235 us/request"})
    void aChangeReadsWithItsSignAndUnit(double value, Measure measure, String expected) {
        assertEquals(expected, Frames.signed(value, measure));
    }
}
