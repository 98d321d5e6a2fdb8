#!/usr/bin/env python3
"""Reads the consoles of sequential A/B runs (repeat.sh's N.log files) and prints how many pairs each scenario
measured and why it stopped: per run its wall time (from runs.txt beside the logs, when there) and per (variant,
scenario) the pairs used, then over all runs how often each number of pairs was used and why, and where the time
went on the console's clock (its "[perf] HH:MM:SS" lines, to the second): booting the servers, the variant warm-ups
up to each variant's first pair (the first scenario's own warm-up included), the pairs, and between scenarios (a
scenario's last pair, its verdict and the next scenario's warm-up).

Usage: looks.py LOG [LOG...]"""
import collections, os, re, statistics, sys

NAMES = r"([a-z0-9][a-z0-9-]* / [a-z0-9][a-z0-9-]*)"   # variant / scenario
PAIR_TEXT = re.compile(NAMES + r": pair ([0-9]+)/([0-9]+)")   # a pair's progress line after its time stamp
PAIR = re.compile(r"^\[perf\] [0-9:]+ " + PAIR_TEXT.pattern)
LOOK = re.compile(r"^\[perf\]   look after ([0-9]+) of at most ([0-9]+) pairs: (settled|not settled), (.*)$")
VERDICT = re.compile(r"^" + NAMES + r": ([A-Z_]+)$")
RUN = re.compile(r"^run ([0-9]+): exit ([0-9]+), ([0-9]+) s")
STAMPED = re.compile(r"^\[perf\] ([0-9]{2}):([0-9]{2}):([0-9]{2}) (.*)$")
PHASES = ("boots", "variant warm-ups", "pairs", "between scenarios")


def phases(path):
    """Seconds of one log's console time in each of PHASES: each stamped line's time until the next one counts
    to the phase that line starts."""
    stamped = []
    with open(path, errors="replace") as f:
        for line in f:
            m = STAMPED.match(line.rstrip("\n"))
            if m:
                stamped.append((int(m.group(1)) * 3600 + int(m.group(2)) * 60 + int(m.group(3)), m.group(4)))
    spent = dict.fromkeys(PHASES, 0)
    for (t, text), (next_t, next_text) in zip(stamped, stamped[1:]):
        seconds = (next_t - t) % 86400
        pair, next_pair = PAIR_TEXT.match(text), PAIR_TEXT.match(next_text)
        if ": starting" in text:
            spent["boots"] += seconds
        elif "warm-up at" in text:
            spent["variant warm-ups"] += seconds
        elif pair and next_pair and pair.group(1) == next_pair.group(1):
            spent["pairs"] += seconds
        else:
            spent["between scenarios"] += seconds
    return spent


def read(path):
    """Per scenario of one log: (pairs measured, cap, why it stopped, verdict)."""
    scenarios, order = {}, []
    current = None
    with open(path, errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            m = PAIR.match(line)
            if m:
                current = m.group(1)
                if current not in scenarios:
                    order.append(current)
                scenarios[current] = [int(m.group(2)), int(m.group(3)), "measured to the cap", None]
                continue
            m = LOOK.match(line)
            if m and current and m.group(3) == "settled":
                why = m.group(4).split(";")[0]
                scenarios[current][2] = "a regression" if why.startswith("a regression") else "a settled pass"
                continue
            m = VERDICT.match(line)
            if m and m.group(1) in scenarios and scenarios[m.group(1)][3] is None:
                scenarios[m.group(1)][3] = m.group(2)
    return [(s, *scenarios[s]) for s in order]


def main(logs):
    walls = {}
    for log in logs:
        runs = os.path.join(os.path.dirname(log), "runs.txt")
        if os.path.exists(runs):
            for line in open(runs):
                m = RUN.match(line)
                if m:
                    walls[os.path.join(os.path.dirname(log), m.group(1) + ".log")] = int(m.group(3))
    used = collections.Counter()
    spent = collections.defaultdict(list)
    for log in logs:
        for phase, seconds in phases(log).items():
            spent[phase].append(seconds)
        rows = read(log)
        wall = walls.get(log)
        print(f"{log}: {'' if wall is None else str(wall) + ' s, '}" + ", ".join(
            f"{s} {n}/{cap} {verdict}" for s, n, cap, why, verdict in rows))
        for s, n, cap, why, verdict in rows:
            used[(n, cap, why)] += 1
    total = sum(used.values())
    print(f"\n{total} scenarios:")
    for (n, cap, why), count in sorted(used.items()):
        print(f"  {count:4d} measured {n} of {cap} pairs: {why}")
    if walls:
        ws = sorted(walls.values())
        print(f"wall time per run: median {ws[len(ws) // 2] if len(ws) % 2 else (ws[len(ws) // 2 - 1] + ws[len(ws) // 2]) / 2} s, "
              f"{ws[0]}-{ws[-1]} s over {len(ws)} runs")
    print("console time per run: " + ", ".join(
        f"{phase} median {statistics.median(spent[phase]):g} s ({min(spent[phase])}-{max(spent[phase])})"
        for phase in PHASES))


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
