"""The message catalogs: every message of the sources in every language's .po, translated with the same
placeholders and every plural form, compiled to a .mo that the standard gettext reads."""

from __future__ import annotations

import gettext
import io
import json
import re
import string

import pytest

from wordgames import i18n
from wordgames.i18n import ENGLISH, LANGUAGES, _, ngettext, number, percent, use_catalog
from wordgames_build.catalogs import (
    FRENCH_SPACE,
    french_spaced,
    loading_messages,
    mo_bytes,
    page_json,
    plural_forms,
    po_path,
    read_po,
    source_messages,
    write_po,
)
from wordgames_build.messages import page_units, python_messages, script_messages

CODES = [code for code in LANGUAGES if code != ENGLISH]


@pytest.fixture(scope="module")
def messages():
    return {(message.msgid, message.plural) for message in source_messages()}


def entries(code):
    return read_po(po_path(code).read_text(encoding="utf-8"))


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def tags(text: str) -> list[str]:
    return sorted(re.findall(r"<(\w+)", text))


@pytest.mark.parametrize("code", CODES)
def test_every_message_of_the_sources_is_translated_in_each_catalog(code, messages):
    translated = {(entry.msgid, entry.plural) for entry in entries(code) if entry.translated()}
    missing = sorted(msgid for msgid, _ in messages - translated)
    assert not missing, f"run `python3 build.py catalogs` and translate in {po_path(code)}: {missing[:5]}"


@pytest.mark.parametrize("code", CODES)
def test_a_translation_keeps_the_placeholders_markup_and_plural_forms(code):
    forms = int(plural_forms(code).split("nplurals=")[1][0])
    for entry in entries(code):
        assert len(entry.strings) == (1 if entry.plural is None else forms), entry.msgid
        for text in entry.strings:
            assert fields(text) == fields(entry.plural or entry.msgid) | fields(entry.msgid), (code, entry.msgid, text)
            assert tags(text) == tags(entry.msgid), (code, entry.msgid, text)


@pytest.mark.parametrize(
    ("code", "counts"),
    [
        ("ru", {1: "1 очко", 2: "2 очка", 5: "5 очков", 11: "11 очков", 21: "21 очко", 24: "24 очка"}),
        ("pl", {1: "1 punkt", 2: "2 punkty", 5: "5 punktów", 12: "12 punktów", 22: "22 punkty"}),
        ("fr", {0: "0 point", 1: "1 point", 2: "2 points"}),
        ("de", {0: "0 Punkte", 1: "1 Punkt", 2: "2 Punkte"}),
    ],
)
def test_the_compiled_catalog_gives_each_count_its_form(code, counts):
    catalog = gettext.GNUTranslations(io.BytesIO(mo_bytes(code, entries(code))))
    for count, text in counts.items():
        assert catalog.ngettext("{count} point", "{count} points", count).format(count=count) == text


def test_the_page_and_the_engine_translate_through_the_catalog_in_use():
    try:
        use_catalog("fr", mo_bytes("fr", entries("fr")))
        assert i18n.language() == "fr"
        assert _("Close") == "Fermer"
        assert ngettext("{count} guess used", "{count} guesses used", 3).format(count=3) == "3 essais utilisés"
        assert _("a message no catalog has") == "a message no catalog has"
    finally:
        use_catalog(ENGLISH, None)
    assert _("Close") == "Close"


def test_a_damaged_catalog_is_refused_with_a_reason():
    with pytest.raises(i18n.CatalogError, match="fr catalog is damaged"):
        use_catalog("fr", b"not a catalog at all")
    assert i18n.language() == ENGLISH


def test_a_po_file_reads_back_as_written():
    written = entries("ru")
    assert [(e.msgid, e.plural, e.strings) for e in read_po(write_po("ru", written))] == [
        (e.msgid, e.plural, e.strings) for e in written
    ]


def test_the_page_text_is_cut_into_whole_sentences_with_their_inline_markup():
    html = (
        '<body><p class="hint">Every word (<kbd>?</kbd> is\n  a blank).</p><label><input id="x"> Most common</label>'
        '<input placeholder="e.g. my words"><button aria-label="Close">×</button><div translate="no"><p>Word Games</p>'
        '</div><textarea placeholder="one word a line">not text</textarea><div class="key">Q</div></body>'
    )
    assert page_units(html) == [
        "Every word (<kbd>?</kbd> is a blank).",
        "Most common",
        "e.g. my words",
        "Close",
        "one word a line",
    ]


def test_python_messages_are_the_literal_arguments_of_the_marking_calls(tmp_path):
    module = tmp_path / "m.py"
    module.write_text('_("One")\nngettext("{n} a", "{n} as", n)\nN_("Two")\n_(name)\nprint("Not")\n')
    found = [(m.msgid, m.plural) for m in python_messages(module, tmp_path)]
    assert found == [("One", None), ("{n} a", "{n} as"), ("Two", None)]


def test_script_messages_are_the_literal_first_arguments_of_say_pieces_joined(tmp_path):
    script = tmp_path / "s.js"
    script.write_text(
        'say("One {path}", { path: p });\nsay("Two, " +\n    "in \\"two\\" pieces.");\nsay(name);\nfail("Not");\n'
    )
    assert [m.msgid for m in script_messages(script, tmp_path)] == ["One {path}", 'Two, in "two" pieces.']


@pytest.mark.parametrize("code", CODES)
def test_every_loading_screen_message_ships_translated_in_the_page_table(code):
    """static/loader.js and static/first-screen.js read these from page.json before Python runs (issue 43)."""
    table = json.loads(page_json(entries(code)))
    said = {message.msgid for message in loading_messages()}
    assert len(said) >= 25  # the loader's failures, its advice lines and first-screen.js's own
    assert "The page is missing a file: {path} (HTTP {status})" in said
    assert (
        "Check your connection and reload the page. If you serve this page yourself, check that the server is "
        "still running." in said
    )
    missing = sorted(msgid for msgid in said if not table.get(msgid) or table[msgid] == msgid)
    assert not missing, (code, missing[:3])
    for msgid in said:
        assert fields(table[msgid]) == fields(msgid), (code, msgid)
        for name in re.findall(r"static/[\w./-]+|pyscript\.toml|index\.html|`[^`]+`", msgid):
            assert name in table[msgid], (code, msgid, name)  # file names and commands stay as they are


# Each language's numbers as CLDR writes them: 1234567, 12.5 and 45 % (checked once by hand against Babel 2.16's
# format_decimal and format_percent; no runtime dependency on it), and 1234 (Spanish and Polish group only from
# five digits: CLDR's minimum grouping digits, which Babel leaves out).
CLDR_NUMBERS = {
    "en": ("1,234,567", "12.5", "45%"),
    "es": ("1.234.567", "12,5", "45\xa0%"),
    "fr": ("1\u202f234\u202f567", "12,5", "45\xa0%"),
    "de": ("1.234.567", "12,5", "45\xa0%"),
    "it": ("1.234.567", "12,5", "45%"),
    "pt": ("1.234.567", "12,5", "45%"),
    "nl": ("1.234.567", "12,5", "45%"),
    "sv": ("1\xa0234\xa0567", "12,5", "45\xa0%"),
    "pl": ("1\xa0234\xa0567", "12,5", "45%"),
    "ru": ("1\xa0234\xa0567", "12,5", "45\xa0%"),
    "el": ("1.234.567", "12,5", "45%"),
}


@pytest.mark.parametrize("code", list(CLDR_NUMBERS))
def test_numbers_are_written_as_the_language_writes_them(code):
    try:
        use_catalog(code, None if code == ENGLISH else mo_bytes(code, entries(code)))
        assert (number(1234567), number(12.5, 1), percent(0.45)) == CLDR_NUMBERS[code]
        four = CLDR_NUMBERS[code][0][:5] if code not in ("es", "pl") else "1234"
        assert (number(1234), number(-1234), number(1234.5, 1)[:-2]) == (four, "-" + four, four)
        assert number(10**30).count(CLDR_NUMBERS[code][0][1]) == 10  # an integer exactly, however large
    finally:
        use_catalog(ENGLISH, None)
    assert set(CLDR_NUMBERS) == set(LANGUAGES)


def test_every_strategy_has_a_display_name_whose_english_is_its_id():
    from wordgames.web.strategy_names import NAMES, strategy_label
    from wordgames.wordle.strategies import strategy_names

    assert list(NAMES) == strategy_names()
    assert all(strategy_label(name) == name for name in NAMES)  # the English page shows the ids as before
    assert strategy_label("no-such-strategy") == "no-such-strategy"


@pytest.mark.parametrize("code", CODES)
def test_each_language_names_every_strategy_and_no_two_alike(code):
    from wordgames.web.strategy_names import NAMES, strategy_label

    try:
        use_catalog(code, mo_bytes(code, entries(code)))
        shown = [strategy_label(name) for name in NAMES]
    finally:
        use_catalog(ENGLISH, None)
    assert len(set(shown)) == len(shown), (code, shown)
    assert sum(label != name for label, name in zip(shown, NAMES, strict=True)) >= 10, (code, shown)


# A time taken as each language writes it: under a minute with a decimal, then minutes and whole seconds.
DURATIONS = {
    "en": ("12.1 s", "3 min 5 s"),
    "de": ("12,1 s", "3 Min. 5 s"),
    "fr": ("12,1 s", "3 min 5 s"),
    "ru": ("12,1 с", "3 мин 5 с"),
    "el": ("12,1 δευτ.", "3 λεπ. 5 δευτ."),
}


@pytest.mark.parametrize("code", list(DURATIONS))
def test_a_duration_is_written_as_the_language_writes_it(code):
    try:
        use_catalog(code, None if code == ENGLISH else mo_bytes(code, entries(code)))
        assert (i18n.duration(12.1), i18n.duration(185.4)) == DURATIONS[code]
        assert i18n.duration(4000).startswith(number(66))  # minutes past the hour stay minutes
    finally:
        use_catalog(ENGLISH, None)


@pytest.mark.parametrize("code", CODES)
def test_the_two_duration_messages_keep_a_unit_after_each_figure(code):
    table = {entry.msgid: entry.strings[0] for entry in entries(code)}
    for msgid in ("{seconds} s", "{minutes} min {seconds} s"):
        assert re.fullmatch(r"(\{minutes\} \S+ )?\{seconds\} \S+", table[msgid]), (code, table[msgid])


def test_every_french_string_has_a_narrow_no_break_space_before_its_marks_and_inside_guillemets():
    """French typography (play-test, session 52): "Gagné !" wrapped its "!" alone onto a line and mixed three spaces;
    the whole catalog now follows ``french_spaced``, which ``build.py catalogs`` applies."""
    wrong = [text for entry in entries("fr") for text in entry.strings if french_spaced(text) != text]
    assert not wrong, f"{len(wrong)} French strings, e.g. {wrong[:3]}: run `python3 build.py catalogs`"


@pytest.mark.parametrize(
    ("text", "spaced"),
    [
        ("Gagné !", "Gagné_!"),
        ("Votre mot : {word}", "Votre mot_: {word}"),
        ("partie ; série\u00a0? oui!", "partie_; série_? oui_!"),
        ("« meilleure\u00a0» et «x»", "«_meilleure_» et «_x_»"),
        ("un motif : m?r, pa??*, *ment (? est une lettre)", "un motif_: m?r, pa??*, *ment (? est une lettre)"),
        ("seules les {letters} et ? (un joker)", "seules les {letters} et ? (un joker)"),
        ("<kbd>?</kbd> https://example.org 10:30 {count:,}", "<kbd>?</kbd> https://example.org 10:30 {count:,}"),
    ],
)
def test_french_spacing_spaces_prose_marks_and_leaves_wildcards_urls_and_times(text, spaced):
    assert french_spaced(text) == spaced.replace("_", FRENCH_SPACE)


@pytest.mark.parametrize("code", CODES)
def test_the_lab_column_against_letter_frequency_abbreviates_the_languages_own_name(code):
    """Play-test 52: the Lab's "vs LF" stayed English in es, pl, el…: it abbreviates the strategy's name there."""
    table = {entry.msgid: entry.strings[0] for entry in entries(code)}
    shown = re.sub(r"<[^>]*>", "", table['<abbr title="average guesses relative to letter-frequency">vs LF</abbr>'])
    name = table["letter-frequency"]
    assert shown.split()[-1][0] == name[0].upper(), (code, shown, name)
    assert name in table['<abbr title="average guesses relative to letter-frequency">vs LF</abbr>'], (code, name)


def test_an_english_message_goes_on_in_lower_case_after_a_colon():
    """Play-test 52: "Every tile used: Next round when you like…"; a capital after a colon starts a sentence of its
    own (after a full stop) or a name (the Lab's figure titles)."""
    names = ("Course Table 1: LetterFrequency", "Expected reduction: Strategy 1")
    texts = {text for message in source_messages() for text in (message.msgid, message.plural) if text}
    capital = [text for text in texts if re.search(r"\w: [A-Z][a-z]", text) and not text.startswith(names)]
    assert not capital, capital
