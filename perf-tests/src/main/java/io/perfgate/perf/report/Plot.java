package io.perfgate.perf.report;

import java.util.List;
import java.util.Objects;

/**
 * One line plot on numeric axes, as data: what its PNG and SVG ({@link PlotImages}: a Markdown report embeds the PNG)
 * and its Chart.js chart in an HTML report ({@link PlotFigures}) all draw, so that they cannot disagree and tests can
 * read the numbers.
 *
 * @param id            the file stem, unique in the report, e.g. {@code <scenario>-<metric>} ({@code request-2-p90})
 * @param section       which part of the report it belongs to, e.g. its scenario
 * @param title         what it shows, e.g. {@code request-2: 90th percentile latency}
 * @param xLabel        the x axis, with its unit
 * @param yLabel        the y axis, with its unit
 * @param logX          whether x is logarithmic (a sweep over two decades or more)
 * @param lines         the lines, in legend order
 * @param caption       how each point was computed, e.g. {@code each point: median of its 3 valid trials}
 * @param missingReason what the plot says instead of drawing nothing when no line has a value, e.g.
 *                      {@code not measured: no valid trial reported a Server-Timing total}
 */
public record Plot(String id, String section, String title, String xLabel, String yLabel, boolean logX, List<Line> lines,
            String caption, String missingReason) {
    /**
     * Colours by variant (its index in the experiment), the same in every plot: Okabe and Ito's palette, which stays
     * distinguishable for colour-blind readers; a variant past the eighth reuses one, its marker then tells it apart.
     */
    static final List<String> COLORS = List.of("#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9",
            "#000000", "#F0E442");
    /** A reference line's colour (the offered rate of an open-model sweep). */
    static final String REFERENCE_COLOR = "#8C8C8C";

    public Plot {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(section, "section");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(xLabel, "xLabel");
        Objects.requireNonNull(yLabel, "yLabel");
        lines = List.copyOf(lines);
        Objects.requireNonNull(caption, "caption");
        Objects.requireNonNull(missingReason, "missingReason");
    }

    /** Whether any line has a value: otherwise the plot shows {@link #missingReason} rather than empty axes. */
    public boolean measured() {
        return lines.stream().anyMatch(Line::measured);
    }

    /**
     * One line: its points in x order; a y of NaN is a gap (no valid trial, or not measured), never drawn as 0.
     *
     * @param label   the legend entry; says {@code (not measured)} or {@code (no valid trial)} when the line is empty
     * @param variant the variant's index in the report, which picks colour and marker; -1 for a reference line
     * @param dashed  dashed: the second line of a variant (server time beside client time, max beside mean)
     * @param x       x values, ascending
     * @param y       y values, one per x
     */
    public record Line(String label, int variant, boolean dashed, List<Double> x, List<Double> y) {
        public Line {
            Objects.requireNonNull(label, "label");
            x = List.copyOf(x);
            y = List.copyOf(y);
            if (x.size() != y.size()) {
                throw new IllegalArgumentException("line '" + label + "' needs one y per x, actual: " + x.size()
                        + " x and " + y.size() + " y");
            }
        }

        public boolean measured() {
            return y.stream().anyMatch(Double::isFinite);
        }

        /** The line's colour as {@code #RRGGBB}. */
        String color() {
            return variant < 0 ? REFERENCE_COLOR : COLORS.get(variant % COLORS.size());
        }
    }
}
