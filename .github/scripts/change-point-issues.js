// One GitHub issue per regression that the change-point detection found (.github/scripts/change_points.py writes
// them, title and body, into change-points.json). Run by gate.yml's publish job through actions/github-script:
//
//   const { fileIssues } = require(`${process.env.PERFGATE}/.github/scripts/change-point-issues.js`);
//   await fileIssues({ github, core, owner, repo, report });
//
// An issue is found by its title among the issues carrying LABEL, open or closed, so that a re-run and every later
// publish that sees the same change point edit that issue instead of opening another: an open one gets the latest
// body (the step's size and interval sharpen as publishes follow it), a closed one is left as a maintainer closed it
// (explained, fixed or accepted). The title names the series and the commit range, so a change point that moves to
// another commit is a new issue.
'use strict';

const LABEL = 'perf-change-point';
// The first publish after turning this on sees up to 100 publishes of history: more regressions than that in one run
// are listed in the log and on the trend page, not opened, and open on later publishes as the ones before are dealt with.
const MAX_NEW_ISSUES = 10;
const MAX_TITLE_CHARS = 256; // GitHub's limit
const MAX_BODY_CHARS = 60000; // GitHub refuses bodies over 65536 characters

// The issues to file: every change point with an issue text, checked.
function issuesOf(report) {
  if (!report || report.formatVersion !== 1 || !Array.isArray(report.changePoints)) {
    throw new Error(`change-points.json: required formatVersion 1 and changePoints, actual ${JSON.stringify(report).slice(0, 80)}`);
  }
  return report.changePoints.filter(c => c.issue).map((c, i) => {
    const { title, body } = c.issue;
    if (typeof title !== 'string' || !title.trim() || title.length > MAX_TITLE_CHARS || typeof body !== 'string') {
      throw new Error(`change-points.json: changePoints[${i}].issue: required a title of 1-${MAX_TITLE_CHARS} characters and a body`);
    }
    return { title, body: body.length > MAX_BODY_CHARS ? body.slice(0, MAX_BODY_CHARS - 40) + '\n\n_(cut)_' : body };
  });
}

async function ensureLabel(github, owner, repo) {
  try {
    await github.rest.issues.getLabel({ owner, repo, name: LABEL });
  } catch (e) {
    if (e.status !== 404) throw e;
    await github.rest.issues.createLabel({ owner, repo, name: LABEL, color: 'd93f0b',
      description: "A step in main's perf trend, found by perfgate's change-point detection" });
  }
}

async function fileIssues({ github, core, owner, repo, report }) {
  const wanted = issuesOf(report);
  const outcome = { created: [], updated: [], unchanged: [], closed: [], postponed: [] };
  if (wanted.length === 0) {
    core.info('no regression among the change points: no issue to open');
    return outcome;
  }
  await ensureLabel(github, owner, repo);
  const existing = (await github.paginate(github.rest.issues.listForRepo,
    { owner, repo, labels: LABEL, state: 'all', per_page: 100 })).filter(i => !i.pull_request);
  for (const { title, body } of wanted) {
    const issue = existing.find(i => i.title === title);
    if (issue && issue.state === 'closed') {
      outcome.closed.push(issue.html_url);
      core.info(`closed, left alone: ${issue.html_url} ${title}`);
    } else if (issue && issue.body === body) {
      outcome.unchanged.push(issue.html_url);
      core.info(`up to date: ${issue.html_url} ${title}`);
    } else if (issue) {
      await github.rest.issues.update({ owner, repo, issue_number: issue.number, body });
      outcome.updated.push(issue.html_url);
      core.info(`updated: ${issue.html_url} ${title}`);
    } else if (outcome.created.length < MAX_NEW_ISSUES) {
      const { data: created } = await github.rest.issues.create({ owner, repo, title, body, labels: [LABEL] });
      outcome.created.push(created.html_url);
      core.info(`opened: ${created.html_url} ${title}`);
    } else {
      outcome.postponed.push(title);
    }
  }
  if (outcome.postponed.length > 0) {
    core.warning(`${outcome.postponed.length} more regressions than the ${MAX_NEW_ISSUES} issues one publish opens; ` +
      `they open on the next publishes and are on the trend page now: ${outcome.postponed.join('; ')}`);
  }
  return outcome;
}

module.exports = { fileIssues, issuesOf, LABEL, MAX_NEW_ISSUES };
