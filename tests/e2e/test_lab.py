"""The Lab as a person uses it, on a phone and a desktop: races equal to the command line, charts, cancel, links."""

from __future__ import annotations

import csv
import functools
import json
import subprocess
import sys
import time

import pytest
from playwright.sync_api import Page, expect

from wordgames.comparisons import COMPARISONS
from wordgames_build import ROOT

RACE = "lengths=4,5,6&strategies=letter-frequency,best&games=8&seed=3&pool=all"
TIMINGS = ("ms_per_game", "ms_per_move", "cpu_ms_per_game", "cpu_ms_per_move")
VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1100, "height": 900}}
RUNNING = "#panel-lab[data-running=true]"
IDLE = "document.querySelector('#panel-lab').dataset.running === 'false'"
COUNT_RACES = """() => {
  window.racesStarted = 0;
  const panel = document.querySelector('#panel-lab');
  new MutationObserver(records => {  // each value the attribute took, in order: a start within a batch counts too
    const values = records.map(record => record.oldValue).concat([panel.dataset.running]);
    for (let i = 1; i < values.length; i++) if (values[i] === 'true' && values[i - 1] !== 'true') window.racesStarted++;
  }).observe(panel, {attributes: true, attributeFilter: ['data-running'], attributeOldValue: true});
}"""


@pytest.fixture(params=list(VIEWPORTS))
def viewport(request) -> dict:
    return VIEWPORTS[request.param]


def open_lab(open_page, query: str, viewport: dict) -> Page:
    page = open_page(query)
    page.set_viewport_size(viewport)
    expect(page.get_by_role("tab", name="Lab")).to_have_attribute("aria-selected", "true")
    return page


def finish(page: Page, timeout: float = 120_000) -> None:
    page.wait_for_function(IDLE, timeout=timeout)
    expect(page.locator("#lab-status")).to_contain_text("Done")


def downloaded(page: Page, button: str) -> str:
    with page.expect_download() as info:
        page.locator(button).click()
    return open(info.value.path(), encoding="utf-8").read()


def command_line(argv: list[str]) -> dict:
    """What `python -m wordgames wordle auto --json` prints (on CPython, with the built dictionary and book)."""
    return json.loads(printed_by(tuple(argv)))


@functools.cache  # a command is run once a worker: the phone and the desktop compare with the same
def printed_by(argv: tuple[str, ...]) -> str:
    done = subprocess.run([sys.executable, "-m", "wordgames", *argv], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    return done.stdout


def without_timings(summary: dict) -> dict:
    return {k: v for k, v in summary.items() if k not in TIMINGS}


def test_a_run_link_races_and_equals_the_command_line(shared_page, viewport):
    page = open_lab(shared_page, f"?{RACE}&run=1", viewport)  # one race, read at both viewports
    finish(page)
    expect(page.locator("#lab-rows tr")).to_have_count(6)
    saved = json.loads(downloaded(page, "#lab-json"))
    assert saved["settings"]["lengths"] == [4, 5, 6] and saved["complete"]
    for lane in saved["results"]:
        row = page.locator(f"#lab-rows tr:has(th:text-is('{lane['length']}')):has(td:text-is('{lane['strategy']}'))")
        printed = without_timings(command_line(row.get_attribute("title").split()[3:]))  # the command it names
        assert {key: lane[key] for key in printed} == printed
    page.screenshot(path=f"/tmp/lab-{viewport['width']}.png")


def test_charts_are_drawn_with_their_series_and_tables(shared_page, viewport):
    # One race, read at both viewports (the table folded again and the theme put back after).
    page = open_lab(shared_page, "?lengths=4,5&strategies=letter-frequency,best&games=3&seed=1&run=1", viewport)
    finish(page)
    labels = page.evaluate(
        """() => [...document.querySelectorAll('#lab-charts canvas')].map(canvas => {
            const chart = Chart.getChart(canvas);
            const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
            return {labels: chart.data.datasets.map(d => d.label), inked: pixels.some((v, i) => i % 4 === 3 && v > 0),
                    width: canvas.getBoundingClientRect().width};
        })"""
    )
    guesses, wins, distribution, candidates = labels
    assert guesses["labels"][:2] == ["letter-frequency", "best"]
    assert "LetterFrequency (published)" in guesses["labels"] and "RandomCandidate (published)" in guesses["labels"]
    lanes = ["letter-frequency, 4 letters", "best, 4 letters", "letter-frequency, 5 letters", "best, 5 letters"]
    assert candidates["labels"] == lanes
    # the greedy minimax paper's text beside our curves: 88.72% within 6 at 5 letters; every game within 22
    assert wins["labels"] == [*lanes, "Greedy minimax, 5 letters (published)", "Greedy minimax, every game (published)"]
    expect(page.locator("#chart-wins")).to_contain_text("greedy minimax paper")
    assert distribution["labels"] == ["letter-frequency", "best"]
    assert all(chart["inked"] and chart["width"] <= viewport["width"] for chart in labels)
    expect(page.locator("#chart-guesses")).to_contain_text("original course report")
    toggle = page.locator("#chart-wins button")
    toggle.click()
    expect(toggle).to_have_attribute("aria-expanded", "true")
    expect(page.locator("#chart-wins-table tr")).to_have_count(26)  # a header and tries 1-25
    page.locator("#lab-charts").screenshot(path=f"/tmp/lab-charts-{viewport['width']}.png")
    theme = page.evaluate("document.documentElement.dataset.theme || ''")
    page.evaluate("document.documentElement.dataset.theme = 'dark'")
    page.wait_for_function(
        "Chart.getChart(document.querySelector('#chart-guesses canvas')).options.scales.x.ticks.color === '#e8e8e8'"
    )
    page.evaluate("theme => { document.documentElement.dataset.theme = theme; }", theme)
    toggle.click()
    expect(toggle).to_have_attribute("aria-expanded", "false")


@pytest.mark.alone  # clicks timed against 100 ms
def test_cancel_stops_within_a_second_and_clicks_answer_while_it_runs(open_page):
    # Short moves (3-4 letters): the slices are what is measured; one move longer than 100 ms (letter-frequency
    # opens 6 letters in about 160 ms on CPython) would hold a click as long, in slices or not.
    page = open_lab(open_page, "?lengths=3,4&strategies=letter-frequency,best&games=5000&seed=2", VIEWPORTS["desktop"])
    page.locator("#lab-start").click()
    page.wait_for_selector(RUNNING)
    page.wait_for_function("/[1-9][0-9]* of/.test(document.querySelector('#lab-status').textContent)")
    # The time from each click to its handler, as the page sees it (the event's time stamp is the click's).
    page.evaluate(
        """() => { window.labLatencies = [];
            document.querySelector('#lab-hard').addEventListener('click',
                event => window.labLatencies.push(performance.now() - event.timeStamp)); }"""
    )
    hard = page.locator("#lab-hard")
    for _ in range(10):
        hard.click()
        page.wait_for_timeout(150)  # a click every 150 ms, as quick as a person's
    latencies = page.wait_for_function("window.labLatencies.length >= 10 && window.labLatencies").json_value()
    # Nine clicks of ten within 100 ms, none held for long: on a machine shared with other jobs one click
    # can wait for the scheduler, not for the race (bench/lab_race.py times the race itself).
    assert len(latencies) == 10 and sorted(latencies)[8] < 100 and max(latencies) < 400, latencies
    expect(hard).not_to_be_checked()
    expect(page.locator("#lab-link")).not_to_have_attribute("href", "/hard=1/")  # the page's handler saw each click
    # From the click (its event's time stamp) to the race's end, as the page sees it.
    page.evaluate(
        """() => { const panel = document.querySelector('#panel-lab');
            document.querySelector('#lab-cancel').addEventListener('click',
                event => { window.labCancelled = event.timeStamp; });
            new MutationObserver(() => {
                if (panel.dataset.running === 'false') window.labStopped = performance.now();
            }).observe(panel, {attributes: true}); }"""
    )
    page.locator("#lab-cancel").click()
    page.wait_for_function(IDLE, timeout=5000)
    assert page.evaluate("window.labStopped - window.labCancelled") < 1000
    expect(page.locator("#lab-status")).to_contain_text("Cancelled after")
    assert page.locator("#lab-rows tr").count() >= 1


CLICK_LATENCIES = """() => { window.labLatencies = [];
    document.querySelector('#lab-hard').addEventListener('click',
        event => window.labLatencies.push(performance.now() - event.timeStamp)); }"""


def click_latencies(page: Page) -> list[float]:
    """Ten clicks on the hard-mode box, one every 150 ms as quick as a person's: each one's wait for the page."""
    page.evaluate("window.labLatencies = []")
    box = page.locator("#lab-hard").bounding_box()
    for _ in range(10):  # at the box's place: a locator's click waits for an idle moment of the page
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.wait_for_timeout(150)
    return page.wait_for_function("window.labLatencies.length >= 10 && window.labLatencies").json_value()


@pytest.mark.alone  # clicks timed against 100 ms
def test_clicks_answer_within_100_ms_while_an_8_letter_best_race_runs(open_page):
    # `best` takes about 0.2 s a move at 8 letters: on the page's thread a click would wait for the move.
    page = open_lab(open_page, "?lengths=8&strategies=best&games=200&seed=1&pool=common", VIEWPORTS["desktop"])
    page.evaluate(CLICK_LATENCIES)
    idle = click_latencies(page)  # the machine's own delay, in the same run (CI's once made a 9th click 114 ms)
    page.locator("#lab-start").click()
    page.wait_for_function("/[1-9][0-9]* of/.test(document.querySelector('#lab-status').textContent)", timeout=60_000)
    racing = click_latencies(page)
    assert page.locator(RUNNING).count() == 1, "the race ended before the clicks"
    ninth, worst = sorted(idle)[8], max(idle)
    assert sorted(racing)[8] < 100 + ninth and max(racing) < 400 + worst, (racing, idle)
    page.locator("#lab-cancel").click()
    page.wait_for_function(IDLE, timeout=5000)


@pytest.mark.parametrize("fault", ["no worker script", "no Worker"])
def test_a_race_without_its_worker_runs_on_the_page_with_a_notice(open_page, fault):
    def unloadable(page: Page, guard) -> None:
        guard.expected_console_errors.extend(["race-worker.js", "net::ERR_FAILED"])
        page.route("**/race-worker.js*", lambda route: route.abort())  # its URL names the language pack

    tab = "lab" if fault == "no worker script" else "challenge"  # the Lab's first visit starts its worker
    query = f"?tab={tab}&lengths=4&strategies=letter-frequency&games=10&seed=3"
    page = open_page(query, before=unloadable if fault == "no worker script" else None)
    if fault == "no Worker":
        page.evaluate("delete window.Worker")  # after the boot: PyScript itself needs Workers
        page.get_by_role("tab", name="Lab").click()
    page.locator("#lab-start").click()
    expect(page.locator("#notices")).to_contain_text("The Lab's worker failed", timeout=70_000)
    finish(page)
    expect(page.locator("#lab-rows tr")).to_have_count(1)


def test_pause_holds_the_race_and_resume_finishes_the_same_games(open_page):
    page = open_lab(open_page, "?lengths=3,4&strategies=letter-frequency&games=150&seed=4", VIEWPORTS["desktop"])
    page.locator("#lab-start").click()
    page.wait_for_function("/[1-9][0-9]* of/.test(document.querySelector('#lab-status').textContent)")
    pause, status = page.locator("#lab-race-pause"), page.locator("#lab-status")
    # The time between two updates of the count while racing, measured: the pause is watched for five of them.
    before, started = status.text_content(), time.perf_counter()
    page.wait_for_function("text => document.querySelector('#lab-status').textContent !== text", arg=before)
    between = time.perf_counter() - started
    pause.click()
    expect(pause).to_have_text("Resume")
    expect(status).to_contain_text("Paused: ")
    page.wait_for_selector("#lab-status[data-stopped]")  # the worker's word that it stopped, with its count
    held = status.text_content()
    page.wait_for_timeout(max(1000, 5000 * between))  # an absence: five updates' time (measured above), or 1 s
    expect(status).to_have_text(held)  # no game ended while paused
    expect(page.locator(RUNNING)).to_have_count(1)
    pause.click()
    expect(pause).to_have_text("Pause")
    finish(page)
    expect(pause).to_be_disabled()
    for lane in json.loads(downloaded(page, "#lab-json"))["results"]:
        row = page.locator(f"#lab-rows tr:has(th:text-is('{lane['length']}'))")
        printed = without_timings(command_line(row.get_attribute("title").split()[3:]))
        assert {key: lane[key] for key in printed} == printed


def test_a_guess_limit_races_like_the_command_line_and_counts_wins_within_it(open_page):
    page = open_lab(
        open_page, "?lengths=3&strategies=letter-frequency&games=40&seed=1&pool=all&guesses=4&run=1", VIEWPORTS["phone"]
    )
    finish(page)
    expect(page.locator("#lab-guesses")).to_have_value("4")
    expect(page.locator("#lab-within")).to_have_text("≤ 4")
    (lane,) = json.loads(downloaded(page, "#lab-json"))["results"]
    command = page.locator("#lab-rows tr").get_attribute("title")
    assert command.endswith("--max-guesses 4")
    printed = without_timings(command_line(command.split()[3:]))
    assert {key: lane[key] for key in printed} == printed and 0 < printed["solved"] < printed["games"]
    won = f"{100 * printed['solved'] / printed['games']:.1f}%"
    expect(page.locator("#lab-rows tr td").nth(4)).to_have_text(won)
    page.locator("#lab-guesses").fill("100")
    page.locator("#lab-start").click()
    expect(page.locator("#lab-status")).to_contain_text("Not started: the maximum guesses is not a whole number")


def test_results_survive_a_reload_and_download_as_csv(open_page):
    page = open_lab(
        open_page, "?lengths=5,6,7&strategies=letter-frequency,best&games=2&seed=4&run=1", VIEWPORTS["desktop"]
    )
    finish(page)
    rows = page.locator("#lab-rows").inner_text()
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached")
    page.get_by_role("tab", name="Lab").click()
    expect(page.locator("#lab-rows tr")).to_have_count(6)
    assert page.locator("#lab-rows").inner_text() == rows
    table = list(csv.DictReader(downloaded(page, "#lab-csv").splitlines()))
    assert [(row["length"], row["strategy"]) for row in table] == [
        (length, name) for length in ("5", "6", "7") for name in ("letter-frequency", "best")
    ]
    page.locator("#lab-clear").click()
    expect(page.locator("#lab-rows tr")).to_have_count(0)
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached")
    expect(page.locator("#lab-rows tr", has_text="best")).to_have_count(0)


def test_the_form_builds_the_run_link_and_refuses_an_empty_race(open_page):
    page = open_lab(open_page, "?tab=lab", VIEWPORTS["phone"])
    page.locator("input[name=lab-strategy]:checked").evaluate_all("boxes => boxes.forEach(b => b.click())")
    page.locator("#lab-start").click()
    expect(page.locator("#lab-status")).to_have_text("Not started: choose at least one strategy.")
    page.locator("input[name=lab-strategy][value=entropy]").check()
    page.locator("#lab-seed").fill("9")
    page.locator("#lab-seed").dispatch_event("change")
    href = page.locator("#lab-link").get_attribute("href")
    assert href == "?tab=lab&lengths=5,6&strategies=entropy&games=50&seed=9&pool=all&run=1"


def test_hostile_link_values_are_noticed_and_nothing_runs(open_page):
    page = open_lab(open_page, "?tab=lab&lengths=5,999&strategies=<b>x</b>&games=-1&run=1", VIEWPORTS["desktop"])
    notices = page.locator("#notices").inner_text()
    assert "lengths='5,999': '999' is not a length 3-20" in notices
    assert "strategies" in notices and "games='-1'" in notices
    page.wait_for_selector(RUNNING)  # run=1 was fine: the defaults race
    page.locator("#lab-cancel").click()
    page.wait_for_function(IDLE, timeout=1000)


def test_watch_a_seeded_game_to_the_end_with_the_command_lines_guesses(shared_page, viewport):
    page = open_lab(shared_page, "?tab=lab", viewport)  # a game watched at each viewport on one boot
    page.locator("#lab-seed").fill("7")
    page.locator("#lab-watch-length").fill("6")
    page.locator("#lab-watch-strategy").select_option("entropy")
    page.locator("#lab-watch-form button[type=submit]").click()
    expect(page.locator("#lab-step")).to_be_enabled()
    page.locator("#lab-step").click()
    expect(page.locator("#lab-watch-log li")).to_have_count(1)
    expect(page.locator("#lab-watch-log li").first).to_contain_text("(played)")
    page.locator("#lab-play").click()
    expect(page.locator("#lab-watch-message")).to_contain_text("Solved", timeout=30_000)
    expect(page.locator("#lab-play")).to_be_disabled()
    printed = command_line(
        "wordle auto --json --records --games 1 --length 6 --strategy entropy --seed 7 --pool all".split()
    )
    (game,) = printed["records"]
    guesses = [
        row.get_attribute("aria-label").split(":")[1].strip().lower()
        for row in page.locator("#lab-watch-board .row").all()
    ]
    assert guesses == game["guesses"]
    assert page.locator("#lab-watch-board").get_attribute("data-secret") == game["secret"]
    page.locator("#lab-watch-board").scroll_into_view_if_needed()
    page.screenshot(path=f"/tmp/lab-watch-{viewport['width']}.png")


def test_word_challenge_automatic_mode_equals_the_command_line(shared_page, viewport):
    page = open_lab(shared_page, "?tab=lab", viewport)
    rows = page.locator("#lab-cg-rows tr")
    if not rows.count():  # one run, read at both viewports
        page.locator("#lab-seed").fill("5")
        page.locator("#lab-cg-from").select_option("3")
        page.locator("#lab-cg-to").select_option("8")
        page.locator("#lab-cg-racks").fill("12")
        page.locator("#lab-cg-start").click()
    expect(page.locator("#lab-cg-status")).to_contain_text("Done", timeout=60_000)
    expect(rows).to_have_count(6)
    argv = rows.first.get_attribute("title").split()[3:]
    printed = command_line(argv)
    assert [(float(row.get_attribute("data-words")), float(row.get_attribute("data-nodes"))) for row in rows.all()] == [
        (report["avg_words"], report["avg_nodes"]) for report in printed
    ]
    labels = page.evaluate(
        """[...document.querySelectorAll('#lab-cg-charts canvas')]
            .map(canvas => Chart.getChart(canvas).data.datasets.map(d => d.label))"""
    )
    assert labels == [
        ["ours (average ms)", "C++ trie, ms (published)"],
        ["ours (reference search)", "C++ trie, nodes (published)"],
    ]
    page.locator("#lab-cg-charts").scroll_into_view_if_needed()
    page.screenshot(path=f"/tmp/lab-cg-{viewport['width']}.png")


def test_a_word_challenge_link_solves_its_racks_once_and_equals_the_command_line(open_page):
    link = "?tab=lab&letters=3-6&racks=8&seed=5&method=reference&solve=1"
    page = open_lab(open_page, link, VIEWPORTS["desktop"])
    expect(page.locator("#lab-cg-status")).to_contain_text("Done: 32 racks", timeout=60_000)
    assert [page.locator(f"#lab-cg-{field}").input_value() for field in ("from", "to", "racks", "method")] == [
        "3",
        "6",
        "8",
        "reference",
    ]
    rows = page.locator("#lab-cg-rows tr")
    expect(rows).to_have_count(4)
    printed = command_line(rows.first.get_attribute("title").split()[3:])
    assert [(float(row.get_attribute("data-words")), float(row.get_attribute("data-nodes"))) for row in rows.all()] == [
        (report["avg_words"], report["avg_nodes"]) for report in printed
    ]
    expect(page.locator("#lab-cg-link")).to_have_attribute("href", link)
    assert "solve" not in page.evaluate("location.search")  # a reload does not solve them again
    page.locator("#lab-cg-racks").fill("3")
    page.locator("#lab-cg-method").select_option("index")
    expect(page.locator("#lab-cg-link")).to_have_attribute(
        "href", link.replace("racks=8", "racks=3").replace("reference", "index")
    )


def test_published_results_show_both_figures_and_their_links_work(open_page, viewport):
    page = open_lab(open_page, "?tab=lab", viewport)
    entries = page.locator("#lab-published details")
    expect(entries).to_have_count(len(COMPARISONS))
    for entry, comparison in zip(entries.all(), COMPARISONS, strict=True):
        expect(entry.locator("summary")).to_have_text(comparison.title)
        cells = [[figure.what, figure.published, figure.ours] for figure in comparison.figures]
        rows = entry.locator("tr:has(td)")
        expect(rows).to_have_count(len(cells))
        for row, expected in zip(rows.all(), cells, strict=True):
            expect(row.locator("th, td")).to_have_text(expected)
        expect(entry.locator("code")).to_have_text(comparison.command)
        expect(entry.locator(".published-difference")).to_contain_text(comparison.difference)
        expect(entry.locator(".published-run")).to_have_count(int(comparison.race is not None))
    # A section link scrolls to the part of the Lab that measures ours.
    challenge = entries.filter(has_text="Word Challenge")
    challenge.locator("summary").click()
    challenge.get_by_role("link", name="See ours in the Lab").click()
    expect(page.locator("#lab-cg-title")).to_be_in_viewport()
    # A run link starts its race: Table 1's first guesses, the same lengths and strategy.
    table_1 = entries.filter(has_text="Table 1")
    table_1.locator("summary").click()
    table_1.get_by_role("link", name="Run it in the Lab").click()
    page.wait_for_selector(RUNNING, timeout=60_000)
    race = next(c.race for c in COMPARISONS if "Table 1" in c.title)
    # "Starting…" while the Lab's worker boots its own runtime: 7 s and more on a busy machine.
    expect(page.locator("#lab-status")).to_contain_text(f"of {len(race.lengths)} games", timeout=60_000)
    page.locator("#lab-cancel").click()
    page.wait_for_function(IDLE)
    checked = page.locator("input[name=lab-length]:checked")
    expect(checked).to_have_count(len(race.lengths))
    assert [int(box.get_attribute("value")) for box in checked.all()] == list(race.lengths)


def test_the_worker_starts_while_the_form_is_read_and_serves_every_race(open_page):
    """Issue 41: the Lab's worker boots on the first visit, before Start, and the next races reuse it."""
    workers = []
    page = open_page(
        "?tab=lab&lengths=5&strategies=letter-frequency&games=3&seed=1&pool=common",
        before=lambda page, guard: page.on("worker", lambda worker: workers.append(worker)),
    )
    deadline = time.monotonic() + 60
    while not workers and time.monotonic() < deadline:
        page.wait_for_timeout(100)
    assert len(workers) == 1  # started with no Start pressed
    page.evaluate(COUNT_RACES)
    for races in (1, 2):  # counted as they start: a race on a worker already warm may end within a frame
        page.locator("#lab-start").click()
        page.wait_for_function(f"window.racesStarted === {races} && ({IDLE})", timeout=120_000)
        expect(page.locator("#lab-status")).to_contain_text("Done")
    assert len(workers) == 1
