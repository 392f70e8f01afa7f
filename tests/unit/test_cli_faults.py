"""The command line's bad input, limits, floods and faults: one line on stderr and exit status 2, never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest
from cli_support import FIVES, ROOT, one_error_line

from wordgames import cli
from wordgames.cli.parser import build_parser
from wordgames.lexicon import Lexicon

# ----- bad input ----------------------------------------------------------------------------

BAD = [
    [],
    ["nonsense"],
    ["challenge"],
    ["challenge", "abc1"],
    ["challenge", "a" * 21],
    ["challenge", "abc", "--min-length", "x"],
    ["challenge", "abc", "--min-length", "99"],
    ["challenge", "abc", "--must", "é"],
    ["challenge", "abc", "--must", "zz"],
    ["challenge", "abc", "--auto"],
    ["challenge", "--auto", "--length", "5", "--must", "e"],
    ["challenge", "-", "--must", "1"],
    ["challenge", "--auto"],
    ["challenge", "--auto", "--length", "2"],
    ["challenge", "--auto", "--length", "5", "--games", "0"],
    ["challenge", "abc", "--json", "--csv"],
    ["challenge", "abc", "--csv"],
    ["challenge", "abc", "--length", "5"],
    ["feedback", "where"],
    ["feedback", "where", "word"],
    ["feedback", "wh3re", "words"],
    ["feedback", "ab", "ab"],
    ["candidates", "crane"],
    ["candidates", "crane:0012"],
    ["candidates", "crane:00300"],
    ["candidates", "crane:00000", "slates:000000"],
    ["wordle"],
    ["wordle", "auto", "--strategy", "nope"],
    ["wordle", "auto", "--length", "21"],
    ["wordle", "auto", "--games", "-1"],
    ["wordle", "auto", "--json", "--csv"],
    ["wordle", "auto", "--secrets", "/nonexistent/secrets.txt"],
    ["wordle", "play", "--max-guesses", "zero"],
    ["wordle", "play", "--pool", "rare"],
    ["wordle", "keep", "--strategy", "nope"],
    ["--dictionary", "/nonexistent/words.txt", "info"],
    ["info", "--unknown-option"],
]

NO_TIMES = dict.fromkeys(("ms_per_game", "ms_per_move", "cpu_ms_per_game", "cpu_ms_per_move"), 0)


@pytest.mark.parametrize("argv", BAD, ids=lambda argv: " ".join(argv) or "(nothing)")
def test_bad_input_is_one_line_and_exit_2(cmd, argv):
    line = one_error_line(*cmd(*argv))
    assert line.startswith("wordgames: error: ")


def test_bad_stdin_lines(cmd):
    assert one_error_line(*cmd("feedback", "-", stdin="where\n")).endswith("got 'where'")
    assert "line 2" in cmd("feedback", "-", stdin="where words\nwhere wor\n")[2]


def test_secrets_file_without_words_of_the_length(cmd, small, tmp_path):
    secrets = tmp_path / "secrets.txt"
    secrets.write_text("abc\nabcdef\n")
    line = one_error_line(*cmd("--dictionary", small, "wordle", "auto", "--secrets", str(secrets)))
    assert "no 5-letter words" in line


@pytest.mark.parametrize("content", [b"", b"\xff\xfe\x00binary", b"12 34\n!!!\n", b"WGLEX\x01 truncated asset"])
def test_unusable_dictionary_files(cmd, tmp_path, content):
    path = tmp_path / "dictionary"
    path.write_bytes(content)
    line = one_error_line(*cmd("--dictionary", str(path), "challenge", "abc"))
    assert "dictionary" in line


def test_corrupted_asset(cmd, tmp_path):
    data = bytearray(Lexicon.from_words(FIVES).to_bytes())
    data[-3] ^= 0xFF
    path = tmp_path / "broken.bin"
    path.write_bytes(bytes(data))
    assert "corrupted" in one_error_line(*cmd("--dictionary", str(path), "info"))


def test_missing_asset_says_how_to_build_it(cmd, monkeypatch, tmp_path):
    monkeypatch.setattr(cli, "DEFAULT_ASSET", tmp_path / "dictionary.bin")
    assert "python3 build.py" in one_error_line(*cmd("info"))
    # Commands that need no dictionary still work.
    assert cmd("feedback", "where", "words")[1] == "20010\n"


# ----- limits, floods and faults ------------------------------------------------------------------

MEGABYTE = "a" * 1_000_000


@pytest.mark.parametrize("command", [("wordle", "auto"), ("challenge", "--auto", "--length", "5")])
def test_games_above_the_maximum_are_refused_before_playing(command):
    for games in (str(cli.MAX_GAMES + 1), "9" * 30):
        with pytest.raises(cli.UsageError, match=f"1-{cli.MAX_GAMES:,}"):
            build_parser().parse_args([*command, "--games", games])
    assert build_parser().parse_args([*command, "--games", str(cli.MAX_GAMES)]).games == cli.MAX_GAMES


@pytest.mark.parametrize("length", ["-1", "", "²", "5-", "x-7", "7-5", "3-99"])
def test_bad_lengths_say_what_was_typed(cmd, length):
    line = one_error_line(*cmd("challenge", "--auto", "--length", length))
    assert f"not {length!r}" in line and "3-20" in line


@pytest.mark.parametrize(
    "argv",
    [
        ["feedback", MEGABYTE, "crane"],
        ["feedback", "crane", "b" + MEGABYTE],
        ["candidates", MEGABYTE + ":00000"],
        ["candidates", "crane:" + "0" * 1_000_000],
        ["challenge", MEGABYTE],
        ["challenge", "abc", "--min-length", MEGABYTE],
        ["challenge", "abc", "--must", "é" * 1_000_000],
        ["wordle", "auto", "--strategy", MEGABYTE],
        ["wordle", "auto", "--games", "9" * 1_000_000],
        ["wordle", "play", "--pool", MEGABYTE],
        ["wordle", "analyse", MEGABYTE],
        ["info", MEGABYTE],
        ["--dictionary", "/nonexistent/" + MEGABYTE, "info"],
    ],
    ids=lambda argv: " ".join(a[:12] for a in argv),
)
def test_huge_inputs_give_a_short_message(cmd, argv):
    # Short: the input is quoted cut to 40 characters (an unknown strategy's line also names all 15).
    assert len(one_error_line(*cmd(*argv))) < 400


def test_huge_stdin_lines_give_a_short_message(cmd):
    for argv in (("challenge", "-"), ("feedback", "-")):
        line = one_error_line(*cmd(*argv, stdin=MEGABYTE * 3 + "\nabc\n"))
        assert "line 1" in line and f"{cli.MAX_LINE:,} characters" in line and len(line) < 300
    status, _, err = cmd("wordle", "play", "--seed", "1", stdin=MEGABYTE * 3 + "\n")  # refused, asked again
    assert status == 0 and f"longer than {cli.MAX_LINE:,} characters" in err and len(err) < 1000


def test_wordle_auto_json_records_are_written_as_games_end(cmd, small):
    argv = ["--dictionary", small, "wordle", "auto", "--games", "7", "--seed", "2", "--json"]
    status, out, _ = cmd(*argv, "--records")
    report = json.loads(out)
    assert status == 0 and len(report["records"]) == report["games"] == 7
    assert all(r["guesses"][-1] == r["secret"] for r in report["records"] if r["solved"])
    assert {k: v for k, v in report.items() if k != "records"} | NO_TIMES == json.loads(cmd(*argv)[1]) | NO_TIMES


def test_look_alike_letters_are_refused(cmd):
    assert "letters a-z" in one_error_line(*cmd("feedback", "\u212arane", "crane"))
    assert cmd("feedback", " CRANE ", "crane")[1] == "22222\n"


def test_a_word_list_with_a_byte_order_mark_keeps_its_first_word(cmd, tmp_path):
    path = tmp_path / "bom.txt"
    path.write_bytes("\ufeff".encode() + "\n".join(FIVES).encode())
    status, out, _ = cmd("--dictionary", str(path), "info", "--json")
    assert status == 0 and json.loads(out)["words"] == len(FIVES)
    secrets = tmp_path / "secrets.txt"
    secrets.write_bytes("\ufeffcrane\n".encode())
    status, out, err = cmd(
        "--dictionary", str(path), "wordle", "auto", "--secrets", str(secrets), "--games", "2", "--json"
    )
    assert status == 0 and json.loads(out)["solved"] == 2, err


def test_files_over_the_limit_are_refused_before_reading(cmd, tmp_path):
    big = tmp_path / "big.txt"
    with big.open("wb") as stream:
        stream.truncate(cli.MAX_FILE_BYTES + 1)  # sparse: no disk used
    for argv in (("--dictionary", str(big), "info"), ("wordle", "auto", "--secrets", str(big))):
        line = one_error_line(*cmd(*argv))
        assert f"{cli.MAX_FILE_BYTES:,} bytes" in line


def test_an_endless_file_is_refused_after_the_limit(cmd):
    line = one_error_line(*cmd("--dictionary", "/dev/zero", "info"))
    assert "/dev/zero" in line and f"{cli.MAX_FILE_BYTES:,} bytes" in line


def test_a_full_disk_is_reported_as_such():
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "wordgames", "wordle", "strategies"],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
            timeout=60,
        )
    assert done.returncode == 1
    assert done.stderr.strip() == "wordgames: error: cannot write the output: No space left on device"


def test_a_closed_standard_output_is_reported_as_such():
    done = subprocess.run(
        [sys.executable, "-m", "wordgames", "wordle", "strategies"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        timeout=60,
        preexec_fn=lambda: os.close(1),  # `>&-`: Python then starts with sys.stdout None
    )
    assert done.returncode == 1
    assert done.stderr.strip() == "wordgames: error: cannot write the output: standard output is closed"


# ----- issue 29: pipes, repeated moves, secrets, blank strategies, a byte-order mark on stdin ------


@pytest.mark.parametrize("option", ["--dictionary", "--secrets"])
def test_a_named_pipe_nothing_writes_to_is_given_up_within_seconds(cmd, monkeypatch, tmp_path, option):
    fifo = tmp_path / "words"
    os.mkfifo(fifo)
    monkeypatch.setattr(cli, "PIPE_PATIENCE", 0.5)
    argv = ["--dictionary", str(fifo), "info"] if option == "--dictionary" else ["wordle", "auto", option, str(fifo)]
    done: list = []
    runner = threading.Thread(target=lambda: done.append(cmd(*argv)), daemon=True)  # open() blocked for good
    runner.start()
    runner.join(timeout=20)
    assert done, "still waiting for the pipe after 20 s"
    line = one_error_line(*done[0])
    assert str(fifo) in line and "sent nothing for 0.5 seconds" in line


def test_a_named_pipe_with_a_writer_is_read(cmd, small_lexicon, tmp_path):
    fifo = tmp_path / "words"
    os.mkfifo(fifo)

    def write() -> None:
        with open(fifo, "w") as stream:
            stream.write("\n".join(FIVES) + "\n")

    with ThreadPoolExecutor(1) as pool:
        pool.submit(write)
        status, out, err = cmd("--dictionary", str(fifo), "challenge", "crane")
    assert status == 0 and "crane" in out, err


def test_analyse_refuses_a_repeated_guess_a_guess_after_the_win_and_one_breaking_hard_mode(cmd, small):
    line = one_error_line(*cmd("--dictionary", small, "wordle", "analyse", *["crane:00000"] * 1000))
    assert "the game has 1,000 guesses; at most 99" in line  # before: 200 s of analysis
    line = one_error_line(*cmd("--dictionary", small, "wordle", "analyse", *["crane:00000"] * 3))
    assert "guess 2: CRANE was already guessed" in line
    line = one_error_line(*cmd("--dictionary", small, "wordle", "analyse", "crane:22222", "about:00000"))
    assert "guess 2 (ABOUT) comes after the game was won" in line
    moves = ("crane:20000", "about:00000")  # hard mode keeps the green C in place
    line = one_error_line(*cmd("--dictionary", small, "wordle", "analyse", "--hard", *moves))
    assert "guess 2: hard mode" in line
    assert cmd("--dictionary", small, "wordle", "analyse", *moves)[0] == 0


def test_secrets_that_are_not_dictionary_words_are_refused(cmd, small, tmp_path):
    secrets = tmp_path / "secrets.txt"
    secrets.write_text("crane\nzzzzq\nqqqqx\n")
    line = one_error_line(*cmd("--dictionary", small, "wordle", "auto", "--secrets", str(secrets)))
    assert "2 of its 5-letter words are not in the dictionary (QQQQX, ZZZZQ)" in line


@pytest.mark.parametrize("mode", ["auto", "keep", "adversary"])
def test_a_blank_strategy_is_refused_not_read_as_the_default(cmd, mode):
    line = one_error_line(*cmd("wordle", mode, "--strategy", " "))
    assert "strategy name must not be blank" in line


def test_a_byte_order_mark_on_stdin_is_dropped_as_in_files(cmd):
    assert cmd("feedback", "-", stdin="\ufeffwhere words\n")[1] == "20010\n"


# ----- an ASCII locale (issue 43: under LANG=C é was quoted back as '\udcc3\udca9') ------------

ASCII_LOCALE = {"PATH": os.environ.get("PATH", ""), "LC_ALL": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"}


def in_ascii_locale(*argv: bytes, stdin: bytes = b"") -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "wordgames", *argv], input=stdin, capture_output=True, cwd=ROOT, timeout=60,
        env=ASCII_LOCALE,
    )  # fmt: skip


def test_an_ascii_locale_reads_and_writes_utf8():
    done = in_ascii_locale(b"challenge", "café".encode())
    assert done.returncode == 2
    assert "'é'" in done.stderr.decode("utf-8")
    assert b"\\udc" not in done.stderr


def test_an_ascii_locale_quotes_typed_input_as_utf8():
    done = in_ascii_locale(b"challenge", b"-", stdin="crème\n".encode())
    assert "è" in done.stderr.decode("utf-8"), done.stderr
    assert b"\\udc" not in done.stderr + done.stdout


def test_an_argument_that_is_not_utf8_is_said_so():
    done = in_ascii_locale(b"challenge", b"caf\xe9")
    line = one_error_line(done.returncode, done.stdout.decode(), done.stderr.decode("utf-8"))
    assert "is not UTF-8 text" in line
    assert "\\udc" not in line
