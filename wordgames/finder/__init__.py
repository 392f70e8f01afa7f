"""The word finder: every word matching a pattern (``?`` one letter, ``*`` any run of letters), by a walk of the DAWG.

A query (``finder.query``) is a pattern plus letters every word must have, letters none may
have and a length range, checked from typed text; ``finder.walk`` finds its matches, by a walk of
the DAWG or, for patterns that open with ``?`` or ``*``, a scan of the words' texts (``finder.scan``).
"""

from .query import FinderError, Query
from .scan import ScanMatches
from .walk import Matches, find, preparing

__all__ = ["FinderError", "Query", "Matches", "ScanMatches", "find", "preparing"]
