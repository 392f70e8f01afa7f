"""The clique study: the graph's edges and the cliques against brute force; the published figures are what it finds."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from wordgames.comparisons import COMPARISONS
from wordgames.published import CLIQUES
from wordgames.wordle.cliques import CliqueSearch, letter_mask, letter_sets, word_graph


def disjoint(words) -> bool:
    letters = "".join(words)
    return len(set(letters)) == len(letters)


def test_letter_sets_keep_only_words_with_distinct_letters_grouped_by_anagram():
    groups = letter_sets(["stop", "pots", "tops", "seen", "abcd"])
    assert groups == {letter_mask("stop"): ("stop", "pots", "tops"), letter_mask("abcd"): ("abcd",)}


@pytest.mark.parametrize("length", [3, 4, 5])
def test_edges_are_the_pairs_sharing_no_letter(small_words, length):
    words = [w for w in small_words if len(w) == length][:400]
    distinct = [w for w in words if len(set(w)) == length]
    graph = word_graph(length, words)
    assert graph.vertices == len(distinct)
    assert graph.letter_sets == len({frozenset(w) for w in distinct})
    assert graph.edges == sum(disjoint(pair) for pair in combinations(distinct, 2))


def brute_force_cliques(words, length):
    distinct = [w for w in words if len(set(w)) == length]
    return {frozenset(c) for c in combinations(distinct, 26 // length) if disjoint(c)}


# Per length: the words of a few real cliques, then other words with distinct letters (few enough to try
# every combination: k = 4 at 6 letters, 3 at 7 and 8).
CLIQUE_WORDS = {
    5: "brick glent jumpy vozhd waqfs fjord gucks nymph vibex waltz",
    6: "poxing jumbly kvetch dwarfs jading blowzy frumps",
    7: "pontacq fylgjur mikvehs whisked jewfish grumbly",
    8: "",
}


@pytest.mark.parametrize(("length", "others"), [(5, 15), (6, 45), (7, 100), (8, 100)])
def test_the_search_finds_every_clique_brute_force_does(small_words, length, others):
    words = [w for w in small_words if len(w) == length and len(set(w)) == length][:others]
    words += CLIQUE_WORDS[length].split() + ["jumbo", "vizsla", "aabbccdd"]  # other lengths, repeated letters
    search = CliqueSearch(length, words)
    expected = brute_force_cliques([w for w in words if len(w) == length], length)
    found = list(search.cliques())
    as_words = {frozenset(choice) for clique in found for choice in _choices(clique)}
    assert as_words == expected
    assert length == 8 or expected  # the real cliques are among them
    count = search.count()
    assert (count.letter_sets, count.words) == (len(found), len(expected))
    assert count.size == 26 // length


def _choices(clique):
    """The word cliques a clique of letter sets stands for: one anagram of each set."""
    if not clique:
        yield ()
        return
    for word in clique[0]:
        for rest in _choices(clique[1:]):
            yield (word, *rest)


def test_anagrams_multiply_and_skipped_letters_are_allowed():
    # 5 letters: 5 words cover 25 letters, one letter may go unused.
    words = ["abcde", "baced", "fghij", "klmno", "pqrst", "uvwxy", "fghiz"]
    count = CliqueSearch(5, words).count()
    assert (count.letter_sets, count.words) == (2, 4)  # fghij or fghiz; abcde or baced


def test_no_words_no_cliques():
    assert CliqueSearch(5, []).count().words == 0
    assert list(CliqueSearch(5, ["aabbc"]).cliques()) == []


def test_the_published_entry_shows_our_figures():
    (entry,) = (c for c in COMPARISONS if "Tables 6-8" in c.title)
    five = [f for f in entry.figures if f.what.startswith("5 letters")]
    assert five[0].published == five[0].ours == "10,175"
    assert "831 (538 letter sets)" in five[2].ours


@pytest.mark.slow
@pytest.mark.parametrize("length", [5, 6, 7, 8])
def test_the_published_clique_figures_are_what_the_search_finds(course_lexicon, length):
    vertices, sets, edges, set_cliques, word_cliques, _ = CLIQUES[length]
    words = course_lexicon.words_of_length(length)
    assert word_graph(length, words) == type(word_graph(length, []))(length, vertices, sets, edges)
    count = CliqueSearch(length, words).count()
    assert (count.letter_sets, count.words) == (set_cliques, word_cliques)


def disjoint_set_cliques(words, length) -> tuple[int, int]:
    """Cliques of letter sets and of words by plain backtracking over bit masks: an oracle slow but simple."""
    anagrams: dict[int, int] = {}
    for word in words:
        if len(set(word)) == length:
            mask = sum(1 << (ord(letter) - ord("a")) for letter in word)
            anagrams[mask] = anagrams.get(mask, 0) + 1
    found = [0, 0]

    def grow(candidates: list[int], chosen: int, words_per_clique: int) -> None:
        if chosen == 26 // length:
            found[0] += 1
            found[1] += words_per_clique
            return
        for i, mask in enumerate(candidates):
            rest = [other for other in candidates[i + 1 :] if not other & mask]
            grow(rest, chosen + 1, words_per_clique * anagrams[mask])

    grow(sorted(anagrams), 0, 1)
    return found[0], found[1]


@pytest.mark.slow
def test_the_cliques_of_a_seventh_of_the_four_letter_words_are_what_backtracking_finds(course_lexicon):
    """Six words a clique, the deepest search; a seeded 14% of the words (829 cliques) keeps the oracle to seconds.
    The full count (41.7 million cliques, a minute here) is bench/cliques.py's, which checks it against published.py."""
    words = course_lexicon.words_of_length(4)
    sample = sorted(random.Random(0).sample(words, round(0.14 * len(words))))
    count = CliqueSearch(4, sample).count()
    assert (count.letter_sets, count.words) == disjoint_set_cliques(sample, 4)
    assert count.letter_sets > 500  # a sample with many cliques, not a vacuous agreement on none
