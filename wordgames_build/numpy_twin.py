"""The numpy twin of the engine's scoring and of ``best``'s game tree, for the book's biggest computations."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np  # build dependency, installed into .venv

from wordgames.wordle.feedback import Pattern
from wordgames.wordle.knowledge import Knowledge
from wordgames.wordle.strategies.estimate import constants_for, member_weight


def pattern_sizes(candidates: Sequence[str], guesses: Iterable[str]) -> dict[str, dict[int, int]]:
    """Per guess: pattern code -> how many candidates earn it (``CandidateIndex.sizes_by_code``,
    computed with numpy arrays over the candidates instead of bitsets)."""
    guesses = list(guesses)
    sizes = {}
    for guess, row in zip(guesses, pattern_rows(candidates, guesses)):
        codes, counts = np.unique(row, return_counts=True)
        sizes[guess] = dict(zip(codes.tolist(), counts.tolist()))
    return sizes


def pattern_rows(candidates: Sequence[str], guesses: Iterable[str]):
    """Per guess, ``feedback.pattern_code(guess, candidate)`` of every candidate (a numpy row)."""
    secret = np.frombuffer("".join(candidates).encode("ascii"), dtype=np.uint8).reshape(len(candidates), -1)
    length = secret.shape[1]
    weights = [3 ** (length - 1 - i) for i in range(length)]
    at = {chr(c): secret == c for c in np.unique(secret).tolist()}  # letter -> (candidate, position) matches
    copies = {letter: where.sum(axis=1) for letter, where in at.items()}
    for guess in guesses:
        code = np.zeros(len(candidates), dtype=np.int64)
        green = {i: at[letter][:, i] for i, letter in enumerate(guess) if letter in at}
        for i, is_green in green.items():
            code += is_green * (2 * weights[i])
        for letter in set(guess) & at.keys():
            positions = [i for i, ch in enumerate(guess) if ch == letter]
            spare = copies[letter] - sum(green[i] for i in positions)  # copies not matched by a green
            for i in positions:  # left to right, yellow while a spare copy is left
                yellow = ~green[i] & (spare > 0)
                code += yellow * weights[i]
                spare = spare - yellow
        yield code


class BookTree:
    """``rollout.Improved``'s whole game tree, in normal or hard mode, computed with numpy arrays.

    The twin of the engine's pure Python, decision for decision (a property test holds them
    to the same tree): scores are the same integers, ties go the same way, and the values are
    exact totals. A position's decision depends on its candidates alone in normal mode, and
    on the greens and yellows to keep too in hard mode, so each is computed once for each of
    those, however many guesses lead to it.
    """

    def __init__(
        self, allowed: Sequence[str], candidates: Sequence[str], top: int, most_classes: int, hard_mode: bool = False
    ):
        self.allowed, self.candidates = allowed, candidates
        self.top, self.most_classes, self.hard_mode = top, most_classes, hard_mode
        self.length = length = len(allowed[0])
        self.patterns, self.win = 3**length, 3**length - 1
        self.codes = np.empty((len(allowed), len(candidates)), dtype=np.uint8 if self.patterns <= 256 else np.int32)
        for row, codes in enumerate(pattern_rows(candidates, allowed)):
            self.codes[row] = codes
        row_of = {word: row for row, word in enumerate(allowed)}
        self.row_of = np.array([row_of[word] for word in candidates])  # each candidate's row as a guess
        weights = [member_weight(m, constants_for(length)) for m in range(len(candidates) + 1)]
        self.member_weight = np.array(weights, dtype=np.int64)
        self.class_weight = self.member_weight * np.arange(len(candidates) + 1)
        letters = np.frombuffer("".join(allowed).encode("ascii"), dtype=np.uint8).reshape(len(allowed), length)
        self.letters = letters - ord("a")  # hard mode's rule looks at each word's letters and their copies
        self.copies = np.stack([(self.letters == c).sum(axis=1) for c in range(26)], axis=1)
        self.values: tuple[dict, dict] = ({}, {})  # base, improved: position key -> (total, guess row)

    def key(self, members, knowledge):
        """What a position's decision depends on: its candidates (and in hard mode, what must be kept)."""
        if not self.hard_mode:
            return members.tobytes()
        return members.tobytes(), knowledge.fixed, knowledge.min_count

    def legal(self, knowledge):
        """The rows of the words that may be guessed: all in normal mode; in hard mode those
        keeping every green in place and every yellow (``Knowledge.hard_mode_problem``)."""
        if not self.hard_mode:
            return np.arange(len(self.allowed))
        legal = np.ones(len(self.allowed), dtype=bool)
        for i, letter in enumerate(knowledge.fixed):
            if letter is not None:
                legal &= self.letters[:, i] == ord(letter) - ord("a")
        for c, need in enumerate(knowledge.min_count):
            if need:
                legal &= self.copies[:, c] >= need
        return np.flatnonzero(legal)

    def scores(self, members, rows):
        """``OneStep.ranking`` of the allowed words: (scores, class counts, is a candidate), by
        row, computed for ``rows`` (the legal guesses); the other rows get no classes."""
        n = len(members)
        guesses = len(self.allowed)
        candidate = np.zeros(guesses, dtype=bool)
        candidate[self.row_of[members]] = True
        score = np.zeros(guesses, dtype=np.int64)
        classes = np.zeros(guesses, dtype=np.int64)
        if n * n < self.patterns:  # few candidates: compare them pairwise
            codes = self.table(rows, members)
            same = codes[:, :, None] == codes[:, None, :]
            size = same.sum(axis=2)  # each member's class size
            score[rows] = (self.member_weight[size] * (codes != self.win)).sum(axis=1)
            earlier = np.tril(np.ones((n, n), dtype=bool), -1)
            classes[rows] = n - (same & earlier).any(axis=2).sum(axis=1)
            return score, classes, candidate
        chunk = max(1, 4_000_000 // max(n, self.patterns))
        for first in range(0, len(rows), chunk):
            part = rows[first : first + chunk]
            codes = self.table(part, members).astype(np.int64)
            codes += (np.arange(len(part)) * self.patterns)[:, None]
            counts = np.bincount(codes.ravel(), minlength=len(part) * self.patterns).reshape(len(part), self.patterns)
            classes[part] = (counts > 0).sum(axis=1)
            counts[:, self.win] = 0
            score[part] = self.class_weight[counts].sum(axis=1)
        return score, classes, candidate

    def table(self, rows, members):
        """The pattern codes of guesses ``rows`` (ascending row numbers) against ``members``."""
        if rows[-1] - rows[0] + 1 == len(rows):  # consecutive rows (normal mode): a view, then the members
            return self.codes[rows[0] : rows[-1] + 1][:, members]
        return self.codes[np.ix_(rows, members)]

    def order(self, *keys):
        """Every row, sorted by the last key, ties by the one before it, and so on, then alphabetically."""
        return np.lexsort((np.arange(len(self.allowed)),) + keys)

    def perfect(self, members):
        """The first candidate that tells every candidate apart, or None (a candidate is legal in either mode)."""
        among = np.sort(self.codes[self.row_of[members]][:, members], axis=1)
        apart = (np.diff(among, axis=1) != 0).all(axis=1)
        return int(self.row_of[members[int(np.argmax(apart))]]) if apart.any() else None

    def children(self, members, guess: int, knowledge: Knowledge | None):
        """(code, members, knowledge after it) of each class but the win, by code; the knowledge
        only where a decision needs it (hard mode, over 2 candidates), else None."""
        codes = self.codes[guess, members]
        order = np.argsort(codes, kind="stable")
        codes, members = codes[order], members[order]
        cuts = np.flatnonzero(np.diff(codes)) + 1
        for part_codes, part in zip(np.split(codes, cuts), np.split(members, cuts)):
            code = int(part_codes[0])
            if code != self.win:
                if self.hard_mode and len(part) > 2:
                    yield code, part, knowledge.add(self.allowed[guess], Pattern.from_code(code, self.length))
                else:
                    yield code, part, None

    def total(self, members, guess: int, knowledge: Knowledge | None, improved: bool) -> int:
        """Guesses summed over these secrets: ``guess``, then ``Improved`` or its base playing on."""
        return len(members) + sum(
            self.value(part, improved, below)[0] for _, part, below in self.children(members, guess, knowledge)
        )

    def value(self, members, improved: bool, knowledge: Knowledge | None = None) -> tuple[int, int]:
        """(total guesses over these secrets, first guess row) of ``Improved`` or of its base,
        ``OneStep``, after ``knowledge`` (needed in hard mode only)."""
        n = len(members)
        if n <= 2:
            return 2 * n - 1, int(self.row_of[members[0]])
        memo = self.values[improved]
        key = self.key(members, knowledge)
        if key not in memo:
            guess = self.perfect(members)
            if guess is not None:  # 2n − 1, the least possible: both policies play it
                memo[key] = (2 * n - 1, guess)
                return memo[key]
            score, classes, candidate = self.scores(members, self.legal(knowledge))
            useless = classes < 2
            if not improved:
                key_of = np.where(useless, np.iinfo(np.int64).max, score * 2 + ~candidate)
                guess = int(np.argmin(key_of))  # the first of equals: alphabetical
            else:
                by_score = self.order(~candidate, score)
                by_classes = self.order(~candidate, -classes)
                chosen = set(by_score[~useless[by_score]][: self.top].tolist())
                chosen |= set(by_classes[~useless[by_classes]][: self.most_classes].tolist())
                rank = np.empty_like(by_score)
                rank[by_score] = np.arange(len(by_score))
                guesses = sorted(chosen, key=rank.__getitem__)  # in OneStep's order
                guess = min(guesses, key=lambda g: self.total(members, g, knowledge, False))
            memo[key] = (self.total(members, guess, knowledge, improved), guess)
        return memo[key]

    def every_candidate(self):
        """The members of the first position: every candidate."""
        return np.arange(len(self.candidates))

    def decisions(self) -> Iterable[tuple[Knowledge, list[str], str]]:
        """(knowledge, candidates left, guess) at every position of ``Improved``'s games with at
        least 3 candidates (below, every strategy plays the first candidate)."""
        stack = [(Knowledge.empty(self.length), self.every_candidate())]
        while stack:
            knowledge, members = stack.pop()
            if len(members) < 3:
                continue
            row = self.value(members, True, knowledge)[1]
            guess = self.allowed[row]
            yield knowledge, [self.candidates[j] for j in members], guess
            for code, part, _ in self.children(members, row, knowledge):
                stack.append((knowledge.add(guess, Pattern.from_code(code, self.length)), part))
