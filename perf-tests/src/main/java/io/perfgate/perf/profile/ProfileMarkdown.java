package io.perfgate.perf.profile;

import java.util.ArrayList;
import java.util.List;

/**
 * A profile's difference in a few lines of Markdown for {@code summary.md} and so the pull-request comment: per
 * measure, the {@value #TOP} paths that cost the candidate most beyond the noise band, each as its nearest caller
 * outside the JDK and the last {@value #PATH_FRAMES} frames of its call path. Bounded: every row is cut to {@value #MAX_ROW_CHARS} characters, so
 * that a pair's block stays under about 2 KB whatever its frames are called.
 */
public final class ProfileMarkdown {
    public static final int TOP = 3;
    static final int PATH_FRAMES = 3;
    static final int MAX_ROW_CHARS = 300;

    private ProfileMarkdown() {
    }

    /** The block of one pair's difference: a heading, the table, and what it was made of. */
    public static String render(Difference difference) {
        StringBuilder md = new StringBuilder();
        Recorded r = difference.recorded();
        md.append("#### ").append(escape(difference.pair().toString())).append(": where B spends more than A\n\n");
        List<String> rows = new ArrayList<>();
        for (Measure m : Measure.values()) {
            List<Difference.Hotspot> top = difference.hotspots(m).stream().limit(TOP).toList();
            for (Difference.Hotspot h : top) {
                Difference.Stats s = h.stats();
                String row = "| " + m.label() + " | **" + Frames.signed(s.change(), m) + "** in `"
                        + Frames.where(h.path(), PATH_FRAMES).replace("`", "'") + "` | " + Frames.plain(s.reference(), m)
                        + " -> " + Frames.plain(s.candidate(), m) + " | ±" + Frames.plain(s.band(), m) + " |";
                rows.add(row.length() > MAX_ROW_CHARS ? row.substring(0, MAX_ROW_CHARS - 5) + "... |" : row);
            }
            if (top.isEmpty()) {
                rows.add("| " + m.label() + " | no frame beyond the noise band | " + Frames.plain(difference.root().stats(m)
                        .reference(), m) + " -> " + Frames.plain(difference.root().stats(m).candidate(), m) + " (all) | |");
            }
        }
        md.append("| measure | change per request, in | A -> B | noise band |\n|---|---|---:|---:|\n");
        rows.forEach(row -> md.append(row).append('\n'));
        md.append("\n<sub>").append(escape(describe(r))).append(" The differential icicle is in report.html; the raw "
                + ".jfr files are in the artifact under perf-results/").append(ProfileFiles.DIRECTORY).append("/.</sub>\n\n");
        return md.toString();
    }

    /** What the difference was made of, in one sentence. */
    static String describe(Recorded r) {
        return "JFR over " + r.recordings().size() + " extra " + r.order() + " windows of " + r.window().toMillis() / 1000.0
                + " s after the measured trials (" + r.why() + "; they change no verdict): CPU sampled every "
                + r.cpuPeriod().toMillis() + " ms, allocation by JFR's weighted samples; per request of each window. "
                + "Noise band: the larger of " + (int) Difference.SPREAD_FACTOR + "x the gap between the reference boots "
                + String.join("/", r.reference().stream().map(Recorded.Recording::label).toList()) + ", "
                + (int) Difference.SAMPLING_Z + " sampling standard errors and " + Difference.MIN_SHARE * 100
                + "% of A's total.";
    }

    private static String escape(String text) {
        return text.replace("|", "\\|").replace("<", "&lt;").replace(">", "&gt;");
    }
}
