package io.perfgate.perf.report;

import org.knowm.xchart.AnnotationText;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.XYStyler;
import org.knowm.xchart.style.lines.SeriesLines;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.awt.Color;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * A {@link Plot} as {@code <id>.png} and {@code <id>.svg}, drawn with XChart on Java2D, headless: no display is needed
 * or opened. The way a report that cannot run a script shows its plots: Markdown embeds the PNG
 * ({@link PlotFigures#markdown}), a document takes the PNG or scales the SVG. An HTML report draws the same plot with
 * Chart.js instead ({@link PlotFigures#html}).
 */
public final class PlotImages {
    static final int WIDTH = 900;
    /** The height without legend; each legend line adds {@link #LEGEND_LINE}, so many lines do not squash the plot. */
    static final int HEIGHT = 520;
    private static final int LEGEND_LINE = 20;
    /** Past this many points a line's markers would merge into a thick band (a ramp of 100 users): smaller ones. */
    static final int MANY_POINTS = 30;
    private static final String TICKS = "#,##0.######";

    /** Markers by variant index, beside the colour: a plot printed in black and white still tells variants apart. */
    private static final List<Marker> MARKERS = List.of(SeriesMarkers.CIRCLE, SeriesMarkers.DIAMOND, SeriesMarkers.SQUARE,
            SeriesMarkers.TRIANGLE_UP, SeriesMarkers.TRIANGLE_DOWN, SeriesMarkers.CROSS, SeriesMarkers.PLUS,
            SeriesMarkers.OVAL);

    static {
        // Experiments run on build machines and CI without a display: AWT must not look for one. Set only when nobody
        // chose otherwise, and before any AWT class initialises (this class is the first to draw).
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }

    private PlotImages() {
    }

    /**
     * Writes {@code <dir>/<id>.png} and {@code <dir>/<id>.svg}; returns both.
     *
     * @throws ReportException when a file cannot be written; the message names it
     */
    public static List<Path> write(Plot plot, Path dir) {
        XYChart chart = chart(plot);
        Path png = ReportWriter.write(dir.resolve(plot.id() + ".png"),
                out -> BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG));
        Path svg = ReportWriter.write(dir.resolve(plot.id() + ".svg"),
                out -> VectorGraphicsEncoder.saveVectorGraphic(chart, out, VectorGraphicsEncoder.VectorGraphicsFormat.SVG));
        return List.of(png, svg);
    }

    static XYChart chart(Plot plot) {
        int height = HEIGHT + LEGEND_LINE * plot.lines().size();
        XYChart chart = new XYChartBuilder().width(WIDTH).height(height).title(plot.title()).xAxisTitle(plot.xLabel())
                .yAxisTitle(plot.yLabel()).build();
        XYStyler styler = chart.getStyler();
        styler.setLocale(Locale.ROOT); // tick labels alike on every machine
        styler.setChartBackgroundColor(Color.WHITE);
        styler.setPlotBackgroundColor(Color.WHITE);
        styler.setPlotGridLinesColor(new Color(0xD8DEE4));
        // Below the plot, one entry a line: a row of entries is cut at the image's edge once labels get long.
        styler.setLegendPosition(Styler.LegendPosition.OutsideS);
        styler.setLegendLayout(Styler.LegendLayout.Vertical);
        // XChart's own patterns print 0.08 as ".08"; six decimals at most keep a tick's float noise out.
        styler.setXAxisDecimalPattern(TICKS);
        styler.setYAxisDecimalPattern(TICKS);
        styler.setLegendBorderColor(Color.WHITE);
        boolean many = plot.lines().stream().anyMatch(l -> l.x().size() > MANY_POINTS);
        styler.setMarkerSize(many ? 4 : 7);
        styler.setXAxisLogarithmic(plot.logX());
        // Every plotted figure is >= 0 and a bar-less line still reads as a length: start at zero, so that a 5 % rise
        // does not fill the plot.
        styler.setYAxisMin(0.0);
        double anyX = plot.lines().stream().flatMap(l -> l.x().stream()).findFirst().orElse(1.0);
        for (Plot.Line line : plot.lines()) {
            // XChart refuses a series without points; an empty line still belongs in the legend, saying why it is empty.
            List<Double> x = line.x().isEmpty() ? List.of(anyX) : line.x();
            List<Double> y = line.x().isEmpty() ? List.of(Double.NaN) : line.y();
            XYSeries series = chart.addSeries(line.label(), x, y);
            Color color = Color.decode(line.color());
            series.setLineColor(color);
            series.setMarkerColor(color);
            series.setLineStyle(line.dashed() ? SeriesLines.DASH_DASH : SeriesLines.SOLID);
            series.setMarker(line.variant() < 0 ? SeriesMarkers.NONE : MARKERS.get(line.variant() % MARKERS.size()));
        }
        if (!plot.measured()) {
            // Empty axes would read as "drawn, all zero"; say instead why there is nothing.
            styler.setYAxisMax(1.0);
            styler.setYAxisTicksVisible(false);
            chart.addAnnotation(new AnnotationText(plot.missingReason(), WIDTH / 2.0, height / 2.0, true));
        }
        return chart;
    }
}
