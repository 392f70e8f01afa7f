"""The reference Word Challenge search run in steps: same answer as one call, progress on the way, no garbage left."""

from __future__ import annotations

from wordgames.challenge.search import STEP, Progress, Rack, search, solve


def run(steps):
    """Every Progress a search yields, and the Solution it returns."""
    progress = []
    while True:
        try:
            progress.append(next(steps))
        except StopIteration as finished:
            return progress, finished.value


def test_stepped_search_reports_progress_and_ends_with_the_same_solution(lexicon):
    rack = Rack.parse("?etaoinshrd")
    progress, solution = run(search(lexicon, rack, 4, "e"))
    assert solution.words == solve(lexicon, rack, 4, "e").words
    assert len(progress) == solution.nodes_visited // STEP > 10
    assert [p.nodes_visited for p in progress] == [STEP * (i + 1) for i in range(len(progress))]
    found = [p.words_found for p in progress]
    assert found == sorted(found) and found[-1] <= len(solution.words)
    assert all(isinstance(p, Progress) and 1 <= len(p.prefix) <= rack.size for p in progress)
    assert progress[0].prefix < progress[-1].prefix  # the walk goes through the alphabet


def test_solving_leaves_no_reference_cycles(lexicon, cycles_left_by):
    """The page solved 20 blanks again and again: each answer stayed alive in a cycle until a full collection."""
    assert cycles_left_by(lambda: solve(lexicon, Rack.parse("??????"))) == 0


def test_a_search_stopped_half_way_is_dropped_whole(lexicon, cycles_left_by):
    def start_and_drop() -> None:
        steps = search(lexicon, Rack.parse("?" * 12))
        next(steps)
        steps.close()  # a newer request replaced it: nothing to finish, nothing raised

    assert cycles_left_by(start_and_drop) == 0
