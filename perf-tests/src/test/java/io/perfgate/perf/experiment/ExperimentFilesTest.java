package io.perfgate.perf.experiment;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExperimentFilesTest {
    @Test
    void aSweepResultIsWrittenAsResultJsonAndReadsBackEqual(@TempDir Path dir) throws Exception {
        ExperimentResult result = ExperimentFixtures.sweep();

        Path file = ExperimentFiles.write(result, dir);

        assertEquals(dir.resolve("result.json"), file);
        String json = Files.readString(file);
        assertTrue(json.startsWith("{\n  \"experiment\": {\n    \"name\": \"s3-concurrency\",\n    \"file\": \"experiments/s3-concurrency.yaml\","), json);
        assertTrue(json.contains("\"system\": \"perfgate.yaml\""), "a path is its string");
        assertTrue(json.contains("\"startedAt\": \"2026-11-21T10:00:00Z\",\n  \"wallTime\": \"PT12M34S\""), "ISO instants and durations");
        assertTrue(json.contains("\"serverTimeMeanMillis\": null"), "not measured is null, never 0");
        assertEquals(result, ExperimentFiles.read(file));
        assertEquals(result, ExperimentFiles.read(dir), "the directory that holds result.json names it too");
    }

    @Test
    void aRampResultWithoutAxisAndWithATimelineReadsBackEqual(@TempDir Path dir) {
        ExperimentResult result = ExperimentFixtures.rampResult();

        Path file = ExperimentFiles.write(result, dir);

        assertTrue(ExperimentFiles.read(file).experiment().axis().isEmpty());
        assertEquals(result, ExperimentFiles.read(file));
    }

    @Test
    void corruptJsonIsRefusedNamingTheFileAndWhere(@TempDir Path dir) throws Exception {
        Path file = ExperimentFiles.write(ExperimentFixtures.sweep(), dir);
        String json = Files.readString(file);
        Files.writeString(file, json.substring(0, json.length() / 2));

        ExperimentResultException e = assertThrows(ExperimentResultException.class, () -> ExperimentFiles.read(file));

        assertTrue(e.getMessage().startsWith(file + " is not a readable experiment result: "), e.getMessage());
        assertTrue(e.getMessage().contains(" at line "), e.getMessage());
    }

    @Test
    void aMissingFieldIsRefusedNamingIt(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("result.json");
        Files.writeString(file, "{\"machine\": null, \"points\": [], \"failures\": []}");

        ExperimentResultException e = assertThrows(ExperimentResultException.class, () -> ExperimentFiles.read(file));

        assertEquals(file + " is not a valid experiment result: a required field is missing or null: experiment", e.getMessage());
    }

    @Test
    void aValueOutOfRangeIsRefusedWithTheRecordsOwnMessage(@TempDir Path dir) throws Exception {
        Path file = ExperimentFiles.write(ExperimentFixtures.sweep(), dir);
        Files.writeString(file, Files.readString(file).replace("\"model\": \"closed\"", "\"model\": \"burst\""));

        ExperimentResultException e = assertThrows(ExperimentResultException.class, () -> ExperimentFiles.read(file));

        assertTrue(e.getMessage().contains("model must be open, closed, ramp or once, actual: burst"), e.getMessage());
    }

    @Test
    void aMissingOrEmptyFileIsRefusedNamingIt(@TempDir Path dir) throws Exception {
        Path missing = dir.resolve("result.json");
        ExperimentResultException e = assertThrows(ExperimentResultException.class, () -> ExperimentFiles.read(missing));
        assertEquals("cannot read " + missing + ": no such file", e.getMessage());

        Files.writeString(missing, "");
        e = assertThrows(ExperimentResultException.class, () -> ExperimentFiles.read(missing));
        assertEquals(missing + " is empty: required an experiment result (a JSON object)", e.getMessage());
    }
}
