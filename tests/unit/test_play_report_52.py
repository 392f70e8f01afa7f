"""A play-tester's findings in Spanish, Polish and Greek (session 52): a long word's pool note in English, a Polish
give-up that said "game over" twice, the result dialog repeating its title, and Greek capitals with their tonos."""

from __future__ import annotations

from fake_dom import fresh_web

from wordgames.i18n import ENGLISH, use_catalog
from wordgames_build.catalogs import mo_bytes, po_path, read_po


def speaking(code: str) -> None:
    use_catalog(code, mo_bytes(code, read_po(po_path(code).read_text(encoding="utf-8"))))


def test_a_long_words_pool_note_is_said_in_the_pages_language():
    with fresh_web():
        from wordgames.web.engine_messages import retold_note
    note = (
        "Few 18-letter words are everyday words: the secrets include rarer ones; "
        "only 13 words of 18 letters can be the secret."
    )
    assert retold_note(note) == note and retold_note("") == ""
    try:
        speaking("es")
        spanish = retold_note(note)
        speaking("pl")
        polish = retold_note("Only 13 words of 14 letters can be the secret.")
    finally:
        use_catalog(ENGLISH, None)
    assert spanish.startswith("Pocas palabras de 18 letras") and "13" in spanish and "everyday" not in spanish, spanish
    assert polish.startswith("Tylko 13 słów") and polish.endswith("."), polish


def test_the_polish_give_up_says_the_player_gave_up_and_not_game_over_twice():
    try:
        speaking("pl")
        from wordgames.i18n import _

        gave_up, over = _("You gave up."), _("Game over: {points} ({missed}). Best at this length: {best}.")
    finally:
        use_catalog(ENGLISH, None)
    assert not over.startswith(gave_up.rstrip(".")), (gave_up, over)


def test_the_result_line_does_not_repeat_the_dialogs_title():
    with fresh_web():
        from wordgames.web.wordle.result import after_title
    assert after_title("Out of guesses. The word was CRANE.", "Out of guesses") == "The word was CRANE."
    assert after_title("Sin intentos. La palabra era VALLE.", "Sin intentos") == "La palabra era VALLE."
    assert after_title("Vous gagnez\u202f: le mot était CRANE.", "Vous gagnez") == "Le mot était CRANE."
    assert after_title("You won in 3 guesses!", "You won!") == "You won in 3 guesses!"
    assert after_title("Cornered: CRANE was the only word left", "You won!") == "Cornered: CRANE was the only word left"


def test_greek_words_in_capitals_lose_their_tonos_and_keep_their_diaeresis():
    with fresh_web():
        from wordgames.web.spelling import in_capitals
    assert in_capitals("λόγος") == "ΛΟΓΟΣ" and in_capitals("πρωί") == "ΠΡΩΙ" and in_capitals("ρολόι") == "ΡΟΛΟΪ"
    assert in_capitals("προϊόν") == "ΠΡΟΪΟΝ" and in_capitals("νεράιδα") == "ΝΕΡΑΪΔΑ" and in_capitals("παιδί") == "ΠΑΙΔΙ"
    assert in_capitals("élève") == "ÉLÈVE" and in_capitals("straße") == "STRAßE"
