package io.perfgate.perf.profile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * A profile's difference in {@code report.html}: per measure, the claimed paths as a table and a differential icicle,
 * inline SVG that needs no script and no network. The icicle hangs from the root at the top; each frame is as wide as
 * its mean per request over both sides (so that callees never outgrow their caller), and coloured by its change
 * against its noise band: red where the candidate spends more beyond the band (dark red where the path is claimed),
 * blue where it spends less beyond it, grey within it. Hovering a frame shows its figures.
 */
public final class ProfileHtml {
    static final int WIDTH = 1200;
    static final int ROW = 17;
    /** Frames narrower than this (px) are left out: they cannot be read, and a Spring stack has thousands. */
    static final double MIN_FRAME_PX = 1.5;
    static final int MAX_DEPTH = 96;
    static final int TABLE_ROWS = 10;

    private ProfileHtml() {
    }

    /** One pair's section: heading, what it was made of, and per measure its table and icicle. */
    public static String render(Difference difference) {
        StringBuilder html = new StringBuilder();
        String id = "profile-" + difference.pair().fileStem().replaceAll("[^A-Za-z0-9_-]", "-");
        html.append("<section class=\"profile\" id=\"").append(id).append("\">\n<h3>")
                .append(escape(difference.pair().toString())).append(": where the candidate (B) spends more than the reference (A)</h3>\n");
        html.append("<p class=\"note\">").append(escape(ProfileMarkdown.describe(difference.recorded())))
                .append(" Raw recordings: <code>").append(escape(ProfileFiles.DIRECTORY + "/" + difference.pair().fileStem()))
                .append("/*.jfr</code> in the results directory.</p>\n");
        for (Measure m : Measure.values()) {
            html.append("<h4>").append(escape(m.label().substring(0, 1).toUpperCase(Locale.ROOT) + m.label().substring(1)))
                    .append(" (").append(escape(m.unit())).append(")</h4>\n");
            table(html, difference, m);
            icicle(html, difference, m);
        }
        html.append("</section>\n");
        return html.toString();
    }

    private static void table(StringBuilder html, Difference difference, Measure m) {
        List<Difference.Hotspot> hotspots = difference.hotspots(m);
        Difference.Stats all = difference.root().stats(m);
        if (hotspots.isEmpty()) {
            html.append("<p>No frame beyond the noise band (all: A ").append(Frames.plain(all.reference(), m)).append(", B ")
                    .append(Frames.plain(all.candidate(), m)).append(' ').append(escape(m.unit())).append(").</p>\n");
            return;
        }
        html.append("<div class=\"scroll\"><table>\n<thead><tr><th>#</th><th>change</th><th>frame and its callers</th>"
                + "<th>A</th><th>B</th><th>reference boots</th><th>noise band</th></tr></thead>\n<tbody>\n");
        int rank = 0;
        for (Difference.Hotspot h : hotspots.stream().limit(TABLE_ROWS).toList()) {
            Difference.Stats s = h.stats();
            html.append("<tr><td class=\"num\">").append(++rank).append("</td><td class=\"num\">")
                    .append(escape(Frames.signed(s.change(), m))).append("</td><td title=\"")
                    .append(escape(String.join("\n", h.path()))).append("\"><code>")
                    .append(escape(Frames.where(h.path(), 3))).append("</code></td><td class=\"num\">")
                    .append(Frames.plain(s.reference(), m)).append("</td><td class=\"num\">").append(Frames.plain(s.candidate(), m))
                    .append("</td><td class=\"num\">").append(escape(String.join(" / ", s.references().stream()
                            .map(v -> Frames.plain(v, m)).toList()))).append("</td><td class=\"num\">±")
                    .append(Frames.plain(s.band(), m)).append("</td></tr>\n");
        }
        html.append("</tbody>\n</table></div>\n");
    }

    /** One placed frame of the icicle. */
    private record Box(Difference.Node node, double x, double width, int depth) {
    }

    private static void icicle(StringBuilder html, Difference difference, Measure m) {
        Difference.Node root = difference.root();
        double total = mean(root.stats(m));
        if (!(total > 0)) {
            html.append("<p>No samples.</p>\n");
            return;
        }
        List<Box> boxes = new ArrayList<>();
        place(root, 0, WIDTH, 0, total, m, boxes);
        int depth = boxes.stream().mapToInt(Box::depth).max().orElse(0) + 1;
        html.append("<figure class=\"icicle\"><svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ").append(WIDTH)
                .append(' ').append(depth * ROW).append("\" width=\"100%\" role=\"img\" aria-label=\"differential icicle of ")
                .append(escape(m.label())).append("\" style=\"font: 11px monospace\">\n");
        for (Box box : boxes) {
            Difference.Stats s = box.node().stats(m);
            html.append("<g><title>").append(escape(tooltip(box.node(), s, m))).append("</title><rect x=\"")
                    .append(px(box.x())).append("\" y=\"").append(box.depth() * ROW).append("\" width=\"")
                    .append(px(Math.max(0.5, box.width() - 0.5))).append("\" height=\"").append(ROW - 1).append("\" fill=\"")
                    .append(colour(s)).append("\"/>");
            int chars = (int) ((box.width() - 4) / 6.6);
            if (chars >= 4) {
                String label = Frames.shortName(box.node().frame());
                html.append("<text x=\"").append(px(box.x() + 2)).append("\" y=\"").append(box.depth() * ROW + ROW - 5)
                        .append("\">").append(escape(label.length() > chars ? label.substring(0, chars - 1) + "…" : label))
                        .append("</text>");
            }
            html.append("</g>\n");
        }
        html.append("</svg><figcaption>Differential icicle of ").append(escape(m.label()))
                .append(": width = mean of A and B per request; <span style=\"color:#b2182b\">red</span>: B spends more "
                        + "beyond the noise band (darkest where claimed), <span style=\"color:#2166ac\">blue</span>: less, "
                        + "grey: within it. Frames narrower than ").append(MIN_FRAME_PX).append(" px are left out.</figcaption></figure>\n");
    }

    private static void place(Difference.Node node, double x, double width, int depth, double total, Measure m,
                              List<Box> boxes) {
        boxes.add(new Box(node, x, width, depth));
        if (depth + 1 >= MAX_DEPTH) {
            return;
        }
        double cx = x;
        List<Difference.Node> children = new ArrayList<>(node.children());
        children.sort(Comparator.comparing(Difference.Node::frame));
        for (Difference.Node child : children) {
            double w = mean(child.stats(m)) / total * WIDTH;
            if (w >= MIN_FRAME_PX) {
                place(child, cx, w, depth + 1, total, m, boxes);
            }
            cx += w;
        }
    }

    private static double mean(Difference.Stats s) {
        return (s.reference() + s.candidate()) / 2;
    }

    static String colour(Difference.Stats s) {
        if (s.claimed()) {
            return "#b2182b";
        }
        if (s.beyondBand()) {
            return "#ef8a62";
        }
        if (-s.change() > s.band()) {
            return "#67a9cf";
        }
        return "#d9d9d9";
    }

    private static String tooltip(Difference.Node node, Difference.Stats s, Measure m) {
        return node.frame() + "\nA " + Frames.plain(s.reference(), m) + " (" + String.join(" / ",
                s.references().stream().map(v -> Frames.plain(v, m)).toList()) + "), B " + Frames.plain(s.candidate(), m)
                + " " + m.unit() + "\nchange " + Frames.signed(s.change(), m) + ", noise band ±" + Frames.plain(s.band(), m)
                + (s.claimed() ? "\nclaimed: the increase is here" : "");
    }

    private static String px(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }

    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
