"""Issue 37's leftovers a play-tester and the lead found: English refusals of one's own word list and of an
export, a challenge link's mode named by its id, counts that disagree with their nouns, and a negative zero."""

from __future__ import annotations

import pytest
from fake_dom import fresh_web

from wordgames import i18n
from wordgames.i18n import ENGLISH, number, percent, use_catalog
from wordgames_build.catalogs import mo_bytes, po_path, read_po


def speaking(code: str) -> None:
    use_catalog(code, mo_bytes(code, read_po(po_path(code).read_text(encoding="utf-8"))))


@pytest.mark.parametrize("code", ["en", "de", "pl"])
def test_no_number_is_written_as_a_negative_zero(code):
    try:
        if code != ENGLISH:
            speaking(code)
        said = [number(-0.001, 2), number(-0.0, 1), number(-0.04, 1), number(-0.0), percent(-0.001), number(-0.4)]
        negative = number(-0.005001, 2)
    finally:
        use_catalog(ENGLISH, None)
    assert not [text for text in said if text.startswith("-")], said
    assert negative.startswith("-") and negative.endswith("01"), negative  # a negative that shows stays negative


def test_the_lab_s_chart_tables_write_numbers_as_the_page_s_language_does():
    with fresh_web():
        from wordgames.web.lab.charts import ChartSpec, Series, table_rows

    spec = ChartSpec("k", "t", "line", "letters", "guesses", (Series("a", ((5, 3.4567), (6, -0.001))),))
    try:
        speaking("de")
        _, rows = table_rows(spec)
    finally:
        use_catalog(ENGLISH, None)
    assert rows == [["5", "3,46"], ["6", "0,00"]], rows


@pytest.mark.parametrize(
    ("code", "words", "named"),
    [("es", 1, "Adivinar"), ("pl", 1, "Zgaduj"), ("es", 4, "4 tableros"), ("en", 1, "Guesser"), ("en", 2, "2 boards")],
)
def test_a_challenge_link_s_notice_names_the_mode_as_its_button_does(code, words, named):
    from wordgames.web.engine_messages import retold
    from wordgames.wordle.modes import MODES, board_mode

    mode = "guesser" if words == 1 else board_mode(words)
    plural = "s" if words > 1 else ""
    notice = f"Ignored URL parameter mode=keeper: a challenge link plays its word{plural}, 6 letters, as a {mode} game."
    try:
        if code != ENGLISH:
            speaking(code)
        said = retold(notice)
        button = i18n._(MODES[mode].label) if words == 1 else MODES[mode].boards_name()
    finally:
        use_catalog(ENGLISH, None)
    assert named in said and mode not in said and button == named, said


ENGLISH_WORDS = r"\b(the|is|are|its|name|word|words|count|characters|file|list|read|deep|valid|opening)\b"


@pytest.mark.parametrize("code", ["es", "pl", "pt"])
def test_one_s_own_word_list_is_refused_in_the_page_language(code):
    import re

    with fresh_web():
        from wordgames.web.dictionary import read_name, record_fault
        from wordgames.web.dictionary_view import too_large
        from wordgames.web.dom import book_notice
        from wordgames.web.engine_messages import retold

        try:
            speaking(code)
            said = [too_large("words.txt", 44_000_123)]
            for bad in ("", "x" * 41, "English", "a\u202eb"):
                with pytest.raises(ValueError) as refused:
                    read_name(bad)
                said.append(str(refused.value))
            said += [record_fault(1, 5, True), record_fault("mine", "many", True), record_fault("mine", 0.5, True)]
            said += [record_fault("mine", 5, False), record_fault("", 5, True)]
            said += [retold("it is 1,200,000 characters long (at most 1,000,000)")]
            said += [retold("its lists and objects nest more than 32 levels deep, or do not pair up")]
            said += [retold("it is not valid JSON (Expecting value: line 1 column 1 (char 0))")]
            said += [book_notice("static/openings.bin did not load")]
        finally:
            use_catalog(ENGLISH, None)
    for text in said:
        assert not re.search(ENGLISH_WORDS, text.replace("words.txt", "").replace("openings.bin", "")), (code, text)
    assert "44" in said[0] and ("1.200.000" in said[-4] or "1\xa0200\xa0000" in said[-4]), said
    assert "'English'" in said[3] and "U+202E" in said[4], said


def test_the_english_refusals_of_one_s_own_list_are_as_before():
    with fresh_web():
        from wordgames.web.dictionary import record_fault
        from wordgames.web.dictionary_view import too_large

        assert (
            too_large("w.txt", 44_000_123)
            == "the file 'w.txt' is 44,000,123 bytes; at most 11,000,000 characters are read"
        )
        assert record_fault("mine", 0.5, True) == "its word count (0.5) is not a number of words from 1 to 10,000,000"


@pytest.mark.parametrize(
    ("code", "wrong"),
    [
        ("es", ("quedan 1", "1 palabras", "1 jugadas", "1 ganadas")),
        ("it", ("restano 1", "1 parole", "1 giocate")),
        ("pt", ("restam 1", "1 palavras", "1 jogadas")),
        ("el", ("μένουν 1", "1 λέξεις", "1 παίχτηκαν")),
        ("fr", ("1 mots", "1 joués", "1 restants")),
    ],
)
def test_a_count_of_one_agrees_in_the_lab_the_solver_the_finder_and_the_archive(code, wrong):
    from wordgames.i18n import _, ngettext

    try:
        speaking(code)
        said = [
            ngettext("{count} left", "{count} left", 1).format(count=1),
            ngettext("Show {count} more ({left} left)", "Show {count} more ({left} left)", 1).format(count=1, left=1),
            ngettext(
                "Solving {letters}… {count} word so far (at {prefix})",
                "Solving {letters}… {count} words so far (at {prefix})",
                1,
            ).format(letters="ABC", count=1, prefix="A"),
            ngettext(
                "Built {name}: {count} word in {seconds} s, {size} bytes; {kept}.",
                "Built {name}: {count} words in {seconds} s, {size} bytes; {kept}.",
                1,
            ).format(name="'x'", count=1, seconds="0,1", size=100, kept="-"),
            _(
                "Daily #{number} is from the archive: archive games are kept apart from the statistics below. "
                "Past dailies: {played} played, {won} won."
            ).format(number=3, played=1, won=1),
        ]
    finally:
        use_catalog(ENGLISH, None)
    assert not [text for text in said for bad in wrong if bad in text], said


@pytest.mark.parametrize(
    ("code", "length", "letters"),
    [("pl", 3, "3 litery"), ("pl", 5, "5 liter"), ("ru", 4, "4 буквы"), ("ru", 7, "7 букв")],
)
def test_polish_and_russian_count_letters_in_their_few_and_many_forms(code, length, letters):
    from wordgames.stats import ChallengeRecord, Stats

    stats = Stats(challenge={(length, True): ChallengeRecord(1, 120, ((120, 3, 9),))})
    with fresh_web():
        from wordgames.web.challenge.stats import records_line
        from wordgames.web.engine_messages import retold

        try:
            speaking(code)
            said = [records_line(stats), retold(f"the game's words have {length} letters, not 9")]
            said.append(retold(f"every guess and pattern must have {length} letters (ABCDEFGHI does not)"))
            copies = retold("hard mode: guess must contain 5 copies of A")
        finally:
            use_catalog(ENGLISH, None)
    assert all(letters + " " in text or letters + ":" in text or letters + "," in text for text in said), said
    assert ("5 razy" if code == "pl" else "5 раз ") in copies, copies


# Brazilian forms where European Portuguese says otherwise: the pack is wportuguese and hunspell-pt-pt (pt_PT),
# so the page speaks European Portuguese (ficheiro, ecrã, ligação, registar; the player addressed without "você").
BRAZILIAN = r"\b(você|vocês|arquivos|tela|telas|conexão|registrar|registro|usuário|baixar|salvar|celular)\b"
BRAZILIAN += r"|\b(um|uns) arquivos?\b|\barquivo (zip|de configurações)|\bestá \w+(ando|endo|indo)\b"


def test_the_portuguese_catalog_is_european_portuguese_throughout():
    import re

    said = [text for entry in read_po(po_path("pt").read_text(encoding="utf-8")) for text in entry.strings]
    assert not [text for text in said if re.search(BRAZILIAN, text, re.IGNORECASE)]
    assert sum("ficheiro" in text for text in said) >= 10  # a file, as Portugal says it
