"""The `feedback` command: the colours a guess earns against a secret (a module of its own: a one-shot query
imports no more than it uses)."""

from __future__ import annotations

import argparse

from ..alphabet import ENGLISH, Alphabet
from ..text import quoted
from ..wordle.feedback import score
from . import UsageError, language_alphabet, one_line, parse_word, stdin_lines


def feedback_digits(guess_text: str, secret_text: str, alphabet: Alphabet = ENGLISH) -> str:
    guess, secret = parse_word(guess_text, "guess", alphabet), parse_word(secret_text, "secret", alphabet)
    if len(guess) != len(secret):
        raise UsageError(f"guess {guess!r} has {len(guess)} letters but secret {secret!r} has {len(secret)}")
    return score(guess, secret).digits


def cmd_feedback(args: argparse.Namespace) -> int:
    alphabet = language_alphabet(args)
    if args.guess == "-":
        if args.secret is not None:
            raise UsageError("feedback -: give no SECRET, the pairs come from stdin")
        for number, line in stdin_lines():
            parts = line.split()
            if not parts:
                print()
                continue
            if len(parts) != 2:
                raise UsageError(f"line {number}: expected 'GUESS SECRET', got {quoted(one_line(line))}")
            try:
                print(feedback_digits(*parts, alphabet))
            except UsageError as exc:
                raise UsageError(f"line {number}: {exc}") from None
        return 0
    if args.secret is None:
        raise UsageError("feedback: give GUESS SECRET, or - to read pairs from stdin")
    print(feedback_digits(args.guess, args.secret, alphabet))
    return 0
