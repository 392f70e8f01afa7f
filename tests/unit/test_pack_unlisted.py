"""Issue 37, round 3: words a pack's Hunspell does not list, or marks as abbreviations, pronouns or contractions
(pt_PT's etc ABR=1, lo/los CAT=ppes without a person), are never asked (wordgames_build/languages/unlisted.py)."""

from __future__ import annotations

from wordgames_build.languages.packs import BY_CODE
from wordgames_build.languages.unlisted import minor, unlisted

AFFIXES = """SET UTF-8

SFX p Y 1
SFX p   0     s     .

PFX d Y 1
PFX d   0     des   .
"""
# As pt_PT writes them: a tab, then the morphological fields in brackets.
PORTUGUESE = "\n".join(
    [
        "9",
        "ele/p\t[CAT=ppes,G=m,N=s,P=3,C=n]",
        "nela\t[CAT=cp,Prep=em,Ppes=ele,G=f,N=s]",
        "etc\t[CAT=punct,ABR=1]",
        "lo/p\t[CAT=ppes]",
        "lá/p\t[CAT=nc,G=m,N=s]",
        "casa/p\t[CAT=nc,G=f,N=s]",
        "ligar/d\t[CAT=v,T=inf]",
        "alô\t[CAT=in]",
        "Lopes/p\t[CAT=np]",
    ]
)


def test_a_word_every_entry_marks_an_abbreviation_or_a_pronoun_is_minor_and_a_noun_beside_it_not():
    words = {w: w for w in ("etc", "lo", "los", "casas", "alô", "ele", "eles", "nela")}
    assert minor(words, PORTUGUESE, AFFIXES) == {"etc", "lo", "los"}
    # las folds as lás (the note's plural): read by its usual spelling, only the clitic's is minor
    assert minor({"las": "lás", "casa": "casa"}, PORTUGUESE, AFFIXES) == set()
    assert minor({"etc": "etc"}, "1\netc/p\n", AFFIXES) == set()  # no fields: no dictionary but pt_PT's marks any


def test_a_word_no_lower_case_entry_gives_is_unlisted():
    fold = BY_CODE["pt"].alphabet.fold
    words = {w: w for w in ("casas", "desligar", "lopes", "carboidratos", "la", "alo")}
    assert unlisted(words, PORTUGUESE, AFFIXES, fold) == {"lopes", "carboidratos"}
