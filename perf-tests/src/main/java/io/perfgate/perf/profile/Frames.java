package io.perfgate.perf.profile;

import java.util.List;
import java.util.Locale;

/** How frames and paths read in the reports: {@code Dispatcher.etag}, not the whole package. */
final class Frames {
    private Frames() {
    }

    /** {@code io.perfgate.server.http.Dispatcher.etag} -> {@code Dispatcher.etag}; a name without a package as it is. */
    static String shortName(String frame) {
        int method = frame.lastIndexOf('.');
        if (method <= 0) {
            return frame;
        }
        int type = frame.lastIndexOf('.', method - 1);
        return type < 0 ? frame : frame.substring(type + 1);
    }

    /**
     * The last {@code frames} frames of {@code path}, short names joined by {@code ->}, with {@code ... ->} in front when
     * some were left out.
     */
    static String tail(List<String> path, int frames) {
        List<String> kept = path.subList(Math.max(0, path.size() - frames), path.size());
        return (kept.size() < path.size() ? "... -> " : "") + String.join(" -> ", kept.stream().map(Frames::shortName).toList());
    }

    /** The JDK's own packages: code a developer calls, rarely the code they changed. */
    private static final List<String> JDK = List.of("java.", "javax.", "jdk.", "sun.", "com.sun.");

    /**
     * A claimed path as a person needs it: the nearest caller that is not the JDK's (the code that called into it,
     * {@code OwnerController.processFindForm}), then the last {@code frames} frames down to the claimed one; just those
     * when that caller is among them or there is none.
     */
    static String where(List<String> path, int frames) {
        int from = Math.max(0, path.size() - frames);
        for (int i = path.size() - 2; i >= 0; i--) {
            if (JDK.stream().noneMatch(path.get(i)::startsWith)) {
                if (i >= from - 1) {
                    return tail(path.subList(i, path.size()), path.size() - i);
                }
                return shortName(path.get(i)) + " -> ... -> " + tail(path.subList(from, path.size()), frames);
            }
        }
        return tail(path, frames);
    }

    /** A change with its sign and the measure's unit: {@code +2.8 us/request}, {@code +1,020 B/request}. */
    static String signed(double value, Measure measure) {
        return (value >= 0 ? "+" : "-") + plain(Math.abs(value), measure) + " " + measure.unit();
    }

    /** A value in the measure's precision: microseconds to a tenth below 100, bytes whole, both with separators. */
    static String plain(double value, Measure measure) {
        if (measure == Measure.CPU && Math.abs(value) < 100) {
            return String.format(Locale.ROOT, "%,.1f", value);
        }
        return String.format(Locale.ROOT, "%,.0f", value);
    }
}
