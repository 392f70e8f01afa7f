"""The `feedback` command: the colours a guess earns against a secret (a module of its own: a one-shot query
imports no more than it uses)."""

from __future__ import annotations

import argparse

from ..text import quoted
from ..wordle.feedback import score
from . import UsageError, one_line, parse_word, stdin_lines


def feedback_digits(guess_text: str, secret_text: str) -> str:
    guess, secret = parse_word(guess_text, "guess"), parse_word(secret_text, "secret")
    if len(guess) != len(secret):
        raise UsageError(f"guess {guess!r} has {len(guess)} letters but secret {secret!r} has {len(secret)}")
    return score(guess, secret).digits


def cmd_feedback(args: argparse.Namespace) -> int:
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
                print(feedback_digits(*parts))
            except UsageError as exc:
                raise UsageError(f"line {number}: {exc}") from None
        return 0
    if args.secret is None:
        raise UsageError("feedback: give GUESS SECRET, or - to read pairs from stdin")
    print(feedback_digits(args.guess, args.secret))
    return 0
