package io.perfgate.perf.bisect;

import io.perfgate.perf.sut.SystemRepository;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The history a bisection searches: the first-parent history from a good revision to a bad one, as
 * {@code git rev-list --first-parent good..bad} lists it, oldest first. Following first parents keeps the search on
 * the line the branch itself went through (every revision there was once its tip); a merge is one revision of it.
 *
 * @param good    the known-good revision, the one every step is compared with; not part of {@code commits}
 * @param commits the commits after {@code good} up to the bad revision, oldest first; the last is the bad one
 */
public record History(Revision good, List<Revision> commits) {
    public History {
        Objects.requireNonNull(good, "good");
        commits = List.copyOf(commits);
        if (commits.isEmpty()) {
            throw new IllegalArgumentException("a history needs at least the bad revision after the good one, actual: none");
        }
    }

    public Revision bad() {
        return commits.getLast();
    }

    /**
     * The first-parent history from {@code good} to {@code bad} in {@code repository}.
     *
     * @throws BisectException either revision is unknown, good is not an ancestor of bad, or nothing lies between them
     */
    public static History read(SystemRepository repository, String good, String bad) {
        if (!repository.git()) {
            throw new BisectException(repository.root() + " is in no git work tree: there is no history to bisect");
        }
        String goodCommit = commit(repository, "--good", good);
        String badCommit = commit(repository, "--bad", bad);
        if (!repository.gitOutput("merge-base", goodCommit, badCommit).orElse("").equals(goodCommit)) {
            throw new BisectException("--good " + good + " (" + goodCommit.substring(0, 12) + ") is not an ancestor of --bad "
                    + bad + " (" + badCommit.substring(0, 12) + ") in " + repository.root()
                    + ": required a good revision older than the bad one, on its history");
        }
        List<Revision> commits = revisions(repository, "--first-parent", "--reverse", goodCommit + ".." + badCommit);
        if (commits.isEmpty()) {
            throw new BisectException("--good " + good + " and --bad " + bad + " are the same commit (" + goodCommit
                    + "): nothing to bisect");
        }
        return new History(revisions(repository, "--max-count=1", goodCommit).getFirst(), commits);
    }

    private static String commit(SystemRepository repository, String option, String revision) {
        if (revision.isBlank() || revision.startsWith("-")) {
            throw new BisectException(option + ": required a revision (a commit, tag or branch), actual: '" + revision + "'");
        }
        return repository.gitOutput("rev-parse", "--verify", "--quiet", revision + "^{commit}")
                .orElseThrow(() -> new BisectException(option + " " + revision + ": the repository at " + repository.root()
                        + " has no such commit (fetch it first, e.g. git fetch origin main; a shallow clone lacks the history)"));
    }

    /** Each listed commit's hash, parents and subject, one line each: the format below splits on NUL. */
    private static List<Revision> revisions(SystemRepository repository, String... range) {
        List<String> args = new ArrayList<>(List.of("rev-list", "--no-commit-header", "--format=%H%x00%P%x00%s"));
        args.addAll(List.of(range));
        String out = repository.gitOutput(args.toArray(String[]::new)).orElse("");
        List<Revision> revisions = new ArrayList<>();
        for (String line : out.lines().filter(l -> !l.isBlank()).toList()) {
            String[] fields = line.split("\0", -1);
            if (fields.length != 3) {
                throw new BisectException("git rev-list in " + repository.root() + " printed '" + line
                        + "': required hash, parents and subject");
            }
            revisions.add(new Revision(fields[0], fields[2], fields[1].trim().split(" ").length > 1));
        }
        return revisions;
    }
}
