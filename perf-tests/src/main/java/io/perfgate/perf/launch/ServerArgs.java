package io.perfgate.perf.launch;

import io.perfgate.perf.sut.Placeholders;
import io.perfgate.perf.sut.SystemDescription;
import io.perfgate.perf.sut.Variant;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The arguments and environment of one boot, the same for every launcher: the description's {@code start.args}, then
 * the variant's, then the test-only extra ones; {@code start.env} with the variant's on top; placeholders filled with
 * this boot's port and scratch directory.
 */
record ServerArgs(List<String> args, Map<String, String> env) {
    ServerArgs {
        args = List.copyOf(args);
        env = Map.copyOf(env);
    }

    static ServerArgs of(LaunchSettings settings, Variant variant, int port, String scratch) {
        SystemDescription.Start start = settings.system().start();
        List<String> args = new ArrayList<>(start.args());
        args.addAll(variant.args());
        args.addAll(settings.extraServerArgs());
        Map<String, String> env = new LinkedHashMap<>(start.env());
        env.putAll(variant.env());
        env.replaceAll((name, value) -> Placeholders.fill(value, port, scratch));
        return new ServerArgs(Placeholders.fill(args, port, scratch), env);
    }

    /** The server JVM's flags as {@code JDK_JAVA_OPTIONS}: how they reach a JVM whose command line is not ours. */
    static String javaOptions(List<String> jvmOptions, int jmxPort) {
        List<String> all = new ArrayList<>(jvmOptions);
        all.addAll(JvmProbe.agentFlags(jmxPort));
        return String.join(" ", all);
    }
}
