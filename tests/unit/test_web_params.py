"""URL parameters of the page: known ones applied, unknown or malformed ones ignored with a notice."""

from dataclasses import replace

from wordgames.web.params import PageOptions, challenge_query, lab_query, parse_query
from wordgames.wordle.race import RACE_RULES, RaceSettings

NAMES = ["random-candidate", "letter-frequency"]


def test_no_query_gives_the_defaults():
    assert parse_query("", NAMES) == PageOptions()


def test_known_parameters_are_applied():
    options = parse_query(
        "?seed=123&tab=wordle&mode=keeper&length=7&guesses=unlimited&pool=all&hard=1&strategy=random-candidate", NAMES
    )
    assert replace(options, given=frozenset()) == PageOptions(
        123, "wordle", "keeper", 7, None, "all", True, "random-candidate"
    )
    assert options.given == {"seed", "tab", "mode", "length", "guesses", "pool", "hard", "strategy"}


def test_a_date_and_a_challenge_code_are_taken_and_a_bad_date_is_not():
    options = parse_query("date=2026-03-01&challenge=AbC-_12", NAMES)
    assert (options.date, options.challenge, options.tab) == ("2026-03-01", "AbC-_12", "wordle")
    assert parse_query("date=2026-02-30", NAMES).date is None
    assert "date" in parse_query("date=tomorrow", NAMES).notices[0]


def test_a_wordle_mode_opens_the_wordle_tab():
    assert parse_query("mode=assistant", NAMES).tab == "wordle"


def test_unknown_and_malformed_parameters_are_noted_and_ignored():
    options = parse_query("seed=abc&length=25&colour=red&mode=<script>&guesses=-3&hard=maybe&strategy=x&seed=4", NAMES)
    assert options.seed is None  # the first seed was malformed; the repeat is ignored
    assert (options.length, options.mode, options.guesses, options.hard, options.strategy) == (
        5,
        "guesser",
        6,
        False,
        None,
    )
    text = " ".join(options.notices)
    for key in ("seed", "length", "colour", "mode", "guesses", "hard", "strategy"):
        assert key in text
    assert len(options.notices) == 8


def test_huge_values_are_cut_short_in_notices():
    options = parse_query("x=" + "a" * 5000, NAMES)
    assert len(options.notices[0]) < 200


def test_a_lab_link_sets_the_race_and_opens_the_lab():
    options = parse_query(
        "lengths=5,6&strategies=letter-frequency,random-candidate&games=50&seed=3&pool=all&run=1", NAMES
    )
    assert (options.tab, options.lengths, options.strategies, options.games) == (
        "lab",
        (5, 6),
        ("letter-frequency", "random-candidate"),
        50,
    )
    assert options.run and options.seed == 3 and options.pool == "all" and not options.notices
    assert parse_query("games=all&tab=lab", NAMES).games is None


def test_a_race_with_a_guess_limit_links_to_the_same_race():
    settings = RaceSettings(
        (4, 7),
        ("letter-frequency",),
        games=20,
        seed=5,
        rules=replace(RACE_RULES, pool="common", hard_mode=True, max_guesses=6),
    )
    options = parse_query(lab_query(settings), NAMES)
    assert not options.notices and options.run and "guesses" in options.given
    given = (options.lengths, options.strategies, options.games, options.seed, options.pool, options.hard)
    assert given == ((4, 7), ("letter-frequency",), 20, 5, "common", True) and options.guesses == 6
    assert "guesses" not in lab_query(RaceSettings((4,), ("best",)))


def test_hostile_lab_values_are_refused_with_a_reason():
    options = parse_query("lengths=5,99&strategies=best,<script>&games=1000000000&run=perhaps", NAMES)
    assert (options.lengths, options.strategies, options.games, options.run) == (
        PageOptions.lengths,
        PageOptions.strategies,
        PageOptions.games,
        False,
    )
    text = " ".join(options.notices)
    assert "lengths='5,99': '99' is not a length 3-20" in text
    assert "strategies='best,<script>': 'best' is not one of" in text  # not among NAMES here
    assert "games='1000000000': not a number of games 1-100,000 or all" in text
    assert len(parse_query("lengths=" + ",".join(["5"] * 40), NAMES).notices) == 1


def test_a_word_challenge_link_sets_the_racks_and_opens_the_lab():
    options = parse_query(challenge_query(4, 9, 12, 5, "index"), NAMES)
    assert not options.notices and options.tab == "lab" and options.solve and not options.run
    assert (options.letters, options.racks, options.seed, options.method) == ((4, 9), 12, 5, "index")
    assert parse_query(challenge_query(7, 7, 1, 0, "reference"), NAMES).letters == (7, 7)
    assert "letters=7&" in challenge_query(7, 7, 1, 0, "reference")


def test_hostile_word_challenge_values_are_refused_with_a_reason():
    options = parse_query("letters=9-4&racks=0&method=<b>&solve=soon", NAMES)
    assert (options.letters, options.racks, options.method, options.solve) == (
        PageOptions.letters,
        PageOptions.racks,
        PageOptions.method,
        False,
    )
    text = " ".join(options.notices)
    assert "letters='9-4': not a length or a range of lengths such as 3-20" in text
    assert "racks='0': not a number of racks 1-10,000" in text
    assert "method='<b>': not one of reference, index" in text
    assert "solve='soon': not 1 or 0 (yes or no)" in text
    for letters in ("2-5", "x", "3-", "-7", "3-99"):
        assert parse_query(f"letters={letters}", NAMES).letters == PageOptions.letters, letters


def test_the_labs_links_name_the_language_played_and_englishs_stay_as_they_were():
    settings = RaceSettings((5,), ("best",))
    assert parse_query(lab_query(settings, "ru"), NAMES).lang == "ru"
    assert parse_query(challenge_query(4, 9, 12, 5, "index", "el"), NAMES).lang == "el"
    assert "lang" not in lab_query(settings) + challenge_query(4, 9, 12, 5, "index", "en")


def test_a_language_with_a_region_is_its_language():
    """?lang=el-GR was refused ("not one of en, es, ..."), though browsers and links write languages so."""
    assert parse_query("lang=el-GR", NAMES).lang == "el"
    assert parse_query("lang=pt_BR", NAMES).lang == "pt"
    assert parse_query("lang=EL", NAMES).lang == "el"
    assert parse_query("lang=xx-GR", NAMES).lang is None
