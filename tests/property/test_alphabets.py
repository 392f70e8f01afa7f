"""Every game and tool on random alphabets (Latin with diacritics, Cyrillic, Greek, up to 64 letters) against
brute-force oracles: the lexicon's words, feedback, candidates, Word Challenge and the finder."""

from __future__ import annotations

import re
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.alphabet import MAX_LETTERS, Alphabet
from wordgames.challenge import Rack, solve
from wordgames.challenge.index import ChallengeIndex
from wordgames.finder import Query
from wordgames.finder.scan import ScanMatches
from wordgames.finder.walk import Matches
from wordgames.lexicon import Lexicon
from wordgames.wordle.candidates import candidates
from wordgames.wordle.feedback import score
from wordgames.wordle.knowledge import Knowledge

LATIN = "abcdefghijklmnopqrstuvwxyzßàáâãäåæçèéêëìíîïñòóôõöøùúûüýþÿąćęłńśźżœ"
CYRILLIC = "абвгдежзийклмнопрстуфхцчшщъыьэюяёђєіїјљњћў"
GREEK = "αβγδεζηθικλμνξοπρστυφχψω"
SCRIPTS = [LATIN, CYRILLIC, GREEK, LATIN[:26], LATIN + GREEK]  # the last: up to 64 letters of two scripts


@st.composite
def alphabets(draw) -> Alphabet:
    """Some letters of a script (always a few with diacritics or beyond a-z when the script has them)."""
    script = draw(st.sampled_from(SCRIPTS))
    size = draw(st.integers(3, min(len(script), MAX_LETTERS)))
    letters = draw(st.lists(st.sampled_from(script), min_size=size, max_size=size, unique=True))
    return Alphabet("".join(sorted(letters)))


@st.composite
def lexicons(draw) -> tuple[Lexicon, list[str]]:
    """A lexicon of random words of a random alphabet, read back from its bytes, and its words in order."""
    alphabet = draw(alphabets())
    # a few letters most words use, so that racks and patterns find something
    common = alphabet.letters[: draw(st.integers(2, min(6, len(alphabet))))]
    word = st.text(alphabet=st.sampled_from(common) | st.sampled_from(alphabet.letters), min_size=3, max_size=9)
    words = draw(st.lists(word, min_size=1, max_size=60))
    lexicon = Lexicon.from_bytes(Lexicon.from_words(words, alphabet=alphabet).to_bytes())
    return lexicon, sorted(set(words), key=lambda w: (len(w), w))


@settings(max_examples=60, deadline=None)
@given(lexicons())
def test_the_lexicon_holds_its_words_in_order(made):
    lexicon, words = made
    assert list(lexicon) == words and all(w in lexicon for w in words)
    assert lexicon.alphabet.letters and all(lexicon.alphabet.is_word(w) for w in words)
    top = max(lexicon.alphabet.codes[ch] for w in words for ch in w)
    assert lexicon.suffix_letters[0].bit_length() == top + 1


def feedback_oracle(guess: str, secret: str) -> tuple[int, ...]:
    """Greens first, then yellows left to right while the secret has unclaimed copies."""
    marks = [2 if g == s else 0 for g, s in zip(guess, secret)]
    left = Counter(s for s, m in zip(secret, marks) if m != 2)
    for i, g in enumerate(guess):
        if marks[i] != 2 and left[g]:
            left[g] -= 1
            marks[i] = 1
    return tuple(marks)


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_feedback_and_candidates_match_the_oracles(data):
    lexicon, words = data.draw(lexicons())
    length = data.draw(st.sampled_from(sorted({len(w) for w in words})))
    pool = [w for w in words if len(w) == length]
    secret = data.draw(st.sampled_from(pool))
    letters = st.sampled_from(lexicon.alphabet.letters)
    guesses = data.draw(
        st.lists(st.sampled_from(pool) | st.text(letters, min_size=length, max_size=length), max_size=3)
    )
    knowledge = Knowledge.empty(length, lexicon.alphabet)
    for guess in guesses:
        pattern = score(guess, secret)
        assert pattern.marks == feedback_oracle(guess, secret)
        knowledge = knowledge.add(guess, pattern)
    expected = [w for w in pool if all(score(g, w).marks == feedback_oracle(g, secret) for g in guesses)]
    assert candidates(lexicon, knowledge) == expected
    assert [w for w in pool if knowledge.allows(w)] == expected
    for guess in pool:  # hard mode: a guess may be played when it could be the secret, by the knowledge
        if knowledge.hard_mode_problem(guess) is not None:
            assert guess not in expected


def challenge_oracle(words: list[str], tiles: str, min_length: int) -> tuple[str, ...]:
    have, blanks = Counter(tiles.replace("?", "")), tiles.count("?")
    return tuple(
        w for w in words if len(w) >= min_length and sum(max(0, n - have[ch]) for ch, n in Counter(w).items()) <= blanks
    )


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_word_challenge_matches_the_oracle(data):
    lexicon, words = data.draw(lexicons())
    base = list(data.draw(st.sampled_from(words)))
    extra = data.draw(st.lists(st.sampled_from(lexicon.alphabet.letters + "?"), max_size=4))
    tiles = "".join(data.draw(st.permutations((base + extra)[:20])))
    typed = lexicon.alphabet.upper(tiles) if data.draw(st.booleans()) else tiles
    rack = Rack.parse(typed, alphabet=lexicon.alphabet)
    min_length = data.draw(st.integers(3, 6))
    expected = challenge_oracle(words, tiles, min_length)
    assert solve(lexicon, rack, min_length).words == expected
    assert ChallengeIndex.build(lexicon).solve(rack, min_length).words == expected
    # every length split by each word's rarest letter, parts of 1-4 words (Russian's longer lengths, in small)
    split = ChallengeIndex.build(lexicon, part_words=data.draw(st.integers(1, 4)), split_above=0)
    assert split.solve(rack, min_length).words == expected


@settings(max_examples=80, deadline=None)
@given(data=st.data())
def test_word_challenge_at_the_racks_size_and_one_less_matches_the_oracle(data):
    """The lengths of the rack's size and one less take steps only for the rack's own letters (``within``): racks
    of a word's letters, one maybe changed or doubled, one maybe added, so that words of those lengths are
    anagrams or near misses, some with letters the rack lacks; with must letters, whole and split indexes."""
    lexicon, words = data.draw(lexicons())
    letters = lexicon.alphabet.letters
    tiles = list(data.draw(st.sampled_from(words)))
    if data.draw(st.booleans()):
        tiles[data.draw(st.integers(0, len(tiles) - 1))] = data.draw(st.sampled_from(letters + "".join(tiles)))
    tiles += data.draw(st.lists(st.sampled_from(letters + "".join(tiles)), max_size=1))
    tiles = "".join(data.draw(st.permutations(tiles)))
    rack = Rack.parse(tiles, alphabet=lexicon.alphabet)
    min_length = data.draw(st.sampled_from([3, max(3, len(tiles) - 1)]))
    must = "".join(data.draw(st.lists(st.sampled_from(tiles), max_size=2)))
    need = Counter(must)
    expected = tuple(
        w for w in challenge_oracle(words, tiles, min_length) if all(w.count(ch) >= n for ch, n in need.items())
    )
    assert solve(lexicon, rack, min_length, must).words == expected
    assert ChallengeIndex.build(lexicon).solve(rack, min_length, must).words == expected
    split = ChallengeIndex.build(lexicon, part_words=data.draw(st.integers(1, 4)), split_above=0)
    assert split.solve(rack, min_length, must).words == expected


def finder_oracle(words: list[str], query: Query) -> list[str]:
    letter = "[" + "".join(ch for ch in query.alphabet.letters if ch not in query.exclude) + "]"
    expression = re.compile("".join(letter if ch == "?" else letter + "*" if ch == "*" else ch for ch in query.pattern))
    need = Counter(query.must)
    return [
        w
        for w in words
        if query.min_length <= len(w) <= query.max_length
        and expression.fullmatch(w)
        and all(w.count(ch) >= n for ch, n in need.items())
    ]


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_the_finder_matches_the_oracle(data):
    lexicon, words = data.draw(lexicons())
    letters = lexicon.alphabet.letters
    word = data.draw(st.sampled_from(words))
    pattern = "".join(data.draw(st.sampled_from([ch, ch, "?", "*"])) for ch in word)
    must = data.draw(st.text(st.sampled_from(letters), max_size=2))
    exclude = "".join(ch for ch in data.draw(st.text(st.sampled_from(letters), max_size=2)) if ch not in must + pattern)
    query = Query.parse(pattern, must, exclude, alphabet=lexicon.alphabet)
    expected = finder_oracle(words, query)
    assert list(Matches(lexicon, query).words()) == expected
    scanned = ScanMatches(lexicon, query)
    assert scanned.counts == dict(Counter(map(len, expected)))
    assert list(ScanMatches(lexicon, query).words()) == expected
    assert list(scanned.shown(rare=True)) == expected  # the marking pass, then the words cut out of the text
