package io.perfgate.perf.experiment;

import com.google.gson.JsonParseException;
import io.perfgate.perf.result.ResultFiles;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * An {@link ExperimentResult} as {@code result.json}: the file every experiment report is drawn from, so that the
 * reports can be drawn again (or differently) without measuring again. Written with the result files' own JSON
 * configuration ({@link ResultFiles#gson()}): records in component order, durations and instants as ISO-8601, a value
 * that was not measured as {@code null}, paths as strings, no axis (a ramp) as {@code null}.
 */
public final class ExperimentFiles {
    /** The file's name in an experiment's output directory. */
    public static final String RESULT_FILE = "result.json";

    private ExperimentFiles() {
    }

    /** {@code <dir>/result.json} */
    public static Path path(Path dir) {
        return dir.resolve(RESULT_FILE);
    }

    /** Writes {@code result} as {@code <dir>/result.json}, creating {@code dir}; returns the file. */
    public static Path write(ExperimentResult result, Path dir) {
        Path file = path(dir);
        try {
            Files.createDirectories(dir);
            Files.writeString(file, ResultFiles.gson().toJson(result) + "\n", StandardCharsets.UTF_8);
            return file;
        } catch (IOException e) {
            throw new ExperimentResultException("cannot write " + file + ": " + e, e);
        }
    }

    /**
     * Reads a {@code result.json}: the file, or the experiment's directory that holds it (what a person names to draw
     * its reports again).
     *
     * @throws ExperimentResultException when the file is missing, unreadable, not JSON, or JSON that is not a whole
     *                                   experiment result (a field missing or out of range); the message names the file
     */
    public static ExperimentResult read(Path fileOrDir) {
        Path file = Files.isDirectory(fileOrDir) ? path(fileOrDir) : fileOrDir;
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new ExperimentResultException("cannot read " + file + ": no such file", e);
        } catch (IOException e) {
            throw new ExperimentResultException("cannot read " + file + ": " + e, e);
        }
        ExperimentResult result;
        try {
            result = ResultFiles.gson().fromJson(text, ExperimentResult.class);
        } catch (JsonParseException e) {
            // Gson's syntax messages already say where: "... at line 3 column 7 path $.points[0]".
            throw new ExperimentResultException(file + " is not a readable experiment result: " + rootMessage(e), e);
        } catch (RuntimeException e) {
            // A record's constructor refused what the file holds (a missing field arrives as null, a count below range).
            throw new ExperimentResultException(file + " is not a valid experiment result: " + rootMessage(e), e);
        }
        if (result == null) {
            throw new ExperimentResultException(file + " is empty: required an experiment result (a JSON object)", null);
        }
        return result;
    }

    /**
     * The innermost cause's message: Gson wraps a record constructor's exception in one that lists every argument
     * (the whole file, for the outermost record), while the innermost one says what was wrong.
     */
    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        if (root instanceof NullPointerException) {
            return "a required field is missing or null: " + root.getMessage();
        }
        return root.getMessage() == null ? root.toString() : root.getMessage();
    }
}
