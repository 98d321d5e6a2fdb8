/**
 * The local run history: a versioned SQLite file ({@code <repository root>/.perfgate/history.db} unless
 * {@code -Dperf.history=path}) that survives {@code mvn clean}, so that repeated local runs show a trend.
 * {@link io.perfgate.perf.history.RunHistory} appends runs and reads the last ones back as a
 * {@link io.perfgate.perf.history.Trend}.
 */
package io.perfgate.perf.history;
