package io.perfgate.perf.run;

import com.google.gson.Gson;
import io.perfgate.perf.config.PerfConfig;
import io.perfgate.perf.config.SuiteSettings;
import io.perfgate.perf.sut.SystemFile;
import io.perfgate.perf.sut.Variant;

import java.util.List;
import java.util.function.Function;

/**
 * How a run splits into shards: one per variant, since a variant is the unit the suite boots (its scenarios share one
 * server and one warm-up) and an A/B comparison of it needs both builds on one machine. Prints the variants that
 * {@code -Dperf.variants} and {@code -Dperf.scenarios} select from the description (default: all of it) as a JSON
 * array, e.g. {@code ["platform-own","virtual-gson"]}: perf.yml's matrix. A name the description does not declare
 * fails here, before any runner boots a server.
 */
public final class Shards {
    private Shards() {
    }

    public static void main(String[] args) {
        try {
            System.out.println(new Gson().toJson(variants(System.getProperties()::getProperty)));
        } catch (RuntimeException e) {
            System.err.println("[ERROR] shards: " + e.getMessage());
            System.exit(2);
        }
    }

    /** The selected variants in the description's order, one shard each. */
    static List<String> variants(Function<String, String> property) {
        SuiteSettings settings = SuiteSettings.from(property, 1, SystemFile.read(PerfConfig.systemFile(property)));
        return settings.variants().stream().map(Variant::name).toList();
    }
}
