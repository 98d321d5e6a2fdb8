#!/usr/bin/env python3
"""Tests of the noisy neighbour (benchmarks/neighbour/neighbour): each KIND at light intensity starts, takes CPU or
does I/O, and `stop` ends all its processes and nothing else; `run` returns its command's status and stops the
neighbour whatever that status. Needs stress-ng; about 15 s of wall time, on every CPU for a few of them.

Usage: python3 benchmarks/neighbour/test_neighbour.py [-v]"""
import os
import shutil
import subprocess
import tempfile
import time
import unittest
from pathlib import Path

NEIGHBOUR = Path(__file__).resolve().parent / "neighbour"
# The neighbours' scratch directories go under the build's target directory: on the checkout's disk, where /tmp may
# be a tmpfs whose writes no storage counter sees.
TARGET = NEIGHBOUR.parent.parent / "target"


def neighbour(*args, **kwargs):
    return subprocess.run([str(NEIGHBOUR), *args], capture_output=True, text=True, timeout=60, **kwargs)


def stat_fields(pid):
    """The fields of /proc/PID/stat after the command name (index 0 is the state, 2 the process group), or None."""
    try:
        line = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return line[line.rindex(")") + 2:].split()


def live_group(pgid):
    """The live (not zombie) processes of process group pgid."""
    pids = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            fields = stat_fields(entry.name)
            if fields and fields[2] == str(pgid) and fields[0] != "Z":
                pids.append(int(entry.name))
    return pids


def cpu_ticks(pids):
    total = 0
    for pid in pids:
        fields = stat_fields(pid)
        if fields:
            total += int(fields[11]) + int(fields[12])  # utime and stime, fields 14 and 15 of proc(5)
    return total


def bytes_written(pids):
    total = 0
    for pid in pids:
        try:
            for line in Path(f"/proc/{pid}/io").read_text().splitlines():
                if line.startswith("write_bytes:"):
                    total += int(line.split()[1])
        except OSError:
            pass
    return total


def read_pidfile(path):
    return dict(line.split("=", 1) for line in Path(path).read_text().splitlines())


@unittest.skipUnless(shutil.which("stress-ng"), "stress-ng is not installed (apt-get install stress-ng)")
class NeighbourTest(unittest.TestCase):

    def setUp(self):
        TARGET.mkdir(exist_ok=True)
        self.scratch = Path(tempfile.mkdtemp(prefix="neighbour-test.", dir=TARGET))
        self.pidfile = self.scratch / "neighbour.pid"
        self.env = dict(os.environ, TMPDIR=str(self.scratch))

    def tearDown(self):
        neighbour("stop", "--pidfile", str(self.pidfile), env=self.env)
        shutil.rmtree(self.scratch, ignore_errors=True)

    def start(self, kind):
        started = neighbour("start", kind, "light", "--seconds", "30", "--pidfile", str(self.pidfile), env=self.env)
        self.assertEqual(started.returncode, 0, started.stderr)
        self.assertIn("stress-ng ", started.stdout)
        self.assertIn("--timeout 30s", started.stdout)
        return read_pidfile(self.pidfile)

    def assert_stops_everything(self, record):
        pids = live_group(record["pgid"])
        self.assertTrue(pids, "the neighbour has no live process before stop")
        stopped = neighbour("stop", "--pidfile", str(self.pidfile), env=self.env)
        self.assertEqual(stopped.returncode, 0, stopped.stderr)
        self.assertEqual(live_group(record["pgid"]), [], "processes of the neighbour's group outlived stop")
        self.assertEqual([pid for pid in pids if (stat_fields(pid) or ["Z"])[0] != "Z"], [])
        self.assertFalse(self.pidfile.exists(), "stop left the pidfile")
        self.assertFalse(Path(record["dir"]).exists(), "stop left the scratch directory")

    def test_cpu_and_memory_neighbours_take_cpu_and_stop_entirely(self):
        for kind in ("cpu", "memory"):
            with self.subTest(kind=kind):
                record = self.start(kind)
                time.sleep(0.5)  # stress-ng forks its workers
                pids = neighbour("pids", "--pidfile", str(self.pidfile), env=self.env).stdout.split()
                self.assertGreaterEqual(len(pids), 2, f"stress-ng and at least one worker, found {pids}")
                self.assertEqual(sorted(map(int, pids)), sorted(live_group(record["pgid"])))
                before = cpu_ticks(pids)
                time.sleep(1.5)
                self.assertGreater(cpu_ticks(pids) - before, 10, "less than 0.1 CPU-s in 1.5 s")
                self.assert_stops_everything(record)

    def test_io_neighbour_writes_and_stops_entirely(self):
        record = self.start("io")
        self.assertTrue(Path(record["dir"]).is_dir())
        self.assertTrue(record["dir"].startswith(str(self.scratch)), "the scratch directory is under TMPDIR")
        time.sleep(0.5)
        pids = live_group(record["pgid"])
        before = bytes_written(pids)
        time.sleep(1.5)
        self.assertGreater(bytes_written(pids) - before, 1 << 20, "less than 1 MiB written in 1.5 s")
        self.assert_stops_everything(record)

    def test_start_refuses_a_second_neighbour_on_the_same_pidfile(self):
        record = self.start("cpu")
        again = neighbour("start", "cpu", "light", "--pidfile", str(self.pidfile), env=self.env)
        self.assertEqual(again.returncode, 2)
        self.assertIn("already runs", again.stderr)
        self.assertEqual(read_pidfile(self.pidfile)["pgid"], record["pgid"])

    def test_run_returns_the_commands_status_and_stops_the_neighbour_when_it_fails(self):
        copy = self.scratch / "pidfile-while-running"
        ran = neighbour("run", "cpu", "light", "--pidfile", str(self.pidfile), "--",
                        "sh", "-c", 'sleep 0.5; cp "$0" "$1"; exit 7', str(self.pidfile), str(copy), env=self.env)
        self.assertEqual(ran.returncode, 7, ran.stderr)
        record = read_pidfile(copy)
        self.assertEqual(live_group(record["pgid"]), [])
        self.assertFalse(self.pidfile.exists())
        self.assertIn("stopped process group " + record["pgid"], ran.stderr)

    def test_run_returns_zero_when_the_command_succeeds_and_uses_a_private_pidfile(self):
        ran = neighbour("run", "io", "light", "--", "true", env=self.env)
        self.assertEqual(ran.returncode, 0, ran.stderr)
        self.assertEqual([p.name for p in self.scratch.iterdir()], [], "run left files behind")

    def test_stop_leaves_a_process_alone_whose_pid_was_reused(self):
        stranger = subprocess.Popen(["sleep", "30"], start_new_session=True)
        try:
            start_time = stat_fields(stranger.pid)[19]
            self.pidfile.write_text(f"pgid={stranger.pid}\nstart={int(start_time) - 1}\ndir=\nlog=\ncommand=stress-ng\n")
            stopped = neighbour("stop", "--pidfile", str(self.pidfile), env=self.env)
            self.assertEqual(stopped.returncode, 0, stopped.stderr)
            self.assertIsNone(stranger.poll(), "stop killed a process it had not started")
        finally:
            stranger.kill()
            stranger.wait()

    def test_stop_without_a_neighbour_is_a_no_op(self):
        stopped = neighbour("stop", "--pidfile", str(self.pidfile), env=self.env)
        self.assertEqual(stopped.returncode, 0, stopped.stderr)


@unittest.skipUnless(shutil.which("stress-ng"), "stress-ng is not installed (apt-get install stress-ng)")
class BesideTest(unittest.TestCase):
    """beside.sh through repeat.sh, in a scratch copy of the scripts where Maven is a stub that fails: no perf run."""

    def test_each_run_has_its_neighbour_recorded_and_none_outlives_the_study(self):
        TARGET.mkdir(exist_ok=True)
        tree = Path(tempfile.mkdtemp(prefix="beside-test.", dir=TARGET))
        try:
            repository = NEIGHBOUR.parent.parent.parent
            for script in ("benchmarks/gate-study/beside.sh", "benchmarks/gate-study/repeat.sh",
                           "benchmarks/neighbour/neighbour"):
                (tree / script).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(repository / script, tree / script)
            # The stub prints what a run sees: the number of the neighbour's live processes.
            maven = ('#!/bin/sh\nsleep 1\n'
                     '"$(dirname "$0")/benchmarks/neighbour/neighbour" pids --pidfile "$OUT/neighbour.pid" | wc -l\n'
                     'exit 3\n')
            for path, text in (("mvnw", maven), ("benchmarks/gate-study/rejudge.sh", "#!/bin/sh\necho '0 verdicts'\n")):
                (tree / path).write_text(text)
                (tree / path).chmod(0o755)
            out = tree / "out"
            study = subprocess.run([str(tree / "benchmarks/gate-study/beside.sh"), "cpu", "light", str(out), "2"],
                                   capture_output=True, text=True, timeout=60,
                                   env=dict(os.environ, OUT=str(out), TMPDIR=str(tree)))
            self.assertEqual(study.returncode, 0, study.stderr)
            runs = (out / "runs.txt").read_text().splitlines()
            self.assertEqual(runs[0], "beside a neighbour, cpu light, each of 2 runs")
            self.assertTrue(runs[1].startswith("neighbour: cpu light: ") and "stress-ng --cpu 0 " in runs[1], runs)
            self.assertTrue(runs[2].startswith("run 1: exit 3, "), runs)
            self.assertTrue(runs[3].startswith("neighbour: cpu light: "), runs)
            self.assertTrue(runs[4].startswith("run 2: exit 3, "), runs)
            for i in (1, 2):
                seen = int((out / f"{i}.log").read_text().splitlines()[1])
                self.assertGreaterEqual(seen, 2, f"run {i} saw {seen} live neighbour processes")
            self.assertFalse((out / "neighbour.pid").exists())
            self.assertEqual(sorted(p.name for p in tree.glob("perfgate-neighbour*")), [])
        finally:
            shutil.rmtree(tree, ignore_errors=True)


class NeighbourArgumentsTest(unittest.TestCase):

    def test_a_missing_stress_ng_says_how_to_install_it(self):
        empty = tempfile.mkdtemp(prefix="neighbour-test-path.")
        try:
            started = subprocess.run(["/bin/bash", str(NEIGHBOUR), "start", "cpu", "light"], capture_output=True,
                                     text=True, timeout=30, env={"PATH": empty})
        finally:
            os.rmdir(empty)
        self.assertEqual(started.returncode, 2)
        self.assertIn("stress-ng not found", started.stderr)
        self.assertIn("apt-get install -y stress-ng", started.stderr)

    def test_an_unknown_intensity_is_named(self):
        started = neighbour("start", "cpu", "medium")
        self.assertEqual(started.returncode, 2)
        self.assertIn("unknown neighbour 'cpu medium'", started.stderr)

    def test_seconds_must_be_a_whole_number(self):
        started = neighbour("start", "cpu", "light", "--seconds", "1.5")
        self.assertEqual(started.returncode, 2)
        self.assertIn("--seconds 1.5", started.stderr)


if __name__ == "__main__":
    unittest.main()
