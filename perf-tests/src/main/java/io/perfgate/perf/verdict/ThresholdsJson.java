package io.perfgate.perf.verdict;

import io.perfgate.perf.baseline.JsonInput;
import io.perfgate.perf.result.Direction;
import io.perfgate.perf.result.Metric;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * The thresholds file format, version 1:
 *
 * <pre>
 * {
 *   "formatVersion": 1,
 *   "comment": "any text",
 *   "defaults": { "&lt;metric&gt;": ENTRY, ... },
 *   "scenarios": {
 *     "&lt;scenario&gt;": { "comment": "...", "thresholdPercent": 15, "alpha": 0.01, "reportOnly": false,
 *                      "metrics": { "&lt;metric&gt;": ENTRY, ... } }
 *   }
 * }
 * ENTRY: { "comment": "...", "direction": "smallerIsBetter" | "biggerIsBetter",
 *          "thresholdPercent": number, "alpha": number, "reportOnly": boolean, "bootPairSpreadPercent": number,
 *          "calibratedBootPairs": whole number,
 *          "absoluteLimit": number (errorRatio only, which takes no other field but comment and direction) }
 * </pre>
 *
 * Every field is optional except {@code formatVersion}; unknown fields and metric names are errors, so a
 * typo cannot silently leave a default in force.
 */
final class ThresholdsJson {
    static final int FORMAT_VERSION = 1;

    private final JsonInput in;

    private ThresholdsJson(JsonInput in) {
        this.in = in;
    }

    static Thresholds read(String text, BiFunction<String, Throwable, RuntimeException> failure) {
        return new ThresholdsJson(new JsonInput(text, failure)).thresholds();
    }

    private Thresholds thresholds() {
        String rootPath = in.path();
        Set<String> seen = new HashSet<>();
        Map<Metric, Rule> defaults = Map.of();
        Map<String, Thresholds.ScenarioRules> scenarios = Map.of();
        in.beginObject();
        while (in.hasNext()) {
            String name = in.nextName();
            if (!seen.add(name)) {
                throw in.fail("duplicate field '" + name + "'");
            }
            switch (name) {
                case "formatVersion" -> {
                    long version = in.wholeNumber();
                    if (version != FORMAT_VERSION) {
                        throw in.fail("unsupported formatVersion " + version + ", this perfgate reads version " + FORMAT_VERSION);
                    }
                }
                case "comment" -> in.string();
                case "defaults" -> defaults = metricRules();
                case "scenarios" -> scenarios = scenarios();
                default -> throw in.fail("unknown field '" + name + "' (known: formatVersion, comment, defaults, scenarios)");
            }
        }
        if (!seen.contains("formatVersion")) {
            throw in.missing("formatVersion", rootPath);
        }
        Thresholds thresholds = new Thresholds(defaults, scenarios);
        try {
            thresholds.validate();
        } catch (IllegalArgumentException e) {
            throw in.fail(e.getMessage());
        }
        in.endObject();
        in.endDocument();
        return thresholds;
    }

    private Map<String, Thresholds.ScenarioRules> scenarios() {
        Map<String, Thresholds.ScenarioRules> scenarios = new HashMap<>();
        in.beginObject();
        while (in.hasNext()) {
            String scenario = in.nextName();
            if (scenarios.containsKey(scenario)) {
                throw in.fail("duplicate scenario '" + scenario + "'");
            }
            scenarios.put(scenario, scenario());
        }
        in.endObject();
        return scenarios;
    }

    private Thresholds.ScenarioRules scenario() {
        Set<String> seen = new HashSet<>();
        Rule all = Rule.EMPTY;
        Map<Metric, Rule> metrics = Map.of();
        in.beginObject();
        while (in.hasNext()) {
            String name = in.nextName();
            if (!seen.add(name)) {
                throw in.fail("duplicate field '" + name + "'");
            }
            switch (name) {
                case "comment" -> in.string();
                case "thresholdPercent" -> all = all.withThresholdPercent(thresholdPercent());
                case "alpha" -> all = all.withAlpha(alpha());
                case "reportOnly" -> all = all.withReportOnly(in.bool());
                case "metrics" -> metrics = metricRules();
                default -> throw in.fail("unknown field '" + name
                        + "' (a scenario takes: comment, thresholdPercent, alpha, reportOnly, metrics)");
            }
        }
        in.endObject();
        return new Thresholds.ScenarioRules(all, metrics);
    }

    private Map<Metric, Rule> metricRules() {
        Map<Metric, Rule> rules = new EnumMap<>(Metric.class);
        in.beginObject();
        while (in.hasNext()) {
            String id = in.nextName();
            Metric metric;
            try {
                metric = Metric.byId(id);
            } catch (IllegalArgumentException e) {
                throw in.fail(e.getMessage());
            }
            if (rules.containsKey(metric)) {
                throw in.fail("duplicate metric '" + id + "'");
            }
            rules.put(metric, entry(metric));
        }
        in.endObject();
        return rules;
    }

    private Rule entry(Metric metric) {
        Set<String> seen = new HashSet<>();
        Rule rule = Rule.EMPTY;
        in.beginObject();
        while (in.hasNext()) {
            String name = in.nextName();
            if (!seen.add(name)) {
                throw in.fail("duplicate field '" + name + "'");
            }
            boolean errorRatio = metric == Metric.ERROR_RATIO;
            switch (name) {
                case "comment" -> in.string();
                case "direction" -> direction(metric);
                case "thresholdPercent" -> rule = rule.withThresholdPercent(relativeOnly(metric, name, this::thresholdPercent));
                case "alpha" -> rule = rule.withAlpha(relativeOnly(metric, name, this::alpha));
                case "bootPairSpreadPercent" -> rule = rule.withBootPairSpreadPercent(relativeOnly(metric, name, this::spread));
                case "calibratedBootPairs" -> rule = rule.withCalibratedBootPairs((int) relativeOnly(metric, name, this::bootPairs));
                case "reportOnly" -> {
                    if (errorRatio) {
                        throw in.fail("errorRatio cannot be reportOnly: errors always fail; raise its absoluteLimit instead");
                    }
                    rule = rule.withReportOnly(in.bool());
                }
                case "absoluteLimit" -> {
                    if (!errorRatio) {
                        throw in.fail("absoluteLimit applies to errorRatio only; '" + metric.id()
                                + "' takes thresholdPercent, alpha, bootPairSpreadPercent, calibratedBootPairs and reportOnly");
                    }
                    double limit = in.number();
                    if (!(limit >= 0 && limit <= 1)) {
                        throw in.fail("expected an absoluteLimit between 0 and 1 (a ratio of requests) but found " + limit);
                    }
                    rule = rule.withAbsoluteLimit(limit);
                }
                default -> throw in.fail("unknown field '" + name
                        + "' (a metric takes: comment, direction, thresholdPercent, alpha, bootPairSpreadPercent, calibratedBootPairs, reportOnly;"
                        + " errorRatio: absoluteLimit)");
            }
        }
        in.endObject();
        return rule;
    }

    private double relativeOnly(Metric metric, String field, java.util.function.DoubleSupplier reader) {
        if (metric == Metric.ERROR_RATIO) {
            throw in.fail("errorRatio takes absoluteLimit, not " + field + " (errors are judged absolutely)");
        }
        return reader.getAsDouble();
    }

    private void direction(Metric metric) {
        String text = in.string();
        Direction direction = switch (text) {
            case "smallerIsBetter" -> Direction.SMALLER_IS_BETTER;
            case "biggerIsBetter" -> Direction.BIGGER_IS_BETTER;
            default -> throw in.fail("expected direction 'smallerIsBetter' or 'biggerIsBetter' but found '" + text + "'");
        };
        if (direction != metric.direction()) {
            throw in.fail("metric '" + metric.id() + "' is " + name(metric.direction()) + "; the file says '" + text
                    + "' but cannot invert a metric's direction");
        }
    }

    static String name(Direction direction) {
        return direction == Direction.SMALLER_IS_BETTER ? "smallerIsBetter" : "biggerIsBetter";
    }

    private double thresholdPercent() {
        double value = in.number();
        if (!(value > 0 && value < 1000)) {
            throw in.fail("expected a thresholdPercent > 0 and < 1000 but found " + value);
        }
        return value;
    }

    private double spread() {
        double value = in.number();
        if (!(value >= 0 && value < 100)) {
            throw in.fail("expected a bootPairSpreadPercent >= 0 and < 100 but found " + value);
        }
        return value;
    }

    private double bootPairs() {
        double value = in.number();
        if (!(value >= 0 && value <= 100_000 && value == Math.rint(value))) {
            throw in.fail("expected calibratedBootPairs, a whole number >= 0 (how many same-build boot pairs measured"
                    + " bootPairSpreadPercent), but found " + value);
        }
        return value;
    }

    private double alpha() {
        double value = in.number();
        if (!(value > 0 && value <= 0.5)) {
            throw in.fail("expected an alpha > 0 and <= 0.5 (e.g. 0.01) but found " + value);
        }
        return value;
    }
}
