#!/usr/bin/env python3
"""Turning Word Challenge bitsets into words: the fast index's way beside the alternatives, same bitsets, one process.

    .venv/bin/python bench/challenge_words.py [--games 100] [--repeat 5] [--lengths 12,20] [--seed 0]

Three quarters of the fast index's time per rack goes into ``LengthGroup.words`` (bits to words).
The racks are bench/challenge.py's (N dictionary words per length, scrambled, seeded); for each
rack length, every length group's bitset of every rack is computed once, then each way below
turns all of them into words, taking turns R times; the table shows each way's best total per
rack (µs, warm) and its ratio to the index's, and every way's words must equal the index's.
"""

from __future__ import annotations

import argparse
import random
import time
from itertools import accumulate, chain, compress
from operator import call, itemgetter

from wordgames.challenge.index import _NONZERO, _PICK, _SPARSE, _ZERO, ChallengeIndex, LengthGroup
from wordgames.challenge.search import Rack
from wordgames.lengths import parse_lengths
from wordgames.lexicon import Lexicon
from wordgames_build import ROOT

EXPAND = [bytes(v >> i & 1 for i in range(8)) for v in range(256)]  # a byte -> one 0/1 byte a word
GAP = bytes([0x61] + [10] * 255)  # zero byte -> "a", any other -> newline (split by splitlines)


class Picks(dict):
    """The picker of a 64-bit block value, made on first use (the table grows with the values met)."""

    def __missing__(self, key: int):
        bits = [i for i in range(key.bit_length()) if key >> i & 1]
        picker = self[key] = itemgetter(slice(bits[0], bits[0] + 1)) if len(bits) == 1 else itemgetter(*bits)
        return picker


class Ways:
    """Per length, the layouts the alternatives need beside the index's eight-word chunks."""

    def __init__(self, groups: dict[int, LengthGroup]):
        self.flat = {n: tuple(chain.from_iterable(g.chunks)) for n, g in groups.items()}
        self.padded = {n: tuple(c + ("",) * (8 - len(c)) for c in g.chunks) for n, g in groups.items()}
        self.shifted = {n: (None, *g.chunks) for n, g in groups.items()}
        self.wide = {n: tuple(self.flat[n][i : i + 64] for i in range(0, len(self.flat[n]), 64)) for n in groups}
        self.picks = Picks()

    def dense(self, g: LengthGroup, bits: int) -> list:
        """The index's dense path alone: `compress` over every chunk."""
        data = bits.to_bytes(len(g.chunks), "little")
        hits = compress(g.chunks, data.translate(_NONZERO))
        return list(chain.from_iterable(map(call, map(_PICK.__getitem__, data.translate(None, _ZERO)), hits)))

    def sparse(self, g: LengthGroup, bits: int) -> list:
        """The index's sparse path alone: `find` from one non-zero byte to the next."""
        data, found = bits.to_bytes(len(g.chunks), "little"), []
        find = data.translate(_NONZERO).find
        i = find(1)
        while i >= 0:
            found += _PICK[data[i]](g.chunks[i])
            i = find(1, i + 1)
        return found

    def selector_all(self, g: LengthGroup, bits: int) -> list:
        """A 0/1 byte a word from a byte -> 8-byte table, then one `compress` over the length's words."""
        data = bits.to_bytes(len(g.chunks), "little")
        return list(compress(self.flat[g.length], b"".join(map(EXPAND.__getitem__, data))))

    def selector_hits(self, g: LengthGroup, bits: int) -> list:
        """The same selector for the hit chunks only, over their words (chunks padded to eight)."""
        data = bits.to_bytes(len(g.chunks), "little")
        words = chain.from_iterable(compress(self.padded[g.length], data.translate(_NONZERO)))
        return list(compress(words, b"".join(map(EXPAND.__getitem__, data.translate(None, _ZERO)))))

    def gaps(self, g: LengthGroup, bits: int) -> list:
        """Hit chunks found in C: the gaps between non-zero bytes (`splitlines`), summed (`accumulate`)."""
        data = bits.to_bytes(len(g.chunks), "little")
        hits = map(self.shifted[g.length].__getitem__, accumulate(map(len, data.translate(GAP).splitlines(True))))
        return list(chain.from_iterable(map(call, map(_PICK.__getitem__, data.translate(None, _ZERO)), hits)))

    def blocks64(self, g: LengthGroup, bits: int) -> list:
        """64-word chunks read as machine words (a memoryview), a picker per value met (Picks)."""
        wide = self.wide[g.length]
        values = memoryview(bits.to_bytes(len(wide) * 8, "little")).cast("Q")
        return list(
            chain.from_iterable(map(call, map(self.picks.__getitem__, filter(None, values)), compress(wide, values)))
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--lengths", type=parse_lengths, default=parse_lengths("12,20"))
    args = parser.parse_args()
    lexicon = Lexicon.from_bytes((ROOT / "static" / "dictionary.bin").read_bytes())
    index = ChallengeIndex.build(lexicon, split_above=len(lexicon))  # a group a length: the steps per length
    ways = Ways({n: g for n, (g,) in index.groups.items()})
    methods = {
        "index": LengthGroup.words,
        **{
            name: getattr(ways, name)
            for name in ("dense", "sparse", "selector_all", "selector_hits", "gaps", "blocks64")
        },
    }
    print(
        f"# µs per rack turning bitsets into words (best of {args.repeat}); ratio to the index's; 1/{_SPARSE} = sparse"
    )
    print(f"{'len':>3} {'words':>6} {'hit chunks':>10} " + " ".join(f"{name:>19}" for name in methods))
    rng = random.Random(args.seed)
    for length in args.lengths:
        pool = lexicon.words_of_length(length)
        racks = [Rack.parse("".join(rng.sample(w, len(w)))) for w in (rng.choice(pool) for _ in range(args.games))]
        cases = [
            (g, bits)
            for r in racks
            for (g,) in index.groups.values()
            if 3 <= g.length <= r.size and (bits := g.writable(r.counts, 0, {}))
        ]
        expected = [g.words(bits) for g, bits in cases]
        best = dict.fromkeys(methods, float("inf"))
        for _ in range(args.repeat):
            for name, method in methods.items():
                start = time.perf_counter()
                got = [method(g, bits) for g, bits in cases]
                best[name] = min(best[name], (time.perf_counter() - start) * 1e6 / len(racks))
                if got != expected:
                    raise SystemExit(f"{name} gives other words")
        words = sum(map(len, expected)) / len(racks)
        hit_chunks = sum(len(bits.to_bytes(len(g.chunks), "little").translate(None, _ZERO)) for g, bits in cases) / len(
            racks
        )
        cells = " ".join(f"{best[name]:>9.0f} ({best[name] / best['index']:4.2f}x)" for name in methods)
        print(f"{length:>3} {words:>6.0f} {hit_chunks:>10.0f} {cells}", flush=True)
    print(f"# blocks64's table after the run: {len(ways.picks):,} pickers")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
