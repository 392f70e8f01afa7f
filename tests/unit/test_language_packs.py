"""The ten language packs, read from their committed assets: letters, keys, folding, spellings, pools, blocklists."""

from __future__ import annotations

import re

import pytest

from wordgames.challenge.search import Rack, solve
from wordgames.finder import Query, find
from wordgames.languages import LANGUAGES
from wordgames.lexicon import MAX_LENGTH, MIN_LENGTH, Lexicon
from wordgames.wordle.rules import common_pool
from wordgames_build import ROOT
from wordgames_build.catalogs import po_path, read_po
from wordgames_build.languages.build import SIZE_LIMIT, SIZE_LIMITS, asset_path, record_path, recorded_inputs
from wordgames_build.languages.commonness import blocked, is_abbreviation
from wordgames_build.languages.first_pools import first_pools
from wordgames_build.languages.packs import BY_CODE, PACKS
from wordgames_build.sources import is_built_from

CODES = [pack.code for pack in PACKS]
QUICK = ("es", "it", "sv")  # the smallest packs, read in the fast tier; reading the others takes seconds each
PACK_PARAMS = [pytest.param(code, marks=() if code in QUICK else pytest.mark.slow) for code in CODES]
# A word of everyday use each pack must hold, with its usual spelling (accents and all).
EVERYDAY = {
    "es": ("cancion", "canción"),
    "fr": ("foret", "forêt"),
    "de": ("mädchen", "mädchen"),
    "it": ("citta", "città"),
    "pt": ("coracao", "coração"),
    "nl": ("ideeen", "ideeën"),
    "sv": ("smörgås", "smörgås"),
    "pl": ("źródło", "źródło"),
    "ru": ("звезды", "звезды"),  # dictionary-ru writes е for ё: 330 words keep a ё
    "el": ("σπιτι", "σπίτι"),
}


@pytest.fixture(scope="module", params=PACK_PARAMS)
def pack(request):
    return request.param, Lexicon.from_bytes(asset_path(request.param).read_bytes())


def test_the_table_holds_ten_languages_each_with_its_sources_credited_as_the_engine_says():
    assert CODES == ["es", "fr", "de", "it", "pt", "nl", "sv", "pl", "ru", "el"]
    for entry in PACKS:
        assert len(entry.sources) in (5, 6, 7) and all(source.version and source.licence for source in entry.sources)
        language = LANGUAGES[entry.code]
        assert (language.sources, language.licences) == entry.credits()
        assert language.asset == asset_path(entry.code).name


@pytest.mark.parametrize("code", CODES)
def test_each_committed_asset_is_what_its_recorded_inputs_build(code):
    """A clean clone uses the committed packs as they are (no apt): their code must not have moved on.
    After a change to what builds them, `python3 build.py` rebuilds them; commit the assets and records."""
    assert is_built_from(asset_path(code), recorded_inputs(), record_path(code)), f"rebuild and commit the {code} pack"


def test_the_asset_holds_the_tables_alphabet_within_its_size(pack):
    code, lexicon = pack
    assert lexicon.alphabet == BY_CODE[code].alphabet
    assert asset_path(code).stat().st_size <= SIZE_LIMITS.get(code, SIZE_LIMIT)


def test_every_word_uses_only_its_letters(pack):
    _, lexicon = pack
    alphabet = lexicon.alphabet
    assert all(alphabet.is_word(w) and MIN_LENGTH <= len(w) <= MAX_LENGTH for w in lexicon)
    assert len(lexicon) > 80_000


def test_the_keyboard_holds_exactly_its_letters_and_no_folding_key_is_a_letter(pack):
    _, lexicon = pack
    alphabet = lexicon.alphabet
    keys = "".join(alphabet.keyboard)
    assert sorted(keys) == list(alphabet.letters) and len(keys) == len(set(keys))
    assert not any(typed in alphabet.letters for typed, _ in alphabet.folding)
    assert all(alphabet.is_word(meant) for _, meant in alphabet.folding)


def test_the_usual_spelling_folds_back_to_its_word(pack):
    code, lexicon = pack
    words = list(lexicon)  # in the order of the spellings' indexes
    assert lexicon.spellings and all(lexicon.alphabet.fold(s) == words[i] for i, s in lexicon.spellings.items())
    word, spelling = EVERYDAY[code]
    assert word in lexicon and lexicon.usual(word) == spelling


def test_pools_are_large_enough_and_hold_no_offensive_word(pack):
    code, lexicon = pack
    for length in range(MIN_LENGTH, MAX_LENGTH + 1):
        pool = common_pool(lexicon, length)
        assert not any(map(lexicon.is_offensive, pool.words))
        if length == 5:
            assert len(pool.words) >= 800 and not pool.note, code
        elif length <= 15:
            assert len(pool.words) >= 30, (code, length)


def test_no_word_a_person_knows_lacks_a_vowel_or_is_one_letter_repeated(pack):
    """The lists' lower-case abbreviations (bzw, mln, pkt, млн, κτλ: issue 37), interjections (hmm) and shouts
    (aaa, yyy) are flagged abbreviations: valid guesses, never a secret or a Word Challenge answer."""
    code, lexicon = pack
    for length in range(MIN_LENGTH, MAX_LENGTH + 1):
        assert not any(map(is_abbreviation, lexicon.words_known(length))), (code, length)


@pytest.mark.slow
def test_russian_holds_no_form_the_affix_files_pre_yo_rules_made():
    """dictionary-ru's affix file kept rules written before it wrote ё ("add у where the stem does not end in е й
    о ь") beside their ё-aware rewrites: read as written they made бельёа, копьёом, ядрёен from бельё, копьё,
    ядрёный. The pack has none of them, and the true forms stay."""
    lexicon = Lexicon.from_bytes(asset_path("ru").read_bytes())
    for made in ("бельеа", "бельеу", "копьеом", "ядреен", "краснощеок"):
        assert made not in lexicon
    for form in ("белья", "бельем", "копьем", "ядрен", "краснощек", "мудрено", "землею"):
        assert form in lexicon
    assert not [spelling for spelling in lexicon.spellings.values() if re.search("ё[аеёиоуыэя]", spelling)]


# Acronyms and units (a capital after the first letter in the list) and common given names are no words;
# the nouns beside them stay (Rose: a rare name in German, and Tag and Welt, names in other lists). One the
# pools were first published with stays, flagged an abbreviation (never asked), for the past dailies that
# drew it (issue 37: wordgames_build/languages/first_pools.py).
NOT_WORDS = {"de": ("hans", "uwe", "jörg", "kwh", "khz", "ggmbh", "ebay"), "nl": ("khz", "mhz", "kwh"), "pl": ("kwh",)}
NOUNS = {"de": ("rose", "rosen", "tag", "welt", "mark", "wolf", "ingwer"), "nl": ("hertz",), "pl": ("rytm",)}


@pytest.mark.slow
@pytest.mark.parametrize("code", sorted(NOT_WORDS))
def test_acronyms_and_given_names_are_no_words_and_the_nouns_beside_them_stay(code):
    lexicon, published = Lexicon.from_bytes(asset_path(code).read_bytes()), first_pools(code)
    kept = [word for word in NOT_WORDS[code] if word in lexicon]
    assert all(word in published and lexicon.is_abbreviation(word) for word in kept), kept
    assert not any(word in common_pool(lexicon, len(word)).words for word in NOT_WORDS[code])
    assert all(map(lexicon.is_known, NOUNS[code]))


# Abbreviations the lists write as words, told by their Hunspell dictionary (usw., Dez., feb.), and the English
# words of the Polish list, told by wordfreq (issue 37): valid guesses, never asked; the words beside them stay.
UNASKED = {"de": ("usw", "etc", "dez", "abb"), "nl": ("feb", "okt", "sept"), "pl": ("the", "you", "with", "have")}
STILL_KNOWN = {"de": ("team", "fit", "hallo"), "nl": ("vrij", "bijl", "red"), "pl": ("film", "team", "sto")}


@pytest.mark.slow
@pytest.mark.parametrize("code", sorted(UNASKED))
def test_hunspells_abbreviations_and_english_words_are_never_asked(code):
    lexicon = Lexicon.from_bytes(asset_path(code).read_bytes())
    assert all(word in lexicon and lexicon.is_abbreviation(word) for word in UNASKED[code])
    assert [word for word in STILL_KNOWN[code] if not lexicon.is_known(word)] == []
    assert len(common_pool(lexicon, 5).words) >= 800


# Names the Debian lists write in lower case, told by their Hunspell dictionary writing them only with a capital
# (España, Coruña, Alsace), and the English words and acronyms it does not know that wordfreq sees as often in
# English (ceo, com, and French's group); ru and el read Hunspell's own entries, so their names never came in
# (issue 37). The everyday words beside them stay known.
NAMES = {
    "es": ("españa", "coruña", "barcelona", "ceo", "com", "dom"),
    "fr": ("alsace", "laurent", "group"),
    "it": ("stan",),
    "pt": ("paul",),
    "sv": ("linux", "albin"),
    "ru": ("москва", "россия"),
    "el": ("αθηνα", "ελλαδα"),
    # English a Polish or Dutch pool drew (a play-tester's sample of Polish secrets: hello, beach; Dutch royal)
    "pl": ("hello", "sorry", "beach", "dark", "science"),
    "nl": ("black", "happy", "royal", "random", "network"),
    "de": ("kwh", "hans"),  # and German keeps its fit, Note, via (EVERYDAY_WORDS): its English margin stays 10x
}
EVERYDAY_WORDS = {
    "es": ("sol", "mar", "rey", "dia", "casa"),
    "fr": ("ete", "mer", "maison"),
    "it": ("casa", "sole"),
    "pt": ("casa", "mar"),
    "sv": ("hus", "sol"),
    "ru": ("мир", "кот"),
    "el": ("θεοσ", "σπιτι"),  # θεός, folded
    "pl": ("menu", "alibi", "film", "sport", "dom"),
    "nl": ("fiets", "huis", "sport", "film", "hotel"),
    "de": ("fit", "note", "via", "haus"),
}


@pytest.mark.slow
@pytest.mark.parametrize("code", sorted(NAMES))
def test_names_and_english_words_are_never_asked_and_everyday_words_stay(code):
    lexicon = Lexicon.from_bytes(asset_path(code).read_bytes())
    assert [word for word in NAMES[code] if lexicon.is_known(word)] == []
    assert not any(word in common_pool(lexicon, len(word)).words for word in NAMES[code])
    assert [word for word in EVERYDAY_WORDS[code] if not lexicon.is_known(word)] == []
    assert len(common_pool(lexicon, 5).words) >= 800


@pytest.mark.slow
@pytest.mark.parametrize("code", ["ru", "el", "es", "pl"])
def test_the_repositorys_blocklists_flag_their_words(code):
    lexicon = Lexicon.from_bytes(asset_path(code).read_bytes())
    source = BY_CODE[code].blocklists[-1]
    lines = (line.split("#")[0].strip() for line in (ROOT / source.name / source.version).read_text().splitlines())
    listed = blocked(lexicon, [line for line in lines if line], lexicon.alphabet, {})
    assert listed and all(map(lexicon.is_offensive, listed))


def test_spanish_holds_plurals_and_verb_forms_and_knows_the_common_ones():
    """wspanish lists base forms only (casa, cantar): a Spanish Wordle refused casas, caminos and hablaba, a play-
    tester's first guesses. myspell-es's expansion adds the forms; the common ones are asked in Word Challenge."""
    lexicon = Lexicon.from_bytes(asset_path("es").read_bytes())
    forms = ("casas", "perros", "tenemos", "puedes", "cantaba", "caminos", "hablaba", "niños", "dijo", "fueron")
    assert [form for form in forms if form not in lexicon] == []
    assert [form for form in ("casas", "tenemos", "caminos", "fueron") if not lexicon.is_known(form)] == []
    assert all(lexicon.is_inflected(form) for form in ("casas", "tenemos", "caminos"))  # never a secret
    assert "abaca" in lexicon and "abaldonar" in lexicon  # wspanish's own rare words stay (abacá)


# What a play-tester found among the secrets (journal 39): obscene words naughty-words lacks, brands, names and
# foreign words no registry tells; valid guesses, never asked. The everyday words beside them stay.
TESTER_FOUND = {
    "es": ("polla", "folla", "ojete", "cagon", "joder", "jorge", "frida", "carla", "lopez", "maria", "quier", "statu")
    + ("carlos",),
    "pl": ("dildo", "pizdu", "porno", "kuźwa", "volvo", "nokia", "pepsi", "queen", "young", "hiszp", "rozdz", "mirek")
    + ("petra", "bauer"),
    "el": ("καυλα", "καυλι", "λυδια", "αριθμ"),
    "pt": ("alô",),  # Brazil's, in a European Portuguese pack
    "de": ("emden", "hanau", "duden", "andre", "moser"),  # coming dailies, read through on 2026-11-29
    "nl": ("malta", "dalai", "daisy", "bobby"),
    "fr": ("adèle", "sahel", "douma"),
}
STILL_SECRETS = {
    "es": ("perro", "cabra", "mesa"),
    "pl": ("forum", "kwiat", "droga"),
    "el": ("καλοσ", "σπιτι"),
    "pt": ("porta", "livro", "mesa"),
    "de": ("biene", "katze", "nebel"),
    "nl": ("aarde", "paard", "regen"),
    "fr": ("pause", "lampe", "soupe"),
}


@pytest.mark.slow
@pytest.mark.parametrize("code", sorted(TESTER_FOUND))
def test_what_a_play_tester_found_among_the_secrets_is_never_asked(code):
    lexicon = Lexicon.from_bytes(asset_path(code).read_bytes())
    fold = lexicon.alphabet.fold
    asked = [word for word in map(fold, TESTER_FOUND[code]) if word in lexicon.words_known(len(word))]
    pooled = [word for word in map(fold, TESTER_FOUND[code]) if word in common_pool(lexicon, len(word)).words]
    assert (asked, pooled) == ([], [])
    assert [word for word in STILL_SECRETS[code] if not lexicon.is_known(word)] == []


def test_a_registry_blocklist_flags_its_words():
    lexicon = Lexicon.from_bytes(asset_path("es").read_bytes())
    assert lexicon.is_offensive("cabron") and not lexicon.is_offensive("casa")


def test_challenge_links_carry_every_packs_words_and_come_back(pack):
    """A friend's challenge in any language: one byte a letter (the word's code text), so a 20-letter Russian
    word's code is as short as an English one's. (A link names its language, whose list reads the code.)"""
    from wordgames.wordle.share import (
        WORD_CODE,
        decode_challenge,
        decode_challenges,
        encode_challenge,
        encode_challenges,
    )

    code, lexicon = pack
    alphabet = lexicon.alphabet
    pool = sorted(common_pool(lexicon, 5).words)
    beyond = [w for w in pool if not w.isascii()][:5]  # ñ, ß, å, Cyrillic, Greek...
    longest = (lexicon.words_of_length(MAX_LENGTH) or lexicon.words_of_length(15))[-1:]
    for word in [*pool[:5], *beyond, *longest]:
        coded = encode_challenge(word, alphabet)
        assert len(coded) <= WORD_CODE and word not in coded
        assert decode_challenge(lexicon, coded) == word
    words = tuple(sorted(common_pool(lexicon, 6).words)[:4])
    assert decode_challenges(lexicon, encode_challenges(words, alphabet)) == words


def test_the_pages_examples_are_the_languages_own_words(pack):
    """How to play's example tiles spell a word of the pack, and the finder's and the solver's example patterns
    and rack find words in it (not the English examples left untranslated)."""
    code, lexicon = pack
    alphabet = lexicon.alphabet
    translated = {entry.msgid: entry.strings[0] for entry in read_po(po_path(code).read_text(encoding="utf-8"))}
    tiles = next(text for msgid, text in translated.items() if msgid.startswith('<b class="tile correct">'))
    assert alphabet.fold(re.sub("<[^>]+>", "", tiles).lower()) in lexicon
    about = next(text for msgid, text in translated.items() if msgid.startswith("Every word that fits a pattern"))
    patterns = re.findall(r"<kbd>([^<]+)</kbd>", about)[2:]  # after the two wildcards' own
    placeholder = translated["e.g. c?t or *ing"]
    assert len(patterns) == 3 and all(pattern in placeholder for pattern in (patterns[0], patterns[2]))
    for pattern in patterns:
        assert find(lexicon, Query.parse(pattern, alphabet=alphabet)).total, f"{code}: {pattern} finds nothing"
    rack = translated["e.g. qu?ck"].split()[-1]
    assert solve(lexicon, Rack.parse(rack, alphabet=alphabet)).words, f"{code}: the rack {rack} makes no word"


# Issue 37, round 3 (bench/journal/39-words-round-3.md): Portuguese's abbreviations and clitic pronouns pt_PT
# marks (etc ABR=1; los, las of lo, CAT=ppes without a person), and the words myspell-es does not list (Spanish
# surnames and given names the list writes in lower case) are never asked; surnames a dictionary also lists bare
# are words again (Polish zgoła, nijak), as are Dutch words that are names too; round 2's names stay out.
NEVER_ASKED = {
    "pt": ("etc", "los", "las", "prof", "carboidratos"),
    "es": ("lopez", "garcia", "maria", "lucas", "nadal", "vidal"),
    "nl": ("janet", "donna", "hans"),
    "pl": ("jack", "frank", "janusz"),
}
ASKED_AGAIN = {
    "pt": ("casa", "mar", "coracao", "ola", "certo", "ele", "nela", "daqui"),
    "es": ("sol", "rosa", "pilar", "cancion"),
    "nl": ("engels", "jade", "franco", "max"),
    "pl": ("nijak", "zgoła", "dom"),
}


@pytest.mark.slow
@pytest.mark.parametrize("code", sorted(NEVER_ASKED))
def test_unlisted_and_minor_words_are_never_asked_and_words_that_are_names_too_are(code):
    lexicon = Lexicon.from_bytes(asset_path(code).read_bytes())
    assert [word for word in NEVER_ASKED[code] if lexicon.is_known(word)] == []
    assert all(word in lexicon for word in NEVER_ASKED[code])  # still valid guesses
    assert [word for word in ASKED_AGAIN[code] if not lexicon.is_known(word)] == []
    assert len(common_pool(lexicon, 5).words) >= 800
