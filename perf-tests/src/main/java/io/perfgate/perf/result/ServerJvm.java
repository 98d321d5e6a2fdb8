package io.perfgate.perf.result;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The JVM the SERVER ran on, as it describes itself over JMX (not the test JVM: a remote server may run
 * another JDK). Work metrics such as allocated bytes per request depend on exactly these: the JDK build
 * (JIT, escape analysis, library code), the collector and the heap and object-layout settings, so two
 * results are comparable on work metrics only when these match. {@link #UNKNOWN} when the server's JVM
 * could not be asked (a remote server without a JMX address).
 *
 * @param vendor            {@code java.vm.vendor}, e.g. {@code Eclipse Adoptium}
 * @param version           {@code java.vm.version}, e.g. {@code 25.0.3+9-LTS}
 * @param vmName            {@code java.vm.name}, e.g. {@code OpenJDK 64-Bit Server VM}
 * @param flags             the JVM's command-line arguments in order, without the JMX plumbing the harness adds
 *                          (its port differs per boot and changes nothing the server computes)
 * @param garbageCollectors the collectors' names, sorted, e.g. {@code [Copy, MarkSweepCompact]} for Serial: the
 *                          collector in effect, also when ergonomics chose it rather than a flag
 * @param vmOptions         effective values of the HotSpot options that change how many bytes a request allocates
 *                          (heap sizes, compressed oops, object headers, escape analysis), in a fixed order; empty on
 *                          a JVM without HotSpot's diagnostic bean
 */
public record ServerJvm(String vendor, String version, String vmName, List<String> flags, List<String> garbageCollectors,
                        Map<String, String> vmOptions) {
    public static final String UNKNOWN_TEXT = "unknown";
    public static final ServerJvm UNKNOWN = new ServerJvm(UNKNOWN_TEXT, UNKNOWN_TEXT, UNKNOWN_TEXT, List.of(), List.of(), Map.of());

    public ServerJvm {
        requireText(vendor, "vendor");
        requireText(version, "version");
        requireText(vmName, "vmName");
        flags = List.copyOf(flags);
        garbageCollectors = List.copyOf(garbageCollectors);
        // Insertion order kept (Map.copyOf would scramble it) so that a result file lists the options alike every time.
        vmOptions = Collections.unmodifiableMap(new LinkedHashMap<>(Objects.requireNonNull(vmOptions, "vmOptions")));
    }

    /** Whether the server's JVM was described at all. */
    public boolean known() {
        return !version.equals(UNKNOWN_TEXT);
    }

    /**
     * Whether work metrics measured on {@code other} can be compared with this JVM's: both known, and the same
     * vendor, version, VM, collectors, allocation-relevant VM options and tuning flags ({@code -X...}). System
     * properties and module options ({@code -D...}, {@code --...}) are left out: they differ between launchers
     * and do not change what a request allocates.
     */
    public boolean sameForWorkMetrics(ServerJvm other) {
        return known() && other.known() && vendor.equals(other.vendor) && version.equals(other.version)
                && vmName.equals(other.vmName) && garbageCollectors.equals(other.garbageCollectors)
                && vmOptions.equals(other.vmOptions) && tuningFlags().equals(other.tuningFlags());
    }

    /** The flags that tune the JVM itself: {@code -Xmx256m}, {@code -XX:+UseSerialGC}, in order. */
    public List<String> tuningFlags() {
        return flags.stream().filter(flag -> flag.startsWith("-X")).toList();
    }

    /** One line for people: {@code Eclipse Adoptium 25.0.3+9-LTS, GC Copy + MarkSweepCompact, flags -Xms256m ...}. */
    public String describe() {
        if (!known()) {
            return "server JVM unknown";
        }
        return vendor + " " + version + ", GC " + (garbageCollectors.isEmpty() ? "?" : String.join(" + ", garbageCollectors))
                + ", flags " + (flags.isEmpty() ? "(none)" : String.join(" ", flags));
    }

    private static void requireText(String value, String name) {
        Objects.requireNonNull(value, name);
        if (value.isBlank()) {
            throw new IllegalArgumentException("server JVM " + name + " must not be blank, actual: '" + value + "'");
        }
    }
}
