package io.perfgate.perf.sut;

import io.perfgate.perf.config.PerfConfig;

import java.nio.file.Path;
import java.util.Map;

/** The checked-in descriptions, as tests read them (Maven runs tests in perf-tests/, the files are at the repository root). */
public final class Systems {
    private Systems() {
    }

    /** perfgate's own server: {@code perfgate.yaml}. */
    public static SystemDescription perfgate() {
        return SystemFile.read(PerfConfig.systemFile(Map.<String, String>of()::get));
    }

    /** The WireMock example: {@code examples/wiremock/perfgate.yaml}. */
    public static SystemDescription wiremock() {
        return SystemFile.read(wiremockFile());
    }

    public static Path wiremockFile() {
        return PerfConfig.systemFile(Map.of("perf.system", "examples/wiremock/perfgate.yaml")::get);
    }
}
