#!/usr/bin/env python3
"""Change points in perfgate's trend on main: where a gated metric stepped, and between which two commits.

Reads the data.js that github-action-benchmark keeps on gh-pages (window.BENCHMARK_DATA: {repoUrl, entries: {<name>:
[{commit, date, tool, benches: [{name: "<scenario> / <variant> / <metric>", value, unit, range, extra}]}]}}), builds
one series per scenario, variant and gated metric, and runs Apache Otava's change-point detection on each: E-divisive
means, each candidate kept only if Student's t-test between the segments it separates gives p < --max-pvalue and the
step is at least the gate's threshold for that metric (Daly et al., ICPE 2020; Fleming et al., ICPE 2023). Writes

    OUT_DIR/change-points.json   every change point: the series, the last good and first bad commit, the step with
                                 its interval, the p-value and the bisect command; for a regression, its issue's
                                 title and body (read by the trend page and by gate.yml's publish job)
    OUT_DIR/change-points.md     the same for a person: a table, then each regression's issue text

    .github/scripts/change-points DATA_JS OUT_DIR [options]     (a virtual environment with the pinned packages)
    python3 .github/scripts/change_points.py DATA_JS OUT_DIR [options]   (where apache-otava is installed)

Exit status: 0 written (with or without change points), 2 an input that cannot be read (the message names it).
"""
import argparse
import importlib.metadata
import json
import math
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from otava.analysis import TTestSignificanceTester, compute_change_points, merge
from scipy import stats

FORMAT_VERSION = 1

# Otava's own default is 0.001. On 40 points of Gaussian noise (any spread: the t-test does not care about the scale)
# with a 3% minimum step it flagged 2.6% of 3000 flat series, 0.4% at 1e-4 and none at 1e-5; a trend has about 50
# time series (scenarios x variants x metrics, per machine), each analysed anew after every publish, so 1e-4 would
# still open a false issue every few publishes. At 1e-5 a +6% step amid 3% noise (consecutive points 2-10% apart) in
# the middle of 40 points is found within one publish of where it is in 71% of series (98% amid 2% noise); near the
# end of the window it is found later, once more publishes follow it. Work metrics (0.05% noise) step by 20 of their
# standard deviations at their 1% threshold: p is tiny either way, the minimum step decides.
DEFAULT_MAX_PVALUE = 1e-5
# data.js keeps the last 100 publishes (gate.yml: max-items-in-chart), the whole history the page shows.
DEFAULT_WINDOW = 100
# One odd publish at either end of the window is not a step: with heavy-tailed noise (Student's t, 4 degrees of
# freedom) almost every false change point was one point alone at the start or end (20 of 23 in 3000 flat series).
# A step at the newest publish is reported once one more publish confirms it.
MIN_POINTS_EACH_SIDE = 2
CONFIDENCE = 0.95
# The work metrics (io.perfgate.perf.result.Metric.Kind.WORK): they depend on the code, the server's JDK and its JVM
# flags, not on the machine's speed, so all their points form one series. The JDK comes from the repository
# (.java-version), so a JDK change is a commit and shows as a step at that commit. Every other gated metric is a time
# metric and compares only among points measured on the same machine (below).
WORK_METRICS = frozenset({"allocatedBytesPerRequest", "responseBytesPerRequest", "gcCountPer1000Requests", "errorRatio"})
# The last line of a bench's `extra` names the machine (report/BenchmarkFiles.java): "<CPU model>, <n> cores,
# <launcher>, JDK <version>". Time metrics form one series per machine line. A point without one (data.js written by
# an older perfgate or another tool) is assumed to come from the same machine as the other points without one.
MACHINE_LINE = re.compile(r"^.+, \d+ cores, .+, JDK .+$")
DIRECTIONS = {"smallerIsBetter": "smaller", "biggerIsBetter": "bigger"}
DIRECTION_BY_TOOL = {"customSmallerIsBetter": "smaller", "customBiggerIsBetter": "bigger"}
SEPARATOR = " / "
PERFGATE_THRESHOLDS = Path(__file__).resolve().parent.parent.parent / "baselines" / "thresholds.json"


class InputError(Exception):
    """An input file that cannot be read as what it must be; the message names the file and where in it."""


@dataclass(frozen=True)
class Commit:
    id: str
    url: str
    message: str
    timestamp: str


@dataclass(frozen=True)
class Point:
    commit: Commit
    date: float  # when it was published (the run's date, ms since the epoch): the series' order
    value: float


@dataclass(frozen=True)
class Rule:
    """How the gate judges one metric of one scenario: only gated metrics are analysed."""
    direction: Optional[str]
    threshold_percent: float


@dataclass(frozen=True)
class Series:
    scenario: str
    variant: str
    metric: str
    unit: str
    machine: Optional[str]
    direction: str
    min_step_percent: float
    points: tuple

    @property
    def name(self):
        return SEPARATOR.join((self.scenario, self.variant, self.metric))


@dataclass(frozen=True)
class ChangePoint:
    series: Series
    index: int
    before: tuple
    after: tuple
    pvalue: float

    @property
    def last_good(self):
        return self.series.points[self.index - 1].commit

    @property
    def first_bad(self):
        return self.series.points[self.index].commit

    @property
    def mean_before(self):
        return math.fsum(self.before) / len(self.before)

    @property
    def mean_after(self):
        return math.fsum(self.after) / len(self.after)

    @property
    def change(self):
        """The step relative to the level before it: +0.03 is 3% up."""
        return self.mean_after / self.mean_before - 1

    def change_interval(self):
        """Welch's interval of the difference of the two segments' means, relative to the level before the step (the
        level's own uncertainty left out: its segment is as long as the step's)."""
        if _variance(self.before) == 0 and _variance(self.after) == 0:
            return self.change, self.change
        interval = stats.ttest_ind(self.after, self.before, equal_var=False).confidence_interval(CONFIDENCE)
        return interval.low / self.mean_before, interval.high / self.mean_before

    @property
    def regression(self):
        return (self.change > 0) == (self.series.direction == "smaller")


def _variance(values):
    mean = math.fsum(values) / len(values)
    return math.fsum((v - mean) ** 2 for v in values)


# --- Reading ----------------------------------------------------------------------------------------------------------

def load_data_js(path):
    """window.BENCHMARK_DATA of a data.js file, as github-action-benchmark writes it (a script assigning JSON)."""
    text = _read(path)
    match = re.match(r"\s*window\.BENCHMARK_DATA\s*=\s*", text)
    if not match:
        raise InputError(f"{path}: required a data.js of github-action-benchmark (window.BENCHMARK_DATA = {{...}}), "
                         f"actual text starting {text[:40]!r}")
    body = text[match.end():].rstrip().removesuffix(";")
    try:
        data = json.loads(body)
    except json.JSONDecodeError as e:
        line = e.lineno + text[:match.end()].count("\n")
        raise InputError(f"{path}: {e.msg} at line {line} column {e.colno}") from None
    if not isinstance(data, dict) or not isinstance(data.get("entries"), dict):
        raise InputError(f"{path}: required an object with 'entries' (benchmark name -> runs), actual {type(data).__name__}")
    for suite, runs in data["entries"].items():
        for r, run in enumerate(runs if isinstance(runs, list) else [None]):
            if not (isinstance(run, dict) and isinstance(run.get("commit"), dict) and run["commit"].get("id")
                    and isinstance(run.get("date"), (int, float)) and isinstance(run.get("benches", []), list)):
                raise InputError(f"{path}: entries[{suite!r}][{r}]: required a run with commit.id, date and benches")
    return data


def load_thresholds(path):
    """(scenario, metric) -> Rule for the gated metrics: perfgate's own defaults (the gate's built-in ones), then the
    file's defaults, a scenario's own fields, a scenario's metrics; the most specific wins (docs/verdicts.md). Without
    a file, perfgate's own baselines/thresholds.json, its scenarios included."""
    builtin = _read_json(PERFGATE_THRESHOLDS)
    if path is None:
        path = PERFGATE_THRESHOLDS
    own = _read_json(path)
    defaults = {}
    for layer, file in ((builtin, PERFGATE_THRESHOLDS), (own, path)):
        for metric, fields in _object(layer, "defaults", file).items():
            defaults[metric] = {**defaults.get(metric, {}), **_object({metric: fields}, metric, file, "defaults")}
    scenarios = _object(own, "scenarios", path)
    for scenario in scenarios:
        _object(scenarios, scenario, path, "scenarios")

    def rule(scenario, metric):
        fields = dict(defaults.get(metric, {}))
        scenario_fields = scenarios.get(scenario, {})
        if metric != "errorRatio":
            fields.update({k: v for k, v in scenario_fields.items() if k not in ("metrics", "comment")})
        fields.update(_object(scenario_fields, "metrics", path, f"scenarios.{scenario}").get(metric, {}))
        if fields.get("reportOnly") or not isinstance(fields.get("thresholdPercent"), (int, float)):
            return None
        return Rule(DIRECTIONS.get(fields.get("direction")), float(fields["thresholdPercent"]))

    return rule


def _read(path):
    try:
        return Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError(f"{path}: file not found") from None
    except (OSError, UnicodeDecodeError) as e:
        raise InputError(f"{path}: cannot read: {e}") from None


def _read_json(path):
    try:
        return json.loads(_read(path))
    except json.JSONDecodeError as e:
        raise InputError(f"{path}: {e.msg} at line {e.lineno} column {e.colno}") from None


def _object(parent, key, file, where=""):
    value = parent.get(key, {}) if isinstance(parent, dict) else None
    if not isinstance(value, dict):
        raise InputError(f"{file}: {where + '.' if where else ''}{key}: required an object, actual {type(value).__name__}")
    return value


# --- The series -------------------------------------------------------------------------------------------------------

def machine_of(extra):
    lines = str(extra or "").strip().split("\n")
    return lines[-1] if MACHINE_LINE.match(lines[-1]) else None


def build_series(data, rule_of, window=DEFAULT_WINDOW):
    """From data.js as load_data_js checked it: one series per scenario, variant, gated metric and unit (a changed unit does not compare), and for time metrics
    per machine; each point one commit, in publish order, the last `window` of them. A commit published twice (a
    re-run) keeps its later point."""
    latest = {}
    for suite, runs in data["entries"].items():
        for run in runs:
            commit = run["commit"]
            for bench in run.get("benches", []):
                parts = [p.strip() for p in str(bench.get("name", "")).split(SEPARATOR)]
                value = bench.get("value")
                if len(parts) != 3 or not all(parts) or not isinstance(value, (int, float)) or not math.isfinite(value):
                    continue
                scenario, variant, metric = parts
                rule = rule_of(scenario, metric)
                if rule is None:
                    continue
                machine = None if metric in WORK_METRICS else machine_of(bench.get("extra"))
                direction = rule.direction or DIRECTION_BY_TOOL.get(run.get("tool"), "smaller")
                key = (scenario, variant, metric, str(bench.get("unit", "")), machine, direction, rule.threshold_percent)
                points = latest.setdefault(key, {})
                previous = points.get(commit["id"])
                if previous is None or run["date"] >= previous[0]:
                    points[commit["id"]] = (run["date"], Point(_commit(commit), run["date"], float(value)))
    series = []
    for key, points in latest.items():
        ordered = [p for _, p in sorted(points.values(), key=lambda dp: dp[0])][-window:]
        series.append(Series(*key, points=tuple(ordered)))
    return sorted(series, key=lambda s: (s.name, s.machine or "", s.unit))


def _commit(commit):
    return Commit(id=str(commit["id"]), url=str(commit.get("url") or ""),
                  message=str(commit.get("message") or "").split("\n")[0].strip(),
                  timestamp=str(commit.get("timestamp") or ""))


# --- Detection --------------------------------------------------------------------------------------------------------

def detect(series, max_pvalue=DEFAULT_MAX_PVALUE):
    """The change points of one series: Otava's split and merge over the whole series (one window), then those with
    fewer than MIN_POINTS_EACH_SIDE points on a side dropped and the rest judged again over the wider segments."""
    values = [p.value for p in series.points]
    if len(values) < 2 * MIN_POINTS_EACH_SIDE:
        return []
    min_magnitude = series.min_step_percent / 100
    found, _ = compute_change_points(values, window_len=len(values), max_pvalue=max_pvalue, min_magnitude=min_magnitude)
    bounds = [0] + [cp.index for cp in found] + [len(values)]
    kept = [cp for i, cp in enumerate(found)
            if cp.index - bounds[i] >= MIN_POINTS_EACH_SIDE and bounds[i + 2] - cp.index >= MIN_POINTS_EACH_SIDE]
    if len(kept) < len(found):
        tester = TTestSignificanceTester(max_pvalue)
        intervals = tester.get_intervals(kept)
        kept = merge([tester.change_point(cp.to_candidate(), values, intervals) for cp in kept], values, max_pvalue,
                     min_magnitude)
    bounds = [0] + [int(cp.index) for cp in kept] + [len(values)]
    return [ChangePoint(series, bounds[i + 1], tuple(values[bounds[i]:bounds[i + 1]]),
                        tuple(values[bounds[i + 1]:bounds[i + 2]]), float(cp.stats.pvalue))
            for i, cp in enumerate(kept)]


# --- Writing ----------------------------------------------------------------------------------------------------------

def bisect_command(cp):
    s = cp.series
    return (f"bin/perfgate bisect --good {cp.last_good.id} --bad {cp.first_bad.id} "
            f"--variant {s.variant} --scenario {s.scenario} --metric {s.metric}")


def compare_url(repo_url, cp):
    base = repo_url or re.sub(r"/commit/[^/]*$", "", cp.first_bad.url)
    return f"{base}/compare/{cp.last_good.id}...{cp.first_bad.id}" if base.startswith("https://") else ""


def issue_title(cp):
    machine = f" ({cp.series.machine.split(', ')[0]})" if cp.series.machine else ""
    return f"perf regression: {cp.series.name}, {cp.last_good.id[:7]}..{cp.first_bad.id[:7]}{machine}"


def percent(x):
    return f"{x * 100:+.2f}%"


def number(x):
    return f"{x:.6g}"


def pvalue_text(p):
    # Below about 1e-16 the t distribution's tail is rounding: say so rather than print 0.
    return "< 1e-16" if p < 1e-16 else f"= {p:.2g}"


def plain(text):
    """A commit message as plain Markdown text that mentions nobody."""
    return re.sub(r"([\\`*_\[\]<>#|])", r"\\\1", text[:100]).replace("@", "@\u200b")


def issue_body(cp, repo_url, page_url, settings):
    s = cp.series
    low, high = cp.change_interval()
    compare = compare_url(repo_url, cp)
    machine = f" (measured on {s.machine})" if s.machine else ""
    verb = "rose" if cp.change > 0 else "fell"
    rows = "\n".join(f"| {label} | [`{c.id[:7]}`]({c.url}) | {plain(c.message)} |" if c.url.startswith("https://")
                     else f"| {label} | `{c.id[:7]}` | {plain(c.message)} |"
                     for label, c in (("last good", cp.last_good), ("first bad", cp.first_bad)))
    page = f" ([trend page]({page_url}))" if page_url else ""
    return f"""<!-- perfgate-change-point -->
**{s.name}**{machine} {verb} by **{percent(cp.change)}** ({CONFIDENCE:.0%} interval {percent(low)} to {percent(high)}): \
{number(cp.mean_before)} {s.unit} over {len(cp.before)} publishes, then {number(cp.mean_after)} {s.unit} over \
{len(cp.after)}.

| | commit | |
|---|---|---|
{rows}
{f'{chr(10)}The commits in between: {compare}{chr(10)}' if compare else ''}
To find the commit that did it, bisect in a clone of this repository (each step builds that commit and measures \
this variant and scenario):

```sh
{bisect_command(cp)}
```

<sub>Found after a publish to the trend{page} by perfgate's change-point detection: Apache Otava \
{settings['otava']} (E-divisive means, Student's t-test) over the last {settings['window']} publishes of this \
series; p {pvalue_text(cp.pvalue)} (threshold {settings['maxPValue']:g}), a step beyond the gate's threshold for \
this metric ({s.min_step_percent:g}%). This issue is updated while the change point stays where it is; close it \
once the change is explained or fixed.</sub>
"""


def commit_json(c):
    return {"id": c.id, "message": c.message, "timestamp": c.timestamp, "url": c.url}


def change_point_json(cp, repo_url, page_url, settings):
    s = cp.series
    low, high = cp.change_interval()
    return {
        "series": s.name,
        "scenario": s.scenario,
        "variant": s.variant,
        "metric": s.metric,
        "unit": s.unit,
        "machine": s.machine,
        "verdict": "regression" if cp.regression else "improvement",
        "lastGood": commit_json(cp.last_good),
        "firstBad": commit_json(cp.first_bad),
        "compareUrl": compare_url(repo_url, cp),
        "meanBefore": float(number(cp.mean_before)),
        "meanAfter": float(number(cp.mean_after)),
        "pointsBefore": len(cp.before),
        "pointsAfter": len(cp.after),
        "changePercent": round(float(cp.change) * 100, 2),
        "changePercentLow": round(float(low) * 100, 2),
        "changePercentHigh": round(float(high) * 100, 2),
        "confidence": CONFIDENCE,
        "pValue": float(f"{cp.pvalue:.3g}"),
        "maxPValue": settings["maxPValue"],
        "minStepPercent": s.min_step_percent,
        "bisect": bisect_command(cp),
        "issue": {"title": issue_title(cp), "body": issue_body(cp, repo_url, page_url, settings)}
        if cp.regression else None,
    }


def summary_markdown(report):
    lines = ["# Change points in the perf trend", ""]
    d = report["detector"]
    found = report["changePoints"]
    regressions = [c for c in found if c["verdict"] == "regression"]
    lines.append(f"{report['seriesAnalysed']} series analysed (the gated metrics, the last {d['window']} publishes of "
                 f"each): {len(found)} change points, {len(regressions)} of them regressions. Apache Otava "
                 f"{d['otava']}, E-divisive means; a change point needs Student's t-test at p < {d['maxPValue']:g}, "
                 f"a step of at least the gate's threshold for the metric and {d['minPointsEachSide']} publishes on "
                 "each side.")
    lines.append("")
    if found:
        lines += ["| series | machine | last good → first bad | change (95% interval) | p | |",
                  "|---|---|---|---|---|---|"]
        for c in found:
            lines.append(f"| {c['series']} | {c['machine'] or ''} | `{c['lastGood']['id'][:7]}` → "
                         f"`{c['firstBad']['id'][:7]}` | {c['changePercent']:+.2f}% ({c['changePercentLow']:+.2f}% to "
                         f"{c['changePercentHigh']:+.2f}%) | {pvalue_text(c['pValue']).lstrip('= ')} | {c['verdict']} |")
    else:
        lines.append("No change point.")
    for c in regressions:
        lines += ["", "---", "", f"## {c['issue']['title']}", "", c["issue"]["body"].rstrip()]
    return "\n".join(lines) + "\n"


def analyse(data, rule_of, window=DEFAULT_WINDOW, max_pvalue=DEFAULT_MAX_PVALUE, page_url=""):
    """change-points.json as an object, in its field order."""
    settings = {"method": "E-divisive means, Student's t-test (Apache Otava)",
                "otava": importlib.metadata.version("apache-otava"), "window": window, "maxPValue": max_pvalue,
                "minPointsEachSide": MIN_POINTS_EACH_SIDE, "confidence": CONFIDENCE}
    series = [s for s in build_series(data, rule_of, window) if len(s.points) >= 2 * MIN_POINTS_EACH_SIDE]
    found = [cp for s in series for cp in detect(s, max_pvalue)]
    found.sort(key=lambda cp: (cp.series.points[cp.index].date, cp.series.name, cp.series.machine or ""))
    repo_url = str(data.get("repoUrl") or "")
    return {
        "formatVersion": FORMAT_VERSION,
        "detector": settings,
        "seriesAnalysed": len(series),
        "changePoints": [change_point_json(cp, repo_url, page_url, settings) for cp in found],
    }


def write(report, out_dir):
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / "change-points.json").write_text(json.dumps(report, indent=2, ensure_ascii=False, allow_nan=False) + "\n",
                                            encoding="utf-8")
    (out / "change-points.md").write_text(summary_markdown(report), encoding="utf-8")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("data_js", help="data.js of github-action-benchmark (gh-pages: <pages-dir>/data.js)")
    parser.add_argument("out_dir", help="where change-points.json and change-points.md go")
    parser.add_argument("--thresholds", help="the gate's thresholds.json (default: perfgate's own, baselines/thresholds.json)")
    parser.add_argument("--window", type=int, default=DEFAULT_WINDOW,
                        help=f"the latest publishes of each series analysed (default {DEFAULT_WINDOW})")
    parser.add_argument("--max-pvalue", type=float, default=DEFAULT_MAX_PVALUE,
                        help=f"Student's t-test significance a change point needs (default {DEFAULT_MAX_PVALUE:g})")
    parser.add_argument("--page-url", default="", help="the trend page, linked from the issues")
    args = parser.parse_args(argv)
    if args.window < 2 * MIN_POINTS_EACH_SIDE:
        parser.error(f"--window: required at least {2 * MIN_POINTS_EACH_SIDE}, actual {args.window}")
    if not 0 < args.max_pvalue < 1:
        parser.error(f"--max-pvalue: required between 0 and 1, actual {args.max_pvalue}")
    try:
        report = analyse(load_data_js(args.data_js), load_thresholds(args.thresholds), args.window, args.max_pvalue,
                         args.page_url)
    except InputError as e:
        print(f"change-points: {e}", file=sys.stderr)
        return 2
    write(report, args.out_dir)
    regressions = sum(c["verdict"] == "regression" for c in report["changePoints"])
    print(f"change-points: {report['seriesAnalysed']} series, {len(report['changePoints'])} change points "
          f"({regressions} regressions): {Path(args.out_dir) / 'change-points.json'}")
    for c in report["changePoints"]:
        print(f"  {c['verdict']:<11} {c['series']}{' (' + c['machine'] + ')' if c['machine'] else ''}: "
              f"{c['changePercent']:+.2f}% at {c['firstBad']['id'][:7]} (after {c['lastGood']['id'][:7]}), "
              f"p {c['pValue']:.2g}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
