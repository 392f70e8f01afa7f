"""The order of a parallel run: the longest tests first on every worker, none left alone on one at the end.

pytest-xdist's `worksteal` hands each worker a contiguous slice of the collection (the first
``len // workers`` items to the first, and so on) and an idle worker then steals the second half of
the longest queue left. A test of 90 s collected near the end of a slice starts late and the
other workers wait for it (the run's tail); started first, it runs beside the short ones and the
steals take short tests. So the tests below are dealt out, longest first, to the slice with the
least time so far, and each slice starts with its share of them; every other test keeps its
place (a module's tests stay together, so a page a module shares is booted once).

The seconds are a test case's time in a loaded run (`--durations=0` of the e2e tier at a load
average of 13, and of the unit and property tiers; 2026-11-28); refresh them from a run's
durations when a test grows past 20 s. `unit/test_longest_first.py` checks that each name still
names a test. A test that shares a module's page (``shared_page``) stays out of the list: taken
out of its module it would boot that page again.
"""

from __future__ import annotations

import pytest

BY_FILE: dict[str, dict[str, float]] = {  # file -> function -> seconds a case, in a loaded run
    "e2e/test_accessibility.py": {
        "test_every_screen_has_no_serious_violation": 75,
    },
    "e2e/test_touch_and_small.py": {
        "test_no_board_letter_is_drawn_under_a_readable_size_on_a_phone": 50,  # 4 lengths a case
    },
    "e2e/test_reliability.py": {
        "test_memory_stays_flat_over_many_solves_of_twenty_blanks": 32,
        "test_memory_and_python_objects_stay_flat_over_many_wordle_games": 31,
    },
    "e2e/test_lab.py": {
        "test_pause_holds_the_race_and_resume_finishes_the_same_games": 26,
        "test_results_survive_a_reload_and_download_as_csv": 22,
        "test_published_results_show_both_figures_and_their_links_work": 21,
    },
    "unit/test_best_strength.py": {
        "test_tree_plays_the_original_lists_optimally": 25,
    },
    "e2e/test_language_switch.py": {
        "test_en_fr_ru_en_in_one_page_each_with_its_keyboard_text_and_game_kept": 21,
    },
    "e2e/test_site.py": {
        "test_a_new_build_is_offered_and_taken_after_the_prompt": 21,
        "test_a_second_visit_plays_offline": 18,
    },
}
LONGEST = {f"{file}::{function}": s for file, tests in BY_FILE.items() for function, s in tests.items()}


def key(item: pytest.Item) -> str:
    """``file::function`` of a test case, the file relative to tests/ (its parameters left out)."""
    file, _, rest = item.nodeid.partition("::")
    return f"{file.removeprefix('tests/')}::{rest.split('[')[0]}"


def slice_sizes(count: int, workers: int) -> list[int]:
    """The sizes of the slices worksteal hands out at the start (xdist's check_schedule)."""
    sizes = []
    for i in range(workers):
        sizes.append((count - sum(sizes)) // (workers - i))
    return sizes


def longest_first(items: list[pytest.Item], workers: int) -> list[pytest.Item]:
    """``items`` reordered so that each of ``workers`` slices starts with its share of the longest tests."""
    if workers < 2:
        return sorted(items, key=lambda item: -LONGEST.get(key(item), 0))  # stable: the rest keep their order
    long = sorted((item for item in items if key(item) in LONGEST), key=lambda item: -LONGEST[key(item)])
    rest = [item for item in items if key(item) not in LONGEST]
    dealt: list[list[pytest.Item]] = [[] for _ in range(workers)]
    load = [0.0] * workers
    sizes = slice_sizes(len(items), workers)
    for item in long:
        open_slices = [i for i in range(workers) if len(dealt[i]) < sizes[i]]
        chosen = min(open_slices, key=lambda i: load[i])
        dealt[chosen].append(item)
        load[chosen] += LONGEST[key(item)]
    order: list[pytest.Item] = []
    for share, size in zip(dealt, sizes):
        filler = size - len(share)
        order += share + rest[:filler]
        del rest[:filler]
    return order


class LongestFirst:
    """The plugin: reorders the collection after ``-m`` has deselected (the slices are those of the tests that run)."""

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, config: pytest.Config, items: list[pytest.Item]) -> None:
        workers = getattr(config, "workerinput", {}).get("workercount", 0)
        items[:] = longest_first(items, workers)
