"""The dictionary and Word Challenge commands: `info` and `challenge` (one rack, racks on stdin, automatic mode)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from dataclasses import replace

from ..alphabet import ENGLISH, Alphabet
from ..challenge.request import SolveRequest
from ..challenge.search import BLANK, MAX_TILES, ListedAnswer, Rack, RackError, Solution, solve
from ..lexicon import Lexicon
from ..spelt import usual_spellings
from . import (
    ProgressBar,
    UsageError,
    asset_size,
    known_first_by_length,
    load_lexicon,
    rare_left_out,
    read_dictionary,
    say,
    stdin_lines,
    texts,
)

TYPE_CHECKING = False  # typing, json, csv and random are not imported for one rack: a one-shot query pays for each
if TYPE_CHECKING:
    from ..challenge.auto import ChallengeReport


def print_json(value: object) -> None:
    import json

    print(json.dumps(value))


# ----- info ---------------------------------------------------------------------------------


def cmd_info(args: argparse.Namespace) -> int:
    lexicon = load_lexicon(args.dictionary, args.language)
    stats = lexicon.stats()
    facts = {
        "words": stats.words,
        "trie_states": stats.states,
        "trie_edges": stats.edges,
        "asset_bytes": asset_size(args.dictionary, lexicon),
        "words_per_length": stats.words_per_length,
    }
    if args.json:
        print_json({**facts, "words_per_length": {str(k): v for k, v in stats.words_per_length.items()}})
        return 0
    for key in ("words", "trie_states", "trie_edges", "asset_bytes"):
        print(f"{key.replace('_', ' '):<18}{facts[key]}")
    print("words per length")
    for length, count in stats.words_per_length.items():
        print(f"{length:>5} {count:>10}")
    return 0


# ----- challenge ------------------------------------------------------------------------------

Solver = Callable[[Lexicon, Rack, int, str], Solution]


def challenge_solver(method: str, many: bool) -> tuple[str, Solver]:
    """The solver for ``method`` (``challenge_method``)."""
    method = challenge_method(method, many)
    if method == "index":
        from ..challenge.index import fast_solve  # only here: one rack never builds the index

        return method, fast_solve
    return method, solve


def cmd_challenge(args: argparse.Namespace) -> int:
    if args.auto:
        return challenge_auto(args)
    if args.letters is None:
        raise UsageError("challenge: give LETTERS, - (racks on stdin) or --auto")
    automatic_only = [
        name
        for name, given in (("--length", args.length is not None), ("--csv", args.csv), ("--progress", args.progress))
        if given
    ]
    if automatic_only:
        raise UsageError(f"challenge: {', '.join(automatic_only)} only go with --auto")
    if args.letters == "-":
        return challenge_stdin(args)
    lexicon, asset = read_dictionary(args.dictionary, args.language)
    request = SolveRequest.parse(args.letters, args.min_length, args.must, lexicon.alphabet)
    kept = texts.read_kept(lexicon, asset)  # the words' ranks come from them (known_first_by_length), and the index
    method = challenge_method(args.method, many=False)
    kept_index = read_index(lexicon, asset, method)
    answer = in_order_asked(answer_rack(lexicon, method, request.rack, request, args.rare or args.course_order), args)
    if args.json:
        print_json(answer_dict(request.rack, answer, method))
    else:
        if answer.words:
            sys.stdout.write("\n".join(answer.words) + "\n")  # one write, as `find`'s
        if not answer.words and not answer.left_out:
            say(f"no word of {request.min_length}+ letters can be made from {request.rack.letters()}")
        elif answer.left_out:
            say(rare_left_out(answer.left_out))
    keep_texts(lexicon, asset, kept, method)
    keep_index(lexicon, asset, kept_index, method)
    return 0


def challenge_method(method: str, many: bool) -> str:
    """The search ``method`` names; 'auto' takes the fast index only when many racks pay for building it."""
    if method == "auto":
        return "index" if many else "reference"
    return method


def answer_rack(lexicon: Lexicon, method: str, rack: Rack, options: SolveRequest, rare: bool) -> ListedAnswer:
    """``rack``'s words as listed: through the index (built from the texts), ranked on its bitsets; else by the
    reference search, ranked a word at a time."""
    if method == "index":
        from ..challenge.listed import listed_solve  # only here: one rack never builds the index

        answer = listed_solve(lexicon, rack, options.min_length, options.must, rare, texts.words_of_length(lexicon))
    else:
        solution = solve(lexicon, rack, options.min_length, options.must)
        words, left_out = known_first_by_length(lexicon, solution.words, rare)
        answer = ListedAnswer(tuple(words), left_out, solution.milliseconds, solution.nodes_visited)
    return replace(answer, words=tuple(usual_spellings(lexicon, answer.words))) if lexicon.spellings else answer


def keep_texts(lexicon: Lexicon, asset: bytes, kept: bool, method: str) -> None:
    """Keep the texts the index was built from when none were kept (the next process reads them)."""
    if method == "index" and not kept:
        texts.keep(lexicon, asset)


def read_index(lexicon: Lexicon, asset: bytes, method: str) -> bool:
    """For the index ``method``, make the index kept in the user's cache ``lexicon``'s, if there is one it can use."""
    if method != "index":
        return False
    from ..challenge.index import adopt_index
    from . import bitsets

    index = bitsets.read_kept(lexicon, asset, texts.words_of_length(lexicon))
    if index is not None:
        adopt_index(lexicon, index)
    return index is not None


def keep_index(lexicon: Lexicon, asset: bytes, kept: bool, method: str) -> None:
    """Keep the index's bitsets when the index was built here (the next process reads them)."""
    if method == "index" and not kept:
        from ..challenge.index import challenge_index
        from . import bitsets

        bitsets.keep(challenge_index(lexicon, texts.words_of_length(lexicon)), asset)


def in_order_asked(answer: ListedAnswer, args: argparse.Namespace) -> ListedAnswer:
    """``answer`` (rare words listed) as --course-order lists it: every word by length, then alphabetically."""
    if not args.course_order:
        return answer
    return replace(answer, words=tuple(sorted(answer.words, key=lambda word: (len(word), word))))


def answer_dict(rack: Rack, answer: ListedAnswer, method: str) -> dict:
    """A rack's answer as JSON prints it: the words listed (known first) and the rare ones left out."""
    return {
        "letters": rack.letters(),
        "words": list(answer.words),
        "count": len(answer.words),
        "rare_left_out": answer.left_out,
        "nodes_visited": answer.nodes_visited,
        "milliseconds": round(answer.milliseconds, 3),
        "method": method,
    }


def checked_options(args: argparse.Namespace, alphabet: Alphabet = ENGLISH) -> SolveRequest:
    """--min-length and --must checked once, before any rack is read (against a rack of blanks)."""
    return SolveRequest.parse(BLANK * MAX_TILES, args.min_length, args.must, alphabet)


def challenge_stdin(args: argparse.Namespace) -> int:
    """One rack a line in, one line of words (space separated) out; a rack lacking --must letters makes none."""
    lexicon, asset = read_dictionary(args.dictionary, args.language)
    options = checked_options(args, lexicon.alphabet)
    kept = texts.read_kept(lexicon, asset)
    method = challenge_method(args.method, many=True)
    kept_index = read_index(lexicon, asset, method)
    for number, line in stdin_lines():
        if not line.strip():
            print()
            continue
        try:
            rack = Rack.parse(line, alphabet=lexicon.alphabet)
        except RackError as exc:
            raise UsageError(f"line {number}: {exc}") from None
        answer = in_order_asked(answer_rack(lexicon, method, rack, options, args.rare or args.course_order), args)
        if args.json:
            print_json(answer_dict(rack, answer, method))
        else:
            print(" ".join(answer.words))
    keep_texts(lexicon, asset, kept, method)
    keep_index(lexicon, asset, kept_index, method)
    return 0


def challenge_auto(args: argparse.Namespace) -> int:
    if args.letters is not None:
        raise UsageError("challenge --auto takes no LETTERS")
    if args.length is None:
        raise UsageError("challenge --auto needs --length L (or a range such as 3-20)")
    if args.must:
        raise UsageError("challenge --auto takes no --must")
    from random import Random

    from ..challenge.auto import auto_challenge_lengths

    options = checked_options(args)
    lexicon = load_lexicon(args.dictionary, args.language)
    method, solver = challenge_solver(args.method, many=False)
    bar = ProgressBar("solving", args.progress)
    try:
        reports = auto_challenge_lengths(
            lexicon, args.length, args.games, Random(args.seed), solver, options.min_length, progress=bar
        )
    finally:
        bar.close()
    write_challenge_reports(reports, method, args)
    return 0


def write_challenge_reports(reports: Sequence[ChallengeReport], method: str, args: argparse.Namespace) -> None:
    columns = ["length", "games", "avg_words", "avg_ms", "median_ms", "avg_nodes", "avg_cpu_ms"]
    rows = [report.as_dict() for report in reports]
    if method != "reference":
        for row in rows:
            row["avg_nodes"] = None
    if args.json:
        print_json(rows[0] if len(rows) == 1 else rows)
    elif args.csv:
        import csv

        writer = csv.DictWriter(sys.stdout, columns, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    else:
        say(f"{reports[0].games} scrambled random words per length, seed {args.seed}, {method} search")
        print(
            f"{'length':>6} {'games':>6} {'avg words':>10} {'avg ms':>9} {'median ms':>10} {'avg nodes':>10}"
            f" {'CPU ms':>9}"
        )
        for row in rows:
            nodes = "-" if row["avg_nodes"] is None else f"{row['avg_nodes']:.1f}"
            print(
                f"{row['length']:>6} {row['games']:>6} {row['avg_words']:>10.1f} {row['avg_ms']:>9.3f}"
                f" {row['median_ms']:>10.3f} {nodes:>10} {row['avg_cpu_ms']:>9.3f}"
            )
