"""The `find` command: every dictionary word matching a pattern (? one letter, * any run of letters)."""

from __future__ import annotations

import argparse
import json
import sys

from ..finder import Query, find
from . import load_lexicon, rare_left_out, say


def cmd_find(args: argparse.Namespace) -> int:
    query = Query.parse(args.pattern, args.must, args.exclude, args.min_length, args.max_length)
    matches = find(load_lexicon(args.dictionary), query)
    words = matches.shown(by_commonness=args.by_commonness, rare=args.rare)
    counts = matches.counts if args.rare else matches.known_counts()
    left_out = matches.total - sum(counts.values())
    if args.json:
        print(
            json.dumps(
                {
                    "pattern": query.pattern,
                    "must": query.must,
                    "exclude": query.exclude,
                    "min_length": query.min_length,
                    "max_length": query.max_length,
                    "order": "commonness" if args.by_commonness else "alphabetical",
                    "rare": args.rare,
                    "count": sum(counts.values()),
                    "counts": {str(length): n for length, n in counts.items()},
                    "rare_left_out": left_out,
                    "words": list(words),
                }
            )
        )
        return 0
    sys.stdout.writelines(f"{word}\n" for word in words)
    if not matches.total:
        say(f"no word matches {query.describe()}")
    elif left_out:
        say(rare_left_out(left_out))
    return 0
