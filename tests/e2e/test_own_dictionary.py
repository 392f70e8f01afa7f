"""One's own dictionary in the page: built from a file or a paste, stored, played, removed; storage faults told."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

from page_support import type_word
from playwright.sync_api import Page, expect
from test_lab import command_line, downloaded, without_timings
from test_lab import finish as finish_race
from test_word_challenge_page import SEED as CHALLENGE_SEED
from test_word_challenge_page import seeded_game, tap_word
from test_word_challenge_page import start as start_challenge

from wordgames.challenge import SolveRequest
from wordgames.lexicon import finish
from wordgames.stats import Stats, WordleResult, record
from wordgames.web.randoms import GameRandoms
from wordgames.wordle.daily import daily_secret, parse_day
from wordgames.wordle.feedback import score
from wordgames.wordle.game import GuesserGame
from wordgames.wordle.rules import Rules
from wordgames.wordlist import building, read_word_list

SHOTS = Path(__file__).resolve().parents[2] / "test-results" / "own-dictionary"
VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 900}}
SCORED = "#w-board .row.scored"
# Made-up words, none of them English: a game that accepts them plays on this list.
WORDS = """qwirp zorbl flimx gravk plonz trusk vemby quabs jindo korfe
stramp blorkz xenoq yurts wizzle frump glimmet snorp twarble clunx""".split()
SEED = 4


def shoot(page: Page, name: str) -> None:
    """Screenshots of the Dictionary card and of the screen around it to look at (test-results/ is ignored by git)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    card = page.locator("section.card", has=page.locator("#dict-title"))
    card.scroll_into_view_if_needed()
    card.screenshot(path=str(SHOTS / f"{name}-card.png"))
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def shoot_both(page: Page, name: str) -> None:
    """``shoot`` at a phone's size and a desktop's, back to the phone's after."""
    for size in ("desktop", "phone"):
        page.set_viewport_size(VIEWPORTS[size])
        shoot(page, f"{name}-{size}")


def forget_dictionaries(page: Page) -> None:
    page.evaluate(
        """() => new Promise(done => { const r = indexedDB.deleteDatabase("wordgames");
        r.onsuccess = r.onerror = r.onblocked = () => done(); })"""
    )


def reload(page: Page) -> None:
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)


def fresh_page(open_page, query: str = "") -> Page:
    """A page with no dictionary stored: open_page's pages forget theirs as they close, and one left by a page
    that could not (a crash) is forgotten here and the page booted again."""
    page = open_page(query)
    if page.evaluate("wordGamesDictionaries.list().then(records => records.length)"):
        forget_dictionaries(page)
        reload(page)
    return page


def add_list(page: Page, name: str, *, file: Path | None = None, text: str = "") -> None:
    card = page.locator("#dict-add")
    if not card.evaluate("details => details.open"):
        card.locator("summary").first.click()
    page.get_by_label("Name", exact=True).fill(name)
    if file is not None:
        page.set_input_files("#dict-file", str(file))
    else:
        page.get_by_label("or paste the words").fill(text)
    page.get_by_role("button", name="Build and use").click()


def test_a_list_from_a_file_plays_wordle_and_a_solve_and_survives_a_reload(open_page, tmp_path):
    listing = tmp_path / "mine.txt"
    listing.write_text("\n".join(WORDS) + "\n")
    lexicon = finish(building(read_word_list(listing.read_text())))
    page = fresh_page(open_page, f"?seed={SEED}&length=5&guesses=6")
    page.set_viewport_size(VIEWPORTS["phone"])  # played on a phone (its layout is the tighter); shot at both sizes
    add_list(page, "made up", file=listing)
    expect(page.locator("#dict-status")).to_contain_text(f"Built 'made up': {len(WORDS)} words", timeout=30_000)
    expect(page.locator("#dict-current")).to_have_text(f"In use: made up ({len(WORDS)} words).")
    expect(page.locator("#dict-use")).to_have_value("made up")
    expect(page.locator("#dict-skipped")).to_have_text("")
    shoot_both(page, "dictionary-built")

    # A Word Challenge solve finds the made-up words, as the engine does on the same list.
    page.locator("#letters").fill("quabszorbl")
    page.get_by_role("button", name="Solve").click()
    solution = SolveRequest.parse("quabszorbl").solve(lexicon)
    assert set(solution.words) == {"quabs", "zorbl"}
    expect(page.locator("#solver-summary")).to_contain_text("2 words from")
    expect(page.locator("#solver-results")).to_contain_text("quabs")

    # Wordle: every word of the list is a secret; a made-up guess is scored, and the game survives a reload.
    secret = GuesserGame.new(lexicon, Rules(5, 6), GameRandoms(SEED).next()).secret
    opener = next(word for word in WORDS if len(word) == 5 and word != secret)
    page.get_by_role("tab", name="Wordle").click()
    type_word(page, opener)
    page.keyboard.press("Enter")
    expect(page.locator(SCORED).first).to_have_attribute("data-digits", score(opener, secret).digits)
    reload(page)
    expect(page.locator(SCORED)).to_have_count(1)
    type_word(page, secret)
    page.keyboard.press("Enter")
    expect(page.locator("#w-message")).to_have_text(f"You found {secret.upper()} in 2 guesses!")
    page.locator("#r-close").click()
    page.get_by_role("tab", name="Word Challenge").click()
    expect(page.locator("#dict-current")).to_have_text(f"In use: made up ({len(WORDS)} words).")


def test_statistics_are_kept_per_dictionary_and_those_stored_before_are_the_english_lists(open_page):
    english = record(
        record(Stats(), WordleResult(5, "guesser", False, True, 4)), WordleResult(5, "guesser", False, False, 6)
    )
    page = fresh_page(open_page, f"?seed={SEED}&length=5&guesses=6")
    page.evaluate("data => localStorage.setItem('wordgames.stats', data)", json.dumps(english.to_data()))
    reload(page)
    page.set_viewport_size(VIEWPORTS["phone"])  # the counting is the engine's (unit/test_stats.py): one size plays it
    add_list(page, "made up", text="\n".join(WORDS))
    expect(page.locator("#dict-current")).to_have_text(f"In use: made up ({len(WORDS)} words).", timeout=30_000)
    lexicon = finish(building(read_word_list("\n".join(WORDS))))
    secret = GuesserGame.new(lexicon, Rules(5, 6), GameRandoms(SEED).next()).secret
    page.get_by_role("tab", name="Wordle").click()
    type_word(page, secret)
    page.keyboard.press("Enter")
    expect(page.locator("#result-scope")).to_have_text("5 letters · you guess · made up")
    expect(page.locator("#stats-numbers dd")).to_have_text(["1", "100", "1", "1"])  # not the English games
    SHOTS.mkdir(parents=True, exist_ok=True)
    for size, viewport in VIEWPORTS.items():
        page.set_viewport_size(viewport)
        page.screenshot(path=str(SHOTS / f"dictionary-{size}-statistics.png"))
    page.locator("#r-close").click()

    page.get_by_role("tab", name="Word Challenge").click()
    page.locator("#dict-use").select_option("")
    expect(page.locator("#dict-current")).to_contain_text("English (built in, 369,880 words)")
    page.get_by_role("tab", name="Wordle").click()
    page.locator("#open-stats").click()
    expect(page.locator("#result-scope")).to_have_text("5 letters · you guess")
    expect(page.locator("#stats-numbers dd")).to_have_text(["2", "50", "0", "1"])  # as stored before, untouched
    assert Stats.from_data(json.loads(page.evaluate("localStorage.getItem('wordgames.stats')"))) == english
    mine = Stats.from_data(json.loads(page.evaluate("localStorage.getItem('wordgames.stats:made up')")))
    assert mine.wordle_record(5).played == 1

    page.locator("#r-close").click()
    page.get_by_role("tab", name="Word Challenge").click()
    page.locator("#dict-use").select_option("made up")
    expect(page.locator("#dict-current")).to_contain_text("made up")
    page.get_by_role("button", name="Remove").click()
    expect(page.locator("#confirm-dialog")).to_contain_text("its statistics and its past dailies are deleted")
    page.locator("#confirm-yes").click()
    expect(page.locator("#dict-status")).to_have_text("Removed 'made up'; the English list is in use.")
    assert page.evaluate("localStorage.getItem('wordgames.stats:made up')") is None  # they went with it
    assert Stats.from_data(json.loads(page.evaluate("localStorage.getItem('wordgames.stats')"))) == english


def test_a_list_with_junk_lines_reports_them_and_removing_asks_first(open_page):
    page = fresh_page(open_page)
    text = "Apple\n  pear \n\n12345\nab\ncafé\nberry\nsome thing\nﬁne\n" + "x" * 21 + "\nAPPLE\n"
    add_list(page, "fruit", text=text)
    status = page.locator("#dict-status")
    expect(status).to_contain_text("Built 'fruit': 4 words")  # café too: a list's alphabet is its words' letters
    expect(page.locator("#dict-skipped")).to_have_text(
        f"The list: 4 words; 5 lines skipped (not 3-20 letters), e.g. '12345', 'ab', 'some thing', 'ﬁne', '{'x' * 21}'."
    )
    for size, viewport in VIEWPORTS.items():
        page.set_viewport_size(viewport)
        shoot(page, f"dictionary-{size}-skipped")
    page.get_by_role("button", name="Remove").click()
    expect(page.locator("#confirm-dialog")).to_be_visible()
    page.get_by_role("button", name="Keep it").click()
    expect(page.locator("#dict-use")).to_have_value("fruit")
    page.get_by_role("button", name="Remove").click()
    page.locator("#confirm-yes").click()
    expect(status).to_have_text("Removed 'fruit'; the English list is in use.")
    expect(page.locator("#dict-use option")).to_have_count(1)
    expect(page.locator("#dict-current")).to_contain_text("English (built in, 369,880 words)")
    reload(page)
    expect(page.locator("#dict-use option")).to_have_count(1)


def stored_keys(page: Page) -> list[str]:
    return sorted(page.evaluate("Object.keys(localStorage)"))


def test_removing_a_dictionary_removes_its_past_dailies_and_everything_kept_by_its_name(open_page):
    """A daily played on one's own list is logged under its name; removed, nothing of that name is left, and a
    list built again under the same name starts with its dailies unplayed."""
    page = fresh_page(open_page, "?tab=wordle&length=5&date=2026-03-05")
    page.get_by_role("tab", name="Word Challenge").click()
    add_list(page, "made up", text="\n".join(WORDS))
    expect(page.locator("#dict-current")).to_have_text(f"In use: made up ({len(WORDS)} words).", timeout=30_000)
    lexicon = finish(building(read_word_list("\n".join(WORDS))))
    page.get_by_role("tab", name="Wordle").click()
    page.get_by_role("button", name="Daily word").click()
    page.locator("#d-play").click()
    type_word(page, daily_secret(lexicon, 5, parse_day("2026-03-05")))
    page.keyboard.press("Enter")
    expect(page.locator("#result-title")).to_have_text("You won!")
    page.locator("#r-close").click()
    assert {"wordgames.dailies:made up", "wordgames.stats:made up"} <= set(stored_keys(page))

    page.get_by_role("tab", name="Word Challenge").click()
    page.get_by_role("button", name="Remove").click()
    for size, viewport in VIEWPORTS.items():
        page.set_viewport_size(viewport)
        page.screenshot(path=str(SHOTS / f"dictionary-{size}-remove.png"))
    page.locator("#confirm-yes").click()
    expect(page.locator("#dict-status")).to_have_text("Removed 'made up'; the English list is in use.")
    assert [key for key in stored_keys(page) if key.endswith(":made up")] == []  # nothing of that name is left

    add_list(page, "made up", text="\n".join(WORDS))  # the same name again, in the same visit
    expect(page.locator("#dict-current")).to_have_text(f"In use: made up ({len(WORDS)} words).", timeout=30_000)
    page.get_by_role("tab", name="Wordle").click()
    page.get_by_role("button", name="Daily word").click()
    expect(page.locator("#d-play")).to_have_text("Play today's")  # a new list: its daily not played yet


def test_a_daily_left_by_a_change_of_dictionary_counts_on_the_list_it_was_played_on(open_page, lexicon):
    page = fresh_page(open_page, "?tab=wordle&length=5&date=2026-03-05")
    page.get_by_role("tab", name="Word Challenge").click()
    add_list(page, "made up", text="\n".join(WORDS))
    expect(page.locator("#dict-current")).to_have_text(f"In use: made up ({len(WORDS)} words).", timeout=30_000)
    page.locator("#dict-use").select_option("")
    expect(page.locator("#dict-current")).to_contain_text("English")
    page.get_by_role("tab", name="Wordle").click()
    page.get_by_role("button", name="Daily word").click()
    page.locator("#d-play").click()
    secret = daily_secret(lexicon, 5, parse_day("2026-03-05"))
    type_word(page, next(word for word in ("crane", "slate") if word != secret))
    page.keyboard.press("Enter")
    expect(page.locator(SCORED)).to_have_count(1)
    page.get_by_role("tab", name="Word Challenge").click()
    page.locator("#dict-use").select_option("made up")  # leaves the English daily under way: a loss, on English
    page.locator("#confirm-yes").click()
    expect(page.locator("#dict-current")).to_contain_text("made up")
    english = json.loads(page.evaluate("localStorage.getItem('wordgames.dailies')"))
    assert [row[:3] for row in english["games"]] == [[1, 5, 64]]
    assert Stats.from_data(json.loads(page.evaluate("localStorage.getItem('wordgames.stats')"))).daily.played == 1
    assert page.evaluate("localStorage.getItem('wordgames.dailies:made up')") is None
    assert page.evaluate("localStorage.getItem('wordgames.stats:made up')") is None
    page.get_by_role("tab", name="Wordle").click()
    page.get_by_role("button", name="Daily word").click()
    expect(page.locator("#d-play")).to_have_text("Play today's")  # the made-up list's daily is its own


def test_a_challenge_round_left_by_a_change_of_dictionary_counts_on_the_list_it_was_played_on(open_page, lexicon):
    page = fresh_page(open_page, f"?seed={CHALLENGE_SEED}")
    page.set_viewport_size(VIEWPORTS["phone"])  # played on a phone; shot at both sizes
    add_list(page, "made up", text="\n".join(WORDS))
    expect(page.locator("#dict-current")).to_have_text(f"In use: made up ({len(WORDS)} words).", timeout=30_000)
    page.locator("#dict-use").select_option("")
    expect(page.locator("#dict-current")).to_contain_text("English")
    game = seeded_game(lexicon, seed=CHALLENGE_SEED)  # the visit's first Word Challenge game
    start_challenge(page)
    full = next(word for word in game.answers if len(word) == len(game.tiles))
    tap_word(page, full)
    expect(page.get_by_role("button", name="Next round")).to_be_visible()  # a round won: it counts when left
    page.locator("#dict-use").select_option("made up")
    page.locator("#confirm-yes").click()
    expect(page.locator("#dict-current")).to_contain_text("made up")
    expect(page.locator("#cg-records")).to_have_text("")  # the made-up list has no game
    shoot_both(page, "challenge-left")
    english = Stats.from_data(json.loads(page.evaluate("localStorage.getItem('wordgames.stats')")))
    assert english.challenge_record(len(game.tiles)).played == 1
    assert page.evaluate("localStorage.getItem('wordgames.stats:made up')") is None
    page.locator("#dict-use").select_option("")
    expect(page.locator("#cg-records")).to_contain_text(f"{len(game.tiles)} letters: best {game.attempt(full).points}")


def test_without_indexeddb_a_list_serves_the_visit_and_says_so(open_page):
    page = fresh_page(open_page)
    # Taken away once the page is up: the runtime itself opens IndexedDB while it boots.
    page.evaluate("() => { IDBFactory.prototype.open = () => { throw new DOMException('denied', 'SecurityError'); }; }")
    add_list(page, "short", text="crane\nslate\n")
    expect(page.locator("#dict-status")).to_contain_text("not stored (IndexedDB refused to open: denied)")
    expect(page.locator("#dict-current")).to_have_text("In use: short (2 words).")


def test_a_damaged_stored_dictionary_gives_a_notice_and_the_english_list(open_page):
    page = fresh_page(open_page)
    page.evaluate("""() => wordGamesDictionaries.save("broken", 3, new Uint8Array([87, 71, 76, 69, 88, 1, 2, 3]))""")
    choice = '{"kind": "page-dictionary", "version": 1, "name": "broken"}'
    page.evaluate(f"localStorage.setItem('wordgames.dictionary', '{choice}')")
    reload(page)
    expect(page.locator("#notices")).to_contain_text("Your dictionary 'broken' could not be read")
    expect(page.locator("#dict-current")).to_contain_text("English (built in")
    page.locator("#dict-use").select_option("broken")
    expect(page.locator("#dict-status")).to_contain_text("The dictionary 'broken' cannot be used")
    expect(page.locator("#dict-use")).to_have_value("")
    forget_dictionaries(page)


def test_a_lab_race_on_ones_own_list_runs_in_the_worker_and_equals_the_command_line(open_page, tmp_path):
    listing = tmp_path / "mine.txt"
    listing.write_text("\n".join(WORDS) + "\n")
    page = fresh_page(open_page)
    add_list(page, "made up", file=listing)
    expect(page.locator("#dict-current")).to_have_text(f"In use: made up ({len(WORDS)} words).", timeout=30_000)
    page.goto(
        page.url.split("?")[0] + "?tab=lab&lengths=5&strategies=letter-frequency,entropy&games=8&seed=3&pool=all&run=1"
    )
    page.wait_for_selector("body[data-ready]", state="attached", timeout=60_000)
    finish_race(page)
    expect(page.locator("#notices")).not_to_contain_text("worker")  # the race ran in the worker, on the list's bytes
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "dictionary-lab-race.png"), full_page=True)
    expect(page.locator("#lab-table-caption")).to_have_text("Results per length and strategy, on the list 'made up'")
    # The published figures are about the built-in lists: not drawn beside a race on one's own.
    expect(page.locator("#chart-guesses-table")).not_to_contain_text("published")
    kept = json.loads(downloaded(page, "#lab-json"))
    assert kept["dictionary"] == "made up"
    assert [lane["strategy"] for lane in kept["results"]] == ["letter-frequency", "entropy"]
    for lane in kept["results"]:
        row = page.locator(f"#lab-rows tr:has(td:text-is('{lane['strategy']}'))")
        command = row.get_attribute("title")
        assert command.endswith(" --dictionary 'made up.txt'")  # the list, saved as a file
        printed = without_timings(command_line([*shlex.split(command)[3:-2], "--dictionary", str(listing)]))
        assert {key: lane[key] for key in printed} == printed

    # Word Challenge's automatic mode on the same list: its command reads the list too, and no published series.
    page.goto(page.url.split("?")[0] + "?tab=lab&letters=5-6&racks=4&seed=5&method=reference&solve=1")
    expect(page.locator("#lab-cg-status")).to_contain_text("Done: 8 racks", timeout=60_000)
    rows = page.locator("#lab-cg-rows tr")
    command = rows.first.get_attribute("title")
    assert command.endswith(" --dictionary 'made up.txt'")
    printed = command_line([*shlex.split(command)[3:-2], "--dictionary", str(listing)])
    assert [float(row.get_attribute("data-words")) for row in rows.all()] == [r["avg_words"] for r in printed]
    expect(page.locator("#lab-cg-charts")).not_to_contain_text("published")
