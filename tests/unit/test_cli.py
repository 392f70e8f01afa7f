"""The command line: every command's output (its faults and limits: test_cli_faults.py)."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import time

from cli_support import FIVES, ROOT, one_error_line, python_m

from wordgames import cli
from wordgames.lexicon import Lexicon
from wordgames.wordle.feedback import score

ABRACADABRA = "abc arc bad bar car arab brad card radar barbara".split()  # its words in the small dictionary

# ----- info -------------------------------------------------------------------------------


def test_info_on_the_built_asset(cmd, asset_bytes):
    status, out, err = cmd("info")
    assert status == 0
    lines = dict(line.rsplit(None, 1) for line in out.splitlines() if not line.startswith(" ") and line[-1].isdigit())
    assert lines["words"] == "369880"  # the course's 369,351 and 529 modern words (issue 38)
    assert lines["asset bytes"] == str(len(asset_bytes))
    assert int(lines["trie states"]) > 0 and int(lines["trie edges"]) > 0


def test_info_json_on_a_word_list_option_after_the_command(cmd, fives):
    status, out, _ = cmd("info", "--json", "--dictionary", fives)
    facts = json.loads(out)
    assert status == 0 and facts["words"] == len(FIVES) and facts["words_per_length"] == {"5": len(FIVES)}
    assert facts["asset_bytes"] == len(Lexicon.from_words(FIVES).to_bytes())


def test_dictionary_may_be_an_asset_file(cmd, tmp_path):
    asset = tmp_path / "small.bin"
    asset.write_bytes(Lexicon.from_words(FIVES).to_bytes())
    status, out, _ = cmd("--dictionary", str(asset), "info", "--json")
    assert status == 0 and json.loads(out)["asset_bytes"] == asset.stat().st_size


# ----- challenge ----------------------------------------------------------------------------


def test_challenge_words_in_order(cmd, small_dictionary):
    status, out, err = cmd("--dictionary", str(small_dictionary), "challenge", "ABRACADABRA")
    assert status == 0 and out.split() == ABRACADABRA


def test_challenge_options_and_json(cmd, small):
    started = time.perf_counter()
    status, out, _ = cmd("--dictionary", small, "challenge", "abracadabra", "--min-length", "4", "--json")
    outside = (time.perf_counter() - started) * 1000
    result = json.loads(out)
    assert status == 0 and result["words"] == ["arab", "brad", "card", "radar", "barbara"] and result["count"] == 5
    assert result["nodes_visited"] > 0 and result["method"] == "reference"
    assert 0 < result["milliseconds"] <= outside  # the search's own time, within the command's
    status, out, _ = cmd("--dictionary", small, "challenge", "abracadabra", "--must", "bd")
    assert out.split() == ["bad", "brad"]


def test_challenge_blanks_and_no_words(cmd, fives):
    status, out, _ = cmd("--dictionary", fives, "challenge", "c?ane")
    assert status == 0 and out.split() == ["crane"]
    status, out, err = cmd("--dictionary", fives, "challenge", "xyz")
    assert status == 0 and out == "" and "no word" in err


def test_challenge_methods_agree(cmd, small):
    outputs = [
        cmd("--dictionary", small, "challenge", "retainsglobe?", "--method", method)[1]
        for method in ("reference", "index")
    ]
    assert outputs[0] == outputs[1] and len(outputs[0].split()) > 100


def test_challenge_racks_from_stdin(cmd, small):
    status, out, _ = cmd("--dictionary", small, "challenge", "-", stdin="abracadabra\n\nCARD\n")
    assert status == 0
    assert out.split("\n") == [" ".join(ABRACADABRA), "", "arc car card", ""]


def test_challenge_stdin_with_must_letters(cmd, small):
    status, out, _ = cmd("--dictionary", small, "challenge", "-", "--must", "b", stdin="card\nabracadabra\n")
    assert status == 0 and out.split("\n") == ["", "abc bad bar arab brad barbara", ""]


def test_challenge_stdin_json_lines(cmd, small):
    status, out, _ = cmd("--dictionary", small, "challenge", "-", "--json", stdin="card\ncab\n")
    rows = [json.loads(line) for line in out.splitlines()]
    assert [row["words"] for row in rows] == [["arc", "car", "card"], ["abc"]]


def test_challenge_stdin_bad_line_stops_with_its_number(cmd, small):
    status, out, err = cmd("--dictionary", small, "challenge", "-", stdin="card\nca rd\n")
    assert status == 2 and out == "arc car card\n" and err.startswith("wordgames: error: line 2:")
    assert len(err.strip().splitlines()) == 1


def test_challenge_automatic_mode(cmd, small):
    status, out, _ = cmd("--dictionary", small, "challenge", "--auto", "--length", "6", "--games", "5", "--csv")
    rows = out.splitlines()
    assert status == 0 and rows[0] == "length,games,avg_words,avg_ms,median_ms,avg_nodes,avg_cpu_ms"
    assert len(rows) == 2 and rows[1].startswith("6,5,")
    status, out, _ = cmd("--dictionary", small, "challenge", "--auto", "--length", "3-5", "--games", "4", "--json")
    table = json.loads(out)
    assert [row["length"] for row in table] == [3, 4, 5]
    assert all(row["avg_nodes"] > 0 and row["avg_cpu_ms"] > 0 for row in table)
    status, out, err = cmd("--dictionary", small, "challenge", "--auto", "--length", "7", "--games", "3", "--seed", "2")
    assert status == 0 and out.splitlines()[1].split()[:2] == ["7", "3"] and "seed 2" in err


def test_challenge_automatic_mode_is_seeded(cmd, small):
    args = ("--dictionary", small, "challenge", "--auto", "--length", "8", "--games", "6", "--json")
    first, second = json.loads(cmd(*args)[1]), json.loads(cmd(*args)[1])
    assert first["avg_words"] == second["avg_words"] and first["avg_nodes"] == second["avg_nodes"]


# ----- feedback and candidates ----------------------------------------------------------------


def test_feedback(cmd):
    assert cmd("feedback", "WHERE", "words") == (0, "20010\n", "")


def test_feedback_from_stdin(cmd):
    status, out, _ = cmd("feedback", "-", stdin="where words\nspeed abide\n\nlevel eerie\n")
    assert status == 0 and out == "20010\n00101\n\n02010\n"


def test_candidates(cmd, small):
    status, out, _ = cmd("--dictionary", small, "candidates", "crane:00100", "light:00002")
    words = out.split()
    assert status == 0 and len(words) > 1 and words == sorted(words)
    assert all(score("crane", w).digits == "00100" and score("light", w).digits == "00002" for w in words)


def test_candidates_none_fit(cmd, small):
    status, out, err = cmd("--dictionary", small, "candidates", "crane:22222", "crane:00000")
    assert status == 0 and out == "" and "no word fits" in err


# ----- wordle ---------------------------------------------------------------------------------


def test_strategies(cmd):
    status, out, _ = cmd("wordle", "strategies")
    assert status == 0 and {"random-candidate", "letter-frequency"} <= set(out.split())


def test_wordle_auto_json(cmd, small):
    status, out, _ = cmd(
        "--dictionary",
        small,
        "wordle",
        "auto",
        "--length",
        "5",
        "--games",
        "20",
        "--strategy",
        "letter-frequency",
        "--seed",
        "3",
        "--json",
    )
    report = json.loads(out)
    assert status == 0
    for key in ("games", "avg_guesses", "max_guesses", "solved", "ms_per_game", "candidates_after", "distribution"):
        assert key in report
    # CPU time beside wall time: never more than the wall time the same work took (one thread)
    assert 0 < report["cpu_ms_per_game"] <= report["ms_per_game"] * 1.05 + 0.5
    assert report["games"] == 20 and report["solved"] == 20 and 1 < report["avg_guesses"] <= report["max_guesses"]
    assert sum(report["distribution"].values()) == 20


def test_wordle_auto_csv_secrets_file_every_secret(cmd, small, tmp_path):
    secrets = tmp_path / "secrets.txt"
    secrets.write_text("CRANE\ntiger\nnot-a-word\nlonger\ntiger\n")  # every 5-letter one a word of the list
    status, out, _ = cmd(
        "--dictionary",
        small,
        "wordle",
        "auto",
        "--secrets",
        str(secrets),
        "--all-secrets",
        "--csv",
        "--strategy",
        "random-candidate",
    )
    rows = out.splitlines()
    assert status == 0 and rows[0].startswith("game,secret,solved,guesses")
    assert sorted(row.split(",")[1] for row in rows[1:]) == ["crane", "tiger"]


def test_wordle_auto_text_with_limit_and_hard_mode(cmd, small):
    status, out, _ = cmd("--dictionary", small, "wordle", "auto", "--games", "10", "--max-guesses", "2", "--hard")
    assert status == 0 and "hard mode" in out and "2 guesses" in out and "lost" in out


def test_wordle_play_to_a_win(cmd, fives):
    # Guess every word in turn: one of them is the secret.
    status, out, err = cmd(
        "--dictionary",
        fives,
        "wordle",
        "play",
        "--seed",
        "1",
        "--max-guesses",
        "unlimited",
        stdin="\n".join(FIVES) + "\n",
    )
    assert status == 0 and "solved in" in out.splitlines()[-1]
    assert all(len(line.split()[1]) == 5 for line in out.splitlines()[:-1])


def test_wordle_play_refuses_bad_guesses_and_ends_at_eof(cmd, fives):
    status, out, err = cmd("--dictionary", fives, "wordle", "play", "--seed", "1", stdin="zzzzz\nab\n")
    assert status == 0 and out == ""
    assert "not in the dictionary" in err and "has 2 letters" in err and "the word was" in err


def test_the_command_plays_and_lets_a_strategy_play(cmd, fives):
    status, out, err = cmd("--dictionary", fives, "wordle", "adversary", stdin="light\nzzzzz\n" + "\n".join(FIVES))
    assert status == 0 and out.splitlines()[0] == "LIGHT 00001" and "not in the dictionary" in err
    assert out.splitlines()[-1].startswith("cornered in")
    status, out, _ = cmd("--dictionary", fives, "wordle", "adversary", "--strategy", "best")
    assert status == 0 and out.splitlines()[-1].startswith("best: cornered the keeper in")
    status, out, _ = cmd("--dictionary", fives, "wordle", "adversary", "--max-guesses", "1", stdin="light\n")
    assert "out of guesses; 2 words still possible, e.g. CRATE" in out


def test_the_adversarys_challenge_reaches_or_misses_its_target(cmd, fives):
    # LIGHT keeps CRATE and TRACE; CRATE then keeps TRACE alone (see test_adversary_challenge.py).
    status, out, _ = cmd(
        "--dictionary", fives, "wordle", "adversary", "--target", "trace", stdin="light\ncrate\ntrace\n"
    )
    assert status == 0 and out.splitlines()[-1] == "reached TRACE in 3 guesses"
    status, out, _ = cmd("--dictionary", fives, "wordle", "adversary", "--target", "Crate", stdin="light\ncrate\n")
    assert out.splitlines()[-1] == "missed CRATE: guessed while other words were possible (guess 2)"
    status, out, _ = cmd("--dictionary", fives, "wordle", "adversary", "--target", "plant", stdin="light\n")
    assert out.splitlines()[-1] == "missed PLANT: the colours of LIGHT ruled it out (guess 1)"
    status, out, _ = cmd("--dictionary", fives, "wordle", "adversary", "--target", "random", "--strategy", "best")
    assert status == 0 and out.splitlines()[-1].startswith("best: ")
    status, out, err = cmd("--dictionary", fives, "wordle", "adversary", "--target", "zzzzz")
    assert status == 2 and "the target ZZZZZ is not one of the common 5-letter words the keeper may end on" in err


def test_wordle_auto_on_several_boards(cmd, small):
    status, out, _ = cmd("--dictionary", small, "wordle", "auto", "--boards", "4", "--games", "3", "--seed", "2")
    assert status == 0 and out.startswith("strategy summed-entropy, 4 boards, 5 letters, 3 games, 9 guesses")
    status, out, _ = cmd("--dictionary", small, "wordle", "auto", "--boards", "2", "--games", "2", "--json")
    assert json.loads(out)["games"] == 2
    line = one_error_line(*cmd("wordle", "auto", "--boards", "4", "--strategy", "best"))
    assert "board strategy" in line
    assert "invalid choice" in one_error_line(*cmd("wordle", "auto", "--boards", "3"))


def test_wordle_play_lost(cmd, fives):
    status, out, _ = cmd(
        "--dictionary",
        fives,
        "wordle",
        "play",
        "--seed",
        "1",
        "--max-guesses",
        "1",
        "--pool",
        "all",
        stdin="light\nmight\n",
    )
    lines = out.splitlines()  # seed 1 draws a secret other than LIGHT: one guess loses
    assert status == 0 and len(lines) == 2 and lines[1].startswith("out of guesses: the word was ")
    secret = lines[1].split()[-1].lower()
    assert secret in FIVES and lines[0] == f"LIGHT {score('light', secret).digits}"


def test_wordle_keep(cmd, fives):
    status, out, err = cmd("--dictionary", fives, "wordle", "keep", "--seed", "4", stdin="22222\n")
    assert status == 0 and out.splitlines()[-1].startswith("got it in 1 guess")


def test_wordle_keep_contradiction_then_undo(cmd, fives):
    status, out, err = cmd("--dictionary", fives, "wordle", "keep", "--seed", "4", stdin="12345\n00000\nundo\n22222\n")
    assert status == 0 and "must be digits" in err and "No " in err
    assert out.splitlines()[-1].startswith("got it in 1 guess")


def test_help_goes_to_stdout(cmd):
    status, out, err = cmd("wordle", "auto", "--help")
    assert status == 0 and "--all-secrets" in out and err == ""


def test_progress_bar_draws_and_clears():
    stream = io.StringIO()
    bar = cli.ProgressBar("games", enabled=True, stream=stream)
    bar(1, 4)
    bar(4, 4)
    bar.close()
    text = stream.getvalue()
    assert "4/4" in text and "[" in text and text.endswith("\r")
    quiet = io.StringIO()
    cli.ProgressBar("games", enabled=False, stream=quiet)(1, 2)
    assert quiet.getvalue() == ""


def test_progress_flag_draws_on_stderr(cmd, small):
    status, out, err = cmd("--dictionary", small, "wordle", "auto", "--games", "3", "--progress", "--json")
    assert status == 0 and "3/3" in err and json.loads(out)["games"] == 3


# ----- as a program -------------------------------------------------------------------------


def test_python_m_wordgames():
    done = python_m("feedback", "-", stdin="where words\n")
    assert done.returncode == 0 and done.stdout == "20010\n" and done.stderr == ""


def test_python_m_wordgames_bad_input():
    done = python_m("challenge", "qu!ck")
    assert done.returncode == 2 and done.stdout == "" and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_wordle_keep_common_pool_still_considers_every_word(cmd):
    status, out, err = cmd("wordle", "keep", "--pool", "common", "--length", "5", stdin="")
    status_all, _, err_all = cmd("wordle", "keep", "--length", "5", stdin="")
    common = int(err.split("colours (")[1].split()[0].replace(",", ""))
    every = int(err_all.split("colours (")[1].split()[0].replace(",", ""))
    assert (
        status == status_all == 0 and common == every == 15962
    )  # the course's 15,920 five-letter words and 42 modern ones (issue 38)


def loaded_after(*argv: str) -> tuple[str, set[str]]:
    """(stdout, our modules imported) of a one-shot command run in a fresh Python, and whether the
    dictionary's per-state facts were computed (a module name 'facts' in the set if so)."""
    script = (
        "import sys; from wordgames import cli, lexicon; facts = []; "
        "count = lexicon.Lexicon._count_suffixes; "
        "lexicon.Lexicon._count_suffixes = lambda self: facts.append(1) or count(self); "
        f"cli.main({list(argv)!r}); "
        "ours = [m for m in sys.modules if m.startswith('wordgames')]; "
        "print(' '.join(ours) + (' facts' if facts else ''), file=sys.stderr)"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, timeout=60)
    return done.stdout, set(done.stderr.split())


def test_a_one_shot_query_imports_only_what_it_uses():
    out, loaded = loaded_after("find", "c?t")
    assert "cat" in out.split()
    assert not any(m.startswith(("wordgames.wordle", "wordgames.challenge")) for m in loaded), loaded
    assert "facts" not in loaded  # a pattern without * is walked plainly
    out, loaded = loaded_after("feedback", "crane", "react")
    assert out.strip() == score("crane", "react").digits
    assert {m for m in loaded if m.startswith("wordgames.wordle")} == {"wordgames.wordle", "wordgames.wordle.feedback"}
    out, loaded = loaded_after("challenge", "cabs")
    assert "cab" in out.split()
    assert not any(m.startswith("wordgames.wordle") for m in loaded), loaded
    assert "wordgames.challenge.game" not in loaded and "wordgames.challenge.index" not in loaded
