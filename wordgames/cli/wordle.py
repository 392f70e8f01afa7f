"""The Wordle commands: `candidates` and `wordle` (play, keep, adversary, auto, analyse, strategies)."""

from __future__ import annotations

import argparse
import csv
import json
import random
import sys
from collections.abc import Callable
from itertools import chain, count, repeat

from ..alphabet import capitals
from ..known import Listing, known_first
from ..lexicon import Lexicon, Word, is_plain_word
from ..spelt import usual_spellings
from ..text import normalize, plural, quoted
from ..wordle.adversary import AdversaryGame, play_adversary
from ..wordle.adversary_challenge import AdversaryChallengeGame
from ..wordle.analysis import analyse, describe
from ..wordle.boards import BoardsGame, play_boards
from ..wordle.candidates import candidates
from ..wordle.feedback import Pattern
from ..wordle.game import GuesserGame, KeeperGame, PersonGuesses
from ..wordle.knowledge import Knowledge
from ..wordle.notation import parse_moves
from ..wordle.rules import LOST, PLAYING, WON, GameError, Rules, common_pool
from ..wordle.simulate import simulate_lexicon
from ..wordle.strategies import strategy_names
from ..wordle.strategies.boards import BOARD_STRATEGIES
from ..wordle.tally import GameRecord, SimulationReport
from . import (
    ProgressBar,
    UsageError,
    load_lexicon,
    load_strategy,
    rare_left_out,
    read_text,
    say,
    stdin_line,
)

CLASSIC_LENGTH = 5  # the original game's word length, the default of the Wordle commands
CLASSIC_MAX_GUESSES = 6  # and its number of guesses (for `wordle play`)


# ----- feedback and candidates ------------------------------------------------------------------


def cmd_candidates(args: argparse.Namespace) -> int:
    lexicon = load_lexicon(args.dictionary, args.language)
    moves = parse_moves(args.moves, lexicon.alphabet)
    length = len(moves[0][0])
    knowledge = Knowledge.from_history(length, moves, lexicon.alphabet)
    words = candidates(lexicon, knowledge)
    if args.course_order:  # every word alphabetically, as the course lists them
        listing = Listing(tuple(sorted(words)), len(words), 0)
    else:
        listing = known_first(lexicon, words, rare=args.rare)
    for word in usual_spellings(lexicon, listing.words):
        print(word)
    if not words:
        reasons = "; ".join(knowledge.problems) or "no dictionary word reproduces every pattern"
        say(f"no word fits: {reasons}")
    elif listing.left_out:
        say(rare_left_out(listing.left_out))
    return 0


# ----- wordle -------------------------------------------------------------------------------------

ANSI = {0: "\x1b[1;37;100m", 1: "\x1b[1;30;43m", 2: "\x1b[1;30;42m"}  # grey, yellow, green tiles


def tiles(word: Word, pattern: Pattern, colour: bool) -> str:
    """The guess with its marks: coloured tiles on a terminal, else letters and digits."""
    if colour:
        return "".join(f"{ANSI[m]} {capitals(ch)} \x1b[0m" for ch, m in zip(word, pattern.marks))
    return f"{capitals(word)} {pattern.digits}"


def read_line(prompt: str) -> str | None:
    """A line from stdin after a prompt on stderr (a line too long is refused and asked again); None at end of input."""
    while True:
        sys.stderr.write(prompt)
        sys.stderr.flush()
        try:
            line = stdin_line()
        except UsageError as exc:
            say(str(exc))
            continue
        if line is None:
            sys.stderr.write("\n")
            return None
        return line.strip()


def rules_asked(args: argparse.Namespace, usual_limit: int | None, boards: int = 1) -> Rules:
    """The rules the arguments ask for; ``usual_limit`` where the command's --max-guesses was left out (``...``)."""
    limit = usual_limit if args.max_guesses is ... else args.max_guesses
    return Rules(args.length, limit, args.hard, args.pool, boards)


def guesses_text(max_guesses: int | None) -> str:
    return "unlimited guesses" if max_guesses is None else f"{max_guesses} guesses"


def play_typed_guesses(game: PersonGuesses, prompt: Callable[[], str]) -> bool:
    """Guesses read from stdin until the game ends (True) or the input does (False); a refused
    guess is said and costs nothing."""
    colour = sys.stdout.isatty()
    while game.status == PLAYING:
        line = read_line(prompt())
        if line is None:
            return False
        if not line:
            continue
        try:
            pattern = game.guess(line)
        except GameError as exc:
            say(str(exc))
            continue
        print(tiles(game.history[-1][0], pattern, colour), flush=True)
    return True


def cmd_wordle_play(args: argparse.Namespace) -> int:
    lexicon = load_lexicon(args.dictionary, args.language)
    rules = rules_asked(args, CLASSIC_MAX_GUESSES)
    max_guesses = rules.max_guesses
    game = GuesserGame.new(lexicon, rules, random.Random(args.seed))
    say(
        f"Guess the {game.length}-letter word ({guesses_text(max_guesses)}{', hard mode' if args.hard else ''}). "
        "Colours: 2 green = right place, 1 yellow = elsewhere, 0 grey = not in the word. End with Ctrl-D."
    )

    def prompt() -> str:
        left = "" if game.guesses_left is None else f" ({game.guesses_left} left)"
        return f"guess {len(game.history) + 1}{left}: "

    if not play_typed_guesses(game, prompt):
        say(f"stopped; the word was {capitals(game.secret)}")
        return 0
    if game.status == WON:
        print(f"solved in {plural(len(game.history), 'guess')}")
    else:
        print(f"out of guesses: the word was {capitals(game.secret)}")
    return 0


def cmd_wordle_keep(args: argparse.Namespace) -> int:
    lexicon = load_lexicon(args.dictionary, args.language)
    strategy = load_strategy(args.strategy)
    game = KeeperGame.new(lexicon, rules_asked(args, None), strategy, random.Random(args.seed))
    say(
        f"Think of a {args.length}-letter word. For each guess type its colours as digits, 0 grey, 1 yellow, "
        "2 green (e.g. 20010); 'undo' takes back the last colours. End with Ctrl-D."
    )
    while True:
        if game.impossible:
            say(game.explain() + " Type undo.")
        elif game.status == WON:
            print(f"got it in {plural(len(game.history), 'guess')}: {capitals(game.history[-1][0])}")
            return 0
        elif game.status == LOST:
            print(f"out of guesses after {plural(len(game.history), 'guess')}")
            return 0
        elif game.proposal is None:
            print("no word left to guess")
            return 0
        else:
            print(f"guess {len(game.history) + 1}: {capitals(game.proposal)}", flush=True)
        count = len(game.candidates)
        line = read_line(f"colours ({plural(count, 'candidate')}): ")
        if line is None:
            return 0
        try:
            if normalize(line) == "undo":
                game.undo()
            elif line:
                game.answer(line)
        except GameError as exc:
            say(str(exc))


def cmd_wordle_adversary(args: argparse.Namespace) -> int:
    """You (or ``--strategy``) guess against the adversarial keeper, which answers to keep the most words possible."""
    lexicon = load_lexicon(args.dictionary, args.language)
    try:
        rules = rules_asked(args, None)
        game = adversary_game(lexicon, rules, args.target, args.seed)
    except GameError as exc:
        raise UsageError(str(exc)) from None
    max_guesses = rules.max_guesses
    colour = sys.stdout.isatty()
    if args.strategy:
        strategy = load_strategy(args.strategy)
        try:
            play_adversary(strategy, game, random.Random(args.seed))
        except GameError as exc:
            raise UsageError(str(exc)) from None
        for number, (guess, pattern) in enumerate(game.history, 1):
            print(f"{number:>3} {tiles(guess, pattern, colour)}")
        print(adversary_outcome(game, strategy.name))
        return 0
    target = f" onto {capitals(game.target)}" if isinstance(game, AdversaryChallengeGame) else ""
    say(
        f"The keeper holds no word: it answers each guess with the colours that keep the most "
        f"{game.length}-letter words possible ({guesses_text(max_guesses)}). Corner it{target}. End with Ctrl-D."
    )
    if not play_typed_guesses(
        game, lambda: f"guess {len(game.history) + 1} ({plural(len(game.candidates), 'word')} possible): "
    ):
        return 0
    print(adversary_outcome(game))
    return 0


def adversary_game(lexicon: Lexicon, rules: Rules, target: str | None, seed: int | None) -> AdversaryGame:
    """The plain adversary, or its challenge on ``target`` (a word, or 'random': one drawn with ``seed``)."""
    if target is None:
        return AdversaryGame.new(lexicon, rules)
    if normalize(target, lexicon.alphabet) == "random":
        return AdversaryChallengeGame.new(lexicon, rules, random.Random(seed))
    return AdversaryChallengeGame(lexicon, rules, normalize(target, lexicon.alphabet))


def adversary_outcome(game: AdversaryGame, strategy: str = "") -> str:
    """How an adversary's game ended (its challenge's: the target reached, or how it was missed), as the person's
    last line or, with ``strategy``, that strategy's."""
    guesses, left = plural(len(game.history), "guess"), plural(len(game.candidates), "word")
    if isinstance(game, AdversaryChallengeGame):
        target, missed = capitals(game.target), game.missed
        if game.status == WON:
            outcome = f"reached {target} in {guesses}"
        elif missed is None:
            outcome = f"out of guesses; {target} not reached, {left} still possible"
        elif missed[0] == game.target:
            outcome = f"missed {target}: guessed while other words were possible (guess {len(game.history)})"
        else:
            outcome = f"missed {target}: the colours of {capitals(missed[0])} ruled it out (guess {len(game.history)})"
    elif game.status == WON:
        outcome = f"cornered the keeper in {guesses}" if strategy else f"cornered in {guesses}"
    elif strategy:
        outcome = f"out of guesses, {left} left in {guesses}"
    else:
        outcome = f"out of guesses; {left} still possible, e.g. {capitals(game.candidates[0])}"
    return f"{strategy}: {outcome}" if strategy else outcome


def read_secrets(path: str, length: int, lexicon: Lexicon) -> list[Word]:
    """The distinct words of ``length`` letters in a one-word-a-line file, alphabetically; each must be
    a word of ``lexicon`` (the strategy guesses the secrets it assumes, and a guess must be a word)."""
    alphabet = lexicon.alphabet
    words = {normalize(line, alphabet) for line in read_text(path, "secrets file").splitlines()}
    chosen = sorted(w for w in words if is_plain_word(w, length, length, alphabet))
    if not chosen:
        raise UsageError(f"secrets file {quoted(path, 80)} has no {length}-letter words")
    unknown = [w for w in chosen if w not in lexicon]
    if unknown:
        shown = ", ".join(capitals(w) for w in unknown[:5]) + (", ..." if len(unknown) > 5 else "")
        raise UsageError(
            f"secrets file {quoted(path, 80)}: {len(unknown):,} of its {length}-letter words are not in the "
            f"dictionary ({shown}); a secret must be a word the game accepts as a guess"
        )
    return chosen


def cmd_wordle_auto(args: argparse.Namespace) -> int:
    if args.boards is not None:
        return boards_auto(args)
    lexicon = load_lexicon(args.dictionary, args.language)
    strategy = load_strategy(args.strategy or "letter-frequency", remember=True)
    secrets = read_secrets(args.secrets, args.length, lexicon) if args.secrets else None
    bar = ProgressBar(strategy.name, args.progress)
    write = csv_writer() if args.csv else json_records_writer() if args.json and args.records else None
    try:
        # Each game is written (or forgotten) as it ends: memory stays flat in the number of games.
        report = simulate_lexicon(
            lexicon,
            rules_asked(args, None),
            strategy,
            None if args.all_secrets else args.games,
            args.seed,
            bar,
            secrets,
            each=write,
            keep_records=False,
        )
    finally:
        bar.close()
    write_wordle_report(report, args)
    return 0


def boards_auto(args: argparse.Namespace) -> int:
    """``wordle auto --boards B``: a board strategy plays N games of B boards; wins and guesses."""
    name = args.strategy or "summed-entropy"
    if args.csv or args.records or args.secrets or args.all_secrets or args.hard:
        raise UsageError("--boards takes none of --csv, --records, --secrets, --all-secrets, --hard")
    if name not in BOARD_STRATEGIES:
        raise UsageError(f"--boards is played by a board strategy: {', '.join(BOARD_STRATEGIES)}, not {quoted(name)}")
    lexicon = load_lexicon(args.dictionary, args.language)
    strategy = BOARD_STRATEGIES[name](load_strategy("entropy"))
    rng = random.Random(args.seed)
    bar = ProgressBar(name, args.progress)
    won, guesses, distribution = 0, 0, {}
    try:
        for number in range(args.games):
            try:
                game = BoardsGame.new(lexicon, rules_asked(args, None, args.boards), rng)
                play_boards(strategy, game, rng)
            except GameError as exc:
                raise UsageError(str(exc)) from None
            if game.status == WON:
                won += 1
                guesses += len(game.guesses)
                distribution[len(game.guesses)] = distribution.get(len(game.guesses), 0) + 1
            bar(number + 1, args.games)
    finally:
        bar.close()
    summary = {
        "strategy": name,
        "boards": args.boards,
        "length": args.length,
        "games": args.games,
        "guess_limit": game.max_guesses,
        "solved": won,
        "avg_solved_guesses": guesses / won if won else None,
        "distribution": {str(k): v for k, v in sorted(distribution.items())},
    }
    if args.json:
        print(json.dumps(summary))
        return 0
    print(
        f"strategy {name}, {args.boards} boards, {args.length} letters, {args.games} games, {game.max_guesses} guesses"
    )
    print(f"solved           {won} of {args.games}")
    if won:
        print(f"average guesses  {guesses / won:.3f} (games won)")
    print("guesses  games")
    for count_, games in sorted(distribution.items()):
        print(f"{count_:>7}  {games}")
    if won < args.games:
        print(f"{'lost':>7}  {args.games - won}")
    return 0


def csv_writer() -> Callable[[GameRecord], None]:
    """A function writing each game it is given as a CSV row on stdout (the header now)."""
    writer = csv.writer(sys.stdout, lineterminator="\n")
    writer.writerow(["game", "secret", "solved", "guesses", "milliseconds", "words", "candidates_after"])
    number = count(1)

    def write(r: GameRecord) -> None:
        writer.writerow(
            [
                next(number),
                r.secret,
                int(r.solved),
                r.guess_count,
                f"{r.milliseconds:.3f}",
                " ".join(r.guesses),
                " ".join(map(str, r.candidates_after)),
            ]
        )

    return write


def json_records_writer() -> Callable[[GameRecord], None]:
    """A function writing each game it is given into the "records" list that opens the JSON object."""
    separators = chain(['{"records": ['], repeat(", "))

    def write(r: GameRecord) -> None:
        sys.stdout.write(next(separators) + json.dumps(r.as_dict()))

    return write


def write_wordle_report(report: SimulationReport, args: argparse.Namespace) -> None:
    """The summary; with --json --records it closes the object ``json_records_writer`` opened."""
    if args.json:
        summary = json.dumps(report.as_dict())
        print("], " + summary.removeprefix("{") if args.records else summary)
        return
    if args.csv:
        return
    print(
        f"strategy {report.strategy}, {report.length} letters, {report.games} games, "
        f"{guesses_text(report.rules.max_guesses)}{', hard mode' if report.rules.hard_mode else ''}"
    )
    print(f"solved           {report.solved} of {report.games}")
    print(f"average guesses  {report.avg_guesses:.3f}")
    print(f"maximum guesses  {report.max_guesses}")
    print(f"ms per game      {report.ms_per_game:.2f} ({report.ms_per_move:.2f} per guess)")
    print(f"CPU ms per game  {report.cpu_ms_per_game:.2f} ({report.cpu_ms_per_move:.2f} per guess)")
    print("candidates left after each guess: " + ", ".join(f"{n:.2f}" for n in report.candidates_after))
    print("guesses  games")
    for guesses, games in report.distribution.items():
        print(f"{guesses:>7}  {games}")
    if report.lost:
        print(f"{'lost':>7}  {report.lost}")


def cmd_wordle_analyse(args: argparse.Namespace) -> int:
    """Per guess of a finished game: candidates before/after, best's choice, skill and luck."""
    lexicon = load_lexicon(args.dictionary, args.language)
    moves = parse_moves(args.moves, lexicon.alphabet)
    rules = Rules(len(moves[0][0]), None, args.hard) if moves else None
    analysis = analyse(lexicon, moves, rules, strategy=load_strategy("best"))
    for line in describe(analysis):
        print(line)
    return 0


def cmd_wordle_strategies(args: argparse.Namespace) -> int:
    for name in strategy_names():
        print(name)
    return 0


def cmd_wordle_pool(args: argparse.Namespace) -> int:
    pool = common_pool(load_lexicon(args.dictionary, args.language), args.length)
    if pool.note:
        say(pool.note)
    sys.stdout.write("".join(f"{word}\n" for word in pool.words))
    return 0
