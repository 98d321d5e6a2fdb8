package io.perfgate.perf.launch;

import jdk.management.jfr.FlightRecorderMXBean;

import javax.management.JMX;
import javax.management.ObjectName;
import javax.management.remote.JMXServiceURL;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * {@link FlightRecorder} over a JMX connection of its own to the server's agent, opened at the first recording: the
 * counters' connection ({@link JvmProbe}) is left alone, so that a recording that fails never costs a trial its
 * allocation figures. Every call is bounded in time as the counters' are ({@link JmxConnection}).
 */
final class JfrOverJmx implements FlightRecorder, AutoCloseable {
    private static final ObjectName FLIGHT_RECORDER = JmxConnection.objectName("jdk.management.jfr:type=FlightRecorder");
    /** How much of a recording one read copies: a few reads for a window's recording. */
    private static final String BLOCK_BYTES = Integer.toString(4 << 20);

    private final JMXServiceURL url;
    private final String where;
    private JmxConnection<Optional<FlightRecorderMXBean>> connection;

    JfrOverJmx(JMXServiceURL url, String where) {
        this.url = url;
        this.where = where;
    }

    @Override
    public synchronized Recording start(Map<String, String> settings) {
        JmxConnection<Optional<FlightRecorderMXBean>> jmx = connection();
        long id = call(jmx, "start of a recording", bean -> {
            long recording = bean.newRecording();
            bean.setRecordingOptions(recording, Map.of("name", "perfgate-profile", "disk", "true"));
            bean.setRecordingSettings(recording, settings);
            bean.startRecording(recording);
            return recording;
        });
        return file -> copy(jmx, id, file);
    }

    private void copy(JmxConnection<Optional<FlightRecorderMXBean>> jmx, long id, Path file) {
        call(jmx, "stop of recording " + id, bean -> bean.stopRecording(id));
        long stream = call(jmx, "stream of recording " + id, bean -> bean.openStream(id, Map.of("blockSize", BLOCK_BYTES)));
        try (OutputStream out = Files.newOutputStream(file)) {
            while (true) {
                byte[] block = call(jmx, "copy of recording " + id, bean -> Optional.ofNullable(bean.readStream(stream)))
                        .orElse(null);
                if (block == null) {
                    break;
                }
                out.write(block);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not write " + file, e);
        } finally {
            call(jmx, "close of recording " + id, bean -> {
                bean.closeStream(stream);
                bean.closeRecording(id);
                return true;
            });
        }
    }

    /** One call on the bean; a failure of the connection or a missing bean is a {@link LaunchException}. */
    private <T> T call(JmxConnection<Optional<FlightRecorderMXBean>> jmx, String what, Call<T> call) {
        Optional<T> result = jmx.read("JFR " + what, (mbeans, bean) -> call.on(bean.orElseThrow(() -> new LaunchException(
                where + " has no FlightRecorder MXBean: its runtime lacks the jdk.jfr or jdk.management.jfr module"))));
        return result.orElseThrow(() -> new LaunchException("JFR " + what + " of " + where + " failed: "
                + jmx.failure().orElse("no answer")));
    }

    private interface Call<T> {
        T on(FlightRecorderMXBean bean) throws IOException;
    }

    private JmxConnection<Optional<FlightRecorderMXBean>> connection() {
        if (connection == null || connection.failure().isPresent()) {
            if (connection != null) {
                connection.close();
            }
            connection = JmxConnection.<Optional<FlightRecorderMXBean>>open(url, where + " (JFR)", JmxConnection.CONNECT_TIMEOUT,
                    mbeans -> mbeans.isRegistered(FLIGHT_RECORDER)
                            ? Optional.of(JMX.newMXBeanProxy(mbeans, FLIGHT_RECORDER, FlightRecorderMXBean.class))
                            : Optional.empty(),
                    "its JFR profile is NOT recorded").orElseThrow(() -> new LaunchException("no JMX connection to " + where
                    + " at " + url + " for JFR"));
        }
        return connection;
    }

    @Override
    public synchronized void close() {
        if (connection != null) {
            connection.close();
        }
    }
}
