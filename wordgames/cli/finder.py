"""The `find` command: every dictionary word matching a pattern (? one letter, * any run of letters)."""

from __future__ import annotations

import argparse
import sys

from ..finder import Query, find
from ..finder.scan import word_texts
from ..spelt import usual_spellings
from . import rare_left_out, read_dictionary, say, texts


def cmd_find(args: argparse.Namespace) -> int:
    lexicon, asset = read_dictionary(args.dictionary, args.language)
    query = Query.parse(args.pattern, args.must, args.exclude, args.min_length, args.max_length, lexicon.alphabet)
    # The texts are read from the build's file or the cache if it can (a scan then costs milliseconds,
    # not the spelling of every word; a plain walk places its few words in them, not in the lexicon's
    # listed lengths) and kept once a scan has built them.
    cached = texts.read_kept(lexicon, asset)
    matches = find(lexicon, query)
    if args.course_order:  # every word, by length, then alphabetically
        words, counts = usual_spellings(lexicon, matches.words()), matches.counts
    else:
        words = usual_spellings(lexicon, matches.shown(by_commonness=args.by_commonness, rare=args.rare))
        counts = matches.counts if args.rare else matches.known_counts()
    left_out = matches.total - sum(counts.values())
    if args.json:
        import json  # here: a query printed as lines does not need it

        print(
            json.dumps(
                {
                    "pattern": query.pattern,
                    "must": query.must,
                    "exclude": query.exclude,
                    "min_length": query.min_length,
                    "max_length": query.max_length,
                    "order": "commonness" if args.by_commonness else "course" if args.course_order else "alphabetical",
                    "rare": args.rare or args.course_order,
                    "count": sum(counts.values()),
                    "counts": {str(length): n for length, n in counts.items()},
                    "rare_left_out": left_out,
                    "words": list(words),
                }
            )
        )
    else:
        listed = "\n".join(words)  # one write: a write a word costs `*e*`'s 252,599 words 0.1 s
        if listed:
            sys.stdout.write(listed + "\n")
        if not matches.total:
            say(f"no word matches {query.describe()}")
        elif left_out:
            say(rare_left_out(left_out))
    if not cached and word_texts(lexicon).built():
        texts.keep(lexicon, asset)
    return 0
