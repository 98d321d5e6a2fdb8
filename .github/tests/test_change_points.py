"""Tests of the change-point detection (.github/scripts/change_points.py), run by .ci/check-workflows in the virtual
environment of .github/scripts/change-points:

    "$(.github/scripts/change-points --python)" -m unittest discover -s .github/tests -p 'test_*.py'

The noise of the synthetic series is what the trend shows for unchanged code: work metrics (allocated and response
bytes per request) about 0.05% from point to point, time metrics (latency, CPU per request, throughput) 2-10% between
consecutive publishes on a shared VM, i.e. points with a standard deviation of about 3% (consecutive points then
differ by 2.9% at the median and by 10% at the most over 40 publishes).
"""
import contextlib
import hashlib
import io
import json
import sys
import tempfile
import unittest
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / ".github" / "scripts"))
import change_points as cp  # noqa: E402

FIXTURE = ROOT / ".github" / "gh-pages" / "testdata" / "changes"
PAGE_URL = "https://example.github.io/service/dev/bench/"
AMD = "AMD EPYC 7763 64-Core Processor, 4 cores, process, JDK 25.0.3+9 (Eclipse Adoptium)"
INTEL = "Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz, 4 cores, process, JDK 25.0.3+9 (Eclipse Adoptium)"
TOOL = {"throughput": "customBiggerIsBetter"}
UNITS = {"allocatedBytesPerRequest": "B", "responseBytesPerRequest": "B", "cpuPerRequest": "us", "mean": "ms",
         "throughput": "req/s", "serverMemory": "MB", "p99": "ms"}


def sha(n):
    return hashlib.sha1(f"commit {n}".encode()).hexdigest()


def data_js(values_by_name, machines=None):
    """window.BENCHMARK_DATA with one publish per index: {"<scenario> / <variant> / <metric>": [value, ...]}."""
    count = max(len(v) for v in values_by_name.values())
    runs = {}
    for n in range(count):
        commit = {"id": sha(n), "message": f"change {n}", "timestamp": f"2026-11-01T00:{n // 60:02d}:{n % 60:02d}Z",
                  "url": f"https://github.com/example/service/commit/{sha(n)}"}
        for name, values in values_by_name.items():
            metric = name.split(" / ")[2]
            tool = TOOL.get(metric, "customSmallerIsBetter")
            if n >= len(values) or values[n] is None:
                continue
            machine = (machines or {}).get(n, AMD)
            run = runs.setdefault((tool, n), {"commit": commit, "date": 1790000000000 + n * 60000, "tool": tool,
                                              "benches": []})
            run["benches"].append({"name": name, "value": float(values[n]), "unit": UNITS.get(metric, "x"),
                                   "extra": f"3 trials of 20 s\n{machine}"})
    entries = {}
    for (tool, n), run in sorted(runs.items(), key=lambda kv: kv[0][1]):
        entries.setdefault(f"perfgate {tool}", []).append(run)
    return {"repoUrl": "https://github.com/example/service", "entries": entries}


# Without a thresholds file, perfgate's own: the scenario "orders" is not in it, so its defaults apply (allocated bytes
# 1%, CPU per request 3%, mean latency 4%, throughput 4%).
def analyse(values_by_name, machines=None, thresholds=None, **options):
    return cp.analyse(data_js(values_by_name, machines), cp.load_thresholds(thresholds), **options)["changePoints"]


def noisy(seed, n, spread, level=100.0, step=0.0, at=None):
    rng = np.random.default_rng(seed)
    values = level * (1 + rng.normal(0, spread, n))
    if at is not None:
        values[at:] *= 1 + step
    return values


class FindsStepsOfKnownSize(unittest.TestCase):

    def test_allocated_bytes_three_percent_up_is_found_at_its_commit(self):
        # 50 seeds: work-metric noise is 60 times smaller than the step, so every one must find it exactly; its 95%
        # interval holds the true +3% in most of them.
        covered = 0
        for seed in range(50):
            found = analyse({"orders / platform-own / allocatedBytesPerRequest":
                             noisy(seed, 40, 0.0005, level=56160, step=0.03, at=20)})
            self.assertEqual(len(found), 1, f"seed {seed}: {found}")
            c = found[0]
            self.assertEqual((c["lastGood"]["id"], c["firstBad"]["id"]), (sha(19), sha(20)), f"seed {seed}")
            self.assertEqual(c["verdict"], "regression")
            covered += c["changePercentLow"] <= 3.0 <= c["changePercentHigh"]
            self.assertAlmostEqual(c["changePercent"], 3.0, delta=0.05)
            self.assertEqual(c["bisect"], f"bin/perfgate bisect --good {sha(19)} --bad {sha(20)} --variant platform-own "
                                          "--scenario orders --metric allocatedBytesPerRequest")
        self.assertGreaterEqual(covered, 45)

    def test_cpu_per_request_six_percent_up_is_found_within_one_publish(self):
        # A step of two of its noise's standard deviations: E-divisive places it within one publish of where it is in
        # 98% of series amid 2% noise and 71% amid 3% (300 seeds each); 200 seeds each here, with some margin.
        for spread, share in ((0.02, 0.95), (0.03, 0.6)):
            hits = 0
            for seed in range(200):
                found = analyse({"orders / virtual-gson / cpuPerRequest":
                                 noisy(10_000 + seed, 40, spread, level=47.9, step=0.06, at=20)})
                hits += any(abs(int(c["firstBad"]["message"].split()[1]) - 20) <= 1 and c["verdict"] == "regression"
                            for c in found)
            self.assertGreaterEqual(hits / 200, share, f"noise {spread:.0%}: found in {hits} of 200")

    def test_the_step_of_one_seed_names_both_commits_and_the_machine(self):
        found = analyse({"orders / virtual-gson / cpuPerRequest": noisy(7, 40, 0.01, level=47.9, step=0.06, at=20)})
        self.assertEqual(len(found), 1)
        c = found[0]
        self.assertEqual((c["lastGood"]["message"], c["firstBad"]["message"]), ("change 19", "change 20"))
        self.assertEqual(c["machine"], AMD)
        self.assertEqual(c["compareUrl"], f"https://github.com/example/service/compare/{sha(19)}...{sha(20)}")
        self.assertLess(c["pValue"], c["maxPValue"])
        self.assertEqual(c["minStepPercent"], 3.0)
        self.assertTrue(c["issue"]["title"].startswith("perf regression: orders / virtual-gson / cpuPerRequest, "
                                                       f"{sha(19)[:7]}..{sha(20)[:7]} (AMD EPYC 7763"))

    def test_a_throughput_drop_is_a_regression_and_a_rise_an_improvement(self):
        drop = analyse({"orders / own / throughput": noisy(3, 40, 0.02, level=1600, step=-0.08, at=20)})
        rise = analyse({"orders / own / throughput": noisy(3, 40, 0.02, level=1600, step=0.08, at=20)})
        self.assertEqual([c["verdict"] for c in drop], ["regression"])
        self.assertEqual([c["verdict"] for c in rise], ["improvement"])
        self.assertIsNone(rise[0]["issue"])


class StaysQuietOnUnchangedCode(unittest.TestCase):

    def test_forty_points_of_flat_noise_give_no_change_point(self):
        # 1000 seeds per kind of noise. Time noise at 3% and at 5% (beyond the measured spread); the t-test does not
        # care about the scale, only the minimum step (3%) does.
        for name, spread, level in (("allocatedBytesPerRequest", 0.0005, 56160), ("cpuPerRequest", 0.03, 41.4),
                                    ("mean", 0.05, 0.62)):
            for seed in range(1000):
                found = analyse({f"orders / platform-own / {name}": noisy(seed, 40, spread, level=level)})
                self.assertEqual(found, [], f"{name}, noise {spread:.2%}, seed {seed}")

    def test_a_work_metric_moving_less_than_the_gate_threshold_is_no_change_point(self):
        # Significant (p far below 1e-5) but 0.5%: below the 1% the gate itself would flag.
        found = analyse({"orders / own / allocatedBytesPerRequest": noisy(1, 40, 0.0005, 56160, step=0.005, at=20)})
        self.assertEqual(found, [])

    def test_one_odd_publish_at_the_end_waits_for_another(self):
        values = list(noisy(5, 30, 0.0005, 56160)) + [56160 * 1.05]
        name = "orders / own / allocatedBytesPerRequest"
        self.assertEqual(analyse({name: values}), [])
        found = analyse({name: values + [56160 * 1.05]})
        self.assertEqual([(c["lastGood"]["id"], c["firstBad"]["id"]) for c in found], [(sha(29), sha(30))])

    def test_one_odd_publish_in_the_middle_is_no_step(self):
        values = list(noisy(6, 40, 0.0005, 56160))
        values[20] *= 1.05
        self.assertEqual(analyse({"orders / own / allocatedBytesPerRequest": values}), [])


class BuildsTheSeries(unittest.TestCase):

    def test_time_metrics_compare_only_on_one_machine_work_metrics_on_any(self):
        # Every third publish on a faster machine: CPU per request 20% lower there. Split by machine, no step; a work
        # metric's points are one series whatever the machine.
        machines = {n: INTEL for n in range(0, 40, 3)}
        cpu = [v * (0.8 if n in machines else 1) for n, v in enumerate(noisy(1, 40, 0.01, 41.4))]
        data = data_js({"orders / own / cpuPerRequest": cpu,
                        "orders / own / allocatedBytesPerRequest": noisy(2, 40, 0.0005, 56160)}, machines)
        series = cp.build_series(data, cp.load_thresholds(None))
        self.assertEqual([(s.metric, s.machine, len(s.points)) for s in series],
                         [("allocatedBytesPerRequest", None, 40), ("cpuPerRequest", AMD, 26),
                          ("cpuPerRequest", INTEL, 14)])
        self.assertEqual(cp.analyse(data, cp.load_thresholds(None))["changePoints"], [])

    def test_only_gated_metrics_with_the_scenario_threshold(self):
        with tempfile.TemporaryDirectory() as tmp:
            thresholds = Path(tmp) / "thresholds.json"
            thresholds.write_text(json.dumps({"formatVersion": 1, "defaults": {"p99": {"reportOnly": True}},
                                              "scenarios": {"request-2": {"metrics": {"cpuPerRequest": {
                                                  "thresholdPercent": 2}}}}}))
            rule = cp.load_thresholds(thresholds)
        self.assertEqual(rule("request-2", "cpuPerRequest"), cp.Rule("smaller", 2.0))
        self.assertEqual(rule("request-1", "cpuPerRequest"), cp.Rule("smaller", 3.0))  # perfgate's default
        self.assertEqual(rule("request-1", "throughput"), cp.Rule("bigger", 4.0))
        self.assertIsNone(rule("request-1", "p99"))           # report only in this file
        self.assertIsNone(rule("request-1", "serverMemory"))  # report only by default
        self.assertIsNone(rule("request-1", "max"))
        # Without a file: perfgate's own, its scenarios included.
        self.assertEqual(cp.load_thresholds(None)("request-2", "cpuPerRequest"), cp.Rule("smaller", 2.0))
        self.assertEqual(cp.load_thresholds(None)("orders", "cpuPerRequest"), cp.Rule("smaller", 3.0))

    def test_a_commit_published_twice_keeps_its_later_point(self):
        data = data_js({"orders / own / allocatedBytesPerRequest": [100.0] * 6})
        runs = data["entries"]["perfgate customSmallerIsBetter"]
        again = json.loads(json.dumps(runs[2]))
        again["date"] = runs[-1]["date"] + 1
        again["benches"][0]["value"] = 150.0
        runs.append(again)
        (series,) = cp.build_series(data, cp.load_thresholds(None))
        self.assertEqual([p.value for p in series.points], [100.0, 100.0, 100.0, 100.0, 100.0, 150.0])
        self.assertEqual([p.commit.id for p in series.points], [sha(n) for n in (0, 1, 3, 4, 5, 2)])

    def test_the_window_keeps_the_latest_publishes(self):
        data = data_js({"orders / own / allocatedBytesPerRequest": list(range(1, 31))})
        (series,) = cp.build_series(data, cp.load_thresholds(None), window=10)
        self.assertEqual([p.value for p in series.points], [float(v) for v in range(21, 31)])


class ReadsAndWrites(unittest.TestCase):

    def run_main(self, *args):
        err = io.StringIO()
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            status = cp.main([str(a) for a in args])
        return status, err.getvalue()

    def test_golden_change_points_json_and_markdown(self):
        # The fixture: 24 publishes of request-2; allocated bytes of platform-own +3% from publish 14, CPU per request
        # of virtual-gson +8% from publish 10 (2% noise), allocated bytes of virtual-gson -2% from publish 18,
        # publish 6 on another machine (left out of the time series).
        with tempfile.TemporaryDirectory() as out:
            status, err = self.run_main(FIXTURE / "data.js", out, "--page-url", PAGE_URL)
            self.assertEqual((status, err), (0, ""))
            for name in ("change-points.json", "change-points.md"):
                self.assertEqual((Path(out) / name).read_text(encoding="utf-8"),
                                 (FIXTURE / name).read_text(encoding="utf-8"), name)

    def test_the_page_test_data_reads_and_has_no_change_point(self):
        data = cp.load_data_js(ROOT / ".github" / "gh-pages" / "testdata" / "data.js")
        self.assertEqual(cp.analyse(data, cp.load_thresholds(None))["changePoints"], [])

    def test_unreadable_inputs_are_named_with_where(self):
        with tempfile.TemporaryDirectory() as tmp:
            bad = Path(tmp) / "data.js"
            bad.write_text('window.BENCHMARK_DATA = {\n  "entries": {,\n}')
            status, err = self.run_main(bad, tmp)
            self.assertEqual(status, 2)
            self.assertIn(f"{bad}: Expecting property name enclosed in double quotes at line 2 column 15", err)
            bad.write_text('window.BENCHMARK_DATA = {"entries": {"perfgate": [{"commit": {}, "date": 1}]}};')
            self.assertIn(f"{bad}: entries['perfgate'][0]: required a run with commit.id, date and benches",
                          self.run_main(bad, tmp)[1])
            bad.write_text('var x = 1;')
            self.assertIn("required a data.js of github-action-benchmark", self.run_main(bad, tmp)[1])
            self.assertIn(f"{Path(tmp) / 'none.js'}: file not found", self.run_main(Path(tmp) / "none.js", tmp)[1])
            (Path(tmp) / "t.json").write_text('{"defaults": []}')
            good = FIXTURE / "data.js"
            self.assertIn("t.json: defaults: required an object, actual list",
                          self.run_main(good, tmp, "--thresholds", Path(tmp) / "t.json")[1])


if __name__ == "__main__":
    unittest.main()
