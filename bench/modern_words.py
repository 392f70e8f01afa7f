"""The modern words (issue 38 item 4): how many per length, how many enter the pools, the assets' bytes and load times.

    nice -n 10 .venv/bin/python bench/modern_words.py [--loads 9] [--dailies BEFORE_ASSET]

Reads static/dictionary.bin (the player's: the course's words and the modern ones) and
static/course-dictionary.dawg (the course's alone); loads each ``--loads`` times, interleaved,
and reports the medians and their ratio (the same run's baseline: timings swing on a shared machine).
"""

from __future__ import annotations

import argparse
import datetime
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wordgames.lexicon import Lexicon  # noqa: E402
from wordgames.modern import MODERN_WORDS  # noqa: E402
from wordgames.wordle.daily import FIRST_DAY, MODERN_DAY, daily_secrets  # noqa: E402
from wordgames.wordle.rules import BOARD_COUNTS, secret_pool  # noqa: E402

PLAYER = ROOT / "static" / "dictionary.bin"
COURSE = ROOT / "static" / "course-dictionary.dawg"


def load_seconds(data: bytes) -> float:
    start = time.perf_counter()
    Lexicon.from_bytes(data)
    return time.perf_counter() - start


def changed_dailies(before: Lexicon, after: Lexicon) -> tuple[int, int]:
    """(dailies compared, dailies that differ) from Daily #1 to the day before MODERN_DAY, all lengths and boards."""
    compared = changed = 0
    days = [FIRST_DAY + datetime.timedelta(days=n) for n in range((MODERN_DAY - FIRST_DAY).days)]
    for boards in BOARD_COUNTS:
        for length in range(3, 21):
            for day in days:
                compared += 1
                changed += daily_secrets(before, length, day, boards) != daily_secrets(after, length, day, boards)
    return compared, changed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loads", type=int, default=9, help="loads of each asset, interleaved (median)")
    parser.add_argument("--dailies", metavar="ASSET", help="compare every daily before MODERN_DAY with this asset's")
    args = parser.parse_args()
    player_bytes, course_bytes = PLAYER.read_bytes(), COURSE.read_bytes()
    player, course = Lexicon.from_bytes(player_bytes), Lexicon.from_bytes(course_bytes)
    print(f"words: course {len(course):,}, player {len(player):,} (+{len(player) - len(course):,})")
    print("length  added  in the pool  pool (course -> player)")
    added_total = pooled_total = 0
    for length in range(3, 21):
        added = [w for w in MODERN_WORDS if len(w) == length]
        pool, course_pool = secret_pool(player, length), secret_pool(course, length)
        pooled = [w for w in pool if w in MODERN_WORDS]
        added_total += len(added)
        pooled_total += len(pooled)
        sizes = f"{len(course_pool):,} -> {len(pool):,}"
        print(f"{length:6}  {len(added):5}  {len(pooled):11}  {sizes}  {' '.join(pooled[:6])}")
    print(f"total   {added_total:5}  {pooled_total:11}")
    print(f"asset bytes: course {len(course_bytes):,}, player {len(player_bytes):,}")
    times: dict[str, list[float]] = {"course": [], "player": []}
    for _ in range(args.loads):
        times["course"].append(load_seconds(course_bytes))
        times["player"].append(load_seconds(player_bytes))
    course_ms, player_ms = (statistics.median(times[k]) * 1000 for k in ("course", "player"))
    if args.dailies:
        compared, changed = changed_dailies(Lexicon.from_bytes(Path(args.dailies).read_bytes()), player)
        last = MODERN_DAY - datetime.timedelta(days=1)
        print(f"dailies from {FIRST_DAY} to {last}: {changed:,} of {compared:,} differ")
    ratio = player_ms / course_ms
    print(f"load (median of {args.loads}): course {course_ms:.1f} ms, player {player_ms:.1f} ms, ratio {ratio:.2f}")


if __name__ == "__main__":
    main()
